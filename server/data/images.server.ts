import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { cityImages, hotelImages, images, placeImages } from "../db/schema/index.ts";
import type { ImageRecord } from "./types.ts";

export const imageColumns = {
  id: images.id,
  source: images.source,
  ref: images.ref,
  file: images.file,
  alt: images.alt,
  author: images.author,
  licence: images.licence,
  licenceUrl: images.licenceUrl,
  sourceUrl: images.sourceUrl,
};

const joins = {
  city: {
    table: cityImages,
    owner: cityImages.cityId,
    image: cityImages.imageId,
    position: cityImages.position,
  },
  place: {
    table: placeImages,
    owner: placeImages.placeId,
    image: placeImages.imageId,
    position: placeImages.position,
  },
  hotel: {
    table: hotelImages,
    owner: hotelImages.hotelId,
    image: hotelImages.imageId,
    position: hotelImages.position,
  },
} as const;

/** The ordered images of many cities, places or hotels at once, keyed by owner id. */
export async function listImagesOf(
  db: Database,
  kind: keyof typeof joins,
  ownerIds: number[],
): Promise<Map<number, ImageRecord[]>> {
  const byOwner = new Map<number, ImageRecord[]>();
  if (ownerIds.length === 0) return byOwner;
  const join = joins[kind];
  const rows = await db
    .select({ ownerId: join.owner, ...imageColumns })
    .from(join.table)
    .innerJoin(images, eq(images.id, join.image))
    .where(inArray(join.owner, ownerIds))
    .orderBy(asc(join.owner), asc(join.position));
  for (const { ownerId, ...image } of rows) {
    const list = byOwner.get(ownerId) ?? [];
    list.push(image);
    byOwner.set(ownerId, list);
  }
  return byOwner;
}

/** Groups rows by a key, keeping their order. */
export function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k) ?? [];
    list.push(row);
    groups.set(k, list);
  }
  return groups;
}
