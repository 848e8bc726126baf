import { Router } from "express";
import { listSliderItems } from "../data/cards.server.ts";
import { commonsUrl } from "../images/commons.ts";
import type { AppServices } from "../services.ts";
import { sendJsonError } from "./errors.ts";

/**
 * The slider calls of the original client: `GET /imageslider` lists `{ image, place }`, where
 * `image` is a path on this same server that the client prefixes with the server's address.
 */
export function sliderRouter(services: AppServices): Router {
  const router = Router();
  router.get("/imageslider", async (_req, res, next) => {
    try {
      const items = await listSliderItems(services.db);
      res.set("Cache-Control", "public, max-age=300");
      res.json(items.map((item) => ({ image: `/slider-images/${item.id}`, place: item.place })));
    } catch (error) {
      next(error);
    }
  });
  router.get("/slider-images/:id", async (req, res, next) => {
    try {
      const id = Number(req.params.id);
      const item = (await listSliderItems(services.db)).find((slide) => slide.id === id);
      if (!item) return sendJsonError(res, 404, "not_found", "No such slider image.");
      const url = item.imageSource === "commons" ? commonsUrl(item.imageRef, 1280) : item.imageRef;
      res.set("Cache-Control", "public, max-age=86400");
      res.redirect(302, url);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
