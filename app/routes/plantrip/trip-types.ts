import type { loadTrip } from "./trip.server.ts";

/** What the trip page's loader gives its parts. */
export type TripPageData = Awaited<ReturnType<typeof loadTrip>>;
export type PlannerPlace = TripPageData["places"][number];
export type PlannerHotel = TripPageData["hotels"][number];
