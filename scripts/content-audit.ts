import { drawFacts, factsOf } from "../content/audit.ts";
import { content } from "../content/index.ts";

// `npm run content:audit [-- --seed N --count N]`: prints a fixed-seed draw of our facts with
// their sources, for a person to check one by one. Record the outcome in content/audits/
// (date, seed, facts checked, errors found and fixed); the content test reads the latest record.

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number`);
  return value;
}

const seed = option("seed", 2026);
const count = option("count", 30);
const facts = factsOf(content);
process.stdout.write(`# Content audit: ${count} of ${facts.length} facts, seed ${seed}\n\n`);
for (const [index, fact] of drawFacts(facts, count, seed).entries()) {
  process.stdout.write(`${index + 1}. [${fact.id}] ${fact.subject} (${fact.kind})\n`);
  process.stdout.write(`   Claim: ${fact.claim}\n`);
  process.stdout.write(`   Check: ${fact.source}\n\n`);
}
