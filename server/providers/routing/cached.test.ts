import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOsrm } from "../../../tests/fakes/osrm.ts";
import { cachedRouting } from "./cached.ts";
import { createRoutingProvider } from "./index.ts";
import { estimateRoute, offlineRouting } from "./offline.ts";
import { osrmRouting } from "./osrm.ts";
import type { EstimateKind, LatLng, RouteResult, RoutingProvider } from "./types.ts";

const agra = { lat: 27.1767, lng: 78.0081 };
const jaipur = { lat: 26.9124, lng: 75.7873 };
const delhi = { lat: 28.6139, lng: 77.209 };

let fake: Awaited<ReturnType<typeof startFakeOsrm>>;
beforeAll(async () => {
  fake = await startFakeOsrm();
});
afterAll(async () => {
  await fake?.close();
});

const answer = (kind: EstimateKind) => estimateRoute([agra, jaipur], { kind, message: kind });

/** A provider answering from a list, counting calls; each answer resolves after a moment. */
function scripted(...answers: RouteResult[]) {
  const calls: LatLng[][] = [];
  const provider: RoutingProvider = {
    name: "scripted",
    route: async (points) => {
      calls.push(points);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const next = answers[Math.min(calls.length, answers.length) - 1];
      if (!next) throw new Error("no answer scripted");
      return next;
    },
  };
  return { provider, calls };
}
const kindOf = (result: RouteResult) => (result.estimate ? result.kind : "road");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("routing cache", () => {
  it("serves the same places again without a request", async () => {
    const routing = cachedRouting(osrmRouting({ baseUrl: fake.url }));
    const before = fake.requests.length;
    const first = await routing.route([agra, jaipur]);
    // 27.17672 rounds to the same 27.1767: the same route.
    const second = await routing.route([{ ...agra, lat: 27.17672 }, jaipur]);
    expect(first.estimate).toBe(false);
    expect(second).toEqual(first);
    expect(fake.requests.length).toBe(before + 1);
    expect(routing.name).toBe("osrm");
  });

  it("tells apart the same places in another order", async () => {
    const { provider, calls } = scripted(answer("no-route"));
    const routing = cachedRouting(provider);
    await routing.route([agra, jaipur]);
    await routing.route([jaipur, agra]);
    expect(calls).toHaveLength(2);
  });

  it("shares one request between concurrent calls", async () => {
    const routing = cachedRouting(osrmRouting({ baseUrl: fake.url, minIntervalMs: 10_000 }));
    const before = fake.requests.length;
    const results = await Promise.all([1, 2, 3].map(() => routing.route([delhi, jaipur])));
    expect(results.map((result) => result.estimate)).toEqual([false, false, false]);
    expect(fake.requests.length).toBe(before + 1);
  });

  it("keeps an outage only briefly, and a busy answer not at all", async () => {
    const { provider, calls } = scripted(answer("network"), answer("busy"), answer("busy"));
    const routing = cachedRouting(provider, { failureTtlMs: 50 });
    await routing.route([agra, jaipur]);
    expect(kindOf(await routing.route([agra, jaipur]))).toBe("network");
    expect(calls).toHaveLength(1);
    await sleep(80);
    expect(kindOf(await routing.route([agra, jaipur]))).toBe("busy");
    expect(kindOf(await routing.route([agra, jaipur]))).toBe("busy");
    expect(calls).toHaveLength(3);
  });

  it("keeps a road route and a 'no road' answer until expiry, forgetting the least used", async () => {
    const { provider, calls } = scripted(answer("no-route"));
    const routing = cachedRouting(provider, { ttlMs: 60_000, failureTtlMs: 0, maxEntries: 2 });
    await routing.route([agra, jaipur]);
    await routing.route([delhi, jaipur]);
    await routing.route([agra, jaipur]); // now the most recently used
    await routing.route([delhi, agra]); // pushes out delhi-jaipur
    expect(calls).toHaveLength(3);
    await routing.route([agra, jaipur]);
    expect(calls).toHaveLength(3);
    await routing.route([delhi, jaipur]);
    expect(calls).toHaveLength(4);
  });

  it("expires a kept route after its time", async () => {
    const { provider, calls } = scripted(answer("no-route"));
    const routing = cachedRouting(provider, { ttlMs: 30 });
    await routing.route([agra, jaipur]);
    await sleep(50);
    await routing.route([agra, jaipur]);
    expect(calls).toHaveLength(2);
  });

  it("does not keep a rejection", async () => {
    const { provider, calls } = scripted();
    const routing = cachedRouting(provider);
    await expect(routing.route([agra, jaipur])).rejects.toThrow("no answer scripted");
    await expect(routing.route([agra, jaipur])).rejects.toThrow("no answer scripted");
    expect(calls).toHaveLength(2);
  });
});

describe("createRoutingProvider", () => {
  it("is offline without ROUTER_URL", () => {
    expect(createRoutingProvider({ routerUrl: undefined })).toBe(offlineRouting);
    expect(createRoutingProvider({ routerUrl: "" })).toBe(offlineRouting);
  });

  it("uses a cached OSRM at ROUTER_URL", async () => {
    const routing = createRoutingProvider({ routerUrl: fake.url, timeoutMs: 1000 });
    expect(routing.name).toBe("osrm");
    const before = fake.requests.length;
    const first = await routing.route([agra, delhi]);
    const second = await routing.route([agra, delhi]);
    expect(first.estimate).toBe(false);
    expect(second).toEqual(first);
    expect(fake.requests.length).toBe(before + 1);
  });
});
