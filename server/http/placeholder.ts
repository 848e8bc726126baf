import { Router } from "express";
import { placeholderSvg } from "../providers/images/placeholder.ts";

const KINDS = new Set(["city", "place", "hotel", "card"]);

/** Our placeholder art, `/placeholder/{kind}/{label}.svg`: the same answer forever for a URL. */
export function placeholderRouter(): Router {
  const router = Router();
  router.get("/placeholder/:kind/:file", (req, res) => {
    const { kind, file } = req.params;
    const label = file.endsWith(".svg") ? file.slice(0, -4).trim() : "";
    if (!KINDS.has(kind) || !label || label.length > 60) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.set("Cache-Control", "public, max-age=31536000, immutable");
    res.type("image/svg+xml").send(placeholderSvg(label, kind));
  });
  return router;
}
