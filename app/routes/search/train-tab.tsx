import { TRAIN_SEARCH_INCOMPLETE } from "../../../common/rail.ts";
import type { TrainCard } from "../../../common/train-card.ts";
import type { PopularRoute } from "./popular-routes.tsx";
import { DateField, SearchForm } from "./search-form.tsx";
import { StationPair } from "./station-pair.tsx";
import { TrainResult } from "./train-result.tsx";

export type TrainTabData = {
  form: { from: string; to: string; date: string };
  /** Why the search could not run: the spec's alert, or a station we do not know. */
  message: string | null;
  minDate: string;
  maxDate: string;
  popular: PopularRoute[];
  result: {
    from: { code: string; name: string };
    to: { code: string; name: string };
    date: string;
    /** When booking opens, if it has not yet (Indian Railways books 60 days ahead). */
    bookingOpens: string | null;
    trains: TrainCard[];
    compiledOn: string;
    /** A live availability provider is configured; without one, no status is ever shown. */
    live: boolean;
  } | null;
};

/** The train tab: From and To stations, a date, 'Search Trains', then 'Available Trains'. */
export function TrainTab({ data }: { data: TrainTabData }) {
  return (
    <SearchForm
      tab="train"
      required={["from", "to", "date"]}
      requiredMessage={TRAIN_SEARCH_INCOMPLETE}
      message={data.message}
      heading="Available Trains"
      results={data.result ? <TrainResult result={data.result} /> : null}
      popular={data.popular}
      fields={
        <>
          <StationPair
            kind="station"
            emptyText="No stations found"
            from={{
              name: "from",
              label: "From Station",
              placeholder: "Station name or code",
              defaultValue: data.form.from,
            }}
            to={{
              name: "to",
              label: "To Station",
              placeholder: "Station name or code",
              defaultValue: data.form.to,
            }}
          />
          <div className="mt-4 flex flex-wrap items-end gap-4">
            <DateField
              id="train-date"
              name="date"
              label="Date"
              min={data.minDate}
              max={data.maxDate}
              value={data.form.date}
            />
            <button type="submit" className="button-primary">
              Search Trains
            </button>
          </div>
        </>
      }
    />
  );
}
