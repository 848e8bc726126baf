import { randomBytes } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { type SavedTrip, TRIP_LIMITS, type TripPlan } from "../../common/trip.ts";
import type { Database } from "../db/client.ts";
import { trips, users } from "../db/schema/index.ts";
import {
  checkTripPlan,
  checkTripTitle,
  InvalidTrip,
  type TripCatalogue,
} from "./trip-plan-check.ts";
import type { Tx } from "./write-helpers.ts";

export { InvalidTrip, type TripCatalogue };

// The saved-trip store (issue 12): a traveller's trips, each changed only by its owner, and
// readable by anyone else only through a share link the owner can revoke.

export class TripNotFound extends Error {
  override name = "TripNotFound";
}
export class TripForbidden extends Error {
  override name = "TripForbidden";
}
/** The owner keeps `TRIP_LIMITS.tripsPerOwner` trips already: nothing was stored. */
export class TooManyTrips extends Error {
  override name = "TooManyTrips";
}

/** What a share link shows: the trip without its private id. */
export type SharedTrip = Omit<SavedTrip, "id">;

type TripRow = typeof trips.$inferSelect;

/** 16 random bytes, base64url: 22 characters no one can guess or enumerate. */
const randomId = () => randomBytes(16).toString("base64url");

function toSavedTrip(row: TripRow): SavedTrip {
  // Written only through checkTripPlan; the columns are the plan's own fields, kept for queries.
  const plan = row.plan as TripPlan;
  return {
    id: row.id,
    ...plan,
    title: row.title,
    from: row.fromCity,
    to: row.toCity,
    startDate: row.startDate,
    shareId: row.shareId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const columnsOf = (plan: TripPlan) => ({
  title: plan.title,
  fromCity: plan.from,
  toCity: plan.to,
  startDate: plan.startDate,
  plan,
});

/** The owner's trips, the most recently changed first. */
export async function listTrips(db: Database, ownerId: string): Promise<SavedTrip[]> {
  const rows = await db
    .select()
    .from(trips)
    .where(eq(trips.ownerId, ownerId))
    .orderBy(desc(trips.updatedAt), desc(trips.createdAt), trips.id);
  return rows.map(toSavedTrip);
}

/** A trip and its owner, for the caller to decide who may see it. */
export async function getTrip(
  db: Database,
  id: string,
): Promise<{ trip: SavedTrip; ownerId: string } | undefined> {
  const [row] = await db.select().from(trips).where(eq(trips.id, id));
  return row ? { trip: toSavedTrip(row), ownerId: row.ownerId } : undefined;
}

/** The trip behind a live share link; undefined once the owner revokes it. */
export async function getSharedTrip(
  db: Database,
  shareId: string,
): Promise<SharedTrip | undefined> {
  const [row] = await db.select().from(trips).where(eq(trips.shareId, shareId));
  if (!row) return undefined;
  const { id: _id, ...shared } = toSavedTrip(row);
  return shared;
}

/**
 * Locks the owner's account row, so two writes at once count the owner's trips one after the
 * other and the limit is exact (as createReview does), then refuses past the limit.
 */
async function makeRoomFor(tx: Tx, ownerId: string, adding: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for("no key update");
  const [kept] = await tx.select({ n: count() }).from(trips).where(eq(trips.ownerId, ownerId));
  if ((kept?.n ?? 0) + adding > TRIP_LIMITS.tripsPerOwner)
    throw new TooManyTrips(`You can keep at most ${TRIP_LIMITS.tripsPerOwner} trips.`);
}

async function insertTrips(tx: Tx, ownerId: string, plans: TripPlan[]): Promise<SavedTrip[]> {
  if (plans.length === 0) return [];
  const rows = await tx
    .insert(trips)
    .values(plans.map((plan) => ({ id: randomId(), ownerId, ...columnsOf(plan) })))
    .returning();
  return rows.map(toSavedTrip);
}

/** Takes the trip's row lock for a change by its owner. */
async function lockOwnTrip(tx: Tx, ownerId: string, id: string): Promise<TripRow> {
  const [row] = await tx.select().from(trips).where(eq(trips.id, id)).for("update");
  if (!row) throw new TripNotFound("No such trip.");
  if (row.ownerId !== ownerId) throw new TripForbidden("You can change only your own trips.");
  return row;
}

async function updateOwnTrip(
  db: Database,
  ownerId: string,
  id: string,
  change: (row: TripRow) => Partial<typeof trips.$inferInsert>,
): Promise<SavedTrip> {
  return db.transaction(async (tx) => {
    const row = await lockOwnTrip(tx, ownerId, id);
    const [updated] = await tx
      .update(trips)
      .set({ ...change(row), updatedAt: new Date() })
      .where(and(eq(trips.id, id), eq(trips.ownerId, ownerId)))
      .returning();
    if (!updated) throw new TripNotFound("No such trip.");
    return toSavedTrip(updated);
  });
}

export async function createTrip(
  db: Database,
  ownerId: string,
  plan: unknown,
  catalogue: TripCatalogue,
): Promise<SavedTrip> {
  const checked = checkTripPlan(plan, catalogue);
  return db.transaction(async (tx) => {
    await makeRoomFor(tx, ownerId, 1);
    const [trip] = await insertTrips(tx, ownerId, [checked]);
    if (!trip) throw new Error("the trip was not stored");
    return trip;
  });
}

/** Replaces the whole plan; the share link, if any, stays. */
export function updateTrip(
  db: Database,
  ownerId: string,
  id: string,
  plan: unknown,
  catalogue: TripCatalogue,
): Promise<SavedTrip> {
  const checked = checkTripPlan(plan, catalogue);
  return updateOwnTrip(db, ownerId, id, () => columnsOf(checked));
}

/** A new title only: the plan's stops are left as they are, even if the catalogue has changed. */
export function renameTrip(
  db: Database,
  ownerId: string,
  id: string,
  title: unknown,
): Promise<SavedTrip> {
  const checked = checkTripTitle(title);
  return updateOwnTrip(db, ownerId, id, (row) => ({
    title: checked,
    plan: { ...(row.plan as TripPlan), title: checked },
  }));
}

const COPY = " (copy)";

/** A private copy titled '{title} (copy)' (the title shortened to fit), checked as a new plan. */
export async function duplicateTrip(
  db: Database,
  ownerId: string,
  id: string,
  catalogue: TripCatalogue,
): Promise<SavedTrip> {
  return db.transaction(async (tx) => {
    const row = await lockOwnTrip(tx, ownerId, id);
    const title = `${row.title.slice(0, TRIP_LIMITS.title - COPY.length).trimEnd()}${COPY}`;
    const copy = checkTripPlan({ ...(row.plan as TripPlan), title }, catalogue);
    await makeRoomFor(tx, ownerId, 1);
    const [trip] = await insertTrips(tx, ownerId, [copy]);
    if (!trip) throw new Error("the copy was not stored");
    return trip;
  });
}

export async function deleteTrip(db: Database, ownerId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwnTrip(tx, ownerId, id);
    await tx.delete(trips).where(and(eq(trips.id, id), eq(trips.ownerId, ownerId)));
  });
}

/** Opens a read-only link, or returns the one already open (sharing twice gives one link). */
export function shareTrip(db: Database, ownerId: string, id: string): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await lockOwnTrip(tx, ownerId, id);
    if (row.shareId) return row.shareId;
    const shareId = randomId();
    await tx.update(trips).set({ shareId }).where(eq(trips.id, id));
    return shareId;
  });
}

/** Closes the link: its address answers 404 from now on; sharing again makes a new one. */
export async function revokeShare(db: Database, ownerId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwnTrip(tx, ownerId, id);
    await tx.update(trips).set({ shareId: null }).where(eq(trips.id, id));
  });
}

/**
 * The trips a signed-out traveller kept in the browser, moved to the account at sign-in: all of
 * them or none (one bad plan stores nothing, so the browser keeps its copy and loses nothing).
 * They keep their order: the result lists the trips as the plans came; a plan the owner already
 * has exactly (a retry after a lost answer) is answered with that trip instead of a copy.
 */
export async function importTrips(
  db: Database,
  ownerId: string,
  plans: unknown[],
  catalogue: TripCatalogue,
): Promise<SavedTrip[]> {
  if (plans.length > TRIP_LIMITS.importAtOnce)
    throw new InvalidTrip("trips", `at most ${TRIP_LIMITS.importAtOnce} trips at once`);
  const checked = plans.map((plan, i) => {
    try {
      return checkTripPlan(plan, catalogue);
    } catch (error) {
      if (error instanceof InvalidTrip)
        throw new InvalidTrip(`trips.${i}.${error.field}`, error.reason);
      throw error;
    }
  });
  return db.transaction(async (tx) => {
    await makeRoomFor(tx, ownerId, 0);
    // A browser whose first answer was lost sends the same trips again: a plan the owner already
    // has, exactly, is that trip, not a new one (jsonb equality ignores key order).
    const already: (SavedTrip | undefined)[] = [];
    for (const plan of checked) {
      const [same] = await tx
        .select()
        .from(trips)
        .where(and(eq(trips.ownerId, ownerId), sql`${trips.plan} = ${JSON.stringify(plan)}::jsonb`))
        .limit(1);
      already.push(same ? toSavedTrip(same) : undefined);
    }
    const fresh = checked.filter((_, i) => already[i] === undefined);
    await makeRoomFor(tx, ownerId, fresh.length);
    const inserted = await insertTrips(tx, ownerId, fresh);
    return already.map((trip) => trip ?? (inserted.shift() as SavedTrip));
  });
}
