// What the review form says (spec sections 5 and 8), without zod: the page imports these at once
// and the schema (review-form.ts) only when a review is sent.

export const REVIEW_MAX_LENGTH = 2000;
export const REVIEW_BLANK = "Please write a review before submitting.";
export const REVIEW_SUCCESS = "Review submitted successfully!";
export const REVIEW_FAILED = "Something went wrong. Please try again.";
export const REVIEW_NETWORK = "Error submitting review. Please try again.";
export const REVIEW_SIGN_IN = "Please log in to submit a review.";
