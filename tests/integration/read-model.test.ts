import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setRole } from "../../server/data/profiles.server.ts";
import { openDatabase } from "../../server/db/client.ts";
import {
  createScratchDatabase,
  dropScratchDatabase,
  testDatabaseUrl,
} from "../support/database.ts";
import { legacyCityPayload } from "../support/factories.ts";
import { HttpClient } from "../support/http-client.ts";
import { freePort, startProcess, waitForHealth } from "../support/process.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// Issue 9: pages and JSON calls read one catalogue read model that the data layer's writes keep
// current, in this process and, through PostgreSQL's NOTIFY, in every other.

const PASSWORD = "Chai-at-Chandni-Chowk-7";
let serial = 0;
async function member(base: string) {
  const client = new HttpClient(base);
  serial += 1;
  const email = `reader.${serial}.${Date.now()}@example.com`;
  expect((await client.register({ firstName: "Reader", email, password: PASSWORD })).status).toBe(
    302,
  );
  return { client, email };
}

const ratingOf = async (base: string, city: string) =>
  ((await (await fetch(`${base}/get-city/${city}`)).json()) as { rating: number }).rating;

describe("one process", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ AUTH_LIMIT_SIGN_UP_IP: "1000/600" });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("renders a page once for visitors without a session, with a fresh nonce each time", async () => {
    const first = await fetch(`${server.url}/city/Agra`);
    // Read to the end: a page is stored once it has been written whole, and a client that does not
    // read holds the rest back (a page with its stylesheet is larger than the socket's buffers).
    const firstHtml = await first.text();
    const second = await fetch(`${server.url}/city/Agra`);
    expect(first.headers.get("x-page-cache")).toBeNull();
    expect(second.headers.get("x-page-cache")).toBe("hit");
    const nonceOf = (res: Response) =>
      /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
    const html = await second.text();
    expect(html).toContain(`nonce="${b}"`);
    expect(html).not.toContain(`${a}`);
    expect(html.replaceAll(b ?? "", "")).toBe(firstHtml.replaceAll(a ?? "", ""));
  });

  it("keeps one host's page from another (absolute links carry the host without PUBLIC_URL)", async () => {
    const { request } = await import("node:http");
    const get = (host: string) =>
      new Promise<string>((resolve, reject) => {
        const req = request(`${server.url}/city/Jaipur`, { headers: { host } }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            body += chunk;
          });
          res.on("end", () => resolve(body));
        });
        req.on("error", reject);
        req.end();
      });
    expect(await get("evil.example")).toContain("http://evil.example/city/Jaipur");
    const page = await get(new URL(server.url).host);
    expect(page).not.toContain("evil.example");
  });

  it("never shares a page with a signed-in traveller", async () => {
    const { client } = await member(server.url);
    await client.request("/city/Jaipur");
    const res = await client.request("/city/Jaipur");
    expect(res.headers.get("x-page-cache")).toBeNull();
    expect(res.headers.get("vary")).toMatch(/cookie/i);
  });

  it("shows a review at once, on the page and in the JSON calls, after the write itself", async () => {
    await fetch(`${server.url}/city/Agra`);
    const before = await ratingOf(server.url, "Agra");
    const { client } = await member(server.url);
    const stored = await client.request("/store-review-city", {
      json: { name: "Agra", username: "ignored", review: "Sunrise over the Yamuna.", rating: 1 },
    });
    expect(stored.status).toBe(200);
    const page = await fetch(`${server.url}/city/Agra`);
    expect(page.headers.get("x-page-cache")).toBeNull();
    expect(await page.text()).toContain("Sunrise over the Yamuna.");
    expect(await ratingOf(server.url, "Agra")).not.toBe(before);
    expect(await ratingOf(server.url, "Agra")).toBe(1);
  });

  it("follows a write made by a page's action too (the page bundle's own copy of the data layer)", async () => {
    const before = await ratingOf(server.url, "Udaipur");
    const { client } = await member(server.url);
    const posted = await client.request("/city/Udaipur", {
      form: { intent: "create", review: "Lake Pichola at sunset.", rating: "1" },
    });
    expect(posted.status).toBe(302);
    expect(before).not.toBe(1);
    expect(await ratingOf(server.url, "Udaipur")).toBe(1);
  });
});

describe.skipIf(!testDatabaseUrl)("two app processes on one PostgreSQL", () => {
  let dataDir = "";
  let databaseUrl = "";
  const servers: ReturnType<typeof startProcess>[] = [];
  const bases: string[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "safarnama-two-"));
    databaseUrl = await createScratchDatabase(testDatabaseUrl ?? "");
    for (const name of ["a", "b"]) {
      const port = await freePort();
      const server = startProcess({
        PORT: String(port),
        LOG_LEVEL: "warn",
        IMAGE_PROVIDER: "offline",
        WEATHER_PROVIDER: "offline",
        DATA_DIR: path.join(dataDir, name),
        DATABASE_URL: databaseUrl,
        AUTH_LIMIT_SIGN_UP_IP: "1000/600",
      });
      servers.push(server);
      const base = `http://127.0.0.1:${port}`;
      // One after the other: the first migrates and seeds the empty database.
      await waitForHealth(base, server.child, 60_000);
      bases.push(base);
    }
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) server.child.kill("SIGTERM");
    await Promise.all(servers.map((server) => server.exited));
    if (databaseUrl) await dropScratchDatabase(testDatabaseUrl ?? "", databaseUrl);
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Polls until `check` holds; returns how long it took. */
  async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > ms) throw new Error(`not seen within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return Date.now() - started;
  }

  it("a review written through one is shown by the other within a second", async () => {
    const [a, b] = bases as [string, string];
    // B has the page and the JSON answer cached before the write.
    expect(await (await fetch(`${b}/city/Varanasi`)).text()).not.toContain("Boat at dawn");
    await fetch(`${b}/city/Varanasi`);
    const before = await ratingOf(b, "Varanasi");
    const { client } = await member(a);
    const stored = await client.request("/store-review-city", {
      json: { name: "Varanasi", username: "x", review: "Boat at dawn on the ghats.", rating: 2 },
    });
    expect(stored.status).toBe(200);
    await within(1000, async () => (await ratingOf(b, "Varanasi")) === 2);
    expect(before).not.toBe(2);
    await within(1000, async () =>
      (await (await fetch(`${b}/city/Varanasi`)).text()).includes("Boat at dawn on the ghats."),
    );
  });

  it("an editor's new city added through one is a page, a JSON answer and a search hit on the other within a second", async () => {
    const [a, b] = bases as [string, string];
    expect((await fetch(`${b}/city/Chanderi`)).status).toBe(404);
    const { client, email } = await member(a);
    const database = await openDatabase({ databaseUrl });
    try {
      expect(await setRole(database.db, email, "editor")).toBe(true);
    } finally {
      await database.close();
    }
    const added = await client.request("/submit-city-details", { json: legacyCityPayload() });
    expect(added.status, await added.clone().text()).toBe(201);
    await within(1000, async () => (await fetch(`${b}/city/Chanderi`)).status === 200);
    expect((await fetch(`${b}/get-city/Chanderi`)).status).toBe(200);
    const search = (await (await fetch(`${b}/api/v1/search?q=chanderi`)).json()) as {
      data: { name: string }[];
    };
    expect(search.data[0]?.name).toBe("Chanderi");
  });
});
