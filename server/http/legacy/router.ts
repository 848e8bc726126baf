import express, { type Request, type RequestHandler, Router } from "express";
import { z } from "zod";
import {
  getCityByName,
  getHotelByName,
  getPlaceByName,
  listCities,
  listHotels,
  listPlaces,
} from "../../data/catalogue/queries.ts";
import { type Presenter, presentImage } from "../../presenters/present.ts";
import type { AppServices } from "../../services.ts";
import { sendJsonError } from "../errors.ts";
import { publicOrigin } from "../origin.ts";
import { sendEntry } from "../response-cache.ts";
import { jsonBody, parseOr400 } from "../validate.ts";
import { toLegacyCity, toLegacyHotel, toLegacyPlace } from "./shapes.ts";
import { legacyTravelRoutes } from "./travel.ts";

// The JSON calls of the original single-page client (spec section 7), kept with their paths,
// payloads and lower-case field names. They read through the same data functions as our pages.

/** `{}`, no body, or `{ trending }`: any non-empty trending value asks for the trending list. */
const listBody = z
  .object({ trending: z.union([z.string().max(40), z.boolean()]).optional() })
  .optional()
  .transform((body) => ({ trending: Boolean(body?.trending) }));

/** What the cache holds for an unknown name. */
const NULL_JSON = Buffer.from("null");

const nameParam = z.string().trim().min(1, "must not be empty").max(120, "is too long");

export function legacyRouter(services: AppServices): Router {
  const router = Router();
  const { cache } = services;
  const catalogue = () => services.catalogue.current();
  const urls = (req: Request): Presenter => ({
    origin: publicOrigin(services.config, req),
    images: services.images,
  });
  const json = jsonBody({ limit: 10 * 1024, strict: false });

  /** Answers from the cache, keyed by call, input and origin (image URLs are absolute). */
  const answer = async (
    req: Request,
    res: express.Response,
    next: express.NextFunction,
    key: string,
    produce: (p: Presenter) => unknown,
  ) => {
    try {
      const p = urls(req);
      sendEntry(req, res, await cache.get(`legacy:${key}:${p.origin}`, async () => produce(p)));
    } catch (error) {
      next(error);
    }
  };

  /** A list call: `{}`, no body, or `{ trending }`. */
  const listCall =
    (name: string, load: (p: Presenter, trending: boolean) => unknown): RequestHandler =>
    (req, res, next) => {
      const body = parseOr400(res, listBody, req.body, "body");
      if (!body) return;
      return answer(req, res, next, `${name}:${body.trending}`, (p) => load(p, body.trending));
    };

  router.post(
    "/api/get-city-data",
    json,
    listCall("cities", (p, trending) =>
      listCities(catalogue(), trending ? { trending: true } : {}).map((city) =>
        toLegacyCity(p, city),
      ),
    ),
  );
  router.post(
    "/api/get-place-data",
    json,
    listCall("places", (p, trending) =>
      listPlaces(catalogue(), trending ? { trending: true } : {}).map((place) =>
        toLegacyPlace(p, place),
      ),
    ),
  );
  router.get("/api/lesserknown", (req, res, next) =>
    answer(req, res, next, "lesserknown", (p) =>
      catalogue().lesserKnown.map((item) => ({
        name: item.name,
        img: presentImage(p, item.image, "card", item.name).src,
        type: item.type,
        slug: item.slug,
      })),
    ),
  );

  /** One entity, or a city's list, by name in any letter case; 404 when the name is unknown. */
  const one =
    <T>(
      call: string,
      kind: string,
      find: (name: string) => T | undefined,
      shape: (p: Presenter, item: T) => unknown,
    ): RequestHandler =>
    async (req, res, next) => {
      try {
        const name = parseOr400(res, nameParam, req.params.name, "path");
        if (name === undefined) return;
        const p = urls(req);
        const entry = await cache.get(
          `legacy:${call}:${name.toLowerCase()}:${p.origin}`,
          async () => {
            const item = find(name);
            return item === undefined ? null : shape(p, item);
          },
        );
        if (entry.json.equals(NULL_JSON)) {
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
      (name) => getCityByName(catalogue(), name),
      (p, city) => toLegacyCity(p, city),
    ),
  );
  router.get(
    "/get-place/:name",
    one(
      "get-place",
      "place",
      (name) => getPlaceByName(catalogue(), name),
      (p, place) => toLegacyPlace(p, place),
    ),
  );
  router.get(
    "/get-hotel/:name",
    one(
      "get-hotel",
      "hotel",
      (name) => getHotelByName(catalogue(), name),
      (p, hotel) => toLegacyHotel(p, hotel),
    ),
  );
  router.get(
    "/get-hotel-list/:name",
    one(
      "get-hotel-list",
      "city",
      (name) => {
        const city = getCityByName(catalogue(), name);
        return city && listHotels(catalogue(), { city: city.slug });
      },
      (p, hotels) => hotels.map((hotel) => toLegacyHotel(p, hotel)),
    ),
  );
  router.get(
    "/get-place-list/:name",
    one(
      "get-place-list",
      "city",
      (name) => {
        const city = getCityByName(catalogue(), name);
        return city && listPlaces(catalogue(), { city: city.slug });
      },
      (p, places) => places.map((place) => toLegacyPlace(p, place)),
    ),
  );
  legacyTravelRoutes(router, services);
  return router;
}
