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
