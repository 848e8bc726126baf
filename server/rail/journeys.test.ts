import { afterEach, describe, expect, it } from "vitest";
import type { Journey } from "../../common/rail.ts";
import { findJourneys } from "./journeys.ts";
import { fixtureTimetable, fixtureTrain } from "./timetable-fixtures.ts";

// 2026-11-23 is a Monday.
const MON = "2026-11-23";
const TUE = "2026-11-24";

const mondaysOnly = () => fixtureTimetable([fixtureTrain("12951", { runsOn: ["Mon"] })]);
const numbers = (journeys: Journey[]) => journeys.map((j) => j.train.number);

/** Minutes between departure and arrival, read from their dates and times. */
const elapsed = (j: Journey) =>
  (Date.parse(`${j.arrival.date}T${j.arrival.time}:00Z`) -
    Date.parse(`${j.departure.date}T${j.departure.time}:00Z`)) /
  60_000;

describe("findJourneys", () => {
  const savedTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = savedTz;
  });

  it("finds a Monday-only train on a Monday and not on a Tuesday", () => {
    const timetable = mondaysOnly();
    const [journey, ...more] = findJourneys(timetable, { from: "MMCT", to: "NDLS", date: MON });
    expect(more).toEqual([]);
    expect(journey).toEqual({
      train: {
        number: "12951",
        name: "Mumbai Central - New Delhi Rajdhani Express",
        type: "Rajdhani",
        brand: null,
        times: "approximate",
        classes: ["1A", "2A", "3A"],
      },
      departure: { time: "17:00", date: MON, code: "MMCT", name: "Mumbai Central" },
      arrival: { time: "08:32", date: TUE, code: "NDLS", name: "New Delhi" },
      durationMinutes: 15 * 60 + 32,
      distanceKm: 1384,
      runsOn: ["Mon"],
    });
    expect(findJourneys(timetable, { from: "MMCT", to: "NDLS", date: TUE })).toEqual([]);
  });

  it("needs the previous weekday at the origin to board at a day-2 halt", () => {
    const timetable = mondaysOnly();
    expect(findJourneys(timetable, { from: "KOTA", to: "NDLS", date: MON })).toEqual([]);
    const [journey] = findJourneys(timetable, { from: "KOTA", to: "NDLS", date: TUE });
    expect(journey?.departure).toMatchObject({ time: "03:25", date: TUE });
    expect(journey?.arrival).toMatchObject({ time: "08:32", date: TUE });
    expect(journey?.runsOn).toEqual(["Tue"]);
  });

  it("dates a boarding by its departure when the train arrives before midnight and leaves after", () => {
    const timetable = mondaysOnly();
    expect(findJourneys(timetable, { from: "RTM", to: "KOTA", date: MON })).toEqual([]);
    const [journey] = findJourneys(timetable, { from: "RTM", to: "KOTA", date: TUE });
    expect(journey?.departure).toMatchObject({ time: "00:03", date: TUE });
    expect(journey?.durationMinutes).toBe(3 * 60 + 12);
  });

  it("carries the arrival over two midnights, and across a month and a year end", () => {
    const timetable = fixtureTimetable();
    const [tvc] = findJourneys(timetable, { from: "TVC", to: "NZM", date: "2026-12-31" });
    expect(tvc?.arrival).toEqual({
      time: "13:05",
      date: "2027-01-02",
      code: "NZM",
      name: "Hazrat Nizamuddin",
    });
    expect(tvc && elapsed(tvc)).toBe(tvc?.durationMinutes);
    const [mmct] = findJourneys(timetable, { from: "MMCT", to: "NDLS", date: "2026-11-30" });
    expect(mmct?.arrival.date).toBe("2026-12-01");
  });

  it("shifts the days of running to the boarding station", () => {
    // 12431 leaves Thiruvananthapuram on Tuesdays, Thursdays and Fridays; Madgaon a day later.
    const timetable = fixtureTimetable();
    const found = ["2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"].map(
      (date) => findJourneys(timetable, { from: "MAO", to: "KOTA", date }).length,
    );
    expect(found).toEqual([1, 0, 1, 1]);
    const [journey] = findJourneys(timetable, { from: "MAO", to: "KOTA", date: "2026-11-25" });
    expect(journey?.runsOn).toEqual(["Wed", "Fri", "Sat"]);
    expect(journey?.distanceKm).toBe(2595 - 1045);
  });

  it("matches any two halts in order, and nothing in the wrong order", () => {
    const timetable = fixtureTimetable();
    expect(numbers(findJourneys(timetable, { from: "BRC", to: "KOTA", date: MON }))).toEqual([
      "12951",
    ]);
    expect(findJourneys(timetable, { from: "NDLS", to: "MMCT", date: MON })).toEqual([]);
    expect(findJourneys(timetable, { from: "KOTA", to: "BRC", date: MON })).toEqual([]);
    expect(findJourneys(timetable, { from: "NDLS", to: "NDLS", date: MON })).toEqual([]);
    expect(findJourneys(timetable, { from: "XYZ", to: "NDLS", date: MON })).toEqual([]);
  });

  it("accepts old codes and any case: Jhansi JHS and Habibganj HBJ", () => {
    const [journey] = findJourneys(fixtureTimetable(), { from: "jhs", to: "HBJ", date: MON });
    expect(journey?.departure).toMatchObject({ code: "VGLJ", time: "10:53" });
    expect(journey?.arrival).toMatchObject({ code: "RKMP", name: "Rani Kamlapati" });
  });

  it("sorts by departure time, whatever the files' order", () => {
    const gatimaan = fixtureTrain("12002", {
      number: "12050",
      name: "Gatimaan Express",
      type: "Superfast",
      halts: [
        { code: "NZM", arr: null, dep: "08:10", day: 1, km: 0 },
        { code: "AGC", arr: "09:50", dep: "09:55", day: 1, km: 188 },
        { code: "VGLJ", arr: "12:35", dep: null, day: 1, km: 403 },
      ],
    });
    const timetable = fixtureTimetable([gatimaan, fixtureTrain("12002")]);
    const journeys = findJourneys(timetable, { from: "AGC", to: "VGLJ", date: MON });
    expect(journeys.map((j) => [j.train.number, j.departure.time])).toEqual([
      ["12002", "07:55"],
      ["12050", "09:55"],
    ]);
  });

  it("answers the same in any time zone of the machine", () => {
    const timetable = fixtureTimetable();
    const query = { from: "MAO", to: "NZM", date: "2026-11-25" };
    process.env.TZ = "Pacific/Kiritimati";
    const east = findJourneys(timetable, query);
    process.env.TZ = "America/Los_Angeles";
    const west = findJourneys(timetable, query);
    expect(east).toHaveLength(1);
    expect(west).toEqual(east);
  });

  it("refuses a date that is not YYYY-MM-DD", () => {
    expect(() =>
      findJourneys(fixtureTimetable(), { from: "A", to: "B", date: "20261123" }),
    ).toThrow(RangeError);
  });
});
