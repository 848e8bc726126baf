import { readFile } from "node:fs/promises";
import { content } from "../content/index.ts";
import { HttpClient } from "../tests/support/http-client.ts";
import { startBenchServer, startScratchPostgres, stopOnSignals } from "./bench-support.ts";

// `npm run bench:soak` (issue 10; not in CI): SOAK_MINUTES (default 10) of mixed traffic at a fixed
// rate, SOAK_RATE requests a second (default 40): pages, /api/v1 and legacy reads, search, and
// review writes from signed-in travellers. Reports p50 and p99 of each minute, the number of 5xx,
// and the server's resident memory (RSS) after the first minute and at the end.
// Bar: no 5xx, RSS growth under 10%. SOAK_DB=postgres runs it on a scratch PostgreSQL cluster.

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const RATE = Number(process.env.SOAK_RATE ?? 40);
const usePostgres = process.env.SOAK_DB === "postgres";

stopOnSignals();
const postgres = usePostgres ? await startScratchPostgres() : undefined;
if (usePostgres && !postgres) throw new Error("SOAK_DB=postgres, but PostgreSQL is not installed");
const server = await startBenchServer({
  ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  AUTH_LIMIT_SIGN_UP_IP: "1000/60",
  // Writes come from a few accounts here; the per-traveller limit is tested elsewhere.
  REVIEW_LIMIT: "1000000/60",
});

const members: HttpClient[] = [];
for (let i = 0; i < 4; i += 1) {
  const client = new HttpClient(server.url);
  const res = await client.register({
    firstName: `Soak${i}`,
    email: `soak.${i}.${Date.now()}@example.com`,
    password: "Ten-minutes-of-chai-9",
  });
  if (res.status !== 302) throw new Error(`could not register a member: ${res.status}`);
  members.push(client);
}

const cities = content.cities.slice(0, 20);
const places = content.places.slice(0, 40);
const queries = ["agra", "kerala", "fort", "beach", "jaipr", "lake udaipur", "temple", "goa"];
const pick = <T>(list: readonly T[], n: number) => list[n % list.length] as T;

/** The n-th request of the mix: 50% pages, 30% JSON reads, 10% search, 10% review writes. */
function nth(n: number): () => Promise<Response> {
  const slot = n % 10;
  const city = pick(cities, n);
  const place = pick(places, n * 7);
  if (slot < 5) {
    const path = [
      "/",
      `/city/${encodeURIComponent(city.name)}`,
      `/place/${encodeURIComponent(place.name)}`,
      `/place/${encodeURIComponent(place.name)}?reviewsAfter=1`,
      "/cities",
    ][slot];
    return () => fetch(`${server.url}${path}`);
  }
  if (slot < 8) {
    const path = [
      `/api/v1/cities?pageSize=20&page=${1 + (n % 3)}`,
      `/get-city/${encodeURIComponent(city.name)}`,
      `/api/v1/places/${place.slug}/reviews?limit=5`,
    ][slot - 5];
    return () => fetch(`${server.url}${path}`);
  }
  if (slot === 8)
    return () => fetch(`${server.url}/api/v1/search?q=${encodeURIComponent(pick(queries, n))}`);
  const member = pick(members, n);
  return () =>
    member.request(`/api/v1/places/${place.slug}/reviews`, {
      json: {
        review: `Soak visit ${n}: quiet in the morning, crowded by noon.`,
        rating: 1 + (n % 5),
      },
    });
}

async function rssKb(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

type Minute = { latencies: number[]; fiveXx: number; errors: number };
const minutes: Minute[] = Array.from({ length: MINUTES }, () => ({
  latencies: [],
  fiveXx: 0,
  errors: 0,
}));
const rss: { after1: number; end: number } = { after1: 0, end: 0 };
const started = performance.now();
const total = MINUTES * 60 * RATE;
const inFlight = new Set<Promise<void>>();

console.warn(`soak: ${MINUTES} min at ${RATE} req/s on ${postgres ? "PostgreSQL" : "PGlite"}`);
for (let n = 0; n < total; n += 1) {
  // Fixed rate: request n leaves at n / RATE seconds, whatever the answers' speed.
  const due = started + (n * 1000) / RATE;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const minute = minutes[Math.min(MINUTES - 1, Math.floor(n / RATE / 60))] as Minute;
  const sent = performance.now();
  const task = nth(n)()
    .then(async (res) => {
      await res.arrayBuffer();
      minute.latencies.push(performance.now() - sent);
      if (res.status >= 500) minute.fiveXx += 1;
    })
    .catch(() => {
      minute.errors += 1;
    })
    .finally(() => inFlight.delete(task));
  inFlight.add(task);
  if (n === 60 * RATE) rss.after1 = await rssKb(server.pid);
}
await Promise.all(inFlight);
rss.end = await rssKb(server.pid);
await server.stop();
await postgres?.stop();

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.NaN;
};
console.warn("\n| minute | requests | p50 ms | p99 ms | 5xx | network errors |");
console.warn("|---|---|---|---|---|---|");
minutes.forEach((m, i) => {
  console.warn(
    `| ${i + 1} | ${m.latencies.length} | ${quantile(m.latencies, 0.5).toFixed(1)} | ${quantile(m.latencies, 0.99).toFixed(1)} | ${m.fiveXx} | ${m.errors} |`,
  );
});
const all = minutes.flatMap((m) => m.latencies);
const fiveXx = minutes.reduce((sum, m) => sum + m.fiveXx, 0);
const errors = minutes.reduce((sum, m) => sum + m.errors, 0);
const growth = rss.after1 ? ((rss.end - rss.after1) / rss.after1) * 100 : Number.NaN;
console.warn(
  `\nall: ${all.length} requests, p50 ${quantile(all, 0.5).toFixed(1)} ms, p99 ${quantile(all, 0.99).toFixed(1)} ms, ${fiveXx} 5xx, ${errors} network errors`,
);
console.warn(
  `RSS: ${(rss.after1 / 1024).toFixed(0)} MB after 1 minute, ${(rss.end / 1024).toFixed(0)} MB at the end (${growth.toFixed(1)}%)`,
);
const met = fiveXx === 0 && errors === 0 && growth < 10;
console.warn(`Bar (0 5xx, RSS growth under 10%): ${met ? "met" : "NOT met"}`);
process.exitCode = met ? 0 : 1;
