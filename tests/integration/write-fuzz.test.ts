import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { content } from "../../content/index.ts";
import { setRole } from "../../server/data/profiles.server.ts";
import { cities, reviews, userProfiles, users } from "../../server/db/schema/index.ts";
import { HttpClient } from "../support/http-client.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// Random and malformed bodies at every write endpoint, as a signed-in editor from our own origin
// (the most a caller can be): never a 5xx, and whatever is refused leaves the database as it was.

let server: TestServer;
let client: HttpClient;
let userId = "";
let ownReview = 0;
const city = content.cities[0];
if (!city) throw new Error("content needs a city");

beforeAll(async () => {
  server = await startTestServer({
    AUTH_LIMIT_SIGN_UP_IP: "100000/60",
    AUTH_LIMIT_SIGN_IN_IP: "100000/60",
    AUTH_LIMIT_SIGN_IN_ACCOUNT: "100000/60",
  });
  client = new HttpClient(server.url);
  const email = "fuzz.editor@example.com";
  const res = await client.register({ firstName: "Fuzz", email, password: "Property-based-42" });
  expect(res.status).toBe(302);
  await setRole(server.services.db, email, "editor");
  const [user] = await server.services.db.select().from(users).where(eq(users.email, email));
  userId = user?.id ?? "";
  const created = await client.request(`/api/v1/cities/${city.slug}/reviews`, {
    json: { review: "Kept as it is", rating: 4 },
  });
  ownReview = ((await created.json()) as { data: { id: number } }).data.id;
});
afterAll(async () => {
  await server?.close();
});

async function snapshot() {
  const db = server.services.db;
  const count = async (table: typeof users | typeof reviews | typeof cities) => {
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table);
    return row?.n;
  };
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  const [review] = await db.select().from(reviews).where(eq(reviews.id, ownReview));
  return {
    users: await count(users),
    reviews: await count(reviews),
    cities: await count(cities),
    profile: { ...profile, updatedAt: undefined },
    review: { body: review?.body, rating: review?.rating },
  };
}

/** JSON text that is valid but of any shape, JSON text that is not, and plain noise. */
const jsonBody = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc
    .dictionary(
      fc.constantFrom(
        "name",
        "username",
        "review",
        "rating",
        "email",
        "password",
        "cityName",
        "__proto__",
        "constructor",
      ),
      fc.jsonValue(),
    )
    .map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom("{", "[", '{"review":', "null", '"', "\u0000", "{}".repeat(1000)),
);
const formBody = fc.oneof(
  // Colliding and prototype-reaching names (the first found a 500 in /add-city once).
  fc.constantFrom(
    "b=&b.=",
    "b.c=1&b=2",
    "__proto__.polluted=1",
    "constructor.prototype.polluted=1",
    "foodToTry.0=x&foodToTry.0.name=y",
    "seasons.peak.start.x.y.z=1",
  ),
  fc
    .dictionary(
      fc.oneof(
        fc.constantFrom(
          "firstName",
          "lastName",
          "email",
          "password",
          "txt",
          "pswd",
          "phoneNumber",
          "review",
          "rating",
          "intent",
          "id",
          "redirectTo",
          "name",
        ),
        fc.string({ maxLength: 20 }),
      ),
      fc.oneof(
        fc.string({ maxLength: 300 }),
        fc.constantFrom("", " ", "0", "-1", "99999999999", "NaN", "<script>", "a".repeat(6000)),
      ),
    )
    .map((fields) => new URLSearchParams(fields).toString()),
);

const jsonEndpoints: [string, string][] = [
  ["POST", "/store-review-city"],
  ["POST", "/store-review-place"],
  ["POST", "/store-review-hotel"],
  ["POST", "/view-review-city"],
  ["POST", `/api/v1/cities/${city.slug}/reviews`],
  ["PATCH", "/api/v1/reviews/OWN"],
  ["POST", "/submit-city-details"],
  ["POST", "/api/auth/sign-up/email"],
  ["POST", "/api/auth/sign-in/email"],
  ["POST", "/api/get-city-data"],
];
const formEndpoints = [
  "/register",
  "/login",
  "/profile",
  "/add-city",
  `/city/${encodeURIComponent(city.name)}`,
];

describe("every write endpoint, given random and malformed bodies", () => {
  for (const [method, rawPath] of jsonEndpoints) {
    it(`${method} ${rawPath} answers without a 5xx and stores nothing it refused`, async () => {
      const path = rawPath.replace("OWN", String(ownReview));
      await fc.assert(
        fc.asyncProperty(jsonBody, async (body) => {
          const before = await snapshot();
          const res = await client.request(path, {
            method,
            body,
            headers: { "content-type": "application/json" },
          });
          await res.arrayBuffer();
          expect(res.status, `${method} ${path} ${body.slice(0, 80)}`).toBeLessThan(500);
          if (res.status >= 400) expect(await snapshot()).toEqual(before);
        }),
        { numRuns: 40 },
      );
    });
  }
  for (const path of formEndpoints) {
    it(`POST ${path} (a form) answers without a 5xx and stores nothing it refused`, async () => {
      await fc.assert(
        fc.asyncProperty(formBody, async (body) => {
          const before = await snapshot();
          const res = await client.request(path, {
            body,
            headers: { "content-type": "application/x-www-form-urlencoded" },
          });
          await res.arrayBuffer();
          expect(res.status, `POST ${path} ${body.slice(0, 80)}`).toBeLessThan(500);
          if (res.status >= 400) expect(await snapshot()).toEqual(before);
          expect(Object.hasOwn(Object.prototype, "polluted")).toBe(false);
        }),
        { numRuns: 60 },
      );
    });
  }
});
