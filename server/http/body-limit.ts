import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import { sendJsonError, wantsJson } from "./errors.ts";

// Issue 10, finding 2: a 100 MB sign-in body was read in full, and 12 parallel 300 MB bodies took
// the process from 3.2 GB to 7.2 GB. Every body is now limited on the bytes actually read:
// - JSON calls: their express.json parsers (16 to 64 KB);
// - page actions: readForm (1 MB; the profile's photo form 6 MB);
// - better-auth: `authBody` below (64 KB);
// - everything: `announcedLength` below refuses a Content-Length over the most any route takes,
//   before a byte is read.

/** What the largest form (the profile, with its 5 MB photo) may weigh. */
export const LARGEST_BODY_BYTES = 6 * 1024 * 1024;
/** What any other route may read. */
export const DEFAULT_BODY_BYTES = 1024 * 1024;

function tooLarge(req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) {
  // The rest of the body is never read: the connection ends with the answer.
  res.set("Connection", "close");
  if (wantsJson(req)) return sendJsonError(res, 413, "too_large", "The request body is too large.");
  res
    .status(413)
    .type("html")
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Request too large · Safarnama</title></head><body><main><h1>Request too large</h1><p>The request body is too large. Nothing was changed.</p><p><a href="/">GO To HomePage</a></p></main></body></html>',
    );
}

/** 413 before reading, for a Content-Length over what the route may take. */
export const announcedLength: RequestHandler = (req, res, next) => {
  const length = Number(req.headers["content-length"] ?? 0);
  // The profile form, posted as a document or by the page's script (`/profile.data`).
  const limit =
    req.path === "/profile" || req.path === "/profile.data"
      ? LARGEST_BODY_BYTES
      : DEFAULT_BODY_BYTES;
  if (length > limit) return tooLarge(req, res);
  next();
};

/**
 * Reads a request's body, up to `limit` bytes counted as they arrive. Past the limit it stops
 * reading (the socket holds the rest back) and resolves undefined.
 */
export function readAtMost(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        req.removeListener("data", onData);
        req.removeListener("end", onEnd);
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("error", reject);
  });
}

/**
 * better-auth reads bodies itself, without a limit: read it here first, at most `limit` bytes,
 * and hand it over as text (better-auth's Node adapter takes a body already read from `body`).
 */
export function authBody(limit = 64 * 1024): RequestHandler {
  return async (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    try {
      const body = await readAtMost(req, limit);
      if (!body) return tooLarge(req, res);
      (req as { body?: unknown }).body = body.length > 0 ? body.toString("utf8") : undefined;
      next();
    } catch (error) {
      next(error);
    }
  };
}
