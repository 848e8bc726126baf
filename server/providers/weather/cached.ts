import type { WeatherPlace, WeatherProvider, WeatherResult } from "./types.ts";

// Forecasts change slowly and Open-Meteo's free tier allows 10,000 calls a day
// (shared/STACK-NOTES.md), so each place is asked about at most every half hour. Failures are
// kept only briefly, so that a passing outage does not hide the forecast for long but a dead
// service is not hammered by every page view.

type Entry = { expiresAt: number; result: Promise<WeatherResult> };

export function cachedWeather(
  provider: WeatherProvider,
  options: { ttlMs?: number; failureTtlMs?: number; maxEntries?: number } = {},
): WeatherProvider {
  const { ttlMs = 30 * 60_000, failureTtlMs = 60_000, maxEntries = 500 } = options;
  const entries = new Map<string, Entry>();

  return {
    name: provider.name,
    forecast(place: WeatherPlace): Promise<WeatherResult> {
      // About 1 km apart: the same forecast for every place in a city.
      const key = `${place.latitude.toFixed(2)},${place.longitude.toFixed(2)}`;
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.result;
      entries.delete(key);

      // While the request is in flight the entry never expires, so concurrent calls share it.
      const entry: Entry = {
        expiresAt: Number.POSITIVE_INFINITY,
        result: provider.forecast(place),
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
