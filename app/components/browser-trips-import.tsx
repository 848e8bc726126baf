import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { TRIP_LIMITS } from "../../common/trip.ts";
import { listLocalTrips, removeLocalTrips } from "../lib/local-trips.ts";
import { notify } from "../lib/toast-queue.ts";

type Result = { ok: boolean; message?: string };

/**
 * Once a traveller is signed in, the trips this browser kept for them move to their account
 * (issue 12), all at once or not at all: the browser's copy goes only when the account has them.
 */
export function BrowserTripsImport({ signedIn }: { signedIn: boolean }) {
  const fetcher = useFetcher<Result>();
  const sent = useRef<ReturnType<typeof listLocalTrips> | null>(null);
  useEffect(() => {
    if (!signedIn || sent.current) return;
    // The store takes so many at once; the rest go on the next page.
    const trips = listLocalTrips().slice(0, TRIP_LIMITS.importAtOnce);
    if (trips.length === 0) return;
    sent.current = trips;
    fetcher.submit(
      { intent: "import", plans: JSON.stringify(trips.map((trip) => trip.plan)) },
      { method: "post", action: "/trips" },
    );
  }, [signedIn, fetcher]);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || !sent.current) return;
    if (fetcher.data.ok) {
      removeLocalTrips(sent.current.map((trip) => trip.plan));
      notify({
        kind: "success",
        message: "The trips you planned in this browser are now in your account.",
      });
    } else {
      notify({
        kind: "error",
        message: fetcher.data.message ?? "Your trips stay in this browser for now.",
      });
    }
    sent.current = [];
  }, [fetcher.state, fetcher.data]);
  return null;
}
