import { addDays, isCalendarDate } from "../../common/dates.ts";
import type { Journey } from "../../common/rail.ts";
import { haltTimes } from "../../content/timetable/check.ts";
import { type Halt, type Train, WEEKDAYS, type Weekday } from "../../content/timetable/schema.ts";
import { currentStationCode } from "./station-names.ts";
import type { Timetable } from "./timetable.ts";

// The Train tab's answer (issue 11): the trains calling at From and then at To, on the day asked.
// Days of running belong to the origin: a train boarded after one or more midnights left its origin
// that many days before, so that earlier weekday is the one its runsOn must hold.

export type JourneyQuery = {
  from: string;
  to: string;
  /** YYYY-MM-DD: the day of departure from the boarding station. */
  date: string;
};

const MINUTES_PER_DAY = 1440;

/** Monday 0 ... Sunday 6, in the order of WEEKDAYS. */
const weekdayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
const weekdayOf = (date: string) => WEEKDAYS[weekdayIndex(date)] as Weekday;

const clockOf = (minutes: number) => {
  const inDay = minutes % MINUTES_PER_DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, "0")}:${String(inDay % 60).padStart(2, "0")}`;
};

function shiftWeekdays(days: readonly Weekday[], by: number): Weekday[] {
  const shifted = new Set(days.map((day) => (WEEKDAYS.indexOf(day) + by) % 7));
  return WEEKDAYS.filter((_, index) => shifted.has(index));
}

function journeyOf(
  timetable: Timetable,
  train: Train,
  board: Halt,
  alight: Halt,
  date: string,
): Journey | null {
  const leave = haltTimes(board).leave;
  const arrive = haltTimes(alight).arrive;
  if (leave === null || arrive === null || arrive <= leave) return null;
  const boardDay = Math.floor(leave / MINUTES_PER_DAY);
  const originDate = addDays(date, -boardDay);
  if (!train.runsOn.includes(weekdayOf(originDate))) return null;
  const name = (code: string) => timetable.stationNames.get(code) ?? code;
  return {
    train: {
      number: train.number,
      name: train.name,
      type: train.type,
      brand: train.brand ?? null,
      times: train.times,
      classes: train.classes,
    },
    departure: { time: clockOf(leave), date, code: board.code, name: name(board.code) },
    arrival: {
      time: clockOf(arrive),
      date: addDays(originDate, Math.floor(arrive / MINUTES_PER_DAY)),
      code: alight.code,
      name: name(alight.code),
    },
    durationMinutes: arrive - leave,
    distanceKm: Math.round((alight.km - board.km) * 10) / 10,
    runsOn: shiftWeekdays(train.runsOn, boardDay),
  };
}

/**
 * The journeys from `from` to `to` leaving on `date`, by departure time. Any two halts in order
 * count, not only a train's ends; old codes are accepted. Throws a RangeError on a date that is
 * not YYYY-MM-DD.
 */
export function findJourneys(timetable: Timetable, query: JourneyQuery): Journey[] {
  if (!isCalendarDate(query.date)) throw new RangeError(`Not a date: ${query.date}`);
  const from = currentStationCode(query.from);
  const to = currentStationCode(query.to);
  if (from === to) return [];
  const alighting = new Map(
    (timetable.calls.get(to) ?? []).map((call) => [call.train, call.halt] as const),
  );
  const journeys: Journey[] = [];
  for (const call of timetable.calls.get(from) ?? []) {
    const alightAt = alighting.get(call.train);
    if (alightAt === undefined || alightAt <= call.halt) continue;
    const board = call.train.halts[call.halt];
    const alight = call.train.halts[alightAt];
    if (!board || !alight) continue;
    const journey = journeyOf(timetable, call.train, board, alight, query.date);
    if (journey) journeys.push(journey);
  }
  return journeys.sort(
    (a, b) =>
      a.departure.time.localeCompare(b.departure.time) ||
      a.durationMinutes - b.durationMinutes ||
      a.train.number.localeCompare(b.train.number),
  );
}
