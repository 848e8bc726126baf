import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTrip, listTrips } from "../../server/data/trips.server.ts";
import { signedUpMember } from "../support/http-client.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { tripCatalogueFixture, tripPlanFor, userIdOf } from "../support/trips.ts";

// The planner's pages without a browser (issue 12): what the server answers to each way in.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});
const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: "manual" }).then(async (res) => ({
    status: res.status,
    location: res.headers.get("location"),
    cache: res.headers.get("cache-control"),
    html: await res.text(),
  }));

describe("/plantrip", () => {
  it("goes to the trip page once both cities are chosen, and says what is missing otherwise", async () => {
    const both = await page("/plantrip?from=agra&to=Jaipur");
    expect(both).toMatchObject({ status: 302, location: "/plantrip/Agra/Jaipur" });
    const one = await page("/plantrip?from=Agra&to=");
    expect(one.html).toContain("Choose the city you start from and the city you are going to.");
    const same = await page("/plantrip?from=Agra&to=Agra");
    expect(same.html).toContain("Choose two different cities");
  });

  it("shows the trip page outside the shared layout, with the spec's tabs and the way there", async () => {
    const { status, html } = await page("/plantrip/Agra/Jaipur");
    expect(status).toBe(200);
    expect(html).toContain("Know More About Jaipur");
    for (const tab of ["Places To Vist", "Hotels", "Trains", "Flights"])
      expect(html).toContain(tab);
    expect(html).toMatch(/aria-selected="true"[^>]*>Places To Vist</);
    expect(html).not.toContain('class="site-nav');
    expect(html).toContain("Directions by road");
    expect(html).toMatch(/estimates from a straight line/);
    const trains = await page("/plantrip/Agra/Jaipur?tab=trains");
    expect(trains.html).toMatch(/href="\/search\?tab=train&amp;from=[^"]*AGC/);
    const flights = await page("/plantrip/Agra/Jaipur?tab=flights");
    expect(flights.html).toMatch(/href="\/search\?tab=flight&amp;from=[^"]*AGR[^"]*JAI/);
  });

  it("answers 404 with a way back for a city we do not have", async () => {
    const { status, html } = await page("/plantrip/Agra/Atlantis");
    expect(status).toBe(404);
    expect(html).toContain("We have no city called ‘Atlantis’");
    expect(html).toContain('href="/plantrip"');
  });

  it("keeps a saved trip to its owner: 403 for anyone else, and the page is never shared", async () => {
    const owner = await signedUpMember(server.url, "Owner");
    const other = await signedUpMember(server.url, "Other");
    const catalogue = server.services.catalogue.current();
    const fixture = tripCatalogueFixture(catalogue);
    const ownerId = await userIdOf(server.services.db, owner.email);
    const trip = await createTrip(server.services.db, ownerId, tripPlanFor(fixture), catalogue);
    const path = `/plantrip/${encodeURIComponent(fixture.from.name)}/${encodeURIComponent(fixture.to.name)}?trip=${trip.id}`;
    const mine = await owner.request(path);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toContain("no-store");
    expect((await other.request(path)).status).toBe(403);
    expect((await page(path)).status).toBe(403);
  });

  it("saves, renames, duplicates and deletes through the pages' forms, the owner only", async () => {
    const owner = await signedUpMember(server.url, "Forms");
    const other = await signedUpMember(server.url, "Stranger");
    const catalogue = server.services.catalogue.current();
    const fixture = tripCatalogueFixture(catalogue);
    const ownerId = await userIdOf(server.services.db, owner.email);
    const plan = JSON.stringify(tripPlanFor(fixture, { title: "By the form" }));
    const tripPage = `/plantrip/${encodeURIComponent(fixture.from.name)}/${encodeURIComponent(fixture.to.name)}`;
    const saved = await owner.request(tripPage, { form: { intent: "save", plan } });
    expect(saved.status).toBe(200);
    const [trip] = await listTrips(server.services.db, ownerId);
    expect(trip?.title).toBe("By the form");
    const id = trip?.id ?? "";
    expect(
      (await owner.request("/trips", { form: { intent: "rename", id, title: "Renamed" } })).status,
    ).toBe(200);
    expect((await owner.request("/trips", { form: { intent: "duplicate", id } })).status).toBe(200);
    const titles = (await listTrips(server.services.db, ownerId)).map((t) => t.title).sort();
    expect(titles).toEqual(["Renamed", "Renamed (copy)"]);
    // Someone else's forms change nothing.
    const forms: Record<string, string>[] = [
      { intent: "rename", id, title: "Mine now" },
      { intent: "delete", id },
      { intent: "save", id, plan },
    ];
    for (const form of forms) {
      const res = await other.request("/trips", { form });
      expect([403, 404]).toContain(res.status);
    }
    expect((await listTrips(server.services.db, ownerId)).map((t) => t.title).sort()).toEqual(
      titles,
    );
    expect((await owner.request("/trips", { form: { intent: "delete", id } })).status).toBe(200);
    expect((await listTrips(server.services.db, ownerId)).map((t) => t.title)).toEqual([
      "Renamed (copy)",
    ]);
    const list = await owner.request("/trips");
    expect(await list.text()).toContain("Renamed (copy)");
  });

  it("asks a traveller who is not signed in to sign in before saving, and stores nothing", async () => {
    const res = await fetch(`${server.url}/plantrip/Agra/Jaipur`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({ intent: "save", plan: "{}" }),
    });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain("Please log in to keep your trip in your account.");
  });
});
