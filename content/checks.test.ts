import { describe, expect, it } from "vitest";
import { addressProblems } from "./checks.ts";
import { destinations } from "./destinations.ts";
import type { Destination } from "./schema.ts";

const agra = destinations.find((d) => d.city.slug === "agra");
if (!agra) throw new Error("the tests need agra.json");

const withAddress = (address: string): Destination => ({
  ...agra,
  hotels: agra.hotels.slice(0, 1).map((hotel) => ({ ...hotel, address })),
});

describe("a hotel's address (decision 0030)", () => {
  it("accepts an address as a listing publishes it, with or without a PIN code", () => {
    expect(addressProblems(withAddress("Fatehabad Road, Tajganj, Agra"))).toEqual([]);
    expect(addressProblems(withAddress("Fatehabad Road, Tajganj, Agra 282001"))).toEqual([]);
    expect(addressProblems(withAddress("Taj East Gate Road, Agra 282 001"))).toEqual([]);
  });

  it("needs a locality and a town", () => {
    expect(addressProblems(withAddress("Agra"))).toEqual([
      `${agra.hotels[0]?.slug} needs a locality and a town in its address`,
    ]);
    expect(addressProblems(withAddress("Tajganj, "))).toHaveLength(1);
  });

  it("rejects a PIN code no Indian post office has", () => {
    expect(addressProblems(withAddress("Fatehabad Road, Agra 082001"))).toEqual([
      `${agra.hotels[0]?.slug} has a malformed PIN code in its address`,
    ]);
  });
});
