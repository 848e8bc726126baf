import { formatRupees } from "../../../../common/format.ts";
import type { PriceBand } from "../../../../common/price-bands.ts";
import type { TripPlan } from "../../../../common/trip.ts";
import {
  estimateTripBudget,
  hotelNightsOf,
  type TrainFareEstimate,
} from "../../../../common/trip-budget.ts";

/** What the trip may cost, line by line, always labelled as an estimate. */
export function BudgetPanel(props: {
  plan: TripPlan;
  bandOf: (hotelSlug: string) => PriceBand | null;
  trainFare: TrainFareEstimate | null;
}) {
  const { plan } = props;
  const budget = estimateTripBudget({
    travellers: plan.travellers,
    days: plan.days.length,
    dailyAllowance: plan.dailyAllowance,
    hotelNights: hotelNightsOf(plan, props.bandOf),
    trainFare: props.trainFare,
  });
  return (
    <section
      aria-labelledby="budget"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id="budget" className="font-display text-xl font-semibold">
        Estimated budget
      </h3>
      <p className="mt-1 font-display text-2xl font-semibold">
        {budget.low === budget.high
          ? formatRupees(budget.low)
          : `${formatRupees(budget.low)} – ${formatRupees(budget.high)}`}
      </p>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {budget.lines.map((line) => (
          <li key={line.id}>
            {line.label}:{" "}
            <strong>
              {line.low === line.high
                ? formatRupees(line.low)
                : `${formatRupees(line.low)} – ${formatRupees(line.high)}`}
            </strong>
          </li>
        ))}
        {budget.notCounted.map((text) => (
          <li key={text} className="text-slate-500">
            Not counted: {text}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-500">{budget.note}</p>
    </section>
  );
}
