import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { drawFacts, factsOf } from "./audit.ts";
import { auditFiles, auditsDir, measureAudit, readAuditRecord } from "./audit-record.ts";
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

  it("reads an audit record's verdicts and counts unconfirmed facts against the share", () => {
    const record = readAuditRecord(
      [
        "Right: 1 of 3",
        "| # | Fact | Verdict | Evidence |",
        "|---|---|---|---|",
        "| 1 | `fee:a` | right | seen |",
        "| 2 | `fee:b` | unconfirmed | nothing found |",
        "| 3 | `history:c` | wrong | it was 1942 |",
      ].join("\n"),
    );
    expect(record.verdicts.map((v) => v.verdict)).toEqual(["right", "unconfirmed", "wrong"]);
    expect(record.right).toBe(1);
    expect(record.stated).toEqual({ right: 1, of: 3 });
  });

  it("measures right among the facts settled, and needs four in five settled", () => {
    const of = (right: number, wrong: number, unconfirmed: number) =>
      measureAudit({
        verdicts: [
          ...Array.from({ length: right }, () => ({ id: "fee:a", verdict: "right" as const })),
          ...Array.from({ length: wrong }, () => ({ id: "fee:b", verdict: "wrong" as const })),
          ...Array.from({ length: unconfirmed }, () => ({
            id: "fee:c",
            verdict: "unconfirmed" as const,
          })),
        ],
      });
    expect(of(29, 1, 0).meetsBar).toBe(true);
    expect(of(28, 2, 0).meetsBar).toBe(false);
    expect(of(24, 0, 6)).toMatchObject({ rightOfSettled: 1, settled: 0.8, meetsBar: true });
    expect(of(24, 0, 6).rightOfAll).toBeCloseTo(0.8);
    expect(of(23, 1, 6).meetsBar).toBe(true);
    expect(of(22, 2, 6).meetsBar).toBe(false);
    expect(of(23, 0, 7).meetsBar, "too few settled").toBe(false);
    expect(of(0, 0, 0).meetsBar).toBe(false);
  });

  it("orders the records by date, then by the day's number, an unnumbered record first", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "audits-"));
    try {
      for (const file of [
        "2026-11-25-2.md",
        "2026-11-25.md",
        "2026-11-25-10.md",
        "2026-11-24-3.md",
        "notes.md",
      ])
        writeFileSync(path.join(dir, file), "");
      mkdirSync(path.join(dir, "sweeps"));
      expect(auditFiles(pathToFileURL(`${dir}/`))).toEqual([
        "2026-11-24-3.md",
        "2026-11-25.md",
        "2026-11-25-2.md",
        "2026-11-25-10.md",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("has committed records of its audits, each of 30 distinct facts with its tally stated", () => {
    const files = auditFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const record = readAuditRecord(readFileSync(new URL(file, auditsDir), "utf8"), file);
      const ids = record.verdicts.map((v) => v.id);
      expect(ids.length, file).toBeGreaterThanOrEqual(30);
      expect(new Set(ids).size, `${file}: each fact once`).toBe(ids.length);
      expect(
        ids.every((id) => /^(timings|fee|location|history|address|station|airport):/.test(id)),
        file,
      ).toBe(true);
      expect(record.stated, `${file} states its tally`).toEqual({
        right: record.right,
        of: ids.length,
      });
    }
  });
});
