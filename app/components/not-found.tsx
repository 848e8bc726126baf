import { Link } from "react-router";
import { CompassIcon } from "./icon.tsx";

/** 'Page Not Found' (spec section 2); `message` says what is missing when we know (issue 9). */
export function NotFound({ message }: { message?: string }) {
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-6 py-32 text-center">
      <title>Page Not Found · Safarnama</title>
      <meta name="robots" content="noindex" />
      <CompassIcon className="size-14 text-amber-600" strokeWidth={1.5} />
      <h1 className="mt-6 font-display text-4xl font-semibold">Page Not Found</h1>
      <p className="mt-4 text-slate-600">
        {message ??
          "We looked everywhere on the map, but this page is not on it. It may have moved, or the address may have a typo."}
      </p>
      <Link to="/" className="button-primary mt-8">
        GO To HomePage
      </Link>
    </main>
  );
}
