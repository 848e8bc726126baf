import type { Airport } from "../../common/flights.ts";

// What can honestly be said about a route without a flight-offers provider: how far apart the
// airports are and how long a non-stop flight between them typically takes. Both are estimates
// from coordinates, labelled as such on the page (docs/decisions/0026-flight-offers-provider.md);
// neither is a schedule.

/** Mean Earth radius (IUGG), the usual radius for the haversine formula. */
const EARTH_RADIUS_KM = 6371;

// The model of the common flight-time calculators (e.g. Travelmath: an average 500 mph, about
// 800 km/h, plus 30 minutes for taxi, take-off and landing), flown over the distance the ICAO
// Carbon Emissions Calculator assumes aircraft really cover: the great-circle distance plus 50 km
// under 550 km, 100 km up to 5,500 km and 125 km beyond (ICAO methodology v10, 2017, 4.2), for
// routing and holding. Checked against scheduled block times in typical.test.ts.
const CRUISE_KMH = 800;
const GROUND_AND_CLIMB_MINUTES = 30;

function routingAllowanceKm(greatCircleKm: number): number {
  if (greatCircleKm < 550) return 50;
  if (greatCircleKm <= 5500) return 100;
  return 125;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km between two points (haversine formula). */
export function greatCircleKm(
  a: { lat: number; lng: number },
  b: { lat: number; lng: number },
): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type TypicalFlight = {
  from: string;
  to: string;
  /** Rounded to the nearest km. */
  distanceKm: number;
  /** A non-stop flight's usual gate-to-gate time, rounded to 5 minutes: an estimate. */
  typicalMinutes: number;
  /** Always true: pages label these figures as typical, never as a timetable. */
  estimate: true;
};

/** Distance and typical non-stop flying time between two airports; null for the same airport. */
export function typicalFlight(from: Airport, to: Airport): TypicalFlight | null {
  if (from.iata === to.iata) return null;
  const km = greatCircleKm(from, to);
  const flownKm = km + routingAllowanceKm(km);
  const minutes = GROUND_AND_CLIMB_MINUTES + (flownKm / CRUISE_KMH) * 60;
  return {
    from: from.iata,
    to: to.iata,
    distanceKm: Math.round(km),
    typicalMinutes: Math.round(minutes / 5) * 5,
    estimate: true,
  };
}
