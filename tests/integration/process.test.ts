import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createScratchDatabase,
  dropScratchDatabase,
  testDatabaseUrl,
} from "../support/database.ts";

// The real entry point in a child process, as `npm start` runs it after the build.

let dataDir = "";
let databaseUrl: string | undefined;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "safarnama-process-"));
  databaseUrl = testDatabaseUrl ? await createScratchDatabase(testDatabaseUrl) : undefined;
});
afterAll(async () => {
  if (testDatabaseUrl && databaseUrl) await dropScratchDatabase(testDatabaseUrl, databaseUrl);
  await rm(dataDir, { recursive: true, force: true });
});

function startProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      DATA_DIR: path.join(dataDir, "db"),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return { child, exited, output: () => output };
}

async function waitForHealth(url: string, child: ChildProcess, deadlineMs = 30_000) {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not become healthy");
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

describe("server process", () => {
  it("starts, serves the slider on SLIDER_PORT only, and stops on SIGTERM within 5 s", async () => {
    const [port, sliderPort] = [await freePort(), await freePort()];
    const server = startProcess({ PORT: String(port), SLIDER_PORT: String(sliderPort) });
    await waitForHealth(`http://127.0.0.1:${port}`, server.child);

    const slider = await fetch(`http://127.0.0.1:${sliderPort}/imageslider`);
    expect(slider.status).toBe(200);
    expect(((await slider.json()) as unknown[]).length).toBeGreaterThan(0);
    expect((await fetch(`http://127.0.0.1:${sliderPort}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);

    // An open keep-alive connection must not hold the shutdown up.
    const started = Date.now();
    server.child.kill("SIGTERM");
    const code = await server.exited;
    const elapsed = Date.now() - started;
    expect(code).toBe(0);
    expect(elapsed).toBeLessThan(5000);
    expect(server.output()).toContain("shutting down");
  });

  it("restarts on the same data without seeding again, and stops on SIGINT", async () => {
    const port = await freePort();
    const server = startProcess({ PORT: String(port) });
    await waitForHealth(`http://127.0.0.1:${port}`, server.child);
    server.child.kill("SIGINT");
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toContain("seeded an empty database");
  });

  it("refuses to start with a bad variable and names it", async () => {
    const server = startProcess({ PORT: "eighty" });
    expect(await server.exited).toBe(78);
    expect(server.output()).toContain("PORT");
  });
});
