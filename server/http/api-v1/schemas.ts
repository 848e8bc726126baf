import { z } from "zod";
import { MONTHS, TRIP_CATEGORY_SLUGS } from "../../../content/schema.ts";

// Shapes of our own JSON API (/api/v1): queries in, answers out. The router validates with these
// and the OpenAPI document is generated from them, so the two cannot drift apart.

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

export const imageSchema = z.object({
  src: z.string(),
  /** `src`'s widths (WebP), for a plain `<img srcset>`. */
  srcSet: z.string().nullable(),
  /** `<picture>` sources, AVIF first; empty when `src` is our placeholder art (issue 9). */
  sources: z.array(z.object({ type: z.enum(["image/avif", "image/webp"]), srcSet: z.string() })),
  alt: z.string(),
  placeholder: z.string(),
  credit: z
    .object({
      author: z.string(),
      licence: z.string(),
      licenceUrl: z.string().nullable(),
      sourceUrl: z.string(),
    })
    .nullable(),
});
const monthName = z.enum(MONTHS);
const season = z.object({ start: monthName, end: monthName, description: z.string() });
const cityRef = z.object({ slug: z.string(), name: z.string(), state: z.string() });

/**
 * A rating and whose it is: our editors' until a review gives stars, then the reviews' average.
 * Pages say which, so our own number is never read as a guest score (issue 9).
 */
const ratingFields = {
  rating: z.number(),
  ratedBy: z.enum(["editors", "reviewers"]).meta({
    description:
      "Whose the rating is: our editors' until a review gives stars, then the reviews' average.",
  }),
  reviewCount: z.number().int().min(0).meta({ description: "How many reviews it has." }),
};

export const citySummary = z.object({
  slug: z.string(),
  name: z.string(),
  state: z.string(),
  description: z.string(),
  ...ratingFields,
  trending: z.boolean(),
  categories: z.array(z.string()),
  peakSeason: z.object({ start: monthName, end: monthName }),
  latitude: z.number(),
  longitude: z.number(),
  image: imageSchema,
});
export const placeSummary = z.object({
  slug: z.string(),
  name: z.string(),
  city: cityRef,
  description: z.string(),
  suggestedDuration: z.string(),
  ...ratingFields,
  trending: z.boolean(),
  image: imageSchema,
});
export const hotelSummary = z.object({
  slug: z.string(),
  name: z.string(),
  city: cityRef,
  address: z.string(),
  ...ratingFields,
  image: imageSchema,
});
export const cityDetail = citySummary.extend({
  bestTime: z.string(),
  seasons: z.object({ peak: season, moderate: season, off: season }),
  overview: z.object({
    title: z.string(),
    history: z.string(),
    touristPlaces: z.string(),
    famousFor: z.string(),
    weather: z.string(),
  }),
  howToReach: z.object({
    byAir: z.string(),
    byRail: z.string(),
    byRoad: z.string(),
    nearestAirport: z.string().nullable(),
    nearestStation: z.string().nullable(),
  }),
  foodToTry: z.array(z.object({ name: z.string(), description: z.string() })),
  thingsToBuy: z.array(z.object({ heading: z.string(), description: z.string() })),
  conclusion: z.string(),
  images: z.array(imageSchema),
  places: z.array(placeSummary),
  hotels: z.array(hotelSummary),
});
export const placeDetail = placeSummary.extend({
  whatToExpect: z.string(),
  moreAbout: z.string(),
  history: z.string(),
  highlights: z.string(),
  timings: z.string(),
  entryFee: z.string(),
  restrictedItems: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  images: z.array(imageSchema),
});
const stringList = z.array(z.string());
export const hotelDetail = hotelSummary.extend({
  about: z.string(),
  amenities: z.object({
    basicFacilities: stringList,
    foodAndDrinks: stringList,
    healthAndWellness: stringList,
    safetyAndSecurity: stringList,
    commonArea: stringList,
  }),
  roomAmenities: z.object({ roomFeatures: stringList, bathroom: stringList }),
  propertyRules: z.object({ checkIn: z.string(), checkOut: z.string(), otherRules: stringList }),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  images: z.array(imageSchema),
  note: z.string(),
});
export const categorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
});

export const searchResult = z.object({
  type: z.enum(["city", "place", "hotel"]),
  slug: z.string(),
  name: z.string(),
  /** Where it is: the state for a city, "city, state" for a place or hotel. */
  context: z.string(),
  url: z.string(),
  score: z.number(),
  image: imageSchema,
});

export const pageInfo = z.object({
  number: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), page: pageInfo });
export const one = <T extends z.ZodType>(item: T) => z.object({ data: item });
