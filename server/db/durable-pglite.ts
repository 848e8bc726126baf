import { fsyncSync } from "node:fs";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

// PGlite, as shipped, never makes a commit durable (issue 10, item 10; docs/decisions/0020):
// - it starts PostgreSQL with `-F` (fsync off);
// - its Node file system (Emscripten's NODEFS) has no fsync, so even with fsync on, PostgreSQL's
//   fsync() returns at once having done nothing;
// - Emscripten's fdatasync() is a no-op, and PostgreSQL's default WAL sync method is fdatasync.
// Data reached the operating system's cache at every commit, so it survived the process dying,
// but not a crash of the machine or a power cut. Here the three are set right: fsync on, the WAL
// synced with fsync(), and NODEFS's fsync calling the real one on the real file.

type Stream = { nfd?: number };
type EmscriptenModule = { NODEFS?: { stream_ops?: { fsync?: (stream: Stream) => number } } };

/** How many real fsync calls the database has made since it opened (a test reads it). */
export type SyncCounter = { count: number };

class DurableNodeFS extends NodeFS {
  readonly #syncs: SyncCounter;

  constructor(dataDir: string, syncs: SyncCounter) {
    super(dataDir);
    this.#syncs = syncs;
  }

  override async init(...args: Parameters<NodeFS["init"]>) {
    const result = await super.init(...args);
    const syncs = this.#syncs;
    const preRun = [
      ...((result.emscriptenOpts.preRun as ((mod: EmscriptenModule) => void)[] | undefined) ?? []),
      (mod: EmscriptenModule) => {
        const ops = mod.NODEFS?.stream_ops;
        if (!ops) throw new Error("PGlite's NODEFS has changed: cannot make commits durable");
        ops.fsync = (stream) => {
          if (stream.nfd !== undefined) fsyncSync(stream.nfd);
          syncs.count += 1;
          return 0;
        };
      },
    ];
    return { ...result, emscriptenOpts: { ...result.emscriptenOpts, preRun } };
  }
}

/** PGlite's start parameters without `-F`, and with the WAL synced by fsync(). */
function durableStartParams(): string[] {
  const defaults = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams;
  if (!defaults)
    throw new Error("PGlite's start parameters have changed: cannot make commits durable");
  return [...defaults.filter((param) => param !== "-F"), "-c", "wal_sync_method=fsync"];
}

/** PGlite persisted in `dataDir`, with every commit on disk before it returns. */
export async function createDurablePglite(
  dataDir: string,
  options: Omit<PGliteOptions, "dataDir" | "fs" | "startParams">,
) {
  const syncs: SyncCounter = { count: 0 };
  const client = await PGlite.create({
    ...options,
    fs: new DurableNodeFS(dataDir, syncs),
    startParams: durableStartParams(),
  });
  return { client, syncs };
}
