import { drawFacts, factsOf } from "../content/audit.ts";
import {
  AUDIT_BAR,
  AUDIT_SETTLED_FLOOR,
  latestAuditRecord,
  measureAudit,
} from "../content/audit-record.ts";
import { content } from "../content/index.ts";

// `npm run content:audit [-- --seed N --count N --table | --bar]`: prints a fixed-seed draw of our facts with
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
