import { asc, eq, inArray, sql } from "drizzle-orm";
import { type NewCity, toContentCity } from "../../content/schema.ts";
import type { Database } from "../db/client.ts";
import {
  cities,
  cityCategories,
  cityFoods,
  citySeasons,
  cityThingsToBuy,
  tripCategories,
} from "../db/schema/index.ts";
import { writeCatalogue } from "./changes.server.ts";
import { writeCity } from "./city-writer.ts";
import { groupBy, listImagesOf } from "./images.server.ts";
import type { City, Season } from "./types.ts";
import { ImageIds } from "./write-helpers.ts";

/** Every city, whole, for the catalogue read model (catalogue/load.server.ts). */
export async function loadCities(db: Database): Promise<City[]> {
  return hydrate(db, await db.select().from(cities));
}

export class CityExists extends Error {}

/**
 * Stores a city an editor entered, validated already with `newCitySchema`. Refuses a name or slug
 * we already have (the legacy calls look cities up by name). Returns the new city's slug; the
 * catalogue shows it once this resolves.
 */
export async function createCity(db: Database, input: NewCity): Promise<string> {
  const city = toContentCity(input);
  return writeCatalogue(db, async (tx, changed) => {
    const [taken] = await tx
      .select({ id: cities.id })
      .from(cities)
      .where(sql`${cities.slug} = ${city.slug} or lower(${cities.name}) = lower(${city.name})`);
    if (taken) throw new CityExists(`We already have a city named ${city.name}.`);
    const categoryRows = await tx
      .select({ id: tripCategories.id, slug: tripCategories.slug })
      .from(tripCategories);
    const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));
    await writeCity(tx, city, new ImageIds(tx), categoryIds, "editor");
    changed({ kind: "all" });
    return city.slug;
  });
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
