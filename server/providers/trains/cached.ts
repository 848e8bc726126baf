import { resultCache } from "../result-cache.ts";
import type { AvailabilityQuery, AvailabilityResult, TrainAvailabilityProvider } from "./types.ts";

// Seats are sold all the time, so an answer is kept only a few minutes: long enough that a page
// and its reloads, or the classes of one train, do not ask twice, short enough that the status
// and its time stay close to the truth. Failures are kept briefly, so a dead service is not
// hammered by every page view.

export function cachedAvailability(
  provider: TrainAvailabilityProvider,
  options: { ttlMs?: number; failureTtlMs?: number; maxEntries?: number } = {},
): TrainAvailabilityProvider {
  const { ttlMs = 3 * 60_000, failureTtlMs = 30_000, maxEntries = 2000 } = options;
  const cache = resultCache<AvailabilityResult>({
    maxEntries,
    lifetime: (result) => (result.ok ? ttlMs : failureTtlMs),
  });
  return {
    name: provider.name,
    availability(query: AvailabilityQuery): Promise<AvailabilityResult> {
      const { trainNumber, from, to, date, classCode, quota } = query;
      const key = [trainNumber, from, to, date, classCode, quota].join("|");
      return cache(key, () => provider.availability(query));
    },
  };
}
