import { describe, expect, it } from "vitest";
import { PRICE_BANDS, type PriceBand } from "./price-bands.ts";
import { type TripPlanInput, tripPlan } from "./trip.ts";
import { type BudgetInput, estimateTripBudget, hotelNightsOf } from "./trip-budget.ts";

const { budget, luxury } = PRICE_BANDS;
const mid = PRICE_BANDS["mid-range"];

function makeInput(overrides: Partial<BudgetInput> = {}): BudgetInput {
  return {
    travellers: 2,
    days: 3,
    dailyAllowance: 2500,
    hotelNights: [
      { hotel: "hotel-a", band: "budget" },
      { hotel: "hotel-a", band: "budget" },
    ],
    trainFare: { perPerson: 1210, label: "Train fares, 3A, Delhi to Agra and back" },
    ...overrides,
  };
}

describe("estimateTripBudget", () => {
  it("prices nights by band, fares per person and the daily allowance, low to high", () => {
    const result = estimateTripBudget(makeInput());
    const hotelLow = 2 * 1 * budget.nightly.from;
    const hotelHigh = 2 * 1 * (budget.nightly.to ?? 0);
    expect(result.lines).toEqual([
      {
        id: "hotels",
        label: "Hotels: 2 nights × 1 room, by each hotel's price band (estimate)",
        low: hotelLow,
        high: hotelHigh,
        estimate: true,
      },
      {
        id: "trains",
        label: "Train fares, 3A, Delhi to Agra and back: ₹1,210 × 2 travellers (estimate)",
        low: 2420,
        high: 2420,
        estimate: true,
      },
      {
        id: "daily",
        label: "Food, local transport and tickets: ₹2,500 a day × 2 travellers × 3 days (estimate)",
        low: 15_000,
        high: 15_000,
        estimate: true,
      },
    ]);
    expect(result.low).toBe(hotelLow + 2420 + 15_000);
    expect(result.high).toBe(hotelHigh + 2420 + 15_000);
    expect(result.estimate).toBe(true);
    expect(result.note).toMatch(/estimate.*not a quote/);
    expect(result.notCounted).toEqual([]);
  });

  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [5, 3],
    [20, 10],
  ])("takes %i travellers to need %i rooms", (travellers, rooms) => {
    const hotels = estimateTripBudget(makeInput({ travellers })).lines[0];
    expect(hotels?.low).toBe(2 * rooms * budget.nightly.from);
    expect(hotels?.label).toContain(`× ${rooms} room`);
  });

  it("mixes bands night by night; luxury's open top is priced at its typical night", () => {
    const hotelNights = (["mid-range", "luxury"] as PriceBand[]).map((band) => ({
      hotel: "h",
      band,
    }));
    const hotels = estimateTripBudget(makeInput({ travellers: 4, hotelNights })).lines[0];
    expect(hotels?.low).toBe(2 * (mid.nightly.from + luxury.nightly.from));
    expect(hotels?.high).toBe(2 * ((mid.nightly.to ?? 0) + luxury.typical));
    expect(luxury.nightly.to).toBeNull();
  });

  it("says what it leaves out: nights without a hotel or a band, a route without a fare", () => {
    const result = estimateTripBudget(
      makeInput({
        days: 4,
        hotelNights: [
          { hotel: null, band: null },
          { hotel: "h", band: null },
          { hotel: "h", band: null },
        ],
        trainFare: null,
      }),
    );
    expect(result.lines.map((line) => line.id)).toEqual(["daily"]);
    expect(result.low).toBe(2500 * 2 * 4);
    expect(result.notCounted).toEqual([
      "1 night without a hotel in the plan yet.",
      "2 nights at a hotel whose price band we do not know.",
      "Train fares: no estimate for this route.",
    ]);
  });

  it("refuses a fare that is not a number of rupees, and rounds fares to the rupee", () => {
    expect(
      estimateTripBudget(makeInput({ trainFare: { perPerson: -1, label: "x" } })).lines,
    ).toHaveLength(2);
    const trains = estimateTripBudget(
      makeInput({ trainFare: { perPerson: 100.4, label: "Fare" }, travellers: 3 }),
    ).lines[1];
    expect(trains).toMatchObject({ id: "trains", low: 301, high: 301 });
  });

  it("counts a free daily allowance as nothing", () => {
    expect(estimateTripBudget(makeInput({ dailyAllowance: 0 })).lines[2]).toMatchObject({
      low: 0,
      high: 0,
    });
  });
});

describe("hotelNightsOf", () => {
  const plan = (days: TripPlanInput["days"]) =>
    tripPlan.parse({ title: "Trip", from: "delhi", to: "agra", days });
  const hotel = (slug: string) => ({ kind: "hotel" as const, slug });
  const bands: Record<string, PriceBand> = {
    "oberoi-amarvilas": "luxury",
    "hotel-sheela": "budget",
  };

  it("has a night after each day but the last, at the latest hotel so far", () => {
    const nights = hotelNightsOf(
      plan([
        { stops: [] },
        { stops: [{ kind: "place", slug: "taj-mahal" }, hotel("hotel-sheela")] },
        { stops: [] },
        { stops: [hotel("hotel-sheela"), hotel("oberoi-amarvilas")] },
        { stops: [hotel("unknown-inn")] },
        { stops: [] },
      ]),
      (slug) => bands[slug] ?? null,
    );
    expect(nights).toEqual([
      { hotel: null, band: null },
      { hotel: "hotel-sheela", band: "budget" },
      { hotel: "hotel-sheela", band: "budget" },
      { hotel: "oberoi-amarvilas", band: "luxury" },
      { hotel: "unknown-inn", band: null },
    ]);
  });

  it("gives a one-day trip no nights", () => {
    expect(hotelNightsOf(plan([{ stops: [hotel("hotel-sheela")] }]), () => "budget")).toEqual([]);
  });
});
