import { once } from "node:events";
import { createServer } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cachedWeather } from "../../server/providers/weather/cached.ts";
import { createWeatherProvider } from "../../server/providers/weather/index.ts";
import { offlineWeather } from "../../server/providers/weather/offline.ts";
import { openMeteoWeather, wmoCondition } from "../../server/providers/weather/open-meteo.ts";
import {
  type WeatherPlace,
  type WeatherProvider,
  type WeatherResult,
  weatherErrorMessage,
} from "../../server/providers/weather/types.ts";
import { weatherApiWeather } from "../../server/providers/weather/weatherapi.ts";
import { FAKE_WEATHERAPI_KEY, startFakeWeather } from "../fakes/weather.ts";

const jaipur: WeatherPlace = {
  name: "Jaipur",
  region: "Rajasthan",
  latitude: 26.9124,
  longitude: 75.7873,
};
const nowhere: WeatherPlace = { name: "Atlantis", region: "Sea", latitude: 0.1, longitude: -30 };
let closedPort: string;
let fake: Awaited<ReturnType<typeof startFakeWeather>>;

beforeAll(async () => {
  fake = await startFakeWeather();
  // A port that was free a moment ago: connections to it are refused.
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  closedPort = `http://127.0.0.1:${typeof address === "object" && address?.port}/v1/forecast`;
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  fake.state.hang = false;
});
afterAll(async () => {
  await fake?.close();
});

function failure(result: WeatherResult) {
  if (result.ok) throw new Error("expected a failure");
  return result;
}

describe("Open-Meteo adapter", () => {
  const provider = () => openMeteoWeather({ baseUrl: fake.openMeteoUrl, timeoutMs: 200 });

  it("asks for the documented fields for 4 days in India's time zone", async () => {
    await provider().forecast(jaipur);
    const asked = new URL(fake.requests.at(-1) ?? "", "http://x").searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      latitude: "26.9124",
      longitude: "75.7873",
      current: "temperature_2m,relative_humidity_2m,weather_code,wind_speed_10m",
      daily: "weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max",
      timezone: "Asia/Kolkata",
      forecast_days: "4",
    });
  });

  it("maps the current weather and 4 days into our report", async () => {
    const result = await provider().forecast(jaipur);
    expect(result).toEqual({
      ok: true,
      report: {
        source: "open-meteo",
        location: { name: "Jaipur", region: "Rajasthan", country: "India" },
        current: {
          tempC: 34.6,
          condition: "Partly cloudy",
          icon: "partly-cloudy",
          windKph: 11.2,
          humidity: 28,
        },
        days: [
          {
            date: "2025-05-01",
            avgTempC: 32,
            minTempC: 25.3,
            maxTempC: 38.1,
            condition: "Clear sky",
            icon: "clear",
          },
          {
            date: "2025-05-02",
            avgTempC: 31,
            minTempC: 24.8,
            maxTempC: 37.4,
            condition: "Overcast",
            icon: "cloudy",
          },
          {
            date: "2025-05-03",
            avgTempC: 28,
            minTempC: 23.9,
            maxTempC: 33,
            condition: "Rain",
            icon: "rain",
          },
          {
            date: "2025-05-04",
            avgTempC: 26,
            minTempC: 22,
            maxTempC: 30.2,
            condition: "Thunderstorm",
            icon: "thunderstorm",
          },
        ],
        attribution: { text: "Weather data by Open-Meteo.com", url: "https://open-meteo.com/" },
      },
    });
  });

  it("names every WMO code it may receive", () => {
    expect(wmoCondition(1)).toEqual({ condition: "Mainly clear", icon: "clear" });
    expect(wmoCondition(45)).toEqual({ condition: "Fog", icon: "fog" });
    expect(wmoCondition(53)).toEqual({ condition: "Drizzle", icon: "drizzle" });
    expect(wmoCondition(65)).toEqual({ condition: "Heavy rain", icon: "rain" });
    expect(wmoCondition(73)).toEqual({ condition: "Snow", icon: "snow" });
    expect(wmoCondition(99)).toEqual({ condition: "Thunderstorm with hail", icon: "thunderstorm" });
    expect(wmoCondition(42)).toEqual({ condition: "Unknown", icon: "cloudy" });
    const codes = [0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77];
    for (const code of [...codes, 80, 81, 82, 85, 86, 95, 96, 99]) {
      expect(wmoCondition(code).condition).not.toBe("Unknown");
    }
  });

  it("reports Open-Meteo's reason for a rejected request as not found", async () => {
    const result = failure(await provider().forecast({ ...jaipur, latitude: 100 }));
    expect(result).toEqual({
      ok: false,
      kind: "not-found",
      message: "Latitude must be in range of -90 to 90°. Given: 100.0.",
    });
    expect(weatherErrorMessage(result)).toBe(
      "City not found: Latitude must be in range of -90 to 90°. Given: 100.0.",
    );
  });

  it("reports a refused connection as a network failure", async () => {
    const result = failure(await openMeteoWeather({ baseUrl: closedPort }).forecast(jaipur));
    expect(result.kind).toBe("network");
    expect(result.message).toBe("fetch failed (ECONNREFUSED)");
    expect(weatherErrorMessage(result)).toBe("Error fetching weather data");
  });

  it("gives up on a silent service after its timeout", async () => {
    fake.state.hang = true;
    const started = Date.now();
    const result = failure(await provider().forecast(jaipur));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result).toMatchObject({ kind: "network", message: expect.stringMatching(/in time/) });
  });
});

describe("WeatherAPI.com adapter", () => {
  const provider = (apiKey = FAKE_WEATHERAPI_KEY) =>
    weatherApiWeather({ baseUrl: fake.weatherApiUrl, apiKey, timeoutMs: 200 });

  it("asks by coordinates for 4 days without air quality", async () => {
    await provider().forecast(jaipur);
    const asked = new URL(fake.requests.at(-1) ?? "", "http://x").searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      key: FAKE_WEATHERAPI_KEY,
      q: "26.9124,75.7873",
      days: "4",
      aqi: "no",
    });
  });

  it("maps the location, current weather and 4 days into our report", async () => {
    const result = await provider().forecast({ ...jaipur, name: "Pink City" });
    expect(result).toEqual({
      ok: true,
      report: {
        source: "weatherapi",
        location: { name: "Jaipur", region: "Rajasthan", country: "India" },
        current: { tempC: 35.2, condition: "Mist", icon: "fog", windKph: 13, humidity: 31 },
        days: [
          {
            date: "2025-05-01",
            avgTempC: 31.4,
            minTempC: 25,
            maxTempC: 38,
            condition: "Sunny",
            icon: "clear",
          },
          {
            date: "2025-05-02",
            avgTempC: 30.4,
            minTempC: 24,
            maxTempC: 37,
            condition: "Partly Cloudy",
            icon: "partly-cloudy",
          },
          {
            date: "2025-05-03",
            avgTempC: 29.4,
            minTempC: 23,
            maxTempC: 36,
            condition: "Patchy rain nearby",
            icon: "rain",
          },
          {
            date: "2025-05-04",
            avgTempC: 28.4,
            minTempC: 22,
            maxTempC: 35,
            condition: "Moderate or heavy rain with thunder",
            icon: "thunderstorm",
          },
        ],
        attribution: { text: "Powered by WeatherAPI.com", url: "https://www.weatherapi.com/" },
      },
    });
  });

  it("shows WeatherAPI.com's message for an unknown location", async () => {
    const result = failure(await provider().forecast(nowhere));
    expect(result).toEqual({
      ok: false,
      kind: "not-found",
      message: "No matching location found.",
    });
    expect(weatherErrorMessage(result)).toBe("City not found: No matching location found.");
  });

  it("never quotes the key, whether refused, unreachable or too slow", async () => {
    const wrongKey = "my-secret-key-987";
    const refused = failure(await provider(wrongKey).forecast(jaipur));
    expect(refused.kind).toBe("network");
    const unreachable = weatherApiWeather({ baseUrl: closedPort, apiKey: wrongKey });
    // fetch quotes the whole URL, key included, when it cannot parse it.
    const malformed = weatherApiWeather({ baseUrl: "not a url", apiKey: wrongKey });
    const results = [refused, failure(await unreachable.forecast(jaipur))];
    results.push(failure(await malformed.forecast(jaipur)));
    fake.state.hang = true;
    results.push(failure(await provider(wrongKey).forecast(jaipur)));
    for (const result of results) {
      expect(result.kind).toBe("network");
      expect(result.message).not.toContain(wrongKey);
      expect(weatherErrorMessage(result)).toBe("Error fetching weather data");
    }
  });
});

describe("offline provider", () => {
  it("answers at once that the forecast needs a connection", async () => {
    const result = failure(await offlineWeather.forecast(jaipur));
    expect(result.kind).toBe("offline");
    expect(weatherErrorMessage(result)).toBe("Forecast unavailable offline");
  });
});

/** A provider answering from a list, counting calls; each answer resolves on the next tick. */
function scripted(...answers: WeatherResult[]) {
  const calls: WeatherPlace[] = [];
  const provider: WeatherProvider = {
    name: "scripted",
    forecast: async (place) => {
      calls.push(place);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const answer = answers[Math.min(calls.length, answers.length) - 1];
      if (!answer) throw new Error("no answer scripted");
      return answer;
    },
  };
  return { provider, calls };
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const down: WeatherResult = { ok: false, kind: "network", message: "down" };

describe("weather cache", () => {
  it("serves a second call for the same place without a request", async () => {
    const weather = cachedWeather(openMeteoWeather({ baseUrl: fake.openMeteoUrl }));
    const before = fake.requests.length;
    const first = await weather.forecast(jaipur);
    // 26.9124 and 26.9149 both round to 26.91: the same forecast.
    const second = await weather.forecast({ ...jaipur, latitude: 26.9149 });
    expect(second).toEqual(first);
    expect(fake.requests.length).toBe(before + 1);
    expect(weather.name).toBe("open-meteo");
  });

  it("shares one request between concurrent calls", async () => {
    const weather = cachedWeather(openMeteoWeather({ baseUrl: fake.openMeteoUrl }));
    const before = fake.requests.length;
    const results = await Promise.all([1, 2, 3].map(() => weather.forecast(nowhere)));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(fake.requests.length).toBe(before + 1);
  });

  it("keeps a failure only briefly", async () => {
    const { provider, calls } = scripted(down, down);
    const weather = cachedWeather(provider, { failureTtlMs: 50 });
    await weather.forecast(jaipur);
    expect(await weather.forecast(jaipur)).toEqual(down);
    expect(calls).toHaveLength(1);
    await sleep(80);
    await weather.forecast(jaipur);
    expect(calls).toHaveLength(2);
  });

  it("keeps a success until its expiry, and forgets the oldest place when full", async () => {
    const { provider, calls } = scripted(down, down, down, down);
    const weather = cachedWeather(provider, { ttlMs: 60_000, failureTtlMs: 60_000, maxEntries: 2 });
    await weather.forecast(jaipur);
    await weather.forecast(nowhere);
    await weather.forecast({ ...nowhere, latitude: 5 });
    expect(calls).toHaveLength(3);
    await weather.forecast({ ...nowhere, latitude: 5 });
    expect(calls).toHaveLength(3);
    await weather.forecast(jaipur);
    expect(calls).toHaveLength(4);
  });

  it("does not keep a provider's exception", async () => {
    const { provider, calls } = scripted();
    const weather = cachedWeather(provider);
    await expect(weather.forecast(jaipur)).rejects.toThrow("no answer scripted");
    await expect(weather.forecast(jaipur)).rejects.toThrow("no answer scripted");
    expect(calls).toHaveLength(2);
  });
});

describe("createWeatherProvider", () => {
  const config = (provider: "open-meteo" | "weatherapi" | "offline", weatherApiKey?: string) => ({
    provider,
    weatherApiKey,
    openMeteoUrl: fake.openMeteoUrl,
    weatherApiUrl: fake.weatherApiUrl,
  });

  it("uses the offline provider as is", () => {
    expect(createWeatherProvider(config("offline"))).toBe(offlineWeather);
  });

  it("uses a cached Open-Meteo", async () => {
    const weather = createWeatherProvider(config("open-meteo"));
    expect(weather.name).toBe("open-meteo");
    const before = fake.requests.length;
    expect((await weather.forecast(jaipur)).ok).toBe(true);
    expect((await weather.forecast(jaipur)).ok).toBe(true);
    expect(fake.requests.slice(before)).toEqual([expect.stringMatching(/^\/v1\/forecast\?/)]);
  });

  it("uses a cached WeatherAPI.com with the key, and refuses to start without one", async () => {
    const weather = createWeatherProvider(config("weatherapi", FAKE_WEATHERAPI_KEY));
    expect(weather.name).toBe("weatherapi");
    const before = fake.requests.length;
    const result = await weather.forecast(jaipur);
    expect(result.ok && result.report.source).toBe("weatherapi");
    await weather.forecast(jaipur);
    expect(fake.requests.slice(before)).toEqual([expect.stringMatching(/^\/v1\/forecast\.json\?/)]);
    expect(() => createWeatherProvider(config("weatherapi"))).toThrow(/WEATHERAPI_KEY/);
  });
});
