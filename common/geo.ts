// Distances on the globe, and the time between two stops of a day (issue 12), for the browser and
// the server alike.

export type LatLng = { lat: number; lng: number };

/** The mean radius of the Earth, in km. */
const EARTH_RADIUS_KM = 6371;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km between two points (haversine formula). */
export function greatCircleKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Within a city streets wind more than highways: a detour index of about 1.4 over the straight
 * line is typical of urban networks (Barthélemy, Physics Reports 499, 2011, on road networks'
 * route factors), and Indian city traffic averages about 20 km/h (e.g. the Ola/Boston Consulting
 * Group mobility studies of 2017-18 found 17-25 km/h at peak in the large metros).
 */
export const CITY_ROAD_FACTOR = 1.4;
export const CITY_KMH = 20;
/** Parking, finding the gate, a short walk: no leg between two stops takes less. */
const LEG_MINIMUM_MINUTES = 5;

/** An estimate of the time between two stops in one city by road, rounded to 5 minutes. */
export function cityLegMinutes(a: LatLng, b: LatLng): number {
  const km = greatCircleKm(a, b) * CITY_ROAD_FACTOR;
  return Math.max(LEG_MINIMUM_MINUTES, Math.round(((km / CITY_KMH) * 60) / 5) * 5);
}
