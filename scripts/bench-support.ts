import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startProcess, waitForHealth } from "../tests/support/process.ts";

/** The pages the browser benchmarks load: the home page, a city page and a place page. */
export const BENCH_PAGES = ["/", "/city/Agra", "/place/Taj%20Mahal"];

/** Starts the built server in its own process on a fresh embedded database, as `npm start` does. */
export async function startBenchServer(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "safarnama-bench-"));
  const port = await freePort();
  const server = startProcess({
    PORT: String(port),
    LOG_LEVEL: "warn",
    IMAGE_PROVIDER: "offline",
    WEATHER_PROVIDER: "offline",
    DATA_DIR: path.join(dataDir, "db"),
    ...env,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, server.child, 60_000);
  return {
    url,
    async stop() {
      server.child.kill("SIGTERM");
      await server.exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
