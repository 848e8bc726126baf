import { describe, expect, it } from "vitest";
import { browserSession } from "../support/page.ts";

const { open, allowConsole } = browserSession();

describe("city map", () => {
  it("loads Leaflet only when the map scrolls into view, then shows tiles centred at zoom 12", async () => {
    const { page } = await open("/city/Agra");
    const leafletRequests: string[] = [];
    page.on("request", (request) => {
      if (/leaflet/i.test(request.url())) leafletRequests.push(request.url());
    });
    // Server-rendered: the static location first, with a link to OpenStreetMap.
    const fallback = page.getByRole("img", { name: /Agra on an outline map of India/ });
    expect(await fallback.count()).toBe(1);
    expect(
      await page
        .getByRole("link", { name: /Open in OpenStreetMap/ })
        .first()
        .getAttribute("href"),
    ).toContain("mlat=27.17");
    await page.waitForTimeout(300);
    expect(leafletRequests).toEqual([]);

    const tileRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/\d+\/\d+\/\d+\.png$/.test(request.url())) tileRequests.push(request.url());
    });
    await page.getByRole("heading", { name: "How to Reach" }).scrollIntoViewIfNeeded();
    await page.locator(".leaflet-tile-loaded").first().waitFor();
    expect(leafletRequests.length).toBeGreaterThan(0);
    expect(tileRequests.some((url) => /\/12\/\d+\/\d+\.png$/.test(url))).toBe(true);
    const region = page.getByRole("region", { name: "Map of Agra" });
    expect(await region.isVisible()).toBe(true);
    expect(await page.locator(".leaflet-control-attribution").textContent()).toContain(
      "OpenStreetMap",
    );
  });

  it("falls back to the static location when tiles fail to load", async () => {
    allowConsole(/Failed to load resource/);
    const { page } = await open("/city/Agra");
    await page.route(/\/\d+\/\d+\/\d+\.png$/, (route) => route.fulfill({ status: 404 }));
    await page.getByRole("heading", { name: "How to Reach" }).scrollIntoViewIfNeeded();
    await page
      .getByRole("status")
      .filter({ hasText: "Map tiles could not be loaded; showing the location instead." })
      .waitFor({ state: "attached" });
    expect(
      await page.getByRole("img", { name: /Agra on an outline map of India/ }).isVisible(),
    ).toBe(true);
  });
});
