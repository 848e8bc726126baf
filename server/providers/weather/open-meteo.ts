import { z } from "zod";
import {
  requestJson,
  type WeatherIcon,
  type WeatherPlace,
  type WeatherProvider,
  type WeatherResult,
} from "./types.ts";

// https://open-meteo.com/en/docs: keyless; CC BY 4.0, so the credit must be shown with the data.

const numbers = z.array(z.number().nullable());
const forecastSchema = z.object({
  current: z.object({
    temperature_2m: z.number(),
    relative_humidity_2m: z.number(),
    weather_code: z.number().int(),
    // km/h is Open-Meteo's default unit, so no wind_speed_unit parameter is sent.
    wind_speed_10m: z.number(),
  }),
  daily: z.object({
    time: z.array(z.string()),
    weather_code: numbers,
    temperature_2m_max: numbers,
    temperature_2m_min: numbers,
  }),
});
const errorSchema = z.object({ error: z.literal(true), reason: z.string() });

const WMO: Record<number, [string, WeatherIcon]> = {
  0: ["Clear sky", "clear"],
  1: ["Mainly clear", "clear"],
  2: ["Partly cloudy", "partly-cloudy"],
  3: ["Overcast", "cloudy"],
  45: ["Fog", "fog"],
  48: ["Freezing fog", "fog"],
  51: ["Light drizzle", "drizzle"],
  53: ["Drizzle", "drizzle"],
  55: ["Heavy drizzle", "drizzle"],
  56: ["Freezing drizzle", "drizzle"],
  57: ["Freezing drizzle", "drizzle"],
  61: ["Light rain", "rain"],
  63: ["Rain", "rain"],
  65: ["Heavy rain", "rain"],
  66: ["Freezing rain", "rain"],
  67: ["Freezing rain", "rain"],
  71: ["Light snow", "snow"],
  73: ["Snow", "snow"],
  75: ["Heavy snow", "snow"],
  77: ["Snow grains", "snow"],
  80: ["Rain showers", "rain"],
  81: ["Rain showers", "rain"],
  82: ["Heavy rain showers", "rain"],
  85: ["Snow showers", "snow"],
  86: ["Heavy snow showers", "snow"],
  95: ["Thunderstorm", "thunderstorm"],
  96: ["Thunderstorm with hail", "thunderstorm"],
  99: ["Thunderstorm with hail", "thunderstorm"],
};

/** Condition text and icon for a WMO weather interpretation code (the table in Open-Meteo's docs). */
export function wmoCondition(code: number | null): { condition: string; icon: WeatherIcon } {
  const [condition, icon] = (code === null ? undefined : WMO[code]) ?? ["Unknown", "cloudy"];
  return { condition, icon };
}

export function openMeteoWeather(options: {
  baseUrl: string;
  timeoutMs?: number;
}): WeatherProvider {
  const timeoutMs = options.timeoutMs ?? 3000;
  return {
    name: "open-meteo",
    async forecast(place: WeatherPlace): Promise<WeatherResult> {
      const url =
        `${options.baseUrl}?latitude=${place.latitude}&longitude=${place.longitude}` +
        "&current=temperature_2m,relative_humidity_2m,weather_code,wind_speed_10m" +
        "&daily=weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max" +
        "&timezone=Asia%2FKolkata&forecast_days=4";
      const answer = await requestJson(url, timeoutMs);
      if ("ok" in answer) return answer;
      const { status, body } = answer;
      if (status === 400) {
        const error = errorSchema.safeParse(body);
        if (error.success) return { ok: false, kind: "not-found", message: error.data.reason };
      }
      const parsed = forecastSchema.safeParse(body);
      if (status !== 200 || !parsed.success) {
        const message = `Open-Meteo answered ${status} with an unexpected body.`;
        return { ok: false, kind: "network", message };
      }
      const { current, daily } = parsed.data;
      const days = daily.time.flatMap((date, i) => {
        const max = daily.temperature_2m_max[i];
        const min = daily.temperature_2m_min[i];
        // Open-Meteo pads days beyond its models with nulls; such a day has nothing to show.
        if (max == null || min == null) return [];
        const avgTempC = Math.round((max + min) / 2);
        return [
          {
            date,
            avgTempC,
            minTempC: min,
            maxTempC: max,
            ...wmoCondition(daily.weather_code[i] ?? null),
          },
        ];
      });
      return {
        ok: true,
        report: {
          source: "open-meteo",
          location: { name: place.name, region: place.region, country: "India" },
          current: {
            tempC: current.temperature_2m,
            ...wmoCondition(current.weather_code),
            windKph: current.wind_speed_10m,
            humidity: current.relative_humidity_2m,
          },
          days,
          attribution: { text: "Weather data by Open-Meteo.com", url: "https://open-meteo.com/" },
        },
      };
    },
  };
}
