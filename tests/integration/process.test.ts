import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createScratchDatabase,
  dropScratchDatabase,
  testDatabaseUrl,
} from "../support/database.ts";
import { freePort, startProcess, waitForHealth } from "../support/process.ts";

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

const run = (env: Record<string, string>) =>
  startProcess({
    LOG_LEVEL: "info",
    IMAGE_PROVIDER: "offline",
    WEATHER_PROVIDER: "offline",
    DATA_DIR: path.join(dataDir, "db"),
    DATABASE_URL: databaseUrl,
    ...env,
  });

describe("server process", () => {
  it("never writes a password or a session cookie to its logs, even at the trace level", async () => {
    const port = await freePort();
    const server = run({ PORT: String(port), LOG_LEVEL: "trace" });
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(base, server.child);
    const password = "Secret-Marker-Passw0rd-73";
    const form = (fields: Record<string, string>) => ({
      method: "POST",
      headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual" as const,
    });
    const signUp = await fetch(
      `${base}/register`,
      form({ firstName: "Log", email: "log.check@example.com", password }),
    );
    expect(signUp.status).toBe(302);
    const cookie = signUp.headers.getSetCookie().find((c) => c.includes("session_token="));
    const token = cookie?.split(";")[0]?.split("=")[1] ?? "missing";
    await fetch(
      `${base}/login`,
      form({ email: "log.check@example.com", password: `${password}-wrong` }),
    );
    await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin: base, "content-type": "application/json" },
      body: JSON.stringify({ email: "log.check@example.com", password }),
    });
    await fetch(`${base}/profile`, { headers: { cookie: cookie?.split(";")[0] ?? "" } });
    server.child.kill("SIGTERM");
    await server.exited;
    const output = server.output();
    expect(output).toContain("/register");
    expect(output).not.toContain(password);
    expect(output).not.toContain(token);
  });

  it("starts, serves the slider on SLIDER_PORT only, and stops on SIGTERM within 5 s", async () => {
    const [port, sliderPort] = [await freePort(), await freePort()];
    const server = run({ PORT: String(port), SLIDER_PORT: String(sliderPort) });
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
    const server = run({ PORT: String(port) });
    await waitForHealth(`http://127.0.0.1:${port}`, server.child);
    server.child.kill("SIGINT");
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toContain("seeded an empty database");
  });

  it("refuses to start with a bad variable and names it", async () => {
    const server = run({ PORT: "eighty" });
    expect(await server.exited).toBe(78);
    expect(server.output()).toContain("PORT");
  });
});
