import { pino } from "pino";
import { content } from "../content/index.ts";
import { CatalogueStore } from "../server/data/catalogue/store.server.ts";
import { seedContent } from "../server/data/seed/seed.ts";
import { openDatabase } from "../server/db/client.ts";
import { cities, hotels, places } from "../server/db/schema/index.ts";
import { SearchService } from "../server/search/search-service.ts";

// `npm run bench:search`: server time of /api/v1/search's lookup over our content plus 10,000
// generated cities, places and hotels, on the embedded database (or DATABASE_URL's PostgreSQL).
// Target (issue 3): p95 under 20 ms on a 2-core machine.

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
  // The server's search: an index built from the database on first use, then kept in memory.
  const buildStarted = performance.now();
  const catalogue = await CatalogueStore.open(db, pino({ level: "silent" }));
  const search = new SearchService(catalogue);
  const buildMs = performance.now() - buildStarted;
  for (const q of queries.slice(0, 20)) await search.search(q);
  const times: number[] = [];
  let found = 0;
  for (const q of queries) {
    const started = performance.now();
    const hits = await search.search(q);
    times.push(performance.now() - started);
    if (hits.length > 0) found += 1;
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    times[Math.min(times.length - 1, Math.floor(p * times.length))]?.toFixed(2);
  console.warn(
    `search on ${database.kind}: ${real.length} content + ${GENERATED} generated entities, ${QUERIES} queries (half with a typo)\n` +
      `catalogue and index built from the database in ${buildMs.toFixed(0)} ms (once per process; writes update it incrementally)\n` +
      `p50 ${at(0.5)} ms · p95 ${at(0.95)} ms · p99 ${at(0.99)} ms · max ${times.at(-1)?.toFixed(2)} ms · ${found}/${QUERIES} found something`,
  );
} finally {
  await database.close();
}
