import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { cities, hotelAmenities, hotels } from "../db/schema/index.ts";
import { groupBy, listImagesOf } from "./images.server.ts";
import { AMENITY_GROUPS, type AmenityGroup, type Hotel } from "./types.ts";

const selection = {
  hotel: hotels,
  city: { slug: cities.slug, name: cities.name, state: cities.state },
};

/** Every hotel, whole, for the catalogue read model (catalogue/load.server.ts). */
export async function loadHotels(db: Database): Promise<Hotel[]> {
  const rows = await db
    .select(selection)
    .from(hotels)
    .innerJoin(cities, eq(cities.id, hotels.cityId));
  return hydrate(db, rows);
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
      priceBand: hotel.priceBand,
      images: images.get(hotel.id) ?? [],
      updatedAt: hotel.updatedAt,
    };
  });
}
