import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type SavedTrip, TRIP_LIMITS } from "../../common/trip.ts";
import { importTrips, listTrips } from "../../server/data/trips.server.ts";
import { HttpClient, signedUpMember } from "../support/http-client.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { tripCatalogueFixture, tripPlanFor, userIdOf } from "../support/trips.ts";

// Issue 12: saved trips under /api/v1/trips, changed and read only by their owner, shared through
// a revocable read-only link, and handed over from the browser at sign-in.

let server: TestServer;
let owner: HttpClient & { email: string };
let other: HttpClient & { email: string };
let visitor: HttpClient;
let ownerId = "";
let fixture: ReturnType<typeof tripCatalogueFixture>;

beforeAll(async () => {
  server = await startTestServer({ AUTH_LIMIT_SIGN_UP_IP: "1000/600" });
  owner = await signedUpMember(server.url, "Owner");
  other = await signedUpMember(server.url, "Other");
  visitor = new HttpClient(server.url);
  ownerId = await userIdOf(server.services.db, owner.email);
  fixture = tripCatalogueFixture(server.services.catalogue.current());
});
afterAll(async () => {
  await server?.close();
});

const plan = (overrides: Parameters<typeof tripPlanFor>[1] = {}) => tripPlanFor(fixture, overrides);
const stored = () => listTrips(server.services.db, ownerId);

async function created(client = owner, body: unknown = plan()): Promise<SavedTrip> {
  const res = await client.request("/api/v1/trips", { json: body });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: SavedTrip }).data;
}
async function dataOf<T>(res: Response, status = 200): Promise<T> {
  expect(res.status).toBe(status);
  return ((await res.json()) as { data: T }).data;
}
async function errorOf(res: Response, status: number) {
  expect(res.status).toBe(status);
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

describe("the owner's trips", () => {
  it("creates, reads, lists, replaces, renames and deletes a trip", async () => {
    const res = await owner.request("/api/v1/trips", { json: plan() });
    const trip = await dataOf<SavedTrip>(res, 201);
    expect(trip.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(res.headers.get("location")).toBe(`/api/v1/trips/${trip.id}`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(trip).toMatchObject({ ...plan(), travellers: 2, startDate: null, shareId: null });
    expect(trip.days[0]?.stops[1]).toEqual({ kind: "hotel", slug: fixture.hotel.slug, time: null });

    const url = `/api/v1/trips/${trip.id}`;
    expect(await dataOf(await owner.request(url))).toEqual(trip);
    expect(await dataOf<SavedTrip[]>(await owner.request("/api/v1/trips"))).toContainEqual(trip);

    const changed = plan({
      title: "Monsoon week",
      startDate: "2027-07-01",
      travellers: 3,
      days: [{ stops: [] }, { stops: [{ kind: "note", text: "Rest day" }] }],
    });
    const replaced = await dataOf<SavedTrip>(
      await owner.request(url, { method: "PUT", json: changed }),
    );
    expect(replaced).toMatchObject({ ...changed, id: trip.id, createdAt: trip.createdAt });
    expect(await dataOf(await owner.request(url))).toEqual(replaced);

    const renamed = await dataOf<SavedTrip>(
      await owner.request(url, { method: "PATCH", json: { title: "  Rains in the hills " } }),
    );
    expect(renamed).toMatchObject({ title: "Rains in the hills", days: changed.days });

    expect((await owner.request(url, { method: "DELETE" })).status).toBe(204);
    expect((await owner.request(url)).status).toBe(404);
    expect((await stored()).some((t) => t.id === trip.id)).toBe(false);
  });

  it("duplicates a trip as a private copy titled '(copy)' that fits the title limit", async () => {
    const trip = await created(owner, plan({ title: "x".repeat(TRIP_LIMITS.title) }));
    await owner.request(`/api/v1/trips/${trip.id}/share`, { method: "POST" });
    const res = await owner.request(`/api/v1/trips/${trip.id}/duplicate`, { method: "POST" });
    const copy = await dataOf<SavedTrip>(res, 201);
    expect(copy.id).not.toBe(trip.id);
    expect(copy.title).toBe(`${"x".repeat(TRIP_LIMITS.title - 7)} (copy)`);
    expect(copy).toMatchObject({ days: trip.days, from: trip.from, to: trip.to, shareId: null });
    const short = await created();
    const again = await owner.request(`/api/v1/trips/${short.id}/duplicate`, { method: "POST" });
    expect((await dataOf<SavedTrip>(again, 201)).title).toBe(`${short.title} (copy)`);
  });

  it("answers 404 for an id that names no trip", async () => {
    const unknown = randomBytes(16).toString("base64url");
    for (const id of [unknown, "nope", "a".repeat(500)]) {
      expect((await owner.request(`/api/v1/trips/${id}`)).status).toBe(404);
      const rename = await owner.request(`/api/v1/trips/${id}`, {
        method: "PATCH",
        json: { title: "New" },
      });
      expect(await errorOf(rename, 404)).toEqual({ code: "not_found", message: "No such trip." });
      expect((await owner.request(`/api/v1/trips/${id}`, { method: "DELETE" })).status).toBe(404);
    }
  });
});

describe("share links", () => {
  it("shows a shared trip to anyone, read-only, until the owner revokes the link", async () => {
    const trip = await created();
    const share = `/api/v1/trips/${trip.id}/share`;
    const link = await dataOf<{ shareId: string; url: string }>(
      await owner.request(share, { method: "POST" }),
    );
    expect(link.shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.url).toBe(`${server.url}/trips/shared/${link.shareId}`);
    // Sharing again gives the same link.
    expect(await dataOf(await owner.request(share, { method: "POST" }))).toEqual(link);

    const seen = await visitor.request(`/api/v1/shared-trips/${link.shareId}`);
    const shared = await dataOf<Record<string, unknown>>(seen);
    expect(shared).toMatchObject({ title: trip.title, days: trip.days, shareId: link.shareId });
    expect(shared).not.toHaveProperty("id");
    // Read-only: the link gives no way to the trip itself.
    expect((await visitor.request(`/api/v1/trips/${trip.id}`)).status).toBe(401);
    expect((await other.request(`/api/v1/trips/${trip.id}`)).status).toBe(403);

    expect((await owner.request(share, { method: "DELETE" })).status).toBe(204);
    const gone = await visitor.request(`/api/v1/shared-trips/${link.shareId}`);
    expect(await errorOf(gone, 404)).toMatchObject({ code: "not_found" });
    expect((await stored()).find((t) => t.id === trip.id)?.shareId).toBeNull();

    const again = await dataOf<{ shareId: string }>(await owner.request(share, { method: "POST" }));
    expect(again.shareId).not.toBe(link.shareId);
    expect((await visitor.request(`/api/v1/shared-trips/${link.shareId}`)).status).toBe(404);
    expect((await visitor.request(`/api/v1/shared-trips/${again.shareId}`)).status).toBe(200);
    expect((await visitor.request("/api/v1/shared-trips/not-a-link")).status).toBe(404);
  });
});

describe("the calendar file", () => {
  it("gives the owner a scheduled trip as text/calendar", async () => {
    const trip = await created(owner, plan({ startDate: "2027-01-10" }));
    const res = await owner.request(`/api/v1/trips/${trip.id}/ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="?[a-z0-9-]+\.ics"?$/,
    );
    const ics = await res.text();
    // RFC 5545 section 3.4: an iCalendar object begins with BEGIN:VCALENDAR.
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain("20270110");
  });

  it("answers 409 for a trip without a start date", async () => {
    const trip = await created(owner, plan({ startDate: null }));
    const res = await owner.request(`/api/v1/trips/${trip.id}/ics`);
    expect((await errorOf(res, 409)).code).toBe("trip_not_scheduled");
  });
});

/** Every trip route, with a body where it takes one. */
const routes = (id: string): [string, string, unknown?][] => [
  ["GET", `/api/v1/trips/${id}`],
  ["PUT", `/api/v1/trips/${id}`, plan({ title: "Taken" })],
  ["PATCH", `/api/v1/trips/${id}`, { title: "Taken" }],
  ["DELETE", `/api/v1/trips/${id}`],
  ["POST", `/api/v1/trips/${id}/duplicate`],
  ["POST", `/api/v1/trips/${id}/share`],
  ["DELETE", `/api/v1/trips/${id}/share`],
  ["GET", `/api/v1/trips/${id}/ics`],
];

describe("who may do what", () => {
  it("answers 403 to another member on every route of a trip, and changes nothing", async () => {
    const trip = await created();
    const before = await stored();
    for (const [method, path, json] of routes(trip.id)) {
      const error = await errorOf(await other.request(path, { method, json }), 403);
      expect(error.code, `${method} ${path}`).toBe("forbidden");
    }
    expect(await stored()).toEqual(before);
    expect(await dataOf<SavedTrip[]>(await other.request("/api/v1/trips"))).toEqual([]);
  });

  it("answers 401 'Please log in.' when signed out, and changes nothing", async () => {
    const trip = await created();
    const before = await stored();
    const all: [string, string, unknown?][] = [
      ["GET", "/api/v1/trips"],
      ["POST", "/api/v1/trips", plan()],
      ["POST", "/api/v1/trips/import", { trips: [plan()] }],
      ...routes(trip.id),
    ];
    for (const [method, path, json] of all) {
      const error = await errorOf(await visitor.request(path, { method, json }), 401);
      expect(error, `${method} ${path}`).toEqual({
        code: "unauthenticated",
        message: "Please log in.",
      });
    }
    expect(await stored()).toEqual(before);
  });

  it("refuses a write from another site, as every write is", async () => {
    const before = await stored();
    const res = await owner.request("/api/v1/trips", {
      json: plan(),
      headers: { origin: "https://elsewhere.example" },
    });
    expect((await errorOf(res, 403)).code).toBe("cross_site_request");
    expect(await stored()).toEqual(before);
  });
});

describe("limits and checks", () => {
  // Bodies are made when a test runs: the plans name the catalogue of the started server.
  const refused: [string, () => unknown, RegExp][] = [
    [
      "61 days",
      () => plan({ days: Array.from({ length: 61 }, () => ({ stops: [] })) }),
      /'days'.*at most 60 days/,
    ],
    [
      "31 stops in a day",
      () =>
        plan({
          days: [{ stops: Array.from({ length: 31 }, () => ({ kind: "note", text: "x" })) }],
        }),
      /'days\.0\.stops'.*at most 30 stops/,
    ],
    ["an 81-character title", () => plan({ title: "t".repeat(81) }), /'title'.*at most 80/],
    ["an unknown city", () => plan({ to: "atlantis" }), /'to'.*not one of our cities/],
    [
      "an unknown place",
      () => plan({ days: [{ stops: [{ kind: "place", slug: "no-such-place" }] }] }),
      /'days\.0\.stops\.0\.slug'.*not one of our places/,
    ],
    [
      "a place given as a hotel",
      () => plan({ days: [{ stops: [{ kind: "hotel", slug: fixture.place.slug }] }] }),
      /'days\.0\.stops\.0\.slug'.*not one of our hotels/,
    ],
    ["an unknown field", () => ({ ...plan(), owner: "someone" }), /'owner'/],
    [
      "a lone surrogate in a note",
      () => plan({ days: [{ stops: [{ kind: "note", text: "a\ud800" }] }] }),
      /'days\.0\.stops\.0\.text'/,
    ],
  ];

  it.each(refused)(
    "refuses %s with 400 naming the field, on create and replace",
    async (_name, body, message) => {
      const trip = await created();
      const before = await stored();
      for (const [method, path] of [
        ["POST", "/api/v1/trips"],
        ["PUT", `/api/v1/trips/${trip.id}`],
      ] as const) {
        const error = await errorOf(await owner.request(path, { method, json: body() }), 400);
        expect(error.code).toBe("invalid_parameter");
        expect(error.message, `${method} ${path}`).toMatch(message);
      }
      expect(await stored()).toEqual(before);
    },
  );

  it("refuses a title over 80 characters on rename", async () => {
    const trip = await created();
    const before = await stored();
    const res = await owner.request(`/api/v1/trips/${trip.id}`, {
      method: "PATCH",
      json: { title: "t".repeat(81) },
    });
    expect((await errorOf(res, 400)).message).toMatch(/'title'.*at most 80/);
    expect(await stored()).toEqual(before);
  });

  it(`keeps at most ${TRIP_LIMITS.tripsPerOwner} trips a traveller, even when asked at once`, async () => {
    const full = await signedUpMember(server.url, "Keeper");
    const id = await userIdOf(server.services.db, full.email);
    const catalogue = server.services.catalogue.current();
    const { tripsPerOwner, importAtOnce } = TRIP_LIMITS;
    for (let kept = 0; kept < tripsPerOwner - 1; kept += importAtOnce) {
      const room = Math.min(importAtOnce, tripsPerOwner - 1 - kept);
      const plans = Array.from({ length: room }, (_, i) => plan({ title: `Trip ${kept + i}` }));
      await importTrips(server.services.db, id, plans, catalogue);
    }
    // Room for one: of three at once, one is stored (the owner's row lock orders the counts).
    const racing = await Promise.all(
      [1, 2, 3].map(() => full.request("/api/v1/trips", { json: plan() })),
    );
    expect(racing.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    const [first] = await listTrips(server.services.db, id);
    const refusals = [
      await full.request("/api/v1/trips", { json: plan() }),
      await full.request("/api/v1/trips/import", {
        json: { trips: [plan({ title: "One more" })] },
      }),
      await full.request(`/api/v1/trips/${first?.id}/duplicate`, { method: "POST" }),
    ];
    for (const res of refusals) {
      expect(await errorOf(res, 409)).toEqual({
        code: "too_many_trips",
        message: `You can keep at most ${TRIP_LIMITS.tripsPerOwner} trips.`,
      });
    }
    expect(await listTrips(server.services.db, id)).toHaveLength(TRIP_LIMITS.tripsPerOwner);
  });
});

describe("trips kept in the browser, handed over at sign-in", () => {
  it("stores them all, in order, under the account", async () => {
    const member = await signedUpMember(server.url, "Browser");
    const browserTrips = [
      plan({ title: "First" }),
      plan({ title: "Second", startDate: "2027-03-01" }),
    ];
    const res = await member.request("/api/v1/trips/import", { json: { trips: browserTrips } });
    const imported = await dataOf<SavedTrip[]>(res, 201);
    expect(imported.map((t) => t.title)).toEqual(["First", "Second"]);
    expect(imported[1]).toMatchObject(browserTrips[1] ?? {});
    const mine = await dataOf<SavedTrip[]>(await member.request("/api/v1/trips"));
    expect(mine.map((t) => t.id).sort()).toEqual(imported.map((t) => t.id).sort());
  });

  it("stores nothing twice when the browser sends the same trips again after a lost answer", async () => {
    const member = await signedUpMember(server.url, "Retry");
    const browserTrips = [plan({ title: "Kept once" }), plan({ title: "Also once" })];
    const first = await dataOf<SavedTrip[]>(
      await member.request("/api/v1/trips/import", { json: { trips: browserTrips } }),
      201,
    );
    const again = await dataOf<SavedTrip[]>(
      await member.request("/api/v1/trips/import", {
        json: { trips: [...browserTrips].reverse() },
      }),
      201,
    );
    expect(again.map((t) => t.id)).toEqual(first.map((t) => t.id).reverse());
    const mine = await dataOf<SavedTrip[]>(await member.request("/api/v1/trips"));
    expect(mine).toHaveLength(2);
  });

  it("stores none when one of them is refused, naming it", async () => {
    const before = await stored();
    const bad = plan({ days: [{ stops: [{ kind: "place", slug: "no-such-place" }] }] });
    const res = await owner.request("/api/v1/trips/import", { json: { trips: [plan(), bad] } });
    expect((await errorOf(res, 400)).message).toMatch(/'trips\.1\.days\.0\.stops\.0\.slug'/);
    const many = Array(TRIP_LIMITS.importAtOnce + 1).fill(plan());
    const tooMany = await owner.request("/api/v1/trips/import", { json: { trips: many } });
    expect((await errorOf(tooMany, 400)).message).toMatch(/'trips'.*at most 20/);
    expect(await stored()).toEqual(before);
  });
});

describe("when the database is out of reach", () => {
  it("answers 503 with Retry-After, not a 500, and stores nothing", async () => {
    const before = await stored();
    // What PostgreSQL sends each open connection when it restarts (admin_shutdown).
    const shutdown = Object.assign(
      new Error("terminating connection due to administrator command"),
      { code: "57P01" },
    );
    const spy = vi.spyOn(server.services.db, "transaction").mockRejectedValue(shutdown);
    try {
      const res = await owner.request("/api/v1/trips", { json: plan() });
      expect(res.headers.get("retry-after")).toBe("2");
      expect((await errorOf(res, 503)).code).toBe("unavailable");
    } finally {
      spy.mockRestore();
    }
    expect(await stored()).toEqual(before);
  });
});
