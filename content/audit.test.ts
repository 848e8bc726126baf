import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { drawFacts, factsOf } from "./audit.ts";
import { content } from "./index.ts";

const facts = factsOf(content);

describe("content audit", () => {
  it("lists every checkable fact once, each with where to check it", () => {
    expect(new Set(facts.map((fact) => fact.id)).size).toBe(facts.length);
    expect(facts.length).toBe(
      content.cities.length * 2 + content.places.length * 4 + content.hotels.length,
    );
    expect(facts.filter((fact) => !fact.source || fact.source === "NO SOURCE")).toEqual([]);
  });

  it("draws the same distinct facts for the same seed, and others for another", () => {
    const first = drawFacts(facts, 30, 2026).map((fact) => fact.id);
    expect(drawFacts(facts, 30, 2026).map((fact) => fact.id)).toEqual(first);
    expect(new Set(first).size).toBe(30);
    expect(drawFacts(facts, 30, 7).map((fact) => fact.id)).not.toEqual(first);
    expect(drawFacts(facts.slice(0, 3), 30, 1)).toHaveLength(3);
  });

  it("has a committed record of the last audit, 95% or more of its facts right", () => {
    const dir = new URL("./audits/", import.meta.url);
    const records = readdirSync(dir)
      .filter((file) => /^\d{4}-\d{2}-\d{2}\.md$/.test(file))
      .sort();
    const latest = records.at(-1);
    expect(latest, "content/audits/YYYY-MM-DD.md").toBeDefined();
    const text = readFileSync(new URL(latest ?? "", dir), "utf8");
    // Rows of the record's table: | n | id | verdict | … with verdict right, wrong or fixed.
    const verdicts = [
      ...text.matchAll(/^\|\s*\d+\s*\|\s*`([^`]+)`\s*\|\s*(right|wrong|fixed)\b/gm),
    ];
    expect(verdicts.length).toBeGreaterThanOrEqual(30);
    const right = verdicts.filter(([, , verdict]) => verdict === "right").length;
    expect(right / verdicts.length).toBeGreaterThanOrEqual(0.95);
    expect(text).toMatch(new RegExp(`Right: ${right} of ${verdicts.length}`));
  });
});
