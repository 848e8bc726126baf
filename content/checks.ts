import { existsSync, readFileSync } from "node:fs";
import { parseCsvLine } from "../common/csv.ts";
import { greatCircleKm, type LatLng } from "../common/geo.ts";
import type { ContentCity, Destination } from "./schema.ts";
import { TODAYS_CODE } from "./timetable/renamed-stations.ts";

// Checks of a destination beyond its schema (issue 13), shared by `npm run content:check` and
// content.test.ts: places and hotels near their city, stations and airports that exist in the
// open data sets (../shared/data, never copied here) and lie within reach, and a source and date
// on every changeable fact.

/** How far a place (a day trip) and a hotel may lie from their city's centre. */
export const PLACE_RADIUS_KM = 120;
export const HOTEL_RADIUS_KM = 60;
/** The farthest a city's nearest station and airport may be, as the crow flies. */
export const STATION_REACH_KM = 310;
export const AIRPORT_REACH_KM = 160;
/** Island territories, whose nearest station is on the mainland. */
const ISLANDS = new Set(["Andaman and Nicobar Islands", "Lakshadweep"]);

export const defaultOpenDataDir = new URL("../../shared/data/", import.meta.url);

export type OpenData = { stations: Map<string, LatLng | null>; airports: Map<string, LatLng> };

/** Stations (datameet, 2016) and airports with an IATA code (OurAirports); null without the data. */
export function readOpenData(dir: URL = defaultOpenDataDir): OpenData | null {
  const stationsFile = new URL("datameet-railways/stations.json", dir);
  const airportsFile = new URL("ourairports-india/in-airports.csv", dir);
  if (!existsSync(stationsFile) || !existsSync(airportsFile)) return null;
  const geojson = JSON.parse(readFileSync(stationsFile, "utf8")) as {
    features: { properties: { code: string }; geometry: { coordinates: number[] } | null }[];
  };
  const stations = new Map<string, LatLng | null>();
  for (const { properties, geometry } of geojson.features) {
    const [lng, lat] = geometry?.coordinates ?? [];
    stations.set(properties.code, lat !== undefined && lng !== undefined ? { lat, lng } : null);
  }
  // The 2016 list knows a renamed station by its old code; ours give today's (CSMT, not CSTM).
  for (const [old, code] of TODAYS_CODE) {
    const point = stations.get(old);
    if (point !== undefined) stations.set(code, point);
  }
  const [header = "", , ...rows] = readFileSync(airportsFile, "utf8").split("\n").filter(Boolean);
  const columns = parseCsvLine(header);
  const [iata, lat, lng] = ["iata_code", "latitude_deg", "longitude_deg"].map((name) =>
    columns.indexOf(name),
  );
  const airports = new Map<string, LatLng>();
  for (const row of rows.map(parseCsvLine)) {
    const code = row[iata ?? -1];
    if (code) airports.set(code, { lat: Number(row[lat ?? -1]), lng: Number(row[lng ?? -1]) });
  }
  return { stations, airports };
}

const pointOf = (item: { latitude: number; longitude: number }): LatLng => ({
  lat: item.latitude,
  lng: item.longitude,
});

/** The city's nearest station and airport: known to the open data, and within reach. */
export function reachProblems(city: ContentCity, data: OpenData): string[] {
  const problems: string[] = [];
  const { nearestStation, nearestAirport } = city.howToReach;
  const station = data.stations.get(nearestStation);
  const today = TODAYS_CODE.get(nearestStation);
  if (today) problems.push(`station ${nearestStation} is now ${today}: give today's code`);
  else if (station === undefined)
    problems.push(`station ${nearestStation} is not in the station list`);
  else if (station && !ISLANDS.has(city.state)) {
    const km = greatCircleKm(pointOf(city), station);
    if (km > STATION_REACH_KM)
      problems.push(
        `station ${nearestStation} is ${Math.round(km)} km away (at most ${STATION_REACH_KM})`,
      );
  }
  const airport = data.airports.get(nearestAirport);
  if (!airport)
    problems.push(`airport ${nearestAirport} is not an Indian airport with an IATA code`);
  else {
    const km = greatCircleKm(pointOf(city), airport);
    if (km > AIRPORT_REACH_KM)
      problems.push(
        `airport ${nearestAirport} is ${Math.round(km)} km away (at most ${AIRPORT_REACH_KM})`,
      );
  }
  return problems;
}

/** Places and hotels within their radius of the city's centre. */
export function distanceProblems(destination: Destination): string[] {
  const centre = pointOf(destination.city);
  const problems: string[] = [];
  const check = (slug: string, point: LatLng, limit: number) => {
    const km = greatCircleKm(centre, point);
    if (km > limit)
      problems.push(`${slug} is ${Math.round(km)} km from the city (at most ${limit})`);
  };
  for (const place of destination.places) check(place.slug, pointOf(place), PLACE_RADIUS_KM);
  for (const hotel of destination.hotels)
    if (hotel.latitude !== undefined && hotel.longitude !== undefined)
      check(hotel.slug, { lat: hotel.latitude, lng: hotel.longitude }, HOTEL_RADIUS_KM);
  return problems;
}

/** Every place's timings (closing days included) and entry fee carry a source and a date. */
export function sourceProblems(destination: Destination): string[] {
  return destination.places
    .filter((place) => !place.sources)
    .map((place) => `${place.slug} has no sources for its timings and entry fee`);
}

/**
 * A hotel a traveller can find: an address with at least a locality and the town, as a listing
 * publishes it. A PIN code is written only where a page prints one (decision 0030: requiring it
 * made writers add town PINs no page gives), and when written it is a well-formed one.
 */
export function addressProblems(destination: Destination): string[] {
  return destination.hotels.flatMap((hotel) => {
    const parts = hotel.address.split(",").filter((part) => part.trim() !== "");
    const problems: string[] = [];
    if (parts.length < 2) problems.push(`${hotel.slug} needs a locality and a town in its address`);
    // Indian PIN codes run from 110 001 to 855 999: none begins with a 0.
    if (/\b0\d{2} ?\d{3}\b/.test(hotel.address))
      problems.push(`${hotel.slug} has a malformed PIN code in its address`);
    return problems;
  });
}

/** Everything above for one destination; the open-data checks only when the data is there. */
export function destinationProblems(destination: Destination, data: OpenData | null): string[] {
  return [
    ...(data ? reachProblems(destination.city, data) : []),
    ...distanceProblems(destination),
    ...sourceProblems(destination),
    ...addressProblems(destination),
  ];
}
