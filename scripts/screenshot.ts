import { mkdir } from "node:fs/promises";
import path from "node:path";
import { launchBrowser } from "../tests/support/browser.ts";

// `npm run screenshot -- http://localhost:5000 / /city/agra`: PNGs of each path at phone and
// desktop widths in ./test-results/screenshots, for looking at pages as a traveller would.
// SHOT_LOGIN=email:password logs in first, for the pages of a signed-in traveller.

const [base = "http://localhost:5000", ...paths] = process.argv.slice(2);
const widths = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
];
const outDir = path.resolve("test-results/screenshots");
await mkdir(outDir, { recursive: true });

const browser = await launchBrowser();
try {
  for (const pagePath of paths.length > 0 ? paths : ["/"]) {
    for (const viewport of widths) {
      const page = await browser.newPage({ viewport });
      const login = process.env.SHOT_LOGIN;
      if (login) {
        const [email = "", password = ""] = login.split(":");
        await page.goto(`${base}/login`);
        await page.getByLabel("Email").fill(email);
        await page.getByLabel("Password").fill(password);
        await page.getByRole("button", { name: "Log in" }).click();
        await page.waitForURL(/\/profile/);
      }
      await page.goto(`${base}${pagePath}`, { waitUntil: "networkidle" });
      // Scroll through once, as a reader would, so lazy images and maps load before the shot.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 120));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      const name = `${pagePath.replace(/\W+/g, "_") || "home"}-${viewport.name}`;
      const file = path.join(outDir, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.warn(file);
      // SHOT_CHUNKS=1: also the page in screen-sized parts, readable at full resolution.
      if (process.env.SHOT_CHUNKS) {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const step = viewport.height * 1.5;
        for (let y = 0, i = 1; y < height; y += step, i += 1) {
          const part = path.join(outDir, `${name}-${i}.png`);
          const clip = { x: 0, y, width: viewport.width, height: Math.min(step, height - y) };
          await page.screenshot({ path: part, fullPage: true, clip });
          console.warn(part);
        }
      }
      await page.close();
    }
  }
} finally {
  await browser.close();
}
