import type { Content } from "./schema.ts";

// The fact-check of issue 13 (`npm run content:audit`): every checkable fact of our content, and
// a fixed-seed draw of some for a person to verify against the sources printed beside them.
// The record of each audit is committed in content/audits/.

export type Fact = {
  /** Stable id: kind and slug, so an audit record can name it. */
  id: string;
  kind: "timings" | "entry fee" | "location" | "history" | "address" | "station" | "airport";
  subject: string;
  claim: string;
  /** Where to check it: the source our content names, or the reference that settles the kind. */
  source: string;
};

const osm = (lat: number, lng: number) =>
  `OpenStreetMap https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
const wikipedia = (title: string) =>
  `Wikipedia https://en.wikipedia.org/wiki/${encodeURIComponent(title.replaceAll(" ", "_"))}`;

/** Every fact the audit may draw, in a stable order (content order). */
export function factsOf(content: Pick<Content, "cities" | "places" | "hotels">): Fact[] {
  const facts: Fact[] = [];
  const cityName = new Map(content.cities.map((city) => [city.slug, city.name]));
  for (const city of content.cities) {
    const { nearestStation, nearestAirport, byRail, byAir } = city.howToReach;
    // The code is the one the city's own text names, so the claim quotes that text: "nearest
    // major station" is what we say, not "the nearest station of any kind".
    facts.push({
      id: `station:${city.slug}`,
      kind: "station",
      subject: city.name,
      claim: `We give station code ${nearestStation}. Our text: ${byRail}`,
      source: "Indian Railways station codes (datameet railways, ../shared/data); check renamings",
    });
    facts.push({
      id: `airport:${city.slug}`,
      kind: "airport",
      subject: city.name,
      claim: `We give airport IATA ${nearestAirport}. Our text: ${byAir}`,
      source:
        "OurAirports (../shared/data) and the Airports Authority of India https://www.aai.aero/",
    });
  }
  for (const place of content.places) {
    const subject = `${place.name}, ${cityName.get(place.city) ?? place.city}`;
    const title = place.images.find((image) => "wikipedia" in image);
    for (const [field, prefix, kind] of [
      ["timings", "timings", "timings"],
      ["entryFee", "fee", "entry fee"],
    ] as const) {
      const source = place.sources?.[field];
      facts.push({
        id: `${prefix}:${place.slug}`,
        kind,
        subject,
        claim: place[field],
        source: source ? `${source.source} ${source.url} (as of ${source.asOf})` : "NO SOURCE",
      });
    }
    facts.push({
      id: `location:${place.slug}`,
      kind: "location",
      subject,
      claim: `Lies at ${place.latitude}, ${place.longitude}.`,
      source: osm(place.latitude, place.longitude),
    });
    facts.push({
      id: `history:${place.slug}`,
      kind: "history",
      subject,
      claim: place.history,
      source: wikipedia(title && "wikipedia" in title ? title.wikipedia : place.name),
    });
  }
  for (const hotel of content.hotels) {
    facts.push({
      id: `address:${hotel.slug}`,
      kind: "address",
      subject: `${hotel.name}, ${cityName.get(hotel.city) ?? hotel.city}`,
      claim: `Exists and operates at ${hotel.address}.`,
      source: `the hotel's own site, or OpenStreetMap https://www.openstreetmap.org/search?query=${encodeURIComponent(hotel.name)}`,
    });
  }
  return facts;
}

/** mulberry32: a small seeded generator, so the same seed draws the same facts. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct facts drawn with `seed` (a partial Fisher–Yates shuffle). */
export function drawFacts(facts: Fact[], count: number, seed: number): Fact[] {
  const random = seeded(seed);
  const pool = [...facts];
  const drawn: Fact[] = [];
  while (drawn.length < count && pool.length > 0) {
    const index = Math.floor(random() * pool.length);
    const [fact] = pool.splice(index, 1);
    if (fact) drawn.push(fact);
  }
  return drawn;
}
