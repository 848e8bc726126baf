import { useCallback, useEffect, useRef, useState } from "react";
import type { EditResult } from "../../../../common/itinerary.ts";
import type { TripPlan } from "../../../../common/trip.ts";
import { readLocalTrip, saveLocalTrip } from "../../../lib/local-trips.ts";

export type PlanEdit = (plan: TripPlan) => EditResult;

/**
 * The plan being edited. A saved trip starts from the server's copy; a traveller who is not signed
 * in starts from this browser's copy of the same two cities, if any, and every change is kept in
 * the browser at once. Edits are the pure functions of common/itinerary.ts, which the server's
 * checks share; a refused edit leaves the plan as it was and says why.
 */
export function useTripPlan(options: { initial: TripPlan; saved: boolean; signedIn: boolean }) {
  const [plan, setPlan] = useState(options.initial);
  const [message, setMessage] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const local = !options.saved && !options.signedIn;
  const restored = useRef(false);

  // After hydration only: the server cannot see this browser's storage.
  useEffect(() => {
    if (restored.current || options.saved) return;
    restored.current = true;
    const kept = readLocalTrip(options.initial);
    if (kept) setPlan(kept.plan);
  }, [options.saved, options.initial]);

  const latest = useRef(plan);
  latest.current = plan;
  const edit = useCallback(
    (change: PlanEdit) => {
      const result = change(latest.current);
      if (!result.ok) {
        setMessage(result.message);
        return;
      }
      latest.current = result.plan;
      setPlan(result.plan);
      setMessage(null);
      setDirty(true);
      if (local) saveLocalTrip(result.plan);
    },
    [local],
  );

  const markSaved = useCallback(() => setDirty(false), []);
  return { plan, edit, message, dirty, markSaved, local };
}
