import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./process.ts";

const run = promisify(execFile);

/** The newest `/usr/lib/postgresql/<version>/bin` with initdb, if PostgreSQL is installed. */
export function postgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root) : [];
  return versions
    .filter((version) => existsSync(path.join(root, version, "bin", "initdb")))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    .map((version) => path.join(root, version, "bin"))[0];
}

/**
 * A PostgreSQL cluster of the test's own, which it may stop, start and restart without touching
 * the server the rest of the suite shares. Runs the binaries as `postgres` when we are root.
 */
export async function privateCluster() {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL is not installed");
  const dir = await mkdtemp(path.join(tmpdir(), "safarnama-pg-"));
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);
  if (asRoot) await run("chown", ["postgres", dir]);
  const port = await freePort();
  await pg("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  const start = () =>
    pg("pg_ctl", [
      ...["-D", data, "-l", path.join(dir, "log"), "-w", "start"],
      ...["-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`],
    ]);
  const stop = () => pg("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      await stop().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
