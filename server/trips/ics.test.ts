import ICAL from "ical.js";
import { describe, expect, expectTypeOf, it } from "vitest";
import { type SavedTrip, type TripPlanInput, tripPlan } from "../../common/trip.ts";
import type { Catalogue } from "../data/catalogue/catalogue.ts";
import { type CatalogueLookups, TripNotScheduled, tripToIcs } from "./ics.ts";

const listed = (name: string, city: string, latitude: number | null, longitude: number | null) => ({
  name,
  city: { name: city },
  latitude,
  longitude,
});
const catalogue: CatalogueLookups = {
  placesBySlug: new Map([
    ["taj-mahal", listed("Taj Mahal", "Agra", 27.1751, 78.0421)],
    ["hawa-mahal", listed("Hawa Mahal", "Jaipur", 26.9239, 75.8267)],
  ]),
  hotelsBySlug: new Map([
    ["rambagh-palace", listed("Rambagh Palace", "Jaipur", 26.8981, 75.8077)],
    ["agra-inn", listed("Agra Inn", "Agra", null, null)],
  ]),
  citiesBySlug: new Map([
    ["agra", { name: "Agra" }],
    ["jaipur", { name: "Jaipur" }],
  ]),
};

/** A saved three-day trip from Agra to Jaipur starting 2026-11-30. Override any plan field. */
function savedTrip(overrides: Partial<TripPlanInput> = {}): SavedTrip {
  const plan = tripPlan.parse({
    title: "Agra to Jaipur",
    from: "agra",
    to: "jaipur",
    startDate: "2026-11-30",
    days: [
      {
        stops: [
          { kind: "place", slug: "taj-mahal", time: "06:30" },
          { kind: "hotel", slug: "agra-inn", time: "14:00" },
          { kind: "note", text: "Lunch, then rest; pay in cash \\ UPI\nBook the cab" },
        ],
      },
      {
        stops: [
          { kind: "note", text: "Drive to Jaipur", time: "08:00" },
          { kind: "place", slug: "hawa-mahal" },
          { kind: "hotel", slug: "rambagh-palace", time: "18:15" },
        ],
      },
      { stops: [] },
    ],
    ...overrides,
  });
  return {
    ...plan,
    id: "trip-42",
    shareId: null,
    createdAt: "2026-10-01T10:00:00.000Z",
    updatedAt: "2026-10-02T11:30:00.000Z",
  };
}

const now = new Date("2026-11-01T12:00:00Z");

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
}

const timeOf = (value: unknown) => {
  if (!(value instanceof ICAL.Time)) throw new Error(`not a time: ${String(value)}`);
  return value;
};

describe("tripToIcs", () => {
  const ics = tripToIcs(savedTrip(), catalogue, { now, origin: "https://safarnama.example/x" });
  const { calendar, events } = parse(ics);

  it("makes a published Gregorian calendar named after the trip", () => {
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Safarnama//Trip planner//EN");
    expect(calendar.getFirstPropertyValue("calscale")).toBe("GREGORIAN");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Agra to Jaipur");
  });

  it("writes CRLF line breaks only, ending with one", () => {
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
  });

  it("makes one all-day event per day, across a month's end", () => {
    const days = events.filter((event) => event.startDate.isDate);
    expect(days.map((event) => [event.startDate.toString(), event.endDate.toString()])).toEqual([
      ["2026-11-30", "2026-12-01"],
      ["2026-12-01", "2026-12-02"],
      ["2026-12-02", "2026-12-03"],
    ]);
    expect(days.map((event) => event.summary)).toEqual([
      "Agra to Jaipur: day 1 of 3",
      "Agra to Jaipur: day 2 of 3",
      "Agra to Jaipur: day 3 of 3",
    ]);
    expect(days[1]?.description).toBe(
      "08:00 Note: Drive to Jaipur\nHawa Mahal, Jaipur\n18:15 Stay: Rambagh Palace, Jaipur",
    );
    expect(days[1]?.location).toBe("Jaipur");
    expect(days[2]?.description).toBe("Nothing planned yet.");
    expect(days[2]?.location).toBeNull();
  });

  it("makes a timed event in India's time zone for each stop with a time", () => {
    const timed = events.filter((event) => !event.startDate.isDate);
    expect(timed.map((event) => event.summary)).toEqual([
      "Taj Mahal",
      "Stay: Agra Inn",
      "Drive to Jaipur",
      "Stay: Rambagh Palace",
    ]);
    const [taj, inn, drive, rambagh] = timed;
    const start = taj?.component.getFirstProperty("dtstart");
    expect(start?.getParameter("tzid")).toBe("Asia/Kolkata");
    expect(taj?.startDate.toString()).toBe("2026-11-30T06:30:00");
    // 06:30 IST is 01:00 UTC; the VTIMEZONE says so to any calendar.
    expect(taj?.startDate.toUnixTime()).toBe(Date.UTC(2026, 10, 30, 1, 0) / 1000);
    expect(rambagh?.startDate.toUnixTime()).toBe(Date.UTC(2026, 11, 1, 12, 45) / 1000);
    expect(taj?.location).toBe("Taj Mahal, Agra");
    expect(taj?.component.getFirstPropertyValue("geo")).toEqual([27.1751, 78.0421]);
    expect(taj?.component.getFirstPropertyValue("url")).toBe(
      "https://safarnama.example/place/Taj%20Mahal",
    );
    expect(rambagh?.component.getFirstPropertyValue("url")).toBe(
      "https://safarnama.example/hotel/Rambagh%20Palace",
    );
    expect(inn?.component.getFirstPropertyValue("geo")).toBeNull();
    expect(drive?.location).toBeNull();
    expect(drive?.description).toBe("Drive to Jaipur");
    expect(taj?.description).toBe("Day 1 of Agra to Jaipur.");
  });

  it("gives every event a stable, distinct UID and the export time as DTSTAMP", () => {
    const uids = events.map((event) => event.uid);
    expect(uids.slice(0, 3)).toEqual([
      "trip-42-day1@safarnama",
      "trip-42-day1-stop1@safarnama",
      "trip-42-day1-stop2@safarnama",
    ]);
    expect(new Set(uids).size).toBe(events.length);
    const later = parse(tripToIcs(savedTrip(), catalogue, { now: new Date() })).events;
    expect(later.map((event) => event.uid)).toEqual(uids);
    for (const event of events) {
      const stamp = timeOf(event.component.getFirstPropertyValue("dtstamp"));
      expect(stamp.toJSDate().toISOString()).toBe("2026-11-01T12:00:00.000Z");
      expect(timeOf(event.component.getFirstPropertyValue("last-modified")).toString()).toBe(
        "2026-10-02T11:30:00Z",
      );
    }
  });

  it("escapes commas, semicolons, backslashes and line breaks in notes", () => {
    // Unfolded first: the escaped note may be folded anywhere.
    expect(ics.replaceAll("\r\n ", "")).toContain(
      "Lunch\\, then rest\\; pay in cash \\\\ UPI\\nBook the cab",
    );
    expect(events[0]?.description).toBe(
      "06:30 Taj Mahal, Agra\n14:00 Stay: Agra Inn, Agra\n" +
        "Note: Lunch, then rest; pay in cash \\ UPI\nBook the cab",
    );
  });

  it("folds a long Hindi description into lines of at most 75 octets", () => {
    const hindi =
      "सुबह ताज महल देखें, फिर आगरा किले में दोपहर; शाम को मेहताब बाग़ से सूर्यास्त 🌅। " +
      "रात का खाना: पेठा, दालमोठ और बेड़ई-जलेबी।";
    const trip = savedTrip({
      title: "आगरा से जयपुर",
      days: [{ stops: [{ kind: "note", text: `${hindi}\n${hindi}\n${hindi}`, time: "19:00" }] }],
    });
    const text = tripToIcs(trip, catalogue, { now });
    const lines = text.split("\r\n");
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) {
      expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
      expect(line.isWellFormed()).toBe(true);
    }
    // Some line is folded right up to the limit: the test would notice folding by characters.
    expect(lines.some((line) => Buffer.byteLength(line, "utf8") >= 73)).toBe(true);
    const { calendar: parsed, events: [day, note] = [] } = parse(text);
    expect(parsed.getFirstPropertyValue("x-wr-calname")).toBe("आगरा से जयपुर");
    expect(note?.description).toBe(`${hindi}\n${hindi}\n${hindi}`);
    expect(note?.summary).toBe(`${hindi.slice(0, 59)}…`);
    expect(day?.description).toBe(`19:00 Note: ${hindi}\n${hindi}\n${hindi}`);
  });

  it("names a stop whose place has left the catalogue by its slug", () => {
    const trip = savedTrip({
      days: [{ stops: [{ kind: "place", slug: "old-fort", time: "10:00" }] }],
    });
    const [day, stop] = parse(tripToIcs(trip, catalogue, { now })).events;
    expect(day?.description).toBe("10:00 old-fort");
    expect(stop?.summary).toBe("old-fort (no longer listed)");
    expect(stop?.location).toBeNull();
  });

  it("takes the server's whole Catalogue (a type check, made by tsc)", () => {
    expectTypeOf<Catalogue>().toExtend<CatalogueLookups>();
    expectTypeOf<{
      placesBySlug: Map<string, { name: string }>;
    }>().not.toExtend<CatalogueLookups>();
  });

  it("refuses a trip without a start date", () => {
    const trip = savedTrip({ startDate: null });
    expect(() => tripToIcs(trip, catalogue)).toThrow(TripNotScheduled);
    expect(() => tripToIcs(trip, catalogue)).toThrow(/Pick the date of the trip's first day/);
    try {
      tripToIcs(trip, catalogue);
    } catch (error) {
      expect(error).toMatchObject({ name: "TripNotScheduled", code: "trip_not_scheduled" });
    }
  });
});
