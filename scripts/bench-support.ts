import { type ChildProcess, spawn } from "node:child_process";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { postgresBin, privateCluster } from "../tests/support/postgres-cluster.ts";
import { freePort, startProcess, waitForHealth } from "../tests/support/process.ts";

/** The pages the browser benchmarks load: the home page, a city page and a place page. */
export const BENCH_PAGES = ["/", "/city/Agra", "/place/Taj%20Mahal"];

/** What the helpers below started and have not stopped yet, for `stopOnSignals`. */
const running = new Set<() => Promise<void>>();

/** Registers `stop` until it has run; the returned function runs it at most once. */
function tracked(stop: () => Promise<void>) {
  const once = async () => {
    if (running.delete(once)) await stop();
  };
  running.add(once);
  return once;
}

/**
 * On Ctrl-C or SIGTERM, stops what the helpers below still have running (newest first) before
 * exiting: a `finally` does not run when a signal ends the process.
 */
export function stopOnSignals() {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, async () => {
      console.warn(`\n${signal}: stopping what the benchmark started`);
      for (const stop of [...running].reverse()) await stop().catch(() => {});
      process.exit(signal === "SIGINT" ? 130 : 143);
    });
  }
}

/** Starts the built server in its own process on a fresh embedded database, as `npm start` does. */
export async function startBenchServer(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "safarnama-bench-"));
  const port = await freePort();
  const server = startProcess({
    PORT: String(port),
    LOG_LEVEL: "warn",
    IMAGE_PROVIDER: "offline",
    WEATHER_PROVIDER: "offline",
    DATA_DIR: path.join(dataDir, "db"),
    ...env,
  });
  const stop = tracked(async () => {
    server.child.kill("SIGTERM");
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, server.child, 60_000).catch(async (error: Error) => {
    await stop();
    throw new Error(`${error.message}\n${server.output()}`);
  });
  return { url, stop, pid: server.child.pid ?? 0 };
}

export const NGINX = "/usr/sbin/nginx";

/**
 * Debian's nginx serving `pages` (URL path -> bytes) as static HTML on a free 127.0.0.1 port,
 * with its configuration, files, pid and error log in a temp dir that `stop` removes.
 */
export async function startNginx(pages: Map<string, Buffer>) {
  const dir = await mkdtemp(path.join(tmpdir(), "safarnama-bench-nginx-"));
  let nginx: { child: ChildProcess; exited: Promise<unknown> } | undefined;
  const stop = tracked(async () => {
    nginx?.child.kill("SIGTERM");
    await nginx?.exited;
    await rm(dir, { recursive: true, force: true });
  });
  try {
    // Started as root, nginx reads the files as the unprivileged `nobody`.
    await chmod(dir, 0o755);
    for (const [urlPath, bytes] of pages) {
      const file = path.join(dir, "html", decodeURIComponent(urlPath));
      const target = urlPath.endsWith("/") ? path.join(file, "index.html") : file;
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
    }
    await mkdir(path.join(dir, "tmp"));
    const port = await freePort();
    const conf = path.join(dir, "nginx.conf");
    await writeFile(conf, nginxConf(port));
    const child = spawn(NGINX, ["-c", conf, "-p", dir], { stdio: ["ignore", "ignore", "pipe"] });
    nginx = { child, exited: new Promise((resolve) => child.once("exit", resolve)) };
    // Errors in the configuration go to stderr, later ones to error.log.
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr += chunk;
    });
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url, child, 10_000).catch(async (error: Error) => {
      const log = await readFile(path.join(dir, "error.log"), "utf8").catch(() => "");
      throw new Error(`nginx: ${error.message}\n${stderr}${log}`);
    });
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

// Paths are relative to the prefix (`-p`), the temp dir.
const nginxConf = (port: number) => `
# One worker: our server is one Node process running its JavaScript on one thread, so this
# compares one process with one process (and on a 2-core machine leaves a core to autocannon).
worker_processes 1;
daemon off;
pid nginx.pid;
error_log error.log warn;
events {}
http {
  access_log off;
  # The compiled-in temp paths are under /var/lib/nginx, which another user may not write.
  client_body_temp_path tmp/body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;
  types {}
  default_type "text/html; charset=utf-8";
  sendfile on;
  # Node keeps a keep-alive connection open for any number of requests; nginx would close it
  # after 1,000 by default, making autocannon reconnect against nginx only.
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root html;
    location = /healthz { return 200; }
  }
}
`;

/**
 * A throwaway PostgreSQL cluster from Debian's newest binaries, started as `.ci/run` starts one
 * (trust auth, 127.0.0.1, a free port), all in a temp dir that `stop` removes. Undefined when no
 * PostgreSQL is installed.
 */
export async function startScratchPostgres() {
  const bin = postgresBin();
  if (!bin) return undefined;
  const cluster = await privateCluster();
  const stop = tracked(() => cluster.remove());
  return { url: cluster.url, version: path.basename(path.dirname(bin)), stop };
}
