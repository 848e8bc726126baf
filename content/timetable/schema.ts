import { z } from "zod";

// The shape of our compiled railway timetable (issue 11). No open, current Indian Railways
// timetable exists, so we compile one by hand: one JSON file per region in this folder, each
// validated by this schema, and by content/timetable/timetable.test.ts for what crosses records
// (codes exist, distances increase, times agree with day offsets, speeds plausible for the type).

export const TRAIN_TYPES = [
  "Rajdhani",
  "Shatabdi",
  "Vande Bharat",
  "Duronto",
  "Superfast",
  "Mail/Express",
  "Garib Rath",
] as const;
export type TrainType = (typeof TRAIN_TYPES)[number];

/** Indian Railways' class codes, in the order a class card lists them (most expensive first). */
export const CLASS_CODES = ["1A", "EA", "EC", "2A", "3A", "3E", "CC", "SL", "2S"] as const;
export type ClassCode = (typeof CLASS_CODES)[number];

export const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a 24-hour time, HH:MM");
const stationCode = z.string().regex(/^[A-Z]{1,5}$/, "an Indian Railways station code");

export const haltSchema = z
  .object({
    code: stationCode,
    /** null at the origin. */
    arr: clock.nullable(),
    /** null at the destination. */
    dep: clock.nullable(),
    /** The journey day of the arrival (of the departure at the origin): 1 on the day it starts. */
    day: z.number().int().min(1).max(5),
    /** Distance from the origin by rail, in km, as the timetable prints it. */
    km: z.number().min(0).max(5000),
  })
  .strict();
export type Halt = z.infer<typeof haltSchema>;

export const trainSchema = z
  .object({
    number: z.string().regex(/^\d{5}$/, "a five-digit train number"),
    name: z.string().min(3).max(80),
    type: z.enum(TRAIN_TYPES),
    /** A brand within the type, where the train carries one: Humsafar, Tejas, Jan Shatabdi, ... */
    brand: z.string().min(2).max(30).optional(),
    /**
     * How its times were compiled, so a page can say how far to trust them: `published`, every
     * time read from a published timetable; `ends`, the times at its ends (and its days) published
     * and the times between estimated from section lengths; `approximate`, from the compiler's
     * knowledge of the route, to be checked.
     */
    times: z.enum(["published", "ends", "approximate"]),
    /** Days it leaves its origin. */
    runsOn: z.array(z.enum(WEEKDAYS)).min(1).max(7),
    classes: z.array(z.enum(CLASS_CODES)).min(1),
    /** Origin first, destination last: every halt at a major station and the principal junctions between. */
    halts: z.array(haltSchema).min(2),
  })
  .strict();
export type Train = z.infer<typeof trainSchema>;

export const timetableFileSchema = z
  .object({
    /** The day this file was compiled, YYYY-MM-DD; shown as 'timetable as compiled on {date}'. */
    compiledOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** Where the facts were read: public timetables, zonal railway notices. */
    sources: z.array(z.string().min(3)).min(1),
    /** Every station code the file uses, with its current name (so the app works without ../shared/data). */
    stations: z.record(stationCode, z.string().min(2).max(60)),
    /**
     * Codes the 2016 open station list (../shared/data/datameet-railways) lacks because the station
     * opened or was renamed since, beyond the renamings in renamed-stations.ts; each says why.
     */
    newStations: z
      .array(z.object({ code: stationCode, name: z.string().min(2), note: z.string().min(5) }))
      .optional(),
    trains: z.array(trainSchema).min(1),
  })
  .strict();
export type TimetableFile = z.infer<typeof timetableFileSchema>;
