import type { Auth } from "./auth/auth.ts";
import type { RateLimiter } from "./auth/rate-limit.ts";
import type { Config } from "./config.ts";
import type { Database, DatabaseHandle } from "./db/client.ts";
import type { ResponseCache } from "./http/response-cache.ts";
import type { PhotoStore } from "./images/photo-store.ts";
import type { Logger } from "./logger.ts";
import type { ImageProvider } from "./providers/images/provider.ts";
import type { WeatherProvider } from "./providers/weather/types.ts";
import type { SearchService } from "./search/search-service.ts";

/**
 * The long-lived objects of one server process. They are created once in `main.ts` and handed to
 * the JSON routes and, through the router context, to the page loaders: the page bundle never
 * creates state of its own (see docs/decisions/0003-one-process-server.md).
 */
export type AppServices = {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  logger: Logger;
  /** Serialised answers of the read-mostly JSON calls; clear it after a catalogue write. */
  cache: ResponseCache;
  images: ImageProvider;
  /** Our copies of Commons photographs, made at first use (issue 9). */
  photos: PhotoStore;
  search: SearchService;
  weather: WeatherProvider;
  /** better-auth: accounts, sessions, social sign-in. */
  auth: Auth;
  /** Database-backed counters shared by every process (sign-in limits). */
  limiter: RateLimiter;
};
