import { describe, expect, it } from "vitest";
import { destinations } from "../content/index.ts";
import { FULL_DAY_MINUTES, HALF_DAY_MINUTES, parseSuggestedDuration } from "./durations.ts";

/**
 * Texts in our content we choose not to read, each with the reason. Empty today: every
 * `suggestedDuration` in content/data/destinations starts with a duration.
 */
const UNPARSEABLE: Record<string, string> = {};

describe("parseSuggestedDuration", () => {
  it.each([
    ["1.5 to 2 hours", 90, 120],
    ["2 to 3 hours", 120, 180],
    ["1 to 1.5 hours", 60, 90],
    ["1 hour", 60, 60],
    ["2 hours", 120, 120],
    ["45 minutes to 1 hour", 45, 60],
    ["30 to 45 minutes", 30, 45],
    ["20 to 30 minutes", 20, 30],
    ["45 minutes", 45, 45],
    ["4 to 6 hours", 240, 360],
    ["1.5 to 3 hours, depending on queues", 90, 180],
    ["2 to 3 hours per safari", 120, 180],
    ["2 hours (plus the drive)", 120, 120],
    ["1 to 2 hours; several days during the fair", 60, 120],
    ["2 to 3 hours (a full day during the festival)", 120, 180],
    ["Half a day", 240, 240],
    ["Half a day, or an overnight stay", 240, 240],
    ["Half a day (about 5 hours uphill, less downhill)", 240, 240],
    ["Half a day to a full day", 240, 480],
    ["Half a day to an overnight cruise", 240, 480],
    ["A full day", 480, 480],
    ["A full-day boat trip", 480, 480],
    ["Full day, or overnight", 480, 480],
    ["Full day with Tsomgo Lake", 480, 480],
    ["1 to 2 days", 480, 960],
    ["1 to 2 nights", 480, 960],
  ])("reads %j as %i to %i minutes", (text, min, max) => {
    expect(parseSuggestedDuration(text)).toEqual({ minMinutes: min, maxMinutes: max });
  });

  it("names its day lengths: half a day is 4 hours, a full day 8", () => {
    expect(HALF_DAY_MINUTES).toBe(240);
    expect(FULL_DAY_MINUTES).toBe(480);
  });

  it("ignores case and surrounding spaces", () => {
    expect(parseSuggestedDuration("  HALF A DAY ")).toEqual({ minMinutes: 240, maxMinutes: 240 });
    expect(parseSuggestedDuration("90 Minutes")).toEqual({ minMinutes: 90, maxMinutes: 90 });
  });

  it.each([
    "",
    "Varies",
    "About an hour",
    "2 to 3",
    "3 to 2 hours",
    "0 minutes",
    "2 hourly",
    "as long as you like",
  ])("returns null for %j", (text) => {
    expect(parseSuggestedDuration(text)).toBeNull();
  });

  const values = [
    ...new Set(destinations.flatMap((d) => d.places.map((place) => place.suggestedDuration))),
  ].sort();

  it("has our content's durations to check", () => {
    expect(values.length).toBeGreaterThan(50);
  });

  it.each(values)("reads our content's %j, or lists why not", (text) => {
    const range = parseSuggestedDuration(text);
    if (text in UNPARSEABLE) {
      expect(range).toBeNull();
      return;
    }
    expect(range).not.toBeNull();
    // Every visit in our content lasts from a quarter of an hour to two days.
    expect(range?.minMinutes).toBeGreaterThanOrEqual(15);
    expect(range?.maxMinutes).toBeLessThanOrEqual(2 * FULL_DAY_MINUTES);
    expect(range?.minMinutes).toBeLessThanOrEqual(range?.maxMinutes ?? 0);
  });
});
