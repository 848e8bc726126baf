import { describe, expect, it } from "vitest";
import { hotelPriceBand } from "../server/db/schema/catalogue.ts";
import { nightlyRangeText, PRICE_BAND_IDS, PRICE_BANDS } from "./price-bands.ts";

describe("price bands", () => {
  it("has the database enum's ids, in the same order", () => {
    expect(hotelPriceBand.enumValues).toEqual([...PRICE_BAND_IDS]);
  });

  it("joins the ranges end to end, cheapest first, each typical figure inside its range", () => {
    const bands = PRICE_BAND_IDS.map((id) => PRICE_BANDS[id]);
    for (const [index, band] of bands.entries()) {
      const next = bands[index + 1];
      if (next) expect(band.nightly.to).toBe(next.nightly.from);
      else expect(band.nightly.to).toBeNull();
      expect(band.typical).toBeGreaterThanOrEqual(band.nightly.from);
      expect(band.typical).toBeLessThanOrEqual(band.nightly.to ?? Number.POSITIVE_INFINITY);
    }
  });

  it("says each range in rupees, with Indian digit grouping", () => {
    expect(nightlyRangeText("budget")).toBe("roughly ₹1,500–3,500 a night");
    expect(nightlyRangeText("mid-range")).toBe("roughly ₹3,500–9,000 a night");
    expect(nightlyRangeText("luxury")).toBe("above ₹9,000 a night");
  });
});
