import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Limit } from "../auth/rate-limit.ts";
import type { Database } from "../db/client.ts";
import { cities, hotels, places, reviews, userProfiles, users } from "../db/schema/index.ts";
import { type CatalogueChange, writeCatalogue } from "./changes.server.ts";
import type { Tx } from "./write-helpers.ts";

export type ReviewSubject = { cityId: number } | { placeId: number } | { hotelId: number };
export type Review = {
  id: number;
  /** The author's account id, so a page can offer its author Edit and Delete. */
  userId: string;
  author: string;
  rating: number | null;
  body: string;
  createdAt: Date;
};

function subjectCondition(subject: ReviewSubject) {
  if ("cityId" in subject) return eq(reviews.cityId, subject.cityId);
  if ("placeId" in subject) return eq(reviews.placeId, subject.placeId);
  return eq(reviews.hotelId, subject.hotelId);
}

const reviewColumns = {
  id: reviews.id,
  userId: reviews.userId,
  author: sql<string>`coalesce(nullif(${userProfiles.firstName}, ''), split_part(${users.email}, '@', 1))`,
  rating: reviews.rating,
  body: reviews.body,
  createdAt: reviews.createdAt,
};

/**
 * The reviews of one city, place or hotel, newest first. The author's name follows the spec's
 * profile name rule: the first name from the profile, else the part of the e-mail before the @.
 * All of them: the legacy call's contract (its client shows five at a time itself).
 */
export async function listReviews(db: Database, subject: ReviewSubject): Promise<Review[]> {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(subjectCondition(subject))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/** One page of reviews, and the cursor of the next page (null on the last one). */
export type ReviewPage = { reviews: Review[]; next: number | null };

/**
 * `limit` reviews of a subject, newest first, after the review `after` (the cursor is a review's
 * id; its own time and id mark the place, so reviews written meanwhile never shift a page). A
 * cursor whose review has gone gives an empty page.
 */
export async function pageOfReviews(
  db: Database,
  subject: ReviewSubject,
  page: { limit: number; after?: number | undefined },
): Promise<ReviewPage> {
  const after =
    page.after === undefined
      ? undefined
      : sql`(${reviews.createdAt}, ${reviews.id}) < (select r.created_at, r.id from ${reviews} r where r.id = ${page.after})`;
  const rows = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(and(subjectCondition(subject), after))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  return { reviews: shown, next: rows.length > page.limit ? (shown.at(-1)?.id ?? null) : null };
}

export type ReviewKind = "city" | "place" | "hotel";

export function subjectOf(kind: ReviewKind, id: number): ReviewSubject {
  return kind === "city" ? { cityId: id } : kind === "place" ? { placeId: id } : { hotelId: id };
}

const typeOf = (subject: ReviewSubject): ReviewKind =>
  "cityId" in subject ? "city" : "placeId" in subject ? "place" : "hotel";
const idOf = (subject: ReviewSubject): number =>
  "cityId" in subject ? subject.cityId : "placeId" in subject ? subject.placeId : subject.hotelId;
const tableOf = (subject: ReviewSubject) =>
  "cityId" in subject ? cities : "placeId" in subject ? places : hotels;

/** Where a new review goes: a city, place or hotel by its name (any letter case) or slug. */
export type ReviewTarget = { kind: ReviewKind; by: { name: string } | { slug: string } };

const tables = { city: cities, place: places, hotel: hotels };

/**
 * Finds the subject and takes its row lock before a review is written, so concurrent writes to
 * one subject recount one after another and the count stays exact (issue 10).
 */
async function lockSubject(tx: Tx, target: ReviewTarget): Promise<ReviewSubject | undefined> {
  const table = tables[target.kind];
  const { by } = target;
  const condition =
    "slug" in by ? eq(table.slug, by.slug) : sql`lower(${table.name}) = lower(${by.name.trim()})`;
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(condition)
    .limit(1)
    .for("update");
  return row ? subjectOf(target.kind, row.id) : undefined;
}

/** Takes the lock of a subject known by id (an edit or a deletion of one of its reviews). */
async function lockSubjectById(tx: Tx, subject: ReviewSubject) {
  const table = tableOf(subject);
  await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(table.id, idOf(subject)))
    .for("update");
}

/** Recounts the stars of one subject into its review summary, in the same transaction. */
async function refreshSummary(
  tx: Tx,
  subject: ReviewSubject,
  changed: (change: CatalogueChange) => void,
) {
  const table = tableOf(subject);
  const [summary] = await tx
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      average: sql<number | null>`round(avg(${reviews.rating}), 1)`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
    })
    .from(reviews)
    .where(subjectCondition(subject));
  await tx
    .update(table)
    .set({ reviewCount: summary?.count ?? 0, reviewAverage: summary?.average ?? null })
    .where(eq(table.id, idOf(subject)));
  changed({ kind: "rating", type: typeOf(subject), id: idOf(subject) });
}

export type CreateReviewResult =
  | { status: "created"; id: number }
  | { status: "not-found" }
  /** The author has written `limit.max` reviews within the window: nothing is stored. */
  | { status: "too-many"; retryAfterSeconds: number };

/**
 * The one way a review is written, whether it comes from a page's form, /api/v1 or the legacy
 * call: the author is whoever is signed in, never a name from the client, and no one writes more
 * than `limit` reviews in its window (issue 10). The author's row is locked first, so two posts at
 * once are counted one after the other and the limit is exact.
 */
export async function createReview(
  db: Database,
  input: ReviewTarget & { userId: string; body: string; rating: number | null; limit: Limit },
): Promise<CreateReviewResult> {
  return writeCatalogue(db, async (tx, changed) => {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, input.userId))
      .for("no key update");
    const window = sql`make_interval(secs => ${input.limit.windowSeconds})`;
    const [recent] = await tx
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        retryAfter: sql<number>`ceil(extract(epoch from min(${reviews.createdAt}) + ${window} - now()))`,
      })
      .from(reviews)
      .where(and(eq(reviews.userId, input.userId), gt(reviews.createdAt, sql`now() - ${window}`)));
    if ((recent?.count ?? 0) >= input.limit.max)
      return {
        status: "too-many",
        retryAfterSeconds: Math.max(1, Number(recent?.retryAfter ?? 1)),
      };
    const subject = await lockSubject(tx, input);
    if (!subject) return { status: "not-found" };
    const [row] = await tx
      .insert(reviews)
      .values({ ...subject, userId: input.userId, body: input.body, rating: input.rating })
      .returning({ id: reviews.id });
    await refreshSummary(tx, subject, changed);
    if (!row) throw new Error("the review was not stored");
    return { status: "created", id: row.id };
  });
}

export type OwnReviewResult = "done" | "not-found" | "forbidden";

async function ownReview(tx: Tx, id: number, userId: string) {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id));
  if (!row) return { result: "not-found" as const };
  if (row.userId !== userId) return { result: "forbidden" as const };
  const subject: ReviewSubject =
    row.cityId !== null
      ? { cityId: row.cityId }
      : row.placeId !== null
        ? { placeId: row.placeId }
        : { hotelId: row.hotelId ?? 0 };
  return { result: "done" as const, subject };
}

/** Changes a review's text and stars, only for its author. */
export async function updateReview(
  db: Database,
  input: { id: number; userId: string; body: string; rating: number | null },
): Promise<OwnReviewResult> {
  return writeCatalogue(db, async (tx, changed) => {
    const own = await ownReview(tx, input.id, input.userId);
    if (own.result !== "done") return own.result;
    await lockSubjectById(tx, own.subject);
    await tx
      .update(reviews)
      .set({ body: input.body, rating: input.rating, updatedAt: new Date() })
      .where(and(eq(reviews.id, input.id), eq(reviews.userId, input.userId)));
    await refreshSummary(tx, own.subject, changed);
    return "done";
  });
}

/** Deletes a review, only for its author. */
export async function deleteReview(
  db: Database,
  input: { id: number; userId: string },
): Promise<OwnReviewResult> {
  return writeCatalogue(db, async (tx, changed) => {
    const own = await ownReview(tx, input.id, input.userId);
    if (own.result !== "done") return own.result;
    await lockSubjectById(tx, own.subject);
    await tx.delete(reviews).where(and(eq(reviews.id, input.id), eq(reviews.userId, input.userId)));
    await refreshSummary(tx, own.subject, changed);
    return "done";
  });
}
