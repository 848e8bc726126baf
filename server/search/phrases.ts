import { cityAliases, regions } from "../../content/data/search-terms.ts";
import { STATES_AND_UTS } from "../../content/states.ts";
import { categoryTerms } from "./category-terms.ts";
import { wordsOf } from "./words.ts";

// Names of several words that mean one thing ("South India", "Western Ghats", "hill station"):
// a query holding one is searched for the whole name, so 'south india' does not find India Gate
// and 'western ghats' does not find Khajuraho's Western Group (docs/decisions/0024).

const LONGEST = 3;

/** Each phrase as its words joined with "_", the one token it is indexed and searched as. */
const phrases: ReadonlySet<string> = new Set(
  [
    ...regions.flatMap((region) => [region.name, ...(region.also ?? [])]),
    ...Object.values(cityAliases).flat(),
    ...Object.values(categoryTerms).flat(),
  ]
    .map((name) => wordsOf(name))
    .filter((words) => words.length > 1 && words.length <= LONGEST)
    .map((words) => words.join("_")),
);

/**
 * Names of states of more than one word ("tamil_nadu"). A query holding one means the state, so
 * they are indexed in the state field only: 'temples in tamil nadu' finds the state's temples,
 * not a hotel called Hotel Tamil Nadu.
 */
const statePhrases: ReadonlySet<string> = new Set(
  STATES_AND_UTS.map((name) => wordsOf(name))
    .filter((words) => words.length > 1 && words.length <= LONGEST)
    .map((words) => words.join("_")),
);

/**
 * The phrases found in a text's words, as extra tokens; its words stay searchable one by one.
 * State names count only in the text of a state (`asState`).
 */
export function phraseTokens(words: readonly string[], asState = false): string[] {
  const found: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    for (let n = 2; n <= LONGEST && i + n <= words.length; n += 1) {
      const joined = words.slice(i, i + n).join("_");
      if (phrases.has(joined) || (asState && statePhrases.has(joined))) found.push(joined);
    }
  }
  return found;
}

/** A query's words with each phrase in them, longest first, made one token. */
export function joinPhrases(words: readonly string[]): string[] {
  const joined: string[] = [];
  let i = 0;
  while (i < words.length) {
    let n = Math.min(LONGEST, words.length - i);
    while (n > 1) {
      const joined = words.slice(i, i + n).join("_");
      if (phrases.has(joined) || statePhrases.has(joined)) break;
      n -= 1;
    }
    joined.push(words.slice(i, i + n).join("_"));
    i += n;
  }
  return joined;
}
