import { createHash } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
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
export async function isCatalogueEmpty(db: Database | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.cities);
  return (row?.n ?? 0) === 0;
}

/** Where the fingerprint of the last seeded content is kept (app_state). */
const CONTENT_FINGERPRINT = "content-fingerprint";
/** Serialises seeding across app processes that start together on one PostgreSQL. */
const SEED_LOCK_KEY = 1_302_026;

/** A digest of the content as validated: equal digests, equal content. */
export function contentFingerprint(content: Content): string {
  return createHash("sha256").update(JSON.stringify(content)).digest("base64url");
}

/**
 * Writes our curated content into the database in one transaction. Idempotent: entities are
 * upserted by slug and their child rows replaced, so running it twice changes nothing. It never
 * deletes a city, place or hotel (reviews point at them) and never touches reviews or accounts.
 * With `onlyIfChanged`, it does nothing (and returns null) when this very content is the last
 * one seeded and the catalogue is not empty, checked under the seed lock.
 */
export async function seedContent(db: Database, input: unknown): Promise<SeedSummary>;
export async function seedContent(
  db: Database,
  input: unknown,
  options: { onlyIfChanged: true },
): Promise<SeedSummary | null>;
export async function seedContent(
  db: Database,
  input: unknown,
  options: { onlyIfChanged?: boolean } = {},
): Promise<SeedSummary | null> {
  const content: Content = contentSchema.parse(input);
  const fingerprint = contentFingerprint(content);
  // Through the catalogue's write path: a seed run against a live PostgreSQL updates every
  // running app process.
  return writeCatalogue(db, async (tx, changed) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (options.onlyIfChanged && (await seededAlready(tx, fingerprint))) return null;
    changed({ kind: "all" });
    const images = new ImageIds(tx);
    const categoryIds = await seedCategories(tx, content, images);
    const cityIds = await seedCities(tx, content, images, categoryIds);
    const placeIds = await seedPlaces(tx, content, images, cityIds);
    await seedHotels(tx, content, images, cityIds);
    await seedCards(tx, content, images, { categoryIds, cityIds, placeIds });
    await tx
      .insert(t.appState)
      .values({ name: CONTENT_FINGERPRINT, value: fingerprint })
      .onConflictDoUpdate({
        target: t.appState.name,
        set: { value: fingerprint, updatedAt: sql`now()` },
      });
    return {
      cities: content.cities.length,
      places: content.places.length,
      hotels: content.hotels.length,
      images: images.size,
    };
  });
}

async function seededAlready(tx: Tx, fingerprint: string): Promise<boolean> {
  const [state] = await tx
    .select({ value: t.appState.value })
    .from(t.appState)
    .where(eq(t.appState.name, CONTENT_FINGERPRINT));
  return state?.value === fingerprint && !(await isCatalogueEmpty(tx));
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
