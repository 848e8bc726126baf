import { PinsMap } from "../../components/map/pins-map.tsx";
import type { TripPageData } from "./trip-types.ts";

/** The directions map between the two cities, with the distance and time, labelled when guessed. */
export function RouteCard({ data }: { data: TripPageData }) {
  const { from, to, route } = data;
  return (
    <section
      aria-labelledby="directions"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="directions" className="font-display text-2xl font-semibold">
        Directions by road
      </h2>
      <p className="mt-1 text-slate-700">
        {route.estimate ? "About " : ""}
        <strong>{route.distanceKm.toLocaleString("en-IN")} km</strong>,{" "}
        {route.estimate ? "about " : ""}
        <strong>{route.duration}</strong> of driving
        {route.estimate ? " (estimates)" : ""}.
      </p>
      {route.notice ? (
        <p className="mt-1 text-sm text-slate-600">
          {route.notice}
          {route.greatCircleKm
            ? ` As the crow flies: ${route.greatCircleKm.toLocaleString("en-IN")} km.`
            : ""}
        </p>
      ) : null}
      <PinsMap
        pins={[
          { lat: from.lat, lng: from.lng, label: from.name, number: 1 },
          { lat: to.lat, lng: to.lng, label: to.name, number: 2 },
        ]}
        line={route.line}
        label={`Route from ${from.name} to ${to.name}`}
        tileUrl={data.map.tileUrl}
        attribution={data.map.attribution}
        className="mt-3"
      />
      {route.credit ? (
        <p className="mt-1 text-xs text-slate-500">
          Route: <a href={route.credit.url}>{route.credit.text}</a>
        </p>
      ) : null}
    </section>
  );
}
