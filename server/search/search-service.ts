import MiniSearch from "minisearch";
import type { Catalogue } from "../data/catalogue/catalogue.ts";
import type { CatalogueStore } from "../data/catalogue/store.server.ts";
import {
  documentOf,
  FIELDS,
  type SearchDocument,
  type SearchEntry,
  type SearchSource,
  type SearchType,
  sameSource,
  searchSourcesOf,
} from "./documents.ts";
import { matchWord, splitRunTogether } from "./match-words.ts";
import { joinPhrases } from "./phrases.ts";
import { rankHits, type WordMatches } from "./rank.ts";
import { queryWords } from "./words.ts";

export type { SearchEntry, SearchType } from "./documents.ts";
export type SearchHit = SearchEntry & { score: number };
export type SearchOptions = { type?: SearchType; limit?: number };
/** What the last sync with the catalogue did: a review does nothing, a reload only what changed. */
export type SyncReport = { added: number; replaced: number; discarded: number };

/** Every city, place and hotel of a snapshot as a hit shows it (the sitemap lists them too). */
export function searchEntriesOf(catalogue: Catalogue): SearchEntry[] {
  return searchSourcesOf(catalogue).map((source) => source.entry);
}

/** Field weights: name over city over state and region over categories over description. */
const BOOST: Record<(typeof FIELDS)[number], number> = {
  name: 10,
  aliases: 9,
  city: 8,
  state: 4,
  region: 3,
  categories: 2.5,
  description: 0.5,
};

/**
 * Search over every city, place and hotel by name, other names, city, state, region, category
 * and description, on MiniSearch (docs/decisions/0024-search-library.md). It follows the
 * catalogue incrementally: a reload adds, replaces and discards only the entities whose text
 * changed, and a review, which changes no text, costs nothing.
 */
export class SearchService {
  private index = new MiniSearch<SearchDocument>({
    fields: [...FIELDS],
    // Documents hold words already made by `wordsOf`: split them, nothing more.
    tokenize: (text) => text.split(" "),
    processTerm: (term) => term || null,
    // A typo'd match counts for less than MiniSearch's default (0.45), so 'sikkim' finds Sikkim
    // before Hikkim.
    searchOptions: { boost: BOOST, weights: { fuzzy: 0.3, prefix: 0.375 } },
  });
  private sources = new Map<string, SearchSource>();
  lastSync: SyncReport = { added: 0, replaced: 0, discarded: 0 };

  constructor(store: Pick<CatalogueStore, "current" | "onSwap">) {
    this.sync(store.current());
    store.onSwap((next, _previous, reloaded) => {
      if (reloaded) this.sync(next);
    });
  }

  get size() {
    return this.index.documentCount;
  }

  search(query: string, options: SearchOptions = {}): SearchHit[] {
    const requested = Math.trunc(options.limit ?? 10);
    const limit = Number.isFinite(requested) ? Math.min(Math.max(requested, 1), 50) : 10;
    let words = joinPhrases(queryWords(query.slice(0, 100)));
    let type = options.type;
    // 'bombay hotels' asks for hotels in Mumbai: the word names the type, not a name to match
    // (and every hotel has it, so searching for it would cost the most for the least).
    if (words.length > 1 && words.includes("hotel") && (!type || type === "hotel")) {
      words = words.filter((word) => word !== "hotel");
      type = "hotel";
    }
    if (words.length === 0) return [];
    const filter = type ? (result: { id: string }) => result.id.startsWith(`${type}:`) : undefined;
    const matches: WordMatches[] = [];
    words.forEach((word, i) => {
      const found = matchWord(this.index, word, i === words.length - 1, filter);
      const parts = found.length === 0 ? splitRunTogether(this.index, word) : undefined;
      if (parts) for (const part of parts) matches.push(matchWord(this.index, part, false, filter));
      else matches.push(found);
    });
    return rankHits(matches, limit).flatMap(({ id, score }) => {
      const source = this.sources.get(id);
      return source ? [{ ...source.entry, score }] : [];
    });
  }

  private sync(catalogue: Catalogue) {
    const report: SyncReport = { added: 0, replaced: 0, discarded: 0 };
    const next = new Map(searchSourcesOf(catalogue).map((source) => [source.key, source]));
    for (const [key, source] of next) {
      const old = this.sources.get(key);
      if (!old) {
        this.index.add(documentOf(source));
        report.added += 1;
      } else if (!sameSource(old, source)) {
        this.index.replace(documentOf(source));
        report.replaced += 1;
      }
    }
    for (const key of this.sources.keys()) {
      if (next.has(key)) continue;
      this.index.discard(key);
      report.discarded += 1;
    }
    this.sources = next;
    this.lastSync = report;
  }
}
