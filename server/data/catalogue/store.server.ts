import type { Database } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { type CatalogueChange, onCatalogueChange } from "../changes.server.ts";
import { type Catalogue, indexCatalogue, withReviewSummary } from "./catalogue.ts";
import { loadCatalogueParts, loadReviewSummary } from "./load.server.ts";

type Queued = { change: CatalogueChange; done: () => void };
/** `reloaded` is false when only review summaries changed (no name, no new entity). */
export type SwapListener = (next: Catalogue, previous: Catalogue, reloaded: boolean) => void;

/** How long to wait before trying again when the database could not be read. */
const RETRY_MS = 1000;

/**
 * The catalogue read model of one process (docs/decisions/0015): built at start, read by every
 * page and JSON call without touching the database, and replaced whole after each write.
 *
 * Changes are applied one batch at a time, in the order they arrive, so a slow full reload can
 * never overwrite a newer review summary. A batch takes every change queued so far: ten writes
 * during one reload cost one more reload, not ten.
 */
export class CatalogueStore {
  private snapshot: Catalogue;
  private queue: Queued[] = [];
  private working = false;
  private listeners: SwapListener[] = [];
  private retry: NodeJS.Timeout | undefined;
  private stopFollowing: () => void;
  private db: Database;
  private logger: Logger;

  private constructor(db: Database, logger: Logger, first: Catalogue) {
    this.db = db;
    this.logger = logger;
    this.snapshot = first;
    this.stopFollowing = onCatalogueChange(db, (change) => this.apply(change));
  }

  static async open(db: Database, logger: Logger): Promise<CatalogueStore> {
    return new CatalogueStore(db, logger, indexCatalogue(await loadCatalogueParts(db), 1));
  }

  /** The snapshot to read from; hold it for the whole request so every read agrees. */
  current(): Catalogue {
    return this.snapshot;
  }

  /** Runs `listener` after every swap, for what is derived from the catalogue (search, caches). */
  onSwap(listener: SwapListener) {
    this.listeners.push(listener);
  }

  /**
   * Resolves once the change is visible. A database error is logged and retried in the
   * background: the write itself has been stored, so its caller must not see a failure.
   */
  apply(change: CatalogueChange): Promise<void> {
    return new Promise((done) => {
      this.queue.push({ change, done });
      void this.work();
    });
  }

  close() {
    this.stopFollowing();
    clearTimeout(this.retry);
  }

  private async work() {
    if (this.working) return;
    this.working = true;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0);
      try {
        await this.applyBatch(batch.map((item) => item.change));
      } catch (error) {
        this.logger.error({ err: error }, "catalogue reload failed; trying again shortly");
        clearTimeout(this.retry);
        this.retry = setTimeout(() => void this.apply({ kind: "all" }), RETRY_MS);
        this.retry.unref();
      }
      for (const item of batch) item.done();
    }
    this.working = false;
  }

  private async applyBatch(changes: CatalogueChange[]) {
    const version = this.snapshot.version + 1;
    if (changes.some((change) => change.kind === "all")) {
      return this.swap(indexCatalogue(await loadCatalogueParts(this.db), version), true);
    }
    let next = this.snapshot;
    const seen = new Set<string>();
    for (const change of changes) {
      if (change.kind !== "rating" || seen.has(`${change.type}:${change.id}`)) continue;
      seen.add(`${change.type}:${change.id}`);
      const summary = await loadReviewSummary(this.db, change.type, change.id);
      if (summary) next = withReviewSummary(next, change.type, change.id, summary, version);
    }
    if (next !== this.snapshot) this.swap(next, false);
  }

  private swap(next: Catalogue, reloaded: boolean) {
    const previous = this.snapshot;
    this.snapshot = next;
    for (const listener of this.listeners) listener(next, previous, reloaded);
  }
}
