import { describe, expect, it } from "vitest";
import { destinations } from "../content/index.ts";
import { MONTHS, monthInRange } from "../content/schema.ts";
import { type CitySeasons, monsoonSpells, monthsText, seasonAdvice } from "./season-check.ts";

const cities = new Map(destinations.map((d) => [d.city.slug, d.city]));
function city(slug: string): CitySeasons {
  const found = cities.get(slug);
  if (!found) throw new Error(`no city ${slug} in our content`);
  return found;
}

/** A made-up city, so a test's words do not depend on our editors' text. */
function makeCity(overrides: Partial<CitySeasons["seasons"]> = {}): CitySeasons {
  return {
    name: "Testpur",
    seasons: {
      peak: { start: "October", end: "March", description: "Cool and clear." },
      moderate: { start: "July", end: "September", description: "Monsoon showers cool the town." },
      off: { start: "April", end: "June", description: "Very hot; go out early." },
      ...overrides,
    },
  };
}

describe("seasonAdvice", () => {
  it("says nothing without dates", () => {
    expect(seasonAdvice(makeCity(), { startDate: null, days: 3 })).toBeNull();
    expect(seasonAdvice(makeCity(), { startDate: "2027-02-30", days: 3 })).toBeNull();
    expect(seasonAdvice(makeCity(), { startDate: "2027-05-01", days: 0 })).toBeNull();
  });

  it("says nothing for a trip in the peak season or a dry moderate season", () => {
    expect(seasonAdvice(makeCity(), { startDate: "2026-12-20", days: 5 })).toBeNull();
    const dry = makeCity({ moderate: { start: "July", end: "September", description: "Warm." } });
    expect(seasonAdvice(dry, { startDate: "2027-08-01", days: 5 })).toBeNull();
  });

  it("warns of the off season with the season's own description", () => {
    const jaipur = city("jaipur");
    expect(seasonAdvice(jaipur, { startDate: "2027-05-10", days: 4 })).toEqual({
      offSeason: true,
      monsoon: false,
      message: `Your dates fall in Jaipur's off season (April to June): ${jaipur.seasons.off.description}`,
    });
  });

  it("warns of a monsoon that is the city's moderate season", () => {
    const agra = city("agra");
    expect(seasonAdvice(agra, { startDate: "2027-08-01", days: 3 })).toEqual({
      offSeason: false,
      monsoon: true,
      message: `Your dates fall in Agra's monsoon (July to September): ${agra.seasons.moderate.description}`,
    });
  });

  it("joins an off season and its monsoon in one sentence", () => {
    const advice = seasonAdvice(city("mumbai"), { startDate: "2027-07-05", days: 3 });
    expect(advice).toMatchObject({ offSeason: true, monsoon: true });
    expect(advice?.message).toMatch(
      /^Your dates fall in Mumbai's off season \(June to October\), during the monsoon \(June to September\): /,
    );
    // Mumbai in October: still the off season, but the rains have gone.
    expect(seasonAdvice(city("mumbai"), { startDate: "2027-10-10", days: 3 })).toMatchObject({
      offSeason: true,
      monsoon: false,
    });
  });

  it("says 'some of your dates' for a trip that runs into a season, and 'also' for a second", () => {
    const advice = seasonAdvice(makeCity(), { startDate: "2027-06-29", days: 4 });
    expect(advice?.message).toBe(
      "Some of your dates fall in Testpur's off season (April to June): Very hot; go out early. " +
        "Some of your dates also fall in Testpur's monsoon (July to September): Monsoon showers cool the town.",
    );
  });

  it("counts only the months a monsoon clause names (Ooty's north-east monsoon)", () => {
    const ooty = city("ooty");
    expect(seasonAdvice(ooty, { startDate: "2026-10-20", days: 3 })).toMatchObject({
      offSeason: false,
      monsoon: true,
      message: expect.stringContaining("Ooty's monsoon (October and November)"),
    });
    expect(seasonAdvice(ooty, { startDate: "2026-12-20", days: 3 })).toBeNull();
  });

  it("follows an off season over the year end", () => {
    const leh = city("leh"); // off December to April
    const advice = seasonAdvice(leh, { startDate: "2026-12-28", days: 7 });
    expect(advice).toEqual({
      offSeason: true,
      monsoon: false,
      message: `Your dates fall in Leh's off season (December to April): ${leh.seasons.off.description}`,
    });
    expect(seasonAdvice(leh, { startDate: "2026-11-28", days: 7 })?.message).toMatch(
      /^Some of your dates/,
    );
    expect(seasonAdvice(leh, { startDate: "2027-05-01", days: 7 })).toBeNull();
    const tawang = city("tawang"); // off November to February
    expect(seasonAdvice(tawang, { startDate: "2027-02-26", days: 5 })?.message).toMatch(
      /^Some of your dates fall in Tawang's off season \(November to February\)/,
    );
  });
});

describe("monsoonSpells, on our content", () => {
  const spells = (slug: string) =>
    monsoonSpells(city(slug).seasons).map((s) => `${s.season}: ${monthsText(s.months)}`);

  it.each([
    ["agra", ["moderate: July to September"]],
    ["ahmedabad", ["moderate: July to September"]],
    ["mumbai", ["off: June to September"]],
    ["kochi", ["off: June to August"]],
    ["chennai", ["moderate: October and November"]],
    ["tawang", ["moderate: July and August"]],
    ["ooty", ["moderate: October and November", "off: July to September"]],
    // "Pre-monsoon" storms (Bengaluru's off season) and "after the monsoon" (Darjeeling's moderate).
    ["bengaluru", ["moderate: June to September"]],
    ["darjeeling", ["off: June to September"]],
    // Madurai's only mention is in its peak season; Jaisalmer's "occasional rain" is no monsoon.
    ["madurai", []],
    ["jaisalmer", []],
    ["leh", []],
  ])("finds %s's monsoon as %j", (slug, expected) => {
    expect(spells(slug)).toEqual(expected);
  });

  it("keeps every city's monsoon inside the season that describes it", () => {
    for (const { city: c } of destinations) {
      for (const spell of monsoonSpells(c.seasons)) {
        const { start, end } = c.seasons[spell.season];
        const [from, to] = [MONTHS.indexOf(start) + 1, MONTHS.indexOf(end) + 1];
        expect(
          spell.months.every((m) => monthInRange(m, from, to)),
          c.slug,
        ).toBe(true);
      }
    }
  });
});

describe("monthsText", () => {
  it.each([
    [[7, 8, 9], "July to September"],
    [[10, 11], "October and November"],
    [[10], "October"],
    [[1, 2, 11, 12], "November to February"],
    [[1, 5, 6, 7], "January and May to July"],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], "all year"],
  ])("reads %j as %j", (months, text) => {
    expect(monthsText(months)).toBe(text);
  });
});
