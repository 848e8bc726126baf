import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { content } from "../../content/index.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe("the server on a fresh database", () => {
  it(`runs on ${testDatabaseKind} and reports healthy`, async () => {
    const res = await get("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: testDatabaseKind });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("renders the home page with the layout in the first response", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    for (const href of [
      'href="/"',
      'href="/search"',
      'href="/PlanTripCategory"',
      'href="/plantrip"',
      'href="/login"',
    ]) {
      expect(html).toContain(href);
    }
    expect(html).toContain("Explore the World");
    expect(html).toContain("© 2025");
    // The tagline comes from the database, seeded from content/ on first start.
    expect(content.cards.heroTaglines.some((tagline) => html.includes(escapeHtml(tagline)))).toBe(
      true,
    );
  });

  it.each(["/", "/city/Agra"])(
    "writes %s's stylesheet into its head, and asks for its scripts at low priority (decisions 0013, 0017)",
    async (path) => {
      const html = await (await get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      // The whole built stylesheet, in one element, and no request for it.
      const style = /<style id="site-styles">([\s\S]*?)<\/style>/.exec(head);
      expect(style?.[1]).toContain("tailwindcss");
      expect(style?.[1]?.length).toBeGreaterThan(20_000);
      expect(head).not.toMatch(/<link rel="stylesheet" href="\/assets\/app-/);
      const preloads = head.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(preloads.length).toBeGreaterThan(3);
      for (const preload of preloads) expect(preload).toContain('fetchpriority="low"');
    },
  );

  it("answers an unknown path with 404 and the 'Page Not Found' page", async () => {
    const res = await get("/no/such/page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain("GO To HomePage");
    expect(html).toContain('href="/search"');
  });

  // Issue 9: every page for something we do not have answers 404, and says what is missing.
  it("answers an unknown month with 404 and the page that offers the twelve", async () => {
    const res = await get("/month/Smarch");
    expect(res.status).toBe(404);
    const main = mainOf(await res.text());
    expect(main).toContain("Month not found");
    expect(main).toContain("We don&#x27;t know a month called “Smarch”.");
    expect(main).toContain('href="/month/March"');
  });

  it.each([
    ["/PlanTripCategory/nope", "No such trip category."],
    ["/city/Atlantis", "We have no city by that name."],
    ["/place/Nowhere%20Fort", "We have no place by that name."],
    ["/hotel/Hotel%20Nowhere", "We have no hotel by that name."],
  ])("answers %s with 404, saying what is missing, with a way home", async (path, message) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    const main = mainOf(await res.text());
    expect(main).toContain("Page Not Found");
    expect(main).toContain(message);
    expect(main).toMatch(/<a [^>]*href="\/"[^>]*>GO To HomePage<\/a>/);
  });

  it.each(["/hero", "/slider", "/focus"])(
    "serves %s as the layout with no content",
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('href="/plantrip"');
      expect(html).not.toContain("Page Not Found");
      expect(html).toMatch(/<main id="main" class="[^"]*"><\/main>/);
    },
  );
});

describe("security and caching headers", () => {
  it("sends a nonce-based Content-Security-Policy that the page's scripts carry", async () => {
    const res = await get("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const html = await res.text();
    const inlineScripts = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);
    // A fresh nonce for every response.
    const again = (await get("/")).headers.get("content-security-policy");
    expect(again).not.toBe(csp);
  });

  it("sets the other protective headers", async () => {
    const res = await get("/");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-powered-by")).toBeNull();
  });

  it("serves hashed assets as immutable and compresses text", async () => {
    const html = await (await get("/")).text();
    // The framework chunk: large enough to be compressed (tiny files are sent as they are).
    const asset = /\/assets\/framework-[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await get(String(asset), { headers: { "Accept-Encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    // No document headers on a script (issue 9: they cost about 1 KB a file), but nosniff.
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(res.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect((await get("/assets/missing-abc123.js")).status).toBe(404);
  });
});

describe("JSON calls", () => {
  it("answers the API root and a JSON 404 for unknown API paths", async () => {
    const root = await get("/api/v1", { headers: { Origin: "https://client.example" } });
    expect(root.status).toBe(200);
    expect(root.headers.get("access-control-allow-origin")).toBe("*");
    const missing = await get("/api/v1/nothing-here");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { code: "not_found", message: "No route for GET /api/v1/nothing-here" },
    });
  });

  it("lists the slider on the main port in the legacy shape", async () => {
    const res = await get("/imageslider");
    expect(res.status).toBe(200);
    const items = (await res.json()) as { image: string; place: string }[];
    expect(items.map((item) => item.place)).toEqual(
      content.cards.slider.map((slide) => slide.place),
    );
    for (const item of items) expect(item.image).toMatch(/^\/slider-images\/\d+$/);
    const image = await get(items[0]?.image ?? "", { redirect: "manual" });
    expect(image.status).toBe(200);
    // Offline (as in the tests), the slide's image is our placeholder art, served right here.
    expect(image.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(await image.text()).toMatch(/^<svg /);
  });
});

describe("health when the database is gone", () => {
  it("answers 503", async () => {
    await server.services.database.close();
    const res = await get("/healthz");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: "unavailable" });
  });
});

/** The page's own content, without the navigation bar and footer around it. */
function mainOf(html: string) {
  return html.slice(html.indexOf('<main id="main"'), html.indexOf("</main>"));
}

function escapeHtml(text: string) {
  return text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
}

describe("methods", () => {
  /** A raw request: fetch() refuses TRACE and cannot send `OPTIONS *`. */
  const raw = (method: string, target: string) =>
    new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
      const url = new URL(server.url);
      const req = request({ host: url.hostname, port: url.port, method, path: target }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow }));
      });
      req.on("error", reject);
      req.end();
    });

  it("answers TRACE and other methods we do not serve with 405 and the list, not a 500 (issue 10)", async () => {
    for (const method of ["TRACE", "PUT", "PROPFIND"]) {
      const res = await raw(method, "/");
      expect(res.status, method).toBe(405);
      expect(res.allow).toContain("GET");
    }
  });

  it("answers OPTIONS * with what the server allows", async () => {
    const res = await raw("OPTIONS", "*");
    expect(res.status).toBe(204);
    expect(res.allow).toContain("POST");
  });
});
