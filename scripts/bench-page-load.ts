import { launchBrowser } from "../tests/support/browser.ts";
import { startBenchServer } from "./bench-support.ts";

// `npm run bench:page-load`: first paint, largest paint and hydration in Chromium itself, under
// DevTools' slow-4G network (150 ms, 1.44 Mbit/s) and a 4x slower CPU, median of RUNS loads per
// page. Lighthouse simulates; this measures what the browser does (decision 0013).
const PAGES = ["/", "/city/Agra", "/place/Taj%20Mahal"];
const RUNS = Number(process.env.PAGE_LOAD_RUNS ?? 9);

const server = await startBenchServer();
const browser = await launchBrowser();
try {
  for (const path of PAGES) {
    const runs: number[][] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
        uploadThroughput: ((750 * 1024) / 8) * 0.9,
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(`${server.url}${path}`, { waitUntil: "commit" });
      // Hydrated: React has attached its props to the nav's avatar link.
      runs.push(
        await page.evaluate(
          () =>
            new Promise<number[]>((resolve) => {
              const check = () => {
                const avatar = document.querySelector('a[href="/login"]');
                if (!avatar || !Object.keys(avatar).some((key) => key.startsWith("__reactProps"))) {
                  setTimeout(check, 10);
                  return;
                }
                const hydrated = performance.now();
                const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
                new PerformanceObserver((list) => {
                  resolve([fcp ?? -1, list.getEntries().at(-1)?.startTime ?? -1, hydrated]);
                }).observe({ type: "largest-contentful-paint", buffered: true });
              };
              check();
            }),
        ),
      );
      await context.close();
    }
    const median = (k: number) =>
      runs.map((run) => run[k] ?? 0).sort((a, b) => a - b)[Math.floor(runs.length / 2)] ?? 0;
    console.warn(
      `${decodeURIComponent(path)}: first paint ${median(0).toFixed(0)} ms, largest paint ${median(1).toFixed(0)} ms, hydrated ${median(2).toFixed(0)} ms (median of ${RUNS})`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
