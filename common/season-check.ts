import { MONTHS, type MonthName, monthInRange } from "../content/schema.ts";
import { addDays, isCalendarDate } from "./dates.ts";

// Whether a trip's dates fall in its destination's off season or monsoon (issue 12), with advice a
// traveller can act on: the season's own description from our content.
//
// The monsoon rule, read from our 60 cities' seasons: a city's monsoon is where the description of
// its moderate or off season speaks of the monsoon as happening then. Its peak season never counts
// (Madurai's mentions a few showers in passing). Only the word "monsoon" counts, not "rain", which
// our descriptions also use for dry months ("only occasional rain" in Jaisalmer, "before the
// rains" in Udaipur's April to June); and "pre-monsoon" storms, "before the monsoon", "after the
// monsoon" and Udaipur's Monsoon Palace do not. Where the clause about the monsoon names its months
// ("from June to September" in Mumbai's June to October, "in October and November" in Chennai's
// July to November), those months are the monsoon; otherwise the whole season is.

type Season = { start: MonthName; end: MonthName; description: string };
export type CitySeasons = {
  name: string;
  seasons: { peak: Season; moderate: Season; off: Season };
};

/** A run of months as a traveller reads it: 'July to September', 'October and November'. */
export type MonsoonSpell = { season: "moderate" | "off"; months: number[] };

export type SeasonAdvice = { offSeason: boolean; monsoon: boolean; message: string };

const MONSOON = /(?<!pre-|before the |after the )\bmonsoon\b(?! palace)/i;
const MONTH = new RegExp(String.raw`\b(${MONTHS.join("|")})\b`, "g");
const RANGE = new RegExp(String.raw`\b(${MONTHS.join("|")}) to (${MONTHS.join("|")})\b`, "g");

const monthNumber = (name: string) => MONTHS.indexOf(name as MonthName) + 1;
const range = (start: number, end: number) =>
  Array.from({ length: 12 }, (_, i) => i + 1).filter((m) => monthInRange(m, start, end));

/** Months a clause names: its ranges ('from June to August') if any, else each month it names. */
function monthsNamedIn(clause: string): number[] {
  const ranges = [...clause.matchAll(RANGE)];
  const months =
    ranges.length > 0
      ? ranges.flatMap(([, from = "", to = ""]) => range(monthNumber(from), monthNumber(to)))
      : [...clause.matchAll(MONTH)].map(([name]) => monthNumber(name));
  return [...new Set(months)].sort((a, b) => a - b);
}

function monsoonIn(season: Season): number[] {
  const whole = range(monthNumber(season.start), monthNumber(season.end));
  const clauses = season.description.split(/[;,]|\.\s/).filter((clause) => MONSOON.test(clause));
  const months = clauses.flatMap((clause) => {
    const named = monthsNamedIn(clause);
    return named.length > 0 ? named : whole;
  });
  return [...new Set(months)].sort((a, b) => a - b);
}

/** The city's monsoon months, by the season whose description gives them. */
export function monsoonSpells(seasons: CitySeasons["seasons"]): MonsoonSpell[] {
  return (["moderate", "off"] as const)
    .map((season) => ({ season, months: monsoonIn(seasons[season]) }))
    .filter((spell) => spell.months.length > 0);
}

/** [7, 8, 9] → 'July to September'; [10, 11] → 'October and November'; [12, 1] wraps. */
export function monthsText(months: number[]): string {
  const set = new Set(months);
  // Start each run at a month whose predecessor is absent, so December to January stays one run.
  const starts = months.filter((m) => !set.has(m === 1 ? 12 : m - 1));
  if (starts.length === 0) return "all year";
  return starts
    .map((start) => {
      let end = start;
      while (set.has((end % 12) + 1) && (end % 12) + 1 !== start) end = (end % 12) + 1;
      const length = ((end - start + 12) % 12) + 1;
      const [from, to] = [MONTHS[start - 1], MONTHS[end - 1]];
      return length === 1 ? from : length === 2 ? `${from} and ${to}` : `${from} to ${to}`;
    })
    .join(" and ");
}

/**
 * Advice for a trip of `days` days from `startDate` (YYYY-MM-DD): null without dates, or when no
 * day of the trip falls in the off season or the monsoon.
 */
export function seasonAdvice(
  city: CitySeasons,
  trip: { startDate: string | null; days: number },
): SeasonAdvice | null {
  const { startDate, days } = trip;
  if (startDate === null || !isCalendarDate(startDate) || !(days >= 1)) return null;
  const tripMonths = Array.from({ length: Math.floor(days) }, (_, i) =>
    Number(addDays(startDate, i).slice(5, 7)),
  );
  const off = city.seasons.off;
  const inOff = tripMonths.filter((m) =>
    monthInRange(m, monthNumber(off.start), monthNumber(off.end)),
  );
  const spells = monsoonSpells(city.seasons).map((spell) => ({
    ...spell,
    tripDays: tripMonths.filter((m) => spell.months.includes(m)).length,
  }));
  const offMonsoon = spells.find((spell) => spell.season === "off" && spell.tripDays > 0);
  const otherMonsoon = spells.find((spell) => spell.season === "moderate" && spell.tripDays > 0);
  const lead = (count: number, also: boolean) =>
    `${count === tripMonths.length ? "Your dates" : "Some of your dates"}${also ? " also" : ""} fall in`;
  const parts: string[] = [];
  if (inOff.length > 0) {
    const during = offMonsoon ? `, during the monsoon (${monthsText(offMonsoon.months)})` : "";
    const when = off.start === off.end ? off.start : `${off.start} to ${off.end}`;
    parts.push(
      `${lead(inOff.length, false)} ${city.name}'s off season (${when})${during}: ${off.description}`,
    );
  }
  if (otherMonsoon) {
    parts.push(
      `${lead(otherMonsoon.tripDays, parts.length > 0)} ${city.name}'s monsoon ` +
        `(${monthsText(otherMonsoon.months)}): ${city.seasons.moderate.description}`,
    );
  }
  if (parts.length === 0) return null;
  return {
    offSeason: inOff.length > 0,
    monsoon: Boolean(offMonsoon || otherMonsoon),
    message: parts.join(" "),
  };
}
