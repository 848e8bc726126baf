import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Request, Response } from "express";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

type Entry = { json: Buffer; gzip: Buffer; br: Buffer; etag: string; expires: number };

/**
 * Serialised, pre-compressed JSON answers of the read-mostly calls, kept until the catalogue
 * changes (in this process or, through NOTIFY, in another) or they expire. Concurrent misses for
 * one key share one computation (docs/decisions/0009, 0015).
 */
export class ResponseCache {
  private entries = new Map<string, Promise<Entry>>();
  private ttlMs: number;
  private maxEntries: number;
  constructor(options: { ttlMs: number; maxEntries?: number }) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 2000;
  }

  /** Forgets everything: the catalogue store calls it on every change (server/start.ts). */
  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }

  async get(key: string, produce: () => Promise<unknown>): Promise<Entry> {
    const cached = this.entries.get(key);
    if (cached) {
      const entry = await cached.catch(() => undefined);
      if (entry && entry.expires > Date.now()) return entry;
      if (this.entries.get(key) === cached) this.entries.delete(key);
    }
    const pending = build(produce, this.ttlMs);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    return pending;
  }
}

async function build(produce: () => Promise<unknown>, ttlMs: number): Promise<Entry> {
  const json = Buffer.from(JSON.stringify(await produce()));
  const [gz, br] = await Promise.all([
    gzipAsync(json, { level: 9 }),
    brotliAsync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  ]);
  const etag = `"${createHash("sha1").update(json).digest("base64url").slice(0, 27)}"`;
  return { json, gzip: gz, br, etag, expires: Date.now() + ttlMs };
}

/** Sends a cached entry: 304 on a matching ETag, else the best encoding the client accepts. */
export function sendEntry(req: Request, res: Response, entry: Entry, maxAgeSeconds = 60) {
  res.set(
    "Cache-Control",
    `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 5}`,
  );
  res.set("ETag", entry.etag);
  res.vary("Accept-Encoding");
  const ifNoneMatch = req.get("if-none-match");
  if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === entry.etag)) {
    res.status(304).end();
    return;
  }
  const accepts = req.get("accept-encoding") ?? "";
  const [body, encoding] = /\bbr\b/.test(accepts)
    ? [entry.br, "br"]
    : /\bgzip\b/.test(accepts)
      ? [entry.gzip, "gzip"]
      : [entry.json, undefined];
  res.set("Content-Type", "application/json; charset=utf-8");
  if (encoding) res.set("Content-Encoding", encoding);
  res.set("Content-Length", String(body.length));
  res.end(req.method === "HEAD" ? undefined : body);
}
