import { type Config, ConfigError } from "../../config.ts";
import { cachedWeather } from "./cached.ts";
import { offlineWeather } from "./offline.ts";
import { openMeteoWeather } from "./open-meteo.ts";
import type { WeatherProvider } from "./types.ts";
import { weatherApiWeather } from "./weatherapi.ts";

/** The forecast source chosen by configuration; every network source is cached. */
export function createWeatherProvider(config: Config["weather"]): WeatherProvider {
  switch (config.provider) {
    case "offline":
      return offlineWeather;
    case "open-meteo":
      return cachedWeather(openMeteoWeather({ baseUrl: config.openMeteoUrl }));
    case "weatherapi":
      if (!config.weatherApiKey) {
        // Only an explicit WEATHER_PROVIDER=weatherapi gets here ("auto" checks for the key).
        throw new ConfigError("WEATHER_PROVIDER=weatherapi needs WEATHERAPI_KEY to be set");
      }
      return cachedWeather(
        weatherApiWeather({ baseUrl: config.weatherApiUrl, apiKey: config.weatherApiKey }),
      );
  }
}
