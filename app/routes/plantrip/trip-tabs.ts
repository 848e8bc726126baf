// The trip page's tabs (spec section 4: 'Places To Vist', the spec's spelling, is the default).

export const TRIP_TABS = [
  { id: "places", label: "Places To Vist" },
  { id: "hotels", label: "Hotels" },
  { id: "trains", label: "Trains" },
  { id: "flights", label: "Flights" },
] as const;
export type TripTab = (typeof TRIP_TABS)[number]["id"];

export function tripTabOf(value: string | null): TripTab {
  const asked = value?.toLowerCase();
  return TRIP_TABS.find((tab) => tab.id === asked)?.id ?? "places";
}
