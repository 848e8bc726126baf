import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SavedTrip, tripPlan } from "../../common/trip.ts";
import { listTrips } from "../../server/data/trips.server.ts";
import { type HttpClient, signedUpMember } from "../support/http-client.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { tripCatalogueFixture, tripPlanFor, userIdOf } from "../support/trips.ts";

// Issue 12: random and malformed bodies at every trip write, as the signed-in owner from our own
// origin: never a 5xx, whatever is refused leaves the owner's trips as they were, and whatever is
// stored is a valid plan that names only our cities, places and hotels.

let server: TestServer;
let owner: HttpClient & { email: string };
let ownerId = "";
let ownTrip = "";

beforeAll(async () => {
  server = await startTestServer({ AUTH_LIMIT_SIGN_UP_IP: "1000/600" });
  owner = await signedUpMember(server.url, "Fuzz");
  ownerId = await userIdOf(server.services.db, owner.email);
  const fixture = tripCatalogueFixture(server.services.catalogue.current());
  const res = await owner.request("/api/v1/trips", { json: tripPlanFor(fixture) });
  expect(res.status).toBe(201);
  ownTrip = ((await res.json()) as { data: SavedTrip }).data.id;
});
afterAll(async () => {
  await server?.close();
});

/** Mostly a good value, sometimes a bad one. */
const mostly = <T, U>(good: fc.Arbitrary<T>, bad: fc.Arbitrary<U>) =>
  fc.oneof({ arbitrary: good, weight: 12 }, { arbitrary: bad, weight: 1 });

const badSlug = fc.oneof(
  fc.constantFrom("no-such-slug", "", "Agra", "../etc/passwd", "a".repeat(81), "__proto__"),
  fc.string({ maxLength: 12 }),
  fc.integer(),
);
/** Any printable Unicode, Devanagari and emoji included. */
const goodText = fc.string({ minLength: 1, maxLength: 30, unit: "grapheme" });
/** Control characters (NUL too), lone surrogates, blanks and over-long text. */
const badText = fc.oneof(
  fc.string({
    minLength: 1,
    maxLength: 8,
    unit: fc.oneof(
      fc.string({ minLength: 1, maxLength: 1, unit: "binary-ascii" }),
      fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
    ),
  }),
  fc.constantFrom("", "  ", "\u0000", "a\ud800b", "a".repeat(501), "t".repeat(81)),
);
const time = mostly(
  fc.constantFrom(null, "09:30", "23:59", undefined),
  fc.oneof(fc.constantFrom("24:00", "9:30", 930), fc.string({ maxLength: 6 })),
);

/**
 * Plans near the real shape: all good, all good but one field (a stop, a day count, a text), or
 * any field missing, wrong or unknown.
 */
function planLike() {
  const catalogue = server.services.catalogue.current();
  const placeSlugs = [...catalogue.placesBySlug.keys()].slice(0, 8);
  const hotelSlugs = [...catalogue.hotelsBySlug.keys()].slice(0, 8);
  const goodStop = fc.oneof(
    fc.record({ kind: fc.constant("place"), slug: fc.constantFrom(...placeSlugs), time }),
    fc.record({ kind: fc.constant("hotel"), slug: fc.constantFrom(...hotelSlugs), time }),
    fc.record({ kind: fc.constant("note"), text: goodText, time }),
  );
  const badStop = fc.oneof(
    fc.record(
      {
        kind: fc.constantFrom("place", "hotel", "note", "train", 1, null),
        // A place's slug given as a hotel's, and the other way round, among the rest.
        slug: fc.oneof(fc.constantFrom(...placeSlugs, ...hotelSlugs), badSlug),
        text: fc.oneof(goodText, badText),
        time,
      },
      { requiredKeys: ["kind"] },
    ),
    fc.record({ kind: fc.constant("note"), text: badText }),
    fc.jsonValue({ maxDepth: 2 }),
  );
  const goodDays = fc.array(fc.record({ stops: fc.array(goodStop, { maxLength: 5 }) }), {
    minLength: 1,
    maxLength: 4,
  });
  const badDays = fc.oneof(
    fc
      .tuple(goodDays, badStop)
      .map(([[first, ...rest], stop]) => [{ stops: [...(first?.stops ?? []), stop] }, ...rest]),
    fc.array(fc.constant({ stops: [] }), { minLength: 61, maxLength: 62 }),
    fc.array(goodStop, { minLength: 31, maxLength: 32 }).map((stops) => [{ stops }]),
    fc.constant([]),
    fc.jsonValue({ maxDepth: 2 }),
  );
  const city = fc.constantFrom(...catalogue.cities.map((c) => c.slug));
  const good = {
    title: goodText,
    from: city,
    to: city,
    startDate: fc.constantFrom(null, "2027-02-28", "2028-02-29"),
    travellers: fc.integer({ min: 1, max: 20 }),
    dailyAllowance: fc.integer({ min: 0, max: 100_000 }),
    days: goodDays,
  };
  const bad = {
    title: badText,
    from: badSlug,
    to: badSlug,
    startDate: fc.constantFrom("2027-02-30", "tomorrow", 20270101),
    travellers: fc.oneof(fc.constantFrom(0, 21, -1, 2.5, "2"), fc.double()),
    dailyAllowance: fc.constantFrom(-1, 100_001, null, "2500"),
    days: badDays,
  };
  const oneBad = fc.oneof(
    ...Object.keys(good).map((key) => fc.record({ ...good, [key]: bad[key as keyof typeof bad] })),
  );
  const wild = fc.record(
    {
      ...good,
      title: fc.oneof(goodText, badText),
      days: fc.oneof(goodDays, badDays),
      // A computed key: a plain `__proto__:` in a literal would set the object's prototype.
      ["__proto__"]: fc.jsonValue({ maxDepth: 2 }),
      constructor: fc.jsonValue({ maxDepth: 1 }),
      ownerId: fc.string(),
    },
    { requiredKeys: [] },
  );
  return fc.oneof(fc.record(good), oneBad, wild);
}

/** JSON text of any shape, JSON text that is not, hostile constants, and plain noise. */
const malformed = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    "{",
    "[",
    "null",
    '"title"',
    "\u0000",
    '{"title":"a\\u0000b"}',
    '{"__proto__":{"polluted":1},"title":"x"}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    `${'{"days":'.repeat(5000)}1${"}".repeat(5000)}`,
    `${"[".repeat(100_000)}${"]".repeat(100_000)}`,
    JSON.stringify({ days: Array.from({ length: 20_000 }, () => ({ stops: [] })) }),
    JSON.stringify({ trips: Array.from({ length: 5000 }, () => ({})) }),
    JSON.stringify({ title: "x".repeat(600_000) }),
  ),
);

/** Half the runs near the real shape, half malformed. */
const halfMalformed = <T>(near: fc.Arbitrary<T>) =>
  fc.oneof(
    near.map((body) => JSON.stringify(body)),
    malformed,
  );

const endpoints: [string, string, () => fc.Arbitrary<string>][] = [
  ["POST", "/api/v1/trips", () => halfMalformed(planLike())],
  ["PUT", "/api/v1/trips/OWN", () => halfMalformed(planLike())],
  [
    "PATCH",
    "/api/v1/trips/OWN",
    () => halfMalformed(fc.record({ title: fc.oneof(goodText, badText) })),
  ],
  [
    "POST",
    "/api/v1/trips/import",
    () =>
      halfMalformed(
        fc.record({
          trips: mostly(
            fc.array(planLike(), { maxLength: 3 }),
            fc.array(planLike(), { minLength: 19, maxLength: 22 }),
          ),
        }),
      ),
  ],
];

/** Whatever the store holds names only what we have, and passes the plan schema. */
function expectSound(trips: SavedTrip[]) {
  const catalogue = server.services.catalogue.current();
  for (const { id: _id, shareId: _s, createdAt: _c, updatedAt: _u, ...plan } of trips) {
    expect(tripPlan.parse(plan)).toEqual(plan);
    expect(catalogue.citiesBySlug.has(plan.from) && catalogue.citiesBySlug.has(plan.to)).toBe(true);
    for (const stop of plan.days.flatMap((day) => day.stops)) {
      if (stop.kind === "place") expect(catalogue.placesBySlug.has(stop.slug)).toBe(true);
      if (stop.kind === "hotel") expect(catalogue.hotelsBySlug.has(stop.slug)).toBe(true);
    }
  }
}

describe("every trip write, given random and malformed bodies", () => {
  for (const [method, rawPath, bodies] of endpoints) {
    it(`${method} ${rawPath} answers without a 5xx and stores nothing it refused`, async () => {
      const path = rawPath.replace("OWN", ownTrip);
      await fc.assert(
        fc.asyncProperty(bodies(), async (body) => {
          const before = await listTrips(server.services.db, ownerId);
          const res = await owner.request(path, {
            method,
            body,
            headers: { "content-type": "application/json" },
          });
          await res.arrayBuffer();
          expect(res.status, `${method} ${path} ${body.slice(0, 120)}`).toBeLessThan(500);
          const after = await listTrips(server.services.db, ownerId);
          if (res.status >= 400) expect(after).toEqual(before);
          else expectSound(after);
          expect(Object.hasOwn(Object.prototype, "polluted")).toBe(false);
        }),
        { numRuns: 50 },
      );
    });
  }
});
