import type { AvailabilityQuery, AvailabilityResult, TrainAvailabilityProvider } from "./types.ts";

// Seats are sold all the time, so an answer is kept only a few minutes: long enough that a page
// and its reloads, or the classes of one train, do not ask twice, short enough that the status
// and its time stay close to the truth. Failures are kept briefly, so a dead service is not
// hammered by every page view.

type Entry = { expiresAt: number; result: Promise<AvailabilityResult> };

export function cachedAvailability(
  provider: TrainAvailabilityProvider,
  options: { ttlMs?: number; failureTtlMs?: number; maxEntries?: number } = {},
): TrainAvailabilityProvider {
  const { ttlMs = 3 * 60_000, failureTtlMs = 30_000, maxEntries = 2000 } = options;
  const entries = new Map<string, Entry>();

  return {
    name: provider.name,
    availability(query: AvailabilityQuery): Promise<AvailabilityResult> {
      const { trainNumber, from, to, date, classCode, quota } = query;
      const key = [trainNumber, from, to, date, classCode, quota].join("|");
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.result;
      entries.delete(key);

      // While the request is in flight the entry never expires, so concurrent calls share it.
      const entry: Entry = {
        expiresAt: Number.POSITIVE_INFINITY,
        result: provider.availability(query),
      };
      entries.set(key, entry);
      entry.result.then(
        (result) => {
          entry.expiresAt = Date.now() + (result.ok ? ttlMs : failureTtlMs);
        },
        () => {
          // A provider that throws broke its contract; do not keep the rejection around.
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
