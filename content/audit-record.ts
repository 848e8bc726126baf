import { readdirSync, readFileSync } from "node:fs";

// The records of the content fact-check (issue 13): content/audits/YYYY-MM-DD[-n].md, one per
// audit, each a table with one row per fact drawn and its verdict, and a line stating the tally.

export const AUDIT_BAR = 0.95;
/**
 * The share of the facts drawn that a checker must settle (right or wrong) for the bar to be
 * measured at all: a fact the stored sources neither confirm nor contradict says more about the
 * sources than about us, but too many of them would hide our errors (decision 0029).
 */
export const AUDIT_SETTLED_FLOOR = 0.8;
export const auditsDir = new URL("./audits/", import.meta.url);

export type Verdict = "right" | "wrong" | "unconfirmed";
export type AuditRecord = {
  file: string;
  verdicts: { id: string; verdict: Verdict }[];
  right: number;
  /** The tally the record states ('Right: 24 of 30'), or null when it states none. */
  stated: { right: number; of: number } | null;
};

const recordName = /^(\d{4}-\d{2}-\d{2})(?:-(\d+))?\.md$/;

/**
 * The record files, oldest first: by date, then by the day's number, an unnumbered record first
 * ('2026-11-25.md', '2026-11-25-2.md', '2026-11-25-10.md'). A collation compare put '.md' after
 * '-2.md', so an unnumbered record read as the day's latest.
 */
export function auditFiles(dir: URL = auditsDir): string[] {
  const order = (file: string): [string, number] => {
    const [, date = "", n = "0"] = recordName.exec(file) ?? [];
    return [date, Number(n)];
  };
  return readdirSync(dir)
    .filter((file) => recordName.test(file))
    .sort((a, b) => {
      const [dateA, nA] = order(a);
      const [dateB, nB] = order(b);
      return dateA === dateB ? nA - nB : dateA < dateB ? -1 : 1;
    });
}

/**
 * Reads a record. A row is '| n | `id` | verdict | evidence |'; a fact that could be neither
 * confirmed nor contradicted is 'unconfirmed': it is left out of the right share and counted
 * against the settled floor (measureAudit).
 */
export function readAuditRecord(text: string, file = ""): AuditRecord {
  const rows = text.matchAll(/^\|\s*\d+\s*\|\s*`([^`]+)`\s*\|\s*(right|wrong|unconfirmed)\b/gm);
  const verdicts = [...rows].map(([, id = "", verdict]) => ({ id, verdict: verdict as Verdict }));
  const tally = /Right: (\d+) of (\d+)/.exec(text);
  return {
    file,
    verdicts,
    right: verdicts.filter((v) => v.verdict === "right").length,
    stated: tally ? { right: Number(tally[1]), of: Number(tally[2]) } : null,
  };
}

export function latestAuditRecord(dir: URL = auditsDir): AuditRecord | null {
  const file = auditFiles(dir).at(-1);
  return file ? readAuditRecord(readFileSync(new URL(file, dir), "utf8"), file) : null;
}

export type AuditMeasure = {
  right: number;
  wrong: number;
  unconfirmed: number;
  /** Right among the facts a checker could settle: the 'right share'. */
  rightOfSettled: number;
  /** Settled among all the facts drawn. */
  settled: number;
  /** Right among all the facts drawn, unconfirmed counted against: reported beside it. */
  rightOfAll: number;
  meetsBar: boolean;
};

export function measureAudit(record: Pick<AuditRecord, "verdicts">): AuditMeasure {
  const count = (verdict: Verdict) => record.verdicts.filter((v) => v.verdict === verdict).length;
  const [right, wrong, unconfirmed] = [count("right"), count("wrong"), count("unconfirmed")];
  const all = Math.max(record.verdicts.length, 1);
  const rightOfSettled = right / Math.max(right + wrong, 1);
  const settled = (right + wrong) / all;
  return {
    right,
    wrong,
    unconfirmed,
    rightOfSettled,
    settled,
    rightOfAll: right / all,
    meetsBar: rightOfSettled >= AUDIT_BAR && settled >= AUDIT_SETTLED_FLOOR,
  };
}
