import type { LatLng, RouteResult, RoutingProvider } from "./types.ts";

// Roads between two cities change over months, not hours, and the public OSRM demo server is for
// light use only (shared/STACK-NOTES.md): a route is asked for once and kept for half a day. A
// router's "no road here" is an answer too and is kept as long; an outage is kept only briefly, so
// a passing one does not hide road routes for long but a dead router is not asked on every view.

type Entry = { expiresAt: number; result: Promise<RouteResult> };

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
  const entries = new Map<string, Entry>();

  return {
    name: provider.name,
    route(points: LatLng[]): Promise<RouteResult> {
      // About 11 m: the same route for any two askings of the same places.
      const key = points.map(({ lat, lng }) => `${lat.toFixed(4)},${lng.toFixed(4)}`).join(";");
      const hit = entries.get(key);
      entries.delete(key);
      if (hit && hit.expiresAt > Date.now()) {
        // Set again so that the Map's order stays least recently used first.
        entries.set(key, hit);
        return hit.result;
      }

      // While the request is in flight the entry never expires, so concurrent calls share it.
      const entry: Entry = { expiresAt: Number.POSITIVE_INFINITY, result: provider.route(points) };
      entries.set(key, entry);
      entry.result.then(
        (result) => {
          entry.expiresAt = Date.now() + lifetime(result, ttlMs, failureTtlMs);
        },
        () => {
          // Bad points (a RouteInputError) or a broken provider: nothing worth keeping.
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return entry.result;
    },
  };
}
