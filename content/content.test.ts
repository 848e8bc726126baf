import { describe, expect, it } from "vitest";
import {
  hasSharedData,
  indianIataCodes,
  indianStationCodes,
} from "../tests/support/shared-data.ts";
import { content, destinations } from "./index.ts";
import { contentSchema, destinationSchema } from "./schema.ts";

// The bar of issue 3 and the integrity of our content. The schema checks every field (present,
// non-empty, months and categories known, coordinates inside India); this file checks what
// crosses records.

function duplicates(values: string[]) {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe("content", () => {
  it("passes the schema: every field filled, months and categories known, coordinates in India", () => {
    const result = contentSchema.safeParse(content);
    expect(result.success ? [] : result.error.issues.slice(0, 10)).toEqual([]);
  });

  it("has a valid file per destination, with its places and hotels", () => {
    for (const destination of destinations) {
      const result = destinationSchema.safeParse(destination);
      expect(result.success ? [] : result.error.issues.slice(0, 5), destination.city.slug).toEqual(
        [],
      );
    }
  });

  it("reaches the counts of issue 3", () => {
    const states = new Set(content.cities.map((city) => city.state));
    expect(content.cities.length).toBeGreaterThanOrEqual(60);
    expect(states.size).toBeGreaterThanOrEqual(25);
    expect(content.places.length).toBeGreaterThanOrEqual(300);
    expect(content.hotels.length).toBeGreaterThanOrEqual(120);
    expect(content.cards.lesserKnown.length).toBeGreaterThanOrEqual(10);
    expect(content.cards.slider.length).toBeGreaterThanOrEqual(8);
    expect(content.cards.stories).toHaveLength(8);
    expect(content.cards.months).toHaveLength(12);
    expect(content.cards.interestCards).toHaveLength(5);
    expect(content.cards.heroTaglines).toHaveLength(6);
    expect(content.categories).toHaveLength(8);
  });

  it("has unique slugs and names (names are looked up case-insensitively)", () => {
    for (const list of [content.cities, content.places, content.hotels]) {
      expect(duplicates(list.map((item) => item.slug))).toEqual([]);
      expect(duplicates(list.map((item) => item.name.toLowerCase()))).toEqual([]);
    }
    const cityNames = new Set(content.cities.map((city) => city.name.toLowerCase()));
    expect(content.places.filter((place) => cityNames.has(place.name.toLowerCase()))).toEqual([]);
  });

  it("puts every place and hotel in a city we have, near that city", () => {
    const cities = new Map(content.cities.map((city) => [city.slug, city]));
    for (const item of [...content.places, ...content.hotels]) {
      const city = cities.get(item.city);
      expect(city, `${item.slug} is in unknown city '${item.city}'`).toBeDefined();
      if (
        city &&
        "latitude" in item &&
        item.latitude !== undefined &&
        item.longitude !== undefined
      ) {
        const km = distanceKm(city, { latitude: item.latitude, longitude: item.longitude });
        expect(km, `${item.slug} is ${Math.round(km)} km from ${city.name}`).toBeLessThan(200);
      }
    }
  });

  it("points every card at a page we have", () => {
    const citySlugs = new Set(content.cities.map((city) => city.slug));
    const placeSlugs = new Set(content.places.map((place) => place.slug));
    for (const item of content.cards.lesserKnown) {
      if ("city" in item) expect(citySlugs.has(item.city ?? ""), item.name).toBe(true);
      else expect(placeSlugs.has(item.place), item.name).toBe(true);
    }
    expect(new Set(content.cards.months.map((card) => card.month)).size).toBe(12);
    expect(content.categories.map((category) => category.slug).sort()).toEqual(
      [...new Set(content.categories.map((category) => category.slug))].sort(),
    );
  });

  it.skipIf(!hasSharedData)(
    "names real airports and stations (checked against ../shared/data)",
    () => {
      const iata = indianIataCodes();
      const codes = indianStationCodes();
      const unknownAirports = content.cities.filter(
        (city) => !iata.has(city.howToReach.nearestAirport),
      );
      const unknownStations = content.cities.filter(
        (city) => !codes.has(city.howToReach.nearestStation),
      );
      expect(
        unknownAirports.map((city) => `${city.slug}: ${city.howToReach.nearestAirport}`),
      ).toEqual([]);
      expect(
        unknownStations.map((city) => `${city.slug}: ${city.howToReach.nearestStation}`),
      ).toEqual([]);
    },
  );
});
