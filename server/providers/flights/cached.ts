import { resultCache } from "../result-cache.ts";
import type { FlightOffersProvider, FlightOffersResult, FlightQuery } from "./types.ts";

// Fares move, and an offer request costs the vendor a search of every airline (Duffel expects no
// more than 1,500 searches per booking and charges beyond that: docs/decisions/0026), so the same
// search is asked at most every 10 minutes. Failures are kept only a minute, so that a passing
// outage heals quickly but a dead service is not asked again by every visitor.

/** One key per distinct search: the route, date, passengers and class. */
export function flightQueryKey(q: FlightQuery): string {
  return [q.from, q.to, q.departDate, q.adults, q.children, q.infants, q.cabin].join("|");
}

export function cachedFlights(
  provider: FlightOffersProvider,
  options: { ttlMs?: number; failureTtlMs?: number; maxEntries?: number } = {},
): FlightOffersProvider {
  const { ttlMs = 10 * 60_000, failureTtlMs = 60_000, maxEntries = 300 } = options;
  const cache = resultCache<FlightOffersResult>({
    maxEntries,
    lifetime: (result) => (result.ok ? ttlMs : failureTtlMs),
  });
  return {
    name: provider.name,
    search: (query) => cache(flightQueryKey(query), () => provider.search(query)),
  };
}
