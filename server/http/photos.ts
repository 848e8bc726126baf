import { type Response, Router } from "express";
import type { PhotoResult } from "../images/photo-store.ts";
import { parsePhotoRequest } from "../images/photo-urls.ts";
import { placeholderSvg } from "../providers/images/placeholder.ts";
import type { AppServices } from "../services.ts";

const FOREVER = "public, max-age=31536000, immutable";
/** Our art stands in for a photo we could not get: ask again soon, never keep it for good. */
const SHORT = "public, max-age=300";

/**
 * Sends a photo we made, or our placeholder art when it is unavailable; the browser never gets a
 * broken image (issue 9). Image responses carry their own, closed Content-Security-Policy.
 */
export function sendPhoto(
  res: Response,
  result: Exclude<PhotoResult, { kind: "unknown" }>,
  options: { cacheControl: string; placeholder: { label: string; kind: string } },
) {
  res.set({ "Content-Security-Policy": "default-src 'none'", "X-Content-Type-Options": "nosniff" });
  if (result.kind === "unavailable") {
    res.set("Cache-Control", SHORT);
    res
      .type("image/svg+xml")
      .send(placeholderSvg(options.placeholder.label, options.placeholder.kind));
    return;
  }
  res.set("Cache-Control", options.cacheControl);
  res.sendFile(result.path, { cacheControl: false, headers: { "Content-Type": result.type } });
}

/** `/photos/{version}/{key}/{width}.{format}`: our copies of Commons photographs. */
export function photosRouter(services: AppServices): Router {
  const router = Router();
  router.get("/photos/:version/:key/:file", async (req, res, next) => {
    try {
      const request = parsePhotoRequest(req.params.version, req.params.key, req.params.file);
      const result = request ? await services.photos.get(request) : { kind: "unknown" as const };
      if (result.kind === "unknown") {
        res.status(404).type("text/plain").send("No such photo.");
        return;
      }
      // Neutral art: the URL does not say what the photo shows.
      sendPhoto(res, result, {
        cacheControl: FOREVER,
        placeholder: { label: req.params.key, kind: "photo" },
      });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
