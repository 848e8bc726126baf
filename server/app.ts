import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { toNodeHandler } from "better-auth/node";
import compression from "compression";
import express, { type RequestHandler, Router } from "express";
import { pinoHttp } from "pino-http";
import { CLIENT_IP_HEADER } from "./auth/auth.ts";
import { apiV1Router } from "./http/api-v1/router.ts";
import { announcedLength, authBody } from "./http/body-limit.ts";
import { cors, isReadCall } from "./http/cors.ts";
import { csrfGuard } from "./http/csrf.ts";
import { errorHandler, jsonNotFound, sendJsonError, sendUnavailable } from "./http/errors.ts";
import { addCityRouter } from "./http/legacy/add-city.ts";
import { legacyRouter } from "./http/legacy/router.ts";
import { mediaRouter } from "./http/media.ts";
import { photosRouter } from "./http/photos.ts";
import { placeholderRouter } from "./http/placeholder.ts";
import { reviewsRouter } from "./http/reviews.ts";
import { cspSources, nonce, securityHeaders, signInOrigins } from "./http/security.ts";
import { sliderRouter } from "./http/slider.ts";
import { tripsRouter } from "./http/trips.ts";
import type { AppServices } from "./services.ts";

export type AppOptions = {
  /** Renders the pages: React Router's handler (built, or through Vite in development). */
  pages: RequestHandler;
  /** Serves the client build, or Vite's development middleware. */
  assets: RequestHandler;
};

/** Everything one port answers: health, assets, the JSON API, the legacy calls and the pages. */
export function createApp(services: AppServices, options: AppOptions) {
  const { config, logger } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  // Stopping (issue 10, finding 9): each answer ends its connection, so keep-alive clients come
  // back on a new one, to another process.
  app.use((_req, res, next) => {
    if (services.lifecycle.draining) res.set("Connection", "close");
    next();
  });
  app.use(announcedLength);
  // The client's address as Express sees it (the socket, or a proxy on loopback), under a header
  // of ours that replaces anything the client sent: the sign-in limits key on it.
  app.use((req, _res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? "unknown";
    next();
  });
  app.use(methodsWeServe);

  app.use(
    pinoHttp({
      logger,
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
      // One short line per request: no headers (cookies stay out of the logs).
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: {
        ignore: (req) => req.url === "/healthz" || req.url?.startsWith("/assets/") === true,
      },
    }),
  );
  // Hashed scripts, styles and fonts go out before the security headers: a policy for documents
  // (CSP, HSTS, frame and opener rules) means nothing on a script and cost about 1 KB on each of
  // the seven a page loads (issue 9). nosniff stays, and a short policy that shuts anything else
  // out, for the error page of a missing file.
  const assetCompression = compression();
  app.use((req, res, next) => {
    if (!req.path.startsWith("/assets/")) return next();
    res.set({
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    });
    assetCompression(req, res, () => options.assets(req, res, next));
  });
  app.use(
    nonce,
    securityHeaders({
      dev: config.env === "development",
      sources: cspSources(config.map.tileUrl, signInOrigins(config.auth)),
    }),
  );
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    if (services.lifecycle.draining) {
      res.set("Cache-Control", "no-store");
      return void res.status(503).json({ status: "stopping", database: services.database.kind });
    }
    const ok = await services.database.ping(1000);
    res.set("Cache-Control", "no-store");
    res
      .status(ok ? 200 : 503)
      .json({ status: ok ? "ok" : "unavailable", database: services.database.kind });
  });

  app.use(options.assets);

  const corsForCalls = cors({
    readOrigins: config.corsReadOrigins,
    writeOrigins: config.corsWriteOrigins,
    isRead: isReadCall,
  });
  app.use(
    [
      "/api",
      "/get-*path",
      "/view-review-*path",
      "/store-review-*path",
      "/submit-city-details",
      "/imageslider",
    ],
    corsForCalls,
  );

  app.use(csrfGuard(config));
  app.all(
    "/api/auth/*path",
    async (req, res, next) => {
      res.set("Cache-Control", "no-store");
      // better-auth would answer an unreachable database with a 500 of its own: ask first
      // (a `select 1`; sign-ins are few), and answer 503 with Retry-After (issue 10, finding 4).
      if (!(await services.database.ping(500))) return void sendUnavailable(req, res);
      next();
    },
    authBody(),
    toNodeHandler(services.auth),
  );
  app.use(reviewsRouter(services));
  app.use(tripsRouter(services));
  app.use("/api/v1", apiV1Router(services));
  app.use(legacyRouter(services));
  app.use(addCityRouter(services));
  app.use(sliderRouter(services));
  app.use(placeholderRouter());
  app.use(photosRouter(services));
  app.use(mediaRouter(services));
  app.use("/api", jsonNotFound);

  app.use(services.pageCache.middleware(), flushEachWrite, options.pages);
  app.use(errorHandler(logger));
  return app;
}

const METHODS = "GET, HEAD, POST, PATCH, DELETE, OPTIONS";
const ALLOWED = new Set(METHODS.split(", "));

/**
 * Methods we answer, and `OPTIONS *` (a question about the server, not a resource): anything
 * else, such as TRACE, is a 405 with the list, never the 500 the page renderer would give
 * (issue 10, item 3).
 */
const methodsWeServe: RequestHandler = (req, res, next) => {
  if (ALLOWED.has(req.method) && req.url !== "*") return next();
  // A saved trip's plan is replaced whole (issue 12): PUT there, and nowhere else.
  if (req.method === "PUT" && req.path.startsWith("/api/v1/trips/")) return next();
  res.set("Allow", METHODS);
  if (req.method === "OPTIONS") return void res.status(204).end();
  sendJsonError(res, 405, "method_not_allowed", `We do not answer ${req.method.slice(0, 20)}.`);
};

/**
 * Pages stream: the shell first, slower parts after. Compression would hold the shell back until
 * its buffer fills, so each chunk React writes is flushed through the compressor at once.
 */
const flushEachWrite: RequestHandler = (_req, res, next) => {
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  res.write = ((...args: unknown[]) => {
    const written = write(...args);
    (res as unknown as { flush?: () => void }).flush?.();
    return written;
  }) as typeof res.write;
  next();
};

/** The second, optional listener: only the slider list and its images, as the old client expects. */
export function createSliderApp(services: AppServices) {
  const app = express();
  app.disable("x-powered-by");
  app.use(
    securityHeaders({
      dev: services.config.env === "development",
      sources: cspSources(services.config.map.tileUrl),
    }),
  );
  app.use(
    ["/imageslider", "/slider-images"],
    cors({ readOrigins: services.config.corsReadOrigins, writeOrigins: [], isRead: isReadCall }),
  );
  app.use(sliderRouter(services));
  app.use(jsonNotFound);
  app.use(errorHandler(services.logger));
  return app;
}

/** Serves `build/client`: hashed files under /assets for a year, everything else for an hour. */
export function staticAssets(clientDir: string): RequestHandler {
  const router = Router();
  router.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      fallthrough: false,
    }),
  );
  const files = express.static(clientDir, { maxAge: "1h", index: false });
  // Only what the build has at its top level (favicon, images/, the manifest): every page request
  // would otherwise cost a file-system look-up that finds nothing (issue 9's profile: 10% of CPU).
  const names = new Set(existsSync(clientDir) ? readdirSync(clientDir) : []);
  router.use((req, res, next) => {
    const first = req.path.split("/")[1] ?? "";
    return names.has(first) ? files(req, res, next) : next();
  });
  return router;
}
