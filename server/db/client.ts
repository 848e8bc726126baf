import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The one database type the data layer sees, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Runs the committed migrations; safe to call on every start. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export type DatabaseOptions =
  | { databaseUrl: string; maxConnections?: number }
  | { dataDir: string | undefined; loadDataDir?: Blob };

/** The configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openConfiguredDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ databaseUrl: config.databaseUrl })
    : openDatabase({ dataDir: config.dataDir });
}

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir` (in memory when undefined). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return "databaseUrl" in options ? openPostgres(options) : openPglite(options);
}

async function openPglite(options: { dataDir: string | undefined; loadDataDir?: Blob }) {
  if (options.dataDir) await mkdir(path.dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: "pglite" as const,
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    ping: (timeoutMs = 1000) =>
      closed ? Promise.resolve(false) : withTimeout(client.query("select 1"), timeoutMs),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
    /** For tests: a snapshot of the whole data directory. */
    dump: () => client.dumpDataDir("none"),
  };
}

async function openPostgres(options: { databaseUrl: string; maxConnections?: number }) {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: 5000,
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on("error", () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: "postgres" as const,
    migrate: () => migrateNodePg(drizzleNodePg({ client: pool }), { migrationsFolder }),
    ping: (timeoutMs = 1000) =>
      closed ? Promise.resolve(false) : withTimeout(pool.query("select 1"), timeoutMs),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function withTimeout(query: Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([query.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
