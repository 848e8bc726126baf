// An in-memory trigram index over names, scored like PostgreSQL's pg_trgm: the similarity of two
// strings is the share of trigrams they have in common. Answers a query over tens of thousands of
// names in well under a millisecond (docs/decisions/0009-catalogue-api-and-caching.md).

/** Lower case, accents stripped, anything but letters and digits as a single space. */
export function normalise(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** pg_trgm's trigrams: each word padded with two spaces in front and one behind. */
export function trigrams(normalised: string): Set<string> {
  const grams = new Set<string>();
  for (const word of normalised.split(" ")) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

export type Scored<T> = { item: T; score: number };

/**
 * Names with their payloads. A query matches a name that is similar to it (similarity at least
 * 0.3), that holds most of its trigrams (at least 0.6 of them: a misspelt word inside a longer
 * name), or that contains it; exact prefixes and substrings score higher.
 */
export class TrigramIndex<T> {
  private names: string[] = [];
  private gramCounts: number[] = [];
  private items: T[] = [];
  private boosts: number[] = [];
  private postings = new Map<string, number[]>();

  add(name: string, item: T, boost = 0) {
    const id = this.names.length;
    const normalised = normalise(name);
    const grams = trigrams(normalised);
    this.names.push(normalised);
    this.gramCounts.push(grams.size);
    this.items.push(item);
    this.boosts.push(boost);
    for (const gram of grams) {
      const list = this.postings.get(gram);
      if (list) list.push(id);
      else this.postings.set(gram, [id]);
    }
  }

  get size() {
    return this.names.length;
  }

  search(query: string, options: { limit: number; filter?: (item: T) => boolean }): Scored<T>[] {
    const q = normalise(query);
    if (!q) return [];
    const grams = trigrams(q);
    const shared = new Uint16Array(this.names.length);
    const touched: number[] = [];
    for (const gram of grams) {
      for (const id of this.postings.get(gram) ?? []) {
        if (shared[id] === 0) touched.push(id);
        shared[id] = (shared[id] ?? 0) + 1;
      }
    }
    const results: Scored<T>[] = [];
    const consider = (id: number, common: number) => {
      const item = this.items[id] as T;
      if (options.filter && !options.filter(item)) return;
      const name = this.names[id] ?? "";
      const total = this.gramCounts[id] ?? 0;
      const similarity = common / (grams.size + total - common);
      const wordSimilarity = common / grams.size;
      const contains = name.includes(q);
      if (similarity < 0.3 && wordSimilarity < 0.6 && !contains) return;
      const bonus = name.startsWith(q) ? 0.5 : contains ? 0.25 : 0;
      results.push({
        item,
        score: Math.max(similarity, wordSimilarity * 0.9) + bonus + (this.boosts[id] ?? 0),
      });
    };
    for (const id of touched) consider(id, shared[id] ?? 0);
    return results
      .sort((a, b) => b.score - a.score || this.nameOf(a.item).localeCompare(this.nameOf(b.item)))
      .slice(0, options.limit);
  }

  private nameOf(item: T): string {
    return String((item as { name?: unknown }).name ?? "");
  }
}
