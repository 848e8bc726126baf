import { pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Where an image comes from: a Wikimedia Commons file, the lead photo of a Wikipedia article
 * (resolved to a Commons file when online), a file we serve ourselves, or any URL.
 */
export const imageSource = pgEnum("image_source", ["commons", "wikipedia", "local", "url"]);

/**
 * A photograph reference with its credit. The bytes are never stored here: an ImageProvider turns
 * the reference into URLs at standard widths and falls back to our own placeholder art.
 */
export const images = pgTable(
  "images",
  {
    id: serial("id").primaryKey(),
    source: imageSource("source").notNull(),
    /** Commons file name, article title, local path or absolute URL, depending on `source`. */
    ref: text("ref").notNull(),
    alt: text("alt").notNull(),
    /** The Commons file shown: `ref` itself for commons, found by the resolver for wikipedia. */
    file: text("file"),
    /** Credit: known from our content for commons, filled by the resolver for wikipedia. */
    author: text("author"),
    licence: text("licence"),
    licenceUrl: text("licence_url"),
    sourceUrl: text("source_url"),
    /** When the resolver last asked Wikimedia about this image (null: never). */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("images_source_ref_idx").on(t.source, t.ref)],
);
