import { describe, expect, it } from "vitest";
import { greatCircleKm as haversineKm } from "../../../common/geo.ts";
import { simplifyLine } from "./geo.ts";
import type { RouteLine } from "./types.ts";

const agra = { lat: 27.1767, lng: 78.0081 };
const jaipur = { lat: 26.9124, lng: 75.7873 };

describe("haversineKm", () => {
  it("measures Agra to Jaipur as about 222 km as the crow flies", () => {
    expect(haversineKm(agra, jaipur)).toBeCloseTo(221.9, 1);
    expect(haversineKm(jaipur, agra)).toBeCloseTo(haversineKm(agra, jaipur), 9);
  });

  it("gives a degree of latitude as about 111.2 km and a point as 0", () => {
    expect(haversineKm({ lat: 10, lng: 77 }, { lat: 11, lng: 77 })).toBeCloseTo(111.195, 2);
    expect(haversineKm(agra, agra)).toBe(0);
  });

  it("shrinks a degree of longitude by the latitude's cosine", () => {
    const atEquator = haversineKm({ lat: 0, lng: 77 }, { lat: 0, lng: 78 });
    const atSixty = haversineKm({ lat: 60, lng: 77 }, { lat: 60, lng: 78 });
    expect(atSixty / atEquator).toBeCloseTo(0.5, 2);
  });

  it("measures half the Earth's circumference between antipodes", () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(20015.1, 0);
  });
});

describe("simplifyLine", () => {
  // A zigzag of 2,001 points along a straight line from (20, 70) to (21, 71).
  const zigzag: RouteLine = Array.from({ length: 2001 }, (_, i) => [
    20 + i / 2000 + (i % 2 === 0 ? 0.001 : -0.001),
    70 + i / 2000,
  ]);

  it("keeps a short line as it is, rounded to 5 decimals", () => {
    expect(
      simplifyLine(
        [
          [27.176712345, 78.008198765],
          [26.9124, 75.7873],
        ],
        300,
      ),
    ).toEqual([
      [27.17671, 78.0082],
      [26.9124, 75.7873],
    ]);
  });

  it("brings a long line under the limit and keeps both ends", () => {
    for (const limit of [300, 50, 2]) {
      const simple = simplifyLine(zigzag, limit);
      expect(simple.length).toBeLessThanOrEqual(limit);
      expect(simple.length).toBeGreaterThanOrEqual(2);
      expect(simple[0]).toEqual([20.001, 70]);
      expect(simple.at(-1)).toEqual([21.001, 71]);
    }
  });

  it("keeps a corner the line really turns at", () => {
    const corner: RouteLine = [
      ...Array.from({ length: 500 }, (_, i): [number, number] => [20, 70 + i / 500]),
      ...Array.from({ length: 501 }, (_, i): [number, number] => [20 + i / 500, 71]),
    ];
    expect(simplifyLine(corner, 10)).toEqual([
      [20, 70],
      [20, 71],
      [21, 71],
    ]);
  });
});
