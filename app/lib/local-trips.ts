import { type TripPlan, tripPlan } from "../../common/trip.ts";

// A signed-out traveller's trips live in this browser (issue 12), one per pair of cities, until
// they sign in: then the site moves them to their account (BrowserTripsImport) and clears them.

const KEY = "safarnama:trips:v1";

export type LocalTrip = { plan: TripPlan; updatedAt: string };

const pairKey = (plan: Pick<TripPlan, "from" | "to">) => `${plan.from}/${plan.to}`;

function readAll(): Record<string, LocalTrip> {
  try {
    const raw = JSON.parse(window.localStorage.getItem(KEY) ?? "{}") as Record<string, unknown>;
    const trips: Record<string, LocalTrip> = {};
    for (const [key, value] of Object.entries(raw ?? {})) {
      const entry = value as { plan?: unknown; updatedAt?: unknown };
      const plan = tripPlan.safeParse(entry?.plan);
      // A plan this version cannot read is left out, not thrown away: it stays in storage.
      if (plan.success) {
        trips[key] = { plan: plan.data, updatedAt: String(entry.updatedAt ?? "") };
      }
    }
    return trips;
  } catch {
    return {};
  }
}

function writeAll(trips: Record<string, LocalTrip>) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(trips));
  } catch {
    // Storage full or blocked (private mode): the plan stays on screen, unsaved.
  }
}

export const listLocalTrips = (): LocalTrip[] =>
  Object.values(readAll()).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));

export const readLocalTrip = (pair: { from: string; to: string }) => readAll()[pairKey(pair)];

export function saveLocalTrip(plan: TripPlan) {
  writeAll({ ...readAll(), [pairKey(plan)]: { plan, updatedAt: new Date().toISOString() } });
}

export function removeLocalTrips(plans: TripPlan[]) {
  const trips = readAll();
  for (const plan of plans) delete trips[pairKey(plan)];
  writeAll(trips);
}
