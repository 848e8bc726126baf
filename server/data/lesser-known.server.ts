import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { cities, images, lesserKnownItems, places } from "../db/schema/index.ts";
import { imageColumns } from "./images.server.ts";
import type { ImageRecord } from "./types.ts";

export type LesserKnownItem = {
  name: string;
  type: "city" | "place";
  slug: string;
  /** The name of the city or place page it leads to (the card's own name may differ). */
  targetName: string;
  image: ImageRecord;
};

/** The lesser-known wonders, each pointing at a city or place page we have. */
export async function loadLesserKnown(db: Database): Promise<LesserKnownItem[]> {
  const rows = await db
    .select({
      name: lesserKnownItems.name,
      citySlug: cities.slug,
      cityName: cities.name,
      placeSlug: places.slug,
      placeName: places.name,
      image: imageColumns,
    })
    .from(lesserKnownItems)
    .innerJoin(images, eq(images.id, lesserKnownItems.imageId))
    .leftJoin(cities, eq(cities.id, lesserKnownItems.cityId))
    .leftJoin(places, eq(places.id, lesserKnownItems.placeId))
    .orderBy(asc(lesserKnownItems.position));
  return rows.map((row) => ({
    name: row.name,
    type: row.placeSlug ? ("place" as const) : ("city" as const),
    slug: row.placeSlug ?? row.citySlug ?? "",
    targetName: row.placeName ?? row.cityName ?? row.name,
    image: row.image,
  }));
}
