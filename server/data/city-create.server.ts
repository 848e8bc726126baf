import { sql } from "drizzle-orm";
import { type NewCity, toContentCity } from "../../content/schema.ts";
import { writeCity } from "../db/city-writer.ts";
import type { Database } from "../db/client.ts";
import { cities, tripCategories } from "../db/schema/index.ts";
import { ImageIds } from "../db/seed-helpers.ts";

export class CityExists extends Error {}

/**
 * Stores a city an editor entered, validated already with `newCitySchema`. Refuses a name or slug
 * we already have (the legacy calls look cities up by name). Returns the new city's slug.
 */
export async function createCity(db: Database, input: NewCity): Promise<string> {
  const city = toContentCity(input);
  return db.transaction(async (tx) => {
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
    return city.slug;
  });
}
