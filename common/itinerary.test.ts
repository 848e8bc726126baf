import { describe, expect, it } from "vitest";
import {
  addDay,
  addStop,
  type EditResult,
  moveStop,
  moveStopDown,
  moveStopUp,
  removeDay,
  removeStop,
  renameTrip,
  setDailyAllowance,
  setNote,
  setStartDate,
  setStopTime,
  setTravellers,
} from "./itinerary.ts";
import { TRIP_LIMITS, type TripPlan, type TripPlanInput, tripPlan } from "./trip.ts";

const place = (slug: string) => ({ kind: "place" as const, slug, time: null });

/** A plan from Delhi to Agra with the days given as lists of place slugs. */
function makePlan(days: string[][] = [["taj-mahal", "agra-fort"], ["mehtab-bagh"]], more = {}) {
  const input: TripPlanInput = {
    title: "Delhi to Agra",
    from: "delhi",
    to: "agra",
    days: days.map((slugs) => ({ stops: slugs.map(place) })),
    ...more,
  };
  return deepFreeze(tripPlan.parse(input));
}

/** Frozen all the way down, so an operation that mutates its argument throws. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

function planOf(result: EditResult): TripPlan {
  if (!result.ok) throw new Error(`expected the edit to succeed: ${result.message}`);
  expect(tripPlan.parse(result.plan)).toEqual(result.plan);
  return result.plan;
}
const slugs = (plan: TripPlan) =>
  plan.days.map((day) => day.stops.map((s) => (s.kind === "note" ? s.text : s.slug)));

describe("days", () => {
  it("adds an empty day at the end, or where asked", () => {
    expect(slugs(planOf(addDay(makePlan())))).toEqual([
      ["taj-mahal", "agra-fort"],
      ["mehtab-bagh"],
      [],
    ]);
    expect(slugs(planOf(addDay(makePlan(), 0)))[0]).toEqual([]);
  });

  it(`refuses a day past ${TRIP_LIMITS.days}`, () => {
    const full = makePlan(Array.from({ length: TRIP_LIMITS.days }, () => []));
    expect(addDay(full)).toMatchObject({ ok: false, code: "too-many-days" });
  });

  it("removes a day with its stops, but never the last day", () => {
    expect(slugs(planOf(removeDay(makePlan(), 0)))).toEqual([["mehtab-bagh"]]);
    expect(removeDay(makePlan([["taj-mahal"]]), 0)).toMatchObject({ ok: false, code: "last-day" });
    expect(removeDay(makePlan(), 2)).toMatchObject({ ok: false, code: "no-such-day" });
  });
});

describe("stops", () => {
  it("adds a stop at the end of a day, checking it with the schema", () => {
    const plan = planOf(
      addStop(makePlan(), 1, { kind: "note", text: "  Lunch at Pinch of Spice " }),
    );
    expect(plan.days[1]?.stops[1]).toEqual({
      kind: "note",
      text: "Lunch at Pinch of Spice",
      time: null,
    });
    expect(addStop(makePlan(), 0, { kind: "place", slug: "Taj Mahal" })).toMatchObject({
      ok: false,
      code: "invalid",
    });
    expect(addStop(makePlan(), 5, place("taj-mahal"))).toMatchObject({ code: "no-such-day" });
  });

  it(`refuses a stop past ${TRIP_LIMITS.stopsPerDay} in a day, as a value`, () => {
    const full = makePlan([
      Array.from({ length: TRIP_LIMITS.stopsPerDay }, (_, i) => `p-${i}`),
      [],
    ]);
    const result = addStop(full, 0, place("one-more"));
    expect(result).toEqual({ ok: false, code: "day-full", message: expect.stringContaining("30") });
    expect(moveStop(full, { day: 1, index: 0 }, { day: 0, index: 0 })).toMatchObject({
      code: "no-such-stop",
    });
    const withSpare = planOf(addStop(full, 1, place("spare")));
    expect(moveStop(withSpare, { day: 1, index: 0 }, { day: 0, index: 3 })).toMatchObject({
      code: "day-full",
    });
  });

  it("removes a stop", () => {
    expect(slugs(planOf(removeStop(makePlan(), { day: 0, index: 0 })))).toEqual([
      ["agra-fort"],
      ["mehtab-bagh"],
    ]);
    expect(removeStop(makePlan(), { day: 1, index: 1 })).toMatchObject({ code: "no-such-stop" });
  });

  it("moves a stop within a day and across days; to.index is the final position", () => {
    const plan = makePlan([["a", "b", "c"], ["d"]]);
    expect(slugs(planOf(moveStop(plan, { day: 0, index: 0 }, { day: 0, index: 2 })))).toEqual([
      ["b", "c", "a"],
      ["d"],
    ]);
    expect(slugs(planOf(moveStop(plan, { day: 0, index: 2 }, { day: 0, index: 0 })))).toEqual([
      ["c", "a", "b"],
      ["d"],
    ]);
    expect(slugs(planOf(moveStop(plan, { day: 0, index: 1 }, { day: 1, index: 1 })))).toEqual([
      ["a", "c"],
      ["d", "b"],
    ]);
    expect(moveStop(plan, { day: 0, index: 0 }, { day: 0, index: 3 })).toMatchObject({
      code: "no-such-stop",
    });
    expect(moveStop(plan, { day: 0, index: 0 }, { day: 1, index: 2 })).toMatchObject({
      code: "no-such-stop",
    });
    expect(moveStop(plan, { day: 0, index: 0 }, { day: 2, index: 0 })).toMatchObject({
      code: "no-such-day",
    });
  });

  it("moves up and down through the trip's order, crossing day edges", () => {
    const plan = makePlan([["a", "b"], [], ["c"]]);
    expect(slugs(planOf(moveStopUp(plan, { day: 0, index: 1 })))).toEqual([["b", "a"], [], ["c"]]);
    // The first stop of a day goes to the end of the previous day, even an empty one.
    expect(slugs(planOf(moveStopUp(plan, { day: 2, index: 0 })))).toEqual([["a", "b"], ["c"], []]);
    // The last stop of a day goes to the start of the next day.
    expect(slugs(planOf(moveStopDown(plan, { day: 0, index: 1 })))).toEqual([["a"], ["b"], ["c"]]);
    expect(slugs(planOf(moveStopDown(plan, { day: 0, index: 0 })))).toEqual([
      ["b", "a"],
      [],
      ["c"],
    ]);
    expect(moveStopUp(plan, { day: 0, index: 0 })).toMatchObject({ ok: false, code: "at-edge" });
    expect(moveStopDown(plan, { day: 2, index: 0 })).toMatchObject({ ok: false, code: "at-edge" });
  });

  it("sets and clears a stop's time", () => {
    const timed = planOf(setStopTime(makePlan(), { day: 0, index: 1 }, "06:30"));
    expect(timed.days[0]?.stops[1]?.time).toBe("06:30");
    expect(
      planOf(setStopTime(timed, { day: 0, index: 1 }, null)).days[0]?.stops[1]?.time,
    ).toBeNull();
    expect(setStopTime(makePlan(), { day: 0, index: 0 }, "24:00")).toMatchObject({
      code: "invalid",
    });
  });

  it("changes a note's text, and only a note's", () => {
    const plan = planOf(addStop(makePlan(), 0, { kind: "note", text: "Sunrise" }));
    const ref = { day: 0, index: 2 };
    expect(planOf(setNote(plan, ref, "Sunrise, gates open 06:00")).days[0]?.stops[2]).toMatchObject(
      {
        text: "Sunrise, gates open 06:00",
      },
    );
    expect(setNote(plan, ref, " ")).toMatchObject({ code: "invalid" });
    expect(setNote(plan, ref, "x".repeat(TRIP_LIMITS.note + 1))).toMatchObject({ code: "invalid" });
    expect(setNote(plan, { day: 0, index: 0 }, "A place")).toMatchObject({ code: "not-a-note" });
  });
});

describe("trip settings", () => {
  it("renames, trimming, and refuses an empty or too long title", () => {
    expect(planOf(renameTrip(makePlan(), "  Agra in winter ")).title).toBe("Agra in winter");
    expect(renameTrip(makePlan(), "")).toMatchObject({
      ok: false,
      message: "The title must not be empty.",
    });
    expect(renameTrip(makePlan(), "x".repeat(81))).toMatchObject({ code: "invalid" });
  });

  it("sets or clears the start date, refusing a day that does not exist", () => {
    expect(planOf(setStartDate(makePlan(), "2026-12-30")).startDate).toBe("2026-12-30");
    expect(
      planOf(setStartDate(makePlan(undefined, { startDate: "2026-12-30" }), null)).startDate,
    ).toBeNull();
    expect(setStartDate(makePlan(), "2026-02-30")).toMatchObject({ code: "invalid" });
  });

  it("sets travellers and the daily allowance within the limits", () => {
    expect(planOf(setTravellers(makePlan(), 5)).travellers).toBe(5);
    for (const bad of [0, 21, 2.5])
      expect(setTravellers(makePlan(), bad)).toMatchObject({ code: "invalid" });
    expect(planOf(setDailyAllowance(makePlan(), 0)).dailyAllowance).toBe(0);
    expect(setDailyAllowance(makePlan(), 100_001)).toMatchObject({
      message: expect.stringContaining("1,00,000"),
    });
  });
});
