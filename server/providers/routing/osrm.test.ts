import { once } from "node:events";
import { createServer } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AGRA_JAIPUR, FAKE_GEOMETRY_POINTS, startFakeOsrm } from "../../../tests/fakes/osrm.ts";
import { osrmRouting } from "./osrm.ts";
import {
  type EstimatedRoute,
  MAX_GEOMETRY_POINTS,
  RouteInputError,
  type RouteResult,
  routeNotice,
} from "./types.ts";

const agra = { lat: 27.1767, lng: 78.0081 };
const jaipur = { lat: 26.9124, lng: 75.7873 };
const delhi = { lat: 28.6139, lng: 77.209 };
const portBlair = { lat: 11.6234, lng: 92.7265 };
const arabianSea = { lat: 15, lng: 65 };

let fake: Awaited<ReturnType<typeof startFakeOsrm>>;
let closedPort: string;

beforeAll(async () => {
  fake = await startFakeOsrm();
  // A port that was free a moment ago: connections to it are refused.
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  closedPort = `http://127.0.0.1:${typeof address === "object" && address?.port}`;
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  Object.assign(fake.state, { hang: false, delayMs: 0, tooMany: false, garbage: false });
});
afterAll(async () => {
  await fake?.close();
});

const provider = (timeoutMs = 300) => osrmRouting({ baseUrl: `${fake.url}/`, timeoutMs });

function estimated(result: RouteResult): EstimatedRoute {
  if (!result.estimate) throw new Error("expected an estimate");
  return result;
}

describe("OSRM adapter", () => {
  it("asks the route service in OSRM's terms, longitude first", async () => {
    await provider().route([agra, jaipur]);
    expect(fake.requests.at(-1)).toEqual({
      url:
        "/route/v1/driving/78.0081,27.1767;75.7873,26.9124" +
        "?overview=simplified&geometries=geojson&steps=false",
      userAgent: "Safarnama trip planner",
    });
  });

  it("maps metres, seconds and [lng, lat] into our road route", async () => {
    const result = await provider().route([agra, jaipur]);
    if (result.estimate) throw new Error(`expected a road route: ${result.message}`);
    expect(result).toMatchObject({
      ok: true,
      estimate: false,
      source: "osrm",
      distanceKm: 239.8,
      durationMinutes: 247,
      legs: [{ distanceKm: 239.8, durationMinutes: 247 }],
      attribution: { text: expect.stringContaining("OpenStreetMap contributors") },
    });
    expect(AGRA_JAIPUR.duration / 60).toBeCloseTo(247, 0);
    // The fake's line starts and ends at the points asked, now as [lat, lng].
    expect(result.geometry[0]).toEqual([27.1767, 78.0081]);
    expect(result.geometry.at(-1)).toEqual([26.9124, 75.7873]);
  });

  it("simplifies a long line to at most 300 points", async () => {
    const result = await provider().route([delhi, agra, jaipur]);
    expect(result.estimate).toBe(false);
    expect(FAKE_GEOMETRY_POINTS).toBeGreaterThan(MAX_GEOMETRY_POINTS);
    expect(result.geometry.length).toBeLessThanOrEqual(MAX_GEOMETRY_POINTS);
    expect(result.geometry.length).toBeGreaterThan(20);
    expect(result.legs).toHaveLength(2);
    const legSum = result.legs.reduce((sum, leg) => sum + leg.distanceKm, 0);
    expect(result.distanceKm).toBeCloseTo(legSum, 0);
  });

  it("falls back to an estimate when no road joins the points", async () => {
    const result = estimated(await provider().route([jaipur, portBlair]));
    expect(result).toMatchObject({
      ok: false,
      kind: "no-route",
      message: "Impossible route between points",
      greatCircleKm: expect.any(Number),
      geometry: [
        [26.9124, 75.7873],
        [11.6234, 92.7265],
      ],
    });
    expect(routeNotice(result)).toMatch(/^No road route was found/);
  });

  it("treats a point that snaps to no road as no route", async () => {
    const result = estimated(await provider().route([arabianSea, jaipur]));
    expect(result).toMatchObject({
      kind: "no-route",
      message: "Could not find a matching segment for coordinate 0",
    });
  });

  it("falls back to an estimate when OSRM rejects the query", async () => {
    const broken = osrmRouting({ baseUrl: `${fake.url}/route/v1/driving/x;`, timeoutMs: 300 });
    const result = estimated(await broken.route([agra, jaipur]));
    expect(result).toMatchObject({
      kind: "router-error",
      message: "OSRM answered 400 (InvalidQuery) with no usable route.",
      distanceKm: 288,
    });
  });

  it("falls back to an estimate on a body that is not OSRM's", async () => {
    fake.state.garbage = true;
    const result = estimated(await provider().route([agra, jaipur]));
    expect(result).toMatchObject({ kind: "router-error", message: /^OSRM answered 200 with/ });
  });

  it("reports a 429 as busy", async () => {
    fake.state.tooMany = true;
    expect(estimated(await provider().route([agra, jaipur])).kind).toBe("busy");
  });

  it("reports a refused connection as a network failure", async () => {
    const result = estimated(await osrmRouting({ baseUrl: closedPort }).route([agra, jaipur]));
    expect(result).toMatchObject({ kind: "network", message: "fetch failed (ECONNREFUSED)" });
  });

  it("gives up on a slow router after its timeout, and waits for one in time", async () => {
    fake.state.delayMs = 600;
    const started = Date.now();
    const late = estimated(await provider(200).route([agra, jaipur]));
    expect(Date.now() - started).toBeLessThan(550);
    expect(late).toMatchObject({ kind: "network", message: /in time/ });
    expect((await provider(2000).route([agra, jaipur])).estimate).toBe(false);
  });

  it("gives up on a silent router after its timeout", async () => {
    fake.state.hang = true;
    const result = estimated(await provider(200).route([agra, jaipur]));
    expect(result.kind).toBe("network");
  });

  it("asks at most once per interval and estimates in between", async () => {
    const spaced = osrmRouting({ baseUrl: fake.url, minIntervalMs: 150 });
    const before = fake.requests.length;
    expect((await spaced.route([agra, jaipur])).estimate).toBe(false);
    expect(estimated(await spaced.route([delhi, agra])).kind).toBe("busy");
    expect(fake.requests.length).toBe(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await spaced.route([delhi, agra])).estimate).toBe(false);
  });

  it("rejects unusable points without asking", async () => {
    const before = fake.requests.length;
    await expect(provider().route([agra])).rejects.toBeInstanceOf(RouteInputError);
    expect(fake.requests.length).toBe(before);
  });
});
