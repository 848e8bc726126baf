import type { TRIP_CATEGORY_SLUGS } from "../../content/schema.ts";
import { wordsOf } from "./words.ts";

// What people type for each trip category (content/data/categories.ts) besides its name, and the
// words in a place's or hotel's name that say what kind of place it is: 'beach' finds the beach
// cities and every "... Beach"; 'heritage' finds the heritage cities and the forts and temples.

type CategorySlug = (typeof TRIP_CATEGORY_SLUGS)[number];

/** Terms people use for a category; a term of several words is searched as one phrase. */
export const categoryTerms: Record<CategorySlug, readonly string[]> = {
  "romantic-vacation": ["romantic", "romance", "couples"],
  foodies: ["food", "foodie", "cuisine", "street food"],
  "heritage-walk": ["heritage", "history", "historic", "monuments"],
  "hills-and-mountains": ["hills", "mountains", "hill station"],
  "adventure-seekers": ["adventure", "trekking", "trek"],
  "honeymoon-hotspots": ["honeymoon"],
  "beach-retreat": ["beach", "sea", "coast"],
  "places-to-relax": ["relax", "relaxing", "peaceful"],
};

/**
 * A word in a name (stemmed, as `wordsOf` makes it) and the category word it adds: narrower than
 * a city's terms, so "Tiger Hill" is a mountain but not a hill station.
 */
const kindWords = new Map<string, string>([
  ...["beach", "island", "dweep"].map((w) => [w, "beach"] as const),
  ...[
    "fort",
    "palace",
    "mahal",
    "temple",
    "tomb",
    "maqbara",
    "masjid",
    "mosque",
    "church",
    "cathedral",
    "basilica",
    "synagogue",
    "stupa",
    "monastery",
    "cave",
    "haveli",
    "museum",
    "memorial",
    "minar",
    "imambara",
    "ghat",
    "wada",
    "shrine",
    "jail",
    "gateway",
  ].map((w) => [w, "heritage"] as const),
  ...["hill", "peak", "pass", "valley"].map((w) => [w, "mountain"] as const),
]);

/** The text a city's categories add to its search document. */
export function textOfCategories(categories: readonly { slug: string; name: string }[]): string {
  return categories
    .map((c) => [c.name, ...(categoryTerms[c.slug as CategorySlug] ?? [])].join(", "))
    .join(", ");
}

/** The category words a place's or hotel's own name implies ("Calangute Beach" is a beach). */
export function textOfKind(name: string): string {
  const words = new Set<string>();
  for (const word of wordsOf(name)) {
    const kind = kindWords.get(word);
    if (kind) words.add(kind);
  }
  return [...words].join(" ");
}
