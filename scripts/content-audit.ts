import { greatCircleKm, type LatLng } from "../common/geo.ts";
import { drawFacts, factsOf } from "../content/audit.ts";
import {
  AUDIT_BAR,
  AUDIT_SETTLED_FLOOR,
  latestAuditRecord,
  measureAudit,
} from "../content/audit-record.ts";
import { content } from "../content/index.ts";
import { lookedUp, readLedger } from "../content/ledger.ts";
import { PlusCodeError } from "../content/plus-code.ts";
import { metresFromCell, parseDegrees, parsePoint, roundedCell } from "../content/points.ts";

// `npm run content:audit [-- --seed N --count N --table | --bar | --ledger [LIST] | --distance A B]`: prints a fixed-seed draw of our facts with
// their sources, for a person to check one by one. Record the outcome in content/audits/
// (date, seed, facts checked, errors found and fixed); the content test reads the latest record.

// Piped into `head`, the reader may leave early: that is the end, not an error.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number`);
  return value;
}

// `--bar`: the measure. Reads the latest record and fails unless 95% of the facts its
// checkers could settle are right and at least 80% were settled; the verdicts are a person's, so
// this is checked here, as a benchmark is, not in the test suite.
if (process.argv.includes("--bar")) {
  const record = latestAuditRecord();
  if (!record) {
    process.stderr.write("no audit record in content/audits/\n");
    process.exit(1);
  }
  const m = measureAudit(record);
  const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
  process.stdout.write(
    `${record.file}: ${m.right} right, ${m.wrong} wrong, ${m.unconfirmed} unconfirmed of ${record.verdicts.length}\n` +
      `  right of settled ${pct(m.rightOfSettled)} (bar ${pct(AUDIT_BAR)}), settled ${pct(m.settled)} (floor ${pct(AUDIT_SETTLED_FLOOR)}), right of all ${pct(m.rightOfAll)}\n`,
  );
  process.exit(m.meetsBar ? 0 : 1);
}

// `--ledger`: what the audit and sweep records say of each fact, by kind (decision 0029), so a
// sweep starts from what no one has looked up. `--ledger never|judged|doubtful|weak-hours` lists
// those facts with their claims: never named in a record; only judged from knowledge; left
// doubtful; opening hours with clock times that no record backs with two pages or an audit.
const ledgerIndex = process.argv.indexOf("--ledger");
if (ledgerIndex >= 0) {
  const ledger = readLedger();
  const facts = factsOf(content);
  type Fact = (typeof facts)[number];
  const clockTime = /\d{1,2}(:\d\d)? ?(am|pm)|noon/i;
  const of = (fact: Fact) => ledger.get(fact.id) ?? [];
  const lists = {
    never: (fact: Fact) => of(fact).length === 0,
    judged: (fact: Fact) => of(fact).length > 0 && !lookedUp(of(fact)),
    doubtful: (fact: Fact) =>
      of(fact).some((entry) => entry.status === "doubtful") &&
      !of(fact).some((entry) => ["right", "changed", "audited"].includes(entry.status)),
    "weak-hours": (fact: Fact) =>
      fact.kind === "timings" &&
      clockTime.test(fact.claim) &&
      !of(fact).some((entry) => entry.status === "audited" || entry.urls >= 2),
  };
  const list = process.argv[ledgerIndex + 1];
  if (list !== undefined) {
    if (!Object.hasOwn(lists, list)) {
      process.stderr.write(`--ledger takes one of ${Object.keys(lists).join(", ")}\n`);
      process.exit(1);
    }
    for (const fact of facts.filter(lists[list as keyof typeof lists]))
      process.stdout.write(`${fact.id}\n   ${fact.claim}\n`);
    process.exit(0);
  }
  process.stdout.write(
    "| kind | facts | looked up | judged only | never named |\n|---|---|---|---|---|\n",
  );
  for (const kind of [...new Set(facts.map((fact) => fact.kind))]) {
    const ofKind = facts.filter((fact) => fact.kind === kind);
    const count = (test: (fact: Fact) => boolean) => ofKind.filter(test).length;
    process.stdout.write(
      `| ${kind} | ${ofKind.length} | ${count((fact) => lookedUp(of(fact)))} | ${count(lists.judged)} | ${count(lists.never)} |\n`,
    );
  }
  process.exit(0);
}

// `--distance A B`: how far a published point lies from our pin, for a checker (decision 0030).
// Each point is decimal degrees ("23.1293,79.8037"), an infobox's "23°56′03″N 69°48′50″E", or a
// plus code as listings print it; a short code ("4RH2+WH5") is restored near the other point.
const distanceIndex = process.argv.indexOf("--distance");
if (distanceIndex >= 0) {
  const [first = "", second = ""] = process.argv.slice(distanceIndex + 1, distanceIndex + 3);
  try {
    // A short plus code is restored near the other point, so read the first near the second,
    // and the second (when it is not in degrees already) near the first.
    const secondInDegrees = parseDegrees(second) ?? undefined;
    const a = parsePoint(first, secondInDegrees);
    const b = secondInDegrees ?? parsePoint(second, a);
    const metres = Math.round(greatCircleKm(a, b) * 1000);
    const show = (point: LatLng) => `${point.lat.toFixed(6)}, ${point.lng.toFixed(6)}`;
    process.stdout.write(`${show(a)} to ${show(b)}: ${metres} m\n`);
    // A point printed to whole minutes is a cell (decision 0030, after audit 8): say how far the
    // other point lies from it, which is what settles a pin.
    for (const [text, other] of [
      [first, b],
      [second, a],
    ] as const) {
      const cell = roundedCell(text);
      if (cell)
        process.stdout.write(
          `'${text}' is rounded to whole minutes or degrees: the other point is ${Math.round(metresFromCell(cell, other))} m from its cell\n`,
        );
    }
    process.exit(0);
  } catch (error) {
    if (!(error instanceof PlusCodeError)) throw error;
    process.stderr.write(
      `${error.message}\n--distance takes two points, each "lat,lng", "23°56′03″N 69°48′50″E" or a plus code\n`,
    );
    process.exit(1);
  }
}

const seed = option("seed", 2026);
const count = option("count", 30);
const facts = factsOf(content);
const drawn = drawFacts(facts, count, seed);
process.stdout.write(`# Content audit: ${count} of ${facts.length} facts, seed ${seed}\n\n`);
for (const [index, fact] of drawn.entries()) {
  process.stdout.write(`${index + 1}. [${fact.id}] ${fact.subject} (${fact.kind})\n`);
  process.stdout.write(`   Claim: ${fact.claim}\n`);
  process.stdout.write(`   Check: ${fact.source}\n\n`);
}
// `--table`: the record's table to fill in, one row per fact; a row counts once its verdict is
// right, wrong or unconfirmed, so an unfinished record fails the content test.
if (process.argv.includes("--table")) {
  process.stdout.write("| # | Fact | Verdict | Evidence |\n|---|---|---|---|\n");
  for (const [index, fact] of drawn.entries())
    process.stdout.write(`| ${index + 1} | \`${fact.id}\` | ? | |\n`);
}
