import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { cityImages, hotelImages, images, placeImages } from "../db/schema/index.ts";
import { writeCatalogue } from "./changes.server.ts";
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

/** Wikipedia-article images whose Commons file and credit have not been looked up yet. */
export async function listUnresolvedWikipediaImages(
  db: Database,
): Promise<{ id: number; title: string }[]> {
  return db
    .select({ id: images.id, title: images.ref })
    .from(images)
    .where(and(eq(images.source, "wikipedia"), isNull(images.resolvedAt)));
}

export type ImageCreditUpdate = {
  id: number;
  /** The file and its credit; undefined when the article has no usable lead photo. */
  credit:
    | {
        file: string;
        author: string;
        licence: string;
        licenceUrl: string | null;
        sourceUrl: string;
      }
    | undefined;
};

/** Records looked-up credits in one write; pages show the photographs once it resolves. */
export async function saveImageCredits(db: Database, updates: ImageCreditUpdate[]): Promise<void> {
  if (updates.length === 0) return;
  await writeCatalogue(db, async (tx, changed) => {
    for (const { id, credit } of updates) {
      await tx
        .update(images)
        .set({ ...credit, resolvedAt: new Date() })
        .where(eq(images.id, id));
    }
    changed({ kind: "all" });
  });
}
