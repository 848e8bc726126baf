import { dayLoad, plannedVisitMinutes } from "../../../../common/day-load.ts";
import { parseSuggestedDuration } from "../../../../common/durations.ts";
import { cityLegMinutes } from "../../../../common/geo.ts";
import type { TripDay, TripStop } from "../../../../common/trip.ts";
import type { PlannerHotel, PlannerPlace } from "../trip-types.ts";

/** A stop as the itinerary shows it: its name, where it is, how long it takes. */
export type ShownStop = {
  stop: TripStop;
  name: string;
  href: string | null;
  lat: number | null;
  lng: number | null;
  visitMinutes: number | null;
};

export type Lookups = {
  places: ReadonlyMap<string, PlannerPlace>;
  hotels: ReadonlyMap<string, PlannerHotel>;
};

export function showStop(stop: TripStop, lookups: Lookups): ShownStop {
  if (stop.kind === "note") {
    return { stop, name: stop.text, href: null, lat: null, lng: null, visitMinutes: null };
  }
  if (stop.kind === "place") {
    const place = lookups.places.get(stop.slug);
    return {
      stop,
      name: place?.name ?? stop.slug,
      href: place ? `/place/${encodeURIComponent(place.name)}` : null,
      lat: place?.lat ?? null,
      lng: place?.lng ?? null,
      visitMinutes: place
        ? plannedVisitMinutes(parseSuggestedDuration(place.suggestedDuration))
        : null,
    };
  }
  const hotel = lookups.hotels.get(stop.slug);
  return {
    stop,
    name: hotel?.name ?? stop.slug,
    href: hotel ? `/hotel/${encodeURIComponent(hotel.name)}` : null,
    lat: hotel?.lat ?? null,
    lng: hotel?.lng ?? null,
    visitMinutes: null,
  };
}

const legBetween = (a: ShownStop, b: ShownStop) =>
  a.lat !== null && a.lng !== null && b.lat !== null && b.lng !== null
    ? cityLegMinutes({ lat: a.lat, lng: a.lng }, { lat: b.lat, lng: b.lng })
    : null;

/**
 * The day's stops; for each, the estimated road time from the previous place or hotel (notes are
 * not places: they are skipped); and the day's load, which warns when it holds too much.
 */
export function showDay(day: TripDay, lookups: Lookups) {
  const stops = day.stops.map((stop) => showStop(stop, lookups));
  let previous: ShownStop | undefined;
  const legBefore = stops.map((stop) => {
    if (stop.stop.kind === "note") return null;
    const leg = previous ? legBetween(previous, stop) : null;
    previous = stop;
    return leg;
  });
  const visits = stops.filter((s) => s.stop.kind !== "note");
  const load = dayLoad(
    visits.map((s) => ({ visitMinutes: s.visitMinutes })),
    visits.slice(1).map((stop, i) => {
      const before = visits[i];
      return before ? legBetween(before, stop) : null;
    }),
  );
  return { stops, legBefore, load };
}
