import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

/** Runs `server/main.ts` in a child process, as `npm start` does after the build. */
export function startProcess(env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: { PATH: process.env.PATH, NODE_ENV: "production", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return { child, exited, output: () => output };
}

/** Polls /healthz until it answers 200; returns how long that took. */
export async function waitForHealth(url: string, child: ChildProcess, deadlineMs = 30_000) {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not become healthy");
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * The built app as a child process on `port`, with the test defaults (offline providers, quiet
 * logs, loose sign-up and review limits) under `env`; resolves once /healthz answers 200.
 */
export async function startAppProcess(port: number, env: Record<string, string | undefined>) {
  const app = startProcess({
    PORT: String(port),
    LOG_LEVEL: "warn",
    IMAGE_PROVIDER: "offline",
    WEATHER_PROVIDER: "offline",
    AUTH_LIMIT_SIGN_UP_IP: "1000/60",
    REVIEW_LIMIT: "100000/60",
    ...env,
  });
  await waitForHealth(`http://127.0.0.1:${port}`, app.child, 60_000).catch((error: Error) => {
    throw new Error(`${error.message}\n${app.output()}`);
  });
  return app;
}
