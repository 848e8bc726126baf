import { and, desc, eq, sql } from "drizzle-orm";
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

/**
 * The reviews of one city, place or hotel, newest first. The author's name follows the spec's
 * profile name rule: the first name from the profile, else the part of the e-mail before the @.
 */
export async function listReviews(db: Database, subject: ReviewSubject): Promise<Review[]> {
  return db
    .select({
      id: reviews.id,
      userId: reviews.userId,
      author: sql<string>`coalesce(nullif(${userProfiles.firstName}, ''), split_part(${users.email}, '@', 1))`,
      rating: reviews.rating,
      body: reviews.body,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(subjectCondition(subject))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
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

/**
 * The one way a review is written, whether it comes from a page's form, /api/v1 or the legacy
 * call: the author is whoever is signed in, never a name from the client. Returns the new
 * review's id, or undefined when we have no such city, place or hotel (nothing is stored).
 */
export async function createReview(
  db: Database,
  input: ReviewTarget & { userId: string; body: string; rating: number | null },
): Promise<number | undefined> {
  return writeCatalogue(db, async (tx, changed) => {
    const subject = await lockSubject(tx, input);
    if (!subject) return undefined;
    const [row] = await tx
      .insert(reviews)
      .values({ ...subject, userId: input.userId, body: input.body, rating: input.rating })
      .returning({ id: reviews.id });
    await refreshSummary(tx, subject, changed);
    if (!row) throw new Error("the review was not stored");
    return row.id;
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
