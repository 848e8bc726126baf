import { type FormEvent, useEffect, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { REVIEW_SIGN_IN } from "../../../common/review-messages.ts";
import { ReviewForm } from "./review-form.tsx";
import { ReviewItem } from "./review-item.tsx";
import type { ReviewView } from "./types.ts";

export type { ReviewView };

/** Where the list stands: the cursor of the next five, and where to fetch them. */
export type ReviewPageInfo = {
  next: number | null;
  /** This page shows reviews after the newest five (followed 'Load More' without JavaScript). */
  older: boolean;
  /** `/reviews/{kind}/{name}`: answers the next five as JSON. */
  source: string;
};

type More = { reviews: ReviewView[]; next: number | null };

/**
 * The review list: five, and five more per 'Load More', fetched from the server by cursor (the
 * page holds five, whatever the number of reviews). Without JavaScript 'Load More' is a link to
 * the page with the next five. The form is for signed-in travellers.
 */
export function Reviews({
  reviews,
  signedIn,
  page,
}: {
  reviews: ReviewView[];
  signedIn: boolean;
  page: ReviewPageInfo;
}) {
  const location = useLocation();
  const fetcher = useFetcher<More>();
  const [more, setMore] = useState<More>({ reviews: [], next: page.next });
  // A new first page (after a review was written, edited or deleted) starts the list again.
  useEffect(() => {
    setMore({ reviews: [], next: page.next });
  }, [page.next]);
  useEffect(() => {
    const loaded = fetcher.data;
    if (!loaded || !Array.isArray(loaded.reviews)) return;
    setMore((current) => {
      const known = new Set([...reviews, ...current.reviews].map((review) => review.id));
      return {
        reviews: [...current.reviews, ...loaded.reviews.filter((review) => !known.has(review.id))],
        next: loaded.next,
      };
    });
  }, [fetcher.data, reviews]);
  const shown = [...reviews, ...more.reviews];
  const loadMore = (event: FormEvent) => {
    event.preventDefault();
    if (more.next === null || fetcher.state !== "idle") return;
    fetcher.load(`${page.source}?after=${more.next}`);
  };
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
      {page.older ? (
        <p className="mb-4 text-sm text-slate-600">
          Older reviews.{" "}
          <Link
            to={`${location.pathname}#reviews`}
            className="font-semibold underline"
            preventScrollReset
          >
            Back to the newest
          </Link>
        </p>
      ) : null}
      {shown.length === 0 ? (
        <p className="text-slate-600">No reviews yet.</p>
      ) : (
        <ul className="space-y-4" data-testid="review-list">
          {shown.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
      {more.next !== null ? (
        // A plain GET form: without JavaScript it opens the page with the next five.
        <form method="get" action={`${location.pathname}#reviews`} onSubmit={loadMore}>
          <input type="hidden" name="reviewsAfter" value={more.next} />
          <button
            type="submit"
            className="button-outline mt-6"
            aria-disabled={fetcher.state !== "idle"}
          >
            {fetcher.state === "idle" ? "Load More" : "Loading…"}
          </button>
        </form>
      ) : null}
    </div>
  );
}
