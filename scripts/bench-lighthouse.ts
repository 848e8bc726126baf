import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/browser.ts";
import { startBenchServer } from "./bench-support.ts";

// `npm run bench:lighthouse`: Lighthouse (mobile, its default) in Debian's Chromium against the
// built app, offline (no remote photos, maps or weather), on the home page, a city page and a
// place page. Bars (issue 4): performance >= 95, accessibility >= 95, SEO 100; home page
// JavaScript under 150 KB gzip.

const PAGES = ["/", "/city/Agra", "/place/Taj%20Mahal"];

type Audit = {
  details?: { items?: { url: string; resourceType?: string; transferSize?: number }[] };
};

const server = await startBenchServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});
const rows: string[] = [];
try {
  for (const path of PAGES) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "seo", "best-practices"],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const requests = (audits["network-requests"] as Audit | undefined)?.details?.items ?? [];
    const scriptBytes = requests
      .filter((r) => r.resourceType === "Script")
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const failing = Object.values(audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== "informative" &&
          a.scoreDisplayMode !== "manual",
      )
      .map((a) => a.id);
    rows.push(
      `| ${decodeURIComponent(path)} | ${score("performance")} | ${score("accessibility")} | ${score("seo")} | ${score("best-practices")} | ${(scriptBytes / 1024).toFixed(1)} | ${Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0)} | ${(audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)} | ${failing.join(", ") || "none"} |`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.warn("\nLighthouse 13, mobile, Debian Chromium, offline:\n");
console.warn(
  "| page | performance | accessibility | SEO | best practices | JS KB (gzip) | LCP ms | CLS | audits below 0.9 |",
);
console.warn("|---|---|---|---|---|---|---|---|---|");
console.warn(rows.join("\n"));
