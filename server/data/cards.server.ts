import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { heroTaglines, images, sliderItems } from "../db/schema/index.ts";

export async function listHeroTaglines(db: Database): Promise<string[]> {
  const rows = await db
    .select({ text: heroTaglines.text })
    .from(heroTaglines)
    .orderBy(asc(heroTaglines.position));
  return rows.map((row) => row.text);
}

export type SliderItem = { id: number; place: string; imageRef: string; imageSource: string };

export async function listSliderItems(db: Database): Promise<SliderItem[]> {
  return db
    .select({
      id: sliderItems.id,
      place: sliderItems.place,
      imageRef: images.ref,
      imageSource: images.source,
    })
    .from(sliderItems)
    .innerJoin(images, eq(images.id, sliderItems.imageId))
    .orderBy(asc(sliderItems.position));
}
