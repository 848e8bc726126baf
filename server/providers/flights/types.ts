import type { FlightOffer, FlightQuery } from "../../../common/flights.ts";

// Our own terms for flight offers: pages and routes never see a vendor's shape (STYLE practice 6,
// docs/decisions/0026-flight-offers-provider.md).

export type { FlightOffer, FlightQuery } from "../../../common/flights.ts";

export type FlightOffersFailure = {
  ok: false;
  /**
   * offline: no provider is configured (the default), so there are no offers to show;
   * network: the vendor could not be reached, timed out, was busy or answered something unusable;
   * refused: the vendor refused our credentials, or priced in a currency we cannot convert;
   * bad-request: the vendor rejected the search itself (e.g. an airport it does not know).
   */
  kind: "offline" | "network" | "refused" | "bad-request";
  /** For the log; never contains a credential. Pages show FLIGHT_FETCH_FAILED instead. */
  message: string;
};

export type FlightOffersResult =
  | {
      ok: true;
      /** Cheapest first. */
      offers: FlightOffer[];
      /** The vendor's name, e.g. "duffel". */
      source: string;
      /**
       * False for a vendor's test mode (Duffel's sandbox airline "Duffel Airways"): such offers
       * are samples, not flights anyone can board, and pages must say so.
       */
      live: boolean;
    }
  | FlightOffersFailure;

export type FlightOffersProvider = {
  readonly name: string;
  /** Never rejects: every failure is a result. */
  search(query: FlightQuery): Promise<FlightOffersResult>;
};
