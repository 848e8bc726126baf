import { type ChildProcess, spawn } from "node:child_process";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
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
import { freePort, startAppProcess, waitForHealth } from "../support/process.ts";

// Issue 10: the topology in deploy/ (nginx in front of two app processes on one PostgreSQL),
// started as written, under load, with one process killed (-9) halfway. nginx sends what it can
// to the other process; the only requests allowed to fail are writes that had reached the killed
// process (nginx must not repeat a POST), and the test reports how many there were. Then the
// process starts again and both serve.

const NGINX = "/usr/sbin/nginx";
const place = content.places[3];
if (!place) throw new Error("content needs places");

type App = Awaited<ReturnType<typeof startAppProcess>> & { port: number };

let dir = "";
let databaseUrl = "";
const apps: App[] = [];
let nginx: ChildProcess | undefined;
let front = "";

async function startApp(port: number): Promise<App> {
  const app = await startAppProcess(port, {
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(dir, `data-${port}`),
    AUTH_SECRET: "a-secret-both-processes-share-0123456789",
  });
  return { ...app, port };
}

beforeAll(async () => {
  if (!testDatabaseUrl) return;
  dir = await mkdtemp(path.join(tmpdir(), "safarnama-deploy-"));
  await chmod(dir, 0o755);
  databaseUrl = await createScratchDatabase(testDatabaseUrl);
  // The first process migrates and seeds; the second finds it done.
  apps.push(await startApp(await freePort()));
  apps.push(await startApp(await freePort()));
  const listen = await freePort();
  const template = await readFile("deploy/nginx/safarnama.conf.template", "utf8");
  // What envsubst does with the three variables.
  const values: Record<string, string> = {
    SAFARNAMA_LISTEN: `127.0.0.1:${listen}`,
    SAFARNAMA_APP_1: `127.0.0.1:${apps[0]?.port}`,
    SAFARNAMA_APP_2: `127.0.0.1:${apps[1]?.port}`,
  };
  const site = template.replace(/\$\{(SAFARNAMA_\w+)\}/g, (_all, name: string) => {
    const value = values[name];
    if (!value) throw new Error(`the template has an unknown variable ${name}`);
    return value;
  });
  await mkdir(path.join(dir, "tmp"));
  // The site file as written, inside the least http block nginx needs to run from a temp dir.
  await writeFile(
    path.join(dir, "nginx.conf"),
    `worker_processes 1;\ndaemon off;\npid nginx.pid;\nerror_log error.log warn;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path tmp/body;\n  proxy_temp_path tmp/proxy;\n  fastcgi_temp_path tmp/fastcgi;\n  uwsgi_temp_path tmp/uwsgi;\n  scgi_temp_path tmp/scgi;\n${site}\n}\n`,
  );
  nginx = spawn(NGINX, ["-c", path.join(dir, "nginx.conf"), "-p", dir], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  front = `http://127.0.0.1:${listen}`;
  await waitForHealth(front, nginx, 10_000);
}, 180_000);

afterAll(async () => {
  nginx?.kill("SIGTERM");
  for (const app of apps) {
    app.child.kill("SIGKILL");
    await app.exited;
  }
  if (testDatabaseUrl && databaseUrl) await dropScratchDatabase(testDatabaseUrl, databaseUrl);
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe.skipIf(!testDatabaseUrl)("nginx, two app processes and PostgreSQL (deploy/)", () => {
  it("keeps serving through nginx when one process is killed, then serves from both again", async () => {
    const member = await signedUpMember(front, "Load");

    const tally = { reads: 0, writes: 0 };
    const failures: { what: string; startedAt: number }[] = [];
    let running = true;
    const worker = async (n: number) => {
      for (let i = 0; running; i += 1) {
        const write = (n + i) % 4 === 0;
        const startedAt = Date.now();
        const fail = (why: string) =>
          failures.push({ what: `${write ? "POST" : "GET"} ${why}`, startedAt });
        if (write) tally.writes += 1;
        else tally.reads += 1;
        try {
          const res = write
            ? await member.request(`/api/v1/places/${place.slug}/reviews`, {
                json: { review: `Load ${n}.${i}`, rating: 4 },
              })
            : await fetch(
                `${front}${["/", "/city/Agra", "/api/v1/cities?pageSize=5", "/get-city/Agra"][i % 4]}`,
              );
          await res.arrayBuffer();
          if (res.status !== (write ? 201 : 200)) fail(String(res.status));
        } catch (error) {
          fail((error as Error).message);
        }
      }
    };
    const workers = Array.from({ length: 8 }, (_, n) => worker(n));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const killed = apps[0] as App;
    killed.child.kill("SIGKILL");
    await killed.exited;
    const killedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    running = false;
    await Promise.all(workers);

    process.stdout.write(
      `deploy test: ${tally.reads} reads and ${tally.writes} writes through nginx; ${failures.length} failed, all in flight on the killed process (a POST nginx must not repeat, or a page whose streaming had begun): ${failures.map((f) => f.what).join("; ")}\n`,
    );
    expect(tally.reads).toBeGreaterThan(100);
    // Only what was in flight when the process died: at most one request per client, and none
    // that started after the kill (nginx sends those to the live process).
    expect(failures.length).toBeLessThanOrEqual(8);
    expect(failures.filter((f) => f.startedAt > killedAt)).toEqual([]);

    // Back again on its port; both answer, directly and through nginx.
    apps[0] = await startApp(killed.port);
    for (const app of apps) {
      expect((await fetch(`http://127.0.0.1:${app.port}/city/Agra`)).status).toBe(200);
    }
    for (let i = 0; i < 6; i += 1) expect((await fetch(`${front}/city/Agra`)).status).toBe(200);
  }, 120_000);
});
