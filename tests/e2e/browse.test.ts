import { describe, expect, it } from "vitest";
import { asOfLabel } from "../../common/fact-sources.ts";
import { content } from "../../content/index.ts";
import { MONTHS } from "../../content/schema.ts";
import { browserSession, headings } from "../support/page.ts";

const { open, baseUrl, allowConsole } = browserSession();

const agra = content.cities.find((city) => city.slug === "agra");
const taj = content.places.find((place) => place.slug === "taj-mahal");
if (!agra || !taj) throw new Error("content needs Agra and the Taj Mahal");
const agraHotel = content.hotels.find((hotel) => hotel.city === "agra");
if (!agraHotel) throw new Error("content needs a hotel in Agra");

function inPeak(city: (typeof content.cities)[number], month: number) {
  const start = MONTHS.indexOf(city.seasons.peak.start) + 1;
  const end = MONTHS.indexOf(city.seasons.peak.end) + 1;
  return start <= end ? month >= start && month <= end : month >= start || month <= end;
}

describe("lists", () => {
  it("/cities shows every trending city", async () => {
    const { page } = await open("/cities");
    expect(await page.locator("main article").count()).toBe(
      content.cities.filter((c) => c.trending).length,
    );
  });

  it("/places sorts by rating both ways, also without JavaScript", async () => {
    const { page } = await open("/places");
    const ratings = () =>
      page.locator("main article").evaluateAll((cards) =>
        cards.map((card) => {
          const badge = card.querySelector("[data-testid=rating]")?.textContent ?? "";
          return Number.parseFloat(/\d\.\d/.exec(badge)?.[0] ?? "0");
        }),
      );
    expect((await ratings()).length).toBe(content.places.filter((p) => p.trending).length);
    const isSorted = (list: number[], direction: 1 | -1) =>
      list.length > 1 &&
      list.every((value, i) => i === 0 || direction * (value - (list[i - 1] ?? 0)) >= 0) &&
      list[0] !== list.at(-1);
    await page.getByLabel("Sort by").selectOption("high-rating");
    await page.waitForURL(/sort=high-rating/);
    await expect.poll(async () => isSorted(await ratings(), -1)).toBe(true);
    await page.getByLabel("Sort by").selectOption("low-rating");
    await page.waitForURL(/sort=low-rating/);
    await expect.poll(async () => isSorted(await ratings(), 1)).toBe(true);

    const noScript = await open("/places?sort=low-rating", { javaScriptEnabled: false });
    expect(await noScript.page.getByLabel("Sort by").inputValue()).toBe("low-rating");
  });

  it("/PlanTripCategory lists the eight categories; a category page works on a direct visit and a reload", async () => {
    const { page } = await open("/PlanTripCategory");
    const links = page.getByTestId("trip-categories").getByRole("link");
    expect(await links.count()).toBe(8);
    const direct = await open("/PlanTripCategory/beach-retreat");
    expect(await direct.page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Beach Retreat",
    );
    const expected = content.cities.filter((c) => c.categories.includes("beach-retreat")).length;
    expect(await direct.page.locator("main article").count()).toBe(expected);
    await direct.page.reload();
    expect(await direct.page.locator("main article").count()).toBe(expected);
    const byName = await open("/PlanTripCategory/Beach%20Retreat");
    expect(await byName.page.locator("main article").count()).toBe(expected);
  });

  it("/month/{month} shows the cities in peak season, wrapping over the year end", async () => {
    for (const month of [1, 6, 12]) {
      const name = MONTHS[month - 1] ?? "";
      const { page } = await open(`/month/${name}`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
        `Where to go in ${name}`,
      );
      expect(await page.locator("main article").count()).toBe(
        content.cities.filter((c) => inPeak(c, month)).length,
      );
    }
  });

  it("an unknown month gets a clear message and the twelve months to pick", async () => {
    allowConsole(/404/);
    const { page, response } = await open("/month/Smarch");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Month not found");
    expect(await page.getByText("We don't know a month called “Smarch”.").isVisible()).toBe(true);
    expect(
      await page.locator("main").getByRole("link", { name: "March" }).getAttribute("href"),
    ).toBe("/month/March");
  });
});

describe("city page", () => {
  it("has every section of the spec, server-rendered", async () => {
    const { page, response } = await open(`/city/${agra.name}`, { javaScriptEnabled: false });
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(agra.name);
    expect(await page.getByText(agra.description).isVisible()).toBe(true);
    const h2 = await headings(page, 2);
    for (const title of [
      "Best time to visit",
      "Weather",
      `Hotels in ${agra.name}`,
      `Places to visit in ${agra.name}`,
      agra.overview.title,
      "How to Reach",
      "Food to Try",
      "Things to Buy",
      "Conclusion",
      "Reviews",
    ]) {
      expect(h2).toContain(title);
    }
    expect(await page.getByTestId("seasons").locator("li").count()).toBe(3);
    const overview = await page.getByTestId("overview-table").locator("th").allTextContents();
    expect(overview).toEqual(["State", "Tourist Places", "Famous For", "Weather"]);
    for (const term of ["By Air", "By Rail", "By Road"])
      expect(await page.getByText(term, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(agra.foodToTry[0]?.name ?? "", { exact: true }).isVisible()).toBe(
      true,
    );
    expect(await page.getByText("No reviews yet.").isVisible()).toBe(true);
    expect(await page.getByText("Please log in to submit a review.").isVisible()).toBe(true);
  });

  it("shows the 4-day forecast: now, and the next three days", async () => {
    const { page } = await open(`/city/${agra.name}`);
    const weather = page.getByTestId("weather");
    await weather.getByText("Next 3 Days Forecast").waitFor();
    const text = (await weather.textContent()) ?? "";
    // The fake Open-Meteo answers 34.6 °C, partly cloudy, wind 11.2 km/h, humidity 28 %.
    for (const part of [
      "35°C",
      "Partly cloudy",
      "Wind 11 km/h",
      "Humidity 28%",
      `${agra.name}, ${agra.state}, India`,
    ]) {
      expect(text).toContain(part);
    }
    expect(await weather.locator("li").count()).toBe(3);
    expect(
      await weather.getByRole("link", { name: "Weather data by Open-Meteo.com" }).isVisible(),
    ).toBe(true);
  });

  it("says the forecast is unavailable offline, with the city's typical weather", async () => {
    const { page } = await open(`/city/${agra.name}`, { fault: "weather=empty" });
    const weather = page.getByTestId("weather");
    await expect.poll(() => weather.textContent()).toContain("Forecast unavailable offline");
    expect(await weather.textContent()).toContain(`Typical weather: ${agra.overview.weather}`);
    expect(
      await page.getByRole("img", { name: /Agra on an outline map of India/ }).isVisible(),
    ).toBe(true);
  });

  it("says 'Error fetching weather data' when the weather service fails, and the page still works", async () => {
    const { page } = await open(`/city/${agra.name}`, { fault: "weather=fail" });
    await expect
      .poll(() => page.getByTestId("weather").textContent())
      .toContain("Error fetching weather data");
    expect(await page.getByRole("heading", { name: "How to Reach" }).isVisible()).toBe(true);
  });

  it("lists the city's hotels and places, leading to their pages", async () => {
    const { page } = await open(`/city/${agra.name}`);
    await page.getByRole("link", { name: `Explore ${taj.name}` }).click();
    await page.waitForURL(`${baseUrl}/place/${encodeURIComponent(taj.name)}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(taj.name);
  });

  it("answers 404 for a city we do not have", async () => {
    allowConsole(/404/);
    const { page, response } = await open("/city/Atlantis");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { name: "Page Not Found" }).isVisible()).toBe(true);
  });
});

describe("place and hotel pages", () => {
  it("shows every section of a place", async () => {
    const { page } = await open(`/place/${encodeURIComponent(taj.name)}`);
    const h2 = await headings(page, 2);
    expect(h2).toEqual(
      expect.arrayContaining([
        "Overview",
        "Suggested Duration",
        "What to Expect",
        "More About",
        "Additional Info",
        "Reviews",
      ]),
    );
    for (const term of ["History", "Highlights", "Timings", "Entry Fee", "Restricted Items"]) {
      expect(await page.locator("dt", { hasText: term }).count()).toBe(1);
    }
    expect(await page.getByText(taj.entryFee).isVisible()).toBe(true);
    // Issue 13: each changeable fact says when it was compiled and links to its source.
    for (const [term, source] of [
      ["Timings", taj.sources?.timings],
      ["Entry Fee", taj.sources?.entryFee],
    ] as const) {
      expect(source, `${taj.slug} has a source for its ${term}`).toBeDefined();
      const fact = page.locator("div", { has: page.locator("dt", { hasText: term }) }).last();
      const text = await fact.locator("dd").textContent();
      expect(text).toContain(`As of ${asOfLabel(source?.asOf ?? "")} · Source: ${source?.source}`);
      expect(await fact.getByRole("link", { name: source?.source }).getAttribute("href")).toBe(
        source?.url,
      );
    }
    expect(
      await page.getByRole("link", { name: `${agra.name}, ${agra.state}` }).getAttribute("href"),
    ).toBe(`/city/${agra.name}`);
  });

  it("names a hotel's town once when the hotel's own name already says it", async () => {
    const named = content.hotels.find((hotel) => hotel.name.endsWith(`, ${agra.name}`));
    if (!named) throw new Error("content needs an Agra hotel whose name ends with the town");
    const { page } = await open(`/hotel/${encodeURIComponent(named.name)}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      `${named.name}, ${agra.state}`,
    );
    expect(await page.title()).toBe(`${named.name} · Safarnama`);
  });

  it("shows every section of a hotel, with the note to confirm details", async () => {
    const { page } = await open(`/hotel/${encodeURIComponent(agraHotel.name)}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      `${agraHotel.name}, ${agra.name}, ${agra.state}`,
    );
    const groups = await page.getByTestId("amenities").locator("h3").allTextContents();
    expect(groups).toEqual([
      "Basic Facilities",
      "Food & Drinks",
      "Health & Wellness",
      "Safety & Security",
      "Common Areas",
      "Room Features",
      "Bathroom Amenities",
    ]);
    expect(await page.getByText(agraHotel.address).isVisible()).toBe(true);
    expect(await page.getByText(agraHotel.propertyRules.checkIn).first().isVisible()).toBe(true);
    expect(await page.getByRole("note").textContent()).toContain("confirm");
  });

  it("answers 404 for an unknown place or hotel", async () => {
    allowConsole(/404/);
    expect((await open("/place/Nowhere%20Fort")).response?.status()).toBe(404);
    expect((await open("/hotel/Hotel%20Nowhere")).response?.status()).toBe(404);
  });
});

describe("search engines", () => {
  it("gives each page a title, description, canonical URL, Open Graph tags and JSON-LD", async () => {
    const { page } = await open(`/city/${agra.name}`);
    expect(await page.title()).toContain(agra.name);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      `${baseUrl}/city/${agra.name}`,
    );
    expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toContain(
      agra.name,
    );
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(jsonLd).toMatchObject({ "@type": "TouristDestination", name: agra.name });
  });

  it("serves a sitemap and robots.txt", async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${baseUrl}/city/Agra</loc>`);
    expect(sitemap.match(/<url>/g)?.length).toBeGreaterThan(
      content.cities.length + content.places.length,
    );
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });
});
