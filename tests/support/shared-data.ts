import { existsSync, readFileSync } from "node:fs";

// Readers of the open data sets in ../shared/data (never copied into this repository).

export const sharedDataDir = new URL("../../../shared/data/", import.meta.url);
export const hasSharedData = existsSync(sharedDataDir);

/** Splits one CSV line, honouring double-quoted fields with commas and doubled quotes. */
export function parseCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      fields.push(field);
      field = "";
    } else field += c;
  }
  fields.push(field);
  return fields;
}

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
