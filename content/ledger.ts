import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { auditFiles, auditsDir, readAuditRecord } from "./audit-record.ts";

// What the records in content/audits/ say about each fact (decision 0029): the audits' verdicts
// and the sweeps' reports, which name each fact they read by id under a heading that says what
// was done with it. Read together they are the ledger a sweep starts from: which facts no one has
// looked up, which were only judged from knowledge, which stay doubtful, and which hours rest on
// fewer than two pages.

export type LedgerStatus = "audited" | "changed" | "right" | "doubtful" | "judged" | "named";
export type LedgerEntry = {
  file: string;
  status: LedgerStatus;
  /** How many web addresses the record gives on the fact's line: its evidence. */
  urls: number;
};

/**
 * A sweep report's heading says what became of the facts under it. Reports were written by many
 * hands, so the words vary: "Still doubtful / not checked" is doubtful, "Pins not looked up
 * (budget kept…)" and "Judged without a look-up" are judged, "1. Changed" and "Moved" changed,
 * "Checked and right", "Texts looked at" and "Right (looked up)" right, "No published point
 * found" doubtful (looked up, not settled). A heading that says none of these leaves
 * its facts merely named.
 */
export function statusOfHeading(heading: string): LedgerStatus {
  if (/doubtful|no published point/i.test(heading)) return "doubtful";
  if (/without a look-up|not (looked|checked)|did not look|no budget/i.test(heading))
    return "judged";
  if (/changed|moved/i.test(heading)) return "changed";
  if (/right|checked|confirmed|looked (up|at)|kept against/i.test(heading)) return "right";
  return "named";
}

/** A web address, with or without its scheme ("https://…", "tripoto.com/places/…"). */
const webAddress =
  /(?:https?:\/\/)?(?:[\w-]+\.)+(?:com|in|org|net|info|app|travel|gov|edu|aero|uk|io)(?:\/[^\s),]*)?/gi;

const factId = /`((?:timings|fee|location|history|address|station|airport):[a-z0-9-]+)`/g;

/**
 * The facts one sweep report names, each with the status its heading gives and its evidence: the
 * web addresses of its item, a bullet with the indented lines under it ("- `id` — changed",
 * "  - Was: …", "  - Sources say … (https://…)").
 */
export function readSweepReport(text: string, file = ""): Map<string, LedgerEntry> {
  const entries = new Map<string, LedgerEntry>();
  // A sub-heading that says nothing of its own ("### Sundarbans") keeps its section's status.
  let section: LedgerStatus = "named";
  let status: LedgerStatus = "named";
  let item = { ids: new Set<string>(), urls: 0 };
  const flush = () => {
    for (const id of item.ids) {
      // A fact named twice in one report keeps its strongest word and its most evidence.
      const seen = entries.get(id);
      entries.set(id, {
        file,
        status: seen && rank(seen.status) > rank(status) ? seen.status : status,
        urls: Math.max(item.urls, seen?.urls ?? 0),
      });
    }
    item = { ids: new Set(), urls: 0 };
  };
  for (const line of text.split("\n")) {
    if (!/^\s+\S/.test(line)) flush();
    if (/^## /.test(line)) section = status = statusOfHeading(line);
    else if (/^### /.test(line)) {
      const own = statusOfHeading(line);
      status = own === "named" ? section : own;
    }
    item.urls += line.match(webAddress)?.length ?? 0;
    for (const [, id = ""] of line.matchAll(factId)) item.ids.add(id);
  }
  flush();
  return entries;
}

const order: LedgerStatus[] = ["named", "judged", "doubtful", "right", "changed", "audited"];
const rank = (status: LedgerStatus) => order.indexOf(status);

/**
 * Looked up by someone: audited, left doubtful after a look-up, or changed or confirmed with the
 * page that shows it. A fact changed or called right with no web address on its line was
 * softened, or checked against another record, without a look-up of its own.
 */
export const lookedUp = (entries: LedgerEntry[] = []) =>
  entries.some((entry) =>
    entry.status === "changed" || entry.status === "right"
      ? entry.urls > 0
      : rank(entry.status) >= rank("doubtful"),
  );

/**
 * Every record, fact by fact: the audit records `auditFiles` lists, then the sweep reports in
 * `sweeps/` below them.
 */
export function readLedger(dir: URL = auditsDir): Map<string, LedgerEntry[]> {
  const ledger = new Map<string, LedgerEntry[]>();
  const add = (id: string, entry: LedgerEntry) =>
    ledger.set(id, [...(ledger.get(id) ?? []), entry]);
  for (const file of auditFiles(dir))
    for (const { id } of readAuditRecord(readFileSync(new URL(file, dir), "utf8"), file).verdicts)
      add(id, { file, status: "audited", urls: 0 });
  const root = fileURLToPath(dir);
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith(".md")) {
        const relative = path.relative(root, file);
        for (const [id, entry] of readSweepReport(readFileSync(file, "utf8"), relative))
          add(id, entry);
      }
    }
  };
  const sweeps = path.join(root, "sweeps");
  if (existsSync(sweeps)) walk(sweeps);
  return ledger;
}
