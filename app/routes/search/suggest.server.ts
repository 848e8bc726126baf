import { airportLabel } from "../../../common/flights.ts";
import { stationLabel } from "../../../common/rail.ts";
import type { City, Place } from "../../../server/data/types.ts";
import { type Presenter, presentImage } from "../../../server/presenters/present.ts";
import { cityHref, placeHref } from "../../components/cards/entity-card.tsx";
import type { RequestContext } from "../../context.ts";
import { pagePresenter } from "../../lib/presenter.server.ts";
import {
  SUGGESTION_LIMIT,
  type Suggestion,
  type Suggestions,
  type SuggestKind,
} from "../../lib/suggest.ts";

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
          value: stationLabel(station),
          label: stationLabel(station),
          detail: station.state ?? undefined,
        }));
      case "airport":
        return services.flights.airports.search(q, SUGGESTION_LIMIT).map((airport) => ({
          value: airportLabel(airport),
          label: airportLabel(airport),
          detail: airport.name,
        }));
    }
  })();
  return { kind, query: q, options };
}

/** A city or a place as a box offers it: the spec's place entries read 'name, city'. */
function suggestionOf(present: Presenter, entity: City | Place): Suggestion {
  if ("state" in entity) {
    return {
      value: entity.slug,
      label: entity.name,
      detail: entity.state,
      href: cityHref(entity.name),
      image: presentImage(present, entity.images[0], "city", entity.name),
    };
  }
  return {
    value: entity.slug,
    label: `${entity.name}, ${entity.city.name}`,
    detail: entity.city.state,
    href: placeHref(entity.name),
    image: presentImage(present, entity.images[0], "place", entity.name),
  };
}

/** The best-rated trending cities or places: what the city and place tabs offer before typing. */
export function popularOptions(services: RequestContext, kind: "city" | "place", limit = 8) {
  const catalogue = services.catalogue.current();
  const present = pagePresenter(services);
  const entities: (City | Place)[] = kind === "city" ? catalogue.cities : catalogue.places;
  return entities
    .filter((entity) => entity.trending)
    .toSorted((a, b) => b.rating - a.rating)
    .slice(0, limit)
    .map((entity) => suggestionOf(present, entity));
}

function catalogueOptions(services: RequestContext, kind: "city" | "place", q: string) {
  const catalogue = services.catalogue.current();
  const present = pagePresenter(services);
  const bySlug = kind === "city" ? catalogue.citiesBySlug : catalogue.placesBySlug;
  return services.search.search(q, { type: kind, limit: SUGGESTION_LIMIT }).flatMap((hit) => {
    const entity = bySlug.get(hit.slug);
    return entity ? [suggestionOf(present, entity)] : [];
  });
}
