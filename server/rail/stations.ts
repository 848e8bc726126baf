import { existsSync, readFileSync } from "node:fs";
import { z } from "zod";
import type { Station } from "../../common/rail.ts";
import { MAJOR_STATIONS } from "../../content/timetable/major-stations.ts";
import {
  RENAMED_KEEPING_CODE,
  RENAMED_STATIONS,
} from "../../content/timetable/renamed-stations.ts";
import {
  CITY_TERMINALS,
  currentStationCode,
  FORMER_NAMES,
  KNOWN_STATES,
  normalise,
  tidyName,
  tidyState,
} from "./station-names.ts";
import { type SearchEntry, stationSearch } from "./station-search.ts";
import type { Timetable } from "./timetable.ts";

// The stations the From and To boxes offer (issue 11): the open 2016 list of about 9,000
// (datameet railways, CC0) when the open data directory is there, always the 41 built-in stations,
// the stations renamed since, and every station of our timetable. Our names win over the open
// list's abbreviations; a renamed station keeps its old code and name as ways to find it.

export type StationIndex = {
  /** Every station, the 41 built-in ones first (in the spec's order), then by name. */
  all: readonly Station[];
  /** By current or former code, any case. */
  get(code: string): Station | undefined;
  /** By name, former name, city or code; best first. */
  search(query: string, limit?: number): Station[];
};

const OPEN_STATIONS_FILE = "datameet-railways/stations.json";
const openStationsSchema = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }).nullable(),
      properties: z.object({ code: z.string(), name: z.string(), state: z.string().nullable() }),
    }),
  ),
});

type Draft = Station & { aliases: string[] };

function readOpenStations(dir: URL | null) {
  if (dir === null) return [];
  const url = new URL(OPEN_STATIONS_FILE, dir.href.endsWith("/") ? dir : `${dir.href}/`);
  if (!existsSync(url)) return [];
  const parsed = openStationsSchema.safeParse(JSON.parse(readFileSync(url, "utf8")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Open station list ${url.pathname}: ${issue?.path.join(".")} ${issue?.message}`,
    );
  }
  return parsed.data.features;
}

export function loadStations(options: {
  openDataDir: URL | null;
  timetable: Timetable;
}): StationIndex {
  const drafts = new Map<string, Draft>();
  const draft = (code: string, name: string): Draft => {
    let found = drafts.get(code);
    if (!found) {
      found = {
        code,
        name,
        state: null,
        major: false,
        formerCodes: [],
        lat: null,
        lng: null,
        aliases: [],
      };
      drafts.set(code, found);
    }
    return found;
  };
  const renamedTo = new Set<string>(RENAMED_STATIONS.map((s) => s.code));
  for (const { geometry, properties } of readOpenStations(options.openDataDir)) {
    if (!/^[A-Z]{1,5}$/.test(properties.code)) continue;
    // In 2016 a renamed station's new code could belong to another station: the renaming wins.
    if (renamedTo.has(properties.code)) continue;
    const station = draft(currentStationCode(properties.code), tidyName(properties.name));
    station.aliases.push(properties.name);
    station.state = tidyState(properties.state);
    if (geometry) [station.lng, station.lat] = geometry.coordinates;
  }
  for (const [code, name] of options.timetable.stationNames) draft(code, name).name = name;
  for (const renamed of RENAMED_KEEPING_CODE) draft(renamed.code, renamed.name).name = renamed.name;
  for (const renamed of RENAMED_STATIONS) {
    const station = draft(renamed.code, renamed.name);
    station.name = renamed.name;
    station.formerCodes.push(renamed.old);
  }
  for (const major of MAJOR_STATIONS) {
    const station = draft(major.code, major.name);
    station.name = major.name;
    station.major = true;
  }
  for (const [code, names] of Object.entries(FORMER_NAMES))
    drafts.get(code)?.aliases.push(...names);
  for (const [code, state] of Object.entries(KNOWN_STATES)) {
    const station = drafts.get(code);
    if (station) station.state = state;
  }
  return indexOf([...drafts.values()]);
}

function indexOf(drafts: Draft[]): StationIndex {
  const majorOrder = new Map<string, number>(MAJOR_STATIONS.map((s, i) => [s.code, i]));
  const order = (d: Draft) => majorOrder.get(d.code) ?? MAJOR_STATIONS.length;
  // Plain code-unit order: localeCompare over 9,000 names costs more than the rest of the load.
  drafts.sort((a, b) => order(a) - order(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const cityOf = new Map<string, { word: string; rank: number }[]>();
  for (const city of CITY_TERMINALS) {
    city.codes.forEach((code, rank) => {
      const list = cityOf.get(code) ?? [];
      list.push(...city.names.map((word) => ({ word, rank })));
      cityOf.set(code, list);
    });
  }
  const byCode = new Map<string, Station>();
  const entries: SearchEntry[] = drafts.map(({ aliases, ...station }) => {
    byCode.set(station.code, station);
    const name = normalise(station.name);
    const nameWords = name.split(" ");
    const aliasWords = new Set(aliases.flatMap((alias) => normalise(alias).split(" ")));
    return {
      station,
      codes: [station.code, ...station.formerCodes].map((code) => code.toLowerCase()),
      name,
      compact: name.replaceAll(" ", ""),
      nameWords,
      aliasWords: [...aliasWords].filter((word) => word && !nameWords.includes(word)),
      cities: cityOf.get(station.code) ?? [],
    };
  });
  const search = stationSearch(entries);
  return {
    all: entries.map((entry) => entry.station),
    get: (code) => byCode.get(currentStationCode(code)),
    search: (query, limit = 20) => search(query, limit),
  };
}
