import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { content } from "../../content/index.ts";
import { contentSchema } from "../../content/schema.ts";
import { contentFingerprint, isCatalogueEmpty, seedContent } from "../../server/data/seed/seed.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import * as t from "../../server/db/schema/index.ts";
import { createTestDatabase } from "../support/database.ts";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function counts() {
  const db = database.db;
  const tables = {
    cities: t.cities,
    places: t.places,
    hotels: t.hotels,
    seasons: t.citySeasons,
    foods: t.cityFoods,
    amenities: t.hotelAmenities,
    images: t.images,
    categories: t.tripCategories,
    months: t.monthCards,
    stories: t.storyCards,
    reviews: t.reviews,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe("seeding from content/", () => {
  it("fills an empty database with every entity of the content", async () => {
    expect(await isCatalogueEmpty(database.db)).toBe(true);
    const summary = await seedContent(database.db, content);
    expect(summary).toMatchObject({
      cities: content.cities.length,
      places: content.places.length,
      hotels: content.hotels.length,
    });
    const after = await counts();
    expect(after).toMatchObject({
      cities: content.cities.length,
      places: content.places.length,
      hotels: content.hotels.length,
      seasons: content.cities.length * 3,
      categories: 8,
      months: 12,
      stories: content.cards.stories.length,
    });
    expect(await isCatalogueEmpty(database.db)).toBe(false);
  });

  it("is idempotent and leaves reviews and accounts alone", async () => {
    const db = database.db;
    const [city] = await db.select({ id: t.cities.id }).from(t.cities).limit(1);
    await db.insert(t.users).values({ id: "u1", name: "Asha", email: "asha@example.com" });
    await db
      .insert(t.reviews)
      .values({ cityId: city?.id, userId: "u1", body: "Lovely in winter.", rating: 5 });
    const before = await counts();

    await seedContent(db, content);

    expect(await counts()).toEqual(before);
    const [review] = await db.select().from(t.reviews);
    expect(review).toMatchObject({ cityId: city?.id, body: "Lovely in winter." });
    const [user] = await db.select().from(t.users).where(eq(t.users.id, "u1"));
    expect(user?.email).toBe("asha@example.com");
  });

  it("updates changed content in place", async () => {
    const [first, ...rest] = content.cities;
    if (!first) throw new Error("content has no city");
    const changed = {
      ...content,
      cities: [{ ...first, description: "A rewritten description." }, ...rest],
    };
    await seedContent(database.db, changed);
    const [row] = await database.db
      .select({ description: t.cities.description })
      .from(t.cities)
      .where(eq(t.cities.slug, first.slug));
    expect(row?.description).toBe("A rewritten description.");
    await seedContent(database.db, content);
  });

  it("on start, seeds again only when the content changed since the last seed", async () => {
    const db = database.db;
    expect(await seedContent(db, content, { onlyIfChanged: true })).toBeNull();
    const [state] = await db
      .select({ value: t.appState.value })
      .from(t.appState)
      .where(eq(t.appState.name, "content-fingerprint"));
    expect(state?.value).toBe(contentFingerprint(contentSchema.parse(content)));

    const [first, ...rest] = content.cities;
    if (!first) throw new Error("content has no city");
    const pulled = { ...content, cities: [{ ...first, bestTime: "Any time at all." }, ...rest] };
    const summary = await seedContent(db, pulled, { onlyIfChanged: true });
    expect(summary?.cities).toBe(content.cities.length);
    const [row] = await db
      .select({ bestTime: t.cities.bestTime })
      .from(t.cities)
      .where(eq(t.cities.slug, first.slug));
    expect(row?.bestTime).toBe("Any time at all.");
    expect(await seedContent(db, pulled, { onlyIfChanged: true })).toBeNull();
    expect(await seedContent(db, content, { onlyIfChanged: true })).not.toBeNull();
  });

  it("rejects invalid content and changes nothing", async () => {
    const before = await counts();
    const [first, ...rest] = content.cities;
    const broken = { ...content, cities: [{ ...first, latitude: 51.5 }, ...rest] };
    await expect(seedContent(database.db, broken)).rejects.toThrow(/latitude/);
    const orphan = { ...content, places: [{ ...content.places[0], city: "atlantis" }] };
    await expect(seedContent(database.db, orphan)).rejects.toThrow(/unknown city 'atlantis'/);
    expect(await counts()).toEqual(before);
  });
});
