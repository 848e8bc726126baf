import type { z } from "zod";
import type {
  cityDetail,
  citySummary,
  hotelDetail,
  hotelSummary,
  imageSchema,
  placeDetail,
  placeSummary,
} from "../../common/shapes.ts";
import { MONTHS, type MonthName } from "../../content/schema.ts";
import type { City, Hotel, ImageRecord, Place, Season } from "../data/types.ts";
import {
  type ImageProvider,
  type PlaceholderKind,
  viewImage,
} from "../providers/images/provider.ts";

/** What presenting needs: where images come from and this server's public origin. */
export type Presenter = { images: ImageProvider; origin: string };

export const HOTEL_NOTE =
  "Details are gathered from the hotel's own descriptions; please confirm amenities, times and rules with the hotel before booking.";

const monthName = (month: number): MonthName => MONTHS[month - 1] ?? "January";
/** A season with month names, as both APIs give it. */
export const presentSeason = (s: Season) => ({
  start: monthName(s.startMonth),
  end: monthName(s.endMonth),
  description: s.description,
});

export function presentImage(
  p: Presenter,
  image: ImageRecord | undefined,
  kind: PlaceholderKind,
  label: string,
): z.infer<typeof imageSchema> {
  const view = viewImage(p.images, image, { kind, label });
  const absolute = (url: string) => (url.startsWith("/") ? `${p.origin}${url}` : url);
  // Every candidate of a srcset is one of our paths, so each gets the origin the same way.
  const absoluteSet = (srcSet: string) => srcSet.split(", ").map(absolute).join(", ");
  return {
    src: absolute(view.src),
    srcSet: view.srcSet ? absoluteSet(view.srcSet) : null,
    sources: view.sources.map((s) => ({ type: s.type, srcSet: absoluteSet(s.srcSet) })),
    alt: view.alt,
    placeholder: absolute(view.placeholder),
    credit: view.credit ?? null,
  };
}

/** Whose an entity's rating is (issue 9): see `ratingFields` in schemas.ts. */
const presentRating = (entity: City | Place | Hotel) => ({
  rating: entity.rating,
  ratedBy: entity.reviewAverage === null ? ("editors" as const) : ("reviewers" as const),
  reviewCount: entity.reviewCount,
});

export function presentCitySummary(p: Presenter, city: City): z.infer<typeof citySummary> {
  return {
    slug: city.slug,
    name: city.name,
    state: city.state,
    description: city.description,
    ...presentRating(city),
    trending: city.trending,
    categories: city.categories.map((category) => category.slug),
    peakSeason: {
      start: monthName(city.seasons.peak.startMonth),
      end: monthName(city.seasons.peak.endMonth),
    },
    latitude: city.latitude,
    longitude: city.longitude,
    image: presentImage(p, city.images[0], "city", city.name),
  };
}

export function presentCityDetail(
  p: Presenter,
  city: City,
  places: Place[],
  hotels: Hotel[],
): z.infer<typeof cityDetail> {
  return {
    ...presentCitySummary(p, city),
    bestTime: city.bestTime,
    seasons: {
      peak: presentSeason(city.seasons.peak),
      moderate: presentSeason(city.seasons.moderate),
      off: presentSeason(city.seasons.off),
    },
    overview: city.overview,
    howToReach: city.howToReach,
    foodToTry: city.foodToTry,
    thingsToBuy: city.thingsToBuy,
    conclusion: city.conclusion,
    images: city.images.map((image) => presentImage(p, image, "city", city.name)),
    places: places.map((place) => presentPlaceSummary(p, place)),
    hotels: hotels.map((hotel) => presentHotelSummary(p, hotel)),
  };
}

export function presentPlaceSummary(p: Presenter, place: Place): z.infer<typeof placeSummary> {
  return {
    slug: place.slug,
    name: place.name,
    city: place.city,
    description: place.description,
    suggestedDuration: place.suggestedDuration,
    ...presentRating(place),
    trending: place.trending,
    image: presentImage(p, place.images[0], "place", place.name),
  };
}

export function presentPlaceDetail(p: Presenter, place: Place): z.infer<typeof placeDetail> {
  return {
    ...presentPlaceSummary(p, place),
    whatToExpect: place.whatToExpect,
    moreAbout: place.moreAbout,
    history: place.history,
    highlights: place.highlights,
    timings: place.timings,
    entryFee: place.entryFee,
    sources: place.sources,
    restrictedItems: place.restrictedItems,
    latitude: place.latitude,
    longitude: place.longitude,
    images: place.images.map((image) => presentImage(p, image, "place", place.name)),
  };
}

export function presentHotelSummary(p: Presenter, hotel: Hotel): z.infer<typeof hotelSummary> {
  return {
    slug: hotel.slug,
    name: hotel.name,
    city: hotel.city,
    address: hotel.address,
    ...presentRating(hotel),
    priceBand: hotel.priceBand,
    image: presentImage(p, hotel.images[0], "hotel", hotel.name),
  };
}

/** A hotel's amenity groups and rules with the spec's names (section 3), as both APIs give them. */
export function presentHotelFacilities(hotel: Hotel) {
  const a = hotel.amenities;
  return {
    amenities: {
      basicFacilities: a.basic_facilities,
      foodAndDrinks: a.food_and_drinks,
      healthAndWellness: a.health_and_wellness,
      safetyAndSecurity: a.safety_and_security,
      commonArea: a.common_area,
    },
    roomAmenities: { roomFeatures: a.room_features, bathroom: a.bathroom },
    propertyRules: {
      checkIn: hotel.checkIn,
      checkOut: hotel.checkOut,
      otherRules: hotel.otherRules,
    },
  };
}

export function presentHotelDetail(p: Presenter, hotel: Hotel): z.infer<typeof hotelDetail> {
  return {
    ...presentHotelSummary(p, hotel),
    about: hotel.about,
    ...presentHotelFacilities(hotel),
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    images: hotel.images.map((image) => presentImage(p, image, "hotel", hotel.name)),
    note: HOTEL_NOTE,
  };
}
