import { describe, expect, it } from "vitest";
import { PRICE_BAND_IDS } from "../common/price-bands.ts";
import { content } from "./index.ts";

// Every hotel's price band (issues 12 and 13). The schema makes the field required; these checks
// catch a band that contradicts what the property is.

const named = (pattern: RegExp) => content.hotels.filter((hotel) => pattern.test(hotel.name));

describe("hotel price bands", () => {
  it("gives every hotel one of our bands, and says how many each band has", async ({
    annotate,
  }) => {
    const unbanded = content.hotels.filter(
      (hotel) => !(PRICE_BAND_IDS as readonly string[]).includes(hotel.priceBand),
    );
    expect(unbanded.map((hotel) => hotel.slug)).toEqual([]);
    const counts = Object.fromEntries(
      PRICE_BAND_IDS.map((band) => [
        band,
        content.hotels.filter((hotel) => hotel.priceBand === band).length,
      ]),
    );
    await annotate(
      `${content.hotels.length} hotels: ${PRICE_BAND_IDS.map((b) => `${b} ${counts[b]}`).join(", ")}`,
    );
    for (const band of PRICE_BAND_IDS) expect(counts[band], band).toBeGreaterThan(0);
  });

  it("puts the luxury groups' flagship brands in the luxury band", () => {
    // Vivanta (IHCL) and Fortune or Welcomhotel (ITC) are other brands of these groups, named
    // differently, so they are judged one by one in the content files.
    const flagships = named(/^(Taj |The Oberoi|The Leela|ITC |JW Marriott|Evolve Back)/);
    expect(flagships.length).toBeGreaterThan(20);
    expect(flagships.filter((h) => h.priceBand !== "luxury").map((h) => h.slug)).toEqual([]);
  });

  it("keeps the budget chains and hostels out of the luxury band", () => {
    const chains = named(/Lemon Tree|Ginger|Zostel|Hostel|KTDC|MPT /i);
    expect(chains.length).toBeGreaterThan(0);
    expect(chains.filter((h) => h.priceBand === "luxury").map((h) => h.slug)).toEqual([]);
  });

  it("agrees with a hotel's own description where it names its class", () => {
    const says = (word: string) =>
      content.hotels.filter((hotel) => new RegExp(`\\b${word}\\b`, "i").test(hotel.about));
    const luxury = says("luxury");
    const midRange = says("mid-range");
    expect(luxury.length + midRange.length).toBeGreaterThan(10);
    expect(luxury.filter((h) => h.priceBand !== "luxury").map((h) => h.slug)).toEqual([]);
    expect(midRange.filter((h) => h.priceBand !== "mid-range").map((h) => h.slug)).toEqual([]);
  });
});
