import { describe, expect, it } from "vitest";
import { addDays } from "../../common/dates.ts";
import type { Journey } from "../../common/rail.ts";
import { findJourneys } from "../../server/rail/journeys.ts";
import { loadTimetable } from "../../server/rail/timetable.ts";
import { hasSharedData } from "../../tests/support/shared-data.ts";
import { readOpenData } from "../checks.ts";
import { checkTimetableFolder } from "./check.ts";
import { type Halt, type Train, WEEKDAYS, type Weekday } from "./schema.ts";

// The bar of issue 11 for our compiled timetable: every file passes the plausibility checks, the
// files hold enough trains, and the search finds each train where it calls, with coherent answers.

/** Issue 11's bar: about 200 trains over the three regional files. */
const MIN_TRAINS = 200;
/** Pairs a traveller will try first; each must be served once the timetable is complete. */
const REAL_PAIRS = [
  ["NDLS", "HWH"],
  ["MMCT", "NDLS"],
  ["CSMT", "PUNE"],
  ["MAS", "SBC"],
  ["NDLS", "LKO"],
  // Since 2025 no regular train runs Secunderabad–Chennai Central; the Charminar runs to Egmore.
  ["HYB", "MS"],
] as const;
/** A week from Monday 2026-11-23. */
const MONDAY = "2026-11-23";
const WEEK = Array.from({ length: 7 }, (_, i) => addDays(MONDAY, i));

const folder = new URL("./", import.meta.url);
const timetable = loadTimetable(folder);
const weekdayOf = (date: string) =>
  WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7] as Weekday;

/** The journey day (1 = the origin's) the train leaves a halt: a day later if it waits over midnight. */
const leavingDay = (halt: Halt) =>
  halt.arr !== null && halt.dep !== null && halt.dep < halt.arr ? halt.day + 1 : halt.day;

/** What a journey must say, worked out here from the halts alone. */
function expectCoherent(journey: Journey, train: Train, board: Halt, alight: Halt, date: string) {
  const originDate = addDays(date, 1 - leavingDay(board));
  expect(train.runsOn).toContain(weekdayOf(originDate));
  expect(journey.runsOn).toContain(weekdayOf(date));
  expect(journey.departure).toMatchObject({ time: board.dep, date, code: board.code });
  expect(journey.arrival).toMatchObject({
    time: alight.arr,
    date: addDays(originDate, alight.day - 1),
    code: alight.code,
  });
  const minutes =
    (Date.parse(`${journey.arrival.date}T${journey.arrival.time}Z`) -
      Date.parse(`${journey.departure.date}T${journey.departure.time}Z`)) /
    60_000;
  expect(journey.durationMinutes).toBe(minutes);
  expect(journey.distanceKm).toBeCloseTo(alight.km - board.km, 1);
}

describe.skipIf(!hasSharedData)("the compiled timetable's files", () => {
  it("pass the plausibility checks with no problem", () => {
    const { problems } = checkTimetableFolder(folder, new Set(readOpenData()?.stations.keys()));
    expect(problems).toEqual([]);
  });

  it(`hold at least ${MIN_TRAINS} trains`, () => {
    expect(checkTimetableFolder(folder, new Set()).trains).toBeGreaterThanOrEqual(MIN_TRAINS);
  });
});

describe("train search over the compiled timetable", () => {
  it("finds every train between its ends and from a middle halt, on the days it runs only", () => {
    for (const train of timetable.trains) {
      const { halts } = train;
      const middle = Math.floor(halts.length / 2);
      for (const [b, a] of [
        [0, halts.length - 1],
        [middle, halts.length - 1],
        [0, middle],
      ] as const) {
        const board = halts[b];
        const alight = halts[a];
        if (!board || !alight || b >= a) continue;
        for (const date of WEEK) {
          const runs = train.runsOn.includes(weekdayOf(addDays(date, 1 - leavingDay(board))));
          const found = findJourneys(timetable, { from: board.code, to: alight.code, date }).find(
            (j) => j.train.number === train.number,
          );
          expect(Boolean(found), `${train.number} ${board.code}→${alight.code} ${date}`).toBe(runs);
          if (found) expectCoherent(found, train, board, alight, date);
        }
        const back = findJourneys(timetable, { from: alight.code, to: board.code, date: MONDAY });
        expect(back.map((j) => j.train.number)).not.toContain(train.number);
      }
    }
  });

  it.skipIf(timetable.trains.length < MIN_TRAINS)(
    "serves the pairs travellers try first, with every train that calls at both in order",
    () => {
      for (const [from, to] of REAL_PAIRS) {
        const calling = timetable.trains.filter((train) => {
          const codes = train.halts.map((h) => h.code);
          return codes.includes(from) && codes.indexOf(from) < codes.indexOf(to);
        });
        expect(calling.length, `${from}→${to}`).toBeGreaterThan(0);
        const found = new Set(
          WEEK.flatMap((date) => findJourneys(timetable, { from, to, date })).map(
            (j) => j.train.number,
          ),
        );
        expect([...found].sort()).toEqual(calling.map((t) => t.number).sort());
      }
    },
  );
});
