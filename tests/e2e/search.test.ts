import { describe, expect, it } from "vitest";
import { addDays, todayInIndia } from "../../common/dates.ts";
import { WEEKDAYS } from "../../content/timetable/schema.ts";
import { loadTimetable, TIMETABLE_DIR } from "../../server/rail/timetable.ts";
import { browserSession, hydrated } from "../support/page.ts";

// The search page as a traveller uses it (issue 11): the boxes by keyboard and by mouse, the
// train and flight forms with their alerts, and the same searches without JavaScript.

const { open } = browserSession();
const tomorrow = addDays(todayInIndia(), 1);
const daily = loadTimetable(TIMETABLE_DIR).trains.find((t) => t.runsOn.length === WEEKDAYS.length);
if (!daily) throw new Error("the timetable needs a daily train");

describe("city and place tabs", () => {
  it("filters cities as you type, with thumbnails, and goes to the one chosen by keyboard", async () => {
    const { page } = await open("/search");
    const box = await hydrated(page.getByRole("combobox", { name: "City" }));
    await box.pressSequentially("jaipr");
    const list = page.getByRole("listbox", { name: "City" });
    const option = list.getByRole("option", { name: /Jaipur/ });
    await option.waitFor();
    expect(await option.locator("img").count()).toBe(1);
    expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("200px");
    await box.press("ArrowDown");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await option.getAttribute("id"));
    expect(await option.getAttribute("aria-selected")).toBe("true");
    await box.press("Enter");
    await page.waitForURL(/\/city\/Jaipur$/);
  });

  it("shows places as 'name, city', says 'Place not found', and closes on Escape", async () => {
    const { page } = await open("/search?tab=place");
    const box = await hydrated(page.getByRole("combobox", { name: "Place" }));
    await box.pressSequentially("taj mahal");
    const list = page.getByRole("listbox", { name: "Place" });
    await list.getByRole("option", { name: /Taj Mahal, Agra/ }).waitFor();
    await box.press("Escape");
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    await box.press("Escape");
    expect(await box.inputValue()).toBe("");
    await box.pressSequentially("qqzzxx");
    await list.getByText("Place not found").waitFor();
  });

  it("goes to a place picked with the mouse", async () => {
    const { page } = await open("/search?tab=place");
    const box = await hydrated(page.getByRole("combobox", { name: "Place" }));
    await box.pressSequentially("hawa");
    await page.getByRole("option", { name: /Hawa Mahal/ }).click();
    await page.waitForURL(/\/place\/Hawa%20Mahal$/);
  });

  it("moves between tabs with the arrow keys", async () => {
    const { page } = await open("/search");
    const cityTab = await hydrated(page.getByRole("tab", { name: "Search City" }));
    await cityTab.focus();
    await page.keyboard.press("ArrowRight");
    await page.waitForURL(/tab=place/);
    await page.getByRole("combobox", { name: "Place" }).waitFor();
    expect(
      await page.getByRole("tab", { name: "Search Place" }).getAttribute("aria-selected"),
    ).toBe("true");
  });
});

describe("train tab", () => {
  it("alerts when a field is missing, then finds trains picked by keyboard", async () => {
    const { page } = await open("/search?tab=train");
    const search = await hydrated(page.getByRole("button", { name: "Search Trains" }));
    await search.click();
    expect(await page.getByRole("alert").textContent()).toBe("Please enter From, To, and Date");
    expect(page.url()).not.toContain("from=");

    const from = page.getByRole("combobox", { name: "From Station" });
    await from.pressSequentially("mumbai");
    const options = page.getByRole("listbox", { name: "From Station" }).getByRole("option");
    await expect
      .poll(async () =>
        (await options.locator("span > span:first-child").allTextContents())
          .slice(0, 4)
          .map((label) => label.split(" | ")[1]),
      )
      .toEqual(["CSMT", "MMCT", "LTT", "BDTS"]);

    // The first and last halts of a daily train, chosen from the list by keyboard.
    const [first, last] = [daily.halts[0], daily.halts.at(-1)];
    await from.fill("");
    await from.pressSequentially(first?.code ?? "");
    await page
      .getByRole("option", { name: new RegExp(`\\| ${first?.code}`) })
      .first()
      .waitFor();
    await from.press("ArrowDown");
    await from.press("Enter");
    expect(await from.inputValue()).toMatch(new RegExp(`\\| ${first?.code}$`));
    const to = page.getByRole("combobox", { name: "To Station" });
    await to.pressSequentially(last?.code ?? "");
    await page
      .getByRole("option", { name: new RegExp(`\\| ${last?.code}`) })
      .first()
      .waitFor();
    await to.press("ArrowDown");
    await to.press("Enter");
    await page.getByLabel("Date").fill(tomorrow);
    await search.click();
    await page.getByRole("heading", { name: "Available Trains" }).waitFor();
    await page.locator(`#train-${daily.number}`).waitFor();
    expect(await page.getByText("Estimated fare").count()).toBeGreaterThan(0);
    expect(page.url()).toContain(`date=${tomorrow}`);
  });

  it("swaps From and To", async () => {
    const { page } = await open("/search?tab=train&from=NDLS&to=BSB&date=");
    const swap = await hydrated(
      page.getByRole("button", { name: "Swap From Station and To Station" }),
    );
    const from = page.getByRole("combobox", { name: "From Station" });
    const to = page.getByRole("combobox", { name: "To Station" });
    const before = [await from.inputValue(), await to.inputValue()];
    await swap.click();
    expect([await from.inputValue(), await to.inputValue()]).toEqual(before.toReversed());
  });

  it("searches without JavaScript, typed codes and all", async () => {
    const { page } = await open("/search?tab=train", { javaScriptEnabled: false });
    await page.getByRole("combobox", { name: "From Station" }).fill(daily.halts[0]?.code ?? "");
    await page.getByRole("combobox", { name: "To Station" }).fill(daily.halts.at(-1)?.code ?? "");
    await page.getByLabel("Date").fill(tomorrow);
    await page.getByRole("button", { name: "Search Trains" }).click();
    await page.getByRole("heading", { name: "Available Trains" }).waitFor();
    await page.locator(`#train-${daily.number}`).waitFor();
  });
});

describe("flight tab", () => {
  it("keeps infants no more than adults, then says plainly it has no live flights", async () => {
    const { page } = await open("/search?tab=flight");
    const from = await hydrated(page.getByRole("combobox", { name: "From Airport" }));
    await from.pressSequentially("bangalore");
    await page.getByRole("option", { name: /Bengaluru \| BLR/ }).click();
    const to = page.getByRole("combobox", { name: "To Airport" });
    await to.pressSequentially("goa");
    await page
      .getByRole("option", { name: /\| GOI/ })
      .first()
      .click();
    await page.getByLabel("Depart date").fill(tomorrow);
    await page.getByLabel("Infants").fill("2");
    await page.getByRole("button", { name: "Search Flights" }).click();
    await page
      .getByRole("alert")
      .getByText(/no more infants than adults/)
      .waitFor();
    await page.getByLabel("Infants").fill("1");
    await page.getByLabel("Class").selectOption("B");
    await page.getByRole("button", { name: "Search Flights" }).click();
    await page.getByRole("heading", { name: "Available Flights" }).waitFor();
    await page.getByText("We have no live flight data").waitFor();
    const skyscanner = page.getByRole("link", { name: /Skyscanner/ });
    expect(await skyscanner.getAttribute("href")).toContain("/blr/goi/");
    expect(await skyscanner.getAttribute("href")).toContain("cabinclass=business");
  });

  it("alerts 'Please fill in all required fields.' before sending an incomplete form", async () => {
    const { page } = await open("/search?tab=flight");
    await (await hydrated(page.getByRole("button", { name: "Search Flights" }))).click();
    expect(await page.getByRole("alert").textContent()).toBe("Please fill in all required fields.");
  });
});
