import { type Config, ConfigError } from "../../config.ts";
import { cachedFlights } from "./cached.ts";
import { duffelFlights } from "./duffel.ts";
import { offlineFlights } from "./offline.ts";
import type { FlightOffersProvider } from "./types.ts";

// Which flight-offers source serves the search page and GET /api/flights
// (docs/decisions/0026-flight-offers-provider.md). Offline, the default, makes no call at all.

/** FLIGHTS_PROVIDER and Duffel's settings, as server/config.ts reads them. */
export type FlightsConfig = Config["flights"];

/** The flight-offers source chosen by configuration; a network source is cached 10 minutes. */
export function createFlightOffersProvider(config: FlightsConfig): FlightOffersProvider {
  switch (config.provider) {
    case "offline":
      return offlineFlights;
    case "duffel": {
      const token = config.duffelAccessToken;
      if (!token) {
        // Only an explicit FLIGHTS_PROVIDER=duffel gets here ("auto" checks for the token).
        throw new ConfigError("FLIGHTS_PROVIDER=duffel needs DUFFEL_ACCESS_TOKEN to be set");
      }
      // Duffel's tokens carry their mode in a prefix (https://duffel.com/docs/api/overview/test-mode).
      if (!/^duffel_(test|live)_\S+$/.test(token)) {
        throw new ConfigError("DUFFEL_ACCESS_TOKEN must start with duffel_test_ or duffel_live_");
      }
      return cachedFlights(
        duffelFlights({
          baseUrl: config.duffelUrl,
          accessToken: token,
          inrPer: config.duffelInrRates,
        }),
      );
    }
  }
}
