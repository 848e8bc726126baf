import { data } from "react-router";
import { MONTHS } from "../../content/schema.ts";
import { listCities, listPlaces } from "../../server/data/catalogue/queries.ts";
import {
  presentCitySummary,
  presentImage,
  presentPlaceSummary,
} from "../../server/presenters/present.ts";
import type { RequestContext } from "../context.ts";
import { faultFor, withFault } from "./faults.server.ts";
import { pagePresenter } from "./presenter.server.ts";
import { canonicalUrl } from "./site.server.ts";

export const PLACE_SORTS = {
  default: undefined,
  "high-rating": "rating",
  "low-rating": "rating-asc",
} as const;
export type PlaceSortOption = keyof typeof PLACE_SORTS;

export async function loadTrendingCities(services: RequestContext, request: Request) {
  const cities = await withFault(faultFor(services, request, "cities"), [], async () =>
    listCities(services.catalogue.current(), { trending: true }, "rating"),
  );
  const present = pagePresenter(services);
  return {
    canonical: canonicalUrl(services, request),
    cities: cities.map((city) => presentCitySummary(present, city)),
  };
}

export async function loadTrendingPlaces(services: RequestContext, request: Request) {
  const asked = new URL(request.url).searchParams.get("sort") ?? "default";
  const sort: PlaceSortOption = asked in PLACE_SORTS ? (asked as PlaceSortOption) : "default";
  const places = listPlaces(services.catalogue.current(), { trending: true }, PLACE_SORTS[sort]);
  const present = pagePresenter(services);
  return {
    canonical: canonicalUrl(services, request),
    sort,
    places: places.map((place) => presentPlaceSummary(present, place)),
  };
}

export async function loadCategories(services: RequestContext, request: Request) {
  const present = pagePresenter(services);
  const { tripCategories: categories } = services.catalogue.current();
  return {
    canonical: canonicalUrl(services, request),
    categories: categories.map((c) => ({
      ...c,
      image: presentImage(present, c.image ?? undefined, "card", c.name),
    })),
  };
}

/** A trip category by its slug or its name (the old links used names), with its cities. */
export async function loadCategory(services: RequestContext, request: Request, key: string) {
  const wanted = key.trim().toLowerCase();
  const catalogue = services.catalogue.current();
  const category = catalogue.tripCategories.find(
    (c) => c.slug === wanted || c.name.toLowerCase() === wanted,
  );
  if (!category) throw data({ message: "No such trip category." }, { status: 404 });
  const present = pagePresenter(services);
  const cities = listCities(catalogue, { category: category.slug }, "rating");
  return {
    canonical: canonicalUrl(services, request),
    category: {
      ...category,
      image: presentImage(present, category.image ?? undefined, "card", category.name),
    },
    cities: cities.map((city) => presentCitySummary(present, city)),
  };
}

/**
 * A month by name in any case or by number; an unknown month gets the page with a clear message,
 * answered 404 like every page for something we do not have (issue 9).
 */
export async function loadMonth(services: RequestContext, request: Request, key: string) {
  const byNumber = Number(key);
  const index =
    Number.isInteger(byNumber) && byNumber >= 1 && byNumber <= 12
      ? byNumber - 1
      : MONTHS.findIndex((m) => m.toLowerCase() === key.trim().toLowerCase());
  const month = MONTHS[index];
  if (!month) {
    return data(
      { canonical: canonicalUrl(services, request), month: undefined, asked: key, cities: [] },
      { status: 404 },
    );
  }
  const present = pagePresenter(services);
  const cities = listCities(services.catalogue.current(), { month: index + 1 }, "rating");
  return {
    canonical: canonicalUrl(services, request),
    month,
    asked: key,
    cities: cities.map((city) => presentCitySummary(present, city)),
  };
}
