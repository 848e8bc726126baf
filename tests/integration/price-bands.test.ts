import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nightlyRangeText, PRICE_BAND_IDS, PRICE_BANDS } from "../../common/price-bands.ts";
import { content } from "../../content/index.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// Hotel price bands end to end (issues 12 and 13): seeded from content/, given by /api/v1, and
// shown on the hotel page and the city page's hotel cards.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const get = (path: string) => fetch(`${server.url}${path}`);
const mainOf = (html: string) =>
  html.slice(html.indexOf('<main id="main"'), html.indexOf("</main>"));
/** React's escaping of text, for the names and ranges we look for in a page. */
const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

/** One hotel of each band, and its city. */
const samples = PRICE_BAND_IDS.map((band) => {
  const hotel = content.hotels.find((h) => h.priceBand === band);
  const city = content.cities.find((c) => c.slug === hotel?.city);
  if (!hotel || !city) throw new Error(`content needs a ${band} hotel`);
  return { band, hotel, city };
});

describe("hotel price bands", () => {
  it("stores and serves every hotel's band as the content gives it", async () => {
    const served = new Map<string, string | null>();
    const pages = Math.ceil(content.hotels.length / 100);
    for (let page = 1; page <= pages; page += 1) {
      const res = await get(`/api/v1/hotels?pageSize=100&page=${page}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: { slug: string; priceBand: string | null }[] };
      for (const hotel of body.data) served.set(hotel.slug, hotel.priceBand);
    }
    expect(Object.fromEntries(served)).toEqual(
      Object.fromEntries(content.hotels.map((hotel) => [hotel.slug, hotel.priceBand])),
    );
  });

  it.each(samples)(
    "shows a $band hotel's band and its usual nightly range on its page",
    async ({ band, hotel }) => {
      const res = await get(`/hotel/${encodeURIComponent(hotel.name)}`);
      expect(res.status).toBe(200);
      const main = mainOf(await res.text());
      const badge = /data-testid="price-band"[^>]*>([^<]*)</.exec(main);
      expect(badge?.[1]).toBe(`Price: ${PRICE_BANDS[band].label}`);
      expect(main).toContain(
        escapeHtml(nightlyRangeText(band).replace(/^./, (c) => c.toUpperCase())),
      );
      expect(main).toContain("not a quote");
    },
  );

  it.each(samples)(
    "labels the hotel cards of a $band hotel's city with their bands",
    async ({ city }) => {
      const main = mainOf(await (await get(`/city/${encodeURIComponent(city.name)}`)).text());
      const labels = [...main.matchAll(/data-testid="card-label"[^>]*>([^<]*)</g)].map((m) => m[1]);
      const hotels = content.hotels.filter((h) => h.city === city.slug);
      expect(labels.sort()).toEqual(
        hotels.map((h) => `Price: ${PRICE_BANDS[h.priceBand].label}`).sort(),
      );
    },
  );
});
