import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startFakeOidc } from "../fakes/oidc.ts";
import { startFakeTiles } from "../fakes/tiles.ts";
import { startFakeWeather } from "../fakes/weather.ts";
import { createAccounts, EDITOR } from "../support/accounts.ts";
import {
  createScratchDatabase,
  dropScratchDatabase,
  testDatabaseUrl,
} from "../support/database.ts";
import { freePort, startProcess, waitForHealth } from "../support/process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    editor: { email: string; password: string; firstName: string };
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
  // Nothing listens here: Wikimedia cannot be reached, as on our machines (issue 9).
  const wikimedia = `http://127.0.0.1:${await freePort()}`;
  const tiles = await startFakeTiles();
  const weather = await startFakeWeather();
  const baseUrl = `http://localhost:${port}`;
  const oidc = await startFakeOidc(baseUrl);
  await createAccounts(databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, "db") }, [
    { ...EDITOR, role: "editor" },
  ]);
  const server = startProcess({
    PORT: String(port),
    LOG_LEVEL: "warn",
    // Photos as in production, but neither the server nor the browser can reach Wikimedia: our
    // photo URLs answer with our placeholder art.
    IMAGE_PROVIDER: "wikimedia",
    COMMONS_UPLOAD_URL: `${wikimedia}/commons`,
    WIKIPEDIA_REST_URL: `${wikimedia}/rest`,
    COMMONS_API_URL: `${wikimedia}/w/api.php`,
    WEATHER_PROVIDER: "open-meteo",
    OPEN_METEO_URL: weather.openMeteoUrl,
    MAP_TILE_URL: tiles.template,
    ALLOW_TEST_FAULTS: "true",
    DATA_DIR: path.join(dataDir, "db"),
    DATABASE_URL: databaseUrl,
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: oidc.clientId,
    OIDC_CLIENT_SECRET: oidc.clientSecret,
    OIDC_NAME: "Test ID",
    // Many sign-ins from one address in a few minutes: the limits are tested in integration tests.
    AUTH_LIMIT_SIGN_IN_IP: "1000/60",
    AUTH_LIMIT_SIGN_UP_IP: "1000/60",
  });
  try {
    await waitForHealth(baseUrl, server.child);
  } catch (error) {
    server.child.kill("SIGKILL");
    throw new Error(`the e2e server did not start: ${String(error)}\n${server.output()}`);
  }
  project.provide("baseUrl", baseUrl);
  project.provide("editor", EDITOR);
  return async () => {
    server.child.kill("SIGTERM");
    await server.exited;
    await tiles.close();
    await weather.close();
    await oidc.close();
    if (testDatabaseUrl && databaseUrl) await dropScratchDatabase(testDatabaseUrl, databaseUrl);
    await rm(dataDir, { recursive: true, force: true });
  };
}
