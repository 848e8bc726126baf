import type { z } from "zod";
import {
  TRIP_LIMITS,
  type TripDay,
  type TripPlan,
  type TripStop,
  tripPlan,
  tripStop,
} from "./trip.ts";

// The planner's edits as pure functions (issue 12): each takes a plan and returns a new one, never
// changing its argument. The browser's editor calls them for instant feedback and the server calls
// the same ones on a write, so both sides agree on what an edit does and what it refuses. A refusal
// is a value, not an exception: the page shows its message.

export type StopRef = { day: number; index: number };

export type EditErrorCode =
  | "too-many-days"
  | "day-full"
  | "last-day"
  | "no-such-day"
  | "no-such-stop"
  | "not-a-note"
  | "at-edge"
  | "invalid";
export type EditResult =
  | { ok: true; plan: TripPlan }
  | { ok: false; code: EditErrorCode; message: string };

const done = (plan: TripPlan): EditResult => ({ ok: true, plan });
const refuse = (code: EditErrorCode, message: string): EditResult => ({ ok: false, code, message });

const noDay = (day: number) => refuse("no-such-day", `There is no day ${day + 1} in this trip.`);
const noStop = () => refuse("no-such-stop", "That stop is not in the plan any more.");
const dayFull = () =>
  refuse("day-full", `A day holds at most ${TRIP_LIMITS.stopsPerDay} stops. Try another day.`);

const hasDay = (plan: TripPlan, day: number) =>
  Number.isInteger(day) && day >= 0 && day < plan.days.length;
const hasStop = (plan: TripPlan, ref: StopRef) =>
  hasDay(plan, ref.day) &&
  Number.isInteger(ref.index) &&
  ref.index >= 0 &&
  ref.index < (plan.days[ref.day]?.stops.length ?? 0);

const withDays = (plan: TripPlan, days: TripDay[]): TripPlan => ({ ...plan, days });
const withStops = (plan: TripPlan, day: number, stops: (stops: TripStop[]) => TripStop[]) =>
  withDays(
    plan,
    plan.days.map((d, i) => (i === day ? { stops: stops(d.stops) } : d)),
  );

/** A new empty day, at the end unless `at` says where (0 = before the first day). */
export function addDay(plan: TripPlan, at: number = plan.days.length): EditResult {
  if (plan.days.length >= TRIP_LIMITS.days)
    return refuse("too-many-days", `A trip has at most ${TRIP_LIMITS.days} days.`);
  if (!Number.isInteger(at) || at < 0 || at > plan.days.length) return noDay(at);
  return done(withDays(plan, plan.days.toSpliced(at, 0, { stops: [] })));
}

/** Removes a day with its stops; a trip keeps at least one day. */
export function removeDay(plan: TripPlan, day: number): EditResult {
  if (!hasDay(plan, day)) return noDay(day);
  if (plan.days.length === 1) return refuse("last-day", "A trip has at least one day.");
  return done(withDays(plan, plan.days.toSpliced(day, 1)));
}

/** Adds a stop at the end of a day. */
export function addStop(plan: TripPlan, day: number, stop: z.input<typeof tripStop>): EditResult {
  const target = plan.days[day];
  if (!target || !hasDay(plan, day)) return noDay(day);
  if (target.stops.length >= TRIP_LIMITS.stopsPerDay) return dayFull();
  const parsed = tripStop.safeParse(stop);
  if (!parsed.success)
    return refuse("invalid", `This stop cannot be kept: ${parsed.error.issues[0]?.message}.`);
  return done(withStops(plan, day, (stops) => [...stops, parsed.data]));
}

export function removeStop(plan: TripPlan, ref: StopRef): EditResult {
  if (!hasStop(plan, ref)) return noStop();
  return done(withStops(plan, ref.day, (stops) => stops.toSpliced(ref.index, 1)));
}

/**
 * Moves a stop within its day or to another. `to.index` is where the stop ends up, counted in the
 * destination day once the stop has left its old place: from 0 to that day's length (its length
 * minus one within the same day). Drag-and-drop and the up/down buttons both call this.
 */
export function moveStop(plan: TripPlan, from: StopRef, to: StopRef): EditResult {
  const stop = plan.days[from.day]?.stops[from.index];
  if (!stop || !hasStop(plan, from)) return noStop();
  const target = plan.days[to.day];
  if (!target || !hasDay(plan, to.day)) return noDay(to.day);
  const sameDay = from.day === to.day;
  const room = sameDay ? target.stops.length - 1 : target.stops.length;
  if (!Number.isInteger(to.index) || to.index < 0 || to.index > room) return noStop();
  if (!sameDay && target.stops.length >= TRIP_LIMITS.stopsPerDay) return dayFull();
  const removed = withStops(plan, from.day, (stops) => stops.toSpliced(from.index, 1));
  return done(withStops(removed, to.day, (stops) => stops.toSpliced(to.index, 0, stop)));
}

/**
 * One place earlier. The first stop of a day moves to the END of the previous day (the stop just
 * before it in the trip's order); the trip's very first stop cannot move up.
 */
export function moveStopUp(plan: TripPlan, ref: StopRef): EditResult {
  if (!hasStop(plan, ref)) return noStop();
  if (ref.index > 0) return moveStop(plan, ref, { day: ref.day, index: ref.index - 1 });
  const previous = plan.days[ref.day - 1];
  if (!previous) return refuse("at-edge", "This is already the trip's first stop.");
  return moveStop(plan, ref, { day: ref.day - 1, index: previous.stops.length });
}

/**
 * One place later. The last stop of a day moves to the START of the next day; the trip's very last
 * stop cannot move down.
 */
export function moveStopDown(plan: TripPlan, ref: StopRef): EditResult {
  if (!hasStop(plan, ref)) return noStop();
  const length = plan.days[ref.day]?.stops.length ?? 0;
  if (ref.index < length - 1) return moveStop(plan, ref, { day: ref.day, index: ref.index + 1 });
  if (ref.day + 1 >= plan.days.length)
    return refuse("at-edge", "This is already the trip's last stop.");
  return moveStop(plan, ref, { day: ref.day + 1, index: 0 });
}

/** Sets or clears (null) a stop's time, HH:MM. */
export function setStopTime(plan: TripPlan, ref: StopRef, time: string | null): EditResult {
  if (!hasStop(plan, ref)) return noStop();
  const parsed = tripStop.options[0].shape.time.safeParse(time);
  if (!parsed.success) return refuse("invalid", "A time is written HH:MM, from 00:00 to 23:59.");
  return done(
    withStops(plan, ref.day, (stops) =>
      stops.map((stop, i) => (i === ref.index ? { ...stop, time: parsed.data } : stop)),
    ),
  );
}

/** Changes a note's text. */
export function setNote(plan: TripPlan, ref: StopRef, text: string): EditResult {
  const stop = plan.days[ref.day]?.stops[ref.index];
  if (!stop || !hasStop(plan, ref)) return noStop();
  if (stop.kind !== "note") return refuse("not-a-note", "Only a note's text can be changed.");
  const parsed = tripStop.options[2].shape.text.safeParse(text);
  if (!parsed.success) return refuse("invalid", `A note ${parsed.error.issues[0]?.message}.`);
  return done(
    withStops(plan, ref.day, (stops) =>
      stops.map((s, i) => (i === ref.index ? { ...stop, text: parsed.data } : s)),
    ),
  );
}

export function renameTrip(plan: TripPlan, title: string): EditResult {
  const parsed = tripPlan.shape.title.safeParse(title);
  if (!parsed.success) return refuse("invalid", `The title ${parsed.error.issues[0]?.message}.`);
  return done({ ...plan, title: parsed.data });
}

/** The first day's date, YYYY-MM-DD, or null for a trip without dates. */
export function setStartDate(plan: TripPlan, startDate: string | null): EditResult {
  const parsed = tripPlan.shape.startDate.safeParse(startDate);
  if (!parsed.success) return refuse("invalid", "The start date must be a date, YYYY-MM-DD.");
  return done({ ...plan, startDate: parsed.data });
}

export function setTravellers(plan: TripPlan, travellers: number): EditResult {
  const parsed = tripPlan.shape.travellers.safeParse(travellers);
  if (!parsed.success)
    return refuse("invalid", `Travellers: a whole number from 1 to ${TRIP_LIMITS.travellers}.`);
  return done({ ...plan, travellers: parsed.data });
}

/** Rupees per traveller per day for food, local transport and tickets. */
export function setDailyAllowance(plan: TripPlan, rupees: number): EditResult {
  const parsed = tripPlan.shape.dailyAllowance.safeParse(rupees);
  if (!parsed.success) {
    const most = TRIP_LIMITS.dailyAllowance.toLocaleString("en-IN");
    return refuse("invalid", `The daily allowance: whole rupees from 0 to ${most}.`);
  }
  return done({ ...plan, dailyAllowance: parsed.data });
}
