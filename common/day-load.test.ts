import { describe, expect, it } from "vitest";
import { COMFORTABLE_DAY_MINUTES, dayLoad, plannedVisitMinutes } from "./day-load.ts";
import { parseSuggestedDuration } from "./durations.ts";

const visits = (...minutes: (number | null)[]) => minutes.map((visitMinutes) => ({ visitMinutes }));

describe("dayLoad", () => {
  it("adds visits and the travel between them", () => {
    expect(dayLoad(visits(120, 90, 60), [30, 45])).toEqual({
      visitMinutes: 270,
      travelMinutes: 75,
      totalMinutes: 345,
      untimedStops: 0,
      untimedLegs: 0,
      overfull: false,
      message: null,
    });
  });

  it("warns past a comfortable day of 10 hours, with a message for the page", () => {
    const load = dayLoad(visits(240, 240, 120), [30, 30]);
    expect(load).toMatchObject({ totalMinutes: 660, overfull: true });
    expect(load.message).toBe(
      "This day holds about 11 h of visits and travel: more than a comfortable day of 10 h.",
    );
  });

  it("is full but not over-full at exactly 10 hours", () => {
    expect(COMFORTABLE_DAY_MINUTES).toBe(600);
    expect(dayLoad(visits(480, 60), [60])).toMatchObject({ totalMinutes: 600, overfull: false });
    expect(dayLoad(visits(480, 61), [60])).toMatchObject({ totalMinutes: 601, overfull: true });
  });

  it("rounds the hours in its message up, so it never reads as a comfortable day", () => {
    expect(dayLoad(visits(601), []).message).toContain("about 10 h 15 min of visits");
    expect(dayLoad(visits(700), []).message).toContain("about 11 h 45 min of visits");
  });

  it("leaves unknown times out of the sums and counts them", () => {
    const load = dayLoad(visits(60, null, 30), [null, 15, 999]);
    expect(load).toMatchObject({
      visitMinutes: 90,
      travelMinutes: 15,
      totalMinutes: 105,
      untimedStops: 1,
      untimedLegs: 1,
    });
    // A missing leg is unknown; one past the last stop is ignored.
    expect(dayLoad(visits(60, 60, 60), [10])).toMatchObject({ travelMinutes: 10, untimedLegs: 1 });
    expect(dayLoad(visits(Number.NaN, -5), [Number.POSITIVE_INFINITY])).toMatchObject({
      totalMinutes: 0,
      untimedStops: 2,
      untimedLegs: 1,
    });
  });

  it("handles an empty day and a day of one stop", () => {
    expect(dayLoad([], [])).toMatchObject({ totalMinutes: 0, untimedLegs: 0, overfull: false });
    expect(dayLoad(visits(45), [20])).toMatchObject({ totalMinutes: 45, untimedLegs: 0 });
  });

  it("plans a visit for the middle of its suggested range", () => {
    expect(plannedVisitMinutes(parseSuggestedDuration("2 to 3 hours"))).toBe(150);
    expect(plannedVisitMinutes(parseSuggestedDuration("45 minutes"))).toBe(45);
    expect(plannedVisitMinutes(parseSuggestedDuration("Half a day to a full day"))).toBe(360);
    expect(plannedVisitMinutes(parseSuggestedDuration("whenever"))).toBeNull();
  });
});
