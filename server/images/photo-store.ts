import type { Logger } from "../logger.ts";
import type { DiskCache } from "./disk-cache.ts";
import { decodeOriginal, encodeDerivative, type Master } from "./encode.ts";
import {
  PHOTO_FORMATS,
  PHOTO_TYPES,
  PHOTO_WIDTHS,
  type PhotoFormat,
  type PhotoRequest,
  type PhotoWidth,
} from "./photo-urls.ts";
import { WorkQueue } from "./work-queue.ts";

export type PhotoResult =
  | { kind: "photo"; path: string; type: (typeof PHOTO_TYPES)[PhotoFormat] }
  /** We cannot show it now (no network, gone from Commons, not an image): show our art. */
  | { kind: "unavailable" }
  /** No credited photograph has this key. */
  | { kind: "unknown" };

export type PhotoStoreOptions = {
  cache: DiskCache;
  /** The credited Commons file behind a key, if any (only credited photos are shown). */
  lookup: (key: string) => Promise<string | undefined>;
  fetchOriginal: (file: string) => Promise<Buffer>;
  logger: Logger;
};

/** A photo that could not be had is not asked for again for this long (issue 9). */
const FAILURE_TTL_MS = 10 * 60_000;

/**
 * Makes and keeps our copies of Commons photographs (issue 9). The first request for any
 * derivative of a photo fetches its original once, answers as soon as that derivative is encoded,
 * and makes the other widths and formats in the background. Encoding runs two at a time on the
 * whole process; a browser's request goes before the background work.
 */
export class PhotoStore {
  readonly #options: PhotoStoreOptions;
  readonly #encoding = new WorkQueue(2);
  /** Politeness towards Wikimedia: a few downloads at a time, whatever the page asks for. */
  readonly #downloads = new WorkQueue(4);
  /** Per photo key, the pending derivatives by cache path. */
  readonly #jobs = new Map<string, Map<string, Promise<void>>>();
  readonly #waitedFor = new Set<string>();
  readonly #failedUntil = new Map<string, number>();

  constructor(options: PhotoStoreOptions) {
    this.#options = options;
  }

  async get({ key, width, format }: PhotoRequest): Promise<PhotoResult> {
    const path = this.#options.cache.path(key, width, format);
    const photo = { kind: "photo", path, type: PHOTO_TYPES[format] } as const;
    if (await this.#options.cache.has(path)) return photo;
    if (this.isUnavailable(key)) return { kind: "unavailable" };
    let job = this.#jobs.get(key);
    if (!job) {
      const file = await this.#options.lookup(key);
      if (!file) return { kind: "unknown" };
      if (await this.#options.cache.has(path)) return photo;
      // Checked again after the awaits: concurrent first requests share one download.
      job = this.#jobs.get(key) ?? this.#start(key, file);
    }
    this.#waitedFor.add(path);
    this.#encoding.promote(path);
    try {
      await job.get(path);
      return photo;
    } catch {
      return { kind: "unavailable" };
    } finally {
      this.#waitedFor.delete(path);
    }
  }

  /** Whether a photo failed lately: pages then show our art at once (issue 9). */
  isUnavailable(key: string): boolean {
    const until = this.#failedUntil.get(key);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.#failedUntil.delete(key);
    return false;
  }

  /** Stops the background work: waiting encodes are dropped, running ones finish. */
  async close(): Promise<void> {
    await Promise.all([this.#downloads.close(), this.#encoding.close()]);
  }

  #start(key: string, file: string): Map<string, Promise<void>> {
    const master = this.#downloads
      .run(() => this.#options.fetchOriginal(file), { urgent: true })
      .then((bytes) => this.#encoding.run(() => decodeOriginal(bytes), { urgent: true }));
    master.catch((error: unknown) => {
      this.#failedUntil.set(key, Date.now() + FAILURE_TTL_MS);
      this.#options.logger.warn({ err: error, file }, "photo unavailable; showing our art");
    });
    const job = new Map<string, Promise<void>>();
    for (const width of PHOTO_WIDTHS) {
      for (const format of PHOTO_FORMATS) {
        const path = this.#options.cache.path(key, width, format);
        const made = master.then((m) =>
          this.#encoding.run(() => this.#make(m, path, width, format), {
            urgent: this.#waitedFor.has(path),
            id: path,
          }),
        );
        job.set(path, made);
      }
    }
    this.#jobs.set(key, job);
    // Settles every derivative (so none rejects unhandled), then lets the master go.
    Promise.allSettled(job.values()).then(() => this.#jobs.delete(key));
    return job;
  }

  async #make(master: Master, path: string, width: PhotoWidth, format: PhotoFormat) {
    if (await this.#options.cache.has(path)) return;
    try {
      await this.#options.cache.write(path, await encodeDerivative(master, width, format));
    } catch (error) {
      this.#options.logger.warn({ err: error, path }, "could not make a photo derivative");
      throw error;
    }
  }
}
