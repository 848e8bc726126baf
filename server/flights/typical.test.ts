import { describe, expect, it } from "vitest";
import type { Airport } from "../../common/flights.ts";
import { greatCircleKm } from "../../common/geo.ts";
import { hasSharedData, sharedDataDir } from "../../tests/support/shared-data.ts";
import { loadAirports } from "./airports.ts";
import { typicalFlight } from "./typical.ts";

describe("greatCircleKm", () => {
  it("measures along the sphere: a quarter meridian, half the equator, nothing", () => {
    const quarter = (Math.PI * 6371) / 2;
    expect(greatCircleKm({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo(quarter, 6);
    expect(greatCircleKm({ lat: 0, lng: -90 }, { lat: 0, lng: 90 })).toBeCloseTo(2 * quarter, 6);
    expect(greatCircleKm({ lat: 12.3, lng: 76.6 }, { lat: 12.3, lng: 76.6 })).toBe(0);
  });

  it("is the same both ways", () => {
    const a = { lat: 28.55563, lng: 77.09519 };
    const b = { lat: 13.1979, lng: 77.706299 };
    expect(greatCircleKm(a, b)).toBeCloseTo(greatCircleKm(b, a), 9);
  });
});

describe.skipIf(!hasSharedData)("typicalFlight against published schedules", () => {
  const airports = loadAirports(sharedDataDir);
  const airport = (iata: string): Airport => {
    const found = airports.get(iata);
    if (!found) throw new Error(`no airport ${iata}`);
    return found;
  };

  // Usual scheduled block times of non-stop flights (IndiGo and Air India timetables, 2025).
  const scheduled: [string, string, number][] = [
    ["DEL", "BOM", 130],
    ["DEL", "BLR", 165],
    ["BOM", "GOI", 70],
    ["DEL", "CCU", 135],
    ["BLR", "MAA", 60],
  ];

  it.each(scheduled)("%s-%s comes within 20%% of %i minutes", (from, to, minutes) => {
    const typical = typicalFlight(airport(from), airport(to));
    expect(typical?.typicalMinutes).toBeGreaterThanOrEqual(minutes * 0.8);
    expect(typical?.typicalMinutes).toBeLessThanOrEqual(minutes * 1.2);
  });

  it("gives the distance in km, rounded, and marks the time as an estimate", () => {
    expect(typicalFlight(airport("DEL"), airport("BOM"))).toEqual({
      from: "DEL",
      to: "BOM",
      distanceKm: 1137,
      typicalMinutes: 125,
      estimate: true,
    });
  });

  it("grows with distance and rounds to 5 minutes", () => {
    const short = typicalFlight(airport("BLR"), airport("MAA"));
    const long = typicalFlight(airport("DEL"), airport("MAA"));
    expect(short && long && long.typicalMinutes > short.typicalMinutes).toBe(true);
    expect((short?.typicalMinutes ?? 1) % 5).toBe(0);
  });
});

describe("typicalFlight", () => {
  it("has nothing to say about a flight to the same airport", () => {
    const del = loadAirports(null).get("DEL");
    expect(del && typicalFlight(del, del)).toBeNull();
  });
});
