import { data } from "react-router";
import {
  createTrip,
  deleteTrip,
  duplicateTrip,
  InvalidTrip,
  importTrips,
  renameTrip,
  revokeShare,
  shareTrip,
  TooManyTrips,
  TripForbidden,
  TripNotFound,
  updateTrip,
} from "../../../server/data/trips.server.ts";
import type { RequestContext } from "../../context.ts";
import { readForm } from "../../lib/read-form.server.ts";

/** What a trip form's action answers: the trip it touched, or why it could not. */
export type TripActionResult =
  | { ok: true; intent: string; id: string | null; shareId: string | null }
  | { ok: false; intent: string; message: string };

const refused = (status: number, intent: string, message: string) =>
  data<TripActionResult>({ ok: false, intent, message }, { status });

/** A saved trip's store errors, in words a traveller can act on. */
function explain(error: unknown, intent: string) {
  if (error instanceof InvalidTrip) {
    return refused(400, intent, `We could not save this plan: ${error.field} ${error.reason}.`);
  }
  if (error instanceof TripForbidden) return refused(403, intent, "This trip is someone else's.");
  if (error instanceof TripNotFound) return refused(404, intent, "That trip no longer exists.");
  if (error instanceof TooManyTrips) {
    return refused(409, intent, "You keep as many trips as we can hold: delete one to save this.");
  }
  throw error;
}

/**
 * The trip forms (issue 12), for the planner and the trips list alike: save (create or replace the
 * plan), rename, duplicate, delete, share, revoke, and import (the trips a browser kept before its
 * traveller signed in). Every one goes through the saved-trip store,
 * which checks the plan and the owner; a traveller who is not signed in is asked to.
 */
export async function tripAction(services: RequestContext, request: Request) {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const viewer = await services.viewer();
  if (!viewer) return refused(401, intent, "Please log in to keep your trip in your account.");
  const id = String(form.get("id") ?? "");
  const catalogue = services.catalogue.current();
  const { db } = services;
  try {
    switch (intent) {
      case "save": {
        let plan: unknown;
        try {
          plan = JSON.parse(String(form.get("plan") ?? ""));
        } catch {
          return refused(400, intent, "We could not read the plan.");
        }
        const trip = id
          ? await updateTrip(db, viewer.id, id, plan, catalogue)
          : await createTrip(db, viewer.id, plan, catalogue);
        return { ok: true, intent, id: trip.id, shareId: trip.shareId } satisfies TripActionResult;
      }
      case "rename": {
        const trip = await renameTrip(db, viewer.id, id, form.get("title"));
        return { ok: true, intent, id: trip.id, shareId: trip.shareId } satisfies TripActionResult;
      }
      case "duplicate": {
        const trip = await duplicateTrip(db, viewer.id, id, catalogue);
        return { ok: true, intent, id: trip.id, shareId: null } satisfies TripActionResult;
      }
      case "delete":
        await deleteTrip(db, viewer.id, id);
        return { ok: true, intent, id: null, shareId: null } satisfies TripActionResult;
      case "share":
        return {
          ok: true,
          intent,
          id,
          shareId: await shareTrip(db, viewer.id, id),
        } satisfies TripActionResult;
      case "import": {
        let plans: unknown;
        try {
          plans = JSON.parse(String(form.get("plans") ?? ""));
        } catch {
          return refused(400, intent, "We could not read the trips.");
        }
        if (!Array.isArray(plans)) return refused(400, intent, "We could not read the trips.");
        const trips = await importTrips(db, viewer.id, plans, catalogue);
        return {
          ok: true,
          intent,
          id: trips[0]?.id ?? null,
          shareId: null,
        } satisfies TripActionResult;
      }
      case "revoke":
        await revokeShare(db, viewer.id, id);
        return { ok: true, intent, id, shareId: null } satisfies TripActionResult;
      default:
        return refused(400, intent, "We do not know that action.");
    }
  } catch (error) {
    return explain(error, intent);
  }
}
