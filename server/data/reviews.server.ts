import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { reviews, userProfiles, users } from "../db/schema/index.ts";

export type ReviewSubject = { cityId: number } | { placeId: number } | { hotelId: number };
export type Review = {
  id: number;
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
