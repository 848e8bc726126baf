import type { DurationRange } from "./durations.ts";

// How full one day of a plan is (issue 12): the time its visits take plus the travel between
// them, and a plain warning when that is more than a comfortable day.

/**
 * A comfortable day holds 10 hours of visits and travel. Most of our sights are open-air and open
 * from sunrise to sunset, and in winter, the peak season of most of our cities, the north of India
 * has only about 10 h 20 min of daylight (New Delhi: 10h 21m on 1 January, 10h 28m on 1 December,
 * https://whattime.city/delhi/sun). It is also our longest single visit, 'a full day' of 8 h
 * (durations.ts), with about an hour's travel each way. Meals and rest come on top; a traveller
 * may well do more, so this is a warning, not a limit.
 */
export const COMFORTABLE_DAY_MINUTES = 10 * 60;

/** A stop's visit time: null when we cannot tell (a note, a hotel, a duration we cannot read). */
export type DayLoadStop = { visitMinutes: number | null };

export type DayLoad = {
  visitMinutes: number;
  travelMinutes: number;
  totalMinutes: number;
  /** Stops and legs left out of the sums because their time is unknown: the day may hold more. */
  untimedStops: number;
  untimedLegs: number;
  overfull: boolean;
  /** For the page when the day is over-full; null otherwise. */
  message: string | null;
};

/** The time to plan for a visit given as a range: its middle, to the minute. */
export function plannedVisitMinutes(range: DurationRange | null): number | null {
  return range ? Math.round((range.minMinutes + range.maxMinutes) / 2) : null;
}

const known = (minutes: number | null | undefined): minutes is number =>
  typeof minutes === "number" && Number.isFinite(minutes) && minutes >= 0;

/** 610 → '10 h 15 min', 660 → '11 h': rounded UP to a quarter hour, so 10 h 05 never reads 10 h. */
function roughHours(minutes: number): string {
  const quarters = Math.ceil(minutes / 15);
  const hours = Math.floor(quarters / 4);
  const rest = (quarters % 4) * 15;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * A day's load. `travelMinutes[i]` is the travel from stop i to stop i + 1 (null when unknown), so
 * a day of n stops has n - 1 legs; extra entries are ignored and missing ones count as unknown.
 */
export function dayLoad(stops: DayLoadStop[], travelMinutes: (number | null)[]): DayLoad {
  const visits = stops.map((stop) => stop.visitMinutes);
  const legs = Array.from({ length: Math.max(stops.length - 1, 0) }, (_, i) => travelMinutes[i]);
  const visitMinutes = visits.filter(known).reduce((sum, m) => sum + m, 0);
  const travel = legs.filter(known).reduce((sum, m) => sum + m, 0);
  const totalMinutes = visitMinutes + travel;
  const overfull = totalMinutes > COMFORTABLE_DAY_MINUTES;
  return {
    visitMinutes,
    travelMinutes: travel,
    totalMinutes,
    untimedStops: visits.length - visits.filter(known).length,
    untimedLegs: legs.length - legs.filter(known).length,
    overfull,
    message: overfull
      ? `This day holds about ${roughHours(totalMinutes)} of visits and travel: more than a ` +
        `comfortable day of ${roughHours(COMFORTABLE_DAY_MINUTES)}.`
      : null,
  };
}
