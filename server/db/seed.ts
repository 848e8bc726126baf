import { count, sql } from "drizzle-orm";
import { type Content, contentSchema, MONTHS, type MonthName } from "../../content/schema.ts";
import type { Database } from "./client.ts";
import * as t from "./schema/index.ts";
import { seedCards } from "./seed-cards.ts";
import { ImageIds, mustGet, replaceChildren, type Tx } from "./seed-helpers.ts";
import { seedHotels, seedPlaces } from "./seed-venues.ts";

export type SeedSummary = { cities: number; places: number; hotels: number; images: number };

const monthNumber = (month: MonthName) => MONTHS.indexOf(month) + 1;

/** True when no city has been stored yet: the signal to seed on first start. */
export async function isCatalogueEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.cities);
  return (row?.n ?? 0) === 0;
}

/**
 * Writes our curated content into the database in one transaction. Idempotent: entities are
 * upserted by slug and their child rows replaced, so running it twice changes nothing. It never
 * deletes a city, place or hotel (reviews point at them) and never touches reviews or accounts.
 */
export async function seedContent(db: Database, input: unknown): Promise<SeedSummary> {
  const content: Content = contentSchema.parse(input);
  return db.transaction(async (tx) => {
    const images = new ImageIds(tx);
    const categoryIds = await seedCategories(tx, content, images);
    const cityIds = await seedCities(tx, content, images, categoryIds);
    const placeIds = await seedPlaces(tx, content, images, cityIds);
    await seedHotels(tx, content, images, cityIds);
    await seedCards(tx, content, images, { categoryIds, cityIds, placeIds });
    return {
      cities: content.cities.length,
      places: content.places.length,
      hotels: content.hotels.length,
      images: images.size,
    };
  });
}

async function seedCategories(tx: Tx, content: Content, images: ImageIds) {
  const ids = new Map<string, number>();
  for (const [position, category] of content.categories.entries()) {
    const values = {
      slug: category.slug,
      name: category.name,
      description: category.description,
      imageId: await images.idOf(category.image),
      position,
    };
    const [row] = await tx
      .insert(t.tripCategories)
      .values(values)
      .onConflictDoUpdate({ target: t.tripCategories.slug, set: values })
      .returning({ id: t.tripCategories.id });
    if (row) ids.set(category.slug, row.id);
  }
  return ids;
}

async function seedCities(
  tx: Tx,
  content: Content,
  images: ImageIds,
  categoryIds: Map<string, number>,
) {
  const ids = new Map<string, number>();
  for (const city of content.cities) {
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
      updatedAt: sql`now()`,
    };
    const [row] = await tx
      .insert(t.cities)
      .values(values)
      .onConflictDoUpdate({ target: t.cities.slug, set: values })
      .returning({ id: t.cities.id });
    if (!row) throw new Error(`could not store city ${city.slug}`);
    const cityId = row.id;
    ids.set(city.slug, cityId);
    await replaceChildren(tx, t.citySeasons, t.citySeasons.cityId, cityId, [
      ...(["peak", "moderate", "off"] as const).map((kind) => ({
        cityId,
        kind,
        startMonth: monthNumber(city.seasons[kind].start),
        endMonth: monthNumber(city.seasons[kind].end),
        description: city.seasons[kind].description,
      })),
    ]);
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
      city.categories.map((slug) => ({
        cityId,
        categoryId: mustGet(categoryIds, slug, "category"),
      })),
    );
    const imageRows = await images.idsOf(city.images, (imageId, position) => ({
      cityId,
      imageId,
      position,
    }));
    await replaceChildren(tx, t.cityImages, t.cityImages.cityId, cityId, imageRows);
  }
  return ids;
}
