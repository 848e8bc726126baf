import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addDays, formatDuration, todayInIndia } from "./dates.ts";
import {
  ADVANCE_RESERVATION_DAYS,
  bookingOpensOn,
  latestTravelDate,
  stationLabel,
  TIMETABLE_SEARCH_DAYS,
  TRAIN_SEARCH_INCOMPLETE,
  TRAIN_SEARCH_PAST,
  TRAIN_SEARCH_SAME_STATION,
  trainSearchQuery,
  trainSearchTooFar,
} from "./rail.ts";

const messages = (input: unknown) => {
  const result = trainSearchQuery.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("formatDuration", () => {
  it("writes hours and minutes", () => {
    expect(formatDuration(995)).toBe("16h 35m");
    expect(formatDuration(120)).toBe("2h 00m");
    expect(formatDuration(45)).toBe("45m");
    expect(formatDuration(2510)).toBe("41h 50m");
  });
});

describe("dates in India", () => {
  it("takes today from India's clock, not the machine's", () => {
    // 19:00 UTC is half past midnight in India.
    expect(todayInIndia(new Date("2026-11-23T19:00:00Z"))).toBe("2026-11-24");
    expect(todayInIndia(new Date("2026-11-23T18:29:00Z"))).toBe("2026-11-23");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(latestTravelDate(new Date("2026-11-23T19:00:00Z"))).toBe("2027-11-24");
    expect(bookingOpensOn("2027-03-01")).toBe("2026-12-31");
    expect(ADVANCE_RESERVATION_DAYS).toBe(60);
  });

  it("shows a station as 'name | code'", () => {
    expect(stationLabel({ name: "New Delhi", code: "NDLS" })).toBe("New Delhi | NDLS");
  });
});

describe("trainSearchQuery", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-23T19:00:00Z")); // 24 November in India
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("accepts codes in any case and the legacy date without dashes", () => {
    expect(trainSearchQuery.parse({ from: " ndls", to: "Ald", date: "20261124" })).toEqual({
      from: "NDLS",
      to: "ALD",
      date: "2026-11-24",
    });
  });

  it("asks for From, To and Date with the spec's alert", () => {
    expect(messages({ from: "", to: "MMCT", date: "2026-11-25" })).toEqual([
      TRAIN_SEARCH_INCOMPLETE,
    ]);
    expect(messages({ from: "NDLS", to: "MMCT" })).toEqual([TRAIN_SEARCH_INCOMPLETE]);
    expect(TRAIN_SEARCH_INCOMPLETE).toBe("Please enter From, To, and Date");
  });

  it("refuses a past day in India, a day more than a year ahead and a day that is not", () => {
    expect(messages({ from: "NDLS", to: "MMCT", date: "2026-11-23" })).toEqual([TRAIN_SEARCH_PAST]);
    expect(messages({ from: "NDLS", to: "MMCT", date: "2027-11-24" })).toEqual([]);
    expect(messages({ from: "NDLS", to: "MMCT", date: "2027-11-25" })).toEqual([
      trainSearchTooFar(TIMETABLE_SEARCH_DAYS),
    ]);
    expect(messages({ from: "NDLS", to: "MMCT", date: "2026-02-30" })).toHaveLength(1);
    expect(messages({ from: "NDLS", to: "MMCT", date: "2026-13-01" })).toHaveLength(1);
  });

  it("refuses the same station twice, and what is not a code", () => {
    expect(messages({ from: "NDLS", to: "ndls", date: "2026-11-25" })).toEqual([
      TRAIN_SEARCH_SAME_STATION,
    ]);
    expect(messages({ from: "New Delhi", to: "MMCT", date: "2026-11-25" })).toHaveLength(1);
  });
});
