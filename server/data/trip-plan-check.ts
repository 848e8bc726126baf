import { type TripPlan, tripPlan } from "../../common/trip.ts";
import type { Catalogue } from "./catalogue/catalogue.ts";

/** What a plan is checked against: the slugs of our cities, places and hotels. */
export type TripCatalogue = Pick<Catalogue, "citiesBySlug" | "placesBySlug" | "hotelsBySlug">;

/** A plan the store refuses; `field` is its path in the plan, as `days.2.stops.0.slug`. */
export class InvalidTrip extends Error {
  override name = "InvalidTrip";
  readonly field: string;
  readonly reason: string;
  constructor(field: string, reason: string) {
    super(`Invalid trip field '${field}': ${reason}.`);
    this.field = field;
    this.reason = reason;
  }
}

/**
 * Parses a plan with the shared schema and checks that it names only what we have: the cities
 * by slug, and every place and hotel stop. Free text must be well-formed Unicode: a lone
 * surrogate survives JSON.stringify as `\ud800`, which PostgreSQL's jsonb refuses (a 500).
 */
export function checkTripPlan(input: unknown, catalogue: TripCatalogue): TripPlan {
  const result = tripPlan.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.join(".") || "plan";
    const reason =
      issue?.code === "unrecognized_keys"
        ? `unknown field ${issue.keys.map((key) => `'${key}'`).join(", ")}`
        : (issue?.message ?? "invalid");
    throw new InvalidTrip(field, reason);
  }
  const plan = result.data;
  if (!plan.title.isWellFormed()) throw new InvalidTrip("title", "has characters we cannot keep");
  if (!catalogue.citiesBySlug.has(plan.from))
    throw new InvalidTrip("from", "is not one of our cities");
  if (!catalogue.citiesBySlug.has(plan.to)) throw new InvalidTrip("to", "is not one of our cities");
  plan.days.forEach((day, d) => {
    day.stops.forEach((stop, s) => {
      const at = `days.${d}.stops.${s}`;
      if (stop.kind === "note" && !stop.text.isWellFormed())
        throw new InvalidTrip(`${at}.text`, "has characters we cannot keep");
      if (stop.kind === "place" && !catalogue.placesBySlug.has(stop.slug))
        throw new InvalidTrip(`${at}.slug`, "is not one of our places");
      if (stop.kind === "hotel" && !catalogue.hotelsBySlug.has(stop.slug))
        throw new InvalidTrip(`${at}.slug`, "is not one of our hotels");
    });
  });
  return plan;
}

/** A title on its own (a rename), by the plan's rule for titles. */
export function checkTripTitle(input: unknown): string {
  const result = tripPlan.shape.title.safeParse(input);
  if (!result.success) throw new InvalidTrip("title", result.error.issues[0]?.message ?? "invalid");
  if (!result.data.isWellFormed()) throw new InvalidTrip("title", "has characters we cannot keep");
  return result.data;
}
