import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { ListPage } from "../../components/list-page.tsx";
import { appContext } from "../../context.ts";
import { type LocalTrip, listLocalTrips } from "../../lib/local-trips.ts";
import { pageMeta } from "../../lib/meta.ts";
import { tripAction } from "../plantrip/trip-actions.server.ts";
import { tripHref } from "../plantrip/trip-href.ts";
import type { Route } from "./+types/route";
import { loadTrips } from "./trips.server.ts";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({
    title: "My trips · Safarnama",
    description: "The trips you planned: open, rename, duplicate or delete them.",
    url: loaderData?.canonical,
  }),
  { name: "robots", content: "noindex" },
];

export function loader({ context, request }: Route.LoaderArgs) {
  return loadTrips(context.get(appContext), request);
}

export function action({ context, request }: Route.ActionArgs) {
  return tripAction(context.get(appContext), request);
}

type Trip = Route.ComponentProps["loaderData"]["trips"][number];

function TripRow({ trip }: { trip: Trip }) {
  const fetcher = useFetcher();
  const [renaming, setRenaming] = useState(false);
  const busy = fetcher.state !== "idle";
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h2 className="text-lg font-semibold">
          <Link to={`${tripHref(trip.from, trip.to)}?trip=${trip.id}`} className="hover:underline">
            {trip.title}
          </Link>
        </h2>
        <p className="text-sm text-slate-600">
          {trip.from} to {trip.to} · {trip.days} {trip.days === 1 ? "day" : "days"}
          {trip.startDate ? ` from ${trip.startDate}` : ""}
          {trip.shared ? " · shared" : ""}
        </p>
      </div>
      {renaming ? (
        <fetcher.Form method="post" className="mt-3 flex gap-2" onSubmit={() => setRenaming(false)}>
          <input type="hidden" name="intent" value="rename" />
          <input type="hidden" name="id" value={trip.id} />
          <label htmlFor={`title-${trip.id}`} className="sr-only">
            New name for {trip.title}
          </label>
          <input
            id={`title-${trip.id}`}
            name="title"
            defaultValue={trip.title}
            maxLength={80}
            required
            className="field-input mt-0 flex-1"
          />
          <button type="submit" className="button-primary py-1.5">
            Rename
          </button>
        </fetcher.Form>
      ) : null}
      <fetcher.Form method="post" className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="id" value={trip.id} />
        <button
          type="button"
          className="button-outline py-1"
          onClick={() => setRenaming((v) => !v)}
          disabled={busy}
        >
          Rename
        </button>
        <button
          type="submit"
          name="intent"
          value="duplicate"
          className="button-outline py-1"
          disabled={busy}
        >
          Duplicate
        </button>
        <button
          type="submit"
          name="intent"
          value="delete"
          className="button-outline border-rose-700 py-1 text-rose-800 hover:bg-rose-700"
          disabled={busy}
          onClick={(event) => {
            if (!window.confirm(`Delete ‘${trip.title}’? This cannot be undone.`))
              event.preventDefault();
          }}
        >
          Delete
        </button>
      </fetcher.Form>
    </li>
  );
}

/** The trips this browser keeps for a traveller who is not signed in. */
function BrowserTrips({ cityNames }: { cityNames: Record<string, string> }) {
  const [trips, setTrips] = useState<LocalTrip[]>([]);
  useEffect(() => setTrips(listLocalTrips()), []);
  if (trips.length === 0)
    return <p className="mt-4 text-slate-700">No trip planned in this browser yet.</p>;
  return (
    <ul className="mt-4 space-y-3">
      {trips.map(({ plan }) => {
        const from = cityNames[plan.from] ?? plan.from;
        const to = cityNames[plan.to] ?? plan.to;
        return (
          <li
            key={`${plan.from}/${plan.to}`}
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          >
            <Link to={tripHref(from, to)} className="text-lg font-semibold hover:underline">
              {plan.title}
            </Link>
            <p className="text-sm text-slate-600">
              {from} to {to} · {plan.days.length} {plan.days.length === 1 ? "day" : "days"} · in
              this browser
            </p>
          </li>
        );
      })}
    </ul>
  );
}

export default function Trips({ loaderData }: Route.ComponentProps) {
  const { trips, signedIn } = loaderData;
  return (
    <ListPage
      eyebrow="Plan Trip"
      title="My trips"
      intro="Every trip you planned, to open, rename, duplicate or delete."
    >
      <Link to="/plantrip" className="button-primary mb-8">
        Plan a new trip
      </Link>
      {signedIn ? (
        trips.length === 0 ? (
          <p className="text-slate-700">No saved trips yet: plan one and press Save trip.</p>
        ) : (
          <ul className="space-y-3">
            {trips.map((trip) => (
              <TripRow key={trip.id} trip={trip} />
            ))}
          </ul>
        )
      ) : (
        <>
          <p className="text-slate-700">
            <Link to="/login?redirectTo=%2Ftrips" className="font-semibold text-teal-800 underline">
              Sign in
            </Link>{" "}
            to keep your trips in your account. Until then, they stay in this browser:
          </p>
          <BrowserTrips cityNames={loaderData.cityNames} />
        </>
      )}
    </ListPage>
  );
}
