import { describe, expect, it } from "vitest";
import { cachedAvailability } from "./cached.ts";
import type { AvailabilityQuery, AvailabilityResult, TrainAvailabilityProvider } from "./types.ts";

const query: AvailabilityQuery = {
  trainNumber: "12952",
  from: "MMCT",
  to: "NDLS",
  date: "2026-10-18",
  classCode: "3A",
  quota: "GN",
};
const seats: AvailabilityResult = {
  ok: true,
  status: "AVBL 45",
  updatedAt: "2026-10-01T09:52:18.001Z",
  chancePercent: null,
  fare: 1125,
};
const down: AvailabilityResult = { ok: false, kind: "network", message: "down" };

/** A provider answering from a list, counting calls; each answer resolves a little later. */
function scripted(...answers: AvailabilityResult[]) {
  const calls: AvailabilityQuery[] = [];
  const provider: TrainAvailabilityProvider = {
    name: "scripted",
    availability: async (q) => {
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

describe("availability cache", () => {
  it("serves the same question again without asking, and asks for another class or quota", async () => {
    const { provider, calls } = scripted(seats);
    const trains = cachedAvailability(provider);
    expect(await trains.availability(query)).toEqual(seats);
    expect(await trains.availability({ ...query })).toEqual(seats);
    expect(calls).toHaveLength(1);
    await trains.availability({ ...query, classCode: "SL" });
    await trains.availability({ ...query, quota: "TQ" });
    expect(calls).toHaveLength(3);
    expect(trains.name).toBe("scripted");
  });

  it("shares one request between concurrent calls", async () => {
    const { provider, calls } = scripted(seats);
    const trains = cachedAvailability(provider);
    await Promise.all([1, 2, 3].map(() => trains.availability(query)));
    expect(calls).toHaveLength(1);
  });

  it("asks again once an answer is older than its few minutes", async () => {
    const { provider, calls } = scripted(seats, seats);
    const trains = cachedAvailability(provider, { ttlMs: 40 });
    await trains.availability(query);
    await trains.availability(query);
    expect(calls).toHaveLength(1);
    await sleep(60);
    await trains.availability(query);
    expect(calls).toHaveLength(2);
  });

  it("keeps a failure only briefly", async () => {
    const { provider, calls } = scripted(down, seats);
    const trains = cachedAvailability(provider, { failureTtlMs: 40 });
    expect(await trains.availability(query)).toEqual(down);
    expect(await trains.availability(query)).toEqual(down);
    expect(calls).toHaveLength(1);
    await sleep(60);
    expect(await trains.availability(query)).toEqual(seats);
  });

  it("forgets the oldest question when full, and does not keep a provider's exception", async () => {
    const { provider, calls } = scripted(seats, seats, seats, seats);
    const trains = cachedAvailability(provider, { maxEntries: 2 });
    await trains.availability(query);
    await trains.availability({ ...query, classCode: "SL" });
    await trains.availability({ ...query, classCode: "2A" });
    await trains.availability(query);
    expect(calls).toHaveLength(4);
    const broken = cachedAvailability(scripted().provider);
    await expect(broken.availability(query)).rejects.toThrow("no answer scripted");
    await expect(broken.availability(query)).rejects.toThrow("no answer scripted");
  });
});
