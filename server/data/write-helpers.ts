import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ContentImage } from "../../content/schema.ts";
import type { Database } from "../db/client.ts";
import * as t from "../db/schema/index.ts";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Upserts each distinct image once per run and remembers its id. */
export class ImageIds {
  private ids = new Map<string, number>();
  private tx: Tx;
  constructor(tx: Tx) {
    this.tx = tx;
  }
  get size() {
    return this.ids.size;
  }
  async idOf(image: ContentImage): Promise<number> {
    const key = "commons" in image ? `commons:${image.commons}` : `wikipedia:${image.wikipedia}`;
    const known = this.ids.get(key);
    if (known) return known;
    const values =
      "commons" in image
        ? {
            source: "commons" as const,
            ref: image.commons.replaceAll(" ", "_"),
            file: image.commons.replaceAll(" ", "_"),
            alt: image.alt,
            author: image.author,
            licence: image.licence,
            licenceUrl: image.licenceUrl ?? null,
          }
        : { source: "wikipedia" as const, ref: image.wikipedia, alt: image.alt };
    // A re-seed keeps what the resolver found for a Wikipedia image (file and credit).
    const [row] = await this.tx
      .insert(t.images)
      .values(values)
      .onConflictDoUpdate({ target: [t.images.source, t.images.ref], set: values })
      .returning({ id: t.images.id });
    if (!row) throw new Error(`could not store image ${key}`);
    this.ids.set(key, row.id);
    return row.id;
  }

  async idsOf<T>(list: ContentImage[], row: (imageId: number, position: number) => T) {
    const rows: T[] = [];
    for (const [position, image] of list.entries())
      rows.push(row(await this.idOf(image), position));
    return rows;
  }
}

/** Replaces the child rows of one parent: delete what is there, insert the new list. */
export async function replaceChildren<T extends PgTable>(
  tx: Tx,
  table: T,
  parentColumn: AnyPgColumn,
  parentId: number,
  rows: T["$inferInsert"][],
) {
  await tx.delete(table).where(eq(parentColumn, parentId));
  if (rows.length > 0) await tx.insert(table).values(rows);
}

export function mustGet(ids: Map<string, number>, slug: string, kind: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`content refers to unknown ${kind} '${slug}'`);
  return id;
}
