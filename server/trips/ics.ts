import { addDays } from "../../common/dates.ts";
import type { SavedTrip, TripStop } from "../../common/trip.ts";
import { escapeText, icsDate, toIcsText, utcDateTime } from "./ics-text.ts";

// A saved trip as an iCalendar file (RFC 5545) a traveller imports into Google, Apple or Outlook
// calendars (issue 12): one all-day event per day listing its stops, and one event at each stop
// the traveller gave a time.
//
// Times are written as local times with TZID=Asia/Kolkata and a VTIMEZONE for it, rather than
// converted to UTC: the plan is made in India's wall-clock time, the file then reads as the plan
// does ("09:00"), and calendars still show each event at the right moment wherever the traveller
// is. India has kept +05:30 without daylight saving since 1945, so one STANDARD block describes
// the zone completely; "Asia/Kolkata" is also the IANA name calendar applications recognise.

const TZID = "Asia/Kolkata";
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${TZID}`,
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:+0530",
  "TZOFFSETTO:+0530",
  "TZNAME:IST",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/**
 * A trip without a start date has no days on a calendar. Routes answer 409 Conflict with this
 * message: the request is fine, the trip is not ready for it until the traveller picks a date.
 */
export class TripNotScheduled extends Error {
  override name = "TripNotScheduled";
  readonly code = "trip_not_scheduled";
  constructor() {
    super("Pick the date of the trip's first day before adding the trip to a calendar.");
  }
}

type Listed = {
  name: string;
  city: { name: string };
  latitude: number | null;
  longitude: number | null;
};
/** The part of a Catalogue an export reads; a whole Catalogue will do. */
export type CatalogueLookups = {
  placesBySlug: ReadonlyMap<string, Listed>;
  hotelsBySlug: ReadonlyMap<string, Listed>;
  citiesBySlug: ReadonlyMap<string, { name: string }>;
};

type StopInfo = {
  title: string;
  /** The stop as a line of the day's list. */
  line: string;
  note?: string;
  location?: string;
  city?: string;
  /** "lat;lng", GEO's value. */
  geo?: string;
  url?: string;
};

/** Six decimals (about 10 cm) never print in exponent notation, which FLOAT does not allow. */
const float = (value: number) => String(Math.round(value * 1e6) / 1e6);

/** What the catalogue tells about a stop; a stop whose place has left the catalogue keeps its slug. */
function describeStop(
  stop: TripStop,
  catalogue: CatalogueLookups,
  origin: string | undefined,
): StopInfo {
  if (stop.kind === "note") {
    const [firstLine = ""] = stop.text.split("\n");
    const title = firstLine.length > 60 ? `${firstLine.slice(0, 59)}…` : firstLine;
    return { title, line: `Note: ${stop.text}`, note: stop.text };
  }
  const item =
    stop.kind === "place"
      ? catalogue.placesBySlug.get(stop.slug)
      : catalogue.hotelsBySlug.get(stop.slug);
  if (!item) return { title: `${stop.slug} (no longer listed)`, line: stop.slug };
  const where = `${item.name}, ${item.city.name}`;
  const { latitude, longitude } = item;
  return {
    title: stop.kind === "hotel" ? `Stay: ${item.name}` : item.name,
    line: stop.kind === "hotel" ? `Stay: ${where}` : where,
    location: where,
    city: item.city.name,
    geo:
      latitude == null || longitude == null ? undefined : `${float(latitude)};${float(longitude)}`,
    url: origin && `${origin}/${stop.kind}/${encodeURIComponent(item.name)}`,
  };
}

/** The trip as an iCalendar file with CRLF line breaks. Throws TripNotScheduled without a date. */
export function tripToIcs(
  trip: SavedTrip,
  catalogue: CatalogueLookups,
  options: { now?: Date; origin?: string } = {},
): string {
  const { startDate } = trip;
  if (!startDate) throw new TripNotScheduled();
  const origin = options.origin === undefined ? undefined : new URL(options.origin).origin;
  const stamp = `DTSTAMP:${utcDateTime(options.now ?? new Date())}`;
  const changed = [
    ...(validDate(trip.createdAt) ? [`CREATED:${utcDateTime(new Date(trip.createdAt))}`] : []),
    ...(validDate(trip.updatedAt)
      ? [`LAST-MODIFIED:${utcDateTime(new Date(trip.updatedAt))}`]
      : []),
  ];
  const from = catalogue.citiesBySlug.get(trip.from)?.name ?? trip.from;
  const to = catalogue.citiesBySlug.get(trip.to)?.name ?? trip.to;
  const uid = (suffix: string) => `UID:${escapeText(`${trip.id}-${suffix}@safarnama`)}`;

  const events = trip.days.flatMap((day, d) => {
    const date = addDays(startDate, d);
    const stops = day.stops.map((stop) => ({ stop, ...describeStop(stop, catalogue, origin) }));
    const cities = [...new Set(stops.flatMap(({ city }) => (city ? [city] : [])))];
    const list = stops.map(({ stop, line }) => (stop.time ? `${stop.time} ${line}` : line));
    const dayTitle = `${trip.title}: day ${d + 1} of ${trip.days.length}`;
    const allDay = [
      "BEGIN:VEVENT",
      uid(`day${d + 1}`),
      stamp,
      ...changed,
      `DTSTART;VALUE=DATE:${icsDate(date)}`,
      `DTEND;VALUE=DATE:${icsDate(addDays(date, 1))}`,
      `SUMMARY:${escapeText(dayTitle)}`,
      `DESCRIPTION:${escapeText(list.length > 0 ? list.join("\n") : "Nothing planned yet.")}`,
      ...(cities.length > 0 ? [`LOCATION:${escapeText(cities.join(", "))}`] : []),
      // A day of travel should not mark the traveller busy for every meeting that day.
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    ];
    const timed = stops.flatMap(({ stop, title, note, location, geo, url }, i) => {
      if (!stop.time) return [];
      // No DTEND: we know when the traveller means to be there, not for how long, and RFC 5545
      // (3.6.1) reads a DATE-TIME start without an end as an event at that moment.
      return [
        "BEGIN:VEVENT",
        uid(`day${d + 1}-stop${i + 1}`),
        stamp,
        ...changed,
        `DTSTART;TZID=${TZID}:${icsDate(date)}T${stop.time.replace(":", "")}00`,
        `SUMMARY:${escapeText(title)}`,
        `DESCRIPTION:${escapeText(note ?? `Day ${d + 1} of ${trip.title}.`)}`,
        ...(location ? [`LOCATION:${escapeText(location)}`] : []),
        ...(geo ? [`GEO:${geo}`] : []),
        ...(url ? [`URL:${url}`] : []),
        "END:VEVENT",
      ];
    });
    return [...allDay, ...timed];
  });

  return toIcsText([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Safarnama//Trip planner//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(trip.title)}`,
    `X-WR-CALDESC:${escapeText(`From ${from} to ${to}, planned on Safarnama.`)}`,
    `X-WR-TIMEZONE:${TZID}`,
    ...VTIMEZONE,
    ...events,
    "END:VCALENDAR",
  ]);
}

function validDate(text: string): boolean {
  return !Number.isNaN(Date.parse(text));
}
