import { and, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { images } from "../db/schema/index.ts";

/**
 * The Commons file whose photo key (the md5 of its name, server/images/photo-urls.ts) is `key`,
 * if a credited image shows it: only photographs we can credit are ever fetched and served.
 */
export async function getCreditedPhotoFile(db: Database, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ file: images.file })
    .from(images)
    .where(
      and(sql`md5(${images.file}) = ${key}`, isNotNull(images.author), isNotNull(images.licence)),
    )
    .limit(1);
  return row?.file ?? undefined;
}
