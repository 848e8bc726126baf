import { z } from "zod";
import { TRIP_LIMITS, tripPlan } from "../../common/trip.ts";

// The bodies and path parameters of /api/v1/trips (issue 12). The plan itself is common/trip.ts's
// schema; these wrap it for the calls that take something else.

/** PATCH /api/v1/trips/{id}: a new title. */
export const renameBody = z.strictObject({ title: tripPlan.shape.title });

/** POST /api/v1/trips/import: the browser's trips, handed over after sign-in. */
export const importBody = z.strictObject({
  trips: z
    .array(tripPlan)
    .max(TRIP_LIMITS.importAtOnce, `at most ${TRIP_LIMITS.importAtOnce} trips at once`),
});

/** Our ids are 16 random bytes in base64url; anything else names no trip. */
export const tripId = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

/** The bytes one plan may take: a long plan of 60 days is well under it. */
export const PLAN_BODY_BYTES = 512 * 1024;
/** An import carries up to 20 plans: the most any JSON call reads (body-limit.ts). */
export const IMPORT_BODY_BYTES = 1024 * 1024;
