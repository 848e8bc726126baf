import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_DUFFEL_TOKEN, startFakeDuffel } from "../../../tests/fakes/duffel-flights.ts";
import { ConfigError, parseInrRates } from "../../config.ts";
import { createFlightOffersProvider, type FlightsConfig } from "./index.ts";
import { offlineFlights } from "./offline.ts";
import type { FlightQuery } from "./types.ts";

const query: FlightQuery = {
  from: "BOM",
  to: "GOI",
  departDate: "2026-12-05",
  adults: 1,
  children: 0,
  infants: 0,
  cabin: "E",
};
let fake: Awaited<ReturnType<typeof startFakeDuffel>>;
beforeAll(async () => {
  fake = await startFakeDuffel();
});
afterAll(async () => {
  await fake?.close();
});

const config = (overrides: Partial<FlightsConfig> = {}): FlightsConfig => ({
  provider: "duffel",
  duffelAccessToken: FAKE_DUFFEL_TOKEN,
  duffelUrl: fake.baseUrl,
  duffelInrRates: { GBP: 110 },
  ...overrides,
});

describe("offline provider", () => {
  it("answers at once that there are no offers, and makes none up", async () => {
    const before = fake.requests.length;
    expect(await offlineFlights.search(query)).toEqual({
      ok: false,
      kind: "offline",
      message: "No flight-offers provider is configured (FLIGHTS_PROVIDER=offline).",
    });
    expect(fake.requests.length).toBe(before);
  });
});

describe("createFlightOffersProvider", () => {
  it("uses the offline provider as is", () => {
    expect(createFlightOffersProvider(config({ provider: "offline" }))).toBe(offlineFlights);
  });

  it("uses a cached Duffel with the token and the rates", async () => {
    const flights = createFlightOffersProvider(config());
    expect(flights.name).toBe("duffel");
    const before = fake.requests.length;
    const first = await flights.search(query);
    expect(first.ok && first.offers[0]?.price.original?.currency).toBe("GBP");
    expect(await flights.search(query)).toBe(first);
    expect(fake.requests.length).toBe(before + 1);
  });

  it("refuses to start Duffel without a token, or with something else than a Duffel token", () => {
    expect(() => createFlightOffersProvider(config({ duffelAccessToken: undefined }))).toThrow(
      new ConfigError("FLIGHTS_PROVIDER=duffel needs DUFFEL_ACCESS_TOKEN to be set"),
    );
    expect(() => createFlightOffersProvider(config({ duffelAccessToken: "sk_live_123" }))).toThrow(
      /DUFFEL_ACCESS_TOKEN must start with duffel_test_ or duffel_live_/,
    );
  });
});

describe("parseInrRates", () => {
  it("reads rupees per unit of each currency", () => {
    expect(parseInrRates("USD=84.2, GBP=108.5")).toEqual({ USD: 84.2, GBP: 108.5 });
    expect(parseInrRates("")).toEqual({});
    expect(parseInrRates(" EUR = 91 ,")).toEqual({ EUR: 91 });
  });

  it("names the variable and the bad item", () => {
    for (const bad of ["usd=84", "USD:84", "USD=0", "USD=-3", "USD=abc", "DOLLAR=84"]) {
      expect(() => parseInrRates(bad)).toThrow(ConfigError);
      expect(() => parseInrRates(bad)).toThrow(`DUFFEL_INR_RATES must look like`);
    }
  });
});
