import { describe, expect, it } from "vitest";
import { browserSession } from "../support/page.ts";

// Loading, error and empty states, with the data calls made to fail, answer nothing or answer
// late on purpose (the e2e server honours the x-test-fault header).

const { open, allowConsole } = browserSession();

describe("home page states", () => {
  it("shows six skeleton cards per trending block and five lesser-known skeletons while loading", async () => {
    const { page } = await open("/", {
      fault: "trending=slow,lesser-known=slow",
      waitUntil: "commit",
      asPerson: true,
    });
    const destinations = page.getByTestId("famous-destinations");
    await destinations.getByTestId("skeleton-card").first().waitFor();
    expect(await destinations.getByTestId("skeleton-card").count()).toBe(6);
    expect(await page.getByTestId("famous-attractions").getByTestId("skeleton-card").count()).toBe(
      6,
    );
    expect(await page.getByTestId("lesser-known").getByTestId("skeleton-card").count()).toBe(5);
    expect(await destinations.getByRole("link", { name: /^SEE MORE/ }).count()).toBe(0);
    await destinations.locator("article").first().waitFor({ timeout: 10_000 });
    expect(await destinations.getByTestId("skeleton-card").count()).toBe(0);
    expect(await destinations.getByRole("link", { name: /^SEE MORE/ }).count()).toBe(1);
  });

  it("stops loading without a message and without SEE MORE when the trending call fails", async () => {
    // The browser's router reports the failed stream; the page itself shows nothing.
    allowConsole(/Unexpected Server Error/);
    const { page } = await open("/", { fault: "trending=fail" });
    const destinations = page.getByTestId("famous-destinations");
    await expect.poll(() => destinations.getByTestId("skeleton-card").count()).toBe(0);
    expect(await destinations.locator("article").count()).toBe(0);
    expect(await destinations.getByRole("link", { name: /^SEE MORE/ }).count()).toBe(0);
    expect(await page.getByTestId("famous-attractions").locator("article").count()).toBe(0);
  });

  it("keeps the lesser-known skeletons on an error, and says 'No data available.' when empty", async () => {
    allowConsole(/Unexpected Server Error/);
    const failing = await open("/", { fault: "lesser-known=fail" });
    await failing.page.getByTestId("famous-destinations").locator("article").first().waitFor();
    expect(
      await failing.page.getByTestId("lesser-known").getByTestId("skeleton-card").count(),
    ).toBe(5);
    const empty = await open("/", { fault: "lesser-known=empty" });
    await empty.page.getByText("No data available.").waitFor();
  });
});

describe("list and detail states", () => {
  it("shows 'No cities found. Please try again later.' for an empty list", async () => {
    const { page } = await open("/cities", { fault: "cities=empty" });
    expect(await page.getByText("No cities found. Please try again later.").isVisible()).toBe(true);
  });

  it("shows the skeleton when the list cannot be loaded", async () => {
    allowConsole(/500/);
    const { page } = await open("/cities", { fault: "cities=fail" });
    expect(await page.getByTestId("skeleton-card").count()).toBe(6);
  });

  it("says 'Error loading place data.' when a place cannot be loaded", async () => {
    allowConsole(/500/);
    const { page, response } = await open("/place/Taj%20Mahal", { fault: "place=fail" });
    expect(response?.status()).toBe(500);
    expect(await page.getByRole("alert").textContent()).toBe("Error loading place data.");
    expect(await page.content()).not.toContain("simulated failure");
  });
});
