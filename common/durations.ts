// How long a visit takes, read from a place's `suggestedDuration` (free text in our content such as
// '1.5 to 2 hours', '45 minutes to 1 hour', 'Half a day, or an overnight stay'), so the planner can
// add up a day (issue 12).

/**
 * 'Half a day' is four hours: a morning or an afternoon of sightseeing. Our content says so
 * itself: its half-day visits sit just above its longest hour ranges ('3 to 4 hours').
 */
export const HALF_DAY_MINUTES = 4 * 60;
/**
 * 'A full day' is eight hours: a day out from about nine to five, leaving the evening free. The
 * same figure counts each day (or night) of '1 to 2 days' and an overnight stay, which take the
 * whole of the planner's day.
 */
export const FULL_DAY_MINUTES = 8 * 60;

export type DurationRange = { minMinutes: number; maxMinutes: number };

const UNIT_MINUTES: Record<string, number> = {
  minute: 1,
  hour: 60,
  day: FULL_DAY_MINUTES,
  night: FULL_DAY_MINUTES,
};

// One end of a range: '1.5', '45 minutes', '2 days', 'half a day', 'a full day' (or 'a full-day
// boat trip'), 'an overnight cruise'. A bare number takes its unit from the other end ('2 to 3 hours').
const TERM = String.raw`(?:(\d+(?:\.\d+)?)(?:\s*(minute|hour|day|night)s?)?|(half a day)|((?:a\s+)?full[\s-]day)|((?:an\s+)?overnight(?:\s+[a-z]+)?))`;
// The leading range is the visit; whatever follows qualifies it ('per safari', 'including the
// drive', ', or an overnight stay', '(a full day during the festival)') and is not counted.
const LEADING_RANGE = new RegExp(String.raw`^${TERM}(?:\s+to\s+${TERM})?(?=$|[\s,;(])`, "i");

type Term = { amount: number; unit: string | null };

function readTerm(groups: (string | undefined)[]): Term | null {
  const [number, unit, half, full, overnight] = groups;
  if (number !== undefined) return { amount: Number(number), unit: unit?.toLowerCase() ?? null };
  if (half !== undefined) return { amount: HALF_DAY_MINUTES, unit: "minute" };
  if (full !== undefined || overnight !== undefined)
    return { amount: FULL_DAY_MINUTES, unit: "minute" };
  return null;
}

const toMinutes = (term: Term, unit: string) => Math.round(term.amount * (UNIT_MINUTES[unit] ?? 0));

/**
 * The range a `suggestedDuration` gives, in minutes, or null when it does not start with a
 * duration we can read (the page then shows the text alone and counts nothing for the visit).
 */
export function parseSuggestedDuration(text: string): DurationRange | null {
  const match = LEADING_RANGE.exec(text.trim());
  if (!match) return null;
  const first = readTerm(match.slice(1, 6));
  const second = readTerm(match.slice(6, 11));
  if (!first) return null;
  const lastUnit = second ? second.unit : first.unit;
  const firstUnit = first.unit ?? lastUnit;
  if (!firstUnit || !lastUnit) return null;
  const minMinutes = toMinutes(first, firstUnit);
  const maxMinutes = second ? toMinutes(second, lastUnit) : minMinutes;
  if (minMinutes <= 0 || maxMinutes < minMinutes) return null;
  return { minMinutes, maxMinutes };
}
