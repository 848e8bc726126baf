import { appContext } from "../../context.ts";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/route";
import { CatalogueTab } from "./catalogue-tab.tsx";
import { FlightTab } from "./flight-tab.tsx";
import { loadSearch } from "./search.server.ts";
import { PANEL_ID, SearchTabs, tabId } from "./tabs.tsx";
import { TrainTab } from "./train-tab.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Search cities, places, trains and flights · Safarnama",
    description:
      "Find a city or a place to visit in India, trains between two stations on a date with estimated fares, and flights between Indian airports.",
    url: loaderData?.canonical,
  });

export function loader({ context, request }: Route.LoaderArgs) {
  return loadSearch(context.get(appContext), request);
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { tab } = loaderData;
  return (
    <main id="main">
      <div className="bg-teal-950 text-white">
        <div className="mx-auto max-w-6xl px-4 pt-12 pb-6 sm:px-6">
          <p className="eyebrow text-amber-300">Search</p>
          <h1 className="mt-2 font-display text-4xl font-semibold sm:text-5xl">
            Where to, and how?
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-teal-50">
            Cities and places to discover, trains between any two stations, and flights across
            India.
          </p>
          <div className="mt-8">
            <SearchTabs current={tab} />
          </div>
        </div>
      </div>
      <div
        id={PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(tab)}
        className="mx-auto min-h-[50vh] max-w-6xl px-4 py-10 sm:px-6"
      >
        {loaderData.train ? (
          <TrainTab data={loaderData.train} />
        ) : loaderData.flight ? (
          <FlightTab data={loaderData.flight} />
        ) : tab === "city" || tab === "place" ? (
          <CatalogueTab
            key={tab}
            kind={tab}
            results={loaderData.results ?? null}
            popular={loaderData.popular ?? []}
          />
        ) : null}
        {tab === "train" || tab === "flight" ? (
          <p className="mt-12 text-xs text-slate-500">
            {tab === "train"
              ? "Stations: datameet railways (CC0). Timetable compiled by Safarnama; fares estimated by us from Indian Railways' published fare rules."
              : "Airports: OurAirports (public domain). Distances and typical flying times estimated by us."}
          </p>
        ) : null}
      </div>
    </main>
  );
}
