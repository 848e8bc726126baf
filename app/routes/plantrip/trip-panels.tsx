import { Link } from "react-router";
import { nightlyRangeText, PRICE_BANDS } from "../../../common/price-bands.ts";
import { TIMETABLE_NOTICE } from "../../../common/train-card.ts";
import { Photo } from "../../components/photo.tsx";
import { TrainCard } from "../../components/trains/train-card.tsx";
import type { TripPageData } from "./trip-types.ts";

type AddButton = (stop: { kind: "place" | "hotel"; slug: string }, name: string) => React.ReactNode;

type Pickable = {
  kind: "place" | "hotel";
  slug: string;
  name: string;
  detail: string | null;
  image: TripPageData["places"][number]["image"];
};

/** Places or hotels, each with its photo, a line about it and the button that adds it. */
function PickList({
  items,
  empty,
  addButton,
}: {
  items: Pickable[];
  empty: string;
  addButton: AddButton;
}) {
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <li
          key={item.slug}
          className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200"
        >
          <span className="size-20 shrink-0 overflow-hidden rounded-xl">
            <Photo image={item.image} sizes="80px" width={80} height={80} className="size-20" />
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold">
              <Link
                to={`/${item.kind}/${encodeURIComponent(item.name)}`}
                className="hover:underline"
              >
                {item.name}
              </Link>
            </h3>
            {item.detail ? <p className="text-sm text-slate-600">{item.detail}</p> : null}
            <div className="mt-2">{addButton({ kind: item.kind, slug: item.slug }, item.name)}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The destination's places, best first, each one click from the selected day. */
export function PlacesPanel({ data, addButton }: { data: TripPageData; addButton: AddButton }) {
  const items = data.places.map((place) => ({
    kind: "place" as const,
    slug: place.slug,
    name: place.name,
    detail: `Suggested: ${place.suggestedDuration}`,
    image: place.image,
  }));
  return (
    <PickList
      items={items}
      empty="No places found. Please try again later."
      addButton={addButton}
    />
  );
}

export function HotelsPanel({ data, addButton }: { data: TripPageData; addButton: AddButton }) {
  const items = data.hotels.map((hotel) => ({
    kind: "hotel" as const,
    slug: hotel.slug,
    name: hotel.name,
    detail: hotel.priceBand
      ? `Price: ${PRICE_BANDS[hotel.priceBand].label}, ${nightlyRangeText(hotel.priceBand)}`
      : null,
    image: hotel.image,
  }));
  return (
    <PickList
      items={items}
      empty="No hotels found. Please try again later."
      addButton={addButton}
    />
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
