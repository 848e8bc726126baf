import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import {
  cities,
  cityCategories,
  cityFoods,
  citySeasons,
  cityThingsToBuy,
  shownRating,
  tripCategories,
} from "../db/schema/index.ts";
import { groupBy, listImagesOf } from "./images.server.ts";
import type { City, Season } from "./types.ts";

export type CityFilter = {
  state?: string;
  category?: string;
  /** 1-12: cities whose peak season contains this month (ranges may wrap the year end). */
  month?: number;
  trending?: boolean;
};
export type CitySort = "name" | "rating";
export type Page = { limit: number; offset: number };

/** SQL for: the city's peak season contains `month`, wrapping the year end when start > end. */
export function peakSeasonContains(month: number): SQL {
  return sql`exists (select 1 from ${citySeasons} s where s.city_id = ${cities.id} and s.kind = 'peak' and (
    (s.start_month <= s.end_month and ${month} between s.start_month and s.end_month)
    or (s.start_month > s.end_month and (${month} >= s.start_month or ${month} <= s.end_month))))`;
}

function whereOf(filter: CityFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.state) conditions.push(sql`lower(${cities.state}) = lower(${filter.state})`);
  if (filter.trending !== undefined) conditions.push(eq(cities.trending, filter.trending));
  if (filter.month) conditions.push(peakSeasonContains(filter.month));
  if (filter.category) {
    conditions.push(sql`exists (select 1 from ${cityCategories} cc join ${tripCategories} tc on tc.id = cc.category_id
      where cc.city_id = ${cities.id} and tc.slug = ${filter.category})`);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Cities matching the filter, whole, in the order asked; all of them without a page. */
export async function listCities(
  db: Database,
  filter: CityFilter = {},
  options: { sort?: CitySort; page?: Page } = {},
): Promise<City[]> {
  const order =
    options.sort === "rating" ? [desc(shownRating(cities)), asc(cities.name)] : [asc(cities.name)];
  const query = db
    .select()
    .from(cities)
    .where(whereOf(filter))
    .orderBy(...order)
    .$dynamic();
  const rows = options.page
    ? await query.limit(options.page.limit).offset(options.page.offset)
    : await query;
  return hydrate(db, rows);
}

export async function countCities(db: Database, filter: CityFilter = {}): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cities).where(whereOf(filter));
  return row?.n ?? 0;
}

export async function getCityBySlug(db: Database, slug: string): Promise<City | undefined> {
  const rows = await db.select().from(cities).where(eq(cities.slug, slug));
  return (await hydrate(db, rows))[0];
}

/** The legacy calls look cities up by name, in any letter case. */
export async function getCityByName(db: Database, name: string): Promise<City | undefined> {
  const rows = await db
    .select()
    .from(cities)
    .where(sql`lower(${cities.name}) = lower(${name.trim()})`);
  return (await hydrate(db, rows))[0];
}

type CityRow = typeof cities.$inferSelect;

async function hydrate(db: Database, rows: CityRow[]): Promise<City[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [seasons, foods, things, categories, images] = await Promise.all([
    db.select().from(citySeasons).where(inArray(citySeasons.cityId, ids)),
    db
      .select()
      .from(cityFoods)
      .where(inArray(cityFoods.cityId, ids))
      .orderBy(asc(cityFoods.position)),
    db
      .select()
      .from(cityThingsToBuy)
      .where(inArray(cityThingsToBuy.cityId, ids))
      .orderBy(asc(cityThingsToBuy.position)),
    db
      .select({
        cityId: cityCategories.cityId,
        slug: tripCategories.slug,
        name: tripCategories.name,
      })
      .from(cityCategories)
      .innerJoin(tripCategories, eq(tripCategories.id, cityCategories.categoryId))
      .where(inArray(cityCategories.cityId, ids))
      .orderBy(asc(tripCategories.position)),
    listImagesOf(db, "city", ids),
  ]);
  const seasonsBy = groupBy(seasons, (row) => row.cityId);
  const foodsBy = groupBy(foods, (row) => row.cityId);
  const thingsBy = groupBy(things, (row) => row.cityId);
  const categoriesBy = groupBy(categories, (row) => row.cityId);
  return rows.map((row) => {
    const season = (kind: "peak" | "moderate" | "off"): Season => {
      const found = seasonsBy.get(row.id)?.find((s) => s.kind === kind);
      return found
        ? { startMonth: found.startMonth, endMonth: found.endMonth, description: found.description }
        : { startMonth: 0, endMonth: 0, description: "" };
    };
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      state: row.state,
      description: row.description,
      bestTime: row.bestTime,
      seasons: { peak: season("peak"), moderate: season("moderate"), off: season("off") },
      overview: {
        title: row.overviewTitle,
        history: row.history,
        touristPlaces: row.touristPlaces,
        famousFor: row.famousFor,
        weather: row.weather,
      },
      howToReach: {
        byAir: row.byAir,
        byRail: row.byRail,
        byRoad: row.byRoad,
        nearestAirport: row.nearestAirport,
        nearestStation: row.nearestStation,
      },
      foodToTry: (foodsBy.get(row.id) ?? []).map(({ name, description }) => ({
        name,
        description,
      })),
      thingsToBuy: (thingsBy.get(row.id) ?? []).map(({ heading, description }) => ({
        heading,
        description,
      })),
      conclusion: row.conclusion,
      latitude: row.latitude,
      longitude: row.longitude,
      rating: row.reviewAverage ?? row.rating,
      reviewAverage: row.reviewAverage,
      reviewCount: row.reviewCount,
      trending: row.trending,
      categories: (categoriesBy.get(row.id) ?? []).map(({ slug, name }) => ({ slug, name })),
      images: images.get(row.id) ?? [],
      updatedAt: row.updatedAt,
    };
  });
}
