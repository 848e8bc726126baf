import { readdirSync, readFileSync } from "node:fs";
import { type Destination, destinationSchema } from "./schema.ts";

// Our destinations are data, not code: one JSON file per city under data/destinations/, holding
// the city with its places and hotels (docs/decisions/0029-content-as-data.md). A person edits a
// file, `npm run content:check` validates it, and the seeder loads them all.

export const destinationsDir = new URL("./data/destinations/", import.meta.url);

/** The destination files, in name order. */
export function destinationFiles(): string[] {
  return readdirSync(destinationsDir)
    .filter((file) => file.endsWith(".json"))
    .sort();
}

export class DestinationFileError extends Error {}

/**
 * Reads and validates one file (a name in data/destinations/, or a path to a draft elsewhere);
 * the error names the file and the first problems in it.
 */
export function readDestination(file: string): Destination {
  const location = file.includes("/") ? file : new URL(file, destinationsDir);
  const name = file.includes("/") ? file : `content/data/destinations/${file}`;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(location, "utf8"));
  } catch (error) {
    throw new DestinationFileError(
      `${name}: not valid JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const result = destinationSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
      .join("; ");
    throw new DestinationFileError(`${name}: ${problems}`);
  }
  const expected = `${result.data.city.slug}.json`;
  if (!name.endsWith(`/${expected}`)) {
    throw new DestinationFileError(
      `${name}: the file of city '${result.data.city.slug}' must be named ${expected}`,
    );
  }
  return result.data;
}

export const destinations: Destination[] = destinationFiles().map(readDestination);

/** The destination of a city slug; throws when there is none (cards name cities we have). */
export function destinationOf(citySlug: string): Destination {
  const found = destinations.find((destination) => destination.city.slug === citySlug);
  if (!found) throw new Error(`no destination file for city '${citySlug}'`);
  return found;
}
