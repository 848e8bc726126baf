import { Router } from "express";
import { getPhoto } from "../data/profiles.server.ts";
import type { AppServices } from "../services.ts";

/** Profile photos, as we stored them. The URL carries a version, so they may be cached long. */
export function mediaRouter(services: AppServices): Router {
  const router = Router();
  router.get("/media/avatars/:file", async (req, res, next) => {
    try {
      const match = /^([A-Za-z0-9_-]{1,64})\.webp$/.exec(req.params.file);
      const photo = match?.[1] ? await getPhoto(services.db, match[1]) : undefined;
      if (!photo) {
        res.status(404).type("text/plain").send("No such photo.");
        return;
      }
      res.set({
        "Content-Type": photo.contentType,
        "Cache-Control": "public, max-age=31536000, immutable",
        "Last-Modified": photo.updatedAt.toUTCString(),
        "Content-Security-Policy": "default-src 'none'",
      });
      res.send(photo.content);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
