import { existsSync, readFileSync } from "node:fs";
import { parseCsvLine } from "../../common/csv.ts";
import type { Airport } from "../../common/flights.ts";
import { alternativeNames, BUILT_IN_AIRPORTS } from "./airport-names.ts";

export { BUILT_IN_AIRPORTS } from "./airport-names.ts";

// Every Indian airport with scheduled service and an IATA code, from OurAirports (public domain,
// ourairports-india/in-airports.csv in the open data directory; its second row is an HXL tag
// row). Without that file only the six built-in airports are known.

export type AirportIndex = {
  /** The built-in six first, in the spec's order, then the open data's airports in its order. */
  readonly all: readonly Airport[];
  /** False when the open data file could not be read: only the built-in six are known. */
  readonly openData: boolean;
  get(iata: string): Airport | undefined;
  /** By IATA code, city, name or state; an exact code first. An empty query lists all. */
  search(query: string, limit?: number): Airport[];
};

type Entry = { airport: Airport; city: string; words: string };

const normal = (text: string) =>
  text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
const withoutBrackets = (text: string) => text.replace(/\s*\(.*?\)\s*/g, " ").trim();

function readOpenData(file: URL): { airport: Airport; keywords: string }[] {
  const [header = "", ...rows] = readFileSync(file, "utf8").split(/\r?\n/).filter(Boolean);
  const columns = parseCsvLine(header);
  const read = (fields: string[], name: string) => fields[columns.indexOf(name)]?.trim() ?? "";
  return rows.flatMap((row) => {
    const fields = parseCsvLine(row);
    const iata = read(fields, "iata_code");
    const lat = Number(read(fields, "latitude_deg"));
    const lng = Number(read(fields, "longitude_deg"));
    // The HXL row ("#meta +id", ...) and unscheduled or closed airfields fall out here.
    if (!/^[A-Z]{3}$/.test(iata) || read(fields, "scheduled_service") !== "1") return [];
    if (read(fields, "type") === "closed" || !Number.isFinite(lat) || !Number.isFinite(lng)) {
      return [];
    }
    const name = read(fields, "name");
    const municipality = read(fields, "municipality");
    // A few rows have no municipality: their name is then "<City> Airport".
    const city =
      withoutBrackets(municipality) || name.replace(/\s+(International\s+)?Airport.*$/, "");
    const state = withoutBrackets(read(fields, "region_name"));
    const keywords = `${municipality} ${read(fields, "keywords")}`;
    return [{ airport: { iata, name, city, state, lat, lng }, keywords }];
  });
}

/** The airport index; `openDataDir` is the open data directory (OPEN_DATA_DIR), or null. */
export function loadAirports(openDataDir: URL | null): AirportIndex {
  // pathToFileURL("../shared/data") has no trailing slash, and would lose "data" below without one.
  const dir =
    openDataDir &&
    new URL(openDataDir.href.endsWith("/") ? openDataDir.href : `${openDataDir.href}/`);
  const file = dir && new URL("ourairports-india/in-airports.csv", dir);
  const openData = file !== null && existsSync(file);
  const extra = openData ? readOpenData(file) : [];
  const entries: Entry[] = [];
  const seen = new Set<string>();
  for (const { airport, keywords } of [
    ...BUILT_IN_AIRPORTS.map((airport) => ({ airport, keywords: "" })),
    ...extra,
  ]) {
    if (seen.has(airport.iata)) continue;
    seen.add(airport.iata);
    const words = normal(`${airport.city} ${airport.name} ${airport.state} ${keywords}`);
    entries.push({ airport, city: normal(airport.city), words });
  }
  const all = entries.map((entry) => entry.airport);
  const byCode = new Map(all.map((airport) => [airport.iata, airport]));

  // 0: the exact code; 1: the city begins with the query (or another name of that city);
  // 2: a word of the city, name or state begins with it; 3: the code begins with it, or it
  // appears anywhere (municipality details and OurAirports keywords included).
  function rank(entry: Entry, query: string, names: string[]): number | null {
    if (entry.airport.iata === query.toUpperCase()) return 0;
    if (names.some((name) => entry.city.startsWith(name))) return 1;
    if (names.some((name) => ` ${entry.words}`.includes(` ${name}`))) return 2;
    if (entry.airport.iata.startsWith(query.toUpperCase())) return 3;
    if (names.some((name) => entry.words.includes(name))) return 3;
    return null;
  }

  return {
    all,
    openData,
    get: (iata) => byCode.get(iata.trim().toUpperCase()),
    search(query, limit = 20) {
      const q = normal(query);
      if (!q) return all.slice(0, limit);
      const names = alternativeNames(q);
      return entries
        .flatMap((entry, index) => {
          const score = rank(entry, q, names);
          return score === null ? [] : [{ airport: entry.airport, score, index }];
        })
        .sort((a, b) => a.score - b.score || a.index - b.index)
        .slice(0, limit)
        .map((hit) => hit.airport);
    },
  };
}
