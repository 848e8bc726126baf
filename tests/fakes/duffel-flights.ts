import { createServer, type IncomingMessage, type Server } from "node:http";

// A local stand-in for Duffel's POST /air/offer_requests, answering in its documented format
// (https://duffel.com/docs/api/offer-requests/create-offer-request, .../offers/schema and
// .../overview/errors). Like Duffel's test mode, every offer comes from the sandbox airline
// "Duffel Airways" (ZZ) and is priced in the account's currency. Tests change `state`.

export const FAKE_DUFFEL_TOKEN = "duffel_test_fake-token-123";

/** One offer to make up for the requested route and date; `via` makes it a connection. */
export type FakeOfferTemplate = {
  number: string;
  departs: string;
  arrives: string;
  /** Slice duration; null as Duffel sometimes gives. */
  duration: string | null;
  amount: string;
  via?: { iata: string; arrives: string; departs: string; number: string };
  /** A next-day arrival ("+1"). */
  arrivesNextDay?: boolean;
};

export const DEFAULT_TEMPLATES: FakeOfferTemplate[] = [
  { number: "2175", departs: "06:05", arrives: "08:15", duration: "PT2H10M", amount: "61.20" },
  { number: "512", departs: "21:40", arrives: "23:55", duration: null, amount: "48.75" },
  {
    number: "731",
    departs: "09:00",
    arrives: "14:20",
    duration: "PT5H20M",
    amount: "48.75",
    via: { iata: "BHO", arrives: "10:35", departs: "12:50", number: "732" },
  },
];

type Failure = { status: number; type: string; code: string; title: string; message: string };
const error = (failure: Failure) => ({
  meta: { status: failure.status, request_id: "FZW0H3HdJwKk5HMAAKxB" },
  errors: [
    {
      type: failure.type,
      code: failure.code,
      title: failure.title,
      message: failure.message,
      documentation_url: `https://duffel.com/docs/api/overview/errors#${failure.code}`,
    },
  ],
});

const airport = (iata: string) => ({
  type: "airport",
  iata_code: iata,
  iata_country_code: "IN",
  id: `arp_${iata.toLowerCase()}_in`,
  name: `${iata} Airport`,
  time_zone: "Asia/Kolkata",
});
const duffelAirways = {
  id: "arl_00009VME7DAGiJjwomhv32",
  name: "Duffel Airways",
  iata_code: "ZZ",
  logo_symbol_url:
    "https://assets.duffel.com/img/airlines/for-light-background/full-color-logo/ZZ.svg",
};
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function segment(
  from: string,
  to: string,
  date: string,
  departs: string,
  arrives: string,
  number: string,
  arrivalDate = date,
) {
  return {
    id: `seg_${from}${to}${number}`,
    origin: airport(from),
    destination: airport(to),
    departing_at: `${date}T${departs}:00`,
    arriving_at: `${arrivalDate}T${arrives}:00`,
    origin_terminal: "1",
    destination_terminal: "2",
    duration: null,
    distance: null,
    aircraft: { iata_code: "320", name: "Airbus A320", id: "arc_00009UhD4ongolulWd91Ky" },
    marketing_carrier: duffelAirways,
    marketing_carrier_flight_number: number,
    operating_carrier: duffelAirways,
    operating_carrier_flight_number: number,
    passengers: [
      {
        passenger_id: "pas_0001",
        cabin_class: "economy",
        cabin_class_marketing_name: "Economy",
        baggages: [],
      },
    ],
  };
}

export async function startFakeDuffel() {
  const state = {
    /** Accept requests and never answer them. */
    hang: false,
    /** Wait this long before answering. */
    delayMs: 0,
    /** Answer every request with this Duffel error instead of offers. */
    failure: null as Failure | null,
    /** Answer 201 with this body instead of the offers made from `templates`. */
    body: undefined as unknown,
    currency: "GBP",
    templates: DEFAULT_TEMPLATES,
  };
  const requests: { url: string; headers: IncomingMessage["headers"]; body: unknown }[] = [];

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      body = undefined;
    }
    requests.push({ url: req.url ?? "/", headers: req.headers, body });
    if (state.hang) return;
    if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(payload));
    };
    const url = new URL(req.url ?? "/", "http://fake");
    if (req.method !== "POST" || url.pathname !== "/air/offer_requests") {
      return send(
        404,
        error({
          status: 404,
          type: "invalid_request_error",
          code: "not_found",
          title: "Not found",
          message: "The resource you are trying to access does not exist.",
        }),
      );
    }
    if (req.headers.authorization !== `Bearer ${FAKE_DUFFEL_TOKEN}`) {
      return send(
        401,
        error({
          status: 401,
          type: "authentication_error",
          code: "access_token_not_found",
          title: "Access token not found",
          message: "The access token used is not recognised by our system",
        }),
      );
    }
    if (req.headers["duffel-version"] !== "v2") {
      return send(
        400,
        error({
          status: 400,
          type: "invalid_request_error",
          code: "unsupported_version",
          title: "Unsupported version",
          message: "The Duffel-Version header is missing or names a version that is not supported",
        }),
      );
    }
    if (state.failure) return send(state.failure.status, error(state.failure));
    if (state.body !== undefined) return send(201, state.body);
    const data = (body as { data?: Record<string, unknown> } | undefined)?.data;
    const [slice] = (data?.slices ?? []) as {
      origin: string;
      destination: string;
      departure_date: string;
    }[];
    if (!slice || slice.origin === slice.destination) {
      return send(
        422,
        error({
          status: 422,
          type: "validation_error",
          code: "invalid_slices",
          title: "Invalid slices",
          message: "The origin and destination of a slice must be different",
        }),
      );
    }
    const date = slice.departure_date;
    const offers = state.templates.map((t, i) => {
      const arrivalDate = t.arrivesNextDay ? nextDay(date) : date;
      const segments = t.via
        ? [
            segment(slice.origin, t.via.iata, date, t.departs, t.via.arrives, t.number),
            segment(
              t.via.iata,
              slice.destination,
              date,
              t.via.departs,
              t.arrives,
              t.via.number,
              arrivalDate,
            ),
          ]
        : [
            segment(
              slice.origin,
              slice.destination,
              date,
              t.departs,
              t.arrives,
              t.number,
              arrivalDate,
            ),
          ];
      return {
        id: `off_000${i}`,
        live_mode: false,
        created_at: "2026-11-20T10:00:00.000Z",
        expires_at: "2026-11-20T10:30:00.000Z",
        total_amount: t.amount,
        total_currency: state.currency,
        base_amount: t.amount,
        base_currency: state.currency,
        tax_amount: "0.00",
        tax_currency: state.currency,
        total_emissions_kg: "120",
        owner: duffelAirways,
        passengers: data?.passengers,
        payment_requirements: {
          requires_instant_payment: true,
          price_guarantee_expires_at: null,
          payment_required_by: null,
        },
        conditions: { refund_before_departure: null, change_before_departure: null },
        slices: [
          {
            id: `sli_000${i}`,
            origin_type: "airport",
            destination_type: "airport",
            origin: airport(slice.origin),
            destination: airport(slice.destination),
            duration: t.duration,
            fare_brand_name: "Basic",
            segments,
            conditions: { change_before_departure: null },
          },
        ],
      };
    });
    send(201, {
      data: {
        id: "orq_0000AhTGfwVFAdFhfbNvJp",
        live_mode: false,
        created_at: "2026-11-20T10:00:00.000Z",
        cabin_class: data?.cabin_class ?? null,
        slices: data?.slices,
        passengers: data?.passengers,
        offers,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    baseUrl,
    state,
    requests,
    close: () => {
      // Hanging requests would otherwise keep the server open forever.
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
