import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { readOpenData } from "../content/checks.ts";
import { destinations, destinationsDir } from "../content/destinations.ts";
import { planImport, readImport } from "../content/import.ts";

// `npm run content:import -- <file or folder>… [--replace]`: brings destinations in bulk into
// content/data/destinations/, one file per city, after checking them all (schema, distances,
// station and airport codes, sources, unique slugs and names). Nothing is written unless every
// one passes. Then `npm run db:seed` (or a restart) puts them in the database.

const args = process.argv.slice(2);
const replace = args.includes("--replace");
const paths = args.filter((arg) => arg !== "--replace");
if (paths.length === 0) {
  console.error("usage: npm run content:import -- <file or folder>… [--replace]");
  process.exit(2);
}
const plan = planImport(destinations, readImport(paths), { replace, openData: readOpenData() });
if (plan.problems.length > 0) {
  console.error(`Nothing imported; ${plan.problems.length} problem(s):`);
  for (const problem of plan.problems) console.error(`- ${problem}`);
  process.exit(1);
}
const written: string[] = [];
for (const destination of plan.accepted) {
  const file = fileURLToPath(new URL(`${destination.city.slug}.json`, destinationsDir));
  written.push(file);
  writeFileSync(
    file,
    `${JSON.stringify({ $schema: "../destination.schema.json", ...destination }, null, 2)}\n`,
  );
  console.warn(
    `imported ${destination.city.slug}.json (${destination.places.length} places, ${destination.hotels.length} hotels)`,
  );
}
// The project's formatter, so an imported file reads like one written by hand.
execFileSync(fileURLToPath(new URL("../node_modules/.bin/biome", import.meta.url)), [
  "format",
  "--write",
  ...written,
]);
console.warn("Run `npm run db:seed` (or restart the server) to load them.");
