import { Link } from "react-router";
import { TIMETABLE_NOTICE } from "../../../common/train-card.ts";
import { Photo } from "../../components/photo.tsx";
import { TrainCard } from "../../components/trains/train-card.tsx";
import type { TripPageData } from "./trip-types.ts";

type AddButton = (stop: { kind: "place" | "hotel"; slug: string }, name: string) => React.ReactNode;

/** The destination's places, best first, each one click from the selected day. */
export function PlacesPanel({ data, addButton }: { data: TripPageData; addButton: AddButton }) {
  if (data.places.length === 0) return <p>No places found. Please try again later.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {data.places.map((place) => (
        <li
          key={place.slug}
          className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
        >
          <span className="size-20 shrink-0 overflow-hidden rounded-xl">
            <Photo image={place.image} sizes="80px" width={80} height={80} className="size-20" />
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold">
              <Link to={`/place/${encodeURIComponent(place.name)}`} className="hover:underline">
                {place.name}
              </Link>
            </h3>
            <p className="text-sm text-slate-600">Suggested: {place.suggestedDuration}</p>
            <div className="mt-2">{addButton({ kind: "place", slug: place.slug }, place.name)}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}

const BAND_LABEL = { budget: "Budget", "mid-range": "Mid-range", luxury: "Luxury" } as const;

export function HotelsPanel({ data, addButton }: { data: TripPageData; addButton: AddButton }) {
  if (data.hotels.length === 0) return <p>No hotels found. Please try again later.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {data.hotels.map((hotel) => (
        <li
          key={hotel.slug}
          className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
        >
          <span className="size-20 shrink-0 overflow-hidden rounded-xl">
            <Photo image={hotel.image} sizes="80px" width={80} height={80} className="size-20" />
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold">
              <Link to={`/hotel/${encodeURIComponent(hotel.name)}`} className="hover:underline">
                {hotel.name}
              </Link>
            </h3>
            {hotel.priceBand ? (
              <p className="text-sm text-slate-600">Price: {BAND_LABEL[hotel.priceBand]}</p>
            ) : null}
            <div className="mt-2">{addButton({ kind: "hotel", slug: hotel.slug }, hotel.name)}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}

const searchHref = (params: Record<string, string>) => `/search?${new URLSearchParams(params)}`;

/** Direct trains between the two cities' main stations, and the full search one click away. */
export function TrainsPanel({ data }: { data: TripPageData }) {
  const { from, to, trains } = data;
  if (!from.station || !to.station) {
    return (
      <p>
        Neither city has a railway station of its own in our data: see How to Reach on its page.
      </p>
    );
  }
  const href = searchHref({
    tab: "train",
    from: from.station.label,
    to: to.station.label,
    date: trains?.date ?? "",
  });
  return (
    <div>
      <p>
        From <strong>{from.station.label}</strong> to <strong>{to.station.label}</strong>.{" "}
        <Link to={href} className="font-semibold text-teal-800 underline">
          Search trains on another date
        </Link>
      </p>
      {trains && trains.cards.length > 0 ? (
        <ol className="mt-4 space-y-4">
          {trains.cards.map((card) => (
            <li key={card.trainNumber}>
              <TrainCard train={card} notice={TIMETABLE_NOTICE(trains.compiledOn)} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-slate-700">
          No direct train in our timetable runs between these stations tomorrow. Try the search: a
          nearby station or another day may have one.
        </p>
      )}
    </div>
  );
}

export function FlightsPanel({ data }: { data: TripPageData }) {
  const { from, to, flight } = data;
  if (!from.airport || !to.airport || from.airport.iata === to.airport.iata) {
    return <p>These cities share an airport or have none nearby: by road or rail is the way.</p>;
  }
  const href = searchHref({
    tab: "flight",
    from: from.airport.label,
    to: to.airport.label,
    departDate: flight?.date ?? "",
    adults: "1",
  });
  return (
    <div>
      <p>
        From <strong>{from.airport.label}</strong> to <strong>{to.airport.label}</strong>.
      </p>
      {flight?.typical ? (
        <p className="mt-2 text-slate-700">
          {flight.typical.distanceKm.toLocaleString("en-IN")} km as the crow flies; a non-stop
          flight typically takes about {flight.typical.duration} (an estimate).
        </p>
      ) : null}
      <Link to={href} className="button-primary mt-4">
        Search flights
      </Link>
    </div>
  );
}
