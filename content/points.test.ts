import { describe, expect, it } from "vitest";
import { parseDegrees, parsePoint } from "./points.ts";

describe("a published point as pages print it (decision 0030)", () => {
  it("reads decimal degrees", () => {
    expect(parsePoint("23.1293, 79.8037")).toEqual({ lat: 23.1293, lng: 79.8037 });
    expect(parsePoint("-33.5,-70.25")).toEqual({ lat: -33.5, lng: -70.25 });
  });

  it("reads degrees, minutes and seconds as an infobox prints them", () => {
    const kaloDungar = parsePoint("23°56′03″N 69°48′50″E");
    expect(kaloDungar.lat).toBeCloseTo(23.93417, 5);
    expect(kaloDungar.lng).toBeCloseTo(69.81389, 5);
    const minutesOnly = parsePoint("27°10′N 78°02′E");
    expect(minutesOnly.lat).toBeCloseTo(27 + 10 / 60, 9);
    expect(minutesOnly.lng).toBeCloseTo(78 + 2 / 60, 9);
    const southWest = parsePoint(`33°27'S 70°40'W`);
    expect(southWest.lat).toBeCloseTo(-(33 + 27 / 60), 9);
    expect(southWest.lng).toBeCloseTo(-(70 + 40 / 60), 9);
  });

  it("reads a plus code, a short one near a point", () => {
    const point = parsePoint("4RH2+WH5", { lat: 23.13, lng: 79.8 });
    expect(point.lat).toBeCloseTo(23.12976, 4);
    expect(point.lng).toBeCloseTo(79.80148, 4);
  });

  it("is null for text that is no point", () => {
    expect(parseDegrees("Bhedaghat")).toBeNull();
    expect(() => parsePoint("Bhedaghat")).toThrow();
  });
});
