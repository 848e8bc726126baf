import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../../server/db/client.ts";

/** The PostgreSQL server the suite runs on, when set; otherwise PGlite. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testDatabaseKind = testDatabaseUrl ? "postgres" : "pglite";

/**
 * A fresh, migrated, empty database of the kind under test. On PostgreSQL each call creates a
 * database of its own (dropped again on close), so test files never see each other's rows.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url: string | undefined }> {
  if (!testDatabaseUrl) {
    const handle = await openDatabase({ dataDir: undefined });
    await handle.migrate();
    return { ...handle, url: undefined };
  }
  const url = await createScratchDatabase(testDatabaseUrl);
  const handle = await openDatabase({ databaseUrl: url, maxConnections: 4 });
  await handle.migrate();
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      await dropScratchDatabase(testDatabaseUrl, url);
    },
  };
}

/** Creates an empty database beside the one `adminUrl` names and returns its URL. */
export async function createScratchDatabase(adminUrl: string): Promise<string> {
  const name = `safarnama_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropScratchDatabase(adminUrl: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
