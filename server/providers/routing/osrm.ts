import { z } from "zod";
import { fetchJson } from "../fetch-json.ts";
import { round, simplifyLine } from "./geo.ts";
import { estimateRoute } from "./offline.ts";
import {
  checkRoutePoints,
  type EstimateKind,
  type LatLng,
  MAX_GEOMETRY_POINTS,
  type RouteResult,
  type RoutingProvider,
} from "./types.ts";

// The OSRM route service, v5 HTTP API (https://project-osrm.org/docs/v5.24.0/api/, and
// docs/http.md in Project-OSRM/osrm-backend): 200 with code "Ok", or 400 with an error code and an
// optional message. Distances are metres, durations seconds, GeoJSON positions [lng, lat].

const legSchema = z.object({ distance: z.number().min(0), duration: z.number().min(0) });
const okSchema = z.object({
  code: z.literal("Ok"),
  routes: z
    .array(
      z.object({
        distance: z.number().min(0),
        duration: z.number().min(0),
        geometry: z.object({
          type: z.literal("LineString"),
          coordinates: z.array(z.tuple([z.number(), z.number()], z.number())).min(2),
        }),
        legs: z.array(legSchema),
      }),
    )
    .min(1),
});
const errorSchema = z.object({ code: z.string(), message: z.string().optional() });
/** The router's answers that mean "no road joins these points", not "the router is broken". */
const NO_ROUTE_CODES = new Set(["NoRoute", "NoSegment"]);

const ATTRIBUTION = {
  text: "Route by OSRM, map data © OpenStreetMap contributors",
  url: "https://www.openstreetmap.org/copyright",
};

export type OsrmOptions = {
  /** The server, e.g. https://router.project-osrm.org; "/route/v1/driving/..." is added. */
  baseUrl: string;
  timeoutMs?: number;
  /**
   * The least time between two requests. The public demo server allows about one a second
   * (its usage policy, shared/STACK-NOTES.md); a call sooner than that gets an estimate at once.
   */
  minIntervalMs?: number;
};

export function osrmRouting(options: OsrmOptions): RoutingProvider {
  const { timeoutMs = 4000, minIntervalMs = 0 } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  let lastRequestAt = Number.NEGATIVE_INFINITY;

  return {
    name: "osrm",
    async route(points: LatLng[]): Promise<RouteResult> {
      checkRoutePoints(points);
      const fallback = (kind: EstimateKind, message: string) =>
        estimateRoute(points, { kind, message });
      const now = Date.now();
      if (now - lastRequestAt < minIntervalMs) {
        return fallback("busy", "Too soon after the last request to the route service.");
      }
      lastRequestAt = now;

      const path = points.map(({ lat, lng }) => `${round(lng, 6)},${round(lat, 6)}`).join(";");
      const url = `${baseUrl}/route/v1/driving/${path}?overview=simplified&geometries=geojson&steps=false`;
      const answer = await requestJson(url, timeoutMs);
      if ("failure" in answer) return fallback("network", answer.failure);
      const { status, body } = answer;
      const parsed = okSchema.safeParse(body);
      const route = parsed.success ? parsed.data.routes[0] : undefined;
      if (status === 200 && route && route.legs.length === points.length - 1) {
        return {
          ok: true,
          estimate: false,
          source: "osrm",
          distanceKm: round(route.distance / 1000, 1),
          durationMinutes: Math.round(route.duration / 60),
          geometry: simplifyLine(
            route.geometry.coordinates.map(([lng, lat]): [number, number] => [lat, lng]),
            MAX_GEOMETRY_POINTS,
          ),
          legs: route.legs.map((leg) => ({
            distanceKm: round(leg.distance / 1000, 1),
            durationMinutes: Math.round(leg.duration / 60),
          })),
          attribution: ATTRIBUTION,
        };
      }
      if (status === 429) return fallback("busy", "The route service asked us to slow down.");
      const error = errorSchema.safeParse(body);
      if (error.success && NO_ROUTE_CODES.has(error.data.code)) {
        return fallback("no-route", error.data.message ?? error.data.code);
      }
      const code = error.success ? ` (${error.data.code})` : "";
      return fallback("router-error", `OSRM answered ${status}${code} with no usable route.`);
    },
  };
}

/** GETs a route with a timeout; the demo server's policy asks for a User-Agent naming us. */
const requestJson = (url: string, timeoutMs: number) =>
  fetchJson(url, {
    timeoutMs,
    service: "The route service",
    init: { headers: { "User-Agent": "Safarnama trip planner" } },
  });
