import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { PlaceSources } from "../../../common/fact-sources.ts";
import { images } from "./images.ts";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Who put a row there: our curated content (re-seeded) or an editor through /add-city. */
/**
 * What the reviews say, kept beside the editorial rating and updated with every review write:
 * the rating shown and sorted on is the review average once there is one (see `shownRating`).
 */
const reviewSummary = {
  reviewCount: integer("review_count").notNull().default(0),
  reviewAverage: numeric("review_average", { precision: 2, scale: 1, mode: "number" }),
};

/** The rating a traveller sees: the average of the reviews' stars, else our editorial rating. */
export function shownRating(table: { rating: AnyPgColumn; reviewAverage: AnyPgColumn }) {
  return sql<number>`coalesce(${table.reviewAverage}, ${table.rating})`.mapWith(Number);
}

export const contentOrigin = pgEnum("content_origin", ["seed", "editor"]);

export const tripCategories = pgTable("trip_categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull().unique(),
  description: text("description").notNull(),
  imageId: integer("image_id").references(() => images.id, { onDelete: "set null" }),
  position: smallint("position").notNull(),
});

export const cities = pgTable(
  "cities",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    state: text("state").notNull(),
    description: text("description").notNull(),
    bestTime: text("best_time").notNull(),
    overviewTitle: text("overview_title").notNull(),
    history: text("history").notNull(),
    touristPlaces: text("tourist_places").notNull(),
    famousFor: text("famous_for").notNull(),
    weather: text("weather").notNull(),
    byAir: text("by_air").notNull(),
    byRail: text("by_rail").notNull(),
    byRoad: text("by_road").notNull(),
    /** IATA code of the nearest airport with scheduled flights. */
    nearestAirport: text("nearest_airport"),
    /** Indian Railways code of the nearest major station. */
    nearestStation: text("nearest_station"),
    conclusion: text("conclusion").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** Editorial rating 0-5; the review average replaces it once the city has reviews. */
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull(),
    ...reviewSummary,
    trending: boolean("trending").notNull().default(false),
    origin: contentOrigin("origin").notNull().default("seed"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("cities_name_lower_idx").on(sql`lower(${t.name})`),
    index("cities_state_idx").on(t.state),
    index("cities_trending_idx").on(t.trending),
    check("cities_rating_range", sql`${t.rating} between 0 and 5`),
    check("cities_latitude_range", sql`${t.latitude} between -90 and 90`),
    check("cities_longitude_range", sql`${t.longitude} between -180 and 180`),
  ],
);

export const seasonKind = pgEnum("season_kind", ["peak", "moderate", "off"]);

/** Peak, moderate and off season of a city; months are 1-12 and a range may wrap the year end. */
export const citySeasons = pgTable(
  "city_seasons",
  {
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    kind: seasonKind("kind").notNull(),
    startMonth: smallint("start_month").notNull(),
    endMonth: smallint("end_month").notNull(),
    description: text("description").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cityId, t.kind] }),
    check(
      "city_seasons_months",
      sql`${t.startMonth} between 1 and 12 and ${t.endMonth} between 1 and 12`,
    ),
  ],
);

export const cityFoods = pgTable(
  "city_foods",
  {
    id: serial("id").primaryKey(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
  },
  (t) => [uniqueIndex("city_foods_city_position_idx").on(t.cityId, t.position)],
);

export const cityThingsToBuy = pgTable(
  "city_things_to_buy",
  {
    id: serial("id").primaryKey(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    heading: text("heading").notNull(),
    description: text("description").notNull(),
  },
  (t) => [uniqueIndex("city_things_city_position_idx").on(t.cityId, t.position)],
);

export const cityCategories = pgTable(
  "city_categories",
  {
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => tripCategories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.cityId, t.categoryId] }),
    index("city_categories_category_idx").on(t.categoryId),
  ],
);

export const cityImages = pgTable(
  "city_images",
  {
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    imageId: integer("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.cityId, t.position] })],
);

export const places = pgTable(
  "places",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    description: text("description").notNull(),
    suggestedDuration: text("suggested_duration").notNull(),
    whatToExpect: text("what_to_expect").notNull(),
    moreAbout: text("more_about").notNull(),
    history: text("history").notNull(),
    highlights: text("highlights").notNull(),
    timings: text("timings").notNull(),
    entryFee: text("entry_fee").notNull(),
    /** Source and 'as of' month of the timings and the entry fee (issue 13). */
    sources: jsonb("sources").$type<PlaceSources>(),
    restrictedItems: text("restricted_items").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull(),
    ...reviewSummary,
    trending: boolean("trending").notNull().default(false),
    origin: contentOrigin("origin").notNull().default("seed"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("places_name_lower_idx").on(sql`lower(${t.name})`),
    index("places_city_idx").on(t.cityId),
    index("places_trending_idx").on(t.trending),
    check("places_rating_range", sql`${t.rating} between 0 and 5`),
  ],
);

export const placeImages = pgTable(
  "place_images",
  {
    placeId: integer("place_id")
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    imageId: integer("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.position] })],
);

/** What a night costs, roughly: shown on hotel cards and used by the trip budget (issue 12, 13). */
export const hotelPriceBand = pgEnum("hotel_price_band", ["budget", "mid-range", "luxury"]);

export const hotels = pgTable(
  "hotels",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    about: text("about").notNull(),
    address: text("address").notNull(),
    checkIn: text("check_in").notNull(),
    checkOut: text("check_out").notNull(),
    otherRules: text("other_rules").array().notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull(),
    /** Null for a hotel an editor added without one. */
    priceBand: hotelPriceBand("price_band"),
    ...reviewSummary,
    origin: contentOrigin("origin").notNull().default("seed"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("hotels_name_lower_idx").on(sql`lower(${t.name})`),
    index("hotels_city_idx").on(t.cityId),
  ],
);

/** The spec's amenity groups (hotel-wide) and room amenity groups, one enum for both. */
export const amenityGroup = pgEnum("amenity_group", [
  "basic_facilities",
  "food_and_drinks",
  "health_and_wellness",
  "safety_and_security",
  "common_area",
  "room_features",
  "bathroom",
]);

export const hotelAmenities = pgTable(
  "hotel_amenities",
  {
    hotelId: integer("hotel_id")
      .notNull()
      .references(() => hotels.id, { onDelete: "cascade" }),
    group: amenityGroup("group").notNull(),
    position: smallint("position").notNull(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.hotelId, t.group, t.position] })],
);

export const hotelImages = pgTable(
  "hotel_images",
  {
    hotelId: integer("hotel_id")
      .notNull()
      .references(() => hotels.id, { onDelete: "cascade" }),
    imageId: integer("image_id")
      .notNull()
      .references(() => images.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.hotelId, t.position] })],
);
