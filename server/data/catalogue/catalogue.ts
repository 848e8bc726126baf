import type { InterestCard, MonthCard, StoryCard } from "../home-cards.server.ts";
import type { LesserKnownItem } from "../lesser-known.server.ts";
import type { SliderItem } from "../slider.server.ts";
import type { CategoryCard } from "../trip-categories.server.ts";
import type { City, Hotel, Place } from "../types.ts";

/** Everything the catalogue holds, as loaded from the database. */
export type CatalogueParts = {
  cities: City[];
  places: Place[];
  hotels: Hotel[];
  taglines: string[];
  slider: SliderItem[];
  lesserKnown: LesserKnownItem[];
  tripCategories: CategoryCard[];
  interestCards: InterestCard[];
  monthCards: MonthCard[];
  storyCards: StoryCard[];
};

/**
 * One immutable snapshot of the catalogue with its look-ups (docs/decisions/0015). Readers take
 * the current snapshot and never see a half-applied write: a write makes a new snapshot and swaps
 * it in whole.
 */
export type Catalogue = CatalogueParts & {
  /** Grows by one with every snapshot this process makes. */
  version: number;
  citiesBySlug: ReadonlyMap<string, City>;
  citiesByName: ReadonlyMap<string, City>;
  placesBySlug: ReadonlyMap<string, Place>;
  placesByName: ReadonlyMap<string, Place>;
  hotelsBySlug: ReadonlyMap<string, Hotel>;
  hotelsByName: ReadonlyMap<string, Hotel>;
  /** Keyed by city slug. */
  placesByCity: ReadonlyMap<string, Place[]>;
  hotelsByCity: ReadonlyMap<string, Hotel[]>;
};

const byName = (a: { name: string }, b: { name: string }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

/** The list in name order: itself when it is already, so unchanged lists keep their identity. */
function inNameOrder<T extends { name: string }>(items: T[]): T[] {
  for (let i = 1; i < items.length; i += 1) {
    if (byName(items[i - 1] as T, items[i] as T) > 0) return [...items].sort(byName);
  }
  return items;
}

/** Builds a snapshot's look-ups; names are matched in any letter case, as the legacy calls do. */
export function indexCatalogue(parts: CatalogueParts, version: number): Catalogue {
  const cities = inNameOrder(parts.cities);
  const places = inNameOrder(parts.places);
  const hotels = inNameOrder(parts.hotels);
  return {
    ...parts,
    cities,
    places,
    hotels,
    version,
    citiesBySlug: new Map(cities.map((city) => [city.slug, city])),
    citiesByName: new Map(cities.map((city) => [city.name.toLowerCase(), city])),
    placesBySlug: new Map(places.map((place) => [place.slug, place])),
    placesByName: new Map(places.map((place) => [place.name.toLowerCase(), place])),
    hotelsBySlug: new Map(hotels.map((hotel) => [hotel.slug, hotel])),
    hotelsByName: new Map(hotels.map((hotel) => [hotel.name.toLowerCase(), hotel])),
    placesByCity: groupByCity(places),
    hotelsByCity: groupByCity(hotels),
  };
}

function groupByCity<T extends { city: { slug: string } }>(items: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(item.city.slug) ?? [];
    list.push(item);
    groups.set(item.city.slug, list);
  }
  return groups;
}

export type ReviewSummary = { rating: number; reviewAverage: number | null; reviewCount: number };

/** A new snapshot in which one city, place or hotel shows a new review summary. */
export function withReviewSummary(
  catalogue: Catalogue,
  type: "city" | "place" | "hotel",
  id: number,
  summary: ReviewSummary,
  version: number,
): Catalogue {
  const update = <T extends { id: number }>(items: T[]) =>
    items.map((item) => (item.id === id ? { ...item, ...summary } : item));
  return indexCatalogue(
    {
      ...catalogue,
      cities: type === "city" ? update(catalogue.cities) : catalogue.cities,
      places: type === "place" ? update(catalogue.places) : catalogue.places,
      hotels: type === "hotel" ? update(catalogue.hotels) : catalogue.hotels,
    },
    version,
  );
}
