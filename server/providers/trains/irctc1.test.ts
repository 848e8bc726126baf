import { once } from "node:events";
import { createServer } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FAKE_IRCTC1_KEY, startFakeIrctc1 } from "../../../tests/fakes/irctc1-trains.ts";
import { createTrainAvailabilityProvider } from "./index.ts";
import { irctc1Availability } from "./irctc1.ts";
import { offlineTrainAvailability } from "./offline.ts";
import type { AvailabilityQuery, AvailabilityResult } from "./types.ts";

const query: AvailabilityQuery = {
  trainNumber: "12952",
  from: "MMCT",
  to: "NDLS",
  date: "2026-10-18",
  classCode: "3A",
  quota: "GN",
};
let fake: Awaited<ReturnType<typeof startFakeIrctc1>>;
let closedUrl: string;

beforeAll(async () => {
  fake = await startFakeIrctc1();
  // A port that was free a moment ago: connections to it are refused.
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  closedUrl = `http://127.0.0.1:${typeof address === "object" && address?.port}`;
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  fake.state.hang = false;
  fake.state.delayMs = 0;
});
afterAll(async () => {
  await fake?.close();
});

const provider = (apiKey = FAKE_IRCTC1_KEY, timeoutMs = 300) =>
  irctc1Availability({ baseUrl: fake.url, apiKey, timeoutMs });

function failure(result: AvailabilityResult) {
  if (result.ok) throw new Error("expected a failure");
  return result;
}

describe("IRCTC1 (RapidAPI) adapter", () => {
  it("asks checkSeatAvailability with the documented query and RapidAPI's headers", async () => {
    await provider().availability({ ...query, quota: "TQ" });
    const asked = fake.requests.at(-1);
    const url = new URL(asked?.url ?? "", "http://x");
    expect(url.pathname).toBe("/api/v1/checkSeatAvailability");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      classType: "3A",
      fromStationCode: "MMCT",
      quota: "TQ",
      toStationCode: "NDLS",
      trainNo: "12952",
      date: "2026-10-18",
    });
    expect(asked).toMatchObject({ key: FAKE_IRCTC1_KEY, host: "irctc1.p.rapidapi.com" });
  });

  it("maps the asked day's row into our terms, with the service's time", async () => {
    expect(await provider().availability(query)).toEqual({
      ok: true,
      status: "AVBL 45",
      updatedAt: "2026-10-01T09:52:18.001Z",
      chancePercent: null,
      fare: 1125,
    });
    const sl = await provider().availability({ ...query, classCode: "SL" });
    expect(sl).toMatchObject({ ok: true, status: "WL 8", chancePercent: 78 });
    const a1 = await provider().availability({ ...query, classCode: "1A" });
    expect(a1).toMatchObject({ status: "RLWL 25", chancePercent: 61 });
    const a2 = await provider().availability({ ...query, classCode: "2A" });
    expect(a2).toMatchObject({ status: "RAC 9", chancePercent: 100 });
    const cc = await provider().availability({ ...query, classCode: "CC" });
    expect(cc).toMatchObject({ status: "REGRET", chancePercent: null });
  });

  it("picks the row of the day asked, not the first one", async () => {
    // The fake answers 'AVAILABLE-0100.' for the days after the one asked.
    const result = await provider().availability({ ...query, classCode: "SL" });
    expect(result.ok && result.status).toBe("WL 8");
  });

  it("reports the vendor's 'no data' as not found", async () => {
    const result = failure(await provider().availability({ ...query, trainNumber: "00000" }));
    expect(result).toEqual({ ok: false, kind: "not-found", message: "No data found" });
  });

  it("reports RapidAPI's refusal of a key as refused, without quoting the key", async () => {
    const result = failure(await provider("wrong-key-123456").availability(query));
    expect(result).toEqual({
      ok: false,
      kind: "refused",
      message: "You are not subscribed to this API.",
    });
  });

  it("waits for a slow answer within its timeout", async () => {
    fake.state.delayMs = 100;
    const result = await provider(FAKE_IRCTC1_KEY, 1000).availability(query);
    expect(result.ok).toBe(true);
  });

  it("gives up on a silent service after its timeout", async () => {
    fake.state.hang = true;
    const started = Date.now();
    const result = failure(await provider().availability(query));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result).toMatchObject({ kind: "network", message: expect.stringMatching(/in time/) });
  });

  it("reports a refused connection or an unexpected body as a network failure", async () => {
    const refused = irctc1Availability({ baseUrl: closedUrl, apiKey: FAKE_IRCTC1_KEY });
    const result = failure(await refused.availability(query));
    expect(result).toEqual({
      ok: false,
      kind: "network",
      message: "fetch failed (ECONNREFUSED)",
    });
    const wrongPath = irctc1Availability({
      baseUrl: `${fake.url}/nowhere`,
      apiKey: FAKE_IRCTC1_KEY,
    });
    expect(failure(await wrongPath.availability(query)).kind).toBe("network");
  });
});

describe("offline provider", () => {
  it("answers at once that live availability needs a connection, and nothing else", async () => {
    const result = await offlineTrainAvailability.availability(query);
    expect(result).toEqual({
      ok: false,
      kind: "offline",
      message: "Live seat availability needs a connection to an availability service.",
    });
  });
});

describe("createTrainAvailabilityProvider", () => {
  const config = (provider: "irctc1" | "offline", irctc1Key?: string) => ({
    provider,
    irctc1Key,
    irctc1Url: fake.url,
  });

  it("uses the offline provider as is", () => {
    expect(createTrainAvailabilityProvider(config("offline"))).toBe(offlineTrainAvailability);
  });

  it("uses a cached IRCTC1 with the key, and refuses to start without one", async () => {
    const trains = createTrainAvailabilityProvider(config("irctc1", FAKE_IRCTC1_KEY));
    expect(trains.name).toBe("irctc1");
    const before = fake.requests.length;
    expect((await trains.availability(query)).ok).toBe(true);
    expect((await trains.availability(query)).ok).toBe(true);
    expect(fake.requests.length).toBe(before + 1);
    expect(() => createTrainAvailabilityProvider(config("irctc1"))).toThrow(/IRCTC1_RAPIDAPI_KEY/);
  });
});
