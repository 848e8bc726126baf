import { type ReactNode, useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Outlet,
  type ShouldRevalidateFunction,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { profileName } from "../../server/data/profiles.server.ts";
import { BrowserTripsImport } from "../components/browser-trips-import.tsx";
import { BadRequest, ErrorPage, refusal } from "../components/error-page.tsx";
import { NotFound } from "../components/not-found.tsx";
import { SiteFooter } from "../components/site-footer.tsx";
import { SiteNav } from "../components/site-nav.tsx";
import { Toaster } from "../components/toaster.tsx";
import { appContext } from "../context.ts";
import { socialProviders } from "../lib/auth-providers.server.ts";
import { FLASHES } from "../lib/flash.ts";
import { clearFlashCookie, readFlash } from "../lib/session.server.ts";
import { siteOrigin } from "../lib/site.server.ts";
import { notify } from "../lib/toast-queue.ts";
import { TripCategoryProvider } from "../lib/trip-category.tsx";

import type { Route } from "./+types/site-layout";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(appContext);
  const profile = await services.profile();
  const flash = readFlash(request);
  const result = {
    siteUrl: siteOrigin(services, request),
    account: profile
      ? { name: profileName(profile), photo: profile.photo, role: profile.role }
      : null,
    socialProviders: socialProviders(services.config),
    flash: flash ? { code: flash, ...FLASHES[flash] } : null,
  };
  return data(result, flash ? { headers: { "Set-Cookie": clearFlashCookie } } : undefined);
}

/** The layout's data (account, providers) for any component under it; undefined in errors. */
export function useLayoutData() {
  return useRouteLoaderData<typeof loader>("routes/site-layout");
}

/** Shows the flash message a redirect left (sign-in, profile saved...) as a toast. */
function FlashToast({ flash }: { flash: NonNullable<ReturnType<typeof useLayoutData>>["flash"] }) {
  useEffect(() => {
    if (flash) notify(flash);
  }, [flash]);
  if (!flash) return null;
  // Without JavaScript, the same message in the page.
  return (
    <noscript>
      <p role="status" className="flash-banner">
        {flash.message}
      </p>
    </noscript>
  );
}

function Shell({ children }: { children: ReactNode }) {
  // In the error boundary the loader may not have run; the footer then shares relative to "/".
  const layout = useLayoutData();
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteNav account={layout?.account ?? null} socialProviders={layout?.socialProviders ?? []} />
      <FlashToast flash={layout?.flash ?? null} />
      <Toaster />
      <BrowserTripsImport signedIn={Boolean(layout?.account)} />
      <TripCategoryProvider>
        <div className="flex min-h-dvh flex-col pt-16">
          <div className="flex-1">{children}</div>
          <SiteFooter siteUrl={layout?.siteUrl ?? ""} />
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
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFound />
      ) : isRouteErrorResponse(error) && refusal(error) ? (
        <BadRequest message={refusal(error)?.message} />
      ) : (
        <ErrorPage />
      )}
    </Shell>
  );
}

// Who is signed in changes only through a form (sign-in, sign-out, profile): plain navigation
// need not ask again.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod ? defaultShouldRevalidate : false);
