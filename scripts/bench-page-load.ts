import { throttling } from "lighthouse/core/config/constants.js";
import { launchBrowser } from "../tests/support/browser.ts";
import { hydrated } from "../tests/support/page.ts";
import { startPhotoFakes, warmPhotos } from "./bench-photos.ts";
import { BENCH_PAGES, startBenchServer } from "./bench-support.ts";

// `npm run bench:page-load`: first paint, largest paint and hydration in Chromium itself, on
// Lighthouse's own mobile network and CPU (slow 4G as DevTools applies it: 562.5 ms a request,
// 1.44 Mbit/s down; a 4x slower CPU) and a phone's screen, median of RUNS loads per page.
// Lighthouse simulates; this measures what the browser does (decision 0013).
const RUNS = Number(process.env.PAGE_LOAD_RUNS ?? 9);
const network = throttling.mobileSlow4G;
// Lighthouse's phone screen (its Moto G Power emulation); its typings leave that object optional.
const screen = { width: 412, height: 823 };
const kbps = (value: number) => (value * 1024) / 8;

// The pages show photographs, from a local Commons, made once before measuring (as for Lighthouse).
const fakes = await startPhotoFakes();
const server = await startBenchServer(fakes.env);
await fakes.creditsLookedUp();
await warmPhotos(server.url, BENCH_PAGES);
const browser = await launchBrowser();
try {
  for (const path of BENCH_PAGES) {
    const runs: number[][] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const context = await browser.newContext({
        viewport: { width: screen.width, height: screen.height },
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: network.requestLatencyMs,
        downloadThroughput: kbps(network.downloadThroughputKbps),
        uploadThroughput: kbps(network.uploadThroughputKbps),
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: network.cpuSlowdownMultiplier });
      await page.goto(`${server.url}${path}`, { waitUntil: "commit" });
      // Hydrated: React has attached its props to the nav's avatar link (one round trip to the
      // page is counted in; a few milliseconds).
      await hydrated(page.locator('a[href="/login"]').first());
      runs.push(
        await page.evaluate(
          () =>
            new Promise<number[]>((resolve) => {
              const now = performance.now();
              const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
              new PerformanceObserver((list) => {
                resolve([
                  fcp ?? Number.NaN,
                  list.getEntries().at(-1)?.startTime ?? Number.NaN,
                  now,
                ]);
              }).observe({ type: "largest-contentful-paint", buffered: true });
            }),
        ),
      );
      await context.close();
    }
    const median = (k: number) =>
      runs.map((run) => run[k] ?? Number.NaN).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
    console.warn(
      `${decodeURIComponent(path)}: first paint ${median(0)?.toFixed(0)} ms, largest paint ${median(1)?.toFixed(0)} ms, hydrated ${median(2)?.toFixed(0)} ms (median of ${RUNS})`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
  await fakes.close();
}
