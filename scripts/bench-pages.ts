import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import autocannon from "autocannon";
import {
  BENCH_PAGES,
  NGINX,
  startBenchServer,
  startNginx,
  startScratchPostgres,
  stopOnSignals,
} from "./bench-support.ts";

// `npm run bench:pages`: requests per second and latency of the server-rendered pages under
// autocannon, beside nginx serving the same HTML as static files in the same run, on PGlite and
// on PostgreSQL. Server, nginx and autocannon share this machine, and it is noisy: each page
// gets ROUNDS rounds and the report gives their medians. A measurement, not a test: it exits 0
// whatever the figures, and non-zero only when the run itself broke.
// Bar (the issue): every page at least 25% of nginx's req/s, with p99 under 100 ms, on both.

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WARMUP_S = 2;
const BAR = { share: 0.25, p99Ms: 100 };

type Run = {
  reqPerSec: number;
  p50: number;
  p99: number;
  responses: number;
  non2xx: number;
  errors: number;
};
type Target = "nginx" | "ours";
type Row = {
  page: string;
  htmlBytes: number;
  nginx: ReturnType<typeof summarize>;
  ours: ReturnType<typeof summarize>;
  share: number;
  misses: string[];
};
type DatabaseResult = { database: string; rows?: Row[]; skipped?: string };

async function load(url: string, duration: number): Promise<Run> {
  // No headers, so no Accept-Encoding: both targets send the same uncompressed bytes.
  const result = await autocannon({ url, connections: CONNECTIONS, duration });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    responses: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * A round with errors measured something other than pages being served; one without a single
 * response (all slower than the round) has latencies of 0 that would pass the bar.
 */
const failure = (run: Run) =>
  run.non2xx > 0 || run.errors > 0 || run.responses === 0
    ? `${run.responses} responses, ${run.non2xx} non-2xx, ${run.errors} errors`
    : undefined;

function summarize(runs: Run[]) {
  const reqPerSec = runs.map((run) => run.reqPerSec);
  return {
    reqPerSec: median(reqPerSec),
    reqPerSecRange: [Math.min(...reqPerSec), Math.max(...reqPerSec)],
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    failedRounds: runs.filter(failure).length,
    rounds: runs,
  };
}

/** One fetch, as autocannon will ask: `identity`, since fetch would otherwise ask for gzip. */
async function fetchHtml(url: string) {
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  const type = response.headers.get("content-type") ?? "";
  if (response.status !== 200 || !type.startsWith("text/html"))
    throw new Error(`${url}: ${response.status} ${type}`);
  return { bytes: Buffer.from(await response.arrayBuffer()), type };
}

async function benchDatabase(label: string, env: Record<string, string>): Promise<Row[]> {
  const server = await startBenchServer({ LOG_LEVEL: "silent", ...env });
  try {
    const html = new Map<string, Buffer>();
    for (const page of BENCH_PAGES) html.set(page, (await fetchHtml(server.url + page)).bytes);
    const nginx = await startNginx(html);
    try {
      const rows: Row[] = [];
      for (const page of BENCH_PAGES) {
        const bytes = html.get(page) ?? Buffer.alloc(0);
        const served = await fetchHtml(nginx.url + page);
        if (!served.bytes.equals(bytes) || served.type !== "text/html; charset=utf-8")
          throw new Error(`nginx does not serve ${page} as saved (${served.type})`);
        const urls = { nginx: nginx.url + page, ours: server.url + page };
        for (const url of Object.values(urls)) await load(url, WARMUP_S);
        const runs: Record<Target, Run[]> = { nginx: [], ours: [] };
        for (let round = 0; round < ROUNDS; round += 1) {
          // Flip the order each round, so that neither always runs straight after the other.
          const order: Target[] = round % 2 === 0 ? ["nginx", "ours"] : ["ours", "nginx"];
          for (const target of order) runs[target].push(await load(urls[target], DURATION_S));
          console.warn(
            `${label} ${decodeURIComponent(page)} round ${round + 1}/${ROUNDS}: nginx ${rps(runs.nginx.at(-1)?.reqPerSec)}, ours ${rps(runs.ours.at(-1)?.reqPerSec)} req/s`,
          );
        }
        rows.push(row(page, bytes.length, summarize(runs.nginx), summarize(runs.ours)));
      }
      return rows;
    } finally {
      await nginx.stop();
    }
  } finally {
    await server.stop();
  }
}

function row(page: string, htmlBytes: number, nginx: Row["nginx"], ours: Row["ours"]): Row {
  const share = nginx.reqPerSec > 0 ? ours.reqPerSec / nginx.reqPerSec : 0;
  const misses: string[] = [];
  if (share < BAR.share) misses.push(`share ${percent(share)} < ${percent(BAR.share)}`);
  if (ours.p99 >= BAR.p99Ms) misses.push(`p99 ${ours.p99} ms >= ${BAR.p99Ms} ms`);
  for (const [target, summary] of Object.entries({ nginx, ours })) {
    for (const run of summary.rounds) {
      const failed = failure(run);
      if (failed) misses.push(`FAILED round (${target}: ${failed})`);
    }
  }
  return { page, htmlBytes, nginx, ours, share, misses };
}

const rps = (value = 0) => Math.round(value).toLocaleString("en-US");
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const withRange = (s: Row["ours"]) =>
  ROUNDS > 1
    ? `${rps(s.reqPerSec)} (${rps(s.reqPerSecRange[0])}–${rps(s.reqPerSecRange[1])})`
    : rps(s.reqPerSec);

function report(result: DatabaseResult) {
  console.warn(`\n### ${result.database}\n`);
  if (!result.rows) {
    console.warn(`Not measured: ${result.skipped}`);
    return;
  }
  console.warn(
    "| page | nginx req/s | ours req/s | share of nginx | ours p50 ms | ours p99 ms | bar met |",
  );
  console.warn("|---|---|---|---|---|---|---|");
  for (const r of result.rows) {
    console.warn(
      `| ${decodeURIComponent(r.page)} | ${withRange(r.nginx)} | ${withRange(r.ours)} | ${percent(r.share)} | ${r.ours.p50} | ${r.ours.p99} | ${r.misses.length ? "**no**" : "yes"} |`,
    );
  }
  for (const r of result.rows.filter((r) => r.misses.length))
    console.warn(`- misses the bar: ${decodeURIComponent(r.page)}: ${r.misses.join("; ")}`);
}

if (!existsSync(NGINX)) {
  console.error(`bench:pages compares with nginx, and ${NGINX} is missing: apt-get install nginx`);
  process.exit(1);
}
stopOnSignals();

const results: DatabaseResult[] = [{ database: "PGlite", rows: await benchDatabase("PGlite", {}) }];
if (process.env.BENCH_DATABASE_URL) {
  const label = "PostgreSQL (BENCH_DATABASE_URL)";
  const env = { DATABASE_URL: process.env.BENCH_DATABASE_URL };
  results.push({ database: label, rows: await benchDatabase(label, env) });
} else {
  const postgres = await startScratchPostgres();
  if (!postgres) {
    results.push({
      database: "PostgreSQL",
      skipped:
        "no PostgreSQL binaries under /usr/lib/postgresql (apt-get install postgresql) and BENCH_DATABASE_URL is not set",
    });
  } else {
    const label = `PostgreSQL ${postgres.version} (scratch cluster)`;
    try {
      const rows = await benchDatabase(label, { DATABASE_URL: postgres.url });
      results.push({ database: label, rows });
    } finally {
      await postgres.stop();
    }
  }
}

console.warn(
  `\nautocannon, ${CONNECTIONS} connections, no Accept-Encoding, ${DURATION_S} s a run, ${ROUNDS} round(s) alternating nginx and ours: medians, req/s range in brackets. nginx with 1 worker; all on this machine (${availableParallelism()} cores). Bar: share >= ${percent(BAR.share)} and p99 < ${BAR.p99Ms} ms.`,
);
for (const result of results) report(result);

const measured = results.flatMap((r) => (r.rows ?? []).map((row) => ({ ...row, db: r.database })));
const missed = measured.filter((r) => r.misses.length);
const skipped = results.filter((r) => !r.rows).map((r) => `${r.database} not measured`);
const verdict = [
  missed.length
    ? `${missed.length} of ${measured.length} pages miss the bar (${missed.map((r) => `${r.db} ${decodeURIComponent(r.page)}`).join(", ")})`
    : `all ${measured.length} pages meet the bar`,
  ...skipped,
].join("; ");
console.warn(`\nVerdict: ${verdict}.`);

if (process.env.BENCH_OUT) {
  const out = { connections: CONNECTIONS, durationSeconds: DURATION_S, rounds: ROUNDS, bar: BAR };
  await writeFile(
    process.env.BENCH_OUT,
    `${JSON.stringify({ ...out, databases: results, verdict }, null, 2)}\n`,
  );
}
