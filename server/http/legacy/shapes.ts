import { z } from "zod";
import type { City, Hotel, ImageRecord, Place } from "../../data/types.ts";
import {
  HOTEL_NOTE,
  type Presenter,
  presentHotelFacilities,
  presentImage,
  presentSeason,
} from "../../presenters/present.ts";
import type { PlaceholderKind } from "../../providers/images/provider.ts";

// The JSON shapes of the original client (spec sections 3 and 7), with their lower-case field
// names. The schemas pin them: contract tests parse every legacy answer with these.

const seasonShape = z.strictObject({ start: z.string(), end: z.string(), description: z.string() });

export const legacyCitySchema = z.strictObject({
  slug: z.string(),
  cityname: z.string(),
  description: z.string(),
  besttime: z.string(),
  peakseason: seasonShape,
  moderateseason: seasonShape,
  offseason: seasonShape,
  overview: z.strictObject({
    cityTitle: z.string(),
    cityHistory: z.string(),
    state: z.string(),
    touristPlaces: z.string(),
    famousFor: z.string(),
    weather: z.string(),
  }),
  howtoreach: z.strictObject({
    byAir: z.string(),
    byRail: z.string(),
    byRoad: z.string(),
    nearestAirport: z.string().nullable(),
    nearestStation: z.string().nullable(),
  }),
  foodtotry: z.array(z.strictObject({ name: z.string(), description: z.string() })),
  thingstobuy: z.array(z.strictObject({ heading: z.string(), description: z.string() })),
  conclusion: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The same position again: the original trip review reads these (spec section 3, issue 9). */
  lat: z.number(),
  lng: z.number(),
  rating: z.number(),
  trending: z.boolean(),
  /** Objects, not strings: the original city page and search read `urls[0].urls` (issue 9). */
  urls: z.array(z.strictObject({ urls: z.string() })),
  credits: z.array(z.string()),
  placetypes: z.array(z.string()),
  title: z.string(),
});
export type LegacyCity = z.infer<typeof legacyCitySchema>;

export const legacyPlaceSchema = z.strictObject({
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  description: z.string(),
  suggestedduration: z.string(),
  whattoexpect: z.string(),
  moreabout: z.string(),
  urls: z.array(z.string()),
  credits: z.array(z.string()),
  title: z.string(),
  rating: z.number(),
  trending: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
  overview: z.strictObject({
    history: z.string(),
    highlights: z.string(),
    timings: z.string(),
    entryFee: z.string(),
    restrictedItems: z.string(),
  }),
});
export type LegacyPlace = z.infer<typeof legacyPlaceSchema>;

const list = z.array(z.string());
export const legacyHotelSchema = z.strictObject({
  slug: z.string(),
  hotelname: z.string(),
  cityname: z.string(),
  hotelstate: z.string(),
  abouthotel: z.string(),
  hoteladdress: z.string(),
  urlslist: z.array(z.string()),
  credits: z.array(z.string()),
  rating: z.number(),
  amenities: z.strictObject({
    basicFacilities: list,
    foodAndDrinks: list,
    healthAndWellness: list,
    safetyAndSecurity: list,
    commonArea: list,
  }),
  roomamenities: z.strictObject({ roomFeatures: list, bathroom: list }),
  propertyrules: z.strictObject({ checkIn: z.string(), checkOut: z.string(), otherRules: list }),
  note: z.string(),
});
export type LegacyHotel = z.infer<typeof legacyHotelSchema>;

export const legacyLesserKnownSchema = z.strictObject({
  name: z.string(),
  img: z.string(),
  type: z.enum(["city", "place"]),
  slug: z.string(),
});

export const legacySliderSchema = z.strictObject({ image: z.string(), place: z.string() });

/** `POST /view-review-{type}`: the original client reads `response.reviews` (issue 9). */
export const legacyReviewListSchema = z.strictObject({
  success: z.literal(true),
  reviews: z.array(
    z.strictObject({
      id: z.number().int(),
      username: z.string(),
      review: z.string(),
      rating: z.number().int().min(1).max(5).nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type LegacyReviewList = z.infer<typeof legacyReviewListSchema>;

/** `POST /view-review-{type}` for a name we do not know, with 404. */
export const legacyReviewErrorSchema = z.strictObject({
  error: z.literal(true),
  message: z.string(),
});
export type LegacyReviewError = z.infer<typeof legacyReviewErrorSchema>;

export { HOTEL_NOTE };

/** Image URLs and credit lines of the old shapes, absolute for a client on another origin. */
function imageUrls(p: Presenter, images: ImageRecord[], kind: PlaceholderKind, label: string) {
  const views = (images.length > 0 ? images : [undefined]).map((image) =>
    presentImage(p, image, kind, label),
  );
  return {
    urls: views.map((view) => view.src),
    credits: views.flatMap((view) =>
      view.credit
        ? [`Photo: ${view.credit.author}, ${view.credit.licence}, via Wikimedia Commons`]
        : [],
    ),
  };
}

export function toLegacyCity(p: Presenter, city: City): LegacyCity {
  const { urls, credits } = imageUrls(p, city.images, "city", city.name);
  return {
    slug: city.slug,
    cityname: city.name,
    description: city.description,
    besttime: city.bestTime,
    peakseason: presentSeason(city.seasons.peak),
    moderateseason: presentSeason(city.seasons.moderate),
    offseason: presentSeason(city.seasons.off),
    overview: {
      cityTitle: city.overview.title,
      cityHistory: city.overview.history,
      state: city.state,
      touristPlaces: city.overview.touristPlaces,
      famousFor: city.overview.famousFor,
      weather: city.overview.weather,
    },
    howtoreach: { ...city.howToReach },
    foodtotry: city.foodToTry,
    thingstobuy: city.thingsToBuy,
    conclusion: city.conclusion,
    latitude: city.latitude,
    longitude: city.longitude,
    lat: city.latitude,
    lng: city.longitude,
    rating: city.rating,
    trending: city.trending,
    urls: urls.map((url) => ({ urls: url })),
    credits,
    placetypes: city.categories.map((category) => category.name),
    title: city.images[0]?.alt ?? city.name,
  };
}

export function toLegacyPlace(p: Presenter, place: Place): LegacyPlace {
  const { urls, credits } = imageUrls(p, place.images, "place", place.name);
  return {
    slug: place.slug,
    name: place.name,
    city: place.city.name,
    state: place.city.state,
    description: place.description,
    suggestedduration: place.suggestedDuration,
    whattoexpect: place.whatToExpect,
    moreabout: place.moreAbout,
    urls,
    credits,
    title: place.images[0]?.alt ?? place.name,
    rating: place.rating,
    trending: place.trending,
    latitude: place.latitude,
    longitude: place.longitude,
    overview: {
      history: place.history,
      highlights: place.highlights,
      timings: place.timings,
      entryFee: place.entryFee,
      restrictedItems: place.restrictedItems,
    },
  };
}

export function toLegacyHotel(p: Presenter, hotel: Hotel): LegacyHotel {
  const { urls, credits } = imageUrls(p, hotel.images, "hotel", hotel.name);
  const { amenities, roomAmenities, propertyRules } = presentHotelFacilities(hotel);
  return {
    slug: hotel.slug,
    hotelname: hotel.name,
    cityname: hotel.city.name,
    hotelstate: hotel.city.state,
    abouthotel: hotel.about,
    hoteladdress: hotel.address,
    urlslist: urls,
    credits,
    rating: hotel.rating,
    amenities,
    roomamenities: roomAmenities,
    propertyrules: propertyRules,
    note: HOTEL_NOTE,
  };
}
