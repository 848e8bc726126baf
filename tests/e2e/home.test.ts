import { describe, expect, it } from "vitest";
import { content } from "../../content/index.ts";
import { browserSession, headings } from "../support/page.ts";

const { open, baseUrl } = browserSession();

describe("home page", () => {
  it("shows its sections in the spec's order", async () => {
    const { page } = await open("/");
    await page.getByTestId("famous-destinations").locator("article").first().waitFor();
    expect(await headings(page, 2)).toEqual([
      "The Curators of Extraordinary Journeys",
      "Travel changes the way you see home",
      "PLAN TRIP",
      "What to see in India",
      "FAMOUS DESTINATIONS",
      "FAMOUS ATTRACTIONS",
      "LESSER KNOWN WONDERS IN INDIA",
      "Where to go, month by month",
      "Heritage, romance, food, hills and beaches",
      "Experience the Love and Joy of India",
      "Postcards from India",
    ]);
  });

  it("has the hero with one of the six sentences", async () => {
    const { page } = await open("/");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Explore the World");
    const tagline = await page.getByTestId("hero-tagline").textContent();
    expect(content.cards.heroTaglines).toContain(tagline);
  });

  it("shows six trending cities and six places with Explore and SEE MORE links", async () => {
    const { page } = await open("/");
    for (const [id, more, kind] of [
      ["famous-destinations", "/cities", "city"],
      ["famous-attractions", "/places", "place"],
    ] as const) {
      const block = page.getByTestId(id);
      await block.locator("article").first().waitFor();
      expect(await block.locator("article").count()).toBe(6);
      const explore = block.getByRole("link", { name: /^Explore / });
      expect(await explore.count()).toBe(6);
      const first = await explore.first().getAttribute("href");
      expect(first).toMatch(new RegExp(`^/${kind}/`));
      expect(await block.getByRole("link", { name: /^SEE MORE/ }).getAttribute("href")).toBe(more);
    }
    await page
      .getByTestId("famous-destinations")
      .getByRole("link", { name: /^Explore / })
      .first()
      .click();
    await page.waitForURL(/\/city\//);
    expect(await page.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
  });

  it("has five interest cards, the first larger, leading to the category page", async () => {
    const { page } = await open("/");
    const cards = page.getByTestId("interest-grid").getByRole("link");
    expect(await cards.count()).toBe(5);
    const [first, second] = await Promise.all([
      cards.nth(0).boundingBox(),
      cards.nth(1).boundingBox(),
    ]);
    expect((first?.width ?? 0) * (first?.height ?? 0)).toBeGreaterThan(
      2 * (second?.width ?? 0) * (second?.height ?? 0),
    );
    expect(await cards.nth(0).textContent()).toContain("Hills and Mountains");
    await cards.nth(0).click();
    await page.waitForURL(`${baseUrl}/PlanTripCategory/hills-and-mountains`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Hills and Mountains");
  });

  it("lists the lesser-known wonders, each leading to its page", async () => {
    const { page } = await open("/");
    const section = page.getByTestId("lesser-known");
    await section.getByRole("link").first().waitFor();
    expect(await section.getByRole("link").count()).toBe(content.cards.lesserKnown.length);
    const href = await section.getByRole("link").first().getAttribute("href");
    expect(href).toMatch(/^\/(city|place)\//);
  });

  it("has twelve month cards leading to /month/{month}", async () => {
    const { page } = await open("/");
    const months = page.getByTestId("month-cards").getByRole("link");
    expect(await months.count()).toBe(12);
    expect(await months.first().getAttribute("href")).toBe("/month/January");
    expect(await months.last().getAttribute("href")).toBe("/month/December");
    const tiles = page.getByTestId("category-tiles").getByRole("link");
    expect(await tiles.allTextContents()).toEqual([
      "Heritage Walk",
      "Romantic Vacation",
      "Foodies",
      "Hills and Mountains",
      "Beach Retreat",
    ]);
  });

  it("shows three stories, three more per See More, and no button at eight", async () => {
    const { page } = await open("/");
    const stories = page.getByTestId("story-cards").locator("li");
    const more = page.getByRole("button", { name: "See More" });
    expect(await stories.count()).toBe(3);
    await more.click();
    await expect.poll(() => stories.count()).toBe(6);
    await more.click();
    await expect.poll(() => stories.count()).toBe(8);
    expect(await more.count()).toBe(0);
  });

  it("slides with arrows that wrap both ways and one dot per slide", async () => {
    const { page } = await open("/");
    const places = content.cards.slider.map((slide) => slide.place);
    const label = page.getByTestId("slide-place");
    expect(await label.textContent()).toBe(places[0]);
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expect.poll(() => label.textContent()).toBe(places.at(-1));
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => label.textContent()).toBe(places[0]);
    const dots = page.getByRole("group", { name: "Choose a slide" }).getByRole("button");
    expect(await dots.count()).toBe(places.length);
    await dots.nth(2).click();
    await expect.poll(() => label.textContent()).toBe(places[2]);
    expect(await dots.nth(2).getAttribute("aria-current")).toBe("true");
    expect(await dots.nth(0).getAttribute("aria-current")).toBeNull();
  });
});
