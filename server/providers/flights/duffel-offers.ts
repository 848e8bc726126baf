import { z } from "zod";
import type { FlightOffer } from "./types.ts";

// Duffel's offer, as far as we read it (https://duffel.com/docs/api/offers/schema), and its
// mapping to our FlightOffer. Fields we do not read are not checked, so additions on Duffel's
// side change nothing here.

const airline = z.object({ name: z.string().min(1), iata_code: z.string().nullable() });
const airport = z.object({ iata_code: z.string().regex(/^[A-Z]{3}$/) });
// Duffel gives segment times in the airport's local time, without an offset.
const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);

const segmentSchema = z.object({
  origin: airport,
  destination: airport,
  departing_at: localDateTime,
  arriving_at: localDateTime,
  marketing_carrier: airline,
  marketing_carrier_flight_number: z.string().min(1),
});

export const duffelOfferSchema = z.object({
  id: z.string(),
  total_amount: z.string().regex(/^\d+(\.\d+)?$/),
  total_currency: z.string().regex(/^[A-Z]{3}$/),
  owner: airline,
  slices: z
    .array(z.object({ duration: z.string().nullable(), segments: z.array(segmentSchema).min(1) }))
    .min(1),
});
export type DuffelOffer = z.infer<typeof duffelOfferSchema>;

/** "PT2H10M" → 130, "P1DT2H" → 1560; null for anything else. */
export function isoDurationMinutes(duration: string): number | null {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(duration);
  if (!match || duration === "P" || duration.endsWith("T")) return null;
  const [, days = "0", hours = "0", minutes = "0", seconds = "0"] = match;
  return (
    Number(days) * 1440 + Number(hours) * 60 + Number(minutes) + Math.round(Number(seconds) / 60)
  );
}

const localMinutes = (dateTime: string) => Date.parse(`${dateTime.slice(0, 16)}:00Z`) / 60_000;
const at = (dateTime: string) => ({ date: dateTime.slice(0, 10), time: dateTime.slice(11, 16) });

/**
 * Our offer for Duffel's, or null when it is priced in a currency with no rate to rupees.
 * `inrPer` holds the rupees one unit of a currency buys (DUFFEL_INR_RATES).
 */
export function toFlightOffer(
  offer: DuffelOffer,
  inrPer: Readonly<Record<string, number>>,
): FlightOffer | null {
  const amount = Number(offer.total_amount);
  let price: FlightOffer["price"];
  if (offer.total_currency === "INR") {
    price = { amount, currency: "INR", original: null };
  } else {
    const rate = inrPer[offer.total_currency];
    if (rate === undefined) return null;
    price = {
      amount: Math.round(amount * rate),
      currency: "INR",
      original: { amount, currency: offer.total_currency },
    };
  }
  // A one-way search has one slice.
  const [slice] = offer.slices;
  const first = slice?.segments[0];
  const last = slice?.segments.at(-1);
  if (!slice || !first || !last) return null;
  // Every airport we list is in India, on one time zone, so local times subtract safely when
  // Duffel leaves the duration out.
  const durationMinutes =
    (slice.duration === null ? null : isoDurationMinutes(slice.duration)) ??
    localMinutes(last.arriving_at) - localMinutes(first.departing_at);
  return {
    airline: first.marketing_carrier.name,
    airlineCode: first.marketing_carrier.iata_code ?? offer.owner.iata_code ?? "",
    flightNumber: slice.segments
      .map((s) =>
        `${s.marketing_carrier.iata_code ?? ""} ${s.marketing_carrier_flight_number}`.trim(),
      )
      .join(" + "),
    departure: { iata: first.origin.iata_code, ...at(first.departing_at) },
    arrival: { iata: last.destination.iata_code, ...at(last.arriving_at) },
    durationMinutes,
    stops: slice.segments.length - 1,
    price,
    // Duffel sells through its API, not through a page a visitor could open.
    bookingUrl: null,
  };
}

/**
 * Our offers for the offers of Duffel's answer, cheapest (then earliest) first. An offer we cannot
 * read is skipped; `unconvertible` lists the currencies of offers dropped for want of a rate.
 */
export function toFlightOffers(
  raw: readonly unknown[],
  inrPer: Readonly<Record<string, number>>,
): { offers: FlightOffer[]; unconvertible: string[] } {
  const offers: FlightOffer[] = [];
  const unconvertible = new Set<string>();
  for (const item of raw) {
    const parsed = duffelOfferSchema.safeParse(item);
    if (!parsed.success) continue;
    const offer = toFlightOffer(parsed.data, inrPer);
    if (offer) offers.push(offer);
    else if (parsed.data.total_currency !== "INR" && !(parsed.data.total_currency in inrPer)) {
      unconvertible.add(parsed.data.total_currency);
    }
  }
  const departs = (offer: FlightOffer) => `${offer.departure.date}T${offer.departure.time}`;
  offers.sort((a, b) => a.price.amount - b.price.amount || departs(a).localeCompare(departs(b)));
  return { offers, unconvertible: [...unconvertible] };
}
