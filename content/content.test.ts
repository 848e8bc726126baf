import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { destinationJsonSchema } from "../scripts/content-schema.ts";
import { hasSharedData } from "../tests/support/shared-data.ts";
import { addressProblems, distanceProblems, reachProblems, readOpenData } from "./checks.ts";
import { content, destinations } from "./index.ts";
import { contentSchema, destinationSchema } from "./schema.ts";
import { STATES_AND_UTS } from "./states.ts";

// The bar of issue 3 and the integrity of our content. The schema checks every field (present,
// non-empty, months and categories known, coordinates inside India); this file checks what
// crosses records.

function duplicates(values: string[]) {
  return values.filter((value, index) => values.indexOf(value) !== index);
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

  it("reaches the counts of issue 13: all of India, 100 cities, 500 places, 200 hotels", () => {
    const states = new Set(content.cities.map((city) => city.state));
    expect(STATES_AND_UTS.filter((state) => !states.has(state))).toEqual([]);
    expect(
      [...states].filter((state) => !(STATES_AND_UTS as readonly string[]).includes(state)),
    ).toEqual([]);
    expect(content.cities.length).toBeGreaterThanOrEqual(100);
    expect(content.places.length).toBeGreaterThanOrEqual(500);
    expect(content.hotels.length).toBeGreaterThanOrEqual(200);
    const short = destinations.filter((d) => d.places.length < 4 || d.hotels.length < 2);
    expect(short.map((d) => d.city.slug)).toEqual([]);
    const bands = new Set(content.hotels.map((hotel) => hotel.priceBand));
    expect([...bands].sort()).toEqual(["budget", "luxury", "mid-range"]);
    expect(content.cards.lesserKnown.length).toBeGreaterThanOrEqual(20);
    expect(content.cards.slider.length).toBeGreaterThanOrEqual(8);
    expect(content.cards.stories).toHaveLength(8);
    expect(content.cards.months).toHaveLength(12);
    expect(content.cards.interestCards).toHaveLength(5);
    expect(content.cards.heroTaglines).toHaveLength(6);
    expect(content.categories).toHaveLength(8);
  });

  it("gives every timing, closing day and entry fee a source and an 'as of' month", () => {
    const unsourced = content.places.filter((place) => !place.sources).map((place) => place.slug);
    expect(unsourced).toEqual([]);
    const now = new Date().toISOString().slice(0, 7);
    for (const place of content.places) {
      for (const source of Object.values(place.sources ?? {}))
        expect(source.asOf <= now, `${place.slug}: as of ${source.asOf} is in the future`).toBe(
          true,
        );
    }
  });

  it("keeps the JSON Schema that editors use in step with the zod schema", () => {
    const committed = JSON.parse(
      readFileSync(new URL("./data/destination.schema.json", import.meta.url), "utf8"),
    );
    expect(committed, "run npm run content:schema").toEqual(JSON.parse(destinationJsonSchema()));
  });

  it("has unique slugs and names (names are looked up case-insensitively)", () => {
    for (const list of [content.cities, content.places, content.hotels]) {
      expect(duplicates(list.map((item) => item.slug))).toEqual([]);
      expect(duplicates(list.map((item) => item.name.toLowerCase()))).toEqual([]);
    }
    const cityNames = new Set(content.cities.map((city) => city.name.toLowerCase()));
    expect(content.places.filter((place) => cityNames.has(place.name.toLowerCase()))).toEqual([]);
  });

  it("puts every place and hotel in a city we have, within the city's radius, each hotel with a locality and a town", () => {
    const cities = new Set(content.cities.map((city) => city.slug));
    for (const item of [...content.places, ...content.hotels])
      expect(cities.has(item.city), `${item.slug} is in unknown city '${item.city}'`).toBe(true);
    const problems = destinations.flatMap((destination) => [
      ...distanceProblems(destination),
      ...addressProblems(destination),
    ]);
    expect(problems).toEqual([]);
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
    "names real stations and airports within reach (checked against ../shared/data)",
    () => {
      const data = readOpenData();
      if (!data) throw new Error("../shared/data has no stations or airports");
      const problems = content.cities.flatMap((city) =>
        reachProblems(city, data).map((problem) => `${city.slug}: ${problem}`),
      );
      expect(problems).toEqual([]);
    },
  );
});
