import { Router } from "express";
import { MONTHS, newCitySchema } from "../../../content/schema.ts";
import { viewerOfRequest } from "../../auth/auth.ts";
import { CityExists, createCity } from "../../data/cities.server.ts";
import { isEditor } from "../../data/profiles.server.ts";
import type { AppServices } from "../../services.ts";
import { sendJsonError } from "../errors.ts";
import { jsonBody } from "../validate.ts";

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A month as the old form sent it (a name in any case, or 1-12) as our schema's month name. */
function month(value: unknown): unknown {
  if (typeof value === "number" && value >= 1 && value <= 12) return MONTHS[value - 1];
  if (typeof value !== "string") return value;
  const found = MONTHS.find((name) =>
    name.toLowerCase().startsWith(value.trim().toLowerCase().slice(0, 3)),
  );
  return value.trim().length >= 3 && found ? found : value;
}

function season(value: unknown): unknown {
  return isObject(value) ? { ...value, start: month(value.start), end: month(value.end) } : value;
}

/**
 * The spec's add-city payload (cityName, peakSeason, overview.cityTitle, ...) in our city schema's
 * names; a body already in our names passes as it is. Fields our schema needs that the old form
 * did not have (coordinates, categories, airport and station codes, a photo) must be sent too:
 * a city without them could not be shown on a map or found by month.
 */
export function fromLegacyCity(body: unknown): unknown {
  if (!isObject(body) || !("cityName" in body)) return body;
  const overview = isObject(body.overview) ? body.overview : {};
  const {
    cityName,
    peakSeason,
    moderateSeason,
    offSeason,
    attractions: _a,
    hotels: _h,
    ...rest
  } = body;
  return {
    ...rest,
    name: cityName,
    state: body.state ?? overview.state,
    seasons: body.seasons ?? {
      peak: season(peakSeason),
      moderate: season(moderateSeason),
      off: season(offSeason),
    },
    overview: {
      title: overview.title ?? overview.cityTitle,
      history: overview.history ?? overview.cityHistory,
      touristPlaces: overview.touristPlaces,
      famousFor: overview.famousFor,
      weather: overview.weather,
    },
  };
}

/** `POST /submit-city-details`: editors only; the city is on the site as soon as it is stored. */
export function addCityRouter(services: AppServices): Router {
  const router = Router();
  router.post("/submit-city-details", jsonBody({ limit: 64 * 1024 }), async (req, res, next) => {
    try {
      const viewer = await viewerOfRequest(services.auth, req);
      if (!viewer) {
        return sendJsonError(
          res,
          401,
          "unauthenticated",
          "Please log in with an editor account to add a city.",
        );
      }
      if (!(await isEditor(services.db, viewer.id))) {
        return sendJsonError(
          res,
          403,
          "forbidden",
          "Only editors can add cities. Ask an editor to promote your account.",
        );
      }
      const parsed = newCitySchema.safeParse(fromLegacyCity(req.body));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return sendJsonError(
          res,
          400,
          "invalid_parameter",
          `Invalid body parameter '${issue?.path.join(".") || "body"}': ${issue?.message ?? "invalid"}.`,
        );
      }
      const slug = await createCity(services.db, parsed.data);
      res.status(201).json({ message: "City added.", slug, name: parsed.data.name });
    } catch (error) {
      if (error instanceof CityExists) return sendJsonError(res, 409, "conflict", error.message);
      next(error);
    }
  });
  return router;
}
