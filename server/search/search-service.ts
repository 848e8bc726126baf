import type { Catalogue } from "../data/catalogue/catalogue.ts";
import type { CatalogueStore } from "../data/catalogue/store.server.ts";
import { TrigramIndex } from "./trigram-index.ts";

export type SearchType = "city" | "place" | "hotel";
export type SearchEntry = {
  type: SearchType;
  id: number;
  slug: string;
  name: string;
  /** The state for a city; "city, state" for a place or hotel. */
  context: string;
};
export type SearchHit = SearchEntry & { score: number };

/** On equal scores a city leads a place, which leads a hotel: 'jaipr' finds the city first. */
const LEAD: Record<SearchType, number> = { city: 0.05, place: 0.02, hotel: 0 };

const keyOf = (entry: { type: SearchType; id: number }) => `${entry.type}:${entry.id}`;

/** Every searchable name of a catalogue snapshot. */
export function searchEntriesOf(catalogue: Catalogue): SearchEntry[] {
  return [
    ...catalogue.cities.map((c) => ({
      type: "city" as const,
      id: c.id,
      slug: c.slug,
      name: c.name,
      context: c.state,
    })),
    ...catalogue.places.map((p) => ({
      type: "place" as const,
      id: p.id,
      slug: p.slug,
      name: p.name,
      context: `${p.city.name}, ${p.city.state}`,
    })),
    ...catalogue.hotels.map((h) => ({
      type: "hotel" as const,
      id: h.id,
      slug: h.slug,
      name: h.name,
      context: `${h.city.name}, ${h.city.state}`,
    })),
  ];
}

/**
 * Typo-tolerant search over every city, place and hotel name, from an in-memory trigram index
 * built from the catalogue at start. It follows the catalogue incrementally (issue 9): a new
 * snapshot adds only the names the index lacks, and a name gone from the catalogue is no longer
 * returned; a review, which changes no name, costs nothing.
 */
export class SearchService {
  private index = new TrigramIndex<SearchEntry>();
  private indexed = new Set<string>();
  private live = new Set<string>();

  constructor(store: CatalogueStore) {
    this.follow(store.current());
    store.onSwap((next, _previous, reloaded) => {
      if (reloaded) this.follow(next);
    });
  }

  search(query: string, options: { type?: SearchType; limit?: number } = {}): SearchHit[] {
    const limit = Math.min(Math.max(options.limit ?? 10, 1), 50);
    const type = options.type;
    return this.index
      .search(query.slice(0, 100), {
        limit,
        filter: (entry) => (!type || entry.type === type) && this.live.has(keyOf(entry)),
      })
      .map(({ item, score }) => ({ ...item, score }));
  }

  private follow(catalogue: Catalogue) {
    const entries = searchEntriesOf(catalogue);
    for (const entry of entries) {
      const key = keyOf(entry);
      if (this.indexed.has(key)) continue;
      this.indexed.add(key);
      this.index.add(entry.name, entry, LEAD[entry.type]);
    }
    this.live = new Set(entries.map(keyOf));
  }
}
