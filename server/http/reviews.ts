import { type Request, type Response, Router } from "express";
import { z } from "zod";
import { legacyStoreInput, REVIEW_SUCCESS, reviewInput } from "../../common/review-form.ts";
import { reviewTooMany } from "../../common/review-messages.ts";
import { type Viewer, viewerOfRequest } from "../auth/auth.ts";
import { getReviewSubject } from "../data/catalogue/queries.ts";
import {
  createReview,
  deleteReview,
  listReviews,
  type OwnReviewResult,
  pageOfReviews,
  type Review,
  type ReviewKind,
  updateReview,
} from "../data/reviews.server.ts";
import type { AppServices } from "../services.ts";
import { sendJsonError } from "./errors.ts";
import type { LegacyReviewError, LegacyReviewList } from "./legacy/shapes.ts";
import { jsonBody, parseOr400 } from "./validate.ts";

const kindParam = z.enum(["city", "place", "hotel"]);
// A Map, not an object: '/api/v1/constructor/x/reviews' must not find Object's constructor.
const pluralKinds = new Map<string, ReviewKind>([
  ["cities", "city"],
  ["places", "place"],
  ["hotels", "hotel"],
]);
const viewBody = z.object({ name: z.string().trim().min(1, "must not be empty").max(120) });
const idParam = z.coerce.number().int().min(1).max(2_147_483_647);
/** `/api/v1/{kinds}/{slug}/reviews?limit=&after=`: a page at a time, newest first. */
const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  after: idParam.optional(),
});

const present = (review: Review) => ({
  id: review.id,
  username: review.author,
  review: review.body,
  rating: review.rating,
  createdAt: review.createdAt.toISOString(),
});

/**
 * Reviews: the legacy calls `POST /view-review-{type}` and `POST /store-review-{type}` (spec
 * section 7), and ours under /api/v1. The author of a stored review is always the signed-in
 * person; the legacy body's `username` is read and ignored (docs/decisions/0012).
 */
export function reviewsRouter(services: AppServices): Router {
  const router = Router();
  const json = jsonBody({ limit: 16 * 1024, strict: true });
  const { db } = services;

  const signedIn = async (req: Request, res: Response): Promise<Viewer | undefined> => {
    const viewer = await viewerOfRequest(services.auth, req);
    if (!viewer) {
      sendJsonError(res, 401, "unauthenticated", "Please log in to submit a review.");
      return undefined;
    }
    return viewer;
  };
  const tooMany = (res: Response, retryAfterSeconds: number) => {
    res.set("Retry-After", String(retryAfterSeconds));
    sendJsonError(res, 429, "too_many_reviews", reviewTooMany(retryAfterSeconds));
  };
  const afterWrite = (res: Response) => {
    res.set("Cache-Control", "no-store");
  };
  const ownResult = (res: Response, result: OwnReviewResult, done: () => void) => {
    if (result === "not-found") return sendJsonError(res, 404, "not_found", "No such review.");
    if (result === "forbidden")
      return sendJsonError(res, 403, "forbidden", "You can change only your own reviews.");
    done();
  };

  router.post("/view-review-:type", json, async (req, res, next) => {
    try {
      const kind = parseOr400(res, kindParam, req.params.type, "path");
      if (!kind) return;
      const body = parseOr400(res, viewBody, req.body, "body");
      if (!body) return;
      const subject = getReviewSubject(services.catalogue.current(), kind, { name: body.name });
      // The original client reads `response.reviews`, and `error` on failure (issue 9).
      if (!subject) {
        const error: LegacyReviewError = {
          error: true,
          message: `We have no ${kind} by that name.`,
        };
        return res.status(404).json(error);
      }
      const answer: LegacyReviewList = {
        success: true,
        reviews: (await listReviews(db, subject)).map(present),
      };
      res.set("Cache-Control", "no-cache");
      res.json(answer);
    } catch (error) {
      next(error);
    }
  });

  router.post("/store-review-:type", json, async (req, res, next) => {
    try {
      const kind = parseOr400(res, kindParam, req.params.type, "path");
      if (!kind) return;
      const viewer = await signedIn(req, res);
      if (!viewer) return;
      const body = parseOr400(res, legacyStoreInput, req.body, "body");
      if (!body) return;
      const result = await createReview(db, {
        kind,
        by: { name: body.name },
        userId: viewer.id,
        body: body.review,
        rating: body.rating ?? null,
        limit: services.config.reviewLimit,
      });
      if (result.status === "not-found")
        return sendJsonError(res, 404, "not_found", `We have no ${kind} by that name.`);
      if (result.status === "too-many") return tooMany(res, result.retryAfterSeconds);
      afterWrite(res);
      res.json({ message: REVIEW_SUCCESS, id: result.id });
    } catch (error) {
      next(error);
    }
  });

  router.get("/api/v1/:kinds/:slug/reviews", async (req, res, next) => {
    try {
      const kind = pluralKinds.get(req.params.kinds);
      if (!kind) return next();
      const subject = getReviewSubject(services.catalogue.current(), kind, {
        slug: req.params.slug,
      });
      if (!subject) return sendJsonError(res, 404, "not_found", `We have no ${kind} by that slug.`);
      const query = parseOr400(res, pageQuery, req.query, "query");
      if (!query) return;
      const page = await pageOfReviews(db, subject, query);
      res.set("Cache-Control", "no-cache");
      res.json({ data: page.reviews.map(present), next: page.next });
    } catch (error) {
      next(error);
    }
  });

  router.post("/api/v1/:kinds/:slug/reviews", json, async (req, res, next) => {
    try {
      const kind = pluralKinds.get(req.params.kinds);
      if (!kind) return next();
      const viewer = await signedIn(req, res);
      if (!viewer) return;
      const body = parseOr400(res, reviewInput.strict(), req.body, "body");
      if (!body) return;
      const result = await createReview(db, {
        kind,
        by: { slug: req.params.slug },
        userId: viewer.id,
        body: body.review,
        rating: body.rating,
        limit: services.config.reviewLimit,
      });
      if (result.status === "not-found")
        return sendJsonError(res, 404, "not_found", `We have no ${kind} by that slug.`);
      if (result.status === "too-many") return tooMany(res, result.retryAfterSeconds);
      afterWrite(res);
      res.status(201).json({ data: { id: result.id }, message: REVIEW_SUCCESS });
    } catch (error) {
      next(error);
    }
  });

  router.patch("/api/v1/reviews/:id", json, async (req, res, next) => {
    try {
      const id = parseOr400(res, idParam, req.params.id, "path");
      if (!id) return;
      const viewer = await signedIn(req, res);
      if (!viewer) return;
      const body = parseOr400(res, reviewInput.strict(), req.body, "body");
      if (!body) return;
      const result = await updateReview(db, {
        id,
        userId: viewer.id,
        body: body.review,
        rating: body.rating,
      });
      ownResult(res, result, () => {
        afterWrite(res);
        res.json({ data: { id }, message: "Review updated." });
      });
    } catch (error) {
      next(error);
    }
  });

  router.delete("/api/v1/reviews/:id", async (req, res, next) => {
    try {
      const id = parseOr400(res, idParam, req.params.id, "path");
      if (!id) return;
      const viewer = await signedIn(req, res);
      if (!viewer) return;
      const result = await deleteReview(db, { id, userId: viewer.id });
      ownResult(res, result, () => {
        afterWrite(res);
        res.status(204).end();
      });
    } catch (error) {
      next(error);
    }
  });

  return router;
}
