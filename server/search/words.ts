// How text becomes search words, the same way for what we index and what people type
// (docs/decisions/0024-search-library.md).

/** Words that carry no meaning in a name or a query ("Basilica of Bom Jesus", "forts in goa"). */
const STOP_WORDS = new Set([
  "an",
  "and",
  "at",
  "by",
  "for",
  "from",
  "in",
  "into",
  "near",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
]);

/**
 * Words of a query that say it is a travel query rather than what it is about: "best places to
 * visit in kerala" is "kerala". Dropped only when something else is left.
 */
const QUERY_NOISE = new Set([
  "best",
  "famous",
  "must",
  "place",
  "see",
  "spot",
  "thing",
  "top",
  "tour",
  "tourist",
  "travel",
  "trip",
  "visit",
  "visiting",
]);

/**
 * A light English plural stemmer, so "beaches", "lakes" and "hills" meet "beach", "lake" and
 * "hill". It leaves short words and endings that are rarely plurals ("pass", "jesus") alone.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|ss|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !/(?:ss|us|is|os)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * Lower case, accents and apostrophes dropped, split at anything but a letter or digit. With
 * `asTyped`, a last word of one letter stays: it is the start of what someone is typing.
 */
export function wordsOf(text: string, asTyped = false): string[] {
  const words: string[] = [];
  const plain = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’‘`]/g, "");
  const raws = plain.split(/[^\p{L}\p{N}]+/u);
  const last = raws.findLastIndex((raw) => raw.length > 0);
  raws.forEach((raw, i) => {
    if (raw.length === 1 && asTyped && i === last) words.push(raw);
    else if (raw.length >= 2 && !STOP_WORDS.has(raw)) words.push(stem(raw));
  });
  return words;
}

/** The words of a query worth searching for, each once, in order. */
export function queryWords(query: string): string[] {
  const words = [...new Set(wordsOf(query, true))];
  const meaningful = words.filter((word) => !QUERY_NOISE.has(word));
  return meaningful.length > 0 ? meaningful : words;
}
