import { pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Where an image comes from: a Wikimedia Commons file, a file we serve ourselves, or any URL. */
export const imageSource = pgEnum("image_source", ["commons", "local", "url"]);

/**
 * A photograph reference with its credit. The bytes are never stored here: an ImageProvider turns
 * the reference into URLs at standard widths and falls back to our own placeholder art.
 */
export const images = pgTable(
  "images",
  {
    id: serial("id").primaryKey(),
    source: imageSource("source").notNull(),
    /** Commons file name, local path under /media, or absolute URL, depending on `source`. */
    ref: text("ref").notNull(),
    alt: text("alt").notNull(),
    author: text("author").notNull(),
    licence: text("licence").notNull(),
    licenceUrl: text("licence_url"),
    sourceUrl: text("source_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("images_source_ref_idx").on(t.source, t.ref)],
);
