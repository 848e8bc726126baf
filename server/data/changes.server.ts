import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../db/client.ts";
import type { Tx } from "./write-helpers.ts";

/** The PostgreSQL channel on which every catalogue write is announced to every app process. */
const CATALOGUE_CHANNEL = "safarnama_catalogue";

export type SubjectType = "city" | "place" | "hotel";

/**
 * What a write changed in the catalogue, so the read model can follow it: one subject's review
 * summary, or anything at all (a new city, a seed, photo credits), which reloads the whole model.
 */
export type CatalogueChange = { kind: "all" } | { kind: "rating"; type: SubjectType; id: number };

type Listener = (change: CatalogueChange) => Promise<void>;

/**
 * What a database handle carries for the catalogue: who follows its changes, and an id that tells
 * its own notifications from other handles' (per handle, not per process: two servers in one
 * process, as in tests, still hear each other). It lives on the handle under a registered symbol,
 * not in this module: the page bundle has its own copy of this module, and a page action's write
 * must reach the listeners the server registered (docs/decisions/0003, 0015).
 */
type Followers = { listeners: Set<Listener>; origin: string };
const FOLLOWERS = Symbol.for("safarnama.catalogue-followers");

function followersOf(db: Database): Followers {
  const holder = db as unknown as { [FOLLOWERS]?: Followers };
  holder[FOLLOWERS] ??= { listeners: new Set(), origin: randomUUID() };
  return holder[FOLLOWERS];
}

/**
 * Runs `work` in a transaction, then brings every read model up to date (issue 9):
 * - inside the transaction, `pg_notify` tells the other processes on the same PostgreSQL; it is
 *   delivered only if the transaction commits;
 * - after the commit, this process's listeners run before the write returns, so a page read
 *   right after the write sees it.
 * Every write function of the data layer that touches the catalogue goes through here, so no
 * caller has to remember to invalidate anything.
 */
export async function writeCatalogue<T>(
  db: Database,
  work: (tx: Tx, changed: (change: CatalogueChange) => void) => Promise<T>,
): Promise<T> {
  const changes: CatalogueChange[] = [];
  const result = await db.transaction(async (tx) => {
    const value = await work(tx, (change) => changes.push(change));
    for (const change of changes) {
      const payload = JSON.stringify({ ...change, from: followersOf(db).origin });
      await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${payload})`);
    }
    return value;
  });
  for (const change of changes) await applyChange(db, change);
  return result;
}

/** Runs this process's listeners for a change made here or announced by another process. */
export async function applyChange(db: Database, change: CatalogueChange): Promise<void> {
  for (const listener of followersOf(db).listeners) await listener(change);
}

/** Follows the catalogue's changes on `db`; returns the function that stops following. */
export function onCatalogueChange(db: Database, listener: Listener): () => void {
  const { listeners } = followersOf(db);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads a notification's payload; undefined for `db`'s own or for one we do not understand. */
function changeOfNotification(
  db: Database,
  payload: string | undefined,
): CatalogueChange | undefined {
  try {
    const parsed = JSON.parse(payload ?? "") as Partial<CatalogueChange> & { from?: string };
    if (parsed.from === followersOf(db).origin) return undefined;
    if (parsed.kind === "all") return { kind: "all" };
    if (
      parsed.kind === "rating" &&
      (parsed.type === "city" || parsed.type === "place" || parsed.type === "hotel") &&
      Number.isSafeInteger(parsed.id)
    ) {
      return { kind: "rating", type: parsed.type, id: Number(parsed.id) };
    }
  } catch {
    // A malformed payload: nothing we sent. Ignored below.
  }
  return undefined;
}

/**
 * Applies the catalogue changes other processes announce on the same PostgreSQL, and reloads
 * everything after the LISTEN connection was lost (notifications may have been missed).
 */
export function followOtherProcesses(handle: DatabaseHandle): Promise<() => Promise<void>> {
  return handle.listen(CATALOGUE_CHANNEL, {
    message(payload) {
      const change = changeOfNotification(handle.db, payload);
      if (change) void applyChange(handle.db, change);
    },
    reconnected: () => void applyChange(handle.db, { kind: "all" }),
  });
}
