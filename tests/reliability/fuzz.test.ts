import { request as httpRequest } from "node:http";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { content } from "../../content/index.ts";
import {
  cities,
  reviews,
  type sessions,
  trips,
  userProfiles,
  users,
} from "../../server/db/schema/index.ts";
import { testDatabaseUrl } from "../support/database.ts";
import { HttpClient } from "../support/http-client.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// Issue 10's reliability suite, part one: more than 10,000 requests over every route and method
// with hostile paths, queries and bodies (malformed JSON, wrong types, NUL and invalid UTF-8,
// huge and chunked bodies, prototype keys, extreme numbers). The bar: no 5xx, the server still
// healthy, and nothing stored by a refused request. Reproducible: FUZZ_SEED picks the samples.

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const CONCURRENCY = 8;

// CI runs it on PostgreSQL, as issue 10 asks; its PGlite run would add a minute to a 20-minute
// budget. Locally it runs on whichever database the suite is on.
const skip = Boolean(process.env.CI) && !testDatabaseUrl;

let server: TestServer;
let member: HttpClient;

const city = content.cities[0];
const place = content.places[0];
const hotel = content.hotels[0];
if (!city || !place || !hotel) throw new Error("content needs a city, a place and a hotel");

beforeAll(async () => {
  if (skip) return;
  server = await startTestServer({
    AUTH_LIMIT_SIGN_UP_IP: "100000/60",
    AUTH_LIMIT_SIGN_IN_IP: "100000/60",
    AUTH_LIMIT_SIGN_IN_ACCOUNT: "100000/60",
    REVIEW_LIMIT: "100000/60",
  });
  member = new HttpClient(server.url);
  const res = await member.register({
    firstName: "Fuzz",
    email: "reliability.fuzz@example.com",
    password: "Property-based-42",
  });
  expect(res.status).toBe(302);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

/** Strings a hostile client sends in paths, queries and fields. */
const nasty = fc.oneof(
  fc.constantFrom(
    "%00",
    "\u0000",
    "%C3%28",
    "%FF%FE",
    "%E0%80%80",
    "%",
    "%%",
    "..%2F..%2Fetc%2Fpasswd",
    "../../etc/passwd",
    "2147483648",
    "-1",
    "1e309",
    "NaN",
    "Infinity",
    "9".repeat(40),
    "__proto__",
    "constructor",
    "prototype",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "\ud800",
    "a".repeat(5000),
    "Agra",
    "Taj Mahal",
    "",
    " ",
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 30, unit: "grapheme" }),
);

const enc = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[^\w%.-]/g, "");
  }
};

/** Every route we serve, with `{}` where a fuzzed segment goes. */
const READ_ROUTES = [
  "/",
  "/{}",
  "/cities",
  "/places",
  "/PlanTripCategory",
  "/PlanTripCategory/{}",
  "/month/{}",
  "/city/{}",
  "/place/{}",
  "/hotel/{}",
  "/login",
  "/register",
  "/profile",
  "/add-city",
  "/hero",
  "/search",
  "/Search",
  "/search/suggest",
  "/plantrip",
  "/plantrip/{}/{}",
  "/plantrip/Agra/{}",
  "/trips",
  "/trips/shared/{}",
  "/api/v1/trips",
  "/api/v1/trips/{}",
  "/api/v1/trips/{}/ics",
  "/api/v1/shared-trips/{}",
  "/reviews/{}/{}",
  "/reviews/city/{}",
  "/sitemap.xml",
  "/robots.txt",
  "/healthz",
  "/api/lesserknown",
  "/imageslider",
  "/slider-images/{}",
  "/get-city/{}",
  "/get-place/{}",
  "/get-hotel/{}",
  "/get-hotel-list/{}",
  "/get-place-list/{}",
  "/api/v1",
  "/api/v1/openapi.json",
  "/api/v1/cities",
  "/api/v1/cities/{}",
  "/api/v1/places",
  "/api/v1/places/{}",
  "/api/v1/hotels",
  "/api/v1/hotels/{}",
  "/api/v1/categories",
  "/api/v1/search",
  "/api/v1/stations",
  "/api/v1/trains",
  "/api/v1/airports",
  "/api/v1/flights",
  "/api/trains",
  "/api/flights",
  "/api/v1/{}/{}/reviews",
  "/api/v1/cities/{}/reviews",
  "/api/auth/get-session",
  "/api/auth/{}",
  "/photos/v1/{}/{}",
  "/photos/{}/{}/960.avif",
  "/placeholder/{}/{}",
  "/media/avatars/{}",
  "/assets/{}",
  "/{}.data",
  "/city/{}.data",
];
const QUERY_KEYS = [
  "q",
  "state",
  "city",
  "category",
  "sort",
  "page",
  "pageSize",
  "limit",
  "after",
  "reviewsAfter",
  "trending",
  "redirectTo",
  "_routes",
  "paths",
  "__proto__[x]",
  "a[]",
  "w",
  "tab",
  "kind",
  "from",
  "to",
  "date",
  "departDate",
  "adults",
  "infants",
  "flightClass",
];
const METHODS = ["GET", "GET", "GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];

const readRequest = fc
  .record({
    route: fc.constantFrom(...READ_ROUTES),
    segments: fc.array(nasty, { minLength: 2, maxLength: 2 }),
    query: fc.array(fc.tuple(fc.constantFrom(...QUERY_KEYS), nasty), { maxLength: 4 }),
    method: fc.constantFrom(...METHODS),
  })
  .map(({ route, segments, query, method }) => {
    let i = 0;
    const path = route.replace(/\{\}/g, () => enc(segments[i++] ?? ""));
    const qs = query.map(([k, v]) => `${enc(k)}=${enc(v)}`).join("&");
    return { method, path: qs ? `${path}?${qs}` : path };
  });

const WRITE_ROUTES: { path: string; method: string }[] = [
  { method: "POST", path: "/api/get-city-data" },
  { method: "POST", path: "/api/get-place-data" },
  { method: "POST", path: "/view-review-city" },
  { method: "POST", path: "/view-review-place" },
  { method: "POST", path: "/view-review-hotel" },
  { method: "POST", path: "/store-review-city" },
  { method: "POST", path: "/store-review-place" },
  { method: "POST", path: "/store-review-hotel" },
  { method: "POST", path: "/submit-city-details" },
  { method: "POST", path: `/api/v1/cities/${city.slug}/reviews` },
  { method: "POST", path: `/api/v1/places/${place.slug}/reviews` },
  { method: "PATCH", path: "/api/v1/reviews/1" },
  { method: "DELETE", path: "/api/v1/reviews/1" },
  { method: "POST", path: "/api/auth/sign-in/email" },
  { method: "POST", path: "/api/auth/sign-up/email" },
  { method: "POST", path: "/api/auth/sign-out" },
  { method: "POST", path: "/api/auth/update-user" },
  { method: "POST", path: "/login" },
  { method: "POST", path: "/register" },
  { method: "POST", path: "/profile" },
  { method: "POST", path: "/add-city" },
  { method: "POST", path: "/logout" },
  { method: "POST", path: `/city/${enc(city.name)}` },
  { method: "POST", path: `/place/${enc(place.name)}` },
  { method: "POST", path: `/hotel/${enc(hotel.name)}` },
  { method: "POST", path: "/city/Agra.data" },
  { method: "POST", path: "/plantrip/Agra/Jaipur" },
  { method: "POST", path: "/trips" },
  { method: "POST", path: "/api/v1/trips" },
  { method: "POST", path: "/api/v1/trips/import" },
  { method: "PUT", path: "/api/v1/trips/abcdefghijklmnopqrstuv" },
];
const FIELDS = [
  "name",
  "username",
  "review",
  "rating",
  "email",
  "password",
  "firstName",
  "txt",
  "pswd",
  "intent",
  "id",
  "plan",
  "plans",
  "title",
  "phoneNumber",
  "cityName",
  "redirectTo",
  "__proto__",
  "constructor",
  "trending",
];
const value = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom("__proto__", "x", "toString"), fc.string({ maxLength: 5 })),
);

type Body = { type: string; data: Buffer; chunked: boolean };
const utf8 = (text: string) => Buffer.from(text, "utf8");
const body: fc.Arbitrary<Body> = fc.oneof(
  fc
    .dictionary(fc.constantFrom(...FIELDS), value)
    .map((v) => ({ type: "application/json", data: utf8(JSON.stringify(v)), chunked: false })),
  fc.array(fc.tuple(fc.constantFrom(...FIELDS), nasty), { maxLength: 6 }).map((pairs) => ({
    type: "application/x-www-form-urlencoded",
    data: utf8(pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join("&")),
    chunked: false,
  })),
  fc.constantFrom<Body>(
    { type: "application/json", data: utf8("{"), chunked: false },
    { type: "application/json", data: utf8('{"name":"\\u0000"}'), chunked: false },
    { type: "application/json", data: utf8('{"review":"\\u0000","rating":3}'), chunked: false },
    {
      type: "application/json",
      data: Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
      chunked: false,
    },
    { type: "application/json", data: utf8("[".repeat(5000)), chunked: false },
    { type: "application/json", data: utf8(`"${"x".repeat(200_000)}"`), chunked: true },
    { type: "application/json", data: utf8('{"__proto__":{"polluted":1}}'), chunked: false },
    {
      type: "application/x-www-form-urlencoded",
      data: utf8("review=%00&rating=3&intent=create"),
      chunked: false,
    },
    {
      type: "application/x-www-form-urlencoded",
      data: Buffer.from([0x61, 0x3d, 0xff, 0xfe]),
      chunked: false,
    },
    {
      type: "application/x-www-form-urlencoded",
      data: utf8(`a=${"b".repeat(2_000_000)}`),
      chunked: true,
    },
    {
      type: "multipart/form-data; boundary=xyz",
      data: utf8("--xyz\r\nnot a part"),
      chunked: false,
    },
    { type: "multipart/form-data", data: utf8("garbage"), chunked: false },
    {
      type: "multipart/form-data; boundary=b",
      data: utf8(
        '--b\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\nnot an image\r\n--b--\r\n',
      ),
      chunked: true,
    },
    { type: "text/plain", data: utf8("hello"), chunked: false },
    { type: "application/json", data: Buffer.alloc(0), chunked: false },
  ),
);
const writeRequest = fc.record({
  route: fc.constantFrom(...WRITE_ROUTES),
  body,
  signedIn: fc.boolean(),
});

type Answer = { status: number; error?: string };

/** One request over node:http, so that chunked and invalid bytes go out as they are. */
function send(
  method: string,
  path: string,
  options: { body?: Body; cookie?: string } = {},
): Promise<Answer> {
  const url = new URL(server.url);
  return new Promise((resolve) => {
    const headers: Record<string, string> = { origin: server.url };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.body) {
      headers["content-type"] = options.body.type;
      if (!options.body.chunked) headers["content-length"] = String(options.body.data.length);
    }
    const req = httpRequest(
      // A connection each: a reused keep-alive socket the server has just closed would read as
      // a failure of ours.
      { host: url.hostname, port: url.port, method, path, headers, timeout: 20_000, agent: false },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
        res.on("error", () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timed out")));
    // A server that answers 413 and closes while we still write is doing its job.
    req.on("error", (error) => resolve({ status: 0, error: error.message }));
    if (options.body?.chunked) {
      const data = options.body.data;
      for (let at = 0; at < data.length; at += 64 * 1024)
        req.write(data.subarray(at, at + 64 * 1024));
      req.end();
    } else req.end(options.body?.data);
  });
}

async function pool<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await work(item);
      }
    }),
  );
}

async function counts() {
  const db = server.services.db;
  const n = async (
    table: typeof users | typeof reviews | typeof cities | typeof sessions | typeof trips,
  ) => {
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table);
    return row?.n ?? 0;
  };
  const [profile] = await db
    .select({ updated: sql<string>`max(${userProfiles.updatedAt})::text` })
    .from(userProfiles);
  return {
    users: await n(users),
    reviews: await n(reviews),
    cities: await n(cities),
    trips: await n(trips),
    profilesUpdated: profile?.updated ?? null,
  };
}

const cookie = () => [...member.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

describe.skipIf(skip)("the reliability fuzz (issue 10)", () => {
  it("reads: 7,000 hostile requests over every route and method, no 5xx", async () => {
    const samples = fc.sample(readRequest, { numRuns: 7000, seed: SEED });
    const failures: string[] = [];
    await pool(samples, async ({ method, path }) => {
      const answer = await send(method, path);
      if (answer.status >= 500 || answer.status === 0)
        failures.push(`${answer.status} ${method} ${path.slice(0, 120)} ${answer.error ?? ""}`);
    });
    expect(failures.slice(0, 20)).toEqual([]);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }, 240_000);

  it("writes: 3,200 malformed, huge and chunked bodies, signed in or not, no 5xx and nothing refused is stored", async () => {
    const samples = fc.sample(writeRequest, { numRuns: 3200, seed: SEED + 1 });
    const before = await counts();
    const failures: string[] = [];
    let stored = 0;
    await pool(samples, async ({ route, body: sent, signedIn }) => {
      // Sign-out and logout would end the member's session for the requests after them.
      const out = /sign-out|logout/.test(route.path);
      const answer = await send(route.method, route.path, {
        body: sent,
        cookie: signedIn && !out ? cookie() : undefined,
      });
      // A server may answer a large body without reading it (401, 413) and close: the client then
      // sees its write reset before the answer. Whether the server lived is checked at the end.
      const refusedForSize = answer.status === 0 && sent.data.length >= 64 * 1024;
      if ((answer.status >= 500 || answer.status === 0) && !refusedForSize)
        failures.push(
          `${answer.status} ${route.method} ${route.path} ${sent.type} ${sent.data.subarray(0, 60).toString("latin1")} ${answer.error ?? ""}`,
        );
      if (answer.status >= 200 && answer.status < 400 && route.method === "POST") stored += 1;
    });
    expect(failures.slice(0, 20)).toEqual([]);
    const after = await counts();
    // Nothing refused was stored: every row added is accounted for by an accepted write.
    expect(after.cities).toBe(before.cities);
    const added =
      after.users - before.users + (after.reviews - before.reviews) + (after.trips - before.trips);
    expect(added).toBeLessThanOrEqual(stored);
    expect(Object.hasOwn(Object.prototype, "polluted")).toBe(false);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }, 240_000);
});
