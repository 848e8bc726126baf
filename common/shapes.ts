import { z } from "zod";
import { MONTHS } from "../content/schema.ts";
import { placeSourcesSchema } from "./fact-sources.ts";
import { nightlyRangeText, PRICE_BAND_IDS, priceBandSchema } from "./price-bands.ts";

// What a city, place, hotel or image looks like to whoever shows it: our pages and our JSON API
// (/api/v1, whose OpenAPI document is generated from these). One set of shapes, so a page and the
// API never disagree; the server's presenters (server/presenters/) make them.

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
  priceBand: priceBandSchema.nullable().meta({
    description: `What a night usually costs, as our estimate and never a quote: ${PRICE_BAND_IDS.map((band) => `${band} (${nightlyRangeText(band)})`).join(", ")}. Null when we have not judged it.`,
  }),
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
  /** Where the timings and the fee come from and when they were compiled (issue 13). */
  sources: placeSourcesSchema.nullable(),
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
