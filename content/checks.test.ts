import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { addressProblems, reachProblems, readOpenData } from "./checks.ts";
import { destinations } from "./destinations.ts";
import type { Destination } from "./schema.ts";

const agra = destinations.find((d) => d.city.slug === "agra");
if (!agra) throw new Error("the tests need agra.json");

const withAddress = (address: string): Destination => ({
  ...agra,
  hotels: agra.hotels.slice(0, 1).map((hotel) => ({ ...hotel, address })),
});

describe("a hotel's address (decision 0030)", () => {
  it("accepts an address as a listing publishes it, with or without a PIN code", () => {
    expect(addressProblems(withAddress("Fatehabad Road, Tajganj, Agra"))).toEqual([]);
    expect(addressProblems(withAddress("Fatehabad Road, Tajganj, Agra 282001"))).toEqual([]);
    expect(addressProblems(withAddress("Taj East Gate Road, Agra 282 001"))).toEqual([]);
  });

  it("needs a locality and a town", () => {
    expect(addressProblems(withAddress("Agra"))).toEqual([
      `${agra.hotels[0]?.slug} needs a locality and a town in its address`,
    ]);
    expect(addressProblems(withAddress("Tajganj, "))).toHaveLength(1);
  });

  it("rejects a PIN code no Indian post office has", () => {
    expect(addressProblems(withAddress("Fatehabad Road, Agra 082001"))).toEqual([
      `${agra.hotels[0]?.slug} has a malformed PIN code in its address`,
    ]);
  });
});

describe("a city's nearest station", () => {
  // A two-file copy of the open data's shapes: the 2016 station list knows Mumbai's terminus as
  // CSTM; it has been CSMT since 2017.
  const dir = mkdtempSync(path.join(tmpdir(), "open-data-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, "datameet-railways"));
  mkdirSync(path.join(dir, "ourairports-india"));
  writeFileSync(
    path.join(dir, "datameet-railways", "stations.json"),
    JSON.stringify({
      features: [
        { properties: { code: "CSTM" }, geometry: { coordinates: [72.8355, 18.9398] } },
        { properties: { code: "BCT" }, geometry: { coordinates: [72.8194, 18.9697] } },
      ],
    }),
  );
  writeFileSync(
    path.join(dir, "ourairports-india", "in-airports.csv"),
    "iata_code,latitude_deg,longitude_deg\n#iata,#lat,#lng\nBOM,19.0887,72.8679\n",
  );
  const data = readOpenData(pathToFileURL(`${dir}/`));
  const mumbai = destinations.find((d) => d.city.slug === "mumbai")?.city;
  if (!data || !mumbai) throw new Error("the test needs its open data and mumbai.json");
  const withStation = (nearestStation: string) => ({
    ...mumbai,
    howToReach: { ...mumbai.howToReach, nearestStation, nearestAirport: "BOM" },
  });

  it("knows a renamed station by today's code, at the old code's point", () => {
    expect(data.stations.get("CSMT")).toEqual(data.stations.get("CSTM"));
    expect(reachProblems(withStation("CSMT"), data)).toEqual([]);
  });

  it("refuses the old code of a renamed station, naming today's", () => {
    expect(reachProblems(withStation("CSTM"), data)).toEqual([
      "station CSTM is now CSMT: give today's code",
    ]);
  });

  it("still refuses a code the open data does not know", () => {
    expect(reachProblems(withStation("XXXX"), data)).toEqual([
      "station XXXX is not in the station list",
    ]);
  });
});
