import { z } from "zod";
import { placeSourcesSchema } from "../common/fact-sources.ts";
import { priceBandSchema } from "../common/price-bands.ts";

// The shape of our curated content. The seed script, the content test and (later) the add-city
// form all validate with these schemas, so the same rules hold wherever a city comes from.

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
export type MonthName = (typeof MONTHS)[number];

/**
 * The spec's month rule: a month (1-12) is in a season from start to end, and the range wraps over
 * the year end when start is after end (November to February holds January).
 */
export function monthInRange(month: number, start: number, end: number): boolean {
  return start <= end ? month >= start && month <= end : month >= start || month <= end;
}

export const TRIP_CATEGORY_SLUGS = [
  "romantic-vacation",
  "foodies",
  "heritage-walk",
  "hills-and-mountains",
  "adventure-seekers",
  "honeymoon-hotspots",
  "beach-retreat",
  "places-to-relax",
] as const;

/** India's extent, generous by a little: a coordinate outside it is a typo. */
export const INDIA_BOUNDS = { minLat: 6, maxLat: 37.5, minLng: 68, maxLng: 97.5 } as const;

const text = z.string().trim().min(1, "Required").max(5000, "Too long (5,000 characters at most)");
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lower-case slug");
const rating = z.number().min(0).max(5);
const latitude = z.number().min(INDIA_BOUNDS.minLat).max(INDIA_BOUNDS.maxLat);
const longitude = z.number().min(INDIA_BOUNDS.minLng).max(INDIA_BOUNDS.maxLng);

/** A Wikimedia Commons file (name with spaces or underscores) whose credit we checked. */
export const commonsImageSchema = z.object({
  commons: text.refine((name) => !name.startsWith("File:"), "give the file name without File:"),
  alt: text,
  author: text,
  licence: text,
  licenceUrl: z.url().optional(),
});

/**
 * The lead photograph of an English Wikipedia article, for subjects whose Commons file we could
 * not confirm. The image provider looks the file and its author and licence up when it is online
 * and shows our placeholder art until then (docs/decisions/0008-image-references.md).
 */
export const wikipediaImageSchema = z.object({
  wikipedia: text.refine(
    (title) => !title.includes("wikipedia.org"),
    "give the article title, not a URL",
  ),
  alt: text,
});

export const imageSchema = z.union([commonsImageSchema, wikipediaImageSchema]);
export type ContentImage = z.infer<typeof imageSchema>;

export const seasonSchema = z.object({
  start: z.enum(MONTHS),
  end: z.enum(MONTHS),
  description: text,
});

export const citySchema = z.object({
  slug,
  name: text,
  state: text,
  description: text,
  bestTime: text,
  seasons: z.object({ peak: seasonSchema, moderate: seasonSchema, off: seasonSchema }),
  overview: z.object({
    title: text,
    history: text,
    touristPlaces: text,
    famousFor: text,
    weather: text,
  }),
  howToReach: z.object({
    byAir: text,
    byRail: text,
    byRoad: text,
    nearestAirport: z.string().regex(/^[A-Z]{3}$/, "must be an IATA code"),
    nearestStation: z.string().regex(/^[A-Z]{2,5}$/, "must be a station code"),
  }),
  foodToTry: z.array(z.object({ name: text, description: text })).min(3),
  thingsToBuy: z.array(z.object({ heading: text, description: text })).min(3),
  conclusion: text,
  latitude,
  longitude,
  categories: z.array(z.enum(TRIP_CATEGORY_SLUGS)).min(1),
  rating,
  trending: z.boolean(),
  images: z.array(imageSchema).min(1),
});
export type ContentCity = z.infer<typeof citySchema>;

export const placeSchema = z.object({
  slug,
  city: slug,
  name: text,
  description: text,
  suggestedDuration: text,
  whatToExpect: text,
  moreAbout: text,
  history: text,
  highlights: text,
  timings: text,
  entryFee: text,
  /** The source and date of the timings (closing days included) and of the entry fee. */
  sources: placeSourcesSchema.optional(),
  restrictedItems: text,
  latitude,
  longitude,
  rating,
  trending: z.boolean(),
  images: z.array(imageSchema).min(1),
});
export type ContentPlace = z.infer<typeof placeSchema>;

const amenityList = z.array(text).min(1);
export const hotelSchema = z.object({
  slug,
  city: slug,
  name: text,
  about: text,
  address: text,
  amenities: z.object({
    basicFacilities: amenityList,
    foodAndDrinks: amenityList,
    healthAndWellness: amenityList,
    safetyAndSecurity: amenityList,
    commonArea: amenityList,
  }),
  roomAmenities: z.object({ roomFeatures: amenityList, bathroom: amenityList }),
  propertyRules: z.object({ checkIn: text, checkOut: text, otherRules: z.array(text).min(1) }),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  rating,
  /** What a night usually costs, judged from what the property is (common/price-bands.ts). */
  priceBand: priceBandSchema,
  images: z.array(imageSchema).min(1),
});
export type ContentHotel = z.infer<typeof hotelSchema>;

export const tripCategorySchema = z.object({
  slug: z.enum(TRIP_CATEGORY_SLUGS),
  name: text,
  description: text,
  image: imageSchema,
});

export const cardsSchema = z.object({
  heroTaglines: z.array(text).length(6),
  months: z.array(z.object({ month: z.enum(MONTHS), image: imageSchema })).length(12),
  interestCards: z
    .array(
      z.object({
        category: z.enum(TRIP_CATEGORY_SLUGS),
        title: text,
        description: text,
        image: imageSchema,
      }),
    )
    .length(5),
  stories: z.array(z.object({ slug, title: text, description: text, image: imageSchema })).min(1),
  lesserKnown: z
    .array(
      z.union([
        z.object({ name: text, city: slug, image: imageSchema }),
        z.object({ name: text, place: slug, image: imageSchema }),
      ]),
    )
    .min(1),
  slider: z.array(z.object({ place: text, image: imageSchema })).min(1),
});

/**
 * One city with its places and hotels: the unit a content file holds
 * (`content/data/destinations/<city-slug>.json`).
 */
export const destinationSchema = z
  .object({
    city: citySchema,
    places: z.array(placeSchema).min(3),
    hotels: z.array(hotelSchema).min(1),
  })
  .superRefine((destination, ctx) => {
    for (const [kind, list] of [
      ["places", destination.places],
      ["hotels", destination.hotels],
    ] as const) {
      for (const [index, item] of list.entries()) {
        if (item.city !== destination.city.slug) {
          ctx.addIssue({
            code: "custom",
            path: [kind, index, "city"],
            message: `must be '${destination.city.slug}', the city of this file`,
          });
        }
      }
    }
  });
export type Destination = z.input<typeof destinationSchema>;

export const contentSchema = z.object({
  categories: z.array(tripCategorySchema).length(TRIP_CATEGORY_SLUGS.length),
  cities: z.array(citySchema).min(1),
  places: z.array(placeSchema),
  hotels: z.array(hotelSchema),
  cards: cardsSchema,
});
export type Content = z.infer<typeof contentSchema>;

/** A city as an editor enters it (/add-city): our city schema, with a slug made from the name. */
export const newCitySchema = citySchema
  .omit({ slug: true, trending: true, images: true, rating: true })
  .extend({
    image: wikipediaImageSchema,
    rating: z.number().min(0, "From 0 to 5").max(5, "From 0 to 5"),
  });
export type NewCity = z.infer<typeof newCitySchema>;

export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The stored form of an editor's city: the same shape the seed content has. */
export function toContentCity(city: NewCity): ContentCity {
  const { image, ...rest } = city;
  return { ...rest, slug: slugify(city.name), trending: false, images: [image] };
}
