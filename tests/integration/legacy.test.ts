import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { content } from "../../content/index.ts";
import {
  HOTEL_NOTE,
  legacyCitySchema,
  legacyHotelSchema,
  legacyLesserKnownSchema,
  legacyPlaceSchema,
  legacySliderSchema,
} from "../../server/http/legacy/shapes.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// Contract tests: every legacy call of spec section 7 answers in its pinned shape.

let server: TestServer;
const WRITE_ORIGIN = "https://editor.example";
beforeAll(async () => {
  server = await startTestServer({ CORS_WRITE_ORIGINS: WRITE_ORIGIN });
});
afterAll(async () => {
  await server?.close();
});

const post = (path: string, body?: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers });
async function parse<S extends z.ZodType>(res: Response, schema: S): Promise<z.infer<S>> {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  return schema.parse(await res.json());
}

const [firstCity] = content.cities;
const firstPlace = content.places[0];
const firstHotel = content.hotels[0];
if (!firstCity || !firstPlace || !firstHotel)
  throw new Error("content needs a city, a place and a hotel");

describe("POST /api/get-city-data", () => {
  it.each([
    ["no body", undefined],
    ["{}", "{}"],
  ])("lists every city with %s", async (_label, body) => {
    const cities = await parse(await post("/api/get-city-data", body), z.array(legacyCitySchema));
    expect(cities).toHaveLength(content.cities.length);
    for (const city of cities) {
      expect(city.urls.length).toBeGreaterThan(0);
      // Issue 9: the original client's city page and search read `urls[0].urls`.
      for (const image of city.urls) expect(image.urls).toMatch(/^https?:\/\//);
      expect(city.foodtotry.length).toBeGreaterThanOrEqual(3);
      expect(city.peakseason.start).toMatch(/^[A-Z][a-z]+$/);
    }
  });

  it("lists only trending cities with {trending}", async () => {
    const cities = await parse(
      await post("/api/get-city-data", JSON.stringify({ trending: "trendingcity" })),
      z.array(legacyCitySchema),
    );
    expect(cities.map((c) => c.slug).sort()).toEqual(
      content.cities
        .filter((c) => c.trending)
        .map((c) => c.slug)
        .sort(),
    );
  });

  it("maps a city's fields to the original names", async () => {
    const cities = await parse(await post("/api/get-city-data", "{}"), z.array(legacyCitySchema));
    const city = cities.find((c) => c.slug === firstCity.slug);
    expect(city).toMatchObject({
      cityname: firstCity.name,
      description: firstCity.description,
      besttime: firstCity.bestTime,
      peakseason: firstCity.seasons.peak,
      overview: { cityTitle: firstCity.overview.title, state: firstCity.state },
      howtoreach: {
        byAir: firstCity.howToReach.byAir,
        nearestAirport: firstCity.howToReach.nearestAirport,
      },
      foodtotry: firstCity.foodToTry,
      thingstobuy: firstCity.thingsToBuy,
      latitude: firstCity.latitude,
      longitude: firstCity.longitude,
      rating: firstCity.rating,
      title: firstCity.images[0]?.alt,
    });
    expect(city?.placetypes.length).toBe(firstCity.categories.length);
  });

  it("rejects a malformed body with 400 and changes nothing", async () => {
    const bad = await post("/api/get-city-data", "{not json");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: { code: "invalid_json", message: "The request body is not valid JSON." },
    });
    const wrongType = await post("/api/get-city-data", JSON.stringify({ trending: 42 }));
    expect(wrongType.status).toBe(400);
    expect(((await wrongType.json()) as { error: { message: string } }).error.message).toContain(
      "trending",
    );
  });

  it("serves from cache with an ETag, compressed, and answers 304 to a revalidation", async () => {
    const first = await post("/api/get-city-data", "{}", { "accept-encoding": "br" });
    expect(first.headers.get("content-encoding")).toBe("br");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get("cache-control")).toContain("max-age=");
    const again = await post("/api/get-city-data", "{}", { "if-none-match": String(etag) });
    expect(again.status).toBe(304);
  });
});

describe("POST /api/get-place-data", () => {
  it("lists every place, and the trending ones with {trending}", async () => {
    const places = await parse(await post("/api/get-place-data"), z.array(legacyPlaceSchema));
    expect(places).toHaveLength(content.places.length);
    const trending = await parse(
      await post("/api/get-place-data", JSON.stringify({ trending: "trendingplace" })),
      z.array(legacyPlaceSchema),
    );
    expect(trending.length).toBe(content.places.filter((p) => p.trending).length);
    expect(trending.every((p) => p.trending)).toBe(true);
  });
});

describe("GET /api/lesserknown and /imageslider", () => {
  it("lists lesser-known wonders with a name and an image", async () => {
    const items = await parse(await get("/api/lesserknown"), z.array(legacyLesserKnownSchema));
    expect(items.map((i) => i.name)).toEqual(content.cards.lesserKnown.map((i) => i.name));
    for (const item of items) expect(item.img).toMatch(/^https?:\/\//);
  });

  it("lists slider items whose image is a path on this server", async () => {
    const items = await parse(await get("/imageslider"), z.array(legacySliderSchema));
    expect(items).toHaveLength(content.cards.slider.length);
    const image = await fetch(`${server.url}${items[0]?.image}`, { redirect: "manual" });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toMatch(/^image\//);
  });
});

describe("one city, place or hotel by name", () => {
  it("finds a city by name in any letter case", async () => {
    const city = await parse(
      await get(`/get-city/${encodeURIComponent(firstCity.name.toUpperCase())}`),
      legacyCitySchema,
    );
    expect(city.cityname).toBe(firstCity.name);
  });

  // Issue 9: the hero image is `urls[0].urls`, and the trip review's map reads lat and lng.
  it("gives a city its images as { urls } and its position also as lat and lng", async () => {
    const city = await parse(
      await get(`/get-city/${encodeURIComponent(firstCity.name)}`),
      legacyCitySchema,
    );
    expect(city.urls[0]?.urls).toMatch(/^https?:\/\//);
    expect(city).toMatchObject({
      latitude: firstCity.latitude,
      longitude: firstCity.longitude,
      lat: firstCity.latitude,
      lng: firstCity.longitude,
    });
  });

  it("finds a place by its URL-encoded name", async () => {
    const place = await parse(
      await get(`/get-place/${encodeURIComponent(firstPlace.name)}`),
      legacyPlaceSchema,
    );
    expect(place).toMatchObject({
      name: firstPlace.name,
      suggestedduration: firstPlace.suggestedDuration,
      overview: { entryFee: firstPlace.entryFee, timings: firstPlace.timings },
    });
  });

  it("finds a hotel, with the note to confirm details with the hotel", async () => {
    const hotel = await parse(
      await get(`/get-hotel/${encodeURIComponent(firstHotel.name)}`),
      legacyHotelSchema,
    );
    expect(hotel).toMatchObject({
      hotelname: firstHotel.name,
      hoteladdress: firstHotel.address,
      amenities: { basicFacilities: firstHotel.amenities.basicFacilities },
      roomamenities: { bathroom: firstHotel.roomAmenities.bathroom },
      propertyrules: { checkIn: firstHotel.propertyRules.checkIn },
      note: HOTEL_NOTE,
    });
  });

  it.each(["/get-city/Atlantis", "/get-place/Nowhere%20Fort", "/get-hotel/Hotel%20Nowhere"])(
    "answers 404 with a JSON error for %s",
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("not_found");
    },
  );
});

describe("lists of a city", () => {
  const capitalised = firstCity.name.charAt(0).toUpperCase() + firstCity.name.slice(1);

  it("lists the hotels and places of a city", async () => {
    const hotels = await parse(
      await get(`/get-hotel-list/${encodeURIComponent(capitalised)}`),
      z.array(legacyHotelSchema),
    );
    expect(hotels.map((h) => h.hotelname).sort()).toEqual(
      content.hotels
        .filter((h) => h.city === firstCity.slug)
        .map((h) => h.name)
        .sort(),
    );
    const places = await parse(
      await get(`/get-place-list/${encodeURIComponent(capitalised)}`),
      z.array(legacyPlaceSchema),
    );
    expect(places.length).toBe(content.places.filter((p) => p.city === firstCity.slug).length);
    expect(places.every((p) => p.city === firstCity.name)).toBe(true);
  });

  it("answers 404 for a city we do not know", async () => {
    expect((await get("/get-hotel-list/Atlantis")).status).toBe(404);
    expect((await get("/get-place-list/Atlantis")).status).toBe(404);
  });
});

describe("CORS for a separately hosted client", () => {
  const preflight = (path: string, origin: string) =>
    fetch(`${server.url}${path}`, {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });

  it("lets another origin read the legacy calls", async () => {
    const preflight = await fetch(`${server.url}/api/get-city-data`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:3000",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    const res = await post("/api/get-city-data", "{}", { Origin: "http://localhost:3000" });
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });

  // Issue 9: under the `/view-review-*path` mount Express reports the path as `/view-review-city/`.
  it.each(["city", "place", "hotel"])(
    "lets another origin read the reviews of a %s, preflight and call",
    async (kind) => {
      const path = `/view-review-${kind}`;
      const answer = await preflight(path, "http://localhost:5173");
      expect(answer.status).toBe(204);
      expect(answer.headers.get("access-control-allow-origin")).toBe("*");
      expect(answer.headers.get("access-control-allow-methods")).toContain("POST");
      expect(answer.headers.get("access-control-allow-headers")).toBe("content-type");
      const res = await post(path, JSON.stringify({ name: "Atlantis" }), {
        Origin: "http://localhost:5173",
      });
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
      expect(res.headers.get("access-control-allow-credentials")).toBeNull();
    },
  );

  it("keeps storing a review a write: only CORS_WRITE_ORIGINS, with credentials", async () => {
    const stranger = await preflight("/store-review-city", "http://localhost:5173");
    expect(stranger.status).toBe(204);
    expect(stranger.headers.get("access-control-allow-origin")).toBeNull();
    const editor = await preflight("/store-review-city", WRITE_ORIGIN);
    expect(editor.headers.get("access-control-allow-origin")).toBe(WRITE_ORIGIN);
    expect(editor.headers.get("access-control-allow-credentials")).toBe("true");
  });
});

describe("POST /submit-city-details", () => {
  it("refuses to add a city for anyone who is not signed in", async () => {
    const res = await post("/submit-city-details", JSON.stringify({ cityName: "Chanderi" }));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: {
        code: "unauthenticated",
        message: "Please log in with an editor account to add a city.",
      },
    });
    expect((await get("/get-city/Chanderi")).status).toBe(404);
  });
});
