import { describe, expect, it } from "vitest";
import { formToCity } from "./city-form.ts";

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

describe("formToCity", () => {
  it("nests dotted names into objects and lists", () => {
    const city = formToCity(
      form([
        ["name", "Mandu"],
        ["latitude", "22.35"],
        ["seasons.peak.start", "July"],
        ["foodToTry.0.name", "Poha"],
        ["foodToTry.1.name", "Dal bafla"],
        ["categories", "heritage-walk"],
      ]),
    );
    expect(city).toEqual({
      name: "Mandu",
      latitude: 22.35,
      seasons: { peak: { start: "July" } },
      foodToTry: [{ name: "Poha" }, { name: "Dal bafla" }],
      categories: ["heritage-walk"],
    });
  });

  it("ignores names that collide, instead of throwing (found by the property-based test)", () => {
    expect(() =>
      formToCity(
        form([
          ["b", ""],
          ["b.", ""],
        ]),
      ),
    ).not.toThrow();
    expect(
      formToCity(
        form([
          ["b", "x"],
          ["b.c", "y"],
        ]),
      ).b,
    ).toBe("x");
    expect(
      formToCity(
        form([
          ["b.c", "y"],
          ["b", "x"],
        ]),
      ).b,
    ).toEqual({ c: "y" });
  });

  it("never reaches an object's prototype", () => {
    formToCity(
      form([
        ["__proto__.polluted", "yes"],
        ["constructor.prototype.polluted", "yes"],
        ["foodToTry.__proto__.polluted", "yes"],
        ["a.b.c.d.e", "deep"],
      ]),
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(Object.prototype, "polluted")).toBe(false);
  });
});
