import { content } from "../content/index.ts";
import type { ContentImage } from "../content/schema.ts";

// `npm run content:report`: what our content covers: counts per state, how full the records are,
// and where the photographs come from.

const byState = new Map<string, { cities: number; places: number; hotels: number }>();
const cityState = new Map(content.cities.map((city) => [city.slug, city.state]));
const row = (state: string) => {
  const existing = byState.get(state);
  if (existing) return existing;
  const fresh = { cities: 0, places: 0, hotels: 0 };
  byState.set(state, fresh);
  return fresh;
};
for (const city of content.cities) row(city.state).cities += 1;
for (const place of content.places) row(cityState.get(place.city) ?? "?").places += 1;
for (const hotel of content.hotels) row(cityState.get(hotel.city) ?? "?").hotels += 1;

/** Share of string fields (nested too) that are filled, over a list of records. */
function filled(records: object[]): string {
  let total = 0;
  let present = 0;
  const visit = (value: unknown) => {
    if (typeof value === "string") {
      total += 1;
      if (value.trim()) present += 1;
    } else if (Array.isArray(value)) {
      total += 1;
      if (value.length > 0) present += 1;
      for (const item of value) visit(item);
    } else if (value && typeof value === "object")
      for (const item of Object.values(value)) visit(item);
  };
  for (const record of records) visit(record);
  return `${((present / Math.max(total, 1)) * 100).toFixed(1)}% of ${total} fields`;
}

const images: ContentImage[] = [
  ...content.cities.flatMap((city) => city.images),
  ...content.places.flatMap((place) => place.images),
  ...content.hotels.flatMap((hotel) => hotel.images),
];
const commons = images.filter((image) => "commons" in image).length;

const lines = [
  `Cities ${content.cities.length} · places ${content.places.length} · hotels ${content.hotels.length} · states and union territories ${byState.size}`,
  `Trending: ${content.cities.filter((c) => c.trending).length} cities, ${content.places.filter((p) => p.trending).length} places`,
  `Cards: ${content.cards.lesserKnown.length} lesser-known, ${content.cards.slider.length} slides, ${content.cards.stories.length} stories, ${content.cards.months.length} months, ${content.cards.interestCards.length} interest cards, ${content.cards.heroTaglines.length} hero sentences, ${content.categories.length} categories`,
  `Filled: cities ${filled(content.cities)}; places ${filled(content.places)}; hotels ${filled(content.hotels)}`,
  `Photographs: ${images.length} (${commons} Commons files with checked credits, ${images.length - commons} Wikipedia lead images resolved online)`,
  "",
  "| State or UT | Cities | Places | Hotels |",
  "|---|---|---|---|",
  ...[...byState.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, n]) => `| ${state} | ${n.cities} | ${n.places} | ${n.hotels} |`),
];
console.warn(lines.join("\n"));
