import { listSearchEntries, type SearchEntry, type SearchType } from "../data/search.server.ts";
import type { Database } from "../db/client.ts";
import { TrigramIndex } from "./trigram-index.ts";

export type SearchHit = SearchEntry & { score: number };

/** On equal scores a city leads a place, which leads a hotel: 'jaipr' finds the city first. */
const LEAD: Record<SearchType, number> = { city: 0.05, place: 0.02, hotel: 0 };

/**
 * Typo-tolerant search over every city, place and hotel name, from an in-memory trigram index
 * built from the database on first use. `clear()` after a catalogue write; the index also expires,
 * so other processes pick up writes within `ttlMs`.
 */
export class SearchService {
  private index: Promise<TrigramIndex<SearchEntry>> | undefined;
  private builtAt = 0;
  private db: Database;
  private ttlMs: number;

  constructor(db: Database, options: { ttlMs: number }) {
    this.db = db;
    this.ttlMs = options.ttlMs;
  }

  clear() {
    this.index = undefined;
  }

  async search(
    query: string,
    options: { type?: SearchType; limit?: number } = {},
  ): Promise<SearchHit[]> {
    const index = await this.current();
    const limit = Math.min(Math.max(options.limit ?? 10, 1), 50);
    const type = options.type;
    return index
      .search(query.slice(0, 100), {
        limit,
        filter: type ? (entry) => entry.type === type : undefined,
      })
      .map(({ item, score }) => ({ ...item, score }));
  }

  private current(): Promise<TrigramIndex<SearchEntry>> {
    if (!this.index || Date.now() - this.builtAt > this.ttlMs) {
      this.builtAt = Date.now();
      const building = this.build();
      this.index = building;
      building.catch(() => {
        if (this.index === building) this.index = undefined;
      });
    }
    return this.index;
  }

  private async build() {
    const index = new TrigramIndex<SearchEntry>();
    for (const entry of await listSearchEntries(this.db))
      index.add(entry.name, entry, LEAD[entry.type]);
    return index;
  }
}
