import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { launchBrowser } from "./browser.ts";

/**
 * One browser per test file and a fresh context per test; any error in the page's console or an
 * uncaught exception fails the test. `open` visits a path of the e2e server.
 */
export function browserSession() {
  const baseUrl = inject("baseUrl");
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let errors: string[] = [];
  /** Console messages a test expects, e.g. a 404 it asked for. */
  const allowed: RegExp[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    const seen = errors.filter((message) => !allowed.some((pattern) => pattern.test(message)));
    errors = [];
    allowed.length = 0;
    expect(seen, "errors in the browser console").toEqual([]);
  });

  async function open(
    path: string,
    options: {
      viewport?: { width: number; height: number };
      javaScriptEnabled?: boolean;
      /** Simulated failures (the e2e server honours `x-test-fault`), e.g. "trending=fail". */
      fault?: string;
      /** When goto returns: after the whole (streamed) page by default, or at the first bytes. */
      waitUntil?: "load" | "commit";
      /**
       * As a person's browser: headless Chromium names itself in its user agent, and the server
       * sends crawlers whole pages instead of streaming them.
       */
      asPerson?: boolean;
      /** A browser with no network: every request to another origin fails (issue 9). */
      ownOriginOnly?: boolean;
    } = {},
  ) {
    const context = await browser.newContext({
      viewport: options.viewport ?? { width: 1280, height: 800 },
      javaScriptEnabled: options.javaScriptEnabled ?? true,
      extraHTTPHeaders: options.fault ? { "x-test-fault": options.fault } : undefined,
      userAgent: options.asPerson
        ? "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36"
        : undefined,
    });
    contexts.push(context);
    // A step that cannot happen fails with what it waited for, well inside the test's own limit.
    context.setDefaultTimeout(12_000);
    const own = new URL(baseUrl).origin;
    if (options.ownOriginOnly) {
      await context.route("**/*", (route) =>
        new URL(route.request().url()).origin === own ? route.continue() : route.abort(),
      );
    }
    const page = await context.newPage();
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      // Our machines have no internet: a resource of another origin (the hero's film on
      // Wikimedia) fails to load by design, and the page must cope, which its own tests check.
      const elsewhere = !message.location().url.startsWith(own);
      if (elsewhere && message.text().startsWith("Failed to load resource")) return;
      if (message.type() === "error") errors.push(message.text());
    });
    /** Image requests that failed: each one a broken-image icon, if only for a moment. */
    const failedImages: string[] = [];
    page.on("requestfailed", (request) => {
      if (request.resourceType() === "image") failedImages.push(request.url());
    });
    const response = await page.goto(`${baseUrl}${path}`, {
      waitUntil: options.waitUntil ?? "load",
    });
    return { page, response, failedImages };
  }

  return {
    baseUrl,
    open,
    allowConsole: (pattern: RegExp) => allowed.push(pattern),
  };
}

/** Scrolls down the whole page as a reader would, so every lazy image loads, then waits for them. */
export async function scrollThrough(page: Page) {
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 700) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState("networkidle");
}

/** Every image of the page, with the URL it shows and whether it drew anything. */
export const imagesOf = (page: Page) =>
  page.locator("img").evaluateAll((imgs) =>
    imgs.map((img) => ({
      src: (img as HTMLImageElement).currentSrc,
      drawn: (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    })),
  );

/** The text of each heading of a level, in page order. */
export const headings = (page: Page, level: number) =>
  page
    .locator(`main h${level}`)
    .evaluateAll((nodes) => nodes.map((n) => (n.textContent ?? "").trim()));

/**
 * Waits until React has hydrated an element (it then carries React's props), so that a click
 * reaches its handler instead of the browser's default (following a link, say).
 */
export async function hydrated(locator: Locator) {
  // Attached is enough: on a phone's screen the element may sit in a closed menu.
  await locator.waitFor({ state: "attached" });
  await locator.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(node).some((key) => key.startsWith("__reactProps"))
            ? resolve()
            : requestAnimationFrame(check);
        check();
      }),
  );
  return locator;
}
