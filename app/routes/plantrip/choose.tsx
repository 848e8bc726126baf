import { useState } from "react";
import { Form, Link, redirect } from "react-router";
import { getCityByName, listCities } from "../../../server/data/catalogue/queries.ts";
import { ListPage } from "../../components/list-page.tsx";
import { appContext } from "../../context.ts";
import { pageMeta } from "../../lib/meta.ts";
import { canonicalUrl } from "../../lib/site.server.ts";
import type { Route } from "./+types/choose";
import { tripHref } from "./trip-href.ts";

export const PICK_BOTH = "Choose the city you start from and the city you are going to.";
export const PICK_TWO = "Choose two different cities: you start from one and travel to the other.";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Plan a trip · Safarnama",
    description:
      "Choose where you start and where you are going: places to see, hotels, trains, flights and a day-by-day plan you can save, share and put in a calendar.",
    url: loaderData?.canonical,
  });

/** `/plantrip?from=&to=`: with both cities, straight to their trip page; else the form again. */
export function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(appContext);
  const catalogue = services.catalogue.current();
  const params = new URL(request.url).searchParams;
  const from = params.get("from")?.slice(0, 120) ?? "";
  const to = params.get("to")?.slice(0, 120) ?? "";
  const fromCity = from ? getCityByName(catalogue, from) : undefined;
  const toCity = to ? getCityByName(catalogue, to) : undefined;
  if (fromCity && toCity && fromCity.slug !== toCity.slug) {
    throw redirect(tripHref(fromCity.name, toCity.name));
  }
  const asked = params.has("from") || params.has("to");
  return {
    canonical: canonicalUrl(services, request),
    cities: listCities(catalogue, {}, "name").map((c) => ({ name: c.name, state: c.state })),
    form: { from: fromCity?.name ?? "", to: toCity?.name ?? "" },
    message: !asked ? null : fromCity && toCity ? PICK_TWO : PICK_BOTH,
  };
}

function CitySelect(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  cities: { name: string; state: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex-1">
      <label htmlFor={props.id} className="field-label">
        {props.label}
      </label>
      <select
        id={props.id}
        name={props.name}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="field-input py-3"
      >
        <option value="">Choose a city</option>
        {props.cities.map((city) => (
          <option key={city.name} value={city.name}>
            {city.name}, {city.state}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function ChooseTrip({ loaderData }: Route.ComponentProps) {
  const { cities, form } = loaderData;
  const [from, setFrom] = useState(form.from);
  const [to, setTo] = useState(form.to);
  const [tried, setTried] = useState(false);
  const same = from !== "" && from === to;
  const ready = from !== "" && to !== "" && !same;
  const message = same ? PICK_TWO : tried && !ready ? PICK_BOTH : loaderData.message;
  return (
    <ListPage
      eyebrow="Plan Trip"
      title="Where are you going?"
      intro="Choose where you start and where you are going. We show what to see, where to stay, the trains and flights between them, and help you plan it day by day."
    >
      <Form
        method="get"
        className="max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <div className="flex flex-col gap-4 sm:flex-row">
          <CitySelect
            id="trip-from"
            name="from"
            label="From"
            value={from}
            cities={cities}
            onChange={setFrom}
          />
          <CitySelect
            id="trip-to"
            name="to"
            label="To"
            value={to}
            cities={cities}
            onChange={setTo}
          />
        </div>
        {message ? (
          <p role="alert" className="field-error mt-4 font-medium">
            {message}
          </p>
        ) : null}
        {/* 'Let's Plan' acts only with two different cities; without JavaScript the server says why. */}
        <button
          type="submit"
          className="button-primary mt-6 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          aria-disabled={!ready}
          onClick={(event) => {
            if (ready) return;
            event.preventDefault();
            setTried(true);
          }}
        >
          Let's Plan
        </button>
      </Form>
      <p className="mt-6">
        <Link to="/trips" className="font-semibold text-teal-800 underline">
          My trips
        </Link>
        : the trips you planned before.
      </p>
    </ListPage>
  );
}
