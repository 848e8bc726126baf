import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { cities, hotelAmenities, hotels, shownRating } from "../db/schema/index.ts";
import type { Page } from "./cities.server.ts";
import { groupBy, listImagesOf } from "./images.server.ts";
import { AMENITY_GROUPS, type AmenityGroup, type Hotel } from "./types.ts";

export type HotelFilter = { city?: string; cityName?: string; state?: string };
export type HotelSort = "name" | "rating";

function whereOf(filter: HotelFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.city) conditions.push(eq(cities.slug, filter.city));
  if (filter.cityName)
    conditions.push(sql`lower(${cities.name}) = lower(${filter.cityName.trim()})`);
  if (filter.state) conditions.push(sql`lower(${cities.state}) = lower(${filter.state})`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const selection = {
  hotel: hotels,
  city: { slug: cities.slug, name: cities.name, state: cities.state },
};

export async function listHotels(
  db: Database,
  filter: HotelFilter = {},
  options: { sort?: HotelSort; page?: Page } = {},
): Promise<Hotel[]> {
  const order =
    options.sort === "rating" ? [desc(shownRating(hotels)), asc(hotels.name)] : [asc(hotels.name)];
  const query = db
    .select(selection)
    .from(hotels)
    .innerJoin(cities, eq(cities.id, hotels.cityId))
    .where(whereOf(filter))
    .orderBy(...order)
    .$dynamic();
  const rows = options.page
    ? await query.limit(options.page.limit).offset(options.page.offset)
    : await query;
  return hydrate(db, rows);
}

export async function countHotels(db: Database, filter: HotelFilter = {}): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(hotels)
    .innerJoin(cities, eq(cities.id, hotels.cityId))
    .where(whereOf(filter));
  return row?.n ?? 0;
}

export async function getHotelBySlug(db: Database, slug: string): Promise<Hotel | undefined> {
  return getHotelWhere(db, eq(hotels.slug, slug));
}

export async function getHotelByName(db: Database, name: string): Promise<Hotel | undefined> {
  return getHotelWhere(db, sql`lower(${hotels.name}) = lower(${name.trim()})`);
}

async function getHotelWhere(db: Database, where: SQL) {
  const rows = await db
    .select(selection)
    .from(hotels)
    .innerJoin(cities, eq(cities.id, hotels.cityId))
    .where(where);
  return (await hydrate(db, rows))[0];
}

type Row = { hotel: typeof hotels.$inferSelect; city: Hotel["city"] };

async function hydrate(db: Database, rows: Row[]): Promise<Hotel[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.hotel.id);
  const [amenityRows, images] = await Promise.all([
    db
      .select()
      .from(hotelAmenities)
      .where(inArray(hotelAmenities.hotelId, ids))
      .orderBy(asc(hotelAmenities.position)),
    listImagesOf(db, "hotel", ids),
  ]);
  const amenitiesBy = groupBy(amenityRows, (row) => row.hotelId);
  return rows.map(({ hotel, city }) => {
    const amenities = Object.fromEntries(
      AMENITY_GROUPS.map((group) => [group, [] as string[]]),
    ) as Record<AmenityGroup, string[]>;
    for (const row of amenitiesBy.get(hotel.id) ?? []) amenities[row.group].push(row.name);
    return {
      id: hotel.id,
      slug: hotel.slug,
      name: hotel.name,
      city,
      about: hotel.about,
      address: hotel.address,
      amenities,
      checkIn: hotel.checkIn,
      checkOut: hotel.checkOut,
      otherRules: hotel.otherRules,
      latitude: hotel.latitude,
      longitude: hotel.longitude,
      rating: hotel.reviewAverage ?? hotel.rating,
      reviewAverage: hotel.reviewAverage,
      reviewCount: hotel.reviewCount,
      images: images.get(hotel.id) ?? [],
      updatedAt: hotel.updatedAt,
    };
  });
}
