import { describe, expect, it } from "vitest";
import { cachedFlights, flightQueryKey } from "./cached.ts";
import type { FlightOffersProvider, FlightOffersResult, FlightQuery } from "./types.ts";

const query: FlightQuery = {
  from: "DEL",
  to: "BOM",
  departDate: "2026-12-05",
  adults: 1,
  children: 0,
  infants: 0,
  cabin: "E",
};
const found: FlightOffersResult = { ok: true, offers: [], source: "scripted", live: true };
const down: FlightOffersResult = { ok: false, kind: "network", message: "down" };

/** A provider answering from a list, counting calls; each answer resolves a little later. */
function scripted(...answers: FlightOffersResult[]) {
  const calls: FlightQuery[] = [];
  const provider: FlightOffersProvider = {
    name: "scripted",
    search: async (q) => {
      calls.push(q);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const answer = answers[Math.min(calls.length, answers.length) - 1];
      if (!answer) throw new Error("no answer scripted");
      return answer;
    },
  };
  return { provider, calls };
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("flight offers cache", () => {
  it("serves the same search again without asking, under the provider's name", async () => {
    const { provider, calls } = scripted(found);
    const flights = cachedFlights(provider);
    expect(await flights.search(query)).toBe(found);
    expect(await flights.search({ ...query })).toBe(found);
    expect(calls).toHaveLength(1);
    expect(flights.name).toBe("scripted");
  });

  it("asks again when any part of the search differs", async () => {
    const { provider, calls } = scripted(found);
    const flights = cachedFlights(provider);
    const variants: Partial<FlightQuery>[] = [
      {},
      { from: "BLR" },
      { to: "MAA" },
      { departDate: "2026-12-06" },
      { adults: 2 },
      { children: 1 },
      { infants: 1 },
      { cabin: "B" },
    ];
    for (const variant of variants) await flights.search({ ...query, ...variant });
    expect(calls).toHaveLength(variants.length);
    expect(new Set(variants.map((v) => flightQueryKey({ ...query, ...v }))).size).toBe(
      variants.length,
    );
  });

  it("shares one request between concurrent searches", async () => {
    const { provider, calls } = scripted(found);
    const flights = cachedFlights(provider);
    await Promise.all([1, 2, 3].map(() => flights.search(query)));
    expect(calls).toHaveLength(1);
  });

  it("keeps offers until their expiry", async () => {
    const { provider, calls } = scripted(found, found);
    const flights = cachedFlights(provider, { ttlMs: 40 });
    await flights.search(query);
    await flights.search(query);
    expect(calls).toHaveLength(1);
    await sleep(60);
    await flights.search(query);
    expect(calls).toHaveLength(2);
  });

  it("keeps a failure only briefly", async () => {
    const { provider, calls } = scripted(down, found);
    const flights = cachedFlights(provider, { failureTtlMs: 50 });
    await flights.search(query);
    expect(await flights.search(query)).toEqual(down);
    expect(calls).toHaveLength(1);
    await sleep(80);
    expect(await flights.search(query)).toEqual(found);
    expect(calls).toHaveLength(2);
  });

  it("is ten minutes by default", async () => {
    const { provider, calls } = scripted(found);
    const flights = cachedFlights(provider);
    const realNow = Date.now;
    try {
      await flights.search(query);
      Date.now = () => realNow() + 9 * 60_000;
      await flights.search(query);
      expect(calls).toHaveLength(1);
      Date.now = () => realNow() + 11 * 60_000;
      await flights.search(query);
      expect(calls).toHaveLength(2);
    } finally {
      Date.now = realNow;
    }
  });

  it("forgets the oldest search when full", async () => {
    const { provider, calls } = scripted(found);
    const flights = cachedFlights(provider, { maxEntries: 2 });
    await flights.search(query);
    await flights.search({ ...query, to: "BLR" });
    await flights.search({ ...query, to: "MAA" });
    await flights.search({ ...query, to: "MAA" });
    expect(calls).toHaveLength(3);
    await flights.search(query);
    expect(calls).toHaveLength(4);
  });

  it("does not keep a provider's exception", async () => {
    const { provider, calls } = scripted();
    const flights = cachedFlights(provider);
    await expect(flights.search(query)).rejects.toThrow("no answer scripted");
    await expect(flights.search(query)).rejects.toThrow("no answer scripted");
    expect(calls).toHaveLength(2);
  });
});
