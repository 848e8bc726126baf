import autocannon from "autocannon";
import { startBenchServer } from "./bench-support.ts";

// `npm run bench:api`: requests per second and latency of the legacy list calls, with
// autocannon on this same machine (so the load generator shares the cores with the server).
// Target (issue 3): POST /api/get-city-data at least 2,000 req/s with p99 under 50 ms.

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

type Case = {
  title: string;
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
};
const json = { "content-type": "application/json" };
const cases: Case[] = [
  {
    title: "POST /api/get-city-data (browser, br)",
    method: "POST",
    path: "/api/get-city-data",
    headers: { ...json, "accept-encoding": "br, gzip" },
    body: "{}",
  },
  {
    title: "POST /api/get-city-data (no compression)",
    method: "POST",
    path: "/api/get-city-data",
    headers: json,
    body: "{}",
  },
  {
    title: "POST /api/get-city-data {trending}",
    method: "POST",
    path: "/api/get-city-data",
    headers: { ...json, "accept-encoding": "br, gzip" },
    body: '{"trending":"trendingcity"}',
  },
  {
    title: "POST /api/get-place-data (browser, br)",
    method: "POST",
    path: "/api/get-place-data",
    headers: { ...json, "accept-encoding": "br, gzip" },
    body: "{}",
  },
  {
    title: "GET /get-city/Jaipur",
    method: "GET",
    path: "/get-city/Jaipur",
    headers: { "accept-encoding": "br, gzip" },
  },
];

const server = await startBenchServer();
const rows: string[] = [];
try {
  for (const c of cases) {
    // Warm the cache once, as a running server would be.
    await fetch(`${server.url}${c.path}`, { method: c.method, headers: c.headers, body: c.body });
    const result = await autocannon({
      url: `${server.url}${c.path}`,
      method: c.method,
      headers: c.headers,
      body: c.body,
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${c.title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    rows.push(
      `| ${c.title} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${Math.round(result.throughput.average / 1024)} |`,
    );
  }
} finally {
  await server.stop();
}
console.warn(
  `\nautocannon, ${CONNECTIONS} connections, ${DURATION_S} s each, server and load on this machine:\n`,
);
console.warn("| call | req/s | p50 ms | p99 ms | KiB/s |\n|---|---|---|---|---|");
console.warn(rows.join("\n"));
console.warn(
  "\nWith compressed bodies autocannon's own parser is the bottleneck (about 95% of a core against the server's 20%): read the compressed rows as a floor.",
);
