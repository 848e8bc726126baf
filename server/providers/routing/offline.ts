import { greatCircleKm as haversineKm } from "../../../common/geo.ts";
import { round } from "./geo.ts";
import {
  checkRoutePoints,
  type EstimatedRoute,
  type EstimateKind,
  type LatLng,
  type RoutingProvider,
} from "./types.ts";

/**
 * Road distance over great-circle distance (the "detour index" or "circuity factor"). National
 * averages measured by Ballou, Rahardja & Sakai, "Selected country circuity factors for road
 * travel distance estimation", Transportation Research Part A 36(9), 2002, run from about 1.1 to
 * 1.4; South Korea's is 1.26, above the USA's and below Japan's and the EU's (Kim et al., J. Korean
 * Soc. Agric. Eng. 57(4), 2015). We found no published figure for India alone, so we take 1.3,
 * the low end of the 1.3-1.4 usually quoted for its roads: plains highways run straighter, hill
 * roads (Shimla, Manali, Munnar) far longer. The result is always labelled an estimate.
 */
export const ROAD_DETOUR_FACTOR = 1.3;

/**
 * Door-to-door average for a car trip between Indian cities, stops included. Cars may do up to
 * 100 km/h on national highways and 120 km/h on expressways (the road ministry's 2018
 * notification, as reported by ORF, October 2021), but a trip also crosses towns and leaves and
 * enters cities, whose traffic averages about 35 km/h ("Mobility and Congestion in Urban India",
 * 154 cities, reported by Mint, November 2020), and it pauses for tolls, meals and tea; two-lane
 * highways shared with trucks and tractors rarely allow 80. 45 km/h turns a 240 km drive into
 * about 5h20m.
 */
export const ASSUMED_DRIVING_SPEED_KMH = 45;

/** Straight lines through the points, with an estimated road distance and driving time. */
export function estimateRoute(
  points: LatLng[],
  why: { kind: EstimateKind; message: string },
): EstimatedRoute {
  const legs = points.slice(1).map((to, i) => {
    const from = points[i] ?? to;
    const greatCircleKm = haversineKm(from, to);
    const roadKm = greatCircleKm * ROAD_DETOUR_FACTOR;
    return { greatCircleKm, roadKm, minutes: (roadKm / ASSUMED_DRIVING_SPEED_KMH) * 60 };
  });
  const sum = (pick: (leg: (typeof legs)[number]) => number) =>
    legs.reduce((total, leg) => total + pick(leg), 0);
  return {
    ok: false,
    estimate: true,
    source: "estimate",
    ...why,
    // Whole kilometres and minutes: an estimate should not look more precise than it is.
    distanceKm: Math.round(sum((leg) => leg.roadKm)),
    durationMinutes: Math.round(sum((leg) => leg.minutes)),
    greatCircleKm: round(
      sum((leg) => leg.greatCircleKm),
      1,
    ),
    geometry: points.map(({ lat, lng }): [number, number] => [round(lat, 5), round(lng, 5)]),
    legs: legs.map((leg) => ({
      distanceKm: Math.round(leg.roadKm),
      durationMinutes: Math.round(leg.minutes),
    })),
    assumptions: { roadFactor: ROAD_DETOUR_FACTOR, averageSpeedKmh: ASSUMED_DRIVING_SPEED_KMH },
  };
}

/** The default on a machine without internet: answers at once, never touches the network. */
export const offlineRouting: RoutingProvider = {
  name: "offline",
  route: async (points) =>
    estimateRoute(checkRoutePoints(points), {
      kind: "offline",
      message: "No route service is configured (ROUTER_URL is unset).",
    }),
};
