import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { content } from "../../content/index.ts";
import { hotels, places, reviews, users } from "../../server/db/schema/index.ts";
import { signedUpMember } from "../support/http-client.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// Issue 10, item 6: four people posted 2,354 reviews in 30 s and a city page grew to 965 KB.
// Now one traveller may post REVIEW_LIMIT reviews in its window, and pages carry five reviews.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ AUTH_LIMIT_SIGN_UP_IP: "1000/600", REVIEW_LIMIT: "3/600" });
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.services.db;
/** A signed-up traveller's client, and their account id. */
async function member(firstName: string) {
  const client = await signedUpMember(server.url, firstName);
  const [user] = await db().select().from(users).where(eq(users.email, client.email));
  return { client, id: user?.id ?? "" };
}

const hotel = content.hotels[2];
const place = content.places[7];
if (!hotel || !place) throw new Error("content needs hotels and places");

const reviewsBy = async (userId: string) =>
  (await db().select().from(reviews).where(eq(reviews.userId, userId))).length;

describe("the per-traveller review limit", () => {
  it("refuses the review after the limit on every route, with 429, Retry-After and nothing stored", async () => {
    const a = await member("Asha");
    for (let i = 1; i <= 3; i += 1) {
      const res = await a.client.request(`/api/v1/hotels/${hotel.slug}/reviews`, {
        json: { review: `Stay ${i}`, rating: 4 },
      });
      expect(res.status).toBe(201);
    }
    const api = await a.client.request(`/api/v1/hotels/${hotel.slug}/reviews`, {
      json: { review: "One more", rating: 4 },
    });
    expect(api.status).toBe(429);
    const wait = Number(api.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(500);
    expect(wait).toBeLessThanOrEqual(600);
    const body = (await api.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("too_many_reviews");
    expect(body.error.message).toMatch(/Please wait 10 minutes before posting another\./);

    const legacy = await a.client.request("/store-review-hotel", {
      json: { name: hotel.name, username: "Asha", review: "One more" },
    });
    expect(legacy.status).toBe(429);
    expect(legacy.headers.get("retry-after")).toBeTruthy();

    const form = await a.client.request(`/hotel/${encodeURIComponent(hotel.name)}`, {
      form: { intent: "create", review: "One more", rating: "4" },
    });
    expect(form.status).toBe(429);
    expect(await form.text()).toContain("You have posted several reviews in a short time.");

    expect(await reviewsBy(a.id)).toBe(3);
    const [row] = await db().select().from(hotels).where(eq(hotels.slug, hotel.slug));
    expect(row?.reviewCount).toBe(3);
    // Someone else is not held back by Asha's limit.
    const b = await member("Bhanu");
    const other = await b.client.request(`/api/v1/hotels/${hotel.slug}/reviews`, {
      json: { review: "My own stay", rating: 5 },
    });
    expect(other.status).toBe(201);
  });

  it("counts posts sent at once exactly: twelve in parallel from one traveller store three", async () => {
    const c = await member("Chitra");
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        c.client.request(`/api/v1/hotels/${hotel.slug}/reviews`, {
          json: { review: `Parallel ${i}`, rating: 3 },
        }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
    expect(await reviewsBy(c.id)).toBe(3);
  });
});

describe("two hundred posts at once", () => {
  it("keeps the count and the average exact, and the limit too (issue 10, item 5)", async () => {
    const target = content.hotels[4];
    if (!target) throw new Error("content needs hotels");
    const people = await Promise.all(Array.from({ length: 50 }, (_, i) => member(`Crowd${i}`)));
    // Four posts each, all at once: three of each person's are stored, one is refused.
    const answers = await Promise.all(
      people.flatMap((who, i) =>
        Array.from({ length: 4 }, (_, k) =>
          who.client.request(`/api/v1/hotels/${target.slug}/reviews`, {
            json: { review: `Crowd ${i}.${k}`, rating: ((i + k) % 5) + 1 },
          }),
        ),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses).toHaveLength(200);
    expect(statuses.filter((s) => s === 201)).toHaveLength(150);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    const [row] = await db().select().from(hotels).where(eq(hotels.slug, target.slug));
    const stored = await db()
      .select({ rating: reviews.rating })
      .from(reviews)
      .where(eq(reviews.hotelId, row?.id ?? 0));
    expect(stored).toHaveLength(150);
    expect(row?.reviewCount).toBe(150);
    const average = stored.reduce((sum, r) => sum + (r.rating ?? 0), 0) / stored.length;
    expect(row?.reviewAverage).toBe(Math.round(average * 10) / 10);
  }, 60_000);
});

describe("reviews a page at a time", () => {
  let all: number[] = [];
  beforeAll(async () => {
    // Twelve reviews from four travellers, three each (the limit).
    for (const name of ["Dev", "Esha", "Farid", "Gita"]) {
      const who = await member(name);
      for (let i = 1; i <= 3; i += 1) {
        const res = await who.client.request(`/api/v1/places/${place.slug}/reviews`, {
          json: { review: `${name} visit ${i}`, rating: 4 },
        });
        expect(res.status).toBe(201);
      }
    }
    const [row] = await db().select().from(places).where(eq(places.slug, place.slug));
    all = (
      await db()
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.placeId, row?.id ?? 0)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
    ).map((r) => r.id);
    expect(all).toHaveLength(12);
  });

  it("pages /api/v1 by cursor, newest first, each review once", async () => {
    const seen: number[] = [];
    const sizes: number[] = [];
    let after: number | null | undefined;
    do {
      const query = after ? `?limit=5&after=${after}` : "?limit=5";
      const res = await fetch(`${server.url}/api/v1/places/${place.slug}/reviews${query}`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as { data: { id: number }[]; next: number | null };
      sizes.push(page.data.length);
      seen.push(...page.data.map((r) => r.id));
      after = page.next;
    } while (after);
    expect(sizes).toEqual([5, 5, 2]);
    expect(seen).toEqual(all);
    for (const bad of ["?after=abc", "?limit=0", "?limit=101", "?after=-1"]) {
      const res = await fetch(`${server.url}/api/v1/places/${place.slug}/reviews${bad}`);
      expect(res.status, bad).toBe(400);
    }
  });

  it("puts five on the page, and the next five at ?reviewsAfter= without JavaScript", async () => {
    const path = `/place/${encodeURIComponent(place.name)}`;
    const first = await (await fetch(`${server.url}${path}`)).text();
    expect(first.match(/data-testid="review"/g)).toHaveLength(5);
    expect(first).not.toContain("Older reviews.");
    const cursor = /name="reviewsAfter" value="(\d+)"/.exec(first)?.[1];
    expect(Number(cursor)).toBe(all[4]);

    const second = await (await fetch(`${server.url}${path}?reviewsAfter=${cursor}`)).text();
    expect(second.match(/data-testid="review"/g)).toHaveLength(5);
    expect(second).toContain("Older reviews.");
    const third = /name="reviewsAfter" value="(\d+)"/.exec(second)?.[1];
    expect(Number(third)).toBe(all[9]);
    const last = await (await fetch(`${server.url}${path}?reviewsAfter=${third}`)).text();
    expect(last.match(/data-testid="review"/g)).toHaveLength(2);
    expect(last).not.toContain('name="reviewsAfter"');
    // A cursor that is not a number is the first page, not an error.
    const odd = await fetch(`${server.url}${path}?reviewsAfter=%00`);
    expect(odd.status).toBe(200);
    expect((await odd.text()).match(/data-testid="review"/g)).toHaveLength(5);
  });

  it("answers the next five as JSON for the page's 'Load More'", async () => {
    const res = await fetch(
      `${server.url}/reviews/place/${encodeURIComponent(place.name)}?after=${all[4]}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    const page = (await res.json()) as { reviews: { id: number; mine: boolean }[]; next: number };
    expect(page.reviews.map((r) => r.id)).toEqual(all.slice(5, 10));
    expect(page.next).toBe(all[9]);
    expect((await fetch(`${server.url}/reviews/castle/Agra`)).status).toBe(404);
    expect((await fetch(`${server.url}/reviews/place/Nowhere`)).status).toBe(404);
  });
});
