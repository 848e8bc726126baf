import { createServer, type Server } from "node:http";

// A local stand-in for Open-Meteo (/v1/forecast) and WeatherAPI.com (/v1/forecast.json),
// answering in their documented formats. Tests change `state` to shape the next answers.

export const FAKE_WEATHERAPI_KEY = "fake-weatherapi-key-123";

/** Places WeatherAPI.com can match; any other coordinates get its "No matching location". */
const KNOWN = [{ name: "Jaipur", region: "Rajasthan", lat: 26.92, lon: 75.82 }];

export async function startFakeWeather() {
  const state = {
    /** Accept requests and never answer them. */
    hang: false,
    currentCode: 2,
    dailyCodes: [0, 3, 63, 95],
    dates: ["2025-05-01", "2025-05-02", "2025-05-03", "2025-05-04"],
  };
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    requests.push(url.pathname + url.search);
    if (state.hang) return;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const q = url.searchParams;
    if (url.pathname === "/v1/forecast") {
      const latitude = Number(q.get("latitude"));
      const longitude = Number(q.get("longitude"));
      if (!(Math.abs(latitude) <= 90)) {
        return send(400, {
          error: true,
          reason: `Latitude must be in range of -90 to 90°. Given: ${latitude.toFixed(1)}.`,
        });
      }
      const days = Number(q.get("forecast_days") ?? 7);
      return send(200, {
        latitude,
        longitude,
        generationtime_ms: 0.07,
        utc_offset_seconds: 19800,
        timezone: q.get("timezone"),
        timezone_abbreviation: "GMT+5:30",
        elevation: 431,
        current_units: {
          time: "iso8601",
          interval: "seconds",
          temperature_2m: "°C",
          relative_humidity_2m: "%",
          weather_code: "wmo code",
          wind_speed_10m: "km/h",
        },
        current: {
          time: `${state.dates[0]}T12:15`,
          interval: 900,
          temperature_2m: 34.6,
          relative_humidity_2m: 28,
          weather_code: state.currentCode,
          wind_speed_10m: 11.2,
        },
        daily_units: { time: "iso8601", weather_code: "wmo code", temperature_2m_max: "°C" },
        daily: {
          time: state.dates.slice(0, days),
          weather_code: state.dailyCodes.slice(0, days),
          temperature_2m_max: [38.1, 37.4, 33, 30.2].slice(0, days),
          temperature_2m_min: [25.3, 24.8, 23.9, 22].slice(0, days),
          precipitation_probability_max: [0, 5, 70, 85].slice(0, days),
        },
      });
    }
    if (url.pathname === "/v1/forecast.json") {
      const key = q.get("key");
      if (!key)
        return send(401, { error: { code: 1002, message: "API key is invalid or not provided." } });
      if (key !== FAKE_WEATHERAPI_KEY) {
        return send(401, { error: { code: 2006, message: "API key is invalid." } });
      }
      const [lat, lon] = (q.get("q") ?? "").split(",").map(Number);
      const place = KNOWN.find(
        (p) =>
          Math.abs(p.lat - (lat ?? Number.NaN)) < 0.2 &&
          Math.abs(p.lon - (lon ?? Number.NaN)) < 0.2,
      );
      if (!place)
        return send(400, { error: { code: 1006, message: "No matching location found." } });
      // WeatherAPI.com icon files are numbered 113 upwards, 887 below the condition codes.
      const condition = (text: string, code: number) => ({
        text,
        icon: `//cdn.weatherapi.com/weather/64x64/day/${code - 887}.png`,
        code,
      });
      const days = [
        ["Sunny", 1000],
        ["Partly Cloudy ", 1003],
        ["Patchy rain nearby", 1063],
        ["Moderate or heavy rain with thunder", 1276],
      ] as const;
      return send(200, {
        location: {
          ...place,
          country: "India",
          tz_id: "Asia/Kolkata",
          localtime: "2025-05-01 12:15",
        },
        current: {
          last_updated: "2025-05-01 12:15",
          temp_c: 35.2,
          temp_f: 95.4,
          is_day: 1,
          condition: condition("Mist", 1030),
          wind_mph: 8.1,
          wind_kph: 13,
          humidity: 31,
          cloud: 0,
          feelslike_c: 36.1,
        },
        forecast: {
          forecastday: days.slice(0, Number(q.get("days") ?? 1)).map(([text, code], i) => ({
            date: state.dates[i],
            date_epoch: Date.parse(`${state.dates[i]}T00:00Z`) / 1000,
            day: {
              maxtemp_c: 38 - i,
              mintemp_c: 25 - i,
              avgtemp_c: 31.4 - i,
              maxwind_kph: 15.5,
              daily_chance_of_rain: i * 20,
              condition: condition(text, code),
            },
            astro: { sunrise: "05:41 AM", sunset: "07:02 PM" },
            hour: [],
          })),
        },
      });
    }
    send(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    openMeteoUrl: `${base}/v1/forecast`,
    weatherApiUrl: `${base}/v1/forecast.json`,
    state,
    requests,
    close: () => {
      // Hanging requests would otherwise keep the server open forever.
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
