import { describe, expect, it } from "vitest";
import { greatCircleKm as haversineKm } from "../../../common/geo.ts";
import {
  ASSUMED_DRIVING_SPEED_KMH,
  estimateRoute,
  offlineRouting,
  ROAD_DETOUR_FACTOR,
} from "./offline.ts";
import { MAX_ROUTE_POINTS, RouteInputError, routeNotice } from "./types.ts";

const agra = { lat: 27.1767, lng: 78.0081 };
const jaipur = { lat: 26.9124, lng: 75.7873 };
const delhi = { lat: 28.6139, lng: 77.209 };

describe("estimateRoute", () => {
  it("estimates Agra to Jaipur from its 222 km great circle", () => {
    const result = estimateRoute([agra, jaipur], { kind: "offline", message: "no router" });
    // 221.9 km × 1.3 = 288.5 km; at 45 km/h that is 6.41 hours.
    expect(ROAD_DETOUR_FACTOR).toBe(1.3);
    expect(ASSUMED_DRIVING_SPEED_KMH).toBe(45);
    expect(result).toEqual({
      ok: false,
      estimate: true,
      source: "estimate",
      kind: "offline",
      message: "no router",
      greatCircleKm: 221.9,
      distanceKm: 288,
      durationMinutes: 385,
      geometry: [
        [27.1767, 78.0081],
        [26.9124, 75.7873],
      ],
      legs: [{ distanceKm: 288, durationMinutes: 385 }],
      assumptions: { roadFactor: 1.3, averageSpeedKmh: 45 },
    });
  });

  it("adds up the legs of a route through several points", () => {
    const result = estimateRoute([delhi, agra, jaipur], { kind: "network", message: "down" });
    const first = haversineKm(delhi, agra);
    const second = haversineKm(agra, jaipur);
    expect(result.greatCircleKm).toBeCloseTo(first + second, 1);
    expect(result.distanceKm).toBe(Math.round((first + second) * 1.3));
    expect(result.durationMinutes).toBe(Math.round((((first + second) * 1.3) / 45) * 60));
    expect(result.legs).toEqual([
      {
        distanceKm: Math.round(first * 1.3),
        durationMinutes: Math.round(((first * 1.3) / 45) * 60),
      },
      {
        distanceKm: Math.round(second * 1.3),
        durationMinutes: Math.round(((second * 1.3) / 45) * 60),
      },
    ]);
    expect(result.geometry).toHaveLength(3);
  });

  it("gives nothing to drive between a point and itself", () => {
    const result = estimateRoute([agra, agra], { kind: "offline", message: "" });
    expect(result).toMatchObject({ distanceKm: 0, durationMinutes: 0, greatCircleKm: 0 });
  });
});

describe("offline provider", () => {
  it("answers with a labelled estimate at once", async () => {
    const result = await offlineRouting.route([agra, jaipur]);
    expect(result).toMatchObject({ estimate: true, kind: "offline", distanceKm: 288 });
    expect(result.ok || routeNotice(result)).toBe(
      "Road directions are not available offline: distance and time are estimates from a straight line.",
    );
  });

  it("refuses points no route can be asked through", async () => {
    const far = Array.from({ length: MAX_ROUTE_POINTS + 1 }, () => agra);
    for (const points of [[], [agra], far, [agra, { lat: 91, lng: 78 }]]) {
      await expect(offlineRouting.route(points)).rejects.toBeInstanceOf(RouteInputError);
    }
    await expect(offlineRouting.route([agra, { lat: Number.NaN, lng: 1 }])).rejects.toThrow(
      "Not a point on Earth",
    );
  });
});
