import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { copyrightYears } from "../../app/components/site-footer.tsx";
import { browserSession, hydrated } from "../support/page.ts";

const { open: visit, baseUrl, allowConsole } = browserSession();

async function open(
  path: string,
  viewport = { width: 1280, height: 800 },
  javaScriptEnabled = true,
): Promise<Page> {
  return (await visit(path, { viewport, javaScriptEnabled })).page;
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

describe("navigation bar", () => {
  it("is in the HTML before any script runs", async () => {
    const page = await open("/", undefined, false);
    const links = mainNav(page).getByRole("link");
    const hrefs = await links.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute("href")),
    );
    expect(hrefs).toEqual(["/", "/", "/search", "/PlanTripCategory", "/plantrip", "/login"]);
  });

  it("shows the five links, the login link as an avatar image", async () => {
    const page = await open("/");
    const nav = mainNav(page);
    for (const [name, href] of [
      ["Home", "/"],
      ["Search", "/search"],
      ["Trip Category", "/PlanTripCategory"],
      ["Plan Trip", "/plantrip"],
    ] as const) {
      const link = nav.getByRole("link", { name, exact: true });
      await expect.poll(() => link.isVisible()).toBe(true);
      expect(await link.getAttribute("href")).toBe(href);
    }
    const login = nav.locator('a[href="/login"]');
    expect(await login.getByTestId("avatar-mark").isVisible()).toBe(true);
    expect(
      await nav.getByRole("link", { name: "Home", exact: true }).getAttribute("aria-current"),
    ).toBe("page");
  });

  it("turns dark once the page is scrolled, and light again at the top", async () => {
    const page = await open("/");
    const header = page.locator("header.site-nav");
    await page.waitForFunction(() => document.documentElement.scrollHeight > window.innerHeight);
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    expect(await backgroundLuminance(header)).toBeGreaterThan(0.8);

    await page.mouse.wheel(0, 400);
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("true");
    // The colour fades over 300 ms: wait for the end of it.
    await expect.poll(() => backgroundLuminance(header)).toBeLessThan(0.15);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("false");
    await expect.poll(() => backgroundLuminance(header)).toBeGreaterThan(0.8);
  });

  it("folds into a burger menu on a phone", async () => {
    const page = await open("/hero", { width: 390, height: 844 });
    const burger = page.getByRole("button", { name: "Open menu" });
    const search = mainNav(page).getByRole("link", { name: "Search", exact: true });
    expect(await burger.isVisible()).toBe(true);
    expect(await search.isVisible()).toBe(false);

    // The scripts load after the first paint (decision 0013): click once React owns the button.
    await (await hydrated(burger)).click();
    const close = page.getByRole("button", { name: "Close menu" });
    expect(await close.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => search.isVisible()).toBe(true);

    await close.click();
    await expect.poll(() => search.isVisible()).toBe(false);

    await page.getByRole("button", { name: "Open menu" }).click();
    await mainNav(page).getByRole("link", { name: "Home", exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(
      await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded"),
    ).toBe("false");
  });
});

describe("the site's stylesheet, written into the page (decision 0017)", () => {
  it("styles the page before and after React takes over, and after a client-side navigation", async () => {
    const page = await open("/city/Agra");
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const stone = await background();
    // Tailwind's stone-50, not the browser's transparent default.
    expect(stone).not.toBe("rgba(0, 0, 0, 0)");
    await hydrated(mainNav(page).getByRole("link", { name: "Home", exact: true }));
    expect(await background()).toBe(stone);
    await mainNav(page).getByRole("link", { name: "Home", exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await background()).toBe(stone);
    // One element, and no stylesheet request either: React did not add a second copy.
    expect(await page.locator("style#site-styles").count()).toBe(1);
    expect(await page.locator('link[rel="stylesheet"][href^="/assets/app-"]').count()).toBe(0);
  });
});

describe("footer", () => {
  it("has the share icons, quick links, newsletter text and the 2025 copyright", async () => {
    const page = await open("/");
    const footer = page.locator("footer");
    expect(await footer.getByRole("link", { name: /^Share on / }).count()).toBe(4);
    expect(await footer.getByRole("heading", { name: "Quick Links" }).isVisible()).toBe(true);
    expect(await footer.getByRole("heading", { name: "Newsletter" }).isVisible()).toBe(true);
    expect(
      await footer.getByText(`© ${copyrightYears()} Safarnama. All rights reserved.`).isVisible(),
    ).toBe(true);
    const share = await footer
      .getByRole("link", { name: "Share on WhatsApp" })
      .getAttribute("href");
    expect(share).toContain(encodeURIComponent(`${baseUrl}/`));
  });
});

describe("unknown pages", () => {
  it("answers 404 with 'Page Not Found' and a button back home", async () => {
    allowConsole(/404/);
    const { page, response } = await visit("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { name: "Page Not Found" }).isVisible()).toBe(true);
    expect(await page.title()).toBe("Page Not Found · Safarnama");

    await page.getByRole("link", { name: "GO To HomePage" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect
      .poll(() => page.getByRole("heading", { name: "Explore the World" }).isVisible())
      .toBe(true);
  });

  it("keeps /hero, /slider and /focus as empty pages inside the layout", async () => {
    for (const path of ["/hero", "/slider", "/focus"]) {
      const page = await open(path);
      expect(await mainNav(page).isVisible()).toBe(true);
      expect(await page.locator("main#main").textContent()).toBe("");
    }
  });
});

/** Relative brightness (0-1) of an element's background, whatever colour syntax CSS reports. */
function backgroundLuminance(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const context = document.createElement("canvas").getContext("2d");
    if (!context) throw new Error("no 2d canvas");
    context.fillStyle = getComputedStyle(node).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  });
}
