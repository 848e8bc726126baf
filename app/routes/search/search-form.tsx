import { type ReactNode, useState } from "react";
import { Form, useNavigation } from "react-router";
import { type PopularRoute, PopularRoutes } from "./popular-routes.tsx";

/**
 * The train and flight tabs' frame: a GET form that says the spec's alert instead of sending when
 * a required field is empty (the server says the same without JavaScript), then the results under
 * their heading with 'Loading...' while the next ones come, or popular journeys before any search.
 */
export function SearchForm(props: {
  tab: "train" | "flight";
  required: string[];
  requiredMessage: string;
  /** What the server said of the last search, if anything. */
  message: string | null;
  fields: ReactNode;
  heading: string;
  results: ReactNode | null;
  popular: PopularRoute[];
}) {
  const navigation = useNavigation();
  const [alert, setAlert] = useState<string | null>(null);
  const loading =
    navigation.state === "loading" &&
    new URLSearchParams(navigation.location.search).get("tab") === props.tab;
  const message = alert ?? props.message;
  const headingId = `${props.tab}-results-heading`;
  return (
    <>
      <Form
        method="get"
        noValidate
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const missing = props.required.some((f) => !String(form.get(f) ?? "").trim());
          setAlert(missing ? props.requiredMessage : null);
          if (missing) event.preventDefault();
        }}
      >
        <input type="hidden" name="tab" value={props.tab} />
        {props.fields}
        {message ? (
          <p role="alert" className="field-error mt-4 font-medium">
            {message}
          </p>
        ) : null}
      </Form>
      {loading || props.results ? (
        <section aria-labelledby={headingId} aria-busy={loading} className="mt-10">
          <h2 id={headingId} className="font-display text-3xl font-semibold">
            {props.heading}
          </h2>
          {loading ? <p className="mt-4 text-slate-600">Loading...</p> : props.results}
        </section>
      ) : (
        <PopularRoutes routes={props.popular} />
      )}
    </>
  );
}

/** A journey date, from today to as far ahead as the search looks (both tabs' forms). */
export function DateField(props: {
  id: string;
  name: string;
  label: string;
  min: string;
  max: string;
  value: string;
}) {
  return (
    <div>
      <label htmlFor={props.id} className="field-label">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type="date"
        min={props.min}
        max={props.max}
        defaultValue={props.value}
        className="field-input"
      />
    </div>
  );
}
