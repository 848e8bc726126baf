import { pino } from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { content } from "../../content/index.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import { type Catalogue, indexCatalogue } from "../data/catalogue/catalogue.ts";
import { CatalogueStore, type SwapListener } from "../data/catalogue/store.server.ts";
import { seedContent } from "../data/seed/seed.ts";
import { SearchService } from "./search-service.ts";

// The search follows the catalogue incrementally (issue 9, kept by issue 11): a reload touches
// only what changed and a review touches nothing.

let first: Catalogue;
beforeAll(async () => {
  const database = await createTestDatabase();
  try {
    await seedContent(database.db, content);
    const store = await CatalogueStore.open(database.db, pino({ level: "silent" }));
    first = store.current();
    store.close();
  } finally {
    await database.close();
  }
});

/** A catalogue feed whose swaps the test makes. */
function feed(start: Catalogue) {
  let current = start;
  const listeners: SwapListener[] = [];
  return {
    current: () => current,
    onSwap: (listener: SwapListener) => listeners.push(listener),
    swap(next: Catalogue, reloaded: boolean) {
      const previous = current;
      current = next;
      for (const listener of listeners) listener(next, previous, reloaded);
    },
  };
}

const names = (hits: { name: string }[]) => hits.map((hit) => hit.name);

describe("the search service", () => {
  it("indexes every city, place and hotel once", () => {
    const search = new SearchService(feed(first));
    const total = first.cities.length + first.places.length + first.hotels.length;
    expect(search.size).toBe(total);
    expect(search.lastSync).toEqual({ added: total, replaced: 0, discarded: 0 });
  });

  it("re-indexes only what a reload changed, and nothing for a review", () => {
    const source = feed(first);
    const search = new SearchService(source);
    const orchha = first.citiesBySlug.get("orchha");
    const agra = first.citiesBySlug.get("agra");
    if (!orchha || !agra) return expect.fail("content lacks Orchha or Agra");
    source.swap(indexCatalogue({ ...first }, first.version + 1), true);
    expect(search.lastSync).toEqual({ added: 0, replaced: 0, discarded: 0 });

    const reviewed = { ...agra, rating: 1, reviewCount: 9 };
    const withReview = first.cities.map((c) => (c === agra ? reviewed : c));
    source.swap(indexCatalogue({ ...first, cities: withReview }, first.version + 2), true);
    expect(search.lastSync).toEqual({ added: 0, replaced: 0, discarded: 0 });

    const renamed = { ...orchha, name: "Orchha Bundela" };
    const next = indexCatalogue(
      {
        ...first,
        cities: [
          ...first.cities.map((c) => (c === orchha ? renamed : c)),
          { ...orchha, id: 1_000_000, slug: "chanderi", name: "Chanderi", state: "Madhya Pradesh" },
        ],
        places: first.places.map((p) =>
          p.city.slug === "orchha" ? { ...p, city: { ...p.city, name: renamed.name } } : p,
        ),
        hotels: first.hotels.filter((h) => h.city.slug !== "agra"),
      },
      first.version + 3,
    );
    source.swap(next, true);
    const orchhaPlaces = first.placesByCity.get("orchha")?.length ?? 0;
    const agraHotels = first.hotelsByCity.get("agra")?.length ?? 0;
    expect(search.lastSync).toEqual({
      added: 1,
      replaced: 1 + orchhaPlaces,
      discarded: agraHotels,
    });
    expect(search.search("bundela")[0]).toMatchObject({ type: "city", name: "Orchha Bundela" });
    expect(search.search("chanderi")[0]).toMatchObject({ type: "city", slug: "chanderi" });
    expect(names(search.search("oberoi amarvilas"))).not.toContain("The Oberoi Amarvilas");
    expect(search.size).toBe(next.cities.length + next.places.length + next.hotels.length);
  });

  it("ignores swaps that only change review summaries", () => {
    const source = feed(first);
    const search = new SearchService(source);
    const empty = indexCatalogue({ ...first, cities: [], places: [], hotels: [] }, 2);
    source.swap(empty, false);
    expect(search.search("jaipur")[0]?.name).toBe("Jaipur");
  });

  it("answers in the documented shape, within its limits", () => {
    const search = new SearchService(feed(first));
    expect(search.search("fort", { limit: 0 })).toHaveLength(1);
    expect(search.search("temple", { limit: 500 })).toHaveLength(50);
    expect(search.search(`${"x".repeat(99)} jaipur`)).toEqual([]);
    expect(search.search("zzqxv")).toEqual([]);
    expect(search.search("  ")).toEqual([]);
    const hotels = search.search("palace", { type: "hotel" });
    expect(hotels.length).toBeGreaterThan(0);
    expect(hotels.every((hit) => hit.type === "hotel")).toBe(true);
    expect(search.search("taj mahal")[0]).toMatchObject({
      type: "place",
      slug: expect.any(String),
      name: "Taj Mahal",
      context: "Agra, Uttar Pradesh",
      city: "agra",
      score: expect.any(Number),
    });
    expect(search.search("jaipur")[0]).toMatchObject({ context: "Rajasthan", city: "jaipur" });
  });
});
