// The search page's tabs (spec section 4: city is the default), read from `?tab=`.

export const SEARCH_TABS = ["city", "place", "train", "flight"] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export function searchTabOf(value: string | null): SearchTab {
  const tab = value?.toLowerCase();
  return SEARCH_TABS.find((t) => t === tab) ?? "city";
}
