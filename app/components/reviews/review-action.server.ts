import { data } from "react-router";
import { z } from "zod";
import {
  REVIEW_FAILED,
  REVIEW_SIGN_IN,
  REVIEW_SUCCESS,
  reviewInput,
} from "../../../common/review-form.ts";
import { reviewTooMany } from "../../../common/review-messages.ts";
import {
  createReview,
  deleteReview,
  type ReviewKind,
  updateReview,
} from "../../../server/data/reviews.server.ts";
import type { RequestContext } from "../../context.ts";
import { fieldErrorsOf, formValues } from "../../lib/form-values.ts";
import { readForm } from "../../lib/read-form.server.ts";
import { redirectWith } from "../../lib/session.server.ts";

const reviewId = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * The review action of a city, place or hotel page: write, edit or delete one's own review. The
 * same action serves the form with JavaScript (through a fetcher, answered in place) and without
 * (a plain post, sent back to the reviews with a message).
 */
export async function reviewAction(
  services: RequestContext,
  request: Request,
  kind: ReviewKind,
  name: string,
) {
  const viewer = await services.viewer();
  if (!viewer) return data({ formError: REVIEW_SIGN_IN, fieldErrors: {} }, { status: 401 });
  const values = formValues(await readForm(request));
  const back = `${new URL(request.url).pathname}#reviews`;
  const intent = values.intent ?? "create";

  if (intent === "delete" || intent === "update") {
    const id = reviewId.safeParse(values.id);
    if (!id.success) return data({ formError: REVIEW_FAILED, fieldErrors: {} }, { status: 400 });
    if (intent === "delete") {
      const result = await deleteReview(services.db, { id: id.data, userId: viewer.id });
      return finish(result, back, "review-deleted");
    }
    const parsed = reviewInput.safeParse(values);
    if (!parsed.success) return invalid(parsed.error);
    const result = await updateReview(services.db, {
      id: id.data,
      userId: viewer.id,
      body: parsed.data.review,
      rating: parsed.data.rating,
    });
    return finish(result, back, "review-updated");
  }

  const parsed = reviewInput.safeParse(values);
  if (!parsed.success) return invalid(parsed.error);
  const result = await createReview(services.db, {
    kind,
    by: { name },
    userId: viewer.id,
    body: parsed.data.review,
    rating: parsed.data.rating,
    limit: services.config.reviewLimit,
  });
  if (result.status === "not-found")
    return data(
      { formError: `We have no ${kind} by that name.`, fieldErrors: {} },
      { status: 404 },
    );
  if (result.status === "too-many")
    return data(
      { formError: reviewTooMany(result.retryAfterSeconds), fieldErrors: {} },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  // The page's script asks for an answer it can show in place; a plain form post is sent back
  // to the reviews (post, redirect, get), with the message as a flash.
  if (values.respond === "data") return { ok: true, message: REVIEW_SUCCESS, fieldErrors: {} };
  return redirectWith(back, { flash: "review-saved" });
}

function invalid(error: z.ZodError) {
  const fieldErrors = fieldErrorsOf(error);
  return data(
    { formError: Object.values(fieldErrors)[0] ?? REVIEW_FAILED, fieldErrors },
    { status: 400 },
  );
}

function finish(
  result: "done" | "not-found" | "forbidden",
  back: string,
  flash: "review-updated" | "review-deleted",
) {
  if (result === "not-found")
    return data({ formError: "No such review.", fieldErrors: {} }, { status: 404 });
  if (result === "forbidden")
    return data(
      { formError: "You can change only your own reviews.", fieldErrors: {} },
      { status: 403 },
    );
  return redirectWith(back, { flash });
}
