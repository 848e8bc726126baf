import { resultCache } from "../result-cache.ts";
import type { WeatherPlace, WeatherProvider, WeatherResult } from "./types.ts";

// Forecasts change slowly and Open-Meteo's free tier allows 10,000 calls a day
// (shared/STACK-NOTES.md), so each place is asked about at most every half hour. Failures are
// kept only briefly, so that a passing outage does not hide the forecast for long but a dead
// service is not hammered by every page view.

export function cachedWeather(
  provider: WeatherProvider,
  options: { ttlMs?: number; failureTtlMs?: number; maxEntries?: number } = {},
): WeatherProvider {
  const { ttlMs = 30 * 60_000, failureTtlMs = 60_000, maxEntries = 500 } = options;
  const cache = resultCache<WeatherResult>({
    maxEntries,
    lifetime: (result) => (result.ok ? ttlMs : failureTtlMs),
  });
  return {
    name: provider.name,
    forecast(place: WeatherPlace): Promise<WeatherResult> {
      // About 1 km apart: the same forecast for every place in a city.
      const key = `${place.latitude.toFixed(2)},${place.longitude.toFixed(2)}`;
      return cache(key, () => provider.forecast(place));
    },
  };
}
