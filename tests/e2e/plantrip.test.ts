import ICAL from "ical.js";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addDays, todayInIndia } from "../../common/dates.ts";
import { newEmail, register } from "../support/e2e-accounts.ts";
import { browserSession, hydrated } from "../support/page.ts";

// The trip planner as a traveller uses it (issue 12): Agra to Jaipur, places on two days, a
// keyboard reorder, save, reload, share, the shared page signed out, revoke, the calendar file;
// and the same plan made signed out, kept through sign-in.

const { open, baseUrl, allowConsole } = browserSession();
const firstDay = addDays(todayInIndia(), 30);

/** The names of a day's stops, in order. */
const stopsOf = (page: Page, day: number) =>
  page
    .getByTestId(`day-${day}`)
    .locator("ol > li")
    .evaluateAll((items) =>
      items.map((li) => (li.querySelector("a, span.font-medium")?.textContent ?? "").trim()),
    );

/** From /plantrip to Agra → Jaipur, then three places on day 1 and one on day 2. */
async function planAgraToJaipur(page: Page) {
  await page.goto(`${baseUrl}/plantrip`);
  const plan = await hydrated(page.getByRole("button", { name: "Let's Plan" }));
  await page.getByLabel("From", { exact: true }).selectOption("Agra");
  await page.getByLabel("To", { exact: true }).selectOption("Agra");
  expect(await page.getByRole("alert").textContent()).toContain("two different cities");
  await page.getByLabel("To", { exact: true }).selectOption("Jaipur");
  await plan.click();
  await page.waitForURL(/\/plantrip\/Agra\/Jaipur$/);
  await page.getByRole("heading", { name: "Agra to Jaipur" }).waitFor();
  const add = await hydrated(page.getByRole("button", { name: "Add Amber Fort to Day 1" }));
  await add.click();
  await page.getByRole("button", { name: "Add Hawa Mahal to Day 1" }).click();
  await page.getByRole("button", { name: "Add Jaipur City Palace to Day 1" }).click();
  await page.getByRole("button", { name: "Add a day" }).click();
  await page.getByRole("button", { name: "Add Nahargarh Fort to Day 2" }).click();
  expect(await stopsOf(page, 1)).toEqual(["Amber Fort", "Hawa Mahal", "Jaipur City Palace"]);
  expect(await stopsOf(page, 2)).toEqual(["Nahargarh Fort"]);
}

describe("the trip planner", () => {
  it("plans, reorders by keyboard, saves, shares, revokes and exports a trip", async () => {
    const { page } = await open("/");
    await register(baseUrl, page, "Meera");
    await planAgraToJaipur(page);

    // Keyboard only: focus 'Move Jaipur City Palace up' and press Enter twice.
    const up = page.getByRole("button", { name: "Move Jaipur City Palace up" });
    await up.focus();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
    await page.keyboard.press("Enter");
    // The focus follows the stop it moved, so a second press moves it again.
    await expect.poll(focused).toBe("Move Jaipur City Palace up");
    expect(await stopsOf(page, 1)).toEqual(["Amber Fort", "Jaipur City Palace", "Hawa Mahal"]);
    await page.keyboard.press("Enter");
    expect(await stopsOf(page, 1)).toEqual(["Jaipur City Palace", "Amber Fort", "Hawa Mahal"]);
    // Down at a day's end moves to the next day's start.
    await page.getByRole("button", { name: "Move Hawa Mahal down" }).click();
    expect(await stopsOf(page, 2)).toEqual(["Hawa Mahal", "Nahargarh Fort"]);

    await page.getByLabel("First day").fill(firstDay);
    await page.getByLabel("Time for Jaipur City Palace").fill("09:30");
    await page.getByRole("button", { name: "Save trip" }).click();
    await page.waitForURL(/\?trip=[\w-]{20,}/);
    await page.getByRole("status").getByText("Saved", { exact: true }).waitFor();

    await page.reload();
    await hydrated(page.getByRole("button", { name: "Save changes" }));
    expect(await stopsOf(page, 1)).toEqual(["Jaipur City Palace", "Amber Fort"]);
    expect(await stopsOf(page, 2)).toEqual(["Hawa Mahal", "Nahargarh Fort"]);
    expect(await page.getByLabel("First day").inputValue()).toBe(firstDay);

    await page.getByRole("button", { name: "Share a read-only link" }).click();
    const link = page.getByLabel("Share link");
    await link.waitFor();
    const shareUrl = await link.inputValue();
    expect(shareUrl).toMatch(/\/trips\/shared\/[\w-]{20,}$/);

    // Someone else, signed out, reads it; its page names the trip for link previews.
    const visitor = await open(new URL(shareUrl).pathname);
    await visitor.page.getByRole("heading", { name: "Agra to Jaipur", level: 1 }).waitFor();
    expect(
      await visitor.page.locator('meta[property="og:title"]').getAttribute("content"),
    ).toContain("Agra to Jaipur");
    expect(await visitor.page.getByText("Nahargarh Fort").count()).toBeGreaterThan(0);

    // The calendar file, parsed.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Add to calendar (.ics)" }).click();
    const file = await (await download).path();
    const text = await (await import("node:fs/promises")).readFile(file, "utf8");
    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents("vevent");
    const allDay = events.filter(
      (e) => e.getFirstPropertyValue("dtstart")?.toString().length === 10,
    );
    expect(allDay.map((e) => e.getFirstPropertyValue("dtstart")?.toString())).toEqual([
      firstDay,
      addDays(firstDay, 1),
    ]);
    expect(
      events.some((e) => String(e.getFirstPropertyValue("summary")).includes("Jaipur City Palace")),
    ).toBe(true);

    await page.getByRole("button", { name: "Stop sharing" }).click();
    await page.getByRole("button", { name: "Share a read-only link" }).waitFor();
    allowConsole(/404/);
    const revoked = await open(new URL(shareUrl).pathname);
    expect(revoked.response?.status()).toBe(404);
  });

  it("keeps a trip planned signed out, and moves it to the account at sign-in", async () => {
    const { page } = await open("/");
    await planAgraToJaipur(page);
    await page.getByText("Your plan is kept in this browser.").waitFor();
    // A reload keeps it: it lives in the browser.
    await page.reload();
    await hydrated(page.getByRole("button", { name: "Add a day" }));
    await expect.poll(() => stopsOf(page, 2)).toEqual(["Nahargarh Fort"]);

    const email = newEmail("tara");
    await register(baseUrl, page, "Tara", email);
    // The first page after signing in hands the browser's trips over, and says so.
    await page
      .locator(".Toastify")
      .getByText("The trips you planned in this browser are now in your account.")
      .waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem("safarnama:trips:v1"))).toBe("{}");
    await page.goto(`${baseUrl}/trips`);
    const trip = page.getByRole("link", { name: "Agra to Jaipur" });
    expect(await trip.count()).toBe(1);
    await trip.click();
    await page.waitForURL(/\?trip=/);
    await expect
      .poll(() => stopsOf(page, 1))
      .toEqual(["Amber Fort", "Hawa Mahal", "Jaipur City Palace"]);
  });
});
