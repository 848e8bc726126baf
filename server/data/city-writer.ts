import { sql } from "drizzle-orm";
import { type ContentCity, MONTHS, type MonthName } from "../../content/schema.ts";
import * as t from "../db/schema/index.ts";
import { type ImageIds, mustGet, replaceChildren, type Tx } from "./write-helpers.ts";

const monthNumber = (month: MonthName) => MONTHS.indexOf(month) + 1;

/**
 * Writes one city (upserted by slug) with its seasons, foods, things to buy, categories and
 * images, replacing its child rows. Shared by the seed and by editors adding a city, so a city is
 * stored the same way wherever it comes from.
 */
export async function writeCity(
  tx: Tx,
  city: ContentCity,
  images: ImageIds,
  categoryIds: Map<string, number>,
  origin: "seed" | "editor",
): Promise<number> {
  const values = {
    slug: city.slug,
    name: city.name,
    state: city.state,
    description: city.description,
    bestTime: city.bestTime,
    overviewTitle: city.overview.title,
    history: city.overview.history,
    touristPlaces: city.overview.touristPlaces,
    famousFor: city.overview.famousFor,
    weather: city.overview.weather,
    byAir: city.howToReach.byAir,
    byRail: city.howToReach.byRail,
    byRoad: city.howToReach.byRoad,
    nearestAirport: city.howToReach.nearestAirport,
    nearestStation: city.howToReach.nearestStation,
    conclusion: city.conclusion,
    latitude: city.latitude,
    longitude: city.longitude,
    rating: city.rating,
    trending: city.trending,
    origin,
    updatedAt: sql`now()`,
  };
  const [row] = await tx
    .insert(t.cities)
    .values(values)
    .onConflictDoUpdate({ target: t.cities.slug, set: values })
    .returning({ id: t.cities.id });
  if (!row) throw new Error(`could not store city ${city.slug}`);
  const cityId = row.id;
  await replaceChildren(
    tx,
    t.citySeasons,
    t.citySeasons.cityId,
    cityId,
    (["peak", "moderate", "off"] as const).map((kind) => ({
      cityId,
      kind,
      startMonth: monthNumber(city.seasons[kind].start),
      endMonth: monthNumber(city.seasons[kind].end),
      description: city.seasons[kind].description,
    })),
  );
  await replaceChildren(
    tx,
    t.cityFoods,
    t.cityFoods.cityId,
    cityId,
    city.foodToTry.map((food, position) => ({ cityId, position, ...food })),
  );
  await replaceChildren(
    tx,
    t.cityThingsToBuy,
    t.cityThingsToBuy.cityId,
    cityId,
    city.thingsToBuy.map((thing, position) => ({ cityId, position, ...thing })),
  );
  await replaceChildren(
    tx,
    t.cityCategories,
    t.cityCategories.cityId,
    cityId,
    city.categories.map((slug) => ({ cityId, categoryId: mustGet(categoryIds, slug, "category") })),
  );
  const imageRows = await images.idsOf(city.images, (imageId, position) => ({
    cityId,
    imageId,
    position,
  }));
  await replaceChildren(tx, t.cityImages, t.cityImages.cityId, cityId, imageRows);
  return cityId;
}
