import { presentImage } from "../../../server/presenters/present.ts";
import { cityHref, placeHref } from "../../components/cards/entity-card.tsx";
import type { RequestContext } from "../../context.ts";
import { pagePresenter } from "../../lib/presenter.server.ts";
import { SUGGESTION_LIMIT, type Suggestions, type SuggestKind } from "../../lib/suggest.ts";

/** 'New Delhi | NDLS': how the spec shows a station (and we show an airport) in a box. */
export const codeLabel = (name: string, code: string) => `${name} | ${code}`;

/** What a search box offers for what has been typed so far. */
export function suggest(services: RequestContext, kind: SuggestKind, query: string): Suggestions {
  const q = query.trim();
  const options = (() => {
    switch (kind) {
      case "city":
      case "place":
        return q ? catalogueOptions(services, kind, q) : [];
      case "station":
        return services.rail.stations.search(q, SUGGESTION_LIMIT).map((station) => ({
          value: codeLabel(station.name, station.code),
          label: codeLabel(station.name, station.code),
          detail: station.state ?? undefined,
        }));
      case "airport":
        return services.flights.airports.search(q, SUGGESTION_LIMIT).map((airport) => ({
          value: codeLabel(airport.city, airport.iata),
          label: codeLabel(airport.city, airport.iata),
          detail: airport.name,
        }));
    }
  })();
  return { kind, query: q, options };
}

/** The best-rated trending cities or places: what the city and place tabs offer before typing. */
export function popularOptions(services: RequestContext, kind: "city" | "place", limit = 8) {
  const catalogue = services.catalogue.current();
  const present = pagePresenter(services);
  const byRating = <T extends { rating: number; trending: boolean }>(items: readonly T[]) =>
    items
      .filter((item) => item.trending)
      .toSorted((a, b) => b.rating - a.rating)
      .slice(0, limit);
  return kind === "city"
    ? byRating(catalogue.cities).map((city) => ({
        value: city.slug,
        label: city.name,
        detail: city.state,
        href: cityHref(city.name),
        image: presentImage(present, city.images[0], "city", city.name),
      }))
    : byRating(catalogue.places).map((place) => ({
        value: place.slug,
        label: `${place.name}, ${place.city.name}`,
        detail: place.city.state,
        href: placeHref(place.name),
        image: presentImage(present, place.images[0], "place", place.name),
      }));
}

function catalogueOptions(services: RequestContext, kind: "city" | "place", q: string) {
  const catalogue = services.catalogue.current();
  const present = pagePresenter(services);
  return services.search.search(q, { type: kind, limit: SUGGESTION_LIMIT }).flatMap((hit) => {
    if (kind === "city") {
      const city = catalogue.citiesBySlug.get(hit.slug);
      if (!city) return [];
      return [
        {
          value: city.slug,
          label: city.name,
          detail: city.state,
          href: cityHref(city.name),
          image: presentImage(present, city.images[0], "city", city.name),
        },
      ];
    }
    const place = catalogue.placesBySlug.get(hit.slug);
    if (!place) return [];
    return [
      {
        value: place.slug,
        // The spec's entries read 'name, city'.
        label: `${place.name}, ${place.city.name}`,
        detail: place.city.state,
        href: placeHref(place.name),
        image: presentImage(present, place.images[0], "place", place.name),
      },
    ];
  });
}
