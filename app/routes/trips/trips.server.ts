import { listTrips } from "../../../server/data/trips.server.ts";
import type { RequestContext } from "../../context.ts";
import { canonicalUrl } from "../../lib/site.server.ts";

/** `/trips`: a signed-in traveller's saved trips, newest first, with their cities' names. */
export async function loadTrips(services: RequestContext, request: Request) {
  const viewer = await services.viewer();
  const catalogue = services.catalogue.current();
  const nameOf = (slug: string) => catalogue.citiesBySlug.get(slug)?.name ?? slug;
  const trips = viewer ? await listTrips(services.db, viewer.id) : [];
  return {
    canonical: canonicalUrl(services, request),
    signedIn: viewer !== null,
    trips: trips.map((trip) => ({
      id: trip.id,
      title: trip.title,
      from: nameOf(trip.from),
      to: nameOf(trip.to),
      days: trip.days.length,
      startDate: trip.startDate,
      shared: trip.shareId !== null,
      updatedAt: trip.updatedAt,
    })),
    cityNames: Object.fromEntries(catalogue.cities.map((c) => [c.slug, c.name])),
  };
}
