import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { destinationProblems, type OpenData } from "./checks.ts";
import { type Destination, destinationSchema } from "./schema.ts";

// Bulk import of destinations (issue 13, `npm run content:import`): files or folders of JSON, each
// holding one destination or an array of them, checked as a whole against the catalogue before
// anything is written. A city already present is refused unless replacing was asked for.

export type ImportPlan = { accepted: Destination[]; problems: string[] };

/** Reads every .json under the given paths; each may hold one destination or an array. */
export type Incoming = { origin: string; value: unknown; notJson?: string };

export function readImport(paths: string[]): Incoming[] {
  const found: Incoming[] = [];
  const visit = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort())
        if (name.endsWith(".json")) visit(join(path, name));
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(path, "utf8"));
    } catch (error) {
      found.push({ origin: path, value: null, notJson: String(error) });
      return;
    }
    const list = Array.isArray(parsed) ? parsed : [parsed];
    for (const [index, value] of list.entries())
      found.push({ origin: list.length > 1 ? `${path}[${index}]` : path, value });
  };
  for (const path of paths) visit(path);
  return found;
}

const lower = (text: string) => text.toLowerCase();

/**
 * Validates the incoming destinations one by one (schema, distances, codes, sources) and against
 * the catalogue and each other (slugs and names unique, case-insensitively); all or nothing.
 */
export function planImport(
  existing: Destination[],
  incoming: Incoming[],
  options: { replace: boolean; openData: OpenData | null },
): ImportPlan {
  const problems: string[] = [];
  const accepted: Destination[] = [];
  for (const { origin, value, notJson } of incoming) {
    if (notJson) {
      problems.push(`${origin}: not valid JSON (${notJson})`);
      continue;
    }
    const result = destinationSchema.safeParse(value);
    if (!result.success) {
      const first = result.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join(".")}: ${issue.message}`);
      problems.push(`${origin}: ${first.join("; ")}`);
      continue;
    }
    const own = destinationProblems(result.data, options.openData);
    if (own.length > 0) problems.push(...own.map((problem) => `${origin}: ${problem}`));
    else accepted.push(result.data);
  }
  const incomingCities = new Set(accepted.map((d) => d.city.slug));
  const clash = existing.filter((d) => incomingCities.has(d.city.slug));
  if (clash.length > 0 && !options.replace)
    problems.push(
      `already in the catalogue (use --replace to overwrite): ${clash.map((d) => d.city.slug).join(", ")}`,
    );
  const kept = existing.filter((d) => !incomingCities.has(d.city.slug));
  for (const kind of ["city", "places", "hotels"] as const) {
    const seen = new Map<string, string>();
    for (const destination of [...kept, ...accepted]) {
      const items = kind === "city" ? [destination.city] : destination[kind];
      for (const item of items) {
        for (const key of [`slug ${item.slug}`, `name ${lower(item.name)}`]) {
          const other = seen.get(key);
          if (other && other !== destination.city.slug)
            problems.push(
              `${kind === "city" ? "city" : kind.slice(0, -1)} ${key} is in both ${other} and ${destination.city.slug}`,
            );
          else if (other) problems.push(`${destination.city.slug}: ${key} appears twice`);
          seen.set(key, destination.city.slug);
        }
      }
    }
  }
  return { accepted: problems.length > 0 ? [] : accepted, problems };
}
