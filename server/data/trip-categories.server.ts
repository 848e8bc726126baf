import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { images, tripCategories } from "../db/schema/index.ts";
import { imageColumns } from "./images.server.ts";
import type { ImageRecord } from "./types.ts";

export type CategoryCard = {
  slug: string;
  name: string;
  description: string;
  image: ImageRecord | null;
};

/** The eight trip categories in their editorial order, with their images. */
export async function loadTripCategories(db: Database): Promise<CategoryCard[]> {
  return db
    .select({
      slug: tripCategories.slug,
      name: tripCategories.name,
      description: tripCategories.description,
      image: imageColumns,
    })
    .from(tripCategories)
    .leftJoin(images, eq(images.id, tripCategories.imageId))
    .orderBy(asc(tripCategories.position));
}
