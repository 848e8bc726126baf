import type MiniSearch from "minisearch";
import type { SearchDocument } from "./documents.ts";
import { matchesBeyondDescription, type WordMatches } from "./rank.ts";
import { stem } from "./words.ts";

// How each word of a query is looked up in the index: typos, prefixes as you type, and two words
// run together (docs/decisions/0024-search-library.md).

type Index = MiniSearch<SearchDocument>;
type Filter = ((result: { id: string }) => boolean) | undefined;

const NAMES = ["name", "aliases", "city"];

/**
 * Typos allowed in a word: none up to 3 letters, then one; from 6 letters, two when one finds
 * nothing but descriptions. MiniSearch counts Levenshtein edits, in which swapped letters are two
 * ('jiapur'), and weighs a second edit barely less than a first, so two at once would let
 * 'kerela' find Leela before Kerala.
 */
const typosFor = (word: string) => (word.length < 4 ? 0 : 1);
const moreTyposFor = (word: string) => (word.length < 6 ? 0 : 2);

/** The index's hits for one word; `last` is the word being typed. */
export function matchWord(index: Index, word: string, last: boolean, filter: Filter): WordMatches {
  // One letter typed so far: the start of a name, not of any word in a description.
  if (word.length === 1) return index.search(word, { prefix: true, fields: NAMES, filter });
  // As you type, the last word is a prefix from two letters on; the others from three.
  const prefix = word.length >= 3 || (last && word.length >= 2);
  const found = index.search(word, { fuzzy: typosFor(word), prefix, filter });
  const more = moreTyposFor(word);
  return !more || found.some(matchesBeyondDescription)
    ? found
    : index.search(word, { fuzzy: more, prefix, filter });
}

/**
 * Two indexed words typed without the space between them ('tajmahal', 'paharimandir'), or
 * undefined. Tried only for a word that found nothing, so it costs nothing otherwise.
 */
export function splitRunTogether(index: Index, word: string): [string, string] | undefined {
  const known = (term: string) => index.search(term).length > 0;
  for (let i = 2; i <= word.length - 2; i += 1) {
    const left = stem(word.slice(0, i));
    const right = stem(word.slice(i));
    if (known(left) && known(right)) return [left, right];
  }
  return undefined;
}
