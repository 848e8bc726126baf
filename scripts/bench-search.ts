import { pino } from "pino";
import { content } from "../content/index.ts";
import { indexCatalogue } from "../server/data/catalogue/catalogue.ts";
import { CatalogueStore, type SwapListener } from "../server/data/catalogue/store.server.ts";
import { seedContent } from "../server/data/seed/seed.ts";
import { openDatabase } from "../server/db/client.ts";
import { cities, hotels, places } from "../server/db/schema/index.ts";
import { relevanceCases } from "../server/search/relevance-cases.ts";
import { SearchService } from "../server/search/search-service.ts";

// `npm run bench:search`: server time of /api/v1/search's lookup over our content plus 10,000
// generated cities, places and hotels, on the embedded database (or DATABASE_URL's PostgreSQL).
// Queries: generated names with typos and prefixes, as before, plus every kind of the relevance
// set (states, regions, categories, several words, other names). Target (issue 11): p95 under
// 10 ms on a 2-core machine (docs/decisions/0024-search-library.md).

const GENERATED = 10_000;
const QUERIES = 400;

const syllables = [
  "ra",
  "ja",
  "ma",
  "na",
  "ka",
  "la",
  "su",
  "de",
  "va",
  "ki",
  "sha",
  "ri",
  "go",
  "ban",
  "tir",
  "mal",
];
const suffixes = ["pur", "abad", "nagar", "garh", "kot", "gaon", "wadi", "ganj"];
const placeKinds = [
  "Fort",
  "Lake",
  "Temple",
  "Palace",
  "Ghat",
  "Museum",
  "Gardens",
  "Caves",
  "Falls",
];
const hotelKinds = ["Residency", "Grand", "Inn", "Heritage", "Retreat", "Suites"];

let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const word = () => {
  const name =
    Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(syllables)).join("") +
    pick(suffixes);
  return name.charAt(0).toUpperCase() + name.slice(1);
};
/** A typo a person makes: a letter dropped, doubled or swapped. */
function typo(text: string): string {
  const i = 1 + Math.floor(random() * (text.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return text.slice(0, i) + text.slice(i + 1);
  if (kind === 1) return text.slice(0, i) + text.charAt(i) + text.slice(i);
  return text.slice(0, i - 1) + text.charAt(i) + text.charAt(i - 1) + text.slice(i + 1);
}

const filler = "Generated for the search benchmark.";
const database = process.env.DATABASE_URL
  ? await openDatabase({ databaseUrl: process.env.DATABASE_URL })
  : await openDatabase({ dataDir: undefined });
try {
  await database.migrate();
  await seedContent(database.db, content);
  const db = database.db;
  const names = new Set<string>();
  const unique = (make: () => string) => {
    for (;;) {
      const name = make();
      if (!names.has(name.toLowerCase())) {
        names.add(name.toLowerCase());
        return name;
      }
    }
  };
  const cityCount = GENERATED / 10;
  const cityRows = Array.from({ length: cityCount }, (_, i) => {
    const name = unique(word);
    return {
      slug: `bench-city-${i}`,
      name,
      state: "Benchmark",
      description: filler,
      bestTime: filler,
      overviewTitle: name,
      history: filler,
      touristPlaces: filler,
      famousFor: filler,
      weather: filler,
      byAir: filler,
      byRail: filler,
      byRoad: filler,
      conclusion: filler,
      latitude: 20 + random() * 10,
      longitude: 75 + random() * 10,
      rating: 4,
    };
  });
  const cityIds: number[] = [];
  for (let i = 0; i < cityRows.length; i += 500) {
    const rows = await db
      .insert(cities)
      .values(cityRows.slice(i, i + 500))
      .returning({ id: cities.id });
    cityIds.push(...rows.map((row) => row.id));
  }
  const placeRows = Array.from({ length: (GENERATED * 6) / 10 }, (_, i) => ({
    slug: `bench-place-${i}`,
    cityId: pick(cityIds),
    name: unique(() => `${word()} ${pick(placeKinds)}`),
    description: filler,
    suggestedDuration: filler,
    whatToExpect: filler,
    moreAbout: filler,
    history: filler,
    highlights: filler,
    timings: filler,
    entryFee: filler,
    restrictedItems: filler,
    latitude: 20,
    longitude: 75,
    rating: 4,
  }));
  for (let i = 0; i < placeRows.length; i += 500)
    await db.insert(places).values(placeRows.slice(i, i + 500));
  const hotelRows = Array.from({ length: (GENERATED * 3) / 10 }, (_, i) => ({
    slug: `bench-hotel-${i}`,
    cityId: pick(cityIds),
    name: unique(() => `Hotel ${word()} ${pick(hotelKinds)}`),
    about: filler,
    address: filler,
    checkIn: "From 2:00 pm",
    checkOut: "Until noon",
    otherRules: [filler],
    rating: 4,
  }));
  for (let i = 0; i < hotelRows.length; i += 500)
    await db.insert(hotels).values(hotelRows.slice(i, i + 500));
  await db.execute("analyze");

  const real = [...content.cities, ...content.places, ...content.hotels].map((item) => item.name);
  const generated = [...cityRows, ...placeRows, ...hotelRows].map((item) => item.name);
  const queries = Array.from({ length: QUERIES }, (_, i) => {
    const name = pick(i % 2 === 0 ? real : generated);
    const r = random();
    return r < 0.5
      ? typo(name.toLowerCase())
      : r < 0.8
        ? name.slice(0, 3 + Math.floor(random() * 5))
        : name;
  });
  const catalogueStarted = performance.now();
  const catalogue = await CatalogueStore.open(db, pino({ level: "silent" }));
  const catalogueMs = performance.now() - catalogueStarted;
  const buildStarted = performance.now();
  const search = new SearchService(catalogue);
  const buildMs = performance.now() - buildStarted;

  // A reload in which one city was renamed: its document and those of its places and hotels are
  // replaced, nothing else is touched.
  const current = catalogue.current();
  const renamed = current.cities.find((city) => city.slug === "jaipur");
  let resync = "";
  if (renamed) {
    const listeners: SwapListener[] = [];
    const feed = { current: () => current, onSwap: (l: SwapListener) => listeners.push(l) };
    const follower = new SearchService(feed);
    const next = indexCatalogue(
      {
        ...current,
        cities: current.cities.map((c) => (c === renamed ? { ...c, name: "Jaipur Pink City" } : c)),
        places: current.places.map((p) =>
          p.city.slug === "jaipur" ? { ...p, city: { ...p.city, name: "Jaipur Pink City" } } : p,
        ),
      },
      current.version + 1,
    );
    const started = performance.now();
    for (const listener of listeners) listener(next, current, true);
    const { added, replaced, discarded } = follower.lastSync;
    resync = `a reload with one city renamed re-syncs in ${(performance.now() - started).toFixed(0)} ms (${added} added, ${replaced} replaced, ${discarded} discarded)`;
  }

  const kinds = ["generated", ...new Set(relevanceCases.map((c) => c.kind))];
  const all = [
    ...queries.map((q) => ({ q, kind: "generated" })),
    ...relevanceCases.map((c) => ({ q: c.q, kind: c.kind })),
  ];
  for (const { q } of all.slice(0, 40)) search.search(q);
  const times: number[] = [];
  const byKind = new Map<string, number[]>();
  const timed: { q: string; ms: number }[] = [];
  const misses: string[] = [];
  let found = 0;
  for (const { q, kind } of all) {
    const started = performance.now();
    const hits = search.search(q);
    const ms = performance.now() - started;
    times.push(ms);
    byKind.set(kind, [...(byKind.get(kind) ?? []), ms]);
    timed.push({ q, ms });
    if (hits.length > 0) found += 1;
    else misses.push(q);
  }
  const at = (list: number[], p: number) =>
    [...list]
      .sort((a, b) => a - b)
      [Math.min(list.length - 1, Math.floor(p * list.length))]?.toFixed(2);
  console.warn(
    `search on ${database.kind}: ${real.length} content + ${GENERATED} generated entities (${search.size} documents), ${all.length} queries\n` +
      `catalogue loaded from the database in ${catalogueMs.toFixed(0)} ms; MiniSearch index built in ${buildMs.toFixed(0)} ms (once per process)\n` +
      `${resync}\n` +
      `all: p50 ${at(times, 0.5)} ms · p95 ${at(times, 0.95)} ms · p99 ${at(times, 0.99)} ms · max ${at(times, 1)} ms · ${found}/${all.length} found something\n` +
      kinds
        .map((kind) => {
          const list = byKind.get(kind) ?? [];
          return `  ${kind.padEnd(10)} ${String(list.length).padStart(4)} queries: p50 ${at(list, 0.5)} · p95 ${at(list, 0.95)} ms`;
        })
        .join("\n"),
  );
  // BENCH_VERBOSE=1 also lists the queries that found nothing and the slowest ones.
  if (process.env.BENCH_VERBOSE) {
    const slowest = timed.sort((a, b) => b.ms - a.ms).slice(0, 10);
    console.warn(`found nothing: ${misses.join(" · ")}`);
    console.warn(
      `slowest: ${slowest.map(({ q, ms }) => `${q} (${ms.toFixed(1)} ms)`).join(" · ")}`,
    );
  }
  catalogue.close();
} finally {
  await database.close();
}
