import { existsSync, readFileSync } from "node:fs";
import { parseCsvLine } from "../../common/csv.ts";

// Readers of the open data sets in ../shared/data (never copied into this repository).

export const sharedDataDir = new URL("../../../shared/data/", import.meta.url);
export const hasSharedData = existsSync(sharedDataDir);

export { parseCsvLine };

/** IATA codes of Indian airports (OurAirports, public domain). */
export function indianIataCodes(): Set<string> {
  const [header = "", , ...rows] = readFileSync(
    new URL("ourairports-india/in-airports.csv", sharedDataDir),
    "utf8",
  )
    .split("\n")
    .filter(Boolean);
  const column = parseCsvLine(header).indexOf("iata_code");
  return new Set(rows.map((row) => parseCsvLine(row)[column] ?? "").filter(Boolean));
}

/** Station codes of Indian Railways (datameet, CC0; a 2016 snapshot). */
export function indianStationCodes(): Set<string> {
  const stations = JSON.parse(
    readFileSync(new URL("datameet-railways/stations.json", sharedDataDir), "utf8"),
  ) as {
    features: { properties: { code: string } }[];
  };
  return new Set(stations.features.map((feature) => feature.properties.code));
}
