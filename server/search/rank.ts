// Combines the hits of each word of a query into one ranking (docs/decisions/0024).

/** MiniSearch's hits for one word: matched terms (exact, prefix or fuzzy) and their fields. */
export type WordMatches = { id: string; score: number; match: Record<string, string[]> }[];
export type RankedHit = { id: string; score: number };

/**
 * How much a word found in a field counts towards "every word matched". Names and places are what
 * people mean; a category says what a city is good for ('goa beach' wants Goa's beaches before
 * Goa), and a description is weak evidence ('udaipur lake' wants the lakes, not Udaipur, whose
 * description mentions lakes).
 */
const COVERAGE: Record<string, number> = { categories: 0.75, description: 0.5 };

/** Whether a hit matched a word anywhere but in its description. */
export const matchesBeyondDescription = (hit: WordMatches[number]) =>
  Object.values(hit.match).some((fields) => fields.some((field) => field !== "description"));

/** On equal scores a city leads a place, which leads a hotel: 'jaipr' finds the city first. */
const LEAD: Record<string, number> = { city: 1.1, place: 1.04, hotel: 1 };

/**
 * Every word counts: a hit's summed BM25 score is multiplied by the square of the share of the
 * query's words it matched, so 'udaipur lake' puts Udaipur's lakes (both words) above Umiam Lake
 * (one). A hit missing a word is kept below, which is the fallback when none has every word.
 */
export function rankHits(matches: readonly WordMatches[], limit: number): RankedHit[] {
  const hits = new Map<string, { score: number; coverage: number }>();
  for (const results of matches) {
    for (const result of results) {
      let coverage = 0;
      for (const fields of Object.values(result.match)) {
        for (const field of fields) coverage = Math.max(coverage, COVERAGE[field] ?? 1);
      }
      const hit = hits.get(result.id) ?? { score: 0, coverage: 0 };
      hit.score += result.score;
      hit.coverage += coverage;
      hits.set(result.id, hit);
    }
  }
  const words = Math.max(matches.length, 1);
  const ranked: RankedHit[] = [];
  for (const [id, hit] of hits) {
    const share = hit.coverage / words;
    const lead = LEAD[id.slice(0, id.indexOf(":"))] ?? 1;
    ranked.push({ id, score: hit.score * share * share * lead });
  }
  return ranked
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, limit);
}
