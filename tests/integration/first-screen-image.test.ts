import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/process.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// The first screen's largest photo is asked for from <head> at high priority, in the format and
// width the browser will take; every other image waits until it nears the screen (issue 9).

let server: TestServer;

beforeAll(async () => {
  // Commons photos are credited in our content, so their URLs show without any network.
  const closed = `http://127.0.0.1:${await freePort()}`;
  server = await startTestServer({
    IMAGE_PROVIDER: "wikimedia",
    COMMONS_UPLOAD_URL: `${closed}/commons`,
    WIKIPEDIA_REST_URL: `${closed}/rest`,
    COMMONS_API_URL: `${closed}/w/api.php`,
  });
});
afterAll(async () => {
  await server?.close();
});

type Attributes = Record<string, string>;

/** Each tag of that name with its attributes, names in lower case. */
function tags(html: string, name: string): Attributes[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "gi"))].map((tag) =>
    Object.fromEntries(
      [...(tag[1] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key = "", value = ""]) => [
        key.toLowerCase(),
        value.replaceAll("&amp;", "&"),
      ]),
    ),
  );
}

describe("the first screen's photo", () => {
  it.each(["/", "/city/Agra", "/place/Taj%20Mahal"])("is preloaded on %s, alone", async (path) => {
    const html = await (await fetch(`${server.url}${path}`)).text();
    const [head = "", body = ""] = html.split("</head>");
    const preloads = tags(head, "link").filter((l) => l.rel === "preload" && l.as === "image");
    expect(preloads).toHaveLength(1);
    const [preload] = preloads;
    expect(preload).toMatchObject({
      type: "image/avif",
      fetchpriority: "high",
      imagesizes: "100vw",
    });
    expect(preload?.imagesrcset).toMatch(/^\/photos\/v1\/[0-9a-f]{32}\/320\.avif 320w, /);
    // The same candidates and sizes as the page's own AVIF source, so the browser reuses it.
    const avifSources = tags(body, "source").filter((s) => s.type === "image/avif");
    expect(avifSources).toContainEqual({
      type: "image/avif",
      srcset: preload?.imagesrcset,
      sizes: preload?.imagesizes,
    });
    const images = tags(body, "img");
    const eager = images.filter((img) => img.loading !== "lazy");
    expect(eager).toHaveLength(1);
    expect(eager[0]).toMatchObject({ loading: "eager", fetchpriority: "high" });
    expect(eager[0]?.src).toMatch(/^\/photos\/v1\/[0-9a-f]{32}\/960\.webp$/);
    expect(preload?.imagesrcset).toContain(eager[0]?.src?.replace("960.webp", "960.avif"));
  });
});
