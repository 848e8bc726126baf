import type { FlightOffersProvider, FlightOffersResult, FlightQuery } from "./types.ts";

// Fares move, and an offer request costs the vendor a search of every airline (Duffel expects no
// more than 1,500 searches per booking and charges beyond that: docs/decisions/0026), so the same
// search is asked at most every 10 minutes. Failures are kept only a minute, so that a passing
// outage heals quickly but a dead service is not asked again by every visitor.

type Entry = { expiresAt: number; result: Promise<FlightOffersResult> };

/** One key per distinct search: the route, date, passengers and class. */
export function flightQueryKey(q: FlightQuery): string {
  return [q.from, q.to, q.departDate, q.adults, q.children, q.infants, q.cabin].join("|");
}

export function cachedFlights(
  provider: FlightOffersProvider,
  options: { ttlMs?: number; failureTtlMs?: number; maxEntries?: number } = {},
): FlightOffersProvider {
  const { ttlMs = 10 * 60_000, failureTtlMs = 60_000, maxEntries = 300 } = options;
  const entries = new Map<string, Entry>();

  return {
    name: provider.name,
    search(query) {
      const key = flightQueryKey(query);
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.result;
      entries.delete(key);

      // While the request is in flight the entry never expires, so concurrent searches share it.
      const entry: Entry = { expiresAt: Number.POSITIVE_INFINITY, result: provider.search(query) };
      entries.set(key, entry);
      entry.result.then(
        (result) => {
          entry.expiresAt = Date.now() + (result.ok ? ttlMs : failureTtlMs);
        },
        () => {
          // A provider that rejects broke its contract; do not keep the rejection around.
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      // A Map keeps insertion order, so the first keys are the oldest.
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return entry.result;
    },
  };
}
