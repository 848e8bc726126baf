import { Router } from "express";
import { getSliderItem } from "../data/catalogue/queries.ts";
import { placeholderPath } from "../providers/images/provider.ts";
import type { AppServices } from "../services.ts";
import { sendJsonError } from "./errors.ts";
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
  router.get("/slider-images/:id", async (req, res, next) => {
    try {
      const id = Number(req.params.id);
      const item = getSliderItem(services.catalogue.current(), id);
      if (!item) return sendJsonError(res, 404, "not_found", "No such slider image.");
      const credited = Boolean(item.image.author && item.image.licence);
      const url =
        (credited && services.images.url(item.image, 1280)) || placeholderPath("card", item.place);
      res.set("Cache-Control", "public, max-age=3600");
      res.redirect(302, url);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
