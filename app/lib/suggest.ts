import type { ImageData } from "./types.ts";

// What the search boxes of /search offer as you type (issue 11): the answer of /search/suggest.

export const SUGGEST_KINDS = ["city", "place", "station", "airport"] as const;
export type SuggestKind = (typeof SUGGEST_KINDS)[number];

export type Suggestion = {
  /** The text a choice puts in the box ('New Delhi | NDLS'), or its key. */
  value: string;
  label: string;
  detail?: string;
  /** Choosing a city or place goes to its page. */
  href?: string;
  image?: ImageData | null;
};

export type Suggestions = { kind: SuggestKind; query: string; options: Suggestion[] };

/** How many suggestions a box lists: its list is 200 px high and scrolls. */
export const SUGGESTION_LIMIT = 12;
