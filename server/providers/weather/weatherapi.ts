import { z } from "zod";
import {
  requestJson,
  type WeatherIcon,
  type WeatherPlace,
  type WeatherProvider,
  type WeatherResult,
} from "./types.ts";

// https://www.weatherapi.com/docs/: forecast.json with a key; the free plan asks for the credit
// "Powered by WeatherAPI.com" linking back.

// Texts sometimes end in a space ("Partly Cloudy ").
const conditionSchema = z.object({ text: z.string().trim(), code: z.number().int().optional() });
const forecastSchema = z.object({
  location: z.object({ name: z.string(), region: z.string(), country: z.string() }),
  current: z.object({
    temp_c: z.number(),
    condition: conditionSchema,
    wind_kph: z.number(),
    humidity: z.number(),
  }),
  forecast: z.object({
    forecastday: z.array(
      z.object({
        date: z.string(),
        day: z.object({
          avgtemp_c: z.number(),
          maxtemp_c: z.number(),
          mintemp_c: z.number(),
          condition: conditionSchema,
        }),
      }),
    ),
  }),
});
const errorSchema = z.object({ error: z.object({ code: z.number(), message: z.string() }) });
const NO_MATCHING_LOCATION = 1006;

// Codes from https://www.weatherapi.com/docs/weather_conditions.json, grouped by what they look like.
const ICON_CODES: [WeatherIcon, number[]][] = [
  ["clear", [1000]],
  ["partly-cloudy", [1003]],
  ["cloudy", [1006, 1009]],
  ["fog", [1030, 1135, 1147]],
  ["thunderstorm", [1087, 1273, 1276, 1279, 1282]],
  ["drizzle", [1072, 1150, 1153, 1168, 1171]],
  ["rain", [1063, 1180, 1183, 1186, 1189, 1192, 1195, 1198, 1201, 1240, 1243, 1246]],
];
const ICON_WORDS: [WeatherIcon, RegExp][] = [
  ["thunderstorm", /thunder/i],
  ["snow", /snow|sleet|blizzard|ice/i],
  ["drizzle", /drizzle/i],
  ["rain", /rain|shower/i],
  ["fog", /fog|mist|haze/i],
  ["partly-cloudy", /partly/i],
  ["cloudy", /cloud|overcast/i],
  ["clear", /sunny|clear/i],
];

/** Our icon for a WeatherAPI.com condition: by code, else (unknown or missing code) by its words. */
export function weatherApiIcon(condition: { text: string; code?: number }): WeatherIcon {
  const { code, text } = condition;
  const byCode = ICON_CODES.find(([, codes]) => code !== undefined && codes.includes(code));
  if (byCode) return byCode[0];
  if (code !== undefined && code >= 1066 && code <= 1264) return "snow";
  return ICON_WORDS.find(([, words]) => words.test(text))?.[0] ?? "cloudy";
}

const withoutKey = (message: string, key: string) =>
  key
    ? message
        .replaceAll(key, "[key]")
        .replaceAll(new URLSearchParams({ key }).toString().slice(4), "[key]")
    : message;

export function weatherApiWeather(options: {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}): WeatherProvider {
  const { baseUrl, apiKey, timeoutMs = 3000 } = options;
  return {
    name: "weatherapi",
    async forecast(place: WeatherPlace): Promise<WeatherResult> {
      // Coordinates rather than the city name: many Indian town names are ambiguous worldwide.
      const params = new URLSearchParams({
        key: apiKey,
        q: `${place.latitude},${place.longitude}`,
        days: "4",
        aqi: "no",
      });
      const answer = await requestJson(`${baseUrl}?${params}`, timeoutMs);
      if ("ok" in answer) {
        // Some fetch errors quote the URL, and the URL carries the key.
        return { ...answer, message: withoutKey(answer.message, apiKey) };
      }
      const { status, body } = answer;
      const error = errorSchema.safeParse(body);
      if (status !== 200 && error.success && error.data.error.code === NO_MATCHING_LOCATION) {
        return { ok: false, kind: "not-found", message: error.data.error.message };
      }
      const parsed = forecastSchema.safeParse(body);
      if (status !== 200 || !parsed.success) {
        // A refused key or spent quota is our problem, not the visitor's: say little, quote nothing.
        const code = error.success ? ` (error ${error.data.error.code})` : "";
        return { ok: false, kind: "network", message: `WeatherAPI.com answered ${status}${code}.` };
      }
      const { location, current, forecast } = parsed.data;
      return {
        ok: true,
        report: {
          source: "weatherapi",
          location,
          current: {
            tempC: current.temp_c,
            condition: current.condition.text,
            icon: weatherApiIcon(current.condition),
            windKph: current.wind_kph,
            humidity: current.humidity,
          },
          days: forecast.forecastday.slice(0, 4).map(({ date, day }) => ({
            date,
            avgTempC: day.avgtemp_c,
            minTempC: day.mintemp_c,
            maxTempC: day.maxtemp_c,
            condition: day.condition.text,
            icon: weatherApiIcon(day.condition),
          })),
          attribution: { text: "Powered by WeatherAPI.com", url: "https://www.weatherapi.com/" },
        },
      };
    },
  };
}
