import { count } from "drizzle-orm";
import { type Content, contentSchema } from "../../../content/schema.ts";
import type { Database } from "../../db/client.ts";
import * as t from "../../db/schema/index.ts";
import { writeCatalogue } from "../changes.server.ts";
import { writeCity } from "../city-writer.ts";
import { ImageIds, type Tx } from "../write-helpers.ts";
import { seedCards } from "./cards.ts";
import { seedHotels, seedPlaces } from "./venues.ts";

export type SeedSummary = { cities: number; places: number; hotels: number; images: number };

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
  // Through the catalogue's write path: a seed run against a live PostgreSQL updates every
  // running app process.
  return writeCatalogue(db, async (tx, changed) => {
    changed({ kind: "all" });
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
  for (const city of content.cities)
    ids.set(city.slug, await writeCity(tx, city, images, categoryIds, "seed"));
  return ids;
}
