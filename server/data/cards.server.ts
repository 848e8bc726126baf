import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import {
  cities,
  heroTaglines,
  images,
  lesserKnownItems,
  places,
  sliderItems,
} from "../db/schema/index.ts";
import { imageColumns } from "./images.server.ts";
import type { ImageRecord } from "./types.ts";

export async function listHeroTaglines(db: Database): Promise<string[]> {
  const rows = await db
    .select({ text: heroTaglines.text })
    .from(heroTaglines)
    .orderBy(asc(heroTaglines.position));
  return rows.map((row) => row.text);
}

export type SliderItem = { id: number; place: string; image: ImageRecord };

export async function listSliderItems(db: Database): Promise<SliderItem[]> {
  return db
    .select({ id: sliderItems.id, place: sliderItems.place, image: imageColumns })
    .from(sliderItems)
    .innerJoin(images, eq(images.id, sliderItems.imageId))
    .orderBy(asc(sliderItems.position));
}

export type LesserKnownItem = {
  name: string;
  type: "city" | "place";
  slug: string;
  image: ImageRecord;
};

/** The lesser-known wonders, each pointing at a city or place page we have. */
export async function listLesserKnown(db: Database): Promise<LesserKnownItem[]> {
  const rows = await db
    .select({
      name: lesserKnownItems.name,
      citySlug: cities.slug,
      placeSlug: places.slug,
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
    image: row.image,
  }));
}
