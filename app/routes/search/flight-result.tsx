import { formatRupees } from "../../../common/format.ts";
export type FlightCardData = {
  airline: string;
  flightNumber: string;
  /** 'h:mm AM', as the spec's result shape has it. */
  departureTime: string;
  arrivalTime: string;
  duration: string;
  stops: number;
  /** Rupees, from the live provider. */
  price: number;
  /** Set when the provider priced in another currency: the rupee figure is then approximate. */
  converted: { amount: number; currency: string } | null;
  bookingUrl: string | null;
};

export type FlightResultData = {
  from: { iata: string; city: string };
  to: { iata: string; city: string };
  departDate: string;
  /** null: no live provider is configured. */
  offers: FlightCardData[] | null;
  /** The provider's test mode: its offers are samples, not flights anyone can board. */
  sample: boolean;
  source: string | null;
  typical: { distanceKm: number; duration: string } | null;
  links: { name: string; url: string }[];
};

function BookingLinks({ links }: { links: FlightResultData["links"] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-3">
      {links.map((link) => (
        <li key={link.name}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className="button-outline py-2"
          >
            Search on {link.name}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Live offers in the spec's card, or, without a provider, the distance, a typical time and links. */
export function FlightResult({ result }: { result: FlightResultData }) {
  const route = `${result.from.city} (${result.from.iata}) to ${result.to.city} (${result.to.iata})`;
  if (result.offers === null) {
    return (
      <div className="mt-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <p className="text-slate-800">
          We have no live flight data, so we show no flights, times or fares: any we showed would be
          made up. Here is what we know of {route}, and the same search on sites that sell tickets.
        </p>
        {result.typical ? (
          <>
            <dl className="mt-4 grid grid-cols-2 gap-4 sm:max-w-md">
              <div>
                <dt className="text-sm text-slate-600">Distance (great circle)</dt>
                <dd className="font-display text-2xl font-semibold">
                  {result.typical.distanceKm.toLocaleString("en-IN")} km
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">Typical flying time</dt>
                <dd className="font-display text-2xl font-semibold">{result.typical.duration}</dd>
              </div>
            </dl>
            <p className="mt-1 text-xs text-slate-500">
              Typical for a non-stop flight of this length, gate to gate; actual schedules vary.
            </p>
          </>
        ) : null}
        <BookingLinks links={result.links} />
      </div>
    );
  }
  return (
    <>
      <p className="mt-2 text-slate-700">
        {route}: {result.offers.length} {result.offers.length === 1 ? "flight" : "flights"}
        {result.source ? `, from ${result.source}` : ""}
      </p>
      {result.sample ? (
        <p className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200">
          Sample offers from the provider's test mode: these are not flights anyone can board.
        </p>
      ) : null}
      {result.offers.length === 0 ? (
        <>
          <p className="mt-4 text-slate-700">No flights were offered for this day.</p>
          <BookingLinks links={result.links} />
        </>
      ) : (
        <ol className="mt-6 space-y-4">
          {result.offers.map((offer) => (
            <li
              key={`${offer.flightNumber}-${offer.departureTime}`}
              className="grid items-center gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[1.2fr_1fr_auto_1fr_auto_auto]"
            >
              <div>
                <p className="font-semibold">{offer.airline}</p>
                <p className="text-sm text-slate-500">{offer.flightNumber}</p>
              </div>
              <p className="font-display text-xl font-semibold">{offer.departureTime}</p>
              <p className="text-center text-sm text-slate-600">
                {offer.duration}
                <br />
                {offer.stops === 0
                  ? "Non-stop"
                  : `${offer.stops} stop${offer.stops > 1 ? "s" : ""}`}
              </p>
              <p className="font-display text-xl font-semibold">{offer.arrivalTime}</p>
              <p className="font-display text-xl font-semibold">
                {offer.converted ? "≈ " : ""}
                {formatRupees(offer.price)}
                {offer.converted ? (
                  <span className="block text-xs font-normal text-slate-500">
                    converted from {offer.converted.currency}{" "}
                    {offer.converted.amount.toLocaleString("en-IN")}
                  </span>
                ) : null}
              </p>
              <a
                href={offer.bookingUrl ?? result.links[0]?.url ?? "#"}
                target="_blank"
                rel="noopener noreferrer"
                className="button-primary py-2"
              >
                Book Now<span className="sr-only"> {offer.flightNumber} (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
