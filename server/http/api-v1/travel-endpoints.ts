import { z } from "zod";
import { FLIGHT_FETCH_FAILED, flightQuerySchema } from "../../../common/flights.ts";
import { stationSchema, trainSearchQuery } from "../../../common/rail.ts";
import { TIMETABLE_NOTICE, trainCard } from "../../../common/train-card.ts";
import { searchFlights } from "../../flights/search-flights.ts";
import { searchTrains } from "../../rail/search-trains.ts";
import { BadQuery, type Endpoint, UpstreamFailed } from "./endpoint.ts";

// /api/v1's trains and flights (issue 11): the same searches as the search page and the legacy
// calls. A search depends on today's date and, with a provider, on live data, so these answers
// are never kept in the response cache.

const lookupQuery = z.strictObject({
  q: z.string().trim().max(100, "is too long").default(""),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

const airportSchema = z.object({
  iata: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  lat: z.number(),
  lng: z.number(),
});
const stop = z.object({ iata: z.string(), time: z.string(), date: z.string() });
const flightOffer = z.object({
  airline: z.string(),
  airlineCode: z.string(),
  flightNumber: z.string(),
  departure: stop,
  arrival: stop,
  durationMinutes: z.number(),
  stops: z.number(),
  price: z.object({
    amount: z.number(),
    currency: z.literal("INR"),
    original: z.object({ amount: z.number(), currency: z.string() }).nullable(),
  }),
  bookingUrl: z.string().nullable(),
});

const endpoint = <Q extends z.ZodType>(e: Endpoint<Q>) => e as unknown as Endpoint;

export const travelEndpoints: Endpoint[] = [
  endpoint({
    path: "/stations",
    summary: "Railway stations by name, code (old codes too) or city; the 41 major ones first",
    query: lookupQuery,
    response: z.object({ query: z.string(), data: z.array(stationSchema) }),
    async handle({ query, services }) {
      return { query: query.q, data: services.rail.stations.search(query.q, query.limit) };
    },
  }),
  endpoint({
    path: "/trains",
    summary:
      "Trains calling at `from` and then `to` on `date`, from our compiled timetable, with estimated fares",
    query: trainSearchQuery,
    live: true,
    response: z.object({
      from: stationSchema,
      to: stationSchema,
      date: z.string(),
      compiledOn: z.string(),
      notice: z.string(),
      live: z.boolean().meta({ description: "Whether a live provider gave seat availability." }),
      data: z.array(trainCard),
    }),
    async handle({ query, services }) {
      const from = services.rail.stations.get(query.from);
      const to = services.rail.stations.get(query.to);
      if (!from || !to)
        throw new BadQuery(`No station with the code '${from ? query.to : query.from}'.`);
      const found = await searchTrains(services.rail, { from, to, date: query.date });
      return {
        from,
        to,
        date: found.date,
        compiledOn: found.compiledOn,
        notice: TIMETABLE_NOTICE(found.compiledOn),
        live: found.live,
        data: found.trains,
      };
    },
  }),
  endpoint({
    path: "/airports",
    summary:
      "Indian airports with scheduled service by city, name or IATA code; the spec's six first",
    query: lookupQuery,
    response: z.object({ query: z.string(), data: z.array(airportSchema) }),
    async handle({ query, services }) {
      return { query: query.q, data: services.flights.airports.search(query.q, query.limit) };
    },
  }),
  endpoint({
    path: "/flights",
    summary:
      "Flight offers from a live provider; without one `offers` is null, with the distance, a typical time and booking links",
    query: flightQuerySchema,
    live: true,
    response: z.object({
      from: airportSchema,
      to: airportSchema,
      departDate: z.string(),
      provider: z.string(),
      live: z.boolean(),
      offers: z.array(flightOffer).nullable(),
      typical: z
        .object({ distanceKm: z.number(), typicalMinutes: z.number(), estimate: z.literal(true) })
        .nullable(),
      links: z.array(z.object({ site: z.string(), label: z.string(), url: z.string() })),
    }),
    async handle({ query, services }) {
      const from = services.flights.airports.get(query.from);
      const to = services.flights.airports.get(query.to);
      if (!from || !to)
        throw new BadQuery(`No airport with the code '${from ? query.to : query.from}'.`);
      const found = await searchFlights(services.flights, query, { from, to });
      if (found.failed) throw new UpstreamFailed(FLIGHT_FETCH_FAILED);
      return {
        from,
        to,
        departDate: query.departDate,
        provider: services.flights.offers.name,
        live: found.live,
        offers: found.offers,
        typical: found.typical
          ? {
              distanceKm: found.typical.distanceKm,
              typicalMinutes: found.typical.typicalMinutes,
              estimate: true as const,
            }
          : null,
        links: found.links,
      };
    },
  }),
];
