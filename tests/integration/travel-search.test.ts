import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { addDays, todayInIndia } from "../../common/dates.ts";
import { TRAIN_SEARCH_INCOMPLETE } from "../../common/rail.ts";
import { trainCard } from "../../common/train-card.ts";
import { WEEKDAYS } from "../../content/timetable/schema.ts";
import {
  legacyFlightSchema,
  legacyTrainSchema,
  NO_STATUS,
} from "../../server/http/legacy/travel.ts";
import { loadTimetable, TIMETABLE_DIR } from "../../server/rail/timetable.ts";
import { FAKE_DUFFEL_TOKEN, startFakeDuffel } from "../fakes/duffel-flights.ts";
import { FAKE_IRCTC1_KEY, startFakeIrctc1 } from "../fakes/irctc1-trains.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// The search page's trains and flights (issue 11) through every door: the page without
// JavaScript, the legacy calls of spec section 7 and /api/v1, without a provider and with the
// vendors' fakes.

const timetable = loadTimetable(TIMETABLE_DIR);
// A train that runs every day, end to end: found whatever weekday tomorrow is.
const daily = timetable.trains.find((train) => train.runsOn.length === WEEKDAYS.length);
if (!daily) throw new Error("the timetable needs a daily train");
const first = daily.halts[0];
const last = daily.halts.at(-1);
if (!first || !last) throw new Error("a train has halts");
const tomorrow = addDays(todayInIndia(), 1);
const dashless = tomorrow.replaceAll("-", "");

const OTHER_ORIGIN = "http://localhost:5173";
const pageOf = (server: TestServer, path: string) =>
  fetch(`${server.url}${path}`).then(async (res) => ({
    status: res.status,
    html: await res.text(),
  }));
const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as unknown });

describe("without live providers", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers });

  it("serves /search and /Search, the city tab by default", async () => {
    for (const path of ["/search", "/Search"]) {
      const { status, html } = await pageOf(server, path);
      expect(status).toBe(200);
      expect(html).toContain('placeholder="Search cities..."');
      for (const tab of ["Search City", "Search Place", "Search Train", "Search Flight"]) {
        expect(html).toContain(tab);
      }
      expect(html).toMatch(/aria-selected="true"[^>]*>Search City</);
    }
  });

  it("lists matches without JavaScript, and says when nothing matches", async () => {
    const found = await pageOf(server, "/search?tab=city&q=jaipr");
    expect(found.html).toContain('href="/city/Jaipur"');
    const none = await pageOf(server, "/search?tab=place&q=zzqxv");
    expect(none.html).toContain("Place not found");
  });

  it("says 'Please enter From, To, and Date' when a field is missing, and searches nothing", async () => {
    const { status, html } = await pageOf(
      server,
      `/search?tab=train&from=NDLS&to=&date=${tomorrow}`,
    );
    expect(status).toBe(200);
    expect(html).toContain(TRAIN_SEARCH_INCOMPLETE);
    expect(html).not.toContain("Available Trains");
  });

  it("names a station it cannot place", async () => {
    const { html } = await pageOf(
      server,
      `/search?tab=train&from=Atlantis&to=${last.code}&date=${tomorrow}`,
    );
    expect(html).toContain("We know no station called ‘Atlantis’");
  });

  it("shows a daily train on the page, with estimated fares and no made-up status", async () => {
    const params = new URLSearchParams({
      tab: "train",
      from: first.code,
      to: last.code,
      date: tomorrow,
    });
    const { html } = await pageOf(server, `/search?${params}`);
    expect(html).toContain("Available Trains");
    expect(html).toContain(`id="train-${daily.number}"`);
    expect(html).toContain("Estimated fare");
    expect(html).toContain("Check availability");
    expect(html).toContain("Timetable as compiled on");
    expect(html).not.toMatch(/AVBL|>WL \d|Chance \d/);
    expect(html).toContain('href="https://www.irctc.co.in/nget/train-search"');
  });

  it("answers GET /api/trains in the spec's shape, with a dashless date", async () => {
    const res = await get(`/api/trains?from=${first.code}&to=${last.code}&date=${dashless}`, {
      Origin: OTHER_ORIGIN,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBeTruthy();
    const trains = z.array(legacyTrainSchema).parse(await res.json());
    const train = trains.find((t) => t.trainNumber === daily.number);
    expect(train?.departure).toMatchObject({
      station: first.code,
      date: tomorrow,
      time: first.dep,
    });
    for (const cls of train?.classes ?? []) {
      expect(cls.status).toBe(NO_STATUS);
      expect(cls.updated).toBe("");
    }
    expect(train?.classes.some((cls) => cls.price > 0)).toBe(true);
  });

  it("refuses a legacy train search with a field missing or a stranger's code", async () => {
    const missing = await json(await get(`/api/trains?from=${first.code}&date=${dashless}`));
    expect(missing).toEqual({
      status: 400,
      body: { error: { code: "invalid_parameter", message: TRAIN_SEARCH_INCOMPLETE } },
    });
    const unknown = await get(`/api/trains?from=QQQQ&to=${last.code}&date=${dashless}`);
    expect(unknown.status).toBe(400);
    const past = await get(`/api/trains?from=${first.code}&to=${last.code}&date=20200101`);
    expect(past.status).toBe(400);
  });

  it("answers an empty list for GET /api/flights without a provider", async () => {
    const res = await get(
      `/api/flights?from=DEL&to=BOM&departDate=${tomorrow}&adults=1&children=0&infants=0&flightClass=E`,
    );
    expect(await json(res)).toEqual({ status: 200, body: [] });
    const bad = await get(`/api/flights?from=DEL&to=BOM&departDate=${tomorrow}&adults=1&infants=2`);
    expect(bad.status).toBe(400);
  });

  it("says plainly on the flight tab that it has no live data, with distance, time and links", async () => {
    const params = new URLSearchParams({
      tab: "flight",
      from: "DEL",
      to: "BOM",
      departDate: tomorrow,
      adults: "2",
      children: "1",
      infants: "0",
      flightClass: "B",
    });
    const { html } = await pageOf(server, `/search?${params}`);
    expect(html).toContain("Available Flights");
    expect(html).toContain("We have no live flight data");
    expect(html).toMatch(/1,1\d\d(<!-- -->)? km/);
    expect(html).toContain("Typical flying time");
    expect(html).toContain("skyscanner.co.in");
    expect(html).toContain("makemytrip.com");
  });

  it("checks the flight form on the server too", async () => {
    const missing = await pageOf(server, `/search?tab=flight&from=DEL&to=&departDate=${tomorrow}`);
    expect(missing.html).toContain("Please fill in all required fields.");
    const infants = await pageOf(
      server,
      `/search?tab=flight&from=DEL&to=BOM&departDate=${tomorrow}&adults=1&infants=2`,
    );
    expect(infants.html).toContain("no more infants than adults");
    const past = await pageOf(
      server,
      "/search?tab=flight&from=DEL&to=BOM&departDate=2020-01-01&adults=1",
    );
    expect(past.html).toContain("The depart date has passed");
  });

  it("offers stations and airports as you type", async () => {
    const stations = await json(await get("/search/suggest?kind=station&q=mumbai"));
    const codes = (stations.body as { options: { value: string }[] }).options.map((o) => o.value);
    expect(codes.slice(0, 4).map((v) => v.split(" | ")[1])).toEqual([
      "CSMT",
      "MMCT",
      "LTT",
      "BDTS",
    ]);
    const none = (await json(await get("/search/suggest?kind=station&q=qqqzzz"))).body;
    expect(none).toMatchObject({ options: [] });
    const airports = (await json(await get("/search/suggest?kind=airport&q=bangalore"))).body;
    expect(airports).toMatchObject({ options: [{ value: "Bengaluru | BLR" }] });
    expect((await get("/search/suggest?kind=hotel&q=x")).status).toBe(400);
  });

  it("serves /api/v1 stations, trains, airports and flights, documented", async () => {
    const stations = (await json(await get("/api/v1/stations?q=ALD"))).body as {
      data: { code: string }[];
    };
    expect(stations.data[0]?.code).toBe("PRYJ");
    const trains = await get(`/api/v1/trains?from=${first.code}&to=${last.code}&date=${tomorrow}`);
    expect(trains.status).toBe(200);
    expect(trains.headers.get("cache-control")).toBe("no-cache");
    const body = (await trains.json()) as { live: boolean; data: unknown[] };
    expect(body.live).toBe(false);
    for (const card of body.data) trainCard.parse(card);
    const flights = (
      await json(await get(`/api/v1/flights?from=DEL&to=GOI&departDate=${tomorrow}&adults=1`))
    ).body;
    expect(flights).toMatchObject({
      offers: null,
      provider: "offline",
      typical: { estimate: true },
    });
    const unknown = await get(`/api/v1/flights?from=DEL&to=XYZ&departDate=${tomorrow}&adults=1`);
    expect(unknown.status).toBe(400);
    const openapi = (await json(await get("/api/v1/openapi.json"))).body as {
      paths: Record<string, unknown>;
    };
    for (const path of ["/stations", "/trains", "/airports", "/flights"]) {
      expect(openapi.paths).toHaveProperty(path);
    }
  });
});

describe("with live providers (the vendors' local fakes)", () => {
  let server: TestServer;
  let irctc: Awaited<ReturnType<typeof startFakeIrctc1>>;
  let duffel: Awaited<ReturnType<typeof startFakeDuffel>>;
  beforeAll(async () => {
    [irctc, duffel] = await Promise.all([startFakeIrctc1(), startFakeDuffel()]);
    server = await startTestServer({
      IRCTC1_RAPIDAPI_KEY: FAKE_IRCTC1_KEY,
      IRCTC1_API_URL: irctc.url,
      DUFFEL_ACCESS_TOKEN: FAKE_DUFFEL_TOKEN,
      DUFFEL_API_URL: duffel.baseUrl,
      DUFFEL_INR_RATES: "GBP=110",
    });
  });
  afterAll(async () => {
    await server?.close();
    await irctc?.close();
    await duffel?.close();
  });

  it("shows the provider's status, time and chance on each class card, styled by the spec", async () => {
    const params = new URLSearchParams({
      tab: "train",
      from: first.code,
      to: last.code,
      date: tomorrow,
    });
    const { html } = await pageOf(server, `/search?${params}`);
    expect(html).toContain("Seat availability comes from a live provider.");
    // Class cards train by train: the 4th class onwards is counted within its own train.
    const trains = html.split("<article").slice(1);
    const cards = trains.flatMap((train) =>
      [...train.matchAll(/<li data-tone="(\w+)"[^>]*>(.*?)<\/li>/g)].map((m, index) => ({
        tone: m[1],
        text: m[2] ?? "",
        index,
      })),
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      if (card.text.includes("AVBL")) expect(card.tone).toBe("available");
      else if (/WL \d/.test(card.text)) expect(card.tone).toBe("waitlist");
      else if (card.index > 2) expect(card.tone).toBe("tatkal");
    }
    expect(cards.some((card) => card.tone === "available" || card.tone === "waitlist")).toBe(true);
    // The fake gives chances for SL (78%), 2A (100%) and 1A (61%): above 70 is high.
    const badges = [...html.matchAll(/data-level="(\w+)"[^>]*>Chance <!-- -->(\d+)<!-- -->%/g)];
    expect(badges.length).toBeGreaterThan(0);
    for (const [, level, percent] of badges) {
      expect(level).toBe(Number(percent) > 70 ? "high" : "medium");
    }
    expect(irctc.requests.length).toBeGreaterThan(0);
    expect(irctc.requests.every((r) => r.key === FAKE_IRCTC1_KEY)).toBe(true);
  });

  it("answers GET /api/trains with the provider's statuses", async () => {
    const res = await fetch(
      `${server.url}/api/trains?from=${first.code}&to=${last.code}&date=${dashless}`,
    );
    const trains = z.array(legacyTrainSchema).parse(await res.json());
    const statuses = trains.flatMap((t) => t.classes.map((c) => c.status));
    expect(statuses.some((status) => status !== NO_STATUS)).toBe(true);
  });

  it("lists flights in the spec's shape, with times as 'h:mm AM'", async () => {
    const res = await fetch(
      `${server.url}/api/flights?from=DEL&to=BOM&departDate=${tomorrow}&adults=1&children=0&infants=0&flightClass=E`,
    );
    const flights = z.array(legacyFlightSchema).parse(await res.json());
    expect(flights.length).toBeGreaterThan(0);
    for (const flight of flights) {
      expect(flight.departureTime).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
      expect(flight.price).toBeGreaterThan(0);
    }
    expect(flights.map((f) => f.departureTime)).toContain("6:05 AM");
  });

  it("labels the provider's test-mode offers as samples, and converted prices as approximate", async () => {
    const params = new URLSearchParams({
      tab: "flight",
      from: "DEL",
      to: "BOM",
      departDate: tomorrow,
      adults: "1",
    });
    const { html } = await pageOf(server, `/search?${params}`);
    expect(html).toContain("Sample offers from the provider");
    expect(html).toContain("these are not flights anyone can board");
    expect(html).toMatch(/converted from (<!-- -->)?GBP/);
    expect(html).toContain("Book Now");
  });

  it("shows 'Failed to fetch flight data. Try again later.' when the provider fails", async () => {
    duffel.state.failure = {
      status: 500,
      type: "api_error",
      code: "internal_server_error",
      title: "Internal server error",
      message: "Something went wrong",
    };
    try {
      const params = new URLSearchParams({
        tab: "flight",
        from: "BLR",
        to: "MAA",
        departDate: tomorrow,
        adults: "1",
      });
      const { html } = await pageOf(server, `/search?${params}`);
      expect(html).toContain("Failed to fetch flight data. Try again later.");
      const legacy = await fetch(
        `${server.url}/api/flights?from=BLR&to=MAA&departDate=${tomorrow}&adults=1`,
      );
      expect(legacy.status).toBe(502);
    } finally {
      duffel.state.failure = null;
    }
  });
});
