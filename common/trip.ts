import { z } from "zod";
import { isCalendarDate } from "./dates.ts";

// A trip as the planner, the saved-trip store and /api/v1/trips all see it (issue 12): from one of
// our cities to another, with a day-by-day plan of places, hotels and notes. The browser checks a
// plan with these schemas for instant messages; the server parses every write with them again.

export const TRIP_LIMITS = {
  days: 60,
  stopsPerDay: 30,
  title: 80,
  note: 500,
  travellers: 20,
  /** Rupees per traveller per day for food, local transport and tickets. */
  dailyAllowance: 100_000,
  /** Trips one traveller may keep. */
  tripsPerOwner: 200,
  /** Trips a browser may hand over at sign-in. */
  importAtOnce: 20,
} as const;

/** What a traveller spends a day on food, local transport and entry tickets, by default. */
export const DEFAULT_DAILY_ALLOWANCE = 2500;

const slug = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be one of our slugs");
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time, HH:MM");
/** No NUL or other control characters (line breaks and tabs are fine) in free text. */
const hasControl = (value: string) =>
  [...value].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 32 && c !== "\n" && c !== "\t") || code === 127;
  });
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !hasControl(value), "has characters we cannot keep");

export const tripStop = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("place"), slug, time: clock.nullable().default(null) }),
  z.strictObject({ kind: z.literal("hotel"), slug, time: clock.nullable().default(null) }),
  z.strictObject({
    kind: z.literal("note"),
    text: text(TRIP_LIMITS.note),
    time: clock.nullable().default(null),
  }),
]);
export type TripStop = z.infer<typeof tripStop>;

export const tripDay = z.strictObject({
  stops: z
    .array(tripStop)
    .max(TRIP_LIMITS.stopsPerDay, `A day holds at most ${TRIP_LIMITS.stopsPerDay} stops.`),
});
export type TripDay = z.infer<typeof tripDay>;

/** The plan: what a traveller edits. */
export const tripPlan = z.strictObject({
  title: text(TRIP_LIMITS.title),
  from: slug,
  to: slug,
  /** The first day's date, YYYY-MM-DD; null until the traveller picks one. */
  startDate: z
    .string()
    .refine(isCalendarDate, "must be a date, YYYY-MM-DD")
    .nullable()
    .default(null),
  travellers: z.number().int().min(1).max(TRIP_LIMITS.travellers).default(2),
  dailyAllowance: z
    .number()
    .int()
    .min(0)
    .max(TRIP_LIMITS.dailyAllowance)
    .default(DEFAULT_DAILY_ALLOWANCE),
  days: z
    .array(tripDay)
    .min(1, "A trip has at least one day.")
    .max(TRIP_LIMITS.days, `A trip has at most ${TRIP_LIMITS.days} days.`),
});
export type TripPlan = z.infer<typeof tripPlan>;
export type TripPlanInput = z.input<typeof tripPlan>;

/** A saved trip: the plan and what the store adds. */
export type SavedTrip = TripPlan & {
  id: string;
  /** Set while a read-only public link exists. */
  shareId: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A new plan from one city to another: one empty day, titled after the destination. */
export function newTripPlan(
  from: { slug: string; name: string },
  to: { slug: string; name: string },
) {
  return tripPlan.parse({
    title: `${from.name} to ${to.name}`,
    from: from.slug,
    to: to.slug,
    days: [{ stops: [] }],
  });
}
