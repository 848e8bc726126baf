import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { images, sliderItems } from "../db/schema/index.ts";
import { imageColumns } from "./images.server.ts";
import type { ImageRecord } from "./types.ts";

export type SliderItem = { id: number; place: string; image: ImageRecord };

const sliderSelection = { id: sliderItems.id, place: sliderItems.place, image: imageColumns };

export async function loadSliderItems(db: Database): Promise<SliderItem[]> {
  return db
    .select(sliderSelection)
    .from(sliderItems)
    .innerJoin(images, eq(images.id, sliderItems.imageId))
    .orderBy(asc(sliderItems.position));
}
