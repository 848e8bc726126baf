import { cityAliases, regions } from "../../content/data/search-terms.ts";
import type { Catalogue } from "../data/catalogue/catalogue.ts";
import { textOfCategories, textOfKind } from "./category-terms.ts";
import { phraseTokens } from "./phrases.ts";
import { wordsOf } from "./words.ts";

export type SearchType = "city" | "place" | "hotel";
export type SearchEntry = {
  type: SearchType;
  id: number;
  slug: string;
  name: string;
  /** The state for a city; "city, state" for a place or hotel. */
  context: string;
  /** The slug of the city: its own for a city, where it is for a place or hotel. */
  city: string;
};

/** The indexed fields, strongest first (weights in search-index.ts). */
export const FIELDS = [
  "name",
  "aliases",
  "city",
  "state",
  "region",
  "categories",
  "description",
] as const;
export type Field = (typeof FIELDS)[number];
export type SearchDocument = { id: string } & Partial<Record<Field, string>>;

/** One entity to index: what a hit shows, and the raw text of each field. */
export type SearchSource = { key: string; entry: SearchEntry; text: Record<Field, string> };

export const keyOf = (entry: { type: SearchType; id: number }) => `${entry.type}:${entry.id}`;

/** Every city, place and hotel of a snapshot with the text it is found by. */
export function searchSourcesOf(catalogue: Catalogue): SearchSource[] {
  const regionText = regionTextOf();
  const aliases = (slug: string) => (cityAliases[slug] ?? []).join(" ");
  const sources: SearchSource[] = [];
  const push = (entry: SearchEntry, text: Record<Field, string>) =>
    sources.push({ key: keyOf(entry), entry, text });
  for (const c of catalogue.cities) {
    push(
      { type: "city", id: c.id, slug: c.slug, name: c.name, context: c.state, city: c.slug },
      {
        name: c.name,
        aliases: aliases(c.slug),
        city: "",
        state: c.state,
        region: regionText(c.slug, c.state),
        categories: textOfCategories(c.categories),
        description: [c.description, c.overview.famousFor, ...c.foodToTry.map((f) => f.name)].join(
          " ",
        ),
      },
    );
  }
  const items = [
    ...catalogue.places.map((p) => ({ type: "place" as const, item: p, about: p.description })),
    ...catalogue.hotels.map((h) => ({ type: "hotel" as const, item: h, about: h.about })),
  ];
  for (const { type, item, about } of items) {
    const { city } = item;
    push(
      {
        type,
        id: item.id,
        slug: item.slug,
        name: item.name,
        context: `${city.name}, ${city.state}`,
        city: city.slug,
      },
      {
        name: item.name,
        aliases: "",
        city: `${city.name} ${aliases(city.slug)}`,
        state: city.state,
        region: regionText(city.slug, city.state),
        categories: `${type === "hotel" ? "hotel " : ""}${textOfKind(item.name)}`,
        description: about,
      },
    );
  }
  return sources;
}

/** The names of the regions a city is in, by its state or by name (content/data/search-terms). */
function regionTextOf() {
  const memo = new Map<string, string>();
  return (slug: string, state: string) => {
    const key = `${slug}|${state}`;
    let text = memo.get(key);
    if (text === undefined) {
      text = regions
        .filter((r) => r.states?.includes(state) || r.cities?.includes(slug))
        .flatMap((r) => [r.name, ...(r.also ?? [])])
        .join(" ");
      memo.set(key, text);
    }
    return text;
  };
}

/**
 * The document MiniSearch indexes: each field's words, less those a stronger field already has,
 * so a word counts once, where it counts most ("Jaipur City Palace" is not found by 'jaipur' twice,
 * in its name and in its city, and so does not outrank Jaipur itself).
 */
export function documentOf(source: SearchSource): SearchDocument {
  const seen = new Set<string>();
  const document: SearchDocument = { id: source.key };
  for (const field of FIELDS) {
    const plain = wordsOf(source.text[field]);
    const words = [...plain, ...phraseTokens(plain, field === "state")];
    // A description repeats what it is about; elsewhere a repeat is our own ("Spiti", "Spiti Valley").
    const kept = (field === "description" ? words : [...new Set(words)]).filter(
      (word) => !seen.has(word),
    );
    for (const word of words) seen.add(word);
    if (kept.length > 0) document[field] = kept.join(" ");
  }
  return document;
}

/** Whether two sources would be indexed and shown alike: a review changes neither. */
export const sameSource = (a: SearchSource, b: SearchSource) =>
  a.entry.slug === b.entry.slug &&
  a.entry.name === b.entry.name &&
  a.entry.context === b.entry.context &&
  a.entry.city === b.entry.city &&
  FIELDS.every((field) => a.text[field] === b.text[field]);
