import { data } from "react-router";
import { addDays, formatDuration, todayInIndia } from "../../../common/dates.ts";
import { airportLabel } from "../../../common/flights.ts";
import { stationLabel } from "../../../common/rail.ts";
import type { TrainCard } from "../../../common/train-card.ts";
import type { SavedTrip, TripPlan } from "../../../common/trip.ts";
import { getCityByName, listHotels, listPlaces } from "../../../server/data/catalogue/queries.ts";
import { getTrip } from "../../../server/data/trips.server.ts";
import type { City } from "../../../server/data/types.ts";
import { typicalFlight } from "../../../server/flights/typical.ts";
import { presentImage, presentSeason } from "../../../server/presenters/present.ts";
import { routeNotice } from "../../../server/providers/routing/types.ts";
import { searchTrains } from "../../../server/rail/search-trains.ts";
import type { RequestContext } from "../../context.ts";
import { pagePresenter } from "../../lib/presenter.server.ts";
import { canonicalUrl, siteOrigin } from "../../lib/site.server.ts";
import { tripTabOf } from "./trip-tabs.ts";

/** The saved trip of `?trip=`, if there is one; whose it is, the caller checks. */
async function savedTrip(services: RequestContext, url: URL) {
  const id = url.searchParams.get("trip");
  if (!id || id.length > 64) return undefined;
  return getTrip(services.db, id);
}

/** A saved trip's plan, without what the store adds. */
const planOf = (trip: SavedTrip): TripPlan => ({
  title: trip.title,
  from: trip.from,
  to: trip.to,
  startDate: trip.startDate,
  travellers: trip.travellers,
  dailyAllowance: trip.dailyAllowance,
  days: trip.days,
});

/** For the budget: the cheapest AC 3 Tier fare of the direct trains, else their cheapest fare. */
function cheapestFare(trains: TrainCard[], to: string) {
  const classes = trains.flatMap((train) => train.classes.filter((c) => c.price !== null));
  const third = classes.filter((c) => c.classCode === "3A");
  const pool = third.length > 0 ? third : classes;
  const best = pool.reduce<(typeof pool)[number] | undefined>(
    (low, c) => (low === undefined || (c.price ?? 0) < (low.price ?? 0) ? c : low),
    undefined,
  );
  return best?.price
    ? { perPerson: best.price, label: `Train to ${to}, one way, ${best.className}` }
    : null;
}

/** A city at one end of the trip, with where its trains and flights leave from. */
function presentEnd(services: RequestContext, city: City) {
  const station = city.howToReach.nearestStation
    ? services.rail.stations.get(city.howToReach.nearestStation)
    : undefined;
  const airport = city.howToReach.nearestAirport
    ? services.flights.airports.get(city.howToReach.nearestAirport)
    : undefined;
  return {
    slug: city.slug,
    name: city.name,
    state: city.state,
    lat: city.latitude,
    lng: city.longitude,
    station: station ? { code: station.code, label: stationLabel(station) } : null,
    airport: airport ? { iata: airport.iata, label: airportLabel(airport) } : null,
  };
}

/** The destination's places and hotels as the planner lists and maps them. */
function destinationStops(services: RequestContext, city: City) {
  const catalogue = services.catalogue.current();
  const present = pagePresenter(services);
  return {
    places: listPlaces(catalogue, { city: city.slug }, "rating").map((place) => ({
      slug: place.slug,
      name: place.name,
      description: place.description,
      suggestedDuration: place.suggestedDuration,
      lat: place.latitude,
      lng: place.longitude,
      image: presentImage(present, place.images[0], "place", place.name),
    })),
    hotels: listHotels(catalogue, { city: city.slug }, "rating").map((hotel) => ({
      slug: hotel.slug,
      name: hotel.name,
      address: hotel.address,
      lat: hotel.latitude,
      lng: hotel.longitude,
      priceBand: hotel.priceBand,
      image: presentImage(present, hotel.images[0], "hotel", hotel.name),
    })),
  };
}

/** The two airports' distance and a typical flying time, labelled as typical on the page. */
function flightFacts(
  services: RequestContext,
  from: string | undefined,
  to: string | undefined,
  date: string,
) {
  const a = from ? services.flights.airports.get(from) : undefined;
  const b = to ? services.flights.airports.get(to) : undefined;
  const typical = a && b ? typicalFlight(a, b) : null;
  return {
    date,
    typical: typical
      ? { distanceKm: typical.distanceKm, duration: formatDuration(typical.typicalMinutes) }
      : null,
  };
}

/** `/plantrip/{from}/{to}`: both cities, what there is to do, and how to get there (issue 12). */
export async function loadTrip(
  services: RequestContext,
  request: Request,
  params: { from?: string; to?: string },
) {
  const catalogue = services.catalogue.current();
  const fromCity = getCityByName(catalogue, params.from ?? "");
  const toCity = getCityByName(catalogue, params.to ?? "");
  if (!fromCity || !toCity) {
    throw data({ missing: !fromCity ? params.from : params.to }, { status: 404 });
  }
  const url = new URL(request.url);
  const from = presentEnd(services, fromCity);
  const to = presentEnd(services, toCity);
  const present = pagePresenter(services);
  const route = await services.routing.route([
    { lat: from.lat, lng: from.lng },
    { lat: to.lat, lng: to.lng },
  ]);
  const today = todayInIndia();
  const date = addDays(today, 1);
  const [viewer, saved] = await Promise.all([services.viewer(), savedTrip(services, url)]);
  const fromStation = from.station ? services.rail.stations.get(from.station.code) : undefined;
  const toStation = to.station ? services.rail.stations.get(to.station.code) : undefined;
  const trains =
    fromStation && toStation && fromStation.code !== toStation.code
      ? await searchTrains(services.rail, { from: fromStation, to: toStation, date })
      : null;
  if (saved && (saved.trip.from !== fromCity.slug || saved.trip.to !== toCity.slug)) {
    throw data({ missing: params.to }, { status: 404 });
  }
  if (saved && saved.ownerId !== viewer?.id) throw data({}, { status: 403 });
  return {
    canonical: canonicalUrl(services, request),
    siteUrl: siteOrigin(services, request),
    today,
    signedIn: viewer !== null,
    saved: saved
      ? { id: saved.trip.id, shareId: saved.trip.shareId, plan: planOf(saved.trip) }
      : null,
    trainFare: trains ? cheapestFare(trains.trains, toCity.name) : null,
    tab: tripTabOf(url.searchParams.get("tab")),
    from,
    to: {
      ...to,
      description: toCity.description,
      image: presentImage(present, toCity.images[0], "city", toCity.name),
      seasons: {
        peak: presentSeason(toCity.seasons.peak),
        moderate: presentSeason(toCity.seasons.moderate),
        off: presentSeason(toCity.seasons.off),
      },
    },
    ...destinationStops(services, toCity),
    // Always something to draw: a road route, or a straight line with labelled estimates.
    route: {
      distanceKm: Math.round(route.distanceKm),
      duration: formatDuration(route.durationMinutes),
      line: route.geometry,
      estimate: route.estimate,
      notice: route.ok ? null : routeNotice(route),
      greatCircleKm: route.ok ? null : Math.round(route.greatCircleKm),
      credit: route.ok ? route.attribution : null,
    },
    trains: trains
      ? {
          date,
          compiledOn: trains.compiledOn,
          cards: trains.trains.slice(0, 12),
          more: Math.max(0, trains.trains.length - 12),
        }
      : null,
    flight: flightFacts(services, from.airport?.iata, to.airport?.iata, date),
    map: services.config.map,
  };
}
