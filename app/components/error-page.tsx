import { Link } from "react-router";

/** What a visitor sees when something failed on our side. Details go to the log, not the page. */
export function ErrorPage() {
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-6 py-32 text-center">
      <title>Something went wrong · Safarnama</title>
      <meta name="robots" content="noindex" />
      <h1 className="font-display text-4xl font-semibold">Something went wrong</h1>
      <p className="mt-4 text-slate-600">
        Our side tripped over something. Please try again in a moment; if it keeps happening, the
        rest of the site is still there to explore.
      </p>
      <Link to="/" className="button-primary mt-8">
        GO To HomePage
      </Link>
    </main>
  );
}

/**
 * A request we refused (4xx other than 404): a form that was not a form, too large, or holding
 * what text cannot. Our message says what; nothing was changed.
 */
export function BadRequest({ message }: { message?: string | undefined }) {
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-6 py-32 text-center">
      <title>Request refused · Safarnama</title>
      <meta name="robots" content="noindex" />
      <h1 className="font-display text-4xl font-semibold">We could not take that request</h1>
      <p className="mt-4 text-slate-600" role="alert">
        {message ?? "Something in it was not as expected."} Nothing was changed.
      </p>
      <Link to="/" className="button-primary mt-8">
        GO To HomePage
      </Link>
    </main>
  );
}

/** The status and our message of a refused request, if the error is one. */
export function refusal(error: unknown): { message: string | undefined } | undefined {
  if (
    !error ||
    typeof error !== "object" ||
    !("status" in error) ||
    typeof error.status !== "number" ||
    error.status < 400 ||
    error.status >= 500 ||
    error.status === 404
  )
    return undefined;
  const data = (error as { data?: { message?: unknown } }).data;
  return { message: typeof data?.message === "string" ? data.message : undefined };
}
