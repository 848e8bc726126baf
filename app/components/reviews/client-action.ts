import { isRouteErrorResponse } from "react-router";

/**
 * The detail pages' `clientAction`: the server action as usual, but a failed request comes back
 * as an answer the review form can word (spec section 8: 'Error submitting review' when the
 * request fails, 'Something went wrong' for another answer) instead of the page's error screen.
 * Redirects, which the edit and delete forms get, go on as React Router handles them.
 */
export async function reviewClientAction({
  serverAction,
}: {
  serverAction: () => Promise<unknown>;
}) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof TypeError) return { network: true, fieldErrors: {} };
    if (isRouteErrorResponse(error) || error instanceof Error) return { fieldErrors: {} };
    throw error;
  }
}
