import { Star } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Form, Link, useActionData, useFetcher, useLocation, useRevalidator } from "react-router";
import { fieldErrorsOf } from "../../lib/form-values.ts";
import {
  REVIEW_FAILED,
  REVIEW_MAX_LENGTH,
  REVIEW_NETWORK,
  REVIEW_SIGN_IN,
  REVIEW_SUCCESS,
} from "../../lib/review-messages.ts";
import { notify } from "../../lib/toast-queue.ts";

export type ReviewView = {
  id: number;
  author: string;
  rating: number | null;
  body: string;
  date: string;
  /** Written by the person viewing: they may edit or delete it. */
  mine: boolean;
};

const STEP = 5;

type ActionResult = { formError?: string; fieldErrors?: Record<string, string> } | undefined;

/** The review list, five at a time with 'Load More', and the form for signed-in travellers. */
export function Reviews({
  reviews,
  signedIn,
  apiPath,
}: {
  reviews: ReviewView[];
  signedIn: boolean;
  apiPath: string;
}) {
  const [shown, setShown] = useState(STEP);
  const location = useLocation();
  return (
    <div data-testid="reviews">
      {signedIn ? (
        <ReviewForm apiPath={apiPath} />
      ) : (
        <p className="mb-8 rounded-2xl bg-amber-50 p-5 text-amber-900 ring-1 ring-amber-200">
          {REVIEW_SIGN_IN}{" "}
          <Link
            to={`/login?redirectTo=${encodeURIComponent(`${location.pathname}#reviews`)}`}
            className="font-semibold underline"
          >
            Log in
          </Link>
        </p>
      )}
      {reviews.length === 0 ? (
        <p className="text-slate-600">No reviews yet.</p>
      ) : (
        <ul className="space-y-4" data-testid="review-list">
          {reviews.slice(0, shown).map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
      {shown < reviews.length ? (
        <button
          type="button"
          className="button-outline mt-6"
          onClick={() => setShown((n) => n + STEP)}
        >
          Load More
        </button>
      ) : null}
    </div>
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <p
      className="inline-flex items-center gap-0.5 text-amber-600"
      role="img"
      aria-label={`${rating} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`size-4 ${n <= rating ? "fill-current" : "text-slate-300"}`}
        />
      ))}
    </p>
  );
}

function ReviewItem({ review }: { review: ReviewView }) {
  const [editing, setEditing] = useState(false);
  const fetcher = useFetcher<ActionResult>();
  return (
    <li className="rounded-2xl bg-white p-5 ring-1 ring-slate-200" data-testid="review">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold">{review.author}</p>
        {review.rating ? <Stars rating={review.rating} /> : null}
      </div>
      {editing ? (
        <fetcher.Form method="post" className="mt-3 space-y-3" onSubmit={() => setEditing(false)}>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="id" value={review.id} />
          <StarPicker name="rating" defaultValue={review.rating ?? 5} />
          <label className="sr-only" htmlFor={`edit-${review.id}`}>
            Your review
          </label>
          <textarea
            id={`edit-${review.id}`}
            name="review"
            rows={4}
            maxLength={REVIEW_MAX_LENGTH}
            defaultValue={review.body}
            required
            className="field-input"
          />
          <div className="flex gap-3">
            <button type="submit" className="button-primary">
              Save review
            </button>
            <button type="button" className="button-outline" onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </fetcher.Form>
      ) : (
        // Text only: React escapes it, so HTML in a review shows as typed.
        <p className="mt-2 whitespace-pre-line break-words leading-relaxed text-slate-700">
          {review.body}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-4 text-xs text-slate-500">
        <span>{review.date}</span>
        {review.mine && !editing ? (
          <>
            <button
              type="button"
              className="font-semibold text-teal-800 underline"
              onClick={() => setEditing(true)}
            >
              Edit
            </button>
            <fetcher.Form
              method="post"
              onSubmit={(event) => {
                if (!window.confirm("Delete your review?")) event.preventDefault();
              }}
            >
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={review.id} />
              <button type="submit" className="font-semibold text-rose-700 underline">
                Delete
              </button>
            </fetcher.Form>
          </>
        ) : null}
      </div>
      {fetcher.data?.formError ? (
        <p role="alert" className="field-error">
          {fetcher.data.formError}
        </p>
      ) : null}
    </li>
  );
}

/**
 * 1-5 stars as radio buttons in a labelled radio group: keyboard and screen readers use them as
 * they are. The group, not a fieldset, so that it can be marked invalid and described by its
 * error, which is announced as the text field's is (issue 9).
 */
function StarPicker({
  name,
  defaultValue,
  error,
}: {
  name: string;
  defaultValue?: number;
  error?: string;
}) {
  const id = useId();
  return (
    <>
      <div
        className="star-picker"
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <p id={`${id}-label`} className="field-label">
          Your rating
        </p>
        <div className="mt-1 flex flex-row-reverse justify-end gap-1">
          {[5, 4, 3, 2, 1].map((n) => (
            <span key={n}>
              <input
                type="radio"
                id={`${id}-${n}`}
                name={name}
                value={n}
                defaultChecked={defaultValue === n}
                className="peer sr-only"
              />
              <label htmlFor={`${id}-${n}`} className="star-label" title={`${n} of 5`}>
                <Star aria-hidden="true" className="size-7" />
                <span className="sr-only">
                  {n} star{n > 1 ? "s" : ""}
                </span>
              </label>
            </span>
          ))}
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * The review form. With JavaScript it posts to our JSON API and says what the spec says: success
 * clears the text, another status says 'Something went wrong', a failed request says 'Error
 * submitting review'. Without it, the same form posts to the page.
 */
function ReviewForm({ apiPath }: { apiPath: string }) {
  const result = useActionData<ActionResult>();
  const revalidator = useRevalidator();
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>(result?.fieldErrors ?? {});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    // The same schema as the server's, loaded when a review is first sent (zod stays off the page).
    const { reviewInput } = await import("../../lib/review-form.ts");
    const parsed = reviewInput.safeParse(Object.fromEntries(new FormData(target)));
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const response = await fetch(apiPath, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(parsed.data),
      });
      if (response.ok) {
        notify({ kind: "success", message: REVIEW_SUCCESS });
        target.reset();
        await revalidator.revalidate();
      } else {
        notify({ kind: "error", message: REVIEW_FAILED });
      }
    } catch {
      notify({ kind: "error", message: REVIEW_NETWORK });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      method="post"
      ref={form}
      noValidate
      onSubmit={onSubmit}
      className="mb-8 space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      data-testid="review-form"
    >
      <input type="hidden" name="intent" value="create" />
      <StarPicker name="rating" error={errors.rating} />
      <div>
        <label htmlFor="review-text" className="field-label">
          Your review
        </label>
        <textarea
          id="review-text"
          name="review"
          rows={4}
          maxLength={REVIEW_MAX_LENGTH}
          className="field-input"
          placeholder="What should other travellers know?"
          aria-invalid={errors.review ? true : undefined}
          aria-describedby={errors.review ? "review-error" : undefined}
        />
        {errors.review ? (
          <p id="review-error" className="field-error" role="alert">
            {errors.review}
          </p>
        ) : null}
      </div>
      {result?.formError && !errors.review && !errors.rating ? (
        <p role="alert" className="field-error">
          {result.formError}
        </p>
      ) : null}
      <button type="submit" className="button-primary" disabled={busy}>
        {busy ? "Submitting…" : "Submit Review"}
      </button>
    </Form>
  );
}
