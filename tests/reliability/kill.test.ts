import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { content } from "../../content/index.ts";
import {
  createScratchDatabase,
  dropScratchDatabase,
  testDatabaseUrl,
} from "../support/database.ts";
import { signedUpMember } from "../support/http-client.ts";
import { freePort, startAppProcess } from "../support/process.ts";

// Issue 10's fault suite: `kill -9` of the app in the middle of writes, then a start on the same
// data (PGlite's DATA_DIR, or the same PostgreSQL database): every write it had acknowledged is
// there.

const place = content.places[5];
if (!place) throw new Error("content needs places");

let dir = "";
let databaseUrl: string | undefined;
let app: Awaited<ReturnType<typeof startAppProcess>> | undefined;

const start = (port: number) =>
  startAppProcess(port, {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: path.join(dir, "data"),
    // The session cookie must outlive the restart: the same key both times.
    AUTH_SECRET: "the-same-secret-across-a-kill-0123456789",
  });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "safarnama-kill-"));
  databaseUrl = testDatabaseUrl ? await createScratchDatabase(testDatabaseUrl) : undefined;
});
afterAll(async () => {
  app?.child.kill("SIGKILL");
  await app?.exited;
  if (testDatabaseUrl && databaseUrl) await dropScratchDatabase(testDatabaseUrl, databaseUrl);
  await rm(dir, { recursive: true, force: true });
});

describe("kill -9 in the middle of writes", () => {
  it("keeps every acknowledged write across a restart on the same data", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    app = await start(port);
    const member = await signedUpMember(base, "Killed");

    const acknowledged: number[] = [];
    let running = true;
    const writers = Array.from({ length: 4 }, async (_, n) => {
      for (let i = 0; running; i += 1) {
        const res = await member
          .request(`/api/v1/places/${place.slug}/reviews`, {
            json: { review: `Before the kill ${n}.${i}`, rating: 2 },
          })
          .catch(() => undefined);
        if (res?.status === 201)
          acknowledged.push(((await res.json()) as { data: { id: number } }).data.id);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    app.child.kill("SIGKILL");
    await app.exited;
    running = false;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(10);

    app = await start(port);
    const stored = new Set<number>();
    let after: number | null = null;
    do {
      const res = await fetch(
        `${base}/api/v1/places/${place.slug}/reviews?limit=100${after ? `&after=${after}` : ""}`,
      );
      const page = (await res.json()) as { data: { id: number }[]; next: number | null };
      for (const review of page.data) stored.add(review.id);
      after = page.next;
    } while (after);
    const missing = acknowledged.filter((id) => !stored.has(id));
    process.stdout.write(
      `kill -9: ${acknowledged.length} writes acknowledged before the kill, ${missing.length} missing after the restart\n`,
    );
    expect(missing).toEqual([]);
    // The session written before the kill still signs its person in.
    const again = await member.request(`/api/v1/places/${place.slug}/reviews`, {
      json: { review: "After the restart", rating: 5 },
    });
    expect(again.status).toBe(201);
  }, 120_000);
});
