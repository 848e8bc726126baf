import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as edit from "./itinerary.ts";
import { TRIP_LIMITS, type TripPlan, type TripStop, tripPlan } from "./trip.ts";

// Any sequence of edits, sensible or not, leaves a plan the schema accepts, never changes its
// argument, and a move never loses or duplicates a stop.

const index = fc.integer({ min: -1, max: 4 });
const ref = fc.record({ day: index, index });
const op = fc.oneof(
  fc.record({ type: fc.constant("addDay"), at: fc.option(index, { nil: undefined }) }),
  fc.record({ type: fc.constant("removeDay"), day: index }),
  // Weighted up so days fill to their limit now and then.
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant("addStop"),
      day: fc.integer({ min: 0, max: 3 }),
      kind: fc.constantFrom("place", "hotel", "note", "bad"),
    }),
  },
  fc.record({ type: fc.constant("removeStop"), ref }),
  { weight: 4, arbitrary: fc.record({ type: fc.constant("moveStop"), from: ref, to: ref }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("moveStopUp"), ref }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("moveStopDown"), ref }) },
  fc.record({
    type: fc.constant("setStopTime"),
    ref,
    time: fc.constantFrom(null, "07:15", "23:59", "24:00", "7:5"),
  }),
  fc.record({ type: fc.constant("setNote"), ref, text: fc.string({ maxLength: 8 }) }),
  fc.record({ type: fc.constant("renameTrip"), title: fc.string({ maxLength: 90 }) }),
  fc.record({
    type: fc.constant("setStartDate"),
    date: fc.constantFrom(null, "2026-12-30", "2027-02-29", "2028-02-29", "30-12-2026"),
  }),
  fc.record({ type: fc.constant("setTravellers"), n: fc.integer({ min: -1, max: 25 }) }),
  fc.record({
    type: fc.constant("setDailyAllowance"),
    rupees: fc.oneof(fc.integer({ min: -5, max: 120_000 }), fc.constant(99.5)),
  }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

/** Days of 0 to 30 stops, so full days are common. */
const startingDays = fc.array(fc.integer({ min: 0, max: TRIP_LIMITS.stopsPerDay }), {
  minLength: 1,
  maxLength: 4,
});
/** A plan whose stops are places named s-0, s-1, ... in the trip's order. */
function planWithDays(sizes: number[]): TripPlan {
  let serial = 0;
  const days = sizes.map((n) => ({
    stops: Array.from({ length: n }, () => ({ kind: "place", slug: `s-${serial++}` })),
  }));
  return tripPlan.parse({ title: "Trip", from: "delhi", to: "agra", days });
}

const MOVES = new Set(["moveStop", "moveStopUp", "moveStopDown"]);

function apply(plan: TripPlan, o: Op, serial: number): edit.EditResult {
  switch (o.type) {
    case "addDay":
      return edit.addDay(plan, o.at);
    case "removeDay":
      return edit.removeDay(plan, o.day);
    case "addStop": {
      // Each stop is told apart by its serial, so a duplicate or a loss shows.
      const stop =
        o.kind === "note"
          ? { kind: "note" as const, text: `note ${serial}` }
          : { kind: o.kind === "bad" ? ("museum" as "place") : o.kind, slug: `stop-${serial}` };
      return edit.addStop(plan, o.day, stop);
    }
    case "removeStop":
      return edit.removeStop(plan, o.ref);
    case "moveStop":
      return edit.moveStop(plan, o.from, o.to);
    case "moveStopUp":
      return edit.moveStopUp(plan, o.ref);
    case "moveStopDown":
      return edit.moveStopDown(plan, o.ref);
    case "setStopTime":
      return edit.setStopTime(plan, o.ref, o.time);
    case "setNote":
      return edit.setNote(plan, o.ref, o.text);
    case "renameTrip":
      return edit.renameTrip(plan, o.title);
    case "setStartDate":
      return edit.setStartDate(plan, o.date);
    case "setTravellers":
      return edit.setTravellers(plan, o.n);
    case "setDailyAllowance":
      return edit.setDailyAllowance(plan, o.rupees);
  }
}

const key = (stop: TripStop) => (stop.kind === "note" ? stop.text : `${stop.kind}:${stop.slug}`);
const stopKeys = (plan: TripPlan) => plan.days.flatMap((day) => day.stops.map(key)).sort();

describe("itinerary edits, in any order", () => {
  it("keep the plan valid and never lose or duplicate a stop on a move", () => {
    fc.assert(
      fc.property(startingDays, fc.array(op, { minLength: 20, maxLength: 120 }), (sizes, ops) => {
        let plan = planWithDays(sizes);
        for (const [serial, o] of ops.entries()) {
          const before = structuredClone(plan);
          const result = apply(Object.freeze(plan), o, serial);
          expect(plan).toEqual(before);
          if (!result.ok) continue;
          expect(tripPlan.parse(result.plan)).toEqual(result.plan);
          expect(result.plan.days.every((d) => d.stops.length <= TRIP_LIMITS.stopsPerDay)).toBe(
            true,
          );
          if (MOVES.has(o.type)) expect(stopKeys(result.plan)).toEqual(stopKeys(plan));
          plan = result.plan;
        }
      }),
      { numRuns: 300 },
    );
  });

  it("moving up or down keeps the trip's order, but for one swap of neighbours", () => {
    const days = fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(days, fc.nat(), fc.boolean(), (sizes, pick, up) => {
        const plan = planWithDays(sizes);
        const refs = plan.days.flatMap((d, day) => d.stops.map((_, index) => ({ day, index })));
        const target = refs[pick % Math.max(refs.length, 1)];
        if (!target) return;
        const order = plan.days.flatMap((d) => d.stops.map(key));
        const position = refs.indexOf(target);
        const result = up ? edit.moveStopUp(plan, target) : edit.moveStopDown(plan, target);
        const lastDay = plan.days.length - 1;
        const atEdge = up
          ? target.day === 0 && target.index === 0
          : target.day === lastDay && target.index === (plan.days[lastDay]?.stops.length ?? 0) - 1;
        if (atEdge) {
          expect(result).toMatchObject({ ok: false, code: "at-edge" });
          return;
        }
        if (!result.ok) throw new Error(result.message);
        const moved = order[position] ?? "";
        const newDay = result.plan.days.findIndex((d) => d.stops.map(key).includes(moved));
        const after = result.plan.days.flatMap((d) => d.stops.map(key));
        if (newDay === target.day) {
          // Within a day: a swap with the neighbour in the trip's order.
          const neighbour = up ? position - 1 : position + 1;
          expect(after).toEqual(
            order.with(position, order[neighbour] ?? "").with(neighbour, moved),
          );
        } else {
          // Across a day's edge: to the next day over, and the trip's order is unchanged.
          expect(newDay).toBe(up ? target.day - 1 : target.day + 1);
          expect(after).toEqual(order);
        }
      }),
      { numRuns: 300 },
    );
  });
});
