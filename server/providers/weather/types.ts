import { fetchJson } from "../fetch-json.ts";

// Our own terms for a forecast: pages and routes never see a vendor's shape (STYLE practice 6).

export type WeatherPlace = { name: string; region: string; latitude: number; longitude: number };

export type WeatherIcon =
  | "clear"
  | "partly-cloudy"
  | "cloudy"
  | "fog"
  | "drizzle"
  | "rain"
  | "thunderstorm"
  | "snow";

export type WeatherDay = {
  /** YYYY-MM-DD, in India's time zone. */
  date: string;
  avgTempC: number;
  minTempC: number;
  maxTempC: number;
  condition: string;
  icon: WeatherIcon;
};

export type WeatherReport = {
  source: "open-meteo" | "weatherapi";
  location: { name: string; region: string; country: string };
  current: {
    tempC: number;
    condition: string;
    icon: WeatherIcon;
    windKph: number;
    humidity: number;
  };
  /** Today and the next 3 (the spec asks for 4 days, shown as "Next 3 Days Forecast"). */
  days: WeatherDay[];
  /** Both vendors require a visible credit. */
  attribution: { text: string; url: string };
};

export type WeatherFailure = {
  ok: false;
  kind: "not-found" | "network" | "offline";
  message: string;
};

export type WeatherResult = { ok: true; report: WeatherReport } | WeatherFailure;

export type WeatherProvider = {
  readonly name: string;
  forecast(place: WeatherPlace): Promise<WeatherResult>;
};

/** The words the spec (section 8) shows for each kind of failure. */
export function weatherErrorMessage(result: WeatherFailure): string {
  switch (result.kind) {
    case "not-found":
      return `City not found: ${result.message}`;
    case "network":
      return "Error fetching weather data";
    case "offline":
      return "Forecast unavailable offline";
  }
}

/**
 * GETs a vendor URL with a timeout covering the whole body. Resolves to the status and the parsed
 * body (undefined when not JSON), or to a network failure; it never rejects.
 */
export async function requestJson(
  url: string,
  timeoutMs: number,
): Promise<{ status: number; body: unknown } | WeatherFailure> {
  const answer = await fetchJson(url, { timeoutMs, service: "The weather service" });
  return "failure" in answer ? { ok: false, kind: "network", message: answer.failure } : answer;
}
