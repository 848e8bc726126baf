import { z } from "zod";
import { CLASS_CODES, TRAIN_TYPES, WEEKDAYS } from "../content/timetable/schema.ts";
import { addDays, isCalendarDate, todayInIndia } from "./dates.ts";

// The Train tab's shapes (issue 11), for the search page and for GET /api/trains alike: a station
// as the From and To boxes offer it, a journey as a train card shows it, and the query both send.

/** Spec section 5, 'Train search': the alert when a field is missing. */
export const TRAIN_SEARCH_INCOMPLETE = "Please enter From, To, and Date";
export const TRAIN_SEARCH_SAME_STATION = "From and To must be different stations.";
export const TRAIN_SEARCH_PAST = "The date is in the past.";
export const trainSearchTooFar = (days: number) =>
  `Trains can be searched at most ${days} days ahead.`;

/**
 * Indian Railways' advance reservation period: 60 days, not counting the day of the journey, since
 * 1 November 2024 (it was 120 before; Railway Board notice of 17 October 2024, reported e.g. by
 * lokmattimes.com/national/railways-reduces-advance-ticket-booking-period-from-120-days-to-60-days).
 * Foreign tourists may book 365 days ahead, but only through the foreign tourist quota.
 */
export const ADVANCE_RESERVATION_DAYS = 60;

/**
 * How far ahead the timetable can be searched: a year, so a trip can be planned before its
 * booking opens; the page then says when it does (docs/decisions/0027).
 */
export const TIMETABLE_SEARCH_DAYS = 365;

/** The first day tickets for a journey on `date` can be booked. */
export const bookingOpensOn = (date: string) => addDays(date, -ADVANCE_RESERVATION_DAYS);

export const stationSchema = z.object({
  code: z.string(),
  name: z.string(),
  state: z.string().nullable(),
  /** One of the spec's 41 built-in stations, which the boxes offer first. */
  major: z.boolean(),
  /** Codes it had before a renaming (Allahabad ALD for Prayagraj PRYJ). */
  formerCodes: z.array(z.string()),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type Station = z.infer<typeof stationSchema>;

/** How the From and To boxes show a station (spec section 2, Train tab). */
export const stationLabel = (station: Pick<Station, "code" | "name">) =>
  `${station.name} | ${station.code}`;

const callSchema = z.object({
  time: z.string().meta({ description: "HH:MM, local (Indian Standard) time." }),
  date: z.string().meta({ description: "YYYY-MM-DD." }),
  code: z.string(),
  name: z.string(),
});

export const journeySchema = z.object({
  train: z.object({
    number: z.string(),
    name: z.string(),
    type: z.enum(TRAIN_TYPES),
    brand: z.string().nullable(),
    /** How its times were compiled (content/timetable/schema.ts). */
    times: z.enum(["published", "ends", "approximate"]),
    classes: z.array(z.enum(CLASS_CODES)),
  }),
  departure: callSchema,
  arrival: callSchema,
  durationMinutes: z.number().int().positive(),
  distanceKm: z.number().positive(),
  /** The weekdays it leaves the boarding station, which differ from its origin's after midnight. */
  runsOn: z.array(z.enum(WEEKDAYS)),
});
export type Journey = z.infer<typeof journeySchema>;

/** The last date a search accepts: today in India plus a year. */
export const latestTravelDate = (now: Date = new Date()) =>
  addDays(todayInIndia(now), TIMETABLE_SEARCH_DAYS);

/** A real calendar date; the legacy call sends it without dashes (spec section 5), we accept both. */
const travelDate = z
  .string({ error: TRAIN_SEARCH_INCOMPLETE })
  .trim()
  .min(1, { error: TRAIN_SEARCH_INCOMPLETE, abort: true })
  .transform((text) => text.replace(/^(\d{4})(\d{2})(\d{2})$/, "$1-$2-$3"))
  .refine(isCalendarDate, { error: "The date must be a real date, YYYY-MM-DD.", abort: true })
  .refine((text) => text >= todayInIndia(), { error: TRAIN_SEARCH_PAST, abort: true })
  .refine((text) => text <= latestTravelDate(), {
    error: trainSearchTooFar(TIMETABLE_SEARCH_DAYS),
  });

const stationCode = z
  .string({ error: TRAIN_SEARCH_INCOMPLETE })
  .trim()
  .min(1, { error: TRAIN_SEARCH_INCOMPLETE, abort: true })
  .toUpperCase()
  .regex(/^[A-Z]{1,5}$/, "Choose a station from the list.");

/** The Train tab's query and GET /api/trains' parameters; dates are checked against today in India. */
export const trainSearchQuery = z
  .object({ from: stationCode, to: stationCode, date: travelDate })
  .refine((query) => query.from !== query.to, {
    error: TRAIN_SEARCH_SAME_STATION,
    path: ["to"],
  });
export type TrainSearchQuery = z.infer<typeof trainSearchQuery>;
