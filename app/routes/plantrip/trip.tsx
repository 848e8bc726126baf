import { useState } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { addDay, addStop } from "../../../common/itinerary.ts";
import { newTripPlan } from "../../../common/trip.ts";
import { BrowserTripsImport } from "../../components/browser-trips-import.tsx";
import { LinkTabs } from "../../components/link-tabs.tsx";
import { NotFound } from "../../components/not-found.tsx";
import { Photo } from "../../components/photo.tsx";
import { Toaster } from "../../components/toaster.tsx";
import { appContext } from "../../context.ts";
import { pageMeta, summarise } from "../../lib/meta.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import type { Route } from "./+types/trip";
import { BudgetPanel } from "./planner/budget-panel.tsx";
import { DayCard } from "./planner/day-card.tsx";
import { SavePanel } from "./planner/save-panel.tsx";
import { TripSettings } from "./planner/trip-settings.tsx";
import { useTripPlan } from "./planner/use-trip-plan.ts";
import { RouteCard } from "./route-card.tsx";
import { SeasonNotice } from "./season-notice.tsx";
import { loadTrip } from "./trip.server.ts";
import { tripAction } from "./trip-actions.server.ts";
import { TripHeader } from "./trip-header.tsx";
import { FlightsPanel, HotelsPanel, PlacesPanel, TrainsPanel } from "./trip-panels.tsx";
import { TRIP_TABS } from "./trip-tabs.ts";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: `${loaderData.from.name} to ${loaderData.to.name}: plan your trip · Safarnama`,
        description: summarise(
          `Plan a trip from ${loaderData.from.name} to ${loaderData.to.name}: places to visit, hotels, trains and flights, and a day-by-day plan. ${loaderData.to.description}`,
        ),
        url: loaderData.canonical,
      })
    : [{ title: "Trip not found · Safarnama" }];

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadTrip(context.get(appContext), request, params);
}

export function action({ context, request }: Route.ActionArgs) {
  return tripAction(context.get(appContext), request);
}

export default function TripPage({ loaderData: data }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const initial = data.saved?.plan ?? newTripPlan(data.from, data.to);
  const planner = useTripPlan({ initial, saved: data.saved !== null, signedIn: data.signedIn });
  const { plan, edit } = planner;
  const [selectedDay, setSelectedDay] = useState(0);
  const [added, setAdded] = useState<string | null>(null);
  const day = Math.min(selectedDay, plan.days.length - 1);
  const lookups = {
    places: new Map(data.places.map((p) => [p.slug, p])),
    hotels: new Map(data.hotels.map((h) => [h.slug, h])),
  };
  const addButton = (stop: { kind: "place" | "hotel"; slug: string }, name: string) => (
    <button
      type="button"
      disabled={!hydrated}
      aria-label={`Add ${name} to Day ${day + 1}`}
      className="rounded-full bg-amber-500 px-3 py-1 text-sm font-semibold text-slate-950 hover:bg-amber-400 disabled:opacity-50 print:hidden"
      onClick={() => {
        edit((p) => addStop(p, day, stop));
        setAdded(`${name} is on Day ${day + 1}.`);
      }}
    >
      Add to Day {day + 1}
    </button>
  );

  return (
    <>
      <TripHeader signedIn={data.signedIn} />
      {/* Outside the shared layout, this page hands the browser's trips over itself. */}
      <BrowserTripsImport signedIn={data.signedIn} />
      <Toaster />
      <main id="main" className="bg-stone-50">
        <div className="relative overflow-hidden bg-teal-950 text-white print:bg-white print:text-slate-900">
          <div className="absolute inset-0 opacity-35 print:hidden">
            <Photo image={data.to.image} sizes="100vw" priority className="h-full w-full" />
          </div>
          <div className="relative mx-auto max-w-7xl px-4 py-12 sm:px-6">
            <p className="eyebrow text-amber-300">Trip review</p>
            <h1 className="mt-2 font-display text-4xl font-semibold sm:text-5xl">
              {`${data.from.name} to ${data.to.name}`}
            </h1>
            <p className="mt-4 max-w-3xl text-lg text-teal-50 print:text-base print:text-slate-700">
              {data.to.description}
            </p>
            <Link
              to={`/city/${encodeURIComponent(data.to.name)}`}
              className="button-primary mt-6 print:hidden"
            >
              {`Know More About ${data.to.name}`}
            </Link>
          </div>
        </div>
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_26rem] print:block print:p-0">
          <div className="min-w-0 space-y-8">
            <RouteCard data={data} />
            <section aria-label={`Plan your days in ${data.to.name}`} className="print:hidden">
              <LinkTabs
                tabs={TRIP_TABS}
                current={data.tab}
                label="What to plan"
                panelId="trip-panel"
                idPrefix="trip-tab"
                className="grid grid-cols-2 gap-1 rounded-2xl bg-white p-1 shadow-sm ring-1 ring-slate-200 sm:flex"
                tabClassName={(selected) =>
                  `rounded-xl px-4 py-2 font-semibold ${selected ? "bg-teal-800 text-white" : "text-teal-900 hover:bg-teal-50"}`
                }
              />
              <div
                id="trip-panel"
                role="tabpanel"
                aria-labelledby={`trip-tab-${data.tab}`}
                className="mt-4"
              >
                {data.tab === "places" ? (
                  <PlacesPanel data={data} addButton={addButton} />
                ) : data.tab === "hotels" ? (
                  <HotelsPanel data={data} addButton={addButton} />
                ) : data.tab === "trains" ? (
                  <TrainsPanel data={data} />
                ) : (
                  <FlightsPanel data={data} />
                )}
              </div>
            </section>
          </div>
          <aside aria-labelledby="plan-heading" className="space-y-4">
            <h2 id="plan-heading" className="font-display text-3xl font-semibold">
              Your plan
            </h2>
            <noscript>
              <p className="rounded-xl bg-amber-50 p-3 text-sm">
                The day-by-day planner needs JavaScript; everything else on this page works without
                it.
              </p>
            </noscript>
            <h3 className="hidden font-display text-2xl print:block">{plan.title}</h3>
            <TripSettings plan={plan} edit={edit} minDate={data.today} />
            <SeasonNotice plan={plan} seasons={{ name: data.to.name, seasons: data.to.seasons }} />
            {planner.message ? (
              <p role="alert" className="field-error font-medium">
                {planner.message}
              </p>
            ) : null}
            {plan.days.map((tripDay, i) => (
              <DayCard
                // Days have no identity but their number.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={i}
                day={tripDay}
                index={i}
                dayCount={plan.days.length}
                startDate={plan.startDate}
                selected={i === day}
                onSelect={() => setSelectedDay(i)}
                edit={edit}
                lookups={lookups}
                map={data.map}
                cityName={data.to.name}
              />
            ))}
            <button
              type="button"
              disabled={!hydrated}
              className="button-outline w-full justify-center print:hidden"
              onClick={() => {
                edit((p) => addDay(p));
                setSelectedDay(plan.days.length);
              }}
            >
              Add a day
            </button>
            <BudgetPanel
              plan={plan}
              bandOf={(slug) => lookups.hotels.get(slug)?.priceBand ?? null}
              trainFare={data.trainFare}
            />
            <SavePanel
              plan={plan}
              signedIn={data.signedIn}
              saved={data.saved ? { id: data.saved.id, shareId: data.saved.shareId } : null}
              dirty={planner.dirty}
              onSaved={planner.markSaved}
              siteUrl={data.siteUrl}
            />
          </aside>
        </div>
      </main>
      {/* On a phone the plan is far below the lists: say what was added, and where to see it. */}
      <p
        role="status"
        className={`fixed inset-x-3 bottom-3 z-30 flex items-center justify-between gap-3 rounded-2xl bg-slate-900 px-4 py-3 text-sm text-white shadow-xl lg:hidden print:hidden ${added ? "" : "sr-only"}`}
      >
        <span>{added}</span>
        {added ? (
          <button
            type="button"
            className="font-semibold text-amber-300 underline"
            onClick={() => {
              document.getElementById("plan-heading")?.scrollIntoView();
              setAdded(null);
            }}
          >
            See your plan
          </button>
        ) : null}
      </p>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const missing = isRouteErrorResponse(error)
    ? (error.data as { missing?: string })?.missing
    : undefined;
  return (
    <>
      <TripHeader signedIn={false} />
      {status === 403 ? (
        <NotFound message="This trip belongs to someone else. Ask them for its share link." />
      ) : (
        <NotFound
          message={
            missing
              ? `We have no city called ‘${missing}’. Choose two of our cities on Plan Trip.`
              : "We could not find this trip. Choose two cities on Plan Trip to start one."
          }
        />
      )}
      <p className="-mt-24 pb-24 text-center">
        <Link to="/plantrip" className="font-semibold text-teal-800 underline">
          Back to Plan Trip
        </Link>
      </p>
    </>
  );
}
