import { type CitySeasons, seasonAdvice } from "../../../common/season-check.ts";
import type { TripPlan } from "../../../common/trip.ts";

/** Says so when the trip's dates fall in the destination's off season or its monsoon. */
export function SeasonNotice({ plan, seasons }: { plan: TripPlan; seasons: CitySeasons }) {
  const advice = seasonAdvice(seasons, { startDate: plan.startDate, days: plan.days.length });
  if (!advice) return null;
  return (
    <p
      role="status"
      className="rounded-xl bg-sky-50 px-3 py-2 text-sm text-sky-950 ring-1 ring-sky-200"
    >
      {advice.message}
    </p>
  );
}
