import type { WeatherProvider } from "./types.ts";

/** The default on a machine without internet: answers at once, never touches the network. */
export const offlineWeather: WeatherProvider = {
  name: "offline",
  forecast: async () => ({
    ok: false,
    kind: "offline",
    message: "The forecast needs a connection to the weather service.",
  }),
};
