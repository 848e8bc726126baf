import { Star } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";

export type ReviewView = {
  id: number;
  author: string;
  rating: number | null;
  body: string;
  date: string;
};

const STEP = 5;

/** The review list, five at a time with 'Load More', and the form's place (accounts: issue 5). */
export function Reviews({ reviews, signedIn }: { reviews: ReviewView[]; signedIn: boolean }) {
  const [shown, setShown] = useState(STEP);
  return (
    <div data-testid="reviews">
      {reviews.length === 0 ? (
        <p className="text-slate-600">No reviews yet.</p>
      ) : (
        <ul className="space-y-4">
          {reviews.slice(0, shown).map((review) => (
            <li key={review.id} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
              <div className="flex items-center justify-between gap-3">
                <p className="font-semibold">{review.author}</p>
                {review.rating ? (
                  <p className="inline-flex items-center gap-1 text-sm text-amber-700">
                    <Star aria-hidden="true" className="size-4 fill-current" />
                    {review.rating}
                    <span className="sr-only"> out of 5</span>
                  </p>
                ) : null}
              </div>
              {/* Text only: React escapes it, so HTML in a review shows as typed. */}
              <p className="mt-2 whitespace-pre-line leading-relaxed text-slate-700">
                {review.body}
              </p>
              <p className="mt-2 text-xs text-slate-500">{review.date}</p>
            </li>
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
      {signedIn ? null : (
        <p className="mt-8 rounded-2xl bg-amber-50 p-5 text-amber-900 ring-1 ring-amber-200">
          Please log in to submit a review.{" "}
          <Link to="/login" className="font-semibold underline">
            Log in
          </Link>
        </p>
      )}
    </div>
  );
}
