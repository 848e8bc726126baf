import { isRouteErrorResponse, useRouteError } from "react-router";
import { BadRequest, refusal } from "./error-page.tsx";
import { NotFound } from "./not-found.tsx";

/**
 * A route's error boundary: an unknown name is the 'Page Not Found' page (HTTP 404); any other
 * failure shows the page's own message (the spec's 'Error loading place data.') and no detail.
 */
export function RouteError({ message }: { message: string }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    // The loader's 404 says what is missing ('We have no city by that name.').
    const message: unknown = error.data?.message;
    return <NotFound message={typeof message === "string" ? message : undefined} />;
  }
  const refused = isRouteErrorResponse(error) ? refusal(error) : undefined;
  if (refused) return <BadRequest message={refused.message} />;
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-32 text-center">
      <title>Something went wrong · Safarnama</title>
      <p className="text-lg text-slate-700" role="alert">
        {message}
      </p>
    </main>
  );
}
