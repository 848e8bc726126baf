import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { TRAIN_SEARCH_INCOMPLETE } from "../../../common/rail.ts";
import type { TrainCard } from "../../../common/train-card.ts";
import { type PopularRoute, PopularRoutes } from "./popular-routes.tsx";
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
  const navigation = useNavigation();
  const [alert, setAlert] = useState<string | null>(null);
  const loading =
    navigation.state === "loading" &&
    new URLSearchParams(navigation.location.search).get("tab") === "train";
  const message = alert ?? data.message;
  return (
    <>
      <Form
        method="get"
        noValidate
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const missing = ["from", "to", "date"].some((f) => !String(form.get(f) ?? "").trim());
          setAlert(missing ? TRAIN_SEARCH_INCOMPLETE : null);
          if (missing) event.preventDefault();
        }}
      >
        <input type="hidden" name="tab" value="train" />
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
          <div>
            <label htmlFor="train-date" className="field-label">
              Date
            </label>
            <input
              id="train-date"
              name="date"
              type="date"
              min={data.minDate}
              max={data.maxDate}
              defaultValue={data.form.date}
              className="field-input"
            />
          </div>
          <button type="submit" className="button-primary">
            Search Trains
          </button>
        </div>
        {message ? (
          <p role="alert" className="field-error mt-4 font-medium">
            {message}
          </p>
        ) : null}
      </Form>
      {loading || data.result ? (
        <section aria-labelledby="trains-heading" aria-busy={loading} className="mt-10">
          <h2 id="trains-heading" className="font-display text-3xl font-semibold">
            Available Trains
          </h2>
          {loading ? (
            <p className="mt-4 text-slate-600">Loading...</p>
          ) : data.result ? (
            <TrainResult result={data.result} />
          ) : null}
        </section>
      ) : (
        <PopularRoutes routes={data.popular} />
      )}
    </>
  );
}
