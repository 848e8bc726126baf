import express, { type Request, type RequestHandler, Router } from "express";
import { z } from "zod";
import { listLesserKnown } from "../../data/cards.server.ts";
import { getCityByName, listCities } from "../../data/cities.server.ts";
import { getHotelByName, listHotels } from "../../data/hotels.server.ts";
import { getPlaceByName, listPlaces } from "../../data/places.server.ts";
import { viewImage } from "../../providers/images/provider.ts";
import type { AppServices } from "../../services.ts";
import { sendJsonError } from "../errors.ts";
import { sendEntry } from "../response-cache.ts";
import { parseOr400 } from "../validate.ts";
import { toLegacyCity, toLegacyHotel, toLegacyPlace, type UrlContext } from "./shapes.ts";

// The JSON calls of the original single-page client (spec section 7), kept with their paths,
// payloads and lower-case field names. They read through the same data functions as our pages.

/** `{}`, no body, or `{ trending }`: any non-empty trending value asks for the trending list. */
const listBody = z
  .object({ trending: z.union([z.string().max(40), z.boolean()]).optional() })
  .optional()
  .transform((body) => ({ trending: Boolean(body?.trending) }));

const nameParam = z.string().trim().min(1, "must not be empty").max(120, "is too long");

export function legacyRouter(services: AppServices): Router {
  const router = Router();
  const { db, cache } = services;
  const urls = (req: Request): UrlContext => ({
    origin: services.config.publicUrl?.replace(/\/$/, "") ?? `${req.protocol}://${req.get("host")}`,
    images: services.images,
  });
  const json = express.json({ limit: "10kb", strict: false });

  /** Answers from the cache, keyed by call, input and origin (image URLs are absolute). */
  const cached =
    (
      key: (req: Request, res: express.Response) => string | undefined,
      produce: (req: Request) => Promise<unknown>,
    ): RequestHandler =>
    async (req, res, next) => {
      try {
        const k = key(req, res);
        if (k === undefined) return; // the key function has answered 400
        sendEntry(req, res, await cache.get(`legacy:${k}:${urls(req).origin}`, () => produce(req)));
      } catch (error) {
        next(error);
      }
    };

  router.post(
    "/api/get-city-data",
    json,
    cached(
      (req, res) => {
        const body = parseOr400(res, listBody, req.body, "body");
        return body && `cities:${body.trending}`;
      },
      async (req) => {
        const trending = Boolean((req.body as { trending?: unknown } | undefined)?.trending);
        const list = await listCities(db, trending ? { trending: true } : {});
        return list.map((city) => toLegacyCity(urls(req), city));
      },
    ),
  );

  router.post(
    "/api/get-place-data",
    json,
    cached(
      (req, res) => {
        const body = parseOr400(res, listBody, req.body, "body");
        return body && `places:${body.trending}`;
      },
      async (req) => {
        const trending = Boolean((req.body as { trending?: unknown } | undefined)?.trending);
        const list = await listPlaces(db, trending ? { trending: true } : {});
        return list.map((place) => toLegacyPlace(urls(req), place));
      },
    ),
  );

  router.get(
    "/api/lesserknown",
    cached(
      () => "lesserknown",
      async (req) =>
        (await listLesserKnown(db)).map((item) => {
          const view = viewImage(services.images, item.image, { kind: "card", label: item.name });
          const img = view.src.startsWith("/") ? `${urls(req).origin}${view.src}` : view.src;
          return { name: item.name, img, type: item.type, slug: item.slug };
        }),
    ),
  );

  const one =
    <T>(
      call: string,
      kind: string,
      find: (name: string) => Promise<T | undefined>,
      shape: (req: Request, item: T) => unknown,
    ): RequestHandler =>
    async (req, res, next) => {
      try {
        const name = parseOr400(res, nameParam, req.params.name, "path");
        if (name === undefined) return;
        const entry = await cache.get(
          `legacy:${call}:${name.toLowerCase()}:${urls(req).origin}`,
          async () => {
            const item = await find(name);
            return item === undefined ? null : shape(req, item);
          },
        );
        if (entry.json.toString() === "null") {
          return sendJsonError(res, 404, "not_found", `No ${kind} named '${name}'.`);
        }
        sendEntry(req, res, entry);
      } catch (error) {
        next(error);
      }
    };

  router.get(
    "/get-city/:name",
    one(
      "get-city",
      "city",
      (name) => getCityByName(db, name),
      (req, city) => toLegacyCity(urls(req), city),
    ),
  );
  router.get(
    "/get-place/:name",
    one(
      "get-place",
      "place",
      (name) => getPlaceByName(db, name),
      (req, place) => toLegacyPlace(urls(req), place),
    ),
  );
  router.get(
    "/get-hotel/:name",
    one(
      "get-hotel",
      "hotel",
      (name) => getHotelByName(db, name),
      (req, hotel) => toLegacyHotel(urls(req), hotel),
    ),
  );
  router.get(
    "/get-hotel-list/:name",
    one(
      "get-hotel-list",
      "city",
      async (name) =>
        (await getCityByName(db, name)) ? listHotels(db, { cityName: name }) : undefined,
      (req, hotels) => hotels.map((hotel) => toLegacyHotel(urls(req), hotel)),
    ),
  );
  router.get(
    "/get-place-list/:name",
    one(
      "get-place-list",
      "city",
      async (name) =>
        (await getCityByName(db, name)) ? listPlaces(db, { cityName: name }) : undefined,
      (req, places) => places.map((place) => toLegacyPlace(urls(req), place)),
    ),
  );
  // The spec's add-city call. The original left it open to anyone; only editors may add a city
  // (docs/decisions/0011-add-city-editors-only.md), and editor accounts come with sign-in
  // (issue 5): until then the call is refused before its body is read.
  router.post("/submit-city-details", (_req, res) =>
    sendJsonError(
      res,
      403,
      "forbidden",
      "Only editors can add cities. Editor accounts come with sign-in.",
    ),
  );
  return router;
}
