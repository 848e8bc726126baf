import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../../server/config.ts";
import { type RunningServer, startServer } from "../../server/start.ts";
import { createScratchDatabase, dropScratchDatabase, testDatabaseUrl } from "./database.ts";

export type TestServer = RunningServer & { close(): Promise<void> };

/**
 * Starts the real server (built pages, migrations, seeding from content/) on a free port, on a
 * fresh database of the kind under test.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "safarnama-test-"));
  const databaseUrl = testDatabaseUrl ? await createScratchDatabase(testDatabaseUrl) : undefined;
  const config = loadConfig({
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "silent",
    IMAGE_PROVIDER: "offline",
    WEATHER_PROVIDER: "offline",
    DATA_DIR: path.join(dataDir, "db"),
    DATABASE_URL: databaseUrl,
    ...env,
  });
  const server = await startServer(config);
  return {
    ...server,
    async close() {
      await server.stop();
      if (testDatabaseUrl && databaseUrl) await dropScratchDatabase(testDatabaseUrl, databaseUrl);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
