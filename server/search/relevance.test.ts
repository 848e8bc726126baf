import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cityAliases, regions } from "../../content/data/search-terms.ts";
import { content } from "../../content/index.ts";
import { createTestDatabase } from "../../tests/support/database.ts";
import type { Catalogue } from "../data/catalogue/catalogue.ts";
import { CatalogueStore } from "../data/catalogue/store.server.ts";
import { seedContent } from "../data/seed/seed.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { type RelevanceCase, relevanceCases } from "./relevance-cases.ts";
import { type SearchHit, SearchService } from "./search-service.ts";

// Issue 11: the search finds what Indian travellers type. Each case names its expected top three
// on our real content; the set passes when 95% of the cases do, and prints the ones that fail.

let database: DatabaseHandle;
let store: CatalogueStore;
let search: SearchService;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedContent(database.db, content);
  store = await CatalogueStore.open(database.db, pino({ level: "silent" }));
  search = new SearchService(store);
});
afterAll(async () => {
  store?.close();
  await database?.close();
});

const has = (name: string, words: readonly string[]) =>
  words.some((word) => name.toLowerCase().includes(word.toLowerCase()));

/** Why the top three of `hits` miss what `c` expects, or undefined when they do not. */
function failureOf(c: RelevanceCase, hits: SearchHit[], catalogue: Catalogue): string | undefined {
  const top = hits.slice(0, 3);
  if (top.length < (c.atLeast ?? 3)) return `only ${top.length} hits`;
  if (c.first && top[0]?.name !== c.first) return `first is not ${c.first}`;
  const missing = (c.includes ?? []).filter((name) => !top.some((hit) => hit.name === name));
  if (missing.length > 0) return `top three lack ${missing.join(", ")}`;
  for (const hit of top) {
    const city = catalogue.citiesBySlug.get(hit.city);
    if (!city) return `${hit.name} has no city`;
    if (c.type && hit.type !== c.type) return `${hit.name} is a ${hit.type}`;
    const { states = [], cities = [] } = c.within ?? {};
    if (c.within && !states.includes(city.state) && !cities.includes(city.slug))
      return `${hit.name} (${hit.context}) is outside`;
    if (c.named && !has(hit.name, c.named)) return `${hit.name} is not named ${c.named}`;
    if (c.category) {
      const inCategory =
        hit.type === "city" && city.categories.some((cat) => cat.slug === c.category?.slug);
      if (!inCategory && !has(hit.name, c.category.named ?? []))
        return `${hit.name} is not in ${c.category.slug}`;
    }
  }
  return undefined;
}

describe("search relevance on our content", () => {
  it("has at least 40 cases of every kind", () => {
    expect(relevanceCases.length).toBeGreaterThanOrEqual(40);
    const kinds = new Set(relevanceCases.map((c) => c.kind));
    for (const kind of ["typo", "state", "region", "category", "multi-word", "alias"] as const)
      expect(kinds).toContain(kind);
  });

  it("puts the expected hits in the top three for at least 95% of the cases", () => {
    const catalogue = store.current();
    const failures: string[] = [];
    for (const c of relevanceCases) {
      const hits = search.search(c.q, { type: c.type, limit: 3 });
      const failure = failureOf(c, hits, catalogue);
      if (failure)
        failures.push(`'${c.q}': ${failure}; got ${hits.map((h) => h.name).join(" | ")}`);
    }
    if (failures.length > 0) console.warn(`relevance failures:\n  ${failures.join("\n  ")}`);
    const passed = relevanceCases.length - failures.length;
    expect(passed / relevanceCases.length).toBeGreaterThanOrEqual(0.95);
  });

  it("checks what it is given: a wrong expectation fails", () => {
    const catalogue = store.current();
    const hits = search.search("udaipur lake", { limit: 3 });
    expect(failureOf({ q: "", kind: "name", first: "Umiam Lake" }, hits, catalogue)).toBeDefined();
    expect(
      failureOf({ q: "", kind: "name", within: { states: ["Meghalaya"] } }, hits, catalogue),
    ).toBeDefined();
  });
});

describe("the search terms (content/data/search-terms.ts)", () => {
  const slugs = new Set(content.cities.map((c) => c.slug));
  const states = new Set(content.cities.map((c) => c.state));

  it("gives other names only to cities we have", () => {
    expect(Object.keys(cityAliases).filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it("maps every region to cities we have", () => {
    for (const region of regions) {
      expect((region.cities ?? []).filter((slug) => !slugs.has(slug))).toEqual([]);
      const reached = (region.states ?? []).some((state) => states.has(state));
      expect(reached || (region.cities ?? []).length > 0, region.name).toBe(true);
    }
  });
});
