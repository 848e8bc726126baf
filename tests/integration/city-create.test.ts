import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { content } from "../../content/index.ts";
import { type NewCity, newCitySchema } from "../../content/schema.ts";
import { getCityBySlug, listCities } from "../../server/data/catalogue/queries.ts";
import { CatalogueStore } from "../../server/data/catalogue/store.server.ts";
import { CityExists, createCity } from "../../server/data/cities.server.ts";
import { seedContent } from "../../server/data/seed/seed.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { createTestDatabase } from "../support/database.ts";

let database: DatabaseHandle;
let catalogue: CatalogueStore;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedContent(database.db, content);
  catalogue = await CatalogueStore.open(database.db, pino({ level: "silent" }));
});
afterAll(async () => {
  catalogue?.close();
  await database?.close();
});

const base = content.cities[0];
if (!base) throw new Error("content needs a city");
/** An editor's city, built from one of ours with another name. */
const newCity = (overrides: Partial<NewCity> = {}): NewCity =>
  newCitySchema.parse({
    ...base,
    name: "Chanderi",
    state: "Madhya Pradesh",
    latitude: 24.7167,
    longitude: 78.1333,
    rating: 4.3,
    image: { wikipedia: "Chanderi", alt: "Chanderi Fort above the town" },
    ...overrides,
  });

describe("an editor adding a city", () => {
  it("stores it with the same rules as our content, and it is listed at once", async () => {
    const before = catalogue.current();
    const slug = await createCity(database.db, newCity());
    expect(slug).toBe("chanderi");
    // The write function itself brought the read model up to date; nobody cleared anything.
    expect(getCityBySlug(before, "chanderi")).toBeUndefined();
    const city = getCityBySlug(catalogue.current(), "chanderi");
    expect(city).toMatchObject({
      name: "Chanderi",
      state: "Madhya Pradesh",
      trending: false,
      rating: 4.3,
    });
    expect(city?.foodToTry).toHaveLength(base.foodToTry.length);
    expect(city?.images[0]).toMatchObject({ source: "wikipedia", ref: "Chanderi" });
    expect(
      listCities(catalogue.current(), { state: "Madhya Pradesh" }).map((c) => c.slug),
    ).toContain("chanderi");
  });

  it("refuses a city we already have, in any letter case", async () => {
    await expect(
      createCity(database.db, newCity({ name: base.name.toUpperCase() })),
    ).rejects.toThrow(CityExists);
    await expect(createCity(database.db, newCity({ name: "chanderi" }))).rejects.toThrow(
      CityExists,
    );
  });

  it("validates with the content schema: a missing field or a point outside India is refused", () => {
    const result = newCitySchema.safeParse({ ...newCity(), description: " ", latitude: 48.85 });
    expect(result.success).toBe(false);
    const paths = result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["description", "latitude"]));
  });
});
