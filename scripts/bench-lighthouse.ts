import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/browser.ts";
import { startPhotoFakes, warmPhotos } from "./bench-photos.ts";
import { BENCH_PAGES, startBenchServer } from "./bench-support.ts";

// `npm run bench:lighthouse`: Lighthouse (mobile, its default) in Debian's Chromium against the
// built app, on the home page, a city page and a place page, RUNS times each; the median run is
// reported, as Lighthouse's authors advise, since single runs vary by several points. No request
// leaves the machine, yet the pages show photographs: a local Commons serves 400 to 900 KB
// originals and a local Wikipedia credits them (issue 9), and every photo is made once before
// measuring, as every visitor after the first finds it. Bars: performance >= 98, LCP <= 1.5 s,
// CLS <= 0.02 (issue 9); accessibility >= 95, SEO 100; home page JavaScript under 150 KB gzip
// (issue 9 asks for 100 KB, below what React and React Router alone weigh: decision 0010). "JS KB"
// is the transfer size of every script the page loads: compressed bodies plus response headers.

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

type Request = { resourceType?: string; transferSize?: number };
type Run = {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  js: number;
  lcp: number;
  cls: number;
};

const fakes = await startPhotoFakes();
const server = await startBenchServer(fakes.env);
await fakes.creditsLookedUp();
const photos = await warmPhotos(server.url, BENCH_PAGES);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});
const rows: string[] = [];
try {
  for (const path of BENCH_PAGES) {
    const runs: Run[] = [];
    let failed = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "seo", "best-practices"],
      });
      const lhr = result?.lhr;
      // A run Lighthouse could not measure (it says so in runtimeError) is not a score of 0.
      if (!lhr || lhr.runtimeError || lhr.categories.performance?.score == null) {
        failed += 1;
        continue;
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const items = ((lhr.audits["network-requests"]?.details as { items?: Request[] } | undefined)
        ?.items ?? []) as Request[];
      runs.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        seo: score("seo"),
        bestPractices: score("best-practices"),
        js:
          items
            .filter((r) => r.resourceType === "Script")
            .reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
        lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
      });
    }
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)];
    if (!median) {
      rows.push(`| ${decodeURIComponent(path)} | no run could be measured (${failed} failed) |`);
      continue;
    }
    const spread = `${runs[0]?.performance}–${runs.at(-1)?.performance}`;
    rows.push(
      `| ${decodeURIComponent(path)} | ${median.performance} (${spread}) | ${median.accessibility} | ${median.seo} | ${median.bestPractices} | ${median.js.toFixed(1)} | ${Math.round(median.lcp)} | ${median.cls.toFixed(3)} | ${runs.length}${failed ? ` (+${failed} unmeasured)` : ""} |`,
    );
  }
} finally {
  chrome.kill();
  await server.stop();
  await fakes.close();
}
console.warn(
  `\nLighthouse 13, mobile, Debian Chromium, local photo origin (${photos} photo files made first); median of ${RUNS} runs (performance range in brackets):\n`,
);
console.warn(
  "| page | performance | accessibility | SEO | best practices | JS KB (gzip) | LCP ms | CLS | runs |",
);
console.warn("|---|---|---|---|---|---|---|---|---|");
console.warn(rows.join("\n"));
