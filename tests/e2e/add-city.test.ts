import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { browserSession } from "../support/page.ts";

const { open, allowConsole } = browserSession();

/** Fills every field of the add-city form with a valid city. */
async function fillCity(page: Page) {
  const text: Record<string, string> = {
    name: "Chanderi",
    state: "Madhya Pradesh",
    description: "A hill town of Bundela and Malwa sultanate monuments above the Betwa valley.",
    bestTime: "October to March, when the days are mild and clear.",
    latitude: "24.7167",
    longitude: "78.1333",
    rating: "4.3",
    "overview.title": "Chanderi: the weavers' town",
    "overview.history": "A stronghold of the Malwa sultans and later of the Bundela Rajputs.",
    "overview.touristPlaces": "Chanderi Fort, Koshak Mahal, Badal Mahal Gate.",
    "overview.famousFor": "Chanderi saris and sultanate architecture.",
    "overview.weather": "Hot summers, a wet monsoon and mild winters.",
    "howToReach.byAir": "Gwalior and Bhopal airports are each about four hours away by road.",
    "howToReach.byRail": "Lalitpur Junction is the nearest major station.",
    "howToReach.byRoad": "Buses and taxis from Lalitpur and Ashoknagar.",
    "howToReach.nearestAirport": "GWL",
    "howToReach.nearestStation": "LAR",
    "image.wikipedia": "Chanderi",
    "image.alt": "Chanderi Fort above the town",
    conclusion: "Come for the saris and stay for the ruins on the hills around the town.",
  };
  for (const [name, value] of Object.entries(text))
    await page.locator(`form [name="${name}"]`).fill(value);
  for (const season of ["peak", "moderate", "off"]) {
    await page.locator(`[name="seasons.${season}.start"]`).selectOption("July");
    await page.locator(`[name="seasons.${season}.end"]`).selectOption("September");
    await page.locator(`[name="seasons.${season}.description"]`).fill("Green and cool.");
  }
  for (let i = 0; i < 3; i += 1) {
    await page.locator(`[name="foodToTry.${i}.name"]`).fill(`Dish ${i + 1}`);
    await page.locator(`[name="foodToTry.${i}.description"]`).fill("Local and good.");
    await page.locator(`[name="thingsToBuy.${i}.heading"]`).fill(`Craft ${i + 1}`);
    await page.locator(`[name="thingsToBuy.${i}.description"]`).fill("Made nearby.");
  }
  await page.getByLabel("heritage walk").check();
}

describe("/add-city", () => {
  it("shows every field of the form, with three food and three thing-to-buy entries", async () => {
    const { page } = await open("/add-city");
    for (const label of [
      "City name",
      "Best time to visit",
      "Peak season starts",
      "Off season ends",
      "History",
      "By air",
      "Conclusion",
    ]) {
      expect(await page.getByLabel(label, { exact: true }).count(), label).toBe(1);
    }
    expect(await page.getByTestId("foodToTry-list").locator("li").count()).toBe(3);
    expect(await page.getByTestId("thingsToBuy-list").locator("li").count()).toBe(3);
  });

  it("adds and removes food entries, keeping at least three", async () => {
    const { page } = await open("/add-city");
    const foods = page.getByTestId("foodToTry-list");
    expect(
      await foods
        .getByRole("button", { name: /Remove/ })
        .first()
        .isDisabled(),
    ).toBe(true);
    await foods.getByRole("button", { name: "Add a food" }).click();
    expect(await foods.locator("li").count()).toBe(4);
    await foods.getByRole("button", { name: "Remove food 4" }).click();
    expect(await foods.locator("li").count()).toBe(3);
  });

  it("marks every missing field before sending anything", async () => {
    const { page } = await open("/add-city");
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await page.getByRole("button", { name: "Add city" }).click();
    expect(await page.locator("#name-error").textContent()).toBe("Required");
    expect(await page.locator("#foodToTry\\.0\\.name-error").textContent()).toBe("Required");
    expect(await page.getByLabel("City name", { exact: true }).getAttribute("aria-invalid")).toBe(
      "true",
    );
    expect(posted).toBe(false);
  });

  it("refuses a complete city from a visitor who is not signed in", async () => {
    allowConsole(/401/);
    const { page } = await open("/add-city");
    await fillCity(page);
    await page.getByRole("button", { name: "Add city" }).click();
    await expect
      .poll(() => page.getByTestId("form-error").textContent())
      .toBe("Please log in with an editor account to add a city.");
  });

  it("refuses it without JavaScript too", async () => {
    allowConsole(/401/);
    const { page } = await open("/add-city", { javaScriptEnabled: false });
    await fillCity(page);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Add city" }).click(),
    ]);
    expect(response.status()).toBe(401);
    await page.getByTestId("form-error").waitFor();
  });

  it("adds the city for an editor, who then sees it on the site", async () => {
    const editor = inject("editor");
    const { page } = await open("/login?redirectTo=%2Fadd-city");
    await page.getByLabel("Email").fill(editor.email);
    await page.getByLabel("Password").fill(editor.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(/\/add-city$/);
    await fillCity(page);
    await page.getByLabel("City name", { exact: true }).fill("Maheshwar");
    await page.getByRole("button", { name: "Add city" }).click();
    await page.waitForURL(/\/city\/Maheshwar$/);
    await page.getByRole("heading", { level: 1, name: /Maheshwar/ }).waitFor();
    await page.getByText("City added: it is on the site now.").waitFor();
  });
});
