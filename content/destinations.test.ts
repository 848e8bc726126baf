import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DestinationFileError, destinationFiles, readDestination } from "./destinations.ts";

const dir = mkdtempSync(join(tmpdir(), "destinations-"));
const agra = JSON.parse(
  readFileSync(new URL("./data/destinations/agra.json", import.meta.url), "utf8"),
) as { city: { slug: string }; places: { entryFee?: string }[] };

function draft(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

describe("destination files", () => {
  it("are JSON files, one per city, each named after its city", () => {
    const files = destinationFiles();
    expect(files.length).toBeGreaterThanOrEqual(60);
    expect(files.every((file) => file.endsWith(".json"))).toBe(true);
    for (const file of files) expect(`${readDestination(file).city.slug}.json`).toBe(file);
  });

  it("reads a draft anywhere on disk, and names the file and the field of a problem", () => {
    expect(readDestination(draft("agra.json", JSON.stringify(agra))).city.slug).toBe("agra");
    expect(() => readDestination(draft("broken.json", "{ not json"))).toThrow(
      /broken\.json: not valid JSON/,
    );
    const [first, ...rest] = agra.places;
    const noFee = { ...agra, places: [{ ...first, entryFee: undefined }, ...rest] };
    const path = draft("agra-no-fee.json", JSON.stringify(noFee));
    expect(() => readDestination(path)).toThrow(DestinationFileError);
    expect(() => readDestination(path)).toThrow(/places\.0\.entryFee/);
  });

  it("refuses a file named after another city", () => {
    expect(() => readDestination(draft("jaipur.json", JSON.stringify(agra)))).toThrow(
      /the file of city 'agra' must be named agra\.json/,
    );
  });
});
