import type { Router } from "express";
import { z } from "zod";
import { formatDuration } from "../../../common/dates.ts";
import {
  FLIGHT_FETCH_FAILED,
  flightQueryMessage,
  flightQuerySchema,
  formatClock,
} from "../../../common/flights.ts";
import { trainSearchQuery } from "../../../common/rail.ts";
import { TIMETABLE_NOTICE, type TrainCard } from "../../../common/train-card.ts";
import { searchFlights } from "../../flights/search-flights.ts";
import { searchTrains } from "../../rail/search-trains.ts";
import type { AppServices } from "../../services.ts";
import { sendJsonError } from "../errors.ts";

// The original client's GET /api/trains and GET /api/flights (spec sections 3 and 7), in its
// result shapes, from the same searches as the search page (issue 11; docs/decisions/0027).

const stop = z.strictObject({ time: z.string(), date: z.string(), station: z.string() });
export const legacyTrainSchema = z.strictObject({
  trainName: z.string(),
  trainNumber: z.string(),
  runsOn: z.string(),
  departure: stop,
  arrival: stop,
  duration: z.string(),
  classes: z.array(
    z.strictObject({
      className: z.string(),
      /** Our estimate from the published fare rules (priceIsEstimate says so); 0 without one. */
      price: z.number(),
      priceIsEstimate: z.literal(true),
      /** A live provider's status, or 'Check availability' without one: never made up. */
      status: z.string(),
      updated: z.string(),
    }),
  ),
  note: z.string(),
});
export const legacyFlightSchema = z.strictObject({
  airline: z.string(),
  flightNumber: z.string(),
  departureTime: z.string(),
  arrivalTime: z.string(),
  duration: z.string(),
  price: z.number(),
});

export const NO_STATUS = "Check availability";

const toLegacyTrain = (train: TrainCard, note: string): z.infer<typeof legacyTrainSchema> => ({
  trainName: train.trainName,
  trainNumber: train.trainNumber,
  runsOn: train.runsOn,
  departure: {
    time: train.departure.time,
    date: train.departure.date,
    station: train.departure.station,
  },
  arrival: { time: train.arrival.time, date: train.arrival.date, station: train.arrival.station },
  duration: train.duration,
  classes: train.classes.map((c) => ({
    className: c.className,
    price: c.price ?? 0,
    priceIsEstimate: true,
    status: c.status ?? NO_STATUS,
    updated: c.updated ?? "",
  })),
  note,
});

/** A query parameter as one string: a repeated one is refused by the schema, not by a crash. */
const one = (value: unknown) => (typeof value === "string" ? value : undefined);

export function legacyTravelRoutes(router: Router, services: AppServices) {
  router.get("/api/trains", async (req, res, next) => {
    try {
      const parsed = trainSearchQuery.safeParse({
        from: one(req.query.from),
        to: one(req.query.to),
        date: one(req.query.date),
      });
      if (!parsed.success) {
        return sendJsonError(res, 400, "invalid_parameter", parsed.error.issues[0]?.message ?? "");
      }
      const from = services.rail.stations.get(parsed.data.from);
      const to = services.rail.stations.get(parsed.data.to);
      if (!from || !to) {
        const code = from ? parsed.data.to : parsed.data.from;
        return sendJsonError(res, 400, "invalid_parameter", `No station with the code '${code}'.`);
      }
      const found = await searchTrains(services.rail, { from, to, date: parsed.data.date });
      const note = `${TIMETABLE_NOTICE(found.compiledOn)} Prices are estimated fares.`;
      res.set("Cache-Control", "no-cache");
      res.json(found.trains.map((train) => toLegacyTrain(train, note)));
    } catch (error) {
      next(error);
    }
  });

  router.get("/api/flights", async (req, res, next) => {
    try {
      const q = req.query;
      const parsed = flightQuerySchema.safeParse({
        from: one(q.from),
        to: one(q.to),
        departDate: one(q.departDate),
        adults: one(q.adults),
        children: one(q.children),
        infants: one(q.infants),
        cabin: one(q.flightClass),
      });
      if (!parsed.success) {
        return sendJsonError(res, 400, "invalid_parameter", flightQueryMessage(parsed.error));
      }
      const from = services.flights.airports.get(parsed.data.from);
      const to = services.flights.airports.get(parsed.data.to);
      if (!from || !to) {
        const code = from ? parsed.data.to : parsed.data.from;
        return sendJsonError(res, 400, "invalid_parameter", `No airport with the code '${code}'.`);
      }
      const found = await searchFlights(services.flights, parsed.data, { from, to });
      if (found.failed) return sendJsonError(res, 502, "upstream_failed", FLIGHT_FETCH_FAILED);
      res.set("Cache-Control", "no-cache");
      // Without a provider there are no flights to list: an empty list (docs/decisions/0027).
      res.json(
        (found.offers ?? []).map((offer) => ({
          airline: offer.airline,
          flightNumber: offer.flightNumber,
          departureTime: formatClock(offer.departure.time),
          arrivalTime: formatClock(offer.arrival.time),
          duration: formatDuration(offer.durationMinutes),
          price: offer.price.amount,
        })),
      );
    } catch (error) {
      next(error);
    }
  });
}
