import type { Airport } from "../../common/flights.ts";

/**
 * The spec's six built-in airports (section 3, "Built-in lists"), in its order. They work without
 * the open data; names, cities and coordinates as in OurAirports (public domain), with the
 * official names of today where OurAirports keeps an older one (Mumbai's airport, Bengaluru).
 */
export const BUILT_IN_AIRPORTS: readonly Airport[] = [
  {
    iata: "DEL",
    name: "Indira Gandhi International Airport",
    city: "New Delhi",
    state: "Delhi",
    lat: 28.55563,
    lng: 77.09519,
  },
  {
    iata: "BOM",
    name: "Chhatrapati Shivaji Maharaj International Airport",
    city: "Mumbai",
    state: "Maharashtra",
    lat: 19.0887,
    lng: 72.8679,
  },
  {
    iata: "BHO",
    name: "Raja Bhoj International Airport",
    city: "Bhopal",
    state: "Madhya Pradesh",
    lat: 23.2875,
    lng: 77.3374,
  },
  {
    iata: "BLR",
    name: "Kempegowda International Airport",
    city: "Bengaluru",
    state: "Karnataka",
    lat: 13.1979,
    lng: 77.706299,
  },
  {
    iata: "MAA",
    name: "Chennai International Airport",
    city: "Chennai",
    state: "Tamil Nadu",
    lat: 12.990005,
    lng: 80.169296,
  },
  {
    iata: "CCU",
    name: "Netaji Subhash Chandra Bose International Airport",
    city: "Kolkata",
    state: "West Bengal",
    lat: 22.654699,
    lng: 88.446701,
  },
];

/**
 * Cities travellers still call by another name: a search for any name in a group also finds the
 * others (OurAirports, for example, files Kempegowda under "Bangalore" and Mangaluru's airport
 * under "Mangalore").
 */
const CITY_NAME_GROUPS: readonly (readonly string[])[] = [
  ["bengaluru", "bangalore"],
  ["mumbai", "bombay"],
  ["kolkata", "calcutta"],
  ["chennai", "madras"],
  ["thiruvananthapuram", "trivandrum"],
  ["kochi", "cochin"],
  ["kozhikode", "calicut"],
  ["mangaluru", "mangalore"],
  ["mysuru", "mysore"],
  ["belagavi", "belgaum"],
  ["hubballi", "hubli"],
  ["kalaburagi", "gulbarga"],
  ["pune", "poona"],
  ["vadodara", "baroda"],
  ["prayagraj", "allahabad"],
  ["varanasi", "benares", "banaras"],
  ["puducherry", "pondicherry"],
  ["tiruchirappalli", "trichy"],
  ["visakhapatnam", "vizag"],
  ["thoothukudi", "tuticorin"],
  ["nashik", "nasik"],
  ["ayodhya", "faizabad"],
  ["sri vijaya puram", "port blair"],
  ["dharamshala", "kangra"],
  ["guwahati", "gauhati"],
  ["shimla", "simla"],
];

/** The query itself and, for a query that begins a known city name, that city's other names. */
export function alternativeNames(query: string): string[] {
  const names = [query];
  if (query.length < 3) return names;
  for (const group of CITY_NAME_GROUPS) {
    if (group.some((name) => name.startsWith(query))) {
      names.push(...group.filter((name) => !name.startsWith(query)));
    }
  }
  return names;
}
