import type { RequestHandler, Response } from "express";

type Page = {
  status: number;
  headers: Record<string, string | string[]>;
  /** The page's bytes split where the nonce it was rendered with stood: each response puts its own there. */
  segments: Buffer[];
  expires: number;
};

/** Headers each response makes for itself (security headers carry this response's nonce). */
const OWN_HEADERS = new Set([
  "content-security-policy",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
]);

/**
 * Rendered pages for visitors who are not signed in (docs/decisions/0015, issue 9). Every such
 * visitor sees the same page for a URL, so it is rendered once and its bytes reused until the
 * catalogue changes (a write in this process or, through NOTIFY, another) or `ttlMs` passes,
 * which bounds what does not go through the catalogue: the weather, a reviewer renaming
 * themselves, the home page's tagline.
 *
 * A request with any cookie, with the test-fault header, or other than GET/HEAD is rendered as
 * always; so is any response that sets a cookie or is not 200. The CSP nonce is the one thing
 * that differs between responses: each cached response gets a fresh one.
 */
export class PageCache {
  private pages = new Map<string, Page>();
  /** Grows on every clear: a page rendered from the old catalogue is not stored after it. */
  private generation = 0;
  private ttlMs: number;
  private maxEntries: number;

  constructor(options: { ttlMs: number; maxEntries?: number }) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 500;
  }

  clear() {
    this.pages.clear();
    this.generation += 1;
  }

  middleware(): RequestHandler {
    return (req, res, next) => {
      if (
        (req.method !== "GET" && req.method !== "HEAD") ||
        req.headers.cookie ||
        req.headers["x-test-fault"]
      )
        return next();
      // The origin is part of the key: without PUBLIC_URL, pages write absolute links (canonical,
      // Open Graph) with the request's host, and one host's page must never reach another.
      const key = `${req.protocol}://${req.get("host") ?? ""}${req.originalUrl}`;
      const nonce = String(res.locals.cspNonce ?? "");
      const page = this.pages.get(key);
      if (page && page.expires > Date.now()) return send(res, page, nonce, req.method === "HEAD");
      if (page) this.pages.delete(key);
      if (req.method === "GET" && nonce) this.capture(key, res, nonce);
      next();
    };
  }

  /** Keeps a copy of what the renderer writes, and stores it if the response may be shared. */
  private capture(key: string, res: Response, nonce: string) {
    const chunks: Buffer[] = [];
    const generation = this.generation;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : typeof chunk === "string"
            ? Buffer.from(
                chunk,
                typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8",
              )
            : Buffer.from(chunk as Uint8Array),
      );
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.write = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      return write(...args);
    }) as typeof res.write;
    res.end = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      const shareable =
        generation === this.generation &&
        res.statusCode === 200 &&
        !res.hasHeader("set-cookie") &&
        !/no-store|private/.test(String(res.getHeader("cache-control") ?? ""));
      if (shareable) this.store(key, res, Buffer.concat(chunks), nonce);
      return end(...args);
    }) as typeof res.end;
  }

  private store(key: string, res: Response, body: Buffer, nonce: string) {
    const headers: Page["headers"] = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value !== undefined && !OWN_HEADERS.has(name))
        headers[name] = Array.isArray(value) ? value : String(value);
    }
    if (this.pages.size >= this.maxEntries) this.pages.clear();
    this.pages.set(key, {
      status: res.statusCode,
      headers,
      segments: splitAt(body, Buffer.from(nonce)),
      expires: Date.now() + this.ttlMs,
    });
  }
}

function send(res: Response, page: Page, nonce: string, head: boolean) {
  res.status(page.status);
  res.set(page.headers);
  res.set("X-Page-Cache", "hit");
  const body = joinWith(page.segments, Buffer.from(nonce));
  res.set("Content-Length", String(body.length));
  res.end(head ? undefined : body);
}

/** `body` cut at every occurrence of `separator`, which is left out. */
export function splitAt(body: Buffer, separator: Buffer): Buffer[] {
  const segments: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, start)) {
    segments.push(body.subarray(start, at));
    start = at + separator.length;
  }
  segments.push(body.subarray(start));
  return segments;
}

/** The segments joined with `separator` between them, in one allocation. */
export function joinWith(segments: Buffer[], separator: Buffer): Buffer {
  const length =
    segments.reduce((sum, segment) => sum + segment.length, 0) +
    separator.length * (segments.length - 1);
  const out = Buffer.allocUnsafe(length);
  let offset = 0;
  segments.forEach((segment, index) => {
    if (index > 0) offset += separator.copy(out, offset);
    offset += segment.copy(out, offset);
  });
  return out;
}
