import { content } from "../content/index.ts";
import { type ContentImage, MONTHS, monthInRange } from "../content/schema.ts";
import { isStateOrUt, STATES_AND_UTS } from "../content/states.ts";

// `npm run content:report`: what our content covers (issue 13): counts per state and union
// territory (and which have no city yet), per category, per month of peak season, hotels per price
// band, how full the records are, and where the photographs come from.

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

const missing = STATES_AND_UTS.filter((state) => !byState.has(state));
const unknown = [...byState.keys()].filter((state) => !isStateOrUt(state));
const count = <T>(items: T[], key: (item: T) => string[]) => {
  const counts = new Map<string, number>();
  for (const item of items) for (const k of key(item)) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => a.localeCompare(b));
};
const monthIndex = (name: string) => MONTHS.indexOf(name as (typeof MONTHS)[number]) + 1;
const perMonth = MONTHS.map((month, i) => {
  const n = content.cities.filter((city) =>
    monthInRange(i + 1, monthIndex(city.seasons.peak.start), monthIndex(city.seasons.peak.end)),
  ).length;
  return `${month.slice(0, 3)} ${n}`;
});
const bands = count(content.hotels, (hotel) => [String(hotel.priceBand)]);
const thinCities = content.cities.filter(
  (city) =>
    content.places.filter((p) => p.city === city.slug).length < 4 ||
    content.hotels.filter((h) => h.city === city.slug).length < 2,
);

const sourced = content.places.filter((place) => place.sources);
const asOfMonths = count(sourced, (place) => [
  place.sources?.timings.asOf ?? "",
  place.sources?.entryFee.asOf ?? "",
]);
const topSources = count(sourced, (place) => [place.sources?.timings.source ?? ""])
  .sort(([, a], [, b]) => b - a)
  .slice(0, 8);

const lines = [
  `Cities ${content.cities.length} · places ${content.places.length} · hotels ${content.hotels.length} · states and union territories ${byState.size}`,
  `Trending: ${content.cities.filter((c) => c.trending).length} cities, ${content.places.filter((p) => p.trending).length} places`,
  `Cards: ${content.cards.lesserKnown.length} lesser-known, ${content.cards.slider.length} slides, ${content.cards.stories.length} stories, ${content.cards.months.length} months, ${content.cards.interestCards.length} interest cards, ${content.cards.heroTaglines.length} hero sentences, ${content.categories.length} categories`,
  `Filled: cities ${filled(content.cities)}; places ${filled(content.places)}; hotels ${filled(content.hotels)}`,
  `Photographs: ${images.length} (${commons} Commons files with checked credits, ${images.length - commons} Wikipedia lead images resolved online)`,
  `States and union territories without a city (${missing.length} of ${STATES_AND_UTS.length}): ${missing.join(", ") || "none"}`,
  ...(unknown.length > 0 ? [`State names not in the list of 36: ${unknown.join(", ")}`] : []),
  `Cities per category: ${count(content.cities, (city) => city.categories)
    .map(([k, n]) => `${k} ${n}`)
    .join(", ")}`,
  `Cities in peak season per month: ${perMonth.join(", ")}`,
  `Hotels per price band: ${bands.map(([k, n]) => `${k} ${n}`).join(", ")}`,
  `Cities with fewer than 4 places or 2 hotels: ${thinCities.map((c) => c.name).join(", ") || "none"}`,
  `Places whose timings and entry fee carry a source and an 'as of' month: ${sourced.length} of ${content.places.length}${sourced.length ? ` (as of ${asOfMonths.map(([k, n]) => `${k} ${n}`).join(", ")})` : ""}`,
  `Sources named most: ${topSources.map(([k, n]) => `${k} ${n}`).join(", ")}`,
  "",
  "| State or UT | Cities | Places | Hotels |",
  "|---|---|---|---|",
  ...[...byState.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, n]) => `| ${state} | ${n.cities} | ${n.places} | ${n.hotels} |`),
];
console.warn(lines.join("\n"));
