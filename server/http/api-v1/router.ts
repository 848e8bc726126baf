import { type Request, Router } from "express";
import type { AppServices } from "../../services.ts";
import { jsonNotFound, sendJsonError } from "../errors.ts";
import { publicOrigin } from "../origin.ts";
import { sendEntry } from "../response-cache.ts";
import { parseOr400 } from "../validate.ts";
import { BadQuery, NotFound, UpstreamFailed } from "./endpoint.ts";
import { endpoints } from "./endpoints.ts";
import { openApiDocument } from "./openapi.ts";

/** Our JSON API: read calls with validation, ETags, caching and an OpenAPI description. */
export function apiV1Router(services: AppServices): Router {
  const router = Router();
  const origin = (req: Request) => publicOrigin(services.config, req);

  router.get("/", (_req, res) => {
    res.set("Cache-Control", "public, max-age=300");
    res.json({ name: "Safarnama API", version: 1, openapi: "/api/v1/openapi.json" });
  });
  router.get("/openapi.json", (req, res) => {
    res.set("Cache-Control", "public, max-age=300");
    res.json(openApiDocument(origin(req)));
  });

  for (const e of endpoints) {
    router.get(e.path, async (req, res, next) => {
      try {
        const query = e.query ? parseOr400(res, e.query, req.query, "query") : {};
        if (query === undefined) return;
        const params = e.params ? parseOr400(res, e.params, req.params, "path") : {};
        if (params === undefined) return;
        const started = performance.now();
        const present = { images: services.images, origin: origin(req) };
        if (e.live) {
          const answer = await e.handle({ query, params, services, present });
          res.set("Server-Timing", `app;dur=${(performance.now() - started).toFixed(1)}`);
          res.set("Cache-Control", "no-cache");
          res.json(answer);
          return;
        }
        const key = `v1:${e.path}:${JSON.stringify(params)}:${JSON.stringify(query)}:${origin(req)}`;
        const entry = await services.cache.get(key, () =>
          e.handle({
            query,
            params,
            services,
            present: { images: services.images, origin: origin(req) },
          }),
        );
        res.set("Server-Timing", `app;dur=${(performance.now() - started).toFixed(1)}`);
        sendEntry(req, res, entry);
      } catch (error) {
        if (error instanceof NotFound) return sendJsonError(res, 404, "not_found", error.message);
        if (error instanceof BadQuery) {
          return sendJsonError(res, 400, "invalid_parameter", error.message);
        }
        if (error instanceof UpstreamFailed) {
          return sendJsonError(res, 502, "upstream_failed", error.message);
        }
        next(error);
      }
    });
  }
  router.use(jsonNotFound);
  return router;
}
