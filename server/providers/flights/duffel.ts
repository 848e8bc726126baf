import { z } from "zod";
import type { Cabin } from "../../../common/flights.ts";
import { fetchJson } from "../fetch-json.ts";
import { toFlightOffers } from "./duffel-offers.ts";
import type { FlightOffersProvider, FlightOffersResult, FlightQuery } from "./types.ts";

// Duffel's flight search: POST /air/offer_requests?return_offers=true with a bearer access token
// and the Duffel-Version header (https://duffel.com/docs/api/offer-requests/create-offer-request).
// A duffel_test_ token searches Duffel's sandbox; why Duffel: docs/decisions/0026.

export const DUFFEL_API_VERSION = "v2";

const CABIN_CLASS: Record<Cabin, string> = {
  E: "economy",
  P: "premium_economy",
  B: "business",
};
// Duffel takes a child's age rather than a type; the form asks counts, so a child (2-11 years) is
// sent as 8 and a lap infant as 1, each in the same fare band as the real age.
const CHILD_AGE = 8;
const INFANT_AGE = 1;

const responseSchema = z.object({
  data: z.object({ id: z.string(), live_mode: z.boolean(), offers: z.array(z.unknown()) }),
});
// https://duffel.com/docs/api/overview/errors: every error has a type, a title and a message.
const errorSchema = z.object({
  errors: z
    .array(
      z.object({
        type: z.string(),
        code: z.string().optional(),
        title: z.string().optional(),
        message: z.string(),
      }),
    )
    .min(1),
});

export type DuffelOptions = {
  /** https://api.duffel.com in production; a fake server in tests. */
  baseUrl: string;
  accessToken: string;
  /** Rupees per unit of each currency Duffel may price in (it prices in the account's currency). */
  inrPer?: Readonly<Record<string, number>>;
  /** The whole request; Duffel is told to give airlines 2 s less (`supplier_timeout`). */
  timeoutMs?: number;
  /** The cheapest this many offers are kept. */
  maxOffers?: number;
};

function requestBody(q: FlightQuery) {
  return {
    data: {
      slices: [{ origin: q.from, destination: q.to, departure_date: q.departDate }],
      passengers: [
        ...Array.from({ length: q.adults }, () => ({ type: "adult" })),
        ...Array.from({ length: q.children }, () => ({ age: CHILD_AGE })),
        ...Array.from({ length: q.infants }, () => ({ age: INFANT_AGE })),
      ],
      cabin_class: CABIN_CLASS[q.cabin],
      max_connections: 1,
    },
  };
}

export function duffelFlights(options: DuffelOptions): FlightOffersProvider {
  const { baseUrl, accessToken, inrPer = {}, timeoutMs = 10_000, maxOffers = 50 } = options;
  const supplierTimeout = Math.max(2000, timeoutMs - 2000);
  const url = new URL("/air/offer_requests", baseUrl);
  url.search = new URLSearchParams({
    return_offers: "true",
    supplier_timeout: String(supplierTimeout),
  }).toString();

  async function post(
    q: FlightQuery,
  ): Promise<{ status: number; body: unknown } | FlightOffersResult> {
    const answer = await fetchJson(url, {
      timeoutMs,
      service: "Duffel",
      init: {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Duffel-Version": DUFFEL_API_VERSION,
          Authorization: `Bearer ${accessToken}`,
        },
        body: JSON.stringify(requestBody(q)),
      },
    });
    return "failure" in answer ? { ok: false, kind: "network", message: answer.failure } : answer;
  }

  return {
    name: "duffel",
    async search(q) {
      const answer = await post(q);
      if ("ok" in answer) return answer;
      const { status, body } = answer;
      const error = errorSchema.safeParse(body);
      if (status >= 400 || error.success) {
        // Duffel's messages never quote the token; ours say little more than the status.
        const first = error.success ? error.data.errors[0] : undefined;
        const detail = first
          ? `: ${first.type}${first.code ? `/${first.code}` : ""}, ${first.message}`
          : "";
        const message = `Duffel answered ${status}${detail}`;
        if (status === 401 || status === 403) return { ok: false, kind: "refused", message };
        if (status === 400 || status === 422) return { ok: false, kind: "bad-request", message };
        return { ok: false, kind: "network", message };
      }
      const parsed = responseSchema.safeParse(body);
      if (!parsed.success) {
        return {
          ok: false,
          kind: "network",
          message: `Duffel answered ${status} with an unexpected body.`,
        };
      }
      const { offers, unconvertible } = toFlightOffers(parsed.data.data.offers, inrPer);
      if (offers.length === 0 && unconvertible.length > 0) {
        const message = `Duffel priced the offers in ${unconvertible.join(", ")}, and DUFFEL_INR_RATES has no rate for it.`;
        return { ok: false, kind: "refused", message };
      }
      return {
        ok: true,
        offers: offers.slice(0, maxOffers),
        source: "duffel",
        live: parsed.data.data.live_mode,
      };
    },
  };
}
