import path from "node:path";
import { z } from "zod";

// 0 asks the system for a free port (tests use it).
const port = z.coerce.number().int().min(0).max(65_535);
const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
/** `max/seconds`, e.g. `10/900`: at most 10 attempts in 15 minutes. */
const limitSpec = z
  .string()
  .regex(/^\d+\/\d+$/, "must be max/seconds, e.g. 10/900")
  .transform((value) => {
    const [max, windowSeconds] = value.split("/").map(Number);
    return { max: max ?? 0, windowSeconds: windowSeconds ?? 0 };
  })
  .refine((limit) => limit.max >= 1 && limit.windowSeconds >= 1, "both numbers must be at least 1");

/** Every environment variable the server reads. `.env.example` lists the same names. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: port.default(5000),
  SLIDER_PORT: z.preprocess(emptyAsUndefined, port.optional()),
  /** After SIGTERM: how long requests in progress may take to finish (issue 10, finding 9). */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * After SIGTERM and before the listener closes: how long /healthz answers 503 while requests are
   * still served, for load balancers that poll it. 0 (the default) closes the listener at once.
   */
  SHUTDOWN_NOTICE_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  DATA_DIR: z.string().min(1).default("./data"),
  /**
   * The open data sets (railway stations, airports) the train and flight search read: never
   * copied into the repository (issue 11). Without them, the built-in stations and airports only.
   */
  OPEN_DATA_DIR: z.string().min(1).default("../shared/data"),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
      .optional(),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  CORS_ORIGINS: z.string().default("*"),
  CORS_WRITE_ORIGINS: z.string().default(""),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  SEED_ON_START: z.enum(["true", "false"]).default("true"),
  IMAGE_PROVIDER: z.enum(["wikimedia", "offline"]).default("wikimedia"),
  WIKIPEDIA_REST_URL: z.url().default("https://en.wikipedia.org/api/rest_v1"),
  COMMONS_API_URL: z.url().default("https://commons.wikimedia.org/w/api.php"),
  COMMONS_UPLOAD_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .default("https://upload.wikimedia.org/wikipedia/commons"),
  WIKIMEDIA_CONTACT: z.preprocess(emptyAsUndefined, z.string().min(3).max(200).optional()),
  WEATHER_PROVIDER: z.enum(["auto", "open-meteo", "weatherapi", "offline"]).default("auto"),
  WEATHERAPI_KEY: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  OPEN_METEO_URL: z.url().default("https://api.open-meteo.com/v1/forecast"),
  WEATHERAPI_URL: z.url().default("https://api.weatherapi.com/v1/forecast.json"),
  /** Flight offers (issue 11; docs/decisions/0026): `auto` is Duffel when a token is set. */
  FLIGHTS_PROVIDER: z.enum(["auto", "duffel", "offline"]).default("auto"),
  DUFFEL_ACCESS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  DUFFEL_API_URL: z.url().default("https://api.duffel.com"),
  /** Rupees per unit of Duffel's billing currency, e.g. `USD=84.2,GBP=108.5`. */
  DUFFEL_INR_RATES: z.string().default(""),
  /** Live seat availability (issue 11; docs/decisions/0025): `auto` is IRCTC1 when a key is set. */
  TRAIN_AVAILABILITY_PROVIDER: z.enum(["auto", "irctc1", "offline"]).default("auto"),
  IRCTC1_RAPIDAPI_KEY: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  IRCTC1_API_URL: z.url().default("https://irctc1.p.rapidapi.com"),
  /** An OSRM-compatible router for the trip planner's directions (issue 12); unset: estimates. */
  ROUTER_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  ROUTER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/.+\{z\}.+\{x\}.+\{y\}/, "must be a tile URL template with {z}, {x} and {y}")
    .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  MAP_ATTRIBUTION: z.string().min(1).default("© OpenStreetMap contributors"),
  ALLOW_TEST_FAULTS: z.enum(["true", "false"]).default("false"),
  AUTH_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, "must be at least 32 characters (openssl rand -base64 32)").optional(),
  ),
  AUTH_LIMIT_SIGN_IN_IP: limitSpec.prefault("30/600"),
  AUTH_LIMIT_SIGN_IN_ACCOUNT: limitSpec.prefault("10/900"),
  AUTH_SLOW_SIGN_IN_ACCOUNT: limitSpec.prefault("20/900"),
  AUTH_LIMIT_SIGN_UP_IP: limitSpec.prefault("10/3600"),
  /** Reviews one traveller may post in a window, e.g. 10 in 10 minutes (issue 10). */
  REVIEW_LIMIT: limitSpec.prefault("10/600"),
  GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  OIDC_ISSUER: z.preprocess(emptyAsUndefined, z.url().optional()),
  OIDC_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  OIDC_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  OIDC_NAME: z.string().min(1).max(40).default("single sign-on"),
});

export type Env = z.input<typeof envSchema>;

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  sliderPort: number | undefined;
  shutdown: { graceMs: number; noticeMs: number };
  dataDir: string;
  /** Absolute; the folder may be missing (then only our built-in stations and airports). */
  openDataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  /** Origins allowed to read the public JSON calls; `*` means any. */
  corsReadOrigins: string[];
  /** Origins allowed to make credentialed, state-changing calls. Same-origin is always allowed. */
  corsWriteOrigins: string[];
  /** Without a trailing slash. */
  publicUrl: string | undefined;
  seedOnStart: boolean;
  /** `offline` shows our placeholder art instead of any remote photograph. */
  imageProvider: "wikimedia" | "offline";
  /** Where the image-credit resolver asks Wikimedia (a local fake in tests). */
  wikimedia: {
    wikipediaRest: string;
    commonsApi: string;
    /** Base of Commons originals, `{base}/{a}/{ab}/{File}`, without a trailing slash. */
    commonsUpload: string;
    /** Who Wikimedia can reach about our requests: a URL or e-mail, for the User-Agent. */
    contact: string | undefined;
  };
  weather: {
    /** `auto`: WeatherAPI.com when a key is set, else Open-Meteo. `offline`: no forecast calls. */
    provider: "open-meteo" | "weatherapi" | "offline";
    weatherApiKey: string | undefined;
    openMeteoUrl: string;
    weatherApiUrl: string;
  };
  map: { tileUrl: string; attribution: string };
  /** Directions for the trip planner: an OSRM-compatible router, or straight-line estimates. */
  routing: { routerUrl: string | undefined; timeoutMs: number };
  flights: {
    /** FLIGHTS_PROVIDER after "auto" is resolved: Duffel when DUFFEL_ACCESS_TOKEN is set. */
    provider: "offline" | "duffel";
    /** duffel_test_... (sandbox) or duffel_live_... */
    duffelAccessToken: string | undefined;
    duffelUrl: string;
    /** DUFFEL_INR_RATES: rupees one unit of each currency buys. */
    duffelInrRates: Readonly<Record<string, number>>;
  };
  trains: {
    /** TRAIN_AVAILABILITY_PROVIDER after "auto": IRCTC1 on RapidAPI when its key is set. */
    provider: "irctc1" | "offline";
    irctc1Key: string | undefined;
    irctc1Url: string;
  };
  auth: {
    /** Signs session cookies; made and kept in the database when unset. */
    secret: string | undefined;
    /**
     * `signInAccount` is per account and address; past `signInAccountSlow` attempts on one
     * account from all addresses, each further one waits longer (issue 10, item 7).
     */
    limits: { signInIp: Limit; signInAccount: Limit; signInAccountSlow: Limit; signUpIp: Limit };
    google: { clientId: string; clientSecret: string } | undefined;
    /** Any standard OpenID Connect provider, found through its issuer's discovery document. */
    oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | undefined;
  };
  /** End-to-end tests only: honour the `x-test-fault` header (docs/decisions/0010-pages-and-performance.md). */
  allowTestFaults: boolean;
  /** Reviews one traveller may post in a window (issue 10). */
  reviewLimit: Limit;
};

export type Limit = { max: number; windowSeconds: number };

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * "USD=84.2, GBP=108.5" → { USD: 84.2, GBP: 108.5 }: the rupees one unit buys. Duffel prices in
 * the account's billing currency, so without a rate for it no offer can be shown in rupees.
 * Throws a ConfigError naming the variable for anything else.
 */
export function parseInrRates(text: string): Record<string, number> {
  const rates: Record<string, number> = {};
  for (const item of text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([A-Z]{3})\s*=\s*(\d+(?:\.\d+)?)$/.exec(item);
    const rate = Number(match?.[2]);
    if (!match?.[1] || !(rate > 0)) {
      throw new ConfigError(
        `DUFFEL_INR_RATES must look like "USD=84.2,GBP=108.5" (rupees per unit); got "${item}"`,
      );
    }
    rates[match[1]] = rate;
  }
  return rates;
}

const list = (value: string) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** Parses the environment; a bad value throws a ConfigError naming each variable at fault. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) =>
        `  ${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const e = result.data;
  const partial = (names: string[]) => {
    const set = names.filter((name) => env[name]);
    if (set.length > 0 && set.length < names.length) {
      throw new ConfigError(
        `Invalid configuration:\n  ${names.filter((name) => !env[name]).join(", ")}: must be set together with ${set.join(", ")}`,
      );
    }
  };
  partial(["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"]);
  partial(["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"]);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    sliderPort: e.SLIDER_PORT,
    shutdown: { graceMs: e.SHUTDOWN_GRACE_MS, noticeMs: e.SHUTDOWN_NOTICE_MS },
    dataDir: path.resolve(e.DATA_DIR),
    openDataDir: path.resolve(e.OPEN_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    corsReadOrigins: list(e.CORS_ORIGINS),
    corsWriteOrigins: list(e.CORS_WRITE_ORIGINS),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ""),
    seedOnStart: e.SEED_ON_START === "true",
    imageProvider: e.IMAGE_PROVIDER,
    wikimedia: {
      wikipediaRest: e.WIKIPEDIA_REST_URL.replace(/\/$/, ""),
      commonsApi: e.COMMONS_API_URL,
      commonsUpload: e.COMMONS_UPLOAD_URL.replace(/\/+$/, ""),
      contact: e.WIKIMEDIA_CONTACT ?? e.PUBLIC_URL?.replace(/\/+$/, ""),
    },
    weather: {
      provider:
        e.WEATHER_PROVIDER === "auto"
          ? e.WEATHERAPI_KEY
            ? "weatherapi"
            : "open-meteo"
          : e.WEATHER_PROVIDER,
      weatherApiKey: e.WEATHERAPI_KEY,
      openMeteoUrl: e.OPEN_METEO_URL,
      weatherApiUrl: e.WEATHERAPI_URL,
    },
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_ATTRIBUTION },
    routing: { routerUrl: e.ROUTER_URL?.replace(/\/+$/, ""), timeoutMs: e.ROUTER_TIMEOUT_MS },
    flights: {
      provider:
        e.FLIGHTS_PROVIDER === "auto"
          ? e.DUFFEL_ACCESS_TOKEN
            ? "duffel"
            : "offline"
          : e.FLIGHTS_PROVIDER,
      duffelAccessToken: e.DUFFEL_ACCESS_TOKEN,
      duffelUrl: e.DUFFEL_API_URL.replace(/\/+$/, ""),
      duffelInrRates: parseInrRates(e.DUFFEL_INR_RATES),
    },
    trains: {
      provider:
        e.TRAIN_AVAILABILITY_PROVIDER === "auto"
          ? e.IRCTC1_RAPIDAPI_KEY
            ? "irctc1"
            : "offline"
          : e.TRAIN_AVAILABILITY_PROVIDER,
      irctc1Key: e.IRCTC1_RAPIDAPI_KEY,
      irctc1Url: e.IRCTC1_API_URL.replace(/\/+$/, ""),
    },
    allowTestFaults: e.ALLOW_TEST_FAULTS === "true",
    reviewLimit: e.REVIEW_LIMIT,
    auth: {
      secret: e.AUTH_SECRET,
      limits: {
        signInIp: e.AUTH_LIMIT_SIGN_IN_IP,
        signInAccount: e.AUTH_LIMIT_SIGN_IN_ACCOUNT,
        signInAccountSlow: e.AUTH_SLOW_SIGN_IN_ACCOUNT,
        signUpIp: e.AUTH_LIMIT_SIGN_UP_IP,
      },
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
          : undefined,
      oidc:
        e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
          ? {
              issuer: e.OIDC_ISSUER.replace(/\/+$/, ""),
              clientId: e.OIDC_CLIENT_ID,
              clientSecret: e.OIDC_CLIENT_SECRET,
              name: e.OIDC_NAME,
            }
          : undefined,
    },
  };
}
