import { z } from "zod";
import { REVIEW_BLANK, REVIEW_MAX_LENGTH } from "./review-messages.ts";

export * from "./review-messages.ts";

const text = z
  .string({ error: REVIEW_BLANK })
  .trim()
  .min(1, REVIEW_BLANK)
  .max(
    REVIEW_MAX_LENGTH,
    `A review can be at most ${REVIEW_MAX_LENGTH.toLocaleString("en-IN")} characters.`,
  );

const stars = z.coerce
  .number({ error: "Choose from 1 to 5 stars." })
  .int("Choose from 1 to 5 stars.")
  .min(1, "Choose from 1 to 5 stars.")
  .max(5, "Choose from 1 to 5 stars.");

/** Our review form, in the browser and on the server: text and 1-5 stars. */
export const reviewInput = z.object({ review: text, rating: stars });

/** The legacy store call: `{name, username, review}`, stars optional; `username` is ignored. */
export const legacyStoreInput = z.object({
  name: z.string().trim().min(1, "must not be empty").max(120, "is too long"),
  username: z.string().max(200).optional(),
  review: text,
  rating: stars.optional(),
});
