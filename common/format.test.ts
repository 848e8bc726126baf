import { describe, expect, it } from "vitest";
import { withPlaces } from "./format.ts";

describe("a name with the places that locate it", () => {
  it("adds the city and state a name does not say", () => {
    expect(withPlaces("Hotel Japfu", "Kohima", "Nagaland")).toBe("Hotel Japfu, Kohima, Nagaland");
  });

  it("leaves out a place the name already says, in any case and position", () => {
    expect(withPlaces("Taj Ganges, Varanasi", "Varanasi", "Uttar Pradesh")).toBe(
      "Taj Ganges, Varanasi, Uttar Pradesh",
    );
    expect(withPlaces("Conrad Pune", "Pune", "Maharashtra")).toBe("Conrad Pune, Maharashtra");
    expect(withPlaces("The Oberoi, New Delhi", "Delhi", "Delhi")).toBe("The Oberoi, New Delhi");
    expect(withPlaces("Taj Fort Aguada Resort & Spa, GOA", "Goa", "Goa")).toBe(
      "Taj Fort Aguada Resort & Spa, GOA",
    );
  });

  it("counts only whole words, so a place inside a longer word is still added", () => {
    expect(withPlaces("Punekar Residency", "Pune", "Maharashtra")).toBe(
      "Punekar Residency, Pune, Maharashtra",
    );
    expect(withPlaces("Diuwala Inn", "Diu", "Dadra and Nagar Haveli and Daman and Diu")).toBe(
      "Diuwala Inn, Diu, Dadra and Nagar Haveli and Daman and Diu",
    );
  });

  it("adds a city and state of the same name once", () => {
    expect(withPlaces("Hotel Mandovi", "Goa", "Goa")).toBe("Hotel Mandovi, Goa");
  });
});
