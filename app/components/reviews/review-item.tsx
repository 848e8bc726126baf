import { useState } from "react";
import { useFetcher } from "react-router";
import { REVIEW_MAX_LENGTH } from "../../../common/review-messages.ts";
import { StarPicker, Stars } from "./star-picker.tsx";
import type { ReviewResult, ReviewView } from "./types.ts";

/** One review; its author may edit or delete it, through the page's action. */
export function ReviewItem({ review }: { review: ReviewView }) {
  const [editing, setEditing] = useState(false);
  const fetcher = useFetcher<ReviewResult>();
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
