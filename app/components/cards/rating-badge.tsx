import type { CitySummary } from "../../lib/types.ts";
import { StarIcon } from "../icon.tsx";

export type Rated = Pick<CitySummary, "rating" | "ratedBy" | "reviewCount">;

/**
 * A rating that says whose it is (issue 9): 'Our rating ★ 4.8' until a review gives stars, then
 * '★ 4.6 (12 reviews)', so our editors' number is never read as a guest score.
 */
export function RatingBadge({ rating, ratedBy, reviewCount }: Rated) {
  const value = rating.toFixed(1);
  const reviews = `${reviewCount} review${reviewCount === 1 ? "" : "s"}`;
  const ours = ratedBy === "editors";
  return (
    <span
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-sm font-semibold text-amber-800"
      data-testid="rating"
    >
      <span aria-hidden="true" className="inline-flex items-center gap-1">
        {ours ? <span className="font-normal">Our rating</span> : null}
        <StarIcon className="size-3.5 fill-current" />
        {ours ? value : `${value} (${reviews})`}
      </span>
      <span className="sr-only">
        {ours
          ? `Our editors' rating ${value} out of 5`
          : `Reviewers' rating ${value} out of 5 (${reviews})`}
      </span>
    </span>
  );
}
