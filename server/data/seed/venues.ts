import { sql } from "drizzle-orm";
import type { Content } from "../../../content/schema.ts";
import * as t from "../../db/schema/index.ts";
import { type ImageIds, mustGet, replaceChildren, type Tx } from "../write-helpers.ts";

export async function seedPlaces(
  tx: Tx,
  content: Content,
  images: ImageIds,
  cityIds: Map<string, number>,
) {
  const ids = new Map<string, number>();
  for (const place of content.places) {
    const { slug, city, images: placeImages, ...fields } = place;
    const values = {
      ...fields,
      sources: fields.sources ?? null,
      slug,
      cityId: mustGet(cityIds, city, "city"),
      updatedAt: sql`now()`,
    };
    const [row] = await tx
      .insert(t.places)
      .values(values)
      .onConflictDoUpdate({ target: t.places.slug, set: values })
      .returning({ id: t.places.id });
    if (!row) throw new Error(`could not store place ${slug}`);
    const placeId = row.id;
    ids.set(slug, placeId);
    const imageRows = await images.idsOf(placeImages, (imageId, position) => ({
      placeId,
      imageId,
      position,
    }));
    await replaceChildren(tx, t.placeImages, t.placeImages.placeId, placeId, imageRows);
  }
  return ids;
}

const amenityGroups = {
  basicFacilities: "basic_facilities",
  foodAndDrinks: "food_and_drinks",
  healthAndWellness: "health_and_wellness",
  safetyAndSecurity: "safety_and_security",
  commonArea: "common_area",
  roomFeatures: "room_features",
  bathroom: "bathroom",
} as const;

export async function seedHotels(
  tx: Tx,
  content: Content,
  images: ImageIds,
  cityIds: Map<string, number>,
) {
  for (const hotel of content.hotels) {
    const values = {
      slug: hotel.slug,
      cityId: mustGet(cityIds, hotel.city, "city"),
      name: hotel.name,
      about: hotel.about,
      address: hotel.address,
      checkIn: hotel.propertyRules.checkIn,
      checkOut: hotel.propertyRules.checkOut,
      otherRules: hotel.propertyRules.otherRules,
      latitude: hotel.latitude ?? null,
      longitude: hotel.longitude ?? null,
      rating: hotel.rating,
      priceBand: hotel.priceBand,
      updatedAt: sql`now()`,
    };
    const [row] = await tx
      .insert(t.hotels)
      .values(values)
      .onConflictDoUpdate({ target: t.hotels.slug, set: values })
      .returning({ id: t.hotels.id });
    if (!row) throw new Error(`could not store hotel ${hotel.slug}`);
    const hotelId = row.id;
    const lists = { ...hotel.amenities, ...hotel.roomAmenities };
    const amenityRows = Object.entries(amenityGroups).flatMap(([key, group]) =>
      lists[key as keyof typeof lists].map((name, position) => ({
        hotelId,
        group,
        position,
        name,
      })),
    );
    await replaceChildren(tx, t.hotelAmenities, t.hotelAmenities.hotelId, hotelId, amenityRows);
    const imageRows = await images.idsOf(hotel.images, (imageId, position) => ({
      hotelId,
      imageId,
      position,
    }));
    await replaceChildren(tx, t.hotelImages, t.hotelImages.hotelId, hotelId, imageRows);
  }
}
