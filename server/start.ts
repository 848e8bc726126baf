import { existsSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Express, RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { createApp, createSliderApp, staticAssets } from "./app.ts";
import { createAuth } from "./auth/auth.ts";
import { RateLimiter } from "./auth/rate-limit.ts";
import { sessionSecret } from "./auth/secret.ts";
import type { Config } from "./config.ts";
import { CatalogueStore } from "./data/catalogue/store.server.ts";
import { followOtherProcesses } from "./data/changes.server.ts";
import { seedContent } from "./data/seed/seed.ts";
import { openConfiguredDatabase } from "./db/client.ts";
import { loadAirports } from "./flights/airports.ts";
import { PageCache } from "./http/page-cache.ts";
import { pagesHandler } from "./http/pages.ts";
import { ResponseCache } from "./http/response-cache.ts";
import { createPhotoStore } from "./images/create-photo-store.ts";
import { createLogger, type Logger } from "./logger.ts";
import { createFlightOffersProvider } from "./providers/flights/index.ts";
import { offlineImages, wikimediaImages } from "./providers/images/provider.ts";
import { resolveWikipediaImages } from "./providers/images/wikimedia-resolver.ts";
import { createRoutingProvider } from "./providers/routing/index.ts";
import { createTrainAvailabilityProvider } from "./providers/trains/index.ts";
import { createWeatherProvider } from "./providers/weather/index.ts";
import { loadStations } from "./rail/stations.ts";
import { loadTimetable, TIMETABLE_DIR } from "./rail/timetable.ts";
import { SearchService } from "./search/search-service.ts";
import type { AppServices } from "./services.ts";

const root = path.resolve(import.meta.dirname, "..");
/** JSON answers are emptied on every catalogue change; the expiry only bounds memory. */
const RESPONSE_CACHE_TTL_MS = 10 * 60_000;
/** How long a shared page may show what does not go through the catalogue (the weather, say). */
const PAGE_CACHE_TTL_MS = 30_000;

export type RunningServer = {
  url: string;
  sliderUrl: string | undefined;
  services: AppServices;
  /**
   * Stops: /healthz fails at once; after `noticeMs` the listeners close; requests in progress
   * finish within `graceMs` (then their connections are cut); then the database closes. Resolves
   * `true` when every request finished in time. Defaults: the configured ones for a signal, none
   * for tests.
   */
  stop(options?: { graceMs?: number; noticeMs?: number }): Promise<boolean>;
};

/** Opens the database, brings it up to date, and starts the listeners. */
export async function startServer(
  config: Config,
  options: { dev?: boolean } = {},
): Promise<RunningServer> {
  const logger = createLogger(config);
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    if (config.seedOnStart) {
      // An empty database is filled, and one seeded from other content is brought up to date,
      // so a `git pull` of new content shows after a restart (reviews and accounts untouched).
      const { content } = await import("../content/index.ts");
      const summary = await seedContent(database.db, content, { onlyIfChanged: true });
      if (summary) logger.info(summary, "seeded the database from content/");
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  let secret: string;
  try {
    secret = await sessionSecret(database.db, config.auth.secret);
  } catch (error) {
    await database.close();
    throw error;
  }
  const limiter = new RateLimiter(database.db);
  const auth = createAuth({ db: database.db, config, logger, limiter, secret });
  let catalogue: CatalogueStore;
  let stopFollowing: () => Promise<void>;
  try {
    catalogue = await CatalogueStore.open(database.db, logger);
    stopFollowing = await followOtherProcesses(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const cache = new ResponseCache({ ttlMs: RESPONSE_CACHE_TTL_MS });
  const pageCache = new PageCache({ ttlMs: PAGE_CACHE_TTL_MS });
  catalogue.onSwap(() => {
    cache.clear();
    pageCache.clear();
  });
  const search = new SearchService(catalogue);
  // The open data sets are read once here; without them, the built-in stations and airports.
  const openData = pathToFileURL(`${config.openDataDir}/`);
  const timetable = loadTimetable(TIMETABLE_DIR);
  const photos = createPhotoStore(config, catalogue, logger);
  const services: AppServices = {
    config,
    lifecycle: { draining: false },
    database,
    db: database.db,
    logger,
    catalogue,
    cache,
    pageCache,
    search,
    weather: createWeatherProvider(config.weather),
    rail: {
      stations: loadStations({ openDataDir: openData, timetable }),
      timetable,
      availability: createTrainAvailabilityProvider(config.trains),
    },
    routing: createRoutingProvider(config.routing),
    flights: {
      airports: loadAirports(openData),
      offers: createFlightOffersProvider(config.flights),
    },
    images:
      config.imageProvider === "offline"
        ? offlineImages
        : wikimediaImages((key) => photos.isUnavailable(key)),
    photos,
    auth,
    limiter,
  };
  const { pages, assets, closeDev } = options.dev
    ? await viteHandlers(services)
    : await builtHandlers(services);

  const server = await listen(createApp(services, { pages, assets }), config.host, config.port);
  const slider = config.sliderPort
    ? await listen(createSliderApp(services), config.host, config.sliderPort)
    : undefined;
  const url = `http://localhost:${addressPort(server)}`;
  logger.info({ url, database: database.kind }, "Safarnama is listening");
  const lookups = new AbortController();
  // Ended rate-limit windows are dropped every ten minutes.
  const sweeper = setInterval(() => {
    limiter.sweep().catch((error) => logger.warn({ err: error }, "rate-limit sweep failed"));
  }, 10 * 60_000);
  sweeper.unref();
  const credits =
    config.imageProvider === "wikimedia" ? resolveCredits(services, lookups.signal) : undefined;

  return {
    url,
    sliderUrl: slider ? `http://localhost:${addressPort(slider)}` : undefined,
    services,
    async stop({ graceMs = 2000, noticeMs = 0 } = {}) {
      services.lifecycle.draining = true;
      if (noticeMs > 0) await new Promise((resolve) => setTimeout(resolve, noticeMs));
      clearInterval(sweeper);
      lookups.abort();
      const [drained] = await Promise.all([
        close(server, graceMs),
        slider ? close(slider, graceMs) : true,
        credits,
      ]);
      await Promise.all([closeDev?.(), photos.close()]);
      await stopFollowing();
      catalogue.close();
      await database.close();
      return drained;
    },
  };
}

/** Background lookup of photo credits; pages show each batch of photographs as it is stored. */
async function resolveCredits(services: AppServices, signal: AbortSignal) {
  try {
    const result = await resolveWikipediaImages(services.db, services.config.wikimedia, {
      logger: services.logger,
      signal,
    });
    services.logger.info(result, "image credits looked up");
  } catch (error) {
    services.logger.warn({ err: error }, "image credit lookup stopped");
  }
}

async function builtHandlers(services: AppServices): Promise<Handlers> {
  const serverEntry = path.join(root, "build/server/index.js");
  if (!existsSync(serverEntry)) {
    throw new Error("No build found in build/: run `npm run build` first (npm start does).");
  }
  const build = (await import(serverEntry)) as ServerBuild;
  return {
    pages: pagesHandler(() => Promise.resolve(build), services),
    assets: staticAssets(path.join(root, "build/client")),
    closeDev: undefined,
  };
}

type Handlers = {
  pages: RequestHandler;
  assets: RequestHandler;
  closeDev: (() => Promise<void>) | undefined;
};

async function viteHandlers(services: AppServices): Promise<Handlers> {
  const vite = await import("vite");
  const dev = await vite.createServer({ root, server: { middlewareMode: true } });
  const loadBuild = () =>
    dev.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  return {
    pages: pagesHandler(loadBuild, services),
    assets: dev.middlewares as unknown as RequestHandler,
    closeDev: () => dev.close(),
  };
}

function listen(app: Express, host: string, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    server.once("listening", () => resolve(server));
    server.once("error", reject);
  });
}

function addressPort(server: Server): number {
  const address = server.address();
  return typeof address === "object" && address ? address.port : 0;
}

/**
 * Stops accepting connections, ends idle keep-alive ones, and waits for the requests in progress
 * (their answers carry `Connection: close`). Resolves true when they all finished within
 * `graceMs`, false when the rest had to be cut.
 */
function close(server: Server, graceMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const deadline = setTimeout(() => {
      server.closeAllConnections();
      resolve(false);
    }, graceMs);
    deadline.unref();
    server.close(() => {
      clearTimeout(deadline);
      resolve(true);
    });
    server.closeIdleConnections();
    // A connection that finishes its request goes idle: end it too, until none is left.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    sweep.unref();
    server.once("close", () => clearInterval(sweep));
  });
}

export type { Logger };
