import { z } from "zod";
import { MONTHS, TRIP_CATEGORY_SLUGS } from "../../../content/schema.ts";

// Our own JSON API's (/api/v1) queries and envelopes; the entities' shapes, which pages share,
// are in common/shapes.ts. The router validates with these and the OpenAPI document is generated
// from them, so the two cannot drift apart.

export const errorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);
const flag = z.enum(["true", "false"]).transform((value) => value === "true");
const month = z
  .string()
  .transform((value, ctx) => {
    const byNumber = Number(value);
    const index = Number.isInteger(byNumber)
      ? byNumber
      : MONTHS.findIndex((m) => m.toLowerCase() === value.toLowerCase()) + 1;
    if (index < 1 || index > 12) {
      ctx.addIssue({ code: "custom", message: "must be a month name or a number from 1 to 12" });
      return z.NEVER;
    }
    return index;
  })
  .meta({ description: "Month of the visit, by name (March) or number (3)." });
const slug = z.string().regex(/^[a-z0-9-]{1,80}$/, "must be a slug");

export const cityListQuery = z.strictObject({
  state: z.string().max(60).optional(),
  category: z.enum(TRIP_CATEGORY_SLUGS).optional(),
  month: month.optional(),
  trending: flag.optional(),
  sort: z.enum(["name", "rating"]).default("name"),
  page,
  pageSize,
});
export const placeListQuery = z.strictObject({
  city: slug.optional(),
  state: z.string().max(60).optional(),
  trending: flag.optional(),
  sort: z.enum(["name", "rating", "rating-asc"]).default("name"),
  page,
  pageSize,
});
export const hotelListQuery = z.strictObject({
  city: slug.optional(),
  state: z.string().max(60).optional(),
  sort: z.enum(["name", "rating"]).default("name"),
  page,
  pageSize,
});
export const searchQuery = z.strictObject({
  q: z.string().trim().min(1, "must not be empty").max(100, "is too long"),
  type: z.enum(["city", "place", "hotel"]).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const slugParams = z.strictObject({ slug });

export const pageInfo = z.object({
  number: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), page: pageInfo });
export const one = <T extends z.ZodType>(item: T) => z.object({ data: item });
