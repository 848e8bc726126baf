import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { content } from "../../content/index.ts";
import { getCityBySlug, getPlaceBySlug } from "../../server/data/catalogue/queries.ts";
import { CatalogueStore } from "../../server/data/catalogue/store.server.ts";
import { applyChange } from "../../server/data/changes.server.ts";
import { createReview } from "../../server/data/reviews.server.ts";
import { seedContent } from "../../server/data/seed/seed.ts";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { users } from "../../server/db/schema/index.ts";
import { createTestDatabase } from "../support/database.ts";

let database: DatabaseHandle;
let store: CatalogueStore;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedContent(database.db, content);
  store = await CatalogueStore.open(database.db, pino({ level: "silent" }));
  await database.db.insert(users).values(
    Array.from({ length: 40 }, (_, i) => ({
      id: `reader-${i}`,
      name: `Reader ${i}`,
      email: `reader.${i}@example.com`,
    })),
  );
});
afterAll(async () => {
  store?.close();
  await database?.close();
});

const NO_LIMIT = { max: 1000, windowSeconds: 60 };

describe("the catalogue store", () => {
  it("follows concurrent reviews and reloads without losing one, and counts exactly", async () => {
    const placeSlug = content.places[0]?.slug ?? "";
    const before = store.current();
    const writes = Array.from({ length: 40 }, (_, i) =>
      createReview(database.db, {
        ...(i % 2 === 0
          ? { kind: "city" as const, by: { slug: "jaipur" } }
          : { kind: "place" as const, by: { slug: placeSlug } }),
        userId: `reader-${i}`,
        body: `Visit number ${i}.`,
        rating: i % 2 === 0 ? 5 : 3,
        limit: NO_LIMIT,
      }),
    );
    // A full reload in the middle of the burst must not put an older rating back.
    writes.push(
      applyChange(database.db, { kind: "all" }).then(() => ({ status: "not-found" as const })),
    );
    await Promise.all(writes);
    const after = store.current();
    expect(after.version).toBeGreaterThan(before.version);
    expect(getCityBySlug(after, "jaipur")).toMatchObject({ reviewCount: 20, rating: 5 });
    expect(getPlaceBySlug(after, content.places[0]?.slug ?? "")).toMatchObject({
      reviewCount: 20,
      rating: 3,
    });
    // The snapshot a request held before the writes did not change under it.
    expect(getCityBySlug(before, "jaipur")?.reviewCount).toBe(0);
  });

  it("leaves the other entities' objects as they were when one rating changes", async () => {
    const before = store.current();
    await createReview(database.db, {
      kind: "city",
      by: { name: "AGRA" },
      userId: "reader-1",
      body: "Worth the early start.",
      rating: 4,
      limit: NO_LIMIT,
    });
    const after = store.current();
    expect(getCityBySlug(after, "agra")).toMatchObject({ reviewCount: 1, rating: 4 });
    expect(getCityBySlug(after, "jaipur")).toBe(getCityBySlug(before, "jaipur"));
    expect(after.places).toBe(before.places);
  });
});
