import type { Airport, FlightOffer, FlightQuery } from "../../common/flights.ts";
import type { AppServices } from "../services.ts";
import { type BookingLink, bookingLinks } from "./booking-links.ts";
import { type TypicalFlight, typicalFlight } from "./typical.ts";

// One flight search for every caller (issue 11): the search page, GET /api/flights and
// /api/v1/flights. Offers come only from a live provider; without one, what we know of the route
// and links that open the same search on booking sites (docs/decisions/0026).

export type FlightServices = AppServices["flights"];

export type FlightSearch = {
  from: Airport;
  to: Airport;
  /** null: no provider is configured, so there are no offers, not an empty day. */
  offers: FlightOffer[] | null;
  /** Why the provider failed, for the log; the page shows the spec's 'Failed to fetch flight data. Try again later.' */
  failed: string | null;
  source: string | null;
  /** False for a provider's test mode: the offers are samples, not flights to board. */
  live: boolean;
  typical: TypicalFlight | null;
  links: BookingLink[];
};

/** An airport from what a box sent: 'Delhi | DEL', a code, or a city or airport name. */
export function resolveAirport(flights: FlightServices, text: string): Airport | undefined {
  const typed = text.trim().slice(0, 100);
  if (!typed) return undefined;
  const code = /\|\s*([A-Za-z]{3})\s*$/.exec(typed)?.[1] ?? typed;
  return (
    flights.airports.get(code) ??
    (typed.length >= 3 ? flights.airports.search(typed, 1)[0] : undefined)
  );
}

export async function searchFlights(
  flights: FlightServices,
  query: FlightQuery & { from: string; to: string },
  airports: { from: Airport; to: Airport },
): Promise<FlightSearch> {
  const known = {
    ...airports,
    typical: typicalFlight(airports.from, airports.to),
    links: bookingLinks(query),
  };
  const result = await flights.offers.search(query);
  if (result.ok) {
    return {
      ...known,
      offers: result.offers,
      failed: null,
      source: result.source,
      live: result.live,
    };
  }
  return {
    ...known,
    offers: null,
    failed: result.kind === "offline" ? null : `${result.kind}: ${result.message}`,
    source: null,
    live: false,
  };
}
