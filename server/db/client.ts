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
import { createDurablePglite } from "./durable-pglite.ts";
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
  /**
   * Follows `NOTIFY` on `channel` from other processes, on a connection of its own that is made
   * again whenever it drops (`reconnected` then runs: notifications may have been missed).
   * Resolves to the function that stops. PGlite serves one process, so there it does nothing.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type ListenHandlers = {
  message(payload: string | undefined): void;
  reconnected(): void;
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
  // On disk, every commit is synced (durable-pglite.ts); in memory (tests) there is no disk.
  const durable = options.dataDir
    ? await createDurablePglite(options.dataDir, {
        loadDataDir: options.loadDataDir,
        extensions: { pg_trgm },
      })
    : undefined;
  const client =
    durable?.client ??
    (await PGlite.create({ loadDataDir: options.loadDataDir, extensions: { pg_trgm } }));
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: "pglite" as const,
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    ping: (timeoutMs = 1000) =>
      closed ? Promise.resolve(false) : withTimeout(client.query("select 1"), timeoutMs),
    listen: () => Promise.resolve(() => Promise.resolve()),
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
    /** For tests: a snapshot of the whole data directory. */
    dump: () => client.dumpDataDir("none"),
    /** For tests: real fsync calls made since opening (none in memory). */
    syncs: () => durable?.syncs.count ?? 0,
  };
}

async function openPostgres(options: { databaseUrl: string; maxConnections?: number }) {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: 5000,
  });
  // A client losing its server must not crash the process, idle (the pool's 'error') or in use
  // (the client's own 'error', which nothing else listens to): the query in progress fails with
  // the error instead, and the pool replaces the client (issue 10, finding 1).
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: "postgres" as const,
    migrate: () => migrateNodePg(drizzleNodePg({ client: pool }), { migrationsFolder }),
    ping: (timeoutMs = 1000) =>
      closed ? Promise.resolve(false) : withTimeout(pool.query("select 1"), timeoutMs),
    listen: (channel: string, handlers: ListenHandlers) =>
      listenPostgres(options.databaseUrl, channel, handlers),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** How soon a dropped LISTEN connection is made again. */
const RELISTEN_MS = 250;

async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (stopped) return;
    clearTimeout(retry);
    retry = setTimeout(() => void connect(true), RELISTEN_MS);
    retry.unref();
  };
  const connect = async (reconnecting: boolean) => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    // A lost server is reported by 'end' as well; the listener keeps 'error' from crashing us.
    client.on("error", () => {});
    client.on("end", again);
    client.on("notification", (message) => {
      if (message.channel === channel) handlers.message(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      current = client;
      if (stopped) await client.end();
      else if (reconnecting) handlers.reconnected();
    } catch {
      client.end().catch(() => {});
      again();
    }
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => {});
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
