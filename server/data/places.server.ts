import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { cities, places, shownRating } from "../db/schema/index.ts";
import type { Page } from "./cities.server.ts";
import { listImagesOf } from "./images.server.ts";
import type { Place } from "./types.ts";

export type PlaceFilter = {
  /** City slug. */
  city?: string;
  /** City name in any letter case (the legacy calls pass names). */
  cityName?: string;
  state?: string;
  trending?: boolean;
};
export type PlaceSort = "name" | "rating" | "rating-asc";

function whereOf(filter: PlaceFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.city) conditions.push(eq(cities.slug, filter.city));
  if (filter.cityName)
    conditions.push(sql`lower(${cities.name}) = lower(${filter.cityName.trim()})`);
  if (filter.state) conditions.push(sql`lower(${cities.state}) = lower(${filter.state})`);
  if (filter.trending !== undefined) conditions.push(eq(places.trending, filter.trending));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const orderOf = (sort: PlaceSort | undefined) =>
  sort === "rating"
    ? [desc(shownRating(places)), asc(places.name)]
    : sort === "rating-asc"
      ? [asc(shownRating(places)), asc(places.name)]
      : [asc(places.name)];

const selection = {
  place: places,
  city: { slug: cities.slug, name: cities.name, state: cities.state },
};

export async function listPlaces(
  db: Database,
  filter: PlaceFilter = {},
  options: { sort?: PlaceSort; page?: Page } = {},
): Promise<Place[]> {
  const query = db
    .select(selection)
    .from(places)
    .innerJoin(cities, eq(cities.id, places.cityId))
    .where(whereOf(filter))
    .orderBy(...orderOf(options.sort))
    .$dynamic();
  const rows = options.page
    ? await query.limit(options.page.limit).offset(options.page.offset)
    : await query;
  return hydrate(db, rows);
}

export async function countPlaces(db: Database, filter: PlaceFilter = {}): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(places)
    .innerJoin(cities, eq(cities.id, places.cityId))
    .where(whereOf(filter));
  return row?.n ?? 0;
}

export async function getPlaceBySlug(db: Database, slug: string): Promise<Place | undefined> {
  return getPlaceWhere(db, eq(places.slug, slug));
}

export async function getPlaceByName(db: Database, name: string): Promise<Place | undefined> {
  return getPlaceWhere(db, sql`lower(${places.name}) = lower(${name.trim()})`);
}

async function getPlaceWhere(db: Database, where: SQL) {
  const rows = await db
    .select(selection)
    .from(places)
    .innerJoin(cities, eq(cities.id, places.cityId))
    .where(where);
  return (await hydrate(db, rows))[0];
}

type Row = { place: typeof places.$inferSelect; city: Place["city"] };

async function hydrate(db: Database, rows: Row[]): Promise<Place[]> {
  const images = await listImagesOf(
    db,
    "place",
    rows.map((row) => row.place.id),
  );
  return rows.map(({ place, city }) => ({
    id: place.id,
    slug: place.slug,
    name: place.name,
    city,
    description: place.description,
    suggestedDuration: place.suggestedDuration,
    whatToExpect: place.whatToExpect,
    moreAbout: place.moreAbout,
    history: place.history,
    highlights: place.highlights,
    timings: place.timings,
    entryFee: place.entryFee,
    restrictedItems: place.restrictedItems,
    latitude: place.latitude,
    longitude: place.longitude,
    rating: place.reviewAverage ?? place.rating,
    reviewAverage: place.reviewAverage,
    reviewCount: place.reviewCount,
    trending: place.trending,
    images: images.get(place.id) ?? [],
    updatedAt: place.updatedAt,
  }));
}
