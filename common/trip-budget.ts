import { formatRupees } from "./format.ts";
import { PRICE_BANDS, type PriceBand } from "./price-bands.ts";
import type { TripPlan } from "./trip.ts";

// What a trip may cost (issue 12): hotel nights by price band, train fares the server estimated,
// and a daily allowance. Every figure is an estimate from typical prices, never a quote or a
// bookable price, and says so: the page shows each line's label beside its range.

/** Two travellers share a room, as a double room is what the price bands price. */
export const TRAVELLERS_PER_ROOM = 2;

export const BUDGET_NOTE =
  "An estimate from typical prices, not a quote: hotels and railways show the real price when you book.";

/** Where the trip spends one night: the hotel (a slug) and its price band, when known. */
export type HotelNight = { hotel: string | null; band: PriceBand | null };
export type TrainFareEstimate = { perPerson: number; label: string };

export type BudgetLine = {
  id: "hotels" | "trains" | "daily";
  label: string;
  low: number;
  high: number;
  estimate: true;
};
export type TripBudget = {
  lines: BudgetLine[];
  low: number;
  high: number;
  estimate: true;
  note: string;
  /** What the estimate leaves out, for the page to say (nights without a hotel, no train fare). */
  notCounted: string[];
};

export type BudgetInput = {
  travellers: number;
  days: number;
  /** Rupees per traveller per day. */
  dailyAllowance: number;
  hotelNights: HotelNight[];
  trainFare: TrainFareEstimate | null;
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The nights of a plan: one after each day but the last (a three-day trip has two nights), each at
 * the latest hotel the plan holds on or before that day, as a traveller stays on where they
 * checked in until the plan names another hotel.
 */
export function hotelNightsOf(
  plan: TripPlan,
  bandOf: (hotelSlug: string) => PriceBand | null,
): HotelNight[] {
  let hotel: string | null = null;
  return plan.days.slice(0, -1).map((day) => {
    for (const stop of day.stops) if (stop.kind === "hotel") hotel = stop.slug;
    return { hotel, band: hotel === null ? null : bandOf(hotel) };
  });
}

function hotelLine(nights: HotelNight[], rooms: number, notCounted: string[]): BudgetLine | null {
  const priced = nights.filter((night) => night.band !== null);
  const withoutHotel = nights.filter((night) => night.hotel === null).length;
  const withoutBand = nights.length - priced.length - withoutHotel;
  if (withoutHotel > 0)
    notCounted.push(`${plural(withoutHotel, "night")} without a hotel in the plan yet.`);
  if (withoutBand > 0)
    notCounted.push(`${plural(withoutBand, "night")} at a hotel whose price band we do not know.`);
  if (priced.length === 0) return null;
  let low = 0;
  let high = 0;
  for (const { band } of priced) {
    if (band === null) continue;
    const { nightly, typical } = PRICE_BANDS[band];
    low += rooms * nightly.from;
    // The top band has no ceiling; its typical night stands in, so a luxury stay may cost more.
    high += rooms * (nightly.to ?? typical);
  }
  return {
    id: "hotels",
    label: `Hotels: ${plural(priced.length, "night")} × ${plural(rooms, "room")}, by each hotel's price band (estimate)`,
    low,
    high,
    estimate: true,
  };
}

/** The trip's estimated cost, line by line, from low to high, in rupees. */
export function estimateTripBudget(input: BudgetInput): TripBudget {
  const { travellers, days, dailyAllowance, trainFare } = input;
  const rooms = Math.ceil(travellers / TRAVELLERS_PER_ROOM);
  const notCounted: string[] = [];
  const lines: BudgetLine[] = [];
  const hotels = hotelLine(input.hotelNights, rooms, notCounted);
  if (hotels) lines.push(hotels);
  if (trainFare && Number.isFinite(trainFare.perPerson) && trainFare.perPerson >= 0) {
    const total = Math.round(trainFare.perPerson * travellers);
    lines.push({
      id: "trains",
      label: `${trainFare.label}: ${formatRupees(Math.round(trainFare.perPerson))} × ${plural(travellers, "traveller")} (estimate)`,
      low: total,
      high: total,
      estimate: true,
    });
  } else {
    notCounted.push("Train fares: no estimate for this route.");
  }
  const daily = dailyAllowance * travellers * days;
  lines.push({
    id: "daily",
    label: `Food, local transport and tickets: ${formatRupees(dailyAllowance)} a day × ${plural(travellers, "traveller")} × ${plural(days, "day")} (estimate)`,
    low: daily,
    high: daily,
    estimate: true,
  });
  return {
    lines,
    low: lines.reduce((sum, line) => sum + line.low, 0),
    high: lines.reduce((sum, line) => sum + line.high, 0),
    estimate: true,
    note: BUDGET_NOTE,
    notCounted,
  };
}
