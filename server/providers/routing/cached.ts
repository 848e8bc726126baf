import { resultCache } from "../result-cache.ts";
import type { LatLng, RouteResult, RoutingProvider } from "./types.ts";

// Roads between two cities change over months, not hours, and the public OSRM demo server is for
// light use only (shared/STACK-NOTES.md): a route is asked for once and kept for half a day. A
// router's "no road here" is an answer too and is kept as long; an outage is kept only briefly, so
// a passing one does not hide road routes for long but a dead router is not asked on every view.

/** How long an answer of each kind is kept, given the success and failure times. */
function lifetime(result: RouteResult, ttlMs: number, failureTtlMs: number): number {
  if (result.ok) return ttlMs;
  switch (result.kind) {
    case "offline":
    case "no-route":
      return ttlMs;
    case "network":
    case "router-error":
      return failureTtlMs;
    case "busy":
      // Only the calls that shared the request get it; the next one asks again.
      return 0;
  }
}

export function cachedRouting(
  provider: RoutingProvider,
  options: { ttlMs?: number; failureTtlMs?: number; maxEntries?: number } = {},
): RoutingProvider {
  const { ttlMs = 12 * 60 * 60_000, failureTtlMs = 60_000, maxEntries = 1000 } = options;
  const cache = resultCache<RouteResult>({
    maxEntries,
    lifetime: (result) => lifetime(result, ttlMs, failureTtlMs),
  });
  return {
    name: provider.name,
    route(points: LatLng[]): Promise<RouteResult> {
      // About 11 m: the same route for any two askings of the same places.
      const key = points.map(({ lat, lng }) => `${lat.toFixed(4)},${lng.toFixed(4)}`).join(";");
      return cache(key, () => provider.route(points));
    },
  };
}
