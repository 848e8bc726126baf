import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { content } from "../../content/index.ts";
import { MONTHS } from "../../content/schema.ts";
import { endpoints } from "../../server/http/api-v1/endpoints.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const api = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/v1${path}`, { headers });
const endpoint = (path: string) => {
  const found = endpoints.find((e) => e.path === path);
  if (!found) throw new Error(`no endpoint ${path}`);
  return found;
};
async function ok<T = unknown>(path: string, schemaOf: string): Promise<T> {
  const res = await api(path);
  expect(res.status, `${path}: ${res.status}`).toBe(200);
  return endpoint(schemaOf).response.parse(await res.json()) as T;
}
type Page<T> = {
  data: T[];
  page: { number: number; size: number; total: number; totalPages: number };
};
type CityItem = { slug: string; name: string; rating: number; state: string };

const city = content.cities[0];
const place = content.places[0];
const hotel = content.hotels[0];
if (!city || !place || !hotel) throw new Error("content needs a city, a place and a hotel");

/** The spec's month rule: in the peak season from start to end, wrapping over the year end. */
function inPeak(c: (typeof content.cities)[number], month: number) {
  const start = MONTHS.indexOf(c.seasons.peak.start) + 1;
  const end = MONTHS.indexOf(c.seasons.peak.end) + 1;
  return start <= end ? month >= start && month <= end : month >= start || month <= end;
}

describe("every endpoint answers in its documented shape", () => {
  it.each([
    ["/cities", "/cities"],
    [`/cities/${city.slug}`, "/cities/:slug"],
    ["/places", "/places"],
    [`/places/${place.slug}`, "/places/:slug"],
    ["/hotels", "/hotels"],
    [`/hotels/${hotel.slug}`, "/hotels/:slug"],
    ["/categories", "/categories"],
    ["/search?q=fort", "/search"],
  ])("GET %s", async (path, schemaOf) => {
    await ok(path, schemaOf);
  });

  it("documents exactly the served endpoints in the OpenAPI document", async () => {
    const doc = (await (await api("/openapi.json")).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        ...endpoints.map((e) => e.path.replace(/:(\w+)/g, "{$1}")),
        // The review calls, served by server/http/reviews.ts.
        "/{kind}/{slug}/reviews",
        "/reviews/{id}",
        // The saved-trip calls, served by server/http/trips.ts.
        "/trips",
        "/trips/import",
        "/trips/{id}",
        "/trips/{id}/duplicate",
        "/trips/{id}/share",
        "/trips/{id}/ics",
        "/shared-trips/{shareId}",
      ].sort(),
    );
    const cities = doc.paths["/cities"] as { get: { parameters: { name: string }[] } };
    expect(cities.get.parameters.map((p) => p.name).sort()).toEqual(
      Object.keys((endpoint("/cities").query as z.ZodObject).shape).sort(),
    );
  });
});

describe("cities", () => {
  it("pages through every city", async () => {
    const first = await ok<Page<CityItem>>("/cities?pageSize=2&page=1", "/cities");
    const second = await ok<Page<CityItem>>("/cities?pageSize=2&page=2", "/cities");
    expect(first.page).toEqual({
      number: 1,
      size: 2,
      total: content.cities.length,
      totalPages: Math.ceil(content.cities.length / 2),
    });
    expect(first.data.map((c) => c.slug)).not.toEqual(second.data.map((c) => c.slug));
  });

  it("filters by month with the wrap-around peak-season rule", async () => {
    for (const month of [1, 7, 11]) {
      const list = await ok<Page<CityItem>>(
        `/cities?month=${MONTHS[month - 1]}&pageSize=100`,
        "/cities",
      );
      const expected = content.cities
        .filter((c) => inPeak(c, month))
        .map((c) => c.slug)
        .sort();
      expect(list.data.map((c) => c.slug).sort()).toEqual(expected);
    }
  });

  it("filters by state and category, and sorts by rating", async () => {
    const byState = await ok<Page<CityItem>>(
      `/cities?state=${encodeURIComponent(city.state.toUpperCase())}`,
      "/cities",
    );
    expect(byState.data.every((c) => c.state === city.state)).toBe(true);
    const category = city.categories[0];
    const byCategory = await ok<Page<CityItem>>(
      `/cities?category=${category}&pageSize=100`,
      "/cities",
    );
    expect(byCategory.data.map((c) => c.slug).sort()).toEqual(
      content.cities
        .filter((c) => category && c.categories.includes(category))
        .map((c) => c.slug)
        .sort(),
    );
    const sorted = await ok<Page<CityItem>>("/cities?sort=rating&pageSize=100", "/cities");
    const ratings = sorted.data.map((c) => c.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it("gives one city with its places and hotels", async () => {
    const { data } = await ok<{ data: { name: string; places: unknown[]; hotels: unknown[] } }>(
      `/cities/${city.slug}`,
      "/cities/:slug",
    );
    expect(data.name).toBe(city.name);
    expect(data.places).toHaveLength(content.places.filter((p) => p.city === city.slug).length);
    expect(data.hotels).toHaveLength(content.hotels.filter((h) => h.city === city.slug).length);
  });
});

describe("errors", () => {
  it.each([
    ["/cities?month=Smarch", "month"],
    ["/cities?page=0", "page"],
    ["/cities?pageSize=500", "pageSize"],
    ["/cities?sort=price", "sort"],
    ["/cities?colour=red", "colour"],
    ["/places?trending=maybe", "trending"],
    ["/search?q=", "q"],
    ["/cities/Not%20A%20Slug", "slug"],
  ])("answers 400 naming the parameter for %s", async (path, name) => {
    const res = await api(path);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("invalid_parameter");
    expect(body.error.message).toContain(`'${name}'`);
  });

  it.each(["/cities/atlantis", "/places/nowhere", "/hotels/nowhere", "/no-such-endpoint"])(
    "answers 404 in our error shape for %s",
    async (path) => {
      const res = await api(path);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
    },
  );
});

describe("caching", () => {
  it("sends an ETag and Cache-Control, and 304 when the ETag matches", async () => {
    const first = await api("/cities");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(first.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
    const again = await api("/cities", { "if-none-match": String(etag) });
    expect(again.status).toBe(304);
  });
});

describe("search", () => {
  type Hits = { data: { type: string; name: string; slug: string }[] };
  const top = async (q: string) =>
    (await ok<Hits>(`/search?q=${encodeURIComponent(q)}`, "/search")).data[0];

  it("finds a city from a misspelling, the city first", async () => {
    const jaipur = content.cities.find((c) => c.slug === "jaipur");
    if (!jaipur) return expect.fail("content has no Jaipur");
    expect(await top("jaipr")).toMatchObject({ type: "city", name: "Jaipur" });
  });

  it("finds a place from a misspelling", async () => {
    expect(await top("taj mahl")).toMatchObject({ type: "place", name: "Taj Mahal" });
  });

  it("finds every kind by its exact name", async () => {
    expect(await top(place.name)).toMatchObject({ type: "place", slug: place.slug });
    expect(await top(hotel.name)).toMatchObject({ type: "hotel", slug: hotel.slug });
  });

  it("filters by type and finds nothing for nonsense", async () => {
    const hotels = await ok<Hits>("/search?q=palace&type=hotel", "/search");
    expect(hotels.data.every((h) => h.type === "hotel")).toBe(true);
    expect((await ok<Hits>("/search?q=zzqxv", "/search")).data).toEqual([]);
  });
});
