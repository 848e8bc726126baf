import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { cities, places } from "../db/schema/index.ts";
import { listImagesOf } from "./images.server.ts";
import type { Place } from "./types.ts";

const selection = {
  place: places,
  city: { slug: cities.slug, name: cities.name, state: cities.state },
};

/** Every place, whole, for the catalogue read model (catalogue/load.server.ts). */
export async function loadPlaces(db: Database): Promise<Place[]> {
  const rows = await db
    .select(selection)
    .from(places)
    .innerJoin(cities, eq(cities.id, places.cityId));
  return hydrate(db, rows);
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
    sources: place.sources ?? null,
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
