import { type Request, type RequestHandler, type Response, Router } from "express";
import { tripPlan } from "../../common/trip.ts";
import { type Viewer, viewerOfRequest } from "../auth/auth.ts";
import {
  createTrip,
  deleteTrip,
  duplicateTrip,
  getSharedTrip,
  getTrip,
  InvalidTrip,
  importTrips,
  listTrips,
  renameTrip,
  revokeShare,
  shareTrip,
  TooManyTrips,
  TripForbidden,
  TripNotFound,
  updateTrip,
} from "../data/trips.server.ts";
import type { AppServices } from "../services.ts";
import { TripNotScheduled, tripToIcs } from "../trips/ics.ts";
import { sendJsonError } from "./errors.ts";
import { publicOrigin } from "./origin.ts";
import {
  IMPORT_BODY_BYTES,
  importBody,
  PLAN_BODY_BYTES,
  renameBody,
  tripId,
} from "./trip-bodies.ts";
import { jsonBody, parseOr400 } from "./validate.ts";

/** The page a share link opens (the JSON is at /api/v1/shared-trips/{shareId}). */
export const sharedTripPath = (shareId: string) => `/trips/shared/${shareId}`;

type Handler = (req: Request, res: Response, viewer: Viewer) => Promise<void>;

/** Answers the store's refusals; anything else (a database outage: 503) goes to errorHandler. */
function sendTripError(res: Response, error: unknown): boolean {
  if (error instanceof TripNotFound) sendJsonError(res, 404, "not_found", "No such trip.");
  else if (error instanceof TripForbidden) sendJsonError(res, 403, "forbidden", error.message);
  else if (error instanceof TooManyTrips) sendJsonError(res, 409, "too_many_trips", error.message);
  else if (error instanceof TripNotScheduled) sendJsonError(res, 409, error.code, error.message);
  else if (error instanceof InvalidTrip)
    sendJsonError(
      res,
      400,
      "invalid_parameter",
      `Invalid body parameter '${error.field}': ${error.reason}.`,
    );
  else return false;
  return true;
}

/**
 * Saved trips (issue 12) under /api/v1/trips, for the signed-in owner only: anyone else gets 403,
 * reads included, since a trip is private until shared. And /api/v1/shared-trips/{shareId}, the
 * read-only view of a share link, for anyone. Mounted at the root, like reviewsRouter, before
 * /api/v1's read router (which answers 404 for any path it does not know). State-changing calls
 * pass csrfGuard and the CORS write rules first, as every write does.
 */
export function tripsRouter(services: AppServices): Router {
  const router = Router();
  const { db } = services;
  const planJson = jsonBody({ limit: PLAN_BODY_BYTES, strict: true });
  const importJson = jsonBody({ limit: IMPORT_BODY_BYTES, strict: true });
  const titleJson = jsonBody({ limit: 16 * 1024, strict: true });
  const base = "/api/v1/trips";

  /** Signed in, or 401; then the work, with the store's refusals answered. Never cached. */
  const own =
    (work: Handler): RequestHandler =>
    async (req, res, next) => {
      try {
        res.set("Cache-Control", "no-store");
        const viewer = await viewerOfRequest(services.auth, req);
        if (!viewer) return sendJsonError(res, 401, "unauthenticated", "Please log in.");
        await work(req, res, viewer);
      } catch (error) {
        if (!sendTripError(res, error)) next(error);
      }
    };
  /** The trip of the path, known and the viewer's own, or an error thrown for sendTripError. */
  const ownTrip = async (req: Request, viewer: Viewer) => {
    const id = tripId.safeParse(req.params.id);
    const found = id.success ? await getTrip(db, id.data) : undefined;
    if (!found) throw new TripNotFound("No such trip.");
    if (found.ownerId !== viewer.id) throw new TripForbidden("This trip is not yours.");
    return found.trip;
  };
  /** The id of the path, for the store (which checks the owner in its transaction). */
  const idOf = (req: Request) => {
    const id = tripId.safeParse(req.params.id);
    if (!id.success) throw new TripNotFound("No such trip.");
    return id.data;
  };
  const catalogue = () => services.catalogue.current();

  router.get(
    base,
    own(async (_req, res, viewer) => {
      res.json({ data: await listTrips(db, viewer.id) });
    }),
  );

  router.post(
    base,
    planJson,
    own(async (req, res, viewer) => {
      const plan = parseOr400(res, tripPlan, req.body, "body");
      if (!plan) return;
      const trip = await createTrip(db, viewer.id, plan, catalogue());
      res.status(201).location(`${base}/${trip.id}`).json({ data: trip });
    }),
  );

  router.post(
    `${base}/import`,
    importJson,
    own(async (req, res, viewer) => {
      const body = parseOr400(res, importBody, req.body, "body");
      if (!body) return;
      res.status(201).json({ data: await importTrips(db, viewer.id, body.trips, catalogue()) });
    }),
  );

  router.get(
    `${base}/:id`,
    own(async (req, res, viewer) => {
      res.json({ data: await ownTrip(req, viewer) });
    }),
  );

  router.put(
    `${base}/:id`,
    planJson,
    own(async (req, res, viewer) => {
      const id = idOf(req);
      const plan = parseOr400(res, tripPlan, req.body, "body");
      if (!plan) return;
      res.json({ data: await updateTrip(db, viewer.id, id, plan, catalogue()) });
    }),
  );

  router.patch(
    `${base}/:id`,
    titleJson,
    own(async (req, res, viewer) => {
      const id = idOf(req);
      const body = parseOr400(res, renameBody, req.body, "body");
      if (!body) return;
      res.json({ data: await renameTrip(db, viewer.id, id, body.title) });
    }),
  );

  router.post(
    `${base}/:id/duplicate`,
    own(async (req, res, viewer) => {
      const copy = await duplicateTrip(db, viewer.id, idOf(req), catalogue());
      res.status(201).location(`${base}/${copy.id}`).json({ data: copy });
    }),
  );

  router.delete(
    `${base}/:id`,
    own(async (req, res, viewer) => {
      await deleteTrip(db, viewer.id, idOf(req));
      res.status(204).end();
    }),
  );

  router.post(
    `${base}/:id/share`,
    own(async (req, res, viewer) => {
      const shareId = await shareTrip(db, viewer.id, idOf(req));
      const url = `${publicOrigin(services.config, req)}${sharedTripPath(shareId)}`;
      res.json({ data: { shareId, url } });
    }),
  );

  router.delete(
    `${base}/:id/share`,
    own(async (req, res, viewer) => {
      await revokeShare(db, viewer.id, idOf(req));
      res.status(204).end();
    }),
  );

  router.get(
    `${base}/:id/ics`,
    own(async (req, res, viewer) => {
      const trip = await ownTrip(req, viewer);
      const ics = tripToIcs(trip, catalogue(), { origin: publicOrigin(services.config, req) });
      res.type("text/calendar; charset=utf-8");
      res.attachment(`${trip.from}-to-${trip.to}.ics`);
      res.send(ics);
    }),
  );

  router.get("/api/v1/shared-trips/:shareId", async (req, res, next) => {
    try {
      // Revoking must take effect at once: no copy kept anywhere.
      res.set("Cache-Control", "no-store");
      res.set("X-Robots-Tag", "noindex");
      const shareId = tripId.safeParse(req.params.shareId);
      const trip = shareId.success ? await getSharedTrip(db, shareId.data) : undefined;
      if (!trip) return sendJsonError(res, 404, "not_found", "No such shared trip.");
      res.json({ data: trip });
    } catch (error) {
      next(error);
    }
  });

  return router;
}
