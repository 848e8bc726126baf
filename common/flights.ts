import { z } from "zod";
import { addDays, isCalendarDate, todayInIndia } from "./dates.ts";

// The flight search (spec sections 2, 3, 5, 8 and 9), in the browser and on the server alike.
// docs/decisions/0026-flight-offers-provider.md says what is shown with and without a provider.

/** Spec section 5: a required field (from, to, depart date, adults) is missing. */
export const FLIGHT_REQUIRED = "Please fill in all required fields.";
/** Spec section 8: the flight search failed. */
export const FLIGHT_FETCH_FAILED = "Failed to fetch flight data. Try again later.";
// Our own rules on top of the spec's, each with a message that says what to change.
export const FLIGHT_UNKNOWN_AIRPORT = "Choose an airport from the list.";
export const FLIGHT_SAME_AIRPORT = "The From and To airports must be different.";
export const FLIGHT_BAD_DATE = "Enter the depart date as a real date (YYYY-MM-DD).";
export const FLIGHT_PAST_DATE = "The depart date has passed. Choose today or a later date.";
export const FLIGHT_TOO_FAR = "Flights can be searched at most a year ahead.";
export const FLIGHT_INFANTS = "Each infant travels on an adult's lap: no more infants than adults.";
export const FLIGHT_TOO_MANY = "At most 9 passengers can travel on one booking.";
export const FLIGHT_BAD_CABIN = "Choose Economy, Premium Economy or Business.";

/** Spec section 9: E Economy, P Premium Economy, B Business (the legacy `flightClass`). */
export const CABINS = ["E", "P", "B"] as const;
export type Cabin = (typeof CABINS)[number];
export const CABIN_LABELS: Record<Cabin, string> = {
  E: "Economy",
  P: "Premium Economy",
  B: "Business",
};

export const MAX_PASSENGERS = 9;
/** Airlines open their schedules about 11-12 months ahead. */
export const MAX_DAYS_AHEAD = 365;

export type Airport = {
  iata: string;
  name: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
};

/** How a box shows an airport, as the spec shows a station: 'Mumbai | BOM'. */
export const airportLabel = (airport: Pick<Airport, "city" | "iata">) =>
  `${airport.city} | ${airport.iata}`;

/** One priced itinerary from a flight-offers provider, in our own terms. */
export type FlightOffer = {
  airline: string;
  /** IATA code of the marketing airline, e.g. "6E". */
  airlineCode: string;
  /** "6E 2175", or each flight of a connection: "6E 2175 + 6E 512". */
  flightNumber: string;
  /** Local time at the airport: "HH:MM" (24-hour) and "YYYY-MM-DD". */
  departure: { iata: string; time: string; date: string };
  arrival: { iata: string; time: string; date: string };
  durationMinutes: number;
  stops: number;
  /**
   * The total for all passengers. `original` is set when the vendor priced the offer in another
   * currency and we converted it at a configured rate: the rupee amount is then approximate.
   */
  price: { amount: number; currency: "INR"; original: { amount: number; currency: string } | null };
  /** A page that sells this very offer, when the vendor gives one. */
  bookingUrl: string | null;
};

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

const airportCode = z.preprocess(
  (value) => (blank(value) ? undefined : value),
  z
    .string({ error: FLIGHT_REQUIRED })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, FLIGHT_UNKNOWN_AIRPORT),
);

function passengers(label: string, min: number, whenBlank: number | undefined) {
  const message = `${label} must be a whole number from ${min} to ${MAX_PASSENGERS}.`;
  return z.preprocess(
    (value) => (blank(value) ? whenBlank : typeof value === "string" ? Number(value) : value),
    z
      .number({ error: (issue) => (issue.input === undefined ? FLIGHT_REQUIRED : message) })
      .int({ message, abort: true })
      .min(min, { message, abort: true })
      .max(MAX_PASSENGERS, { message, abort: true }),
  );
}

/** The search form and the legacy query, checked against `clock()`'s date in India. */
export function makeFlightQuerySchema(clock: () => Date = () => new Date()) {
  const departDate = z.preprocess(
    (value) => (blank(value) ? undefined : value),
    z
      .string({ error: FLIGHT_REQUIRED })
      .trim()
      .refine(isCalendarDate, { message: FLIGHT_BAD_DATE, abort: true })
      .superRefine((date, ctx) => {
        const today = todayInIndia(clock());
        if (date < today) ctx.addIssue({ code: "custom", message: FLIGHT_PAST_DATE });
        else if (date > addDays(today, MAX_DAYS_AHEAD)) {
          ctx.addIssue({ code: "custom", message: FLIGHT_TOO_FAR });
        }
      }),
  );
  return z
    .object({
      from: airportCode,
      to: airportCode,
      departDate,
      adults: passengers("Adults", 1, undefined),
      children: passengers("Children", 0, 0),
      infants: passengers("Infants", 0, 0),
      cabin: z.preprocess(
        (value) => (blank(value) ? "E" : typeof value === "string" ? value.toUpperCase() : value),
        z.enum(CABINS, { error: FLIGHT_BAD_CABIN }),
      ),
    })
    .superRefine((q, ctx) => {
      if (q.from === q.to)
        ctx.addIssue({ code: "custom", path: ["to"], message: FLIGHT_SAME_AIRPORT });
      if (q.infants > q.adults) {
        ctx.addIssue({ code: "custom", path: ["infants"], message: FLIGHT_INFANTS });
      }
      if (q.adults + q.children + q.infants > MAX_PASSENGERS) {
        ctx.addIssue({ code: "custom", path: ["adults"], message: FLIGHT_TOO_MANY });
      }
    });
}

export const flightQuerySchema = makeFlightQuerySchema();
export type FlightQuery = z.output<typeof flightQuerySchema>;

/** The one message to show (the spec's alert): a missing field first, else the first problem. */
export function flightQueryMessage(error: z.ZodError): string {
  const messages = error.issues.map((issue) => issue.message);
  return messages.includes(FLIGHT_REQUIRED) ? FLIGHT_REQUIRED : (messages[0] ?? FLIGHT_REQUIRED);
}

/** "13:05" → "1:05 PM": spec section 3 wants the time and AM/PM separated by a space. */
export function formatClock(time: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`Not a 24-hour HH:MM time: ${time}`);
  const hours = Number(match[1]);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}
