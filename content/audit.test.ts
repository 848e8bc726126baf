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
    // One file per audit, content/audits/YYYY-MM-DD[-n].md; the last in name order is the latest.
    const records = readdirSync(dir)
      .filter((file) => /^\d{4}-\d{2}-\d{2}(-\d+)?\.md$/.test(file))
      .sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
    const latest = records.at(-1);
    expect(latest, "content/audits/YYYY-MM-DD.md").toBeDefined();
    const text = readFileSync(new URL(latest ?? "", dir), "utf8");
    // Rows of the record's table: | n | `id` | verdict | evidence |. A fact that could not be
    // confirmed either way counts against the share, as a wrong one does.
    const verdicts = [
      ...text.matchAll(/^\|\s*\d+\s*\|\s*`([^`]+)`\s*\|\s*(right|wrong|unconfirmed)\b/gm),
    ];
    expect(verdicts.length).toBeGreaterThanOrEqual(30);
    const ids = verdicts.map(([, id]) => id);
    expect(new Set(ids).size, "each fact once").toBe(ids.length);
    const right = verdicts.filter(([, , verdict]) => verdict === "right").length;
    expect(text, "the record states its tally").toContain(`Right: ${right} of ${verdicts.length}`);
    expect(right / verdicts.length).toBeGreaterThanOrEqual(0.95);
  });
});
