import { Router } from "express";
import { getSliderItem } from "../data/catalogue/queries.ts";
import { shownSource } from "../providers/images/provider.ts";
import type { AppServices } from "../services.ts";
import { sendJsonError } from "./errors.ts";
import { sendPhoto } from "./photos.ts";
import { sendEntry } from "./response-cache.ts";

/**
 * The slider calls of the original client: `GET /imageslider` lists `{ image, place }`, where
 * `image` is a path on this same server that the client prefixes with the server's address.
 */
export function sliderRouter(services: AppServices): Router {
  const router = Router();
  router.get("/imageslider", async (req, res, next) => {
    try {
      const entry = await services.cache.get("legacy:imageslider", async () =>
        services.catalogue.current().slider.map((item) => ({
          image: `/slider-images/${item.id}`,
          place: item.place,
        })),
      );
      sendEntry(req, res, entry, 300);
    } catch (error) {
      next(error);
    }
  });
  // The image itself, never a redirect to another origin: offline, or when the photo cannot be
  // fetched, the slide shows our art instead of nothing (issue 9).
  router.get("/slider-images/:id", async (req, res, next) => {
    try {
      const id = Number(req.params.id);
      const item = getSliderItem(services.catalogue.current(), id);
      if (!item) return sendJsonError(res, 404, "not_found", "No such slider image.");
      const shown = shownSource(services.images, item.image);
      const result =
        shown && "photo" in shown
          ? await services.photos.get({ key: shown.photo, width: 1280, format: "webp" })
          : undefined;
      sendPhoto(res, result?.kind === "photo" ? result : { kind: "unavailable" }, {
        // The URL is not versioned: the slide behind an id may change.
        cacheControl: "public, max-age=3600",
        placeholder: { label: item.place, kind: "card" },
      });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
