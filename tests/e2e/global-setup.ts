import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startFakeTiles } from "../fakes/tiles.ts";
import { startFakeWeather } from "../fakes/weather.ts";
import {
  createScratchDatabase,
  dropScratchDatabase,
  testDatabaseUrl,
} from "../support/database.ts";
import { freePort, startProcess, waitForHealth } from "../support/process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * One real server for the whole end-to-end run: the built app started as `npm start` starts it,
 * in its own process, on a fresh database of the kind under test.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "safarnama-e2e-"));
  const databaseUrl = testDatabaseUrl ? await createScratchDatabase(testDatabaseUrl) : undefined;
  const port = await freePort();
  const tiles = await startFakeTiles();
  const weather = await startFakeWeather();
  const server = startProcess({
    PORT: String(port),
    LOG_LEVEL: "warn",
    // No remote photographs: the browser here has no network (our placeholder art shows).
    IMAGE_PROVIDER: "offline",
    WEATHER_PROVIDER: "open-meteo",
    OPEN_METEO_URL: weather.openMeteoUrl,
    MAP_TILE_URL: tiles.template,
    ALLOW_TEST_FAULTS: "true",
    DATA_DIR: path.join(dataDir, "db"),
    DATABASE_URL: databaseUrl,
  });
  const baseUrl = `http://localhost:${port}`;
  try {
    await waitForHealth(baseUrl, server.child);
  } catch (error) {
    server.child.kill("SIGKILL");
    throw new Error(`the e2e server did not start: ${String(error)}\n${server.output()}`);
  }
  project.provide("baseUrl", baseUrl);
  return async () => {
    server.child.kill("SIGTERM");
    await server.exited;
    await tiles.close();
    await weather.close();
    if (testDatabaseUrl && databaseUrl) await dropScratchDatabase(testDatabaseUrl, databaseUrl);
    await rm(dataDir, { recursive: true, force: true });
  };
}
