import { describe, expect, it } from "vitest";
import { metresFromCell, parseDegrees, parsePoint, roundedCell } from "./points.ts";

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

  it("reads a point rounded to whole minutes as the cell it stands for (decision 0030, after audit 8)", () => {
    const kadmat = roundedCell("11°14′N 72°47′E");
    expect(kadmat).not.toBeNull();
    if (!kadmat) return;
    expect(kadmat.south).toBeCloseTo(11 + 13.5 / 60, 9);
    expect(kadmat.east).toBeCloseTo(72 + 47.5 / 60, 9);
    // Audit 8's Kadmat pin is 1,338 m from the centre but within 300 m of the cell.
    const pin = { lat: 11.22467, lng: 72.77482 };
    expect(metresFromCell(kadmat, pin)).toBeGreaterThan(0);
    expect(metresFromCell(kadmat, pin)).toBeLessThan(300);
    // Borra Caves' pin is kilometres outside the infobox's cell.
    const borra = roundedCell("18°10′N 83°0′E");
    if (!borra) throw new Error("no cell");
    expect(metresFromCell(borra, { lat: 18.2808, lng: 83.038 })).toBeGreaterThan(10_000);
    expect(metresFromCell(borra, { lat: 18.1667, lng: 83.0 })).toBe(0);
  });

  it("has no cell for a point given to seconds or in decimals", () => {
    expect(roundedCell("23°56′03″N 69°48′50″E")).toBeNull();
    expect(roundedCell("23.9342, 69.8139")).toBeNull();
    expect(roundedCell("4RH2+WH5")).toBeNull();
  });
});
