import { mkdtemp, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
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

// Issue 10, finding 9: SIGTERM cut connections after 2 s and /healthz kept answering 200. Now
// /healthz fails at once, answers close their connections, and every request that started before
// the signal finishes with its normal answer, a slow upload included; then the process exits 0.

const place = content.places[4];
if (!place) throw new Error("content needs places");

let dir = "";
let databaseUrl: string | undefined;
let app: Awaited<ReturnType<typeof startAppProcess>> | undefined;
let base = "";
let port = 0;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "safarnama-shutdown-"));
  databaseUrl = testDatabaseUrl ? await createScratchDatabase(testDatabaseUrl) : undefined;
  port = await freePort();
  app = await startAppProcess(port, {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: path.join(dir, "data"),
    SHUTDOWN_GRACE_MS: "8000",
    SHUTDOWN_NOTICE_MS: "800",
  });
  base = `http://127.0.0.1:${port}`;
}, 120_000);

afterAll(async () => {
  app?.child.kill("SIGKILL");
  await app?.exited;
  if (testDatabaseUrl && databaseUrl) await dropScratchDatabase(testDatabaseUrl, databaseUrl);
  await rm(dir, { recursive: true, force: true });
});

/**
 * A review posted slowly: the headers with `Expect: 100-continue`, ten bytes of the body once the
 * server has answered 100 (it has parsed the headers: the request has started, which `started`
 * reports), the rest when `rest` resolves. Without that wait, on a loaded machine the signal could
 * come before the server had read the new connection at all, and the test would measure that race.
 */
function slowPost(
  cookie: string,
  rest: Promise<void>,
): { started: Promise<void>; status: Promise<number> } {
  const body = Buffer.from(
    JSON.stringify({ review: "Written slowly, across a shutdown.", rating: 4 }),
  );
  // A request that fails before the server's 100 fails `started` too, so the test stops at once.
  const started = Promise.withResolvers<void>();
  const status = new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: `/api/v1/places/${place?.slug}/reviews`,
        headers: {
          origin: base,
          cookie,
          "content-type": "application/json",
          "content-length": String(body.length),
          expect: "100-continue",
        },
        agent: false,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", (error) => {
      started.reject(error);
      reject(error);
    });
    req.on("continue", () => {
      req.write(body.subarray(0, 10));
      started.resolve();
      rest.then(() => req.end(body.subarray(10)));
    });
    req.flushHeaders();
  });
  return { started: started.promise, status };
}

describe("SIGTERM under load", () => {
  it("fails /healthz at once, finishes every request that had started, and exits 0", async () => {
    if (!app) throw new Error("not started");
    const member = await signedUpMember(base, "Drain");
    const cookie = [...member.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

    let signalled = false;
    const results: { status: number | string }[] = [];
    const workers = Array.from({ length: 6 }, async (_, n) => {
      for (let i = 0; !signalled; i += 1) {
        const write = (n + i) % 3 === 0;
        try {
          const res = write
            ? await member.request(`/api/v1/places/${place.slug}/reviews`, {
                json: { review: `Steady ${n}.${i}`, rating: 3 },
              })
            : await fetch(`${base}${["/", "/city/Agra", "/api/v1/cities"][i % 3]}`);
          await res.arrayBuffer();
          results.push({ status: res.status });
        } catch (error) {
          results.push({ status: (error as Error).message });
        }
      }
    });
    let finishUpload = () => {};
    const upload = slowPost(
      cookie,
      new Promise<void>((resolve) => {
        finishUpload = resolve;
      }),
    );
    // The upload's failure, if any, is asserted below; until then it must not go unhandled.
    upload.status.catch(() => {});
    await upload.started;

    await new Promise((resolve) => setTimeout(resolve, 1500));
    signalled = true;
    const signalAt = Date.now();
    app.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Still listening during the notice, but saying it is stopping.
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(503);
    expect(health.headers.get("connection")).toBe("close");
    await Promise.all(workers);

    // The upload finishes well after the listener has closed.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    finishUpload();
    expect(await upload.status).toBe(201);

    const code = await app.exited;
    const took = Date.now() - signalAt;
    process.stdout.write(
      `shutdown: ${results.length} requests before the signal, exit ${code} ${took} ms after it\n`,
    );
    expect(code).toBe(0);
    expect(took).toBeLessThan(8000);
    expect(results.length).toBeGreaterThan(20);
    const bad = results.filter((r) => r.status !== 200 && r.status !== 201);
    expect(bad).toEqual([]);
  }, 60_000);
});
