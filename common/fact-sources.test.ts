import { describe, expect, it } from "vitest";
import { asOfLabel, factSourceSchema } from "./fact-sources.ts";

describe("fact sources", () => {
  it("prints the 'as of' month as pages show it", () => {
    expect(asOfLabel("2026-02")).toBe("Feb 2026");
    expect(asOfLabel("2025-12")).toBe("Dec 2025");
  });

  it("accepts a month, a publisher and a web address, and nothing vaguer", () => {
    const good = {
      asOf: "2026-11",
      source: "Archaeological Survey of India",
      url: "https://asi.nic.in/",
    };
    expect(factSourceSchema.safeParse(good).success).toBe(true);
    for (const bad of [
      { ...good, asOf: "2026-13" },
      { ...good, asOf: "Nov 2026" },
      { ...good, asOf: "2026-11-25" },
      { ...good, source: " " },
      { ...good, url: "asi.nic.in" },
      { ...good, url: "javascript:alert(1)" },
      { asOf: good.asOf, source: good.source },
    ]) {
      expect(factSourceSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
