import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "react-router";
import appCss from "./app.css?url";
import { BadRequest, ErrorPage, refusal } from "./components/error-page.tsx";
import { NotFound } from "./components/not-found.tsx";
import { useNonce } from "./lib/nonce.tsx";
import { Stylesheet } from "./lib/stylesheet.tsx";

// The site's stylesheet is written into <head> by <Stylesheet> (docs/decisions/0017).
export const links = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f172a" />
        <Stylesheet href={appCss} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-stone-50 font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last resort, when even the site layout failed: a plain page, never a stack trace. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const refused = isRouteErrorResponse(error) ? refusal(error) : undefined;
  if (refused) return <BadRequest message={refused.message} />;
  return <ErrorPage />;
}
