import {
  renameTrip,
  setDailyAllowance,
  setStartDate,
  setTravellers,
} from "../../../../common/itinerary.ts";
import { TRIP_LIMITS, type TripPlan } from "../../../../common/trip.ts";
import type { PlanEdit } from "./use-trip-plan.ts";

/** The trip's title, first day, travellers and daily allowance. */
export function TripSettings({
  plan,
  edit,
  minDate,
}: {
  plan: TripPlan;
  edit: (e: PlanEdit) => void;
  minDate: string;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 print:hidden">
      <div className="sm:col-span-2">
        <label htmlFor="trip-title" className="field-label">
          Trip name
        </label>
        <input
          id="trip-title"
          defaultValue={plan.title}
          maxLength={TRIP_LIMITS.title}
          onBlur={(event) => {
            if (event.target.value.trim() && event.target.value !== plan.title) {
              edit((p) => renameTrip(p, event.target.value));
            }
          }}
          className="field-input"
        />
      </div>
      <div>
        <label htmlFor="trip-start" className="field-label">
          First day
        </label>
        <input
          id="trip-start"
          type="date"
          min={minDate}
          value={plan.startDate ?? ""}
          onChange={(event) => edit((p) => setStartDate(p, event.target.value || null))}
          className="field-input"
        />
      </div>
      <div>
        <label htmlFor="trip-travellers" className="field-label">
          Travellers
        </label>
        <input
          id="trip-travellers"
          type="number"
          min={1}
          max={TRIP_LIMITS.travellers}
          value={plan.travellers}
          onChange={(event) => {
            const n = Number(event.target.value);
            if (Number.isInteger(n) && n >= 1) edit((p) => setTravellers(p, n));
          }}
          className="field-input"
        />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="trip-allowance" className="field-label">
          Daily spend per traveller (₹), for food, local transport and tickets
        </label>
        <input
          id="trip-allowance"
          type="number"
          min={0}
          step={100}
          max={TRIP_LIMITS.dailyAllowance}
          value={plan.dailyAllowance}
          onChange={(event) => {
            const n = Number(event.target.value);
            if (Number.isInteger(n) && n >= 0) edit((p) => setDailyAllowance(p, n));
          }}
          className="field-input"
        />
      </div>
    </div>
  );
}
