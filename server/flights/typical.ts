import type { Airport } from "../../common/flights.ts";
import { greatCircleKm } from "../../common/geo.ts";

// What can honestly be said about a route without a flight-offers provider: how far apart the
// airports are and how long a non-stop flight between them typically takes. Both are estimates
// from coordinates, labelled as such on the page (docs/decisions/0026-flight-offers-provider.md);
// neither is a schedule.

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
