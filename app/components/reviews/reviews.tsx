import { useState } from "react";
import { Link, useLocation } from "react-router";
import { REVIEW_SIGN_IN } from "../../../common/review-messages.ts";
import { ReviewForm } from "./review-form.tsx";
import { ReviewItem } from "./review-item.tsx";
import type { ReviewView } from "./types.ts";

export type { ReviewView };

const STEP = 5;

/** The review list, five at a time with 'Load More', and the form for signed-in travellers. */
export function Reviews({ reviews, signedIn }: { reviews: ReviewView[]; signedIn: boolean }) {
  const [shown, setShown] = useState(STEP);
  const location = useLocation();
  return (
    <div data-testid="reviews">
      {signedIn ? (
        <ReviewForm />
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
