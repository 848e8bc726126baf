import { z } from "zod";
import { formatRupees } from "./format.ts";

// What a night at a hotel costs, roughly (issues 12 and 13). Hotel cards and pages show the band,
// and the trip planner's budget prices a night with it. The ranges are our editors' reading of
// what a double room usually costs in India before taxes, not a quote: rates move with the season,
// and a hotel's own site has the price that holds. The database enum (hotel_price_band) has the
// same three ids.

export const PRICE_BAND_IDS = ["budget", "mid-range", "luxury"] as const;
export type PriceBand = (typeof PRICE_BAND_IDS)[number];
export const priceBandSchema = z.enum(PRICE_BAND_IDS);

type BandInfo = {
  label: string;
  /** Rupees a room a night, usually; `to` is null for the open-ended top band. */
  nightly: { from: number; to: number | null };
  /** One figure for estimating a trip's cost, within `nightly`; an estimate, never a price. */
  typical: number;
};

export const PRICE_BANDS: Record<PriceBand, BandInfo> = {
  budget: { label: "Budget", nightly: { from: 1500, to: 3500 }, typical: 2500 },
  "mid-range": { label: "Mid-range", nightly: { from: 3500, to: 9000 }, typical: 6000 },
  luxury: { label: "Luxury", nightly: { from: 9000, to: null }, typical: 15000 },
};

/** 'roughly ₹3,500–9,000 a night', or 'above ₹9,000 a night' for the top band. */
export function nightlyRangeText(band: PriceBand): string {
  const { from, to } = PRICE_BANDS[band].nightly;
  return to === null
    ? `above ${formatRupees(from)} a night`
    : `roughly ${formatRupees(from)}–${to.toLocaleString("en-IN")} a night`;
}
