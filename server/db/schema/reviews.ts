import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { cities, hotels, places } from "./catalogue.ts";

/** A review of exactly one city, place or hotel, always written by a signed-in user. */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    cityId: integer("city_id").references(() => cities.id, { onDelete: "cascade" }),
    placeId: integer("place_id").references(() => places.id, { onDelete: "cascade" }),
    hotelId: integer("hotel_id").references(() => hotels.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: smallint("rating"),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("reviews_one_subject", sql`num_nonnulls(${t.cityId}, ${t.placeId}, ${t.hotelId}) = 1`),
    check("reviews_rating_range", sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check("reviews_body_length", sql`char_length(${t.body}) between 1 and 5000`),
    index("reviews_city_idx").on(t.cityId, t.createdAt),
    index("reviews_place_idx").on(t.placeId, t.createdAt),
    index("reviews_hotel_idx").on(t.hotelId, t.createdAt),
    index("reviews_user_idx").on(t.userId),
  ],
);
