import { addDays, formatDuration, todayInIndia } from "../../../common/dates.ts";
import {
  airportLabel,
  CABIN_LABELS,
  CABINS,
  FLIGHT_FETCH_FAILED,
  FLIGHT_UNKNOWN_AIRPORT,
  flightQueryMessage,
  flightQuerySchema,
  formatClock,
  MAX_DAYS_AHEAD,
} from "../../../common/flights.ts";
import { resolveAirport, searchFlights } from "../../../server/flights/search-flights.ts";
import type { RequestContext } from "../../context.ts";
import type { FlightTabData } from "./flight-tab.tsx";

/** Routes travellers search most, offered before the form is filled in. */
const POPULAR_FLIGHT_ROUTES = [
  ["DEL", "BOM"],
  ["BOM", "GOI"],
  ["BLR", "DEL"],
  ["DEL", "CCU"],
  ["MAA", "BLR"],
  ["BOM", "BLR"],
] as const;

function popularFlightRoutes(services: RequestContext) {
  const departDate = addDays(todayInIndia(), 1);
  return POPULAR_FLIGHT_ROUTES.flatMap(([fromCode, toCode]) => {
    const from = services.flights.airports.get(fromCode);
    const to = services.flights.airports.get(toCode);
    if (!from || !to) return [];
    const params = new URLSearchParams({
      tab: "flight",
      from: airportLabel(from),
      to: airportLabel(to),
      departDate,
      adults: "1",
      children: "0",
      infants: "0",
      flightClass: "E",
    });
    return [{ label: `${from.city} → ${to.city}`, href: `/search?${params}` }];
  });
}

const FIELDS = [
  "from",
  "to",
  "departDate",
  "adults",
  "children",
  "infants",
  "flightClass",
] as const;

/** The flight tab: its form as sent, and the flights (or what we know) once it is complete. */
export async function loadFlightTab(
  services: RequestContext,
  params: URLSearchParams,
): Promise<FlightTabData> {
  const sent = (name: string, fallback: string) => (params.get(name) ?? fallback).slice(0, 100);
  const form = {
    from: sent("from", ""),
    to: sent("to", ""),
    departDate: sent("departDate", ""),
    adults: sent("adults", "1"),
    children: sent("children", "0"),
    infants: sent("infants", "0"),
    flightClass: sent("flightClass", "E"),
  };
  const today = todayInIndia();
  const tab: FlightTabData = {
    form,
    message: null,
    minDate: today,
    maxDate: addDays(today, MAX_DAYS_AHEAD),
    cabins: CABINS.map((code) => ({ code, label: CABIN_LABELS[code] })),
    result: null,
    popular: [],
  };
  if (!FIELDS.some((name) => params.has(name))) {
    return { ...tab, popular: popularFlightRoutes(services) };
  }
  const from = resolveAirport(services.flights, form.from);
  const to = resolveAirport(services.flights, form.to);
  const parsed = flightQuerySchema.safeParse({
    ...form,
    from: from?.iata ?? "",
    to: to?.iata ?? "",
    cabin: form.flightClass,
  });
  if (!parsed.success) {
    const stray = (form.from.trim() && !from) || (form.to.trim() && !to);
    return { ...tab, message: stray ? FLIGHT_UNKNOWN_AIRPORT : flightQueryMessage(parsed.error) };
  }
  if (!from || !to) return tab;
  const found = await searchFlights(services.flights, parsed.data, { from, to });
  if (found.failed) {
    services.logger.warn(
      { from: from.iata, to: to.iata, why: found.failed },
      "flight offers failed",
    );
  }
  return {
    ...tab,
    form: { ...form, from: airportLabel(from), to: airportLabel(to) },
    message: found.failed ? FLIGHT_FETCH_FAILED : null,
    result: {
      from: { iata: from.iata, city: from.city },
      to: { iata: to.iata, city: to.city },
      departDate: parsed.data.departDate,
      offers:
        found.offers?.map((offer) => ({
          airline: offer.airline,
          flightNumber: offer.flightNumber,
          departureTime: formatClock(offer.departure.time),
          arrivalTime: formatClock(offer.arrival.time),
          duration: formatDuration(offer.durationMinutes),
          stops: offer.stops,
          price: offer.price.amount,
          converted: offer.price.original,
          bookingUrl: offer.bookingUrl,
        })) ?? null,
      sample: found.offers !== null && !found.live,
      source: found.source,
      typical: found.typical
        ? {
            distanceKm: found.typical.distanceKm,
            duration: formatDuration(found.typical.typicalMinutes),
          }
        : null,
      links: found.links.map((link) => ({ name: link.label, url: link.url })),
    },
  };
}
