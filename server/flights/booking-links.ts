import type { Cabin, FlightQuery } from "../../common/flights.ts";

// Links that open the same one-way search (route, date, passengers, class) on well-known booking
// sites, shown with or without a flight-offers provider so a visitor can always book
// (docs/decisions/0026-flight-offers-provider.md). None of these sites documents its search URL
// for the public; the formats below are the ones their own search forms produce (November 2026),
// checked in booking-links.test.ts. Google Flights is left out: its search URL is an
// undocumented protobuf (`tfs=`), and its free-text `q=` does not carry passengers reliably.

export type BookingLink = { site: string; label: string; url: string };

const SKYSCANNER_CABIN: Record<Cabin, string> = {
  E: "economy",
  P: "premiumeconomy",
  B: "business",
};
const IXIGO_CABIN: Record<Cabin, string> = { E: "e", P: "w", B: "b" };
const MAKEMYTRIP_CABIN: Record<Cabin, string> = { E: "E", P: "PE", B: "B" };

// Skyscanner asks each child's age rather than a count; the search form asks counts, so a child
// (2-11 years) is sent as 8 and a lap infant (under 2) as 1: each lands in the same fare band.
const SKYSCANNER_CHILD_AGE = 8;
const SKYSCANNER_INFANT_AGE = 1;

/** "2026-12-20" → ["2026", "12", "20"]; the query schema has checked the date. */
function dateParts(date: string): [string, string, string] {
  const [y = "", m = "", d = ""] = date.split("-");
  return [y, m, d];
}

/** https://www.skyscanner.co.in/transport/flights/del/bom/261220/?adultsv2=2&childrenv2=8|1... */
export function skyscannerUrl(q: FlightQuery): string {
  const [y, m, d] = dateParts(q.departDate);
  const ages = [
    ...Array<number>(q.children).fill(SKYSCANNER_CHILD_AGE),
    ...Array<number>(q.infants).fill(SKYSCANNER_INFANT_AGE),
  ];
  const params = new URLSearchParams({
    adultsv2: String(q.adults),
    cabinclass: SKYSCANNER_CABIN[q.cabin],
    rtn: "0",
    currency: "INR",
  });
  if (ages.length > 0) params.set("childrenv2", ages.join("|"));
  const path = [q.from, q.to, `${y.slice(2)}${m}${d}`].map((part) =>
    encodeURIComponent(part.toLowerCase()),
  );
  return `https://www.skyscanner.co.in/transport/flights/${path.join("/")}/?${params}`;
}

/** https://www.makemytrip.com/flight/search?itinerary=DEL-BOM-20/12/2026&paxType=A-2_C-1_I-1... */
export function makeMyTripUrl(q: FlightQuery): string {
  const [y, m, d] = dateParts(q.departDate);
  const params = new URLSearchParams({
    itinerary: `${q.from}-${q.to}-${d}/${m}/${y}`,
    tripType: "O",
    paxType: `A-${q.adults}_C-${q.children}_I-${q.infants}`,
    // Every airport we list is in India.
    intl: "false",
    cabinClass: MAKEMYTRIP_CABIN[q.cabin],
  });
  // MakeMyTrip's own links keep the date's slashes as they are, which a query string allows.
  return `https://www.makemytrip.com/flight/search?${params.toString().replaceAll("%2F", "/")}`;
}

/** https://www.ixigo.com/search/result/flight?from=DEL&to=BOM&date=20122026&adults=2... */
export function ixigoUrl(q: FlightQuery): string {
  const [y, m, d] = dateParts(q.departDate);
  const params = new URLSearchParams({
    from: q.from,
    to: q.to,
    date: `${d}${m}${y}`,
    adults: String(q.adults),
    children: String(q.children),
    infants: String(q.infants),
    class: IXIGO_CABIN[q.cabin],
  });
  return `https://www.ixigo.com/search/result/flight?${params}`;
}

/** The same search on three booking sites, for the "Book Now" links and the no-provider page. */
export function bookingLinks(q: FlightQuery): BookingLink[] {
  return [
    { site: "skyscanner", label: "Skyscanner India", url: skyscannerUrl(q) },
    { site: "makemytrip", label: "MakeMyTrip", url: makeMyTripUrl(q) },
    { site: "ixigo", label: "ixigo", url: ixigoUrl(q) },
  ];
}
