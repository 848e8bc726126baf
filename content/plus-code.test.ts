import { describe, expect, it } from "vitest";
import { decodePlusCode, PlusCodeError } from "./plus-code.ts";

// Cases from the specification's test data (open-location-code, test_data/decoding.csv and
// shortCodeTests.csv): a full code's area, and a short code restored near a reference point.
describe("plus codes (decision 0030)", () => {
  it("decodes a full code to the centre of its area", () => {
    const at = (code: string) => decodePlusCode(code);
    expect(at("7FG49Q00+").lat).toBeCloseTo((20.35 + 20.4) / 2, 9);
    expect(at("7FG49Q00+").lng).toBeCloseTo((2.75 + 2.8) / 2, 9);
    expect(at("7FG49QCJ+2V").lat).toBeCloseTo((20.37 + 20.370125) / 2, 9);
    expect(at("7FG49QCJ+2V").lng).toBeCloseTo((2.782125 + 2.78225) / 2, 9);
    expect(at("7FG49QCJ+2VX").lat).toBeCloseTo((20.3701 + 20.370125) / 2, 9);
    expect(at("7FG49QCJ+2VX").lng).toBeCloseTo((2.78221875 + 2.78225) / 2, 9);
  });

  it("restores a short code near a reference point", () => {
    const full = decodePlusCode("9C3W9QCJ+2VX");
    for (const [short, near] of [
      ["CJ+2VX", { lat: 51.3708675, lng: -1.217765625 }],
      ["9QCJ+2VX", { lat: 51.3701125, lng: -1.217765625 }],
      ["+2VX", { lat: 51.3701125, lng: -1.217765625 }],
    ] as const) {
      const point = decodePlusCode(short, near);
      expect(point.lat).toBeCloseTo(full.lat, 9);
      expect(point.lng).toBeCloseTo(full.lng, 9);
    }
  });

  it("takes the nearest of the candidate areas, across a boundary of the dropped digits", () => {
    // 8FVC9G8F+6X is in Zurich; from a reference in the degree square to the south, the same short code
    // must still come back to Zurich, the nearer of the candidates, not to 46.37° N.
    const zurich = decodePlusCode("8FVC9G8F+6X");
    const point = decodePlusCode("9G8F+6X", { lat: 46.9, lng: 8.6 });
    expect(point.lat).toBeCloseTo(zurich.lat, 9);
    expect(point.lng).toBeCloseTo(zurich.lng, 9);
    expect(zurich.lat).toBeCloseTo(47.36559, 3);
    expect(zurich.lng).toBeCloseTo(8.524997, 3);
  });

  it("refuses what is not a plus code, and a short code without a reference", () => {
    expect(() => decodePlusCode("Bhedaghat")).toThrow(PlusCodeError);
    expect(() => decodePlusCode("4RH2+WH5")).toThrow(/short code/);
  });

  it("refuses a code with more than eight digits, or an odd number, before the separator", () => {
    expect(() => decodePlusCode("7FG49QCJ2+V")).toThrow(/not a plus code/);
    expect(() => decodePlusCode("FG49QCJ+2V", { lat: 20, lng: 2 })).toThrow(/not a plus code/);
  });
});
