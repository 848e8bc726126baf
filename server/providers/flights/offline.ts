import type { FlightOffersProvider } from "./types.ts";

/**
 * The default: answers at once, never touches the network, and never makes a flight up. Pages
 * then show the typical flying time and the booking links (server/flights/), and the legacy
 * GET /api/flights answers an empty list.
 */
export const offlineFlights: FlightOffersProvider = {
  name: "offline",
  search: async () => ({
    ok: false,
    kind: "offline",
    message: "No flight-offers provider is configured (FLIGHTS_PROVIDER=offline).",
  }),
};
