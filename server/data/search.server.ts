import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { cities, hotels, places } from "../db/schema/index.ts";

export type SearchType = "city" | "place" | "hotel";
export type SearchEntry = {
  type: SearchType;
  id: number;
  slug: string;
  name: string;
  /** The state for a city; "city, state" for a place or hotel. */
  context: string;
};

/** Every searchable name, for the in-memory search index. */
export async function listSearchEntries(db: Database): Promise<SearchEntry[]> {
  const [cityRows, placeRows, hotelRows] = await Promise.all([
    db
      .select({ id: cities.id, slug: cities.slug, name: cities.name, state: cities.state })
      .from(cities),
    db
      .select({
        id: places.id,
        slug: places.slug,
        name: places.name,
        city: cities.name,
        state: cities.state,
      })
      .from(places)
      .innerJoin(cities, eq(cities.id, places.cityId)),
    db
      .select({
        id: hotels.id,
        slug: hotels.slug,
        name: hotels.name,
        city: cities.name,
        state: cities.state,
      })
      .from(hotels)
      .innerJoin(cities, eq(cities.id, hotels.cityId)),
  ]);
  return [
    ...cityRows.map((row) => ({
      type: "city" as const,
      id: row.id,
      slug: row.slug,
      name: row.name,
      context: row.state,
    })),
    ...placeRows.map((row) => ({
      type: "place" as const,
      id: row.id,
      slug: row.slug,
      name: row.name,
      context: `${row.city}, ${row.state}`,
    })),
    ...hotelRows.map((row) => ({
      type: "hotel" as const,
      id: row.id,
      slug: row.slug,
      name: row.name,
      context: `${row.city}, ${row.state}`,
    })),
  ];
}
