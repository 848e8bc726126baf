import { data } from "react-router";
import { z } from "zod";
import {
  createReview,
  deleteReview,
  findSubject,
  type ReviewKind,
  updateReview,
} from "../../server/data/reviews.server.ts";
import type { RequestContext } from "../context.ts";
import { fieldErrorsOf, formValues } from "./form-values.ts";
import { REVIEW_FAILED, REVIEW_SIGN_IN, reviewInput } from "./review-form.ts";
import { redirectWith } from "./session.server.ts";

const reviewId = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * The review form of a city, place or hotel page as a plain form (without JavaScript; with it,
 * the page calls /api/v1 directly): write, edit or delete one's own review, then back to the
 * reviews with a message.
 */
export async function reviewAction(
  services: RequestContext,
  request: Request,
  kind: ReviewKind,
  name: string,
) {
  const viewer = await services.viewer();
  if (!viewer) return data({ formError: REVIEW_SIGN_IN, fieldErrors: {} }, { status: 401 });
  const values = formValues(await request.formData());
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
  const subject = await findSubject(services.db, kind, { name });
  if (!subject)
    return data(
      { formError: `We have no ${kind} by that name.`, fieldErrors: {} },
      { status: 404 },
    );
  await createReview(services.db, {
    subject,
    userId: viewer.id,
    body: parsed.data.review,
    rating: parsed.data.rating,
  });
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
