// What the review form says (spec sections 5 and 8), without zod: the page imports these at once
// and the schema (review-form.ts) only when a review is sent.

export const REVIEW_MAX_LENGTH = 2000;
export const REVIEW_BLANK = "Please write a review before submitting.";
export const REVIEW_SUCCESS = "Review submitted successfully!";
export const REVIEW_FAILED = "Something went wrong. Please try again.";
export const REVIEW_NETWORK = "Error submitting review. Please try again.";
export const REVIEW_SIGN_IN = "Please log in to submit a review.";

/** When a traveller has posted as many reviews as the limit allows in its window (issue 10). */
export const reviewTooMany = (retryAfterSeconds: number) => {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `You have posted several reviews in a short time. Please wait ${minutes === 1 ? "a minute" : `${minutes} minutes`} before posting another.`;
};
