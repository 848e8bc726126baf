import { once } from "node:events";
import { createServer } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  DEFAULT_TEMPLATES,
  FAKE_DUFFEL_TOKEN,
  startFakeDuffel,
} from "../../../tests/fakes/duffel-flights.ts";
import { duffelFlights } from "./duffel.ts";
import { isoDurationMinutes } from "./duffel-offers.ts";
import type { FlightOffersResult, FlightQuery } from "./types.ts";

const query: FlightQuery = {
  from: "DEL",
  to: "GOI",
  departDate: "2026-12-05",
  adults: 2,
  children: 1,
  infants: 1,
  cabin: "E",
};
let fake: Awaited<ReturnType<typeof startFakeDuffel>>;
let closedPort: string;

beforeAll(async () => {
  fake = await startFakeDuffel();
  // A port that was free a moment ago: connections to it are refused.
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  closedPort = `http://127.0.0.1:${typeof address === "object" && address?.port}`;
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  Object.assign(fake.state, {
    hang: false,
    delayMs: 0,
    failure: null,
    body: undefined,
    currency: "GBP",
    templates: DEFAULT_TEMPLATES,
  });
});
afterAll(async () => {
  await fake?.close();
});

const duffel = (options: { accessToken?: string; timeoutMs?: number; maxOffers?: number } = {}) =>
  duffelFlights({
    baseUrl: fake.baseUrl,
    accessToken: FAKE_DUFFEL_TOKEN,
    inrPer: { GBP: 110 },
    timeoutMs: 500,
    ...options,
  });
function failure(result: FlightOffersResult) {
  if (result.ok) throw new Error("expected a failure");
  return result;
}
function offers(result: FlightOffersResult) {
  if (!result.ok) throw new Error(`expected offers: ${result.message}`);
  return result;
}

describe("Duffel adapter", () => {
  it("creates an offer request in Duffel's documented form", async () => {
    await duffelFlights({ baseUrl: fake.baseUrl, accessToken: FAKE_DUFFEL_TOKEN }).search({
      ...query,
      cabin: "P",
    });
    const request = fake.requests.at(-1);
    const url = new URL(request?.url ?? "", "http://x");
    expect(url.pathname).toBe("/air/offer_requests");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      return_offers: "true",
      supplier_timeout: "8000",
    });
    expect(request?.headers).toMatchObject({
      authorization: `Bearer ${FAKE_DUFFEL_TOKEN}`,
      "duffel-version": "v2",
      "content-type": "application/json",
      accept: "application/json",
    });
    expect(request?.body).toEqual({
      data: {
        slices: [{ origin: "DEL", destination: "GOI", departure_date: "2026-12-05" }],
        passengers: [{ type: "adult" }, { type: "adult" }, { age: 8 }, { age: 1 }],
        cabin_class: "premium_economy",
        max_connections: 1,
      },
    });
  });

  it("maps Duffel's offers into ours, cheapest first, converted to rupees", async () => {
    const result = offers(await duffel().search(query));
    expect(result.source).toBe("duffel");
    // Test mode: Duffel Airways' offers are samples, and the page must say so.
    expect(result.live).toBe(false);
    expect(result.offers).toEqual([
      {
        airline: "Duffel Airways",
        airlineCode: "ZZ",
        flightNumber: "ZZ 731 + ZZ 732",
        departure: { iata: "DEL", time: "09:00", date: "2026-12-05" },
        arrival: { iata: "GOI", time: "14:20", date: "2026-12-05" },
        durationMinutes: 320,
        stops: 1,
        price: { amount: 5363, currency: "INR", original: { amount: 48.75, currency: "GBP" } },
        bookingUrl: null,
      },
      {
        airline: "Duffel Airways",
        airlineCode: "ZZ",
        flightNumber: "ZZ 512",
        departure: { iata: "DEL", time: "21:40", date: "2026-12-05" },
        arrival: { iata: "GOI", time: "23:55", date: "2026-12-05" },
        // Duffel left the duration out: taken from the local times.
        durationMinutes: 135,
        stops: 0,
        price: { amount: 5363, currency: "INR", original: { amount: 48.75, currency: "GBP" } },
        bookingUrl: null,
      },
      {
        airline: "Duffel Airways",
        airlineCode: "ZZ",
        flightNumber: "ZZ 2175",
        departure: { iata: "DEL", time: "06:05", date: "2026-12-05" },
        arrival: { iata: "GOI", time: "08:15", date: "2026-12-05" },
        durationMinutes: 130,
        stops: 0,
        price: { amount: 6732, currency: "INR", original: { amount: 61.2, currency: "GBP" } },
        bookingUrl: null,
      },
    ]);
  });

  it("keeps a rupee price exact, and an arrival on the next day", async () => {
    fake.state.currency = "INR";
    fake.state.templates = [
      {
        number: "6",
        departs: "22:30",
        arrives: "01:05",
        duration: "PT2H35M",
        amount: "5432.50",
        arrivesNextDay: true,
      },
    ];
    const [offer] = offers(await duffel().search(query)).offers;
    expect(offer?.price).toEqual({ amount: 5432.5, currency: "INR", original: null });
    expect(offer?.arrival).toEqual({ iata: "GOI", time: "01:05", date: "2026-12-06" });
    expect(offer?.durationMinutes).toBe(155);
  });

  it("keeps only the cheapest offers asked for", async () => {
    expect(
      offers(await duffel({ maxOffers: 2 }).search(query)).offers.map((o) => o.flightNumber),
    ).toEqual(["ZZ 731 + ZZ 732", "ZZ 512"]);
  });

  it("answers an empty list when the airlines have no flights", async () => {
    fake.state.templates = [];
    expect(offers(await duffel().search(query)).offers).toEqual([]);
  });

  it("skips an offer it cannot read and keeps the rest", async () => {
    fake.state.body = {
      data: {
        id: "orq_1",
        live_mode: true,
        offers: [
          {
            id: "off_bad",
            total_amount: "12.00",
            total_currency: "INR",
            owner: { name: "X", iata_code: null },
            slices: [],
          },
          {
            id: "off_good",
            total_amount: "4999.00",
            total_currency: "INR",
            owner: { name: "IndiGo", iata_code: "6E" },
            slices: [
              {
                duration: "PT1H10M",
                segments: [
                  {
                    origin: { iata_code: "BOM" },
                    destination: { iata_code: "GOI" },
                    departing_at: "2026-12-05T07:00:00",
                    arriving_at: "2026-12-05T08:10:00",
                    marketing_carrier: { name: "IndiGo", iata_code: "6E" },
                    marketing_carrier_flight_number: "5331",
                  },
                ],
              },
            ],
          },
        ],
      },
    };
    const result = offers(await duffel().search(query));
    expect(result.live).toBe(true);
    expect(result.offers.map((o) => `${o.airline} ${o.flightNumber} ${o.price.amount}`)).toEqual([
      "IndiGo 6E 5331 4999",
    ]);
  });

  it("refuses offers in a currency it has no rate for, naming the currency", async () => {
    fake.state.currency = "USD";
    const result = failure(await duffel().search(query));
    expect(result).toMatchObject({ kind: "refused", message: expect.stringContaining("USD") });
  });

  it("reports a refused token without quoting it", async () => {
    const secret = "duffel_test_my-real-secret-987";
    const result = failure(await duffel({ accessToken: secret }).search(query));
    expect(result.kind).toBe("refused");
    expect(result.message).toBe(
      "Duffel answered 401: authentication_error/access_token_not_found, The access token used is not recognised by our system",
    );
    expect(result.message).not.toContain(secret);
  });

  it("reports a rejected search as a bad request", async () => {
    const result = failure(await duffel().search({ ...query, to: "DEL" }));
    expect(result).toMatchObject({
      kind: "bad-request",
      message: expect.stringContaining("validation_error"),
    });
  });

  it("reports Duffel's own errors and rate limits as network failures", async () => {
    for (const [status, type] of [
      [500, "api_error"],
      [429, "rate_limit_error"],
      [503, "api_error"],
    ] as const) {
      fake.state.failure = {
        status,
        type,
        code: "x",
        title: "Failed",
        message: "Something went wrong",
      };
      expect(failure(await duffel().search(query))).toMatchObject({
        kind: "network",
        message: expect.stringContaining(`Duffel answered ${status}: ${type}`),
      });
    }
  });

  it("reports a body it cannot read as a network failure", async () => {
    fake.state.body = { data: { offers: "none" } };
    expect(failure(await duffel().search(query))).toEqual({
      ok: false,
      kind: "network",
      message: "Duffel answered 201 with an unexpected body.",
    });
  });

  it("waits for a slow answer within its timeout", async () => {
    fake.state.delayMs = 150;
    expect(offers(await duffel({ timeoutMs: 2000 }).search(query)).offers).toHaveLength(3);
  });

  it("gives up on a silent service after its timeout", async () => {
    fake.state.hang = true;
    const started = Date.now();
    const result = failure(await duffel({ timeoutMs: 200 }).search(query));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result).toEqual({
      ok: false,
      kind: "network",
      message: "Duffel did not answer in time.",
    });
  });

  it("reports a refused connection as a network failure", async () => {
    const unreachable = duffelFlights({ baseUrl: closedPort, accessToken: FAKE_DUFFEL_TOKEN });
    expect(failure(await unreachable.search(query))).toEqual({
      ok: false,
      kind: "network",
      message: "fetch failed (ECONNREFUSED)",
    });
  });
});

describe("isoDurationMinutes", () => {
  it("reads Duffel's ISO 8601 durations", () => {
    expect(isoDurationMinutes("PT2H10M")).toBe(130);
    expect(isoDurationMinutes("PT45M")).toBe(45);
    expect(isoDurationMinutes("PT3H")).toBe(180);
    expect(isoDurationMinutes("P1DT2H5M")).toBe(1565);
    expect(isoDurationMinutes("PT1H59M30S")).toBe(120);
  });

  it("refuses anything else", () => {
    for (const text of ["", "P", "PT", "2h10m", "PT2H10", "T2H"])
      expect(isoDurationMinutes(text)).toBeNull();
  });
});
