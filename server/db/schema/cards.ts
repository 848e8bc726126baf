import { sql } from "drizzle-orm";
import { check, integer, pgTable, serial, smallint, text } from "drizzle-orm/pg-core";
import { cities, places, tripCategories } from "./catalogue.ts";
import { images } from "./images.ts";

// The editorial cards of the home page. Each is ordered by `position` and points at an image.

/** The six hero sentences, one shown at random. */
export const heroTaglines = pgTable("hero_taglines", {
  id: serial("id").primaryKey(),
  position: smallint("position").notNull().unique(),
  text: text("text").notNull(),
});

/** A lesser-known wonder: always a city or a place we have a page for. */
export const lesserKnownItems = pgTable(
  "lesser_known_items",
  {
    id: serial("id").primaryKey(),
    position: smallint("position").notNull().unique(),
    name: text("name").notNull(),
    cityId: integer("city_id").references(() => cities.id, { onDelete: "cascade" }),
    placeId: integer("place_id").references(() => places.id, { onDelete: "cascade" }),
    imageId: integer("image_id")
      .notNull()
      .references(() => images.id),
  },
  (t) => [check("lesser_known_one_subject", sql`num_nonnulls(${t.cityId}, ${t.placeId}) = 1`)],
);

/** A slide of the home image slider; `place` is its label. */
export const sliderItems = pgTable("slider_items", {
  id: serial("id").primaryKey(),
  position: smallint("position").notNull().unique(),
  place: text("place").notNull(),
  imageId: integer("image_id")
    .notNull()
    .references(() => images.id),
});

/** One card per month (1-12) for the collections-by-month block. */
export const monthCards = pgTable(
  "month_cards",
  {
    month: smallint("month").primaryKey(),
    name: text("name").notNull().unique(),
    imageId: integer("image_id")
      .notNull()
      .references(() => images.id),
  },
  (t) => [check("month_cards_month", sql`${t.month} between 1 and 12`)],
);

/** The five cards of the home 'PLAN TRIP' grid, each a trip category. */
export const interestCards = pgTable("interest_cards", {
  id: serial("id").primaryKey(),
  position: smallint("position").notNull().unique(),
  categoryId: integer("category_id")
    .notNull()
    .unique()
    .references(() => tripCategories.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  description: text("description").notNull(),
  imageId: integer("image_id")
    .notNull()
    .references(() => images.id),
});

/** 'Experience the Love and Joy of India' story cards. */
export const storyCards = pgTable("story_cards", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  position: smallint("position").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  imageId: integer("image_id")
    .notNull()
    .references(() => images.id),
});
