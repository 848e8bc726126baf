import type { ReactNode } from "react";
import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { ErrorPage } from "../components/error-page.tsx";
import { NotFound } from "../components/not-found.tsx";
import { SiteFooter } from "../components/site-footer.tsx";
import { SiteNav } from "../components/site-nav.tsx";
import { appContext } from "../context.ts";
import { siteOrigin } from "../lib/site.server.ts";
import { TripCategoryProvider } from "../lib/trip-category.tsx";

import type { Route } from "./+types/site-layout";

export function loader({ request, context }: Route.LoaderArgs) {
  return { siteUrl: siteOrigin(context.get(appContext), request) };
}

function Shell({ children }: { children: ReactNode }) {
  // In the error boundary the loader may not have run; the footer then shares relative to "/".
  const data = useRouteLoaderData<typeof loader>("routes/site-layout");
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteNav />
      <TripCategoryProvider>
        <div className="flex min-h-dvh flex-col pt-16">
          <div className="flex-1">{children}</div>
          <SiteFooter siteUrl={data?.siteUrl ?? ""} />
        </div>
      </TripCategoryProvider>
    </>
  );
}

export default function SiteLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** Errors below the layout keep the navigation and footer around the message. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <Shell>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ErrorPage />}
    </Shell>
  );
}

// The site URL never changes while the app runs: no need to ask again on navigation.
export const shouldRevalidate = () => false;
