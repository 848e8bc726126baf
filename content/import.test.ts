import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { destinations } from "./destinations.ts";
import { planImport, readImport } from "./import.ts";
import type { Destination } from "./schema.ts";

const asi = {
  asOf: "2026-11",
  source: "Archaeological Survey of India",
  url: "https://asi.nic.in/",
};

// A new destination made from an existing one, renamed throughout so it clashes with nothing.
function renamed(from: Destination, slug: string): Destination {
  const copy = structuredClone(from);
  copy.city = { ...copy.city, slug, name: `Test ${slug}` };
  copy.places = copy.places.map((place, i) => ({
    ...place,
    city: slug,
    slug: `${slug}-place-${i}`,
    name: `${slug} place ${i}`,
    sources: place.sources ?? { timings: asi, entryFee: asi },
  }));
  copy.hotels = copy.hotels.map((hotel, i) => ({
    ...hotel,
    city: slug,
    slug: `${slug}-hotel-${i}`,
    name: `${slug} hotel ${i}`,
  }));
  return copy;
}

const agra = destinations.find((d) => d.city.slug === "agra");
if (!agra) throw new Error("the tests need agra.json");
const options = { replace: false, openData: null };
const agraAgain: Destination = {
  ...agra,
  places: agra.places.map((place) => ({
    ...place,
    sources: place.sources ?? { timings: asi, entryFee: asi },
  })),
};

describe("content import", () => {
  it("reads files and folders, each holding one destination or an array", () => {
    const dir = mkdtempSync(join(tmpdir(), "import-"));
    writeFileSync(join(dir, "one.json"), JSON.stringify(renamed(agra, "alpha")));
    writeFileSync(
      join(dir, "many.json"),
      JSON.stringify([renamed(agra, "beta"), renamed(agra, "gamma")]),
    );
    writeFileSync(join(dir, "notes.txt"), "ignored");
    const broken = mkdtempSync(join(tmpdir(), "import-broken-"));
    writeFileSync(join(broken, "half.json"), '{ "city": ');
    expect(planImport(destinations, readImport([broken]), options).problems).toEqual([
      expect.stringMatching(/half\.json: not valid JSON \(SyntaxError/),
    ]);
    const found = readImport([dir]);
    expect(found.map((f) => f.origin.slice(dir.length + 1))).toEqual([
      "many.json[0]",
      "many.json[1]",
      "one.json",
    ]);
    const plan = planImport(destinations, found, options);
    expect(plan.problems).toEqual([]);
    expect(plan.accepted.map((d) => d.city.slug)).toEqual(["beta", "gamma", "alpha"]);
  });

  it("refuses everything when one file is bad, and says which and why", () => {
    const bad = { ...renamed(agra, "delta"), places: [] };
    const plan = planImport(
      destinations,
      [
        { origin: "good.json", value: renamed(agra, "epsilon") },
        { origin: "bad.json", value: bad },
        { origin: "broken.json", value: { invalidJson: "SyntaxError" } },
      ],
      options,
    );
    expect(plan.accepted).toEqual([]);
    expect(plan.problems.some((p) => p.startsWith("bad.json: places"))).toBe(true);
    expect(plan.problems.some((p) => p.startsWith("broken.json: city"))).toBe(true);
  });

  it("refuses a city we have unless asked to replace it, and names clashing slugs and names", () => {
    const again = planImport(destinations, [{ origin: "agra.json", value: agraAgain }], options);
    expect(again.problems).toEqual(["already in the catalogue (use --replace to overwrite): agra"]);
    expect(
      planImport(destinations, [{ origin: "agra.json", value: agraAgain }], {
        ...options,
        replace: true,
      }).problems,
    ).toEqual([]);

    const stealer = renamed(agra, "zeta");
    const [first] = stealer.places;
    if (!first) throw new Error("agra has places");
    stealer.places[0] = { ...first, name: "TAJ MAHAL" };
    const plan = planImport(destinations, [{ origin: "zeta.json", value: stealer }], options);
    expect(plan.problems).toEqual(["place name taj mahal is in both agra and zeta"]);
  });

  it("applies the checks beyond the schema: a place 500 km from its city is refused", () => {
    const far = renamed(agra, "eta");
    const [first] = far.places;
    if (!first) throw new Error("agra has places");
    far.places[0] = { ...first, latitude: first.latitude + 5 };
    const plan = planImport(destinations, [{ origin: "eta.json", value: far }], options);
    expect(plan.problems.join()).toMatch(/eta-place-0 is \d+ km from the city/);
  });
});
