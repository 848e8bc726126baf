import { eq } from "drizzle-orm";
import type { TripPlanInput } from "../../common/trip.ts";
import type { Catalogue } from "../../server/data/catalogue/catalogue.ts";
import type { Database } from "../../server/db/client.ts";
import { users } from "../../server/db/schema/index.ts";

/** Two cities of the catalogue, a place and a hotel in the second: what a real plan names. */
export function tripCatalogueFixture(catalogue: Catalogue) {
  const to = catalogue.cities.find(
    (city) =>
      (catalogue.placesByCity.get(city.slug)?.length ?? 0) > 0 &&
      (catalogue.hotelsByCity.get(city.slug)?.length ?? 0) > 0,
  );
  const from = catalogue.cities.find((city) => city.slug !== to?.slug);
  const place = to && catalogue.placesByCity.get(to.slug)?.[0];
  const hotel = to && catalogue.hotelsByCity.get(to.slug)?.[0];
  if (!from || !to || !place || !hotel) throw new Error("the catalogue needs two cities");
  return { from, to, place, hotel };
}

/** A plan of one day (a place, the hotel, a note) between the fixture's cities. Override any field. */
export function tripPlanFor(
  fixture: ReturnType<typeof tripCatalogueFixture>,
  overrides: Partial<TripPlanInput> = {},
): TripPlanInput {
  return {
    title: `${fixture.from.name} to ${fixture.to.name}`,
    from: fixture.from.slug,
    to: fixture.to.slug,
    days: [
      {
        stops: [
          { kind: "place", slug: fixture.place.slug, time: "09:30" },
          { kind: "hotel", slug: fixture.hotel.slug },
          { kind: "note", text: "Take the early train." },
        ],
      },
    ],
    ...overrides,
  };
}

/** The account id behind an e-mail address. */
export async function userIdOf(db: Database, email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account for ${email}`);
  return user.id;
}
