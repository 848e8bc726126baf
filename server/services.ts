import type { Auth, Viewer } from "./auth/auth.ts";
import type { RateLimiter } from "./auth/rate-limit.ts";
import type { Config } from "./config.ts";
import type { CatalogueStore } from "./data/catalogue/store.server.ts";
import type { Profile } from "./data/profiles.server.ts";
import type { Database, DatabaseHandle } from "./db/client.ts";
import type { AirportIndex } from "./flights/airports.ts";
import type { PageCache } from "./http/page-cache.ts";
import type { ResponseCache } from "./http/response-cache.ts";
import type { PhotoStore } from "./images/photo-store.ts";
import type { Logger } from "./logger.ts";
import type { FlightOffersProvider } from "./providers/flights/types.ts";
import type { ImageProvider } from "./providers/images/provider.ts";
import type { RoutingProvider } from "./providers/routing/types.ts";
import type { TrainAvailabilityProvider } from "./providers/trains/types.ts";
import type { WeatherProvider } from "./providers/weather/types.ts";
import type { StationIndex } from "./rail/stations.ts";
import type { Timetable } from "./rail/timetable.ts";
import type { SearchService } from "./search/search-service.ts";

/**
 * The long-lived objects of one server process. They are created once in `main.ts` and handed to
 * the JSON routes and, through the router context, to the page loaders: the page bundle never
 * creates state of its own (see docs/decisions/0003-one-process-server.md).
 */
export type AppServices = {
  config: Config;
  /** Set once the process has been asked to stop: /healthz fails, connections close after use. */
  lifecycle: { draining: boolean };
  database: DatabaseHandle;
  db: Database;
  logger: Logger;
  /** The catalogue read model: every page and JSON call reads cities, places, hotels and cards here. */
  catalogue: CatalogueStore;
  /** Serialised answers of the read-mostly JSON calls; emptied whenever the catalogue changes. */
  cache: ResponseCache;
  /** Rendered pages for visitors without a session; emptied whenever the catalogue changes. */
  pageCache: PageCache;
  images: ImageProvider;
  /** Our copies of Commons photographs, made at first use (issue 9). */
  photos: PhotoStore;
  search: SearchService;
  weather: WeatherProvider;
  /** Trains (issue 11): the stations, our compiled timetable, and live availability if any. */
  rail: { stations: StationIndex; timetable: Timetable; availability: TrainAvailabilityProvider };
  /** Directions for the trip planner (issue 12): a router, or straight-line estimates. */
  routing: RoutingProvider;
  /** Flights (issue 11): the airports, and live offers if a provider is configured. */
  flights: { airports: AirportIndex; offers: FlightOffersProvider };
  /** better-auth: accounts, sessions, social sign-in. */
  auth: Auth;
  /** Database-backed counters shared by every process (sign-in limits). */
  limiter: RateLimiter;
};

/** What one page request's loaders and actions get: the services, and this request's own parts. */
export type RequestContext = AppServices & {
  cspNonce: string;
  /**
   * The text of one of the build's own stylesheets, to write into the page instead of linking it;
   * undefined in development, where Vite serves styles itself (docs/decisions/0017).
   */
  stylesheet: (href: string) => string | undefined;
  clientIp: string;
  /** The signed-in person, or null; the session is read on first call and remembered. */
  viewer: () => Promise<Viewer | null>;
  /** The signed-in person's profile, or undefined; read once per request, whoever asks. */
  profile: () => Promise<Profile | undefined>;
};
