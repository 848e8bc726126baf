import { monthInRange } from "../../../content/schema.ts";
import { type ReviewSubject, subjectOf } from "../reviews.server.ts";
import type { SliderItem } from "../slider.server.ts";
import type { City, Hotel, Place } from "../types.ts";
import type { Catalogue } from "./catalogue.ts";

// Reads of the catalogue snapshot: plain functions over memory, no database (issue 9).

export type CityFilter = {
  state?: string;
  /** Trip category slug. */
  category?: string;
  /** 1-12: cities whose peak season contains this month (ranges may wrap the year end). */
  month?: number;
  trending?: boolean;
};
export type CitySort = "name" | "rating";

export type PlaceFilter = {
  /** City slug. */
  city?: string;
  /** City name in any letter case (the legacy calls pass names). */
  cityName?: string;
  state?: string;
  trending?: boolean;
};
export type PlaceSort = "name" | "rating" | "rating-asc";

export type HotelFilter = { city?: string; cityName?: string; state?: string };
export type HotelSort = "name" | "rating";

export type Page = { limit: number; offset: number };

const same = (a: string, b: string) => a.toLowerCase() === b.trim().toLowerCase();

/** Stable sorts on a name-ordered list: rating first, then the name order it already has. */
function sorted<T extends { rating: number }>(items: readonly T[], sort: string | undefined): T[] {
  if (sort === "rating") return [...items].sort((a, b) => b.rating - a.rating);
  if (sort === "rating-asc") return [...items].sort((a, b) => a.rating - b.rating);
  return [...items];
}

export function listCities(catalogue: Catalogue, filter: CityFilter = {}, sort?: CitySort): City[] {
  const { state, category, month, trending } = filter;
  const matches = catalogue.cities.filter(
    (city) =>
      (state === undefined || same(city.state, state)) &&
      (trending === undefined || city.trending === trending) &&
      (category === undefined || city.categories.some((c) => c.slug === category)) &&
      (month === undefined ||
        monthInRange(month, city.seasons.peak.startMonth, city.seasons.peak.endMonth)),
  );
  return sorted(matches, sort);
}

export function listPlaces(
  catalogue: Catalogue,
  filter: PlaceFilter = {},
  sort?: PlaceSort,
): Place[] {
  const { city, cityName, state, trending } = filter;
  const from = city === undefined ? catalogue.places : (catalogue.placesByCity.get(city) ?? []);
  const matches = from.filter(
    (place) =>
      (cityName === undefined || same(place.city.name, cityName)) &&
      (state === undefined || same(place.city.state, state)) &&
      (trending === undefined || place.trending === trending),
  );
  return sorted(matches, sort);
}

export function listHotels(
  catalogue: Catalogue,
  filter: HotelFilter = {},
  sort?: HotelSort,
): Hotel[] {
  const { city, cityName, state } = filter;
  const from = city === undefined ? catalogue.hotels : (catalogue.hotelsByCity.get(city) ?? []);
  const matches = from.filter(
    (hotel) =>
      (cityName === undefined || same(hotel.city.name, cityName)) &&
      (state === undefined || same(hotel.city.state, state)),
  );
  return sorted(matches, sort);
}

/** One page of a list. */
export const pageOf = <T>(items: T[], page: Page): T[] =>
  items.slice(page.offset, page.offset + page.limit);

export const getCityBySlug = (c: Catalogue, slug: string) => c.citiesBySlug.get(slug);
export const getPlaceBySlug = (c: Catalogue, slug: string) => c.placesBySlug.get(slug);
export const getHotelBySlug = (c: Catalogue, slug: string) => c.hotelsBySlug.get(slug);

/** By name in any letter case, as the legacy calls and the page URLs name things. */
export const getCityByName = (c: Catalogue, name: string) =>
  c.citiesByName.get(name.trim().toLowerCase());
export const getPlaceByName = (c: Catalogue, name: string) =>
  c.placesByName.get(name.trim().toLowerCase());
export const getHotelByName = (c: Catalogue, name: string) =>
  c.hotelsByName.get(name.trim().toLowerCase());

export const getSliderItem = (c: Catalogue, id: number): SliderItem | undefined =>
  c.slider.find((item) => item.id === id);

/** Whose reviews to read: a city, place or hotel by name (any letter case) or slug. */
export function getReviewSubject(
  c: Catalogue,
  kind: "city" | "place" | "hotel",
  by: { name: string } | { slug: string },
): ReviewSubject | undefined {
  const maps = {
    city: [c.citiesBySlug, c.citiesByName],
    place: [c.placesBySlug, c.placesByName],
    hotel: [c.hotelsBySlug, c.hotelsByName],
  } as const;
  const [bySlug, byName] = maps[kind];
  const found = "slug" in by ? bySlug.get(by.slug) : byName.get(by.name.trim().toLowerCase());
  return found ? subjectOf(kind, found.id) : undefined;
}
