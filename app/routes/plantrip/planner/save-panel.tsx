import { useEffect, useRef } from "react";
import { Link, useFetcher, useLocation, useNavigate } from "react-router";
import type { TripPlan } from "../../../../common/trip.ts";
import type { TripActionResult } from "../trip-actions.server.ts";

type Props = {
  plan: TripPlan;
  signedIn: boolean;
  saved: { id: string; shareId: string | null } | null;
  dirty: boolean;
  onSaved: () => void;
  siteUrl: string;
};

export const sharedTripPath = (shareId: string) => `/trips/shared/${shareId}`;

/**
 * Keeping the trip: in the account when signed in (save, share a read-only link, revoke it, add it
 * to a calendar), in this browser until then. Print is for everyone.
 */
export function SavePanel({ plan, signedIn, saved, dirty, onSaved, siteUrl }: Props) {
  const save = useFetcher<TripActionResult>();
  const share = useFetcher<TripActionResult>();
  const navigate = useNavigate();
  const location = useLocation();
  const result = save.data;
  const handled = useRef<TripActionResult | undefined>(undefined);
  // Once per answer: a new trip has an address from now on, so reloading the page finds it.
  useEffect(() => {
    if (save.state !== "idle" || !result?.ok || handled.current === result) return;
    handled.current = result;
    onSaved();
    if (result.id && result.id !== saved?.id) {
      navigate(`?trip=${result.id}`, { replace: true, preventScrollReset: true });
    }
  }, [save.state, result, saved?.id, navigate, onSaved]);
  const shareId = share.data?.ok ? share.data.shareId : (saved?.shareId ?? null);
  const problem = [save.data, share.data].find((r) => r && !r.ok);

  if (!signedIn) {
    const back = encodeURIComponent(location.pathname + location.search);
    return (
      <section
        aria-label="Keep this trip"
        className="rounded-2xl bg-teal-50 p-4 ring-1 ring-teal-200 print:hidden"
      >
        <p className="text-sm text-teal-950">
          Your plan is kept in this browser.{" "}
          <Link to={`/login?redirectTo=${back}`} className="font-semibold underline">
            Sign in
          </Link>{" "}
          to keep it in your account, share it and add it to your calendar: it comes with you.
        </p>
        <button type="button" className="button-outline mt-3 py-1.5" onClick={() => window.print()}>
          Print
        </button>
      </section>
    );
  }
  return (
    <section
      aria-label="Keep this trip"
      className="space-y-3 rounded-2xl bg-teal-50 p-4 ring-1 ring-teal-200 print:hidden"
    >
      <save.Form method="post" className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={saved?.id ?? ""} />
        <input type="hidden" name="plan" value={JSON.stringify(plan)} />
        <button type="submit" className="button-primary py-2" disabled={save.state !== "idle"}>
          {saved ? "Save changes" : "Save trip"}
        </button>
        <span role="status" className="text-sm text-teal-950">
          {save.state !== "idle"
            ? "Saving…"
            : saved
              ? dirty
                ? "Unsaved changes"
                : "Saved"
              : "Not saved yet"}
        </span>
        <button type="button" className="button-outline py-1.5" onClick={() => window.print()}>
          Print
        </button>
      </save.Form>
      {problem && !problem.ok ? (
        <p role="alert" className="field-error">
          {problem.message}
        </p>
      ) : null}
      {saved ? (
        <>
          <share.Form method="post" className="flex flex-wrap items-center gap-2">
            <input type="hidden" name="id" value={saved.id} />
            {shareId ? (
              <>
                <label htmlFor="share-link" className="sr-only">
                  Share link
                </label>
                <input
                  id="share-link"
                  readOnly
                  value={`${siteUrl}${sharedTripPath(shareId)}`}
                  className="field-input mt-0 min-w-0 flex-1 text-sm"
                  onFocus={(event) => event.target.select()}
                />
                <button
                  type="submit"
                  name="intent"
                  value="revoke"
                  className="button-outline py-1.5"
                >
                  Stop sharing
                </button>
              </>
            ) : (
              <button type="submit" name="intent" value="share" className="button-outline py-1.5">
                Share a read-only link
              </button>
            )}
          </share.Form>
          {plan.startDate ? (
            <a
              href={`/api/v1/trips/${saved.id}/ics`}
              download
              className="inline-block text-sm font-semibold text-teal-800 underline"
            >
              Add to calendar (.ics)
            </a>
          ) : (
            <p className="text-sm text-slate-600">
              Pick the first day to add the trip to a calendar.
            </p>
          )}
        </>
      ) : null}
    </section>
  );
}
