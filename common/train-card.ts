import { z } from "zod";

// A train as the search page and the JSON calls show it (issue 11): the spec's train result
// (trainName, trainNumber, runsOn, departure, arrival, duration, classes) and what we add. A fare
// is always our estimate from the published rules; a status only ever comes from a live provider.

const stop = z.object({
  /** 'HH:MM', 24-hour, at the station. */
  time: z.string(),
  /** 'YYYY-MM-DD'. */
  date: z.string(),
  /** The station's code. */
  station: z.string(),
  stationName: z.string(),
});

export const trainClassCard = z.object({
  className: z.string(),
  classCode: z.string(),
  /** Rupees: our estimate from Indian Railways' published fare rules, never a quoted price. */
  price: z.number().nullable(),
  priceIsEstimate: z.literal(true),
  /** 'AVBL 45', 'WL 12', 'RAC 3'... from a live provider only; null without one. */
  status: z.string().nullable(),
  /** When the provider gave the status (ISO 8601); null without one. */
  updated: z.string().nullable(),
  /** The provider's chance of confirmation, 0-100; null without one. */
  chance: z.number().nullable(),
});
export type TrainClassCard = z.infer<typeof trainClassCard>;

export const trainCard = z.object({
  trainName: z.string(),
  trainNumber: z.string(),
  type: z.string(),
  brand: z.string().nullable(),
  /** How far to trust the times: read from a published timetable, only at the ends, or approximate. */
  times: z.enum(["published", "ends", "approximate"]),
  /** Days it leaves the boarding station, e.g. 'Mon, Wed, Fri' or 'Daily'. */
  runsOn: z.string(),
  departure: stop,
  arrival: stop,
  /** '16h 35m'. */
  duration: z.string(),
  durationMinutes: z.number().int(),
  distanceKm: z.number(),
  classes: z.array(trainClassCard),
  bookingUrl: z.string(),
});
export type TrainCard = z.infer<typeof trainCard>;

/** Where 'Book Now' goes: Indian Railways' own booking site. */
export const RAIL_BOOKING_URL = "https://www.irctc.co.in/nget/train-search";

/** Shown on every train result: the timetable is ours, compiled by hand (issue 11). */
export const TIMETABLE_NOTICE = (compiledOn: string) =>
  `Timetable as compiled on ${compiledOn}; check with Indian Railways before travel.`;
