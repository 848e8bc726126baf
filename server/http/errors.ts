import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../db/errors.ts";
import type { Logger } from "../logger.ts";

/** The one error body of our JSON API: `{ error: { code, message } }`. Never a stack trace. */
export function sendJsonError(res: Response, status: number, code: string, message: string) {
  res.status(status).json({ error: { code, message } });
}

/** Paths answered in JSON, so their errors are JSON too. */
export function wantsJson(req: Request): boolean {
  return (
    req.path.startsWith("/api/") ||
    /^\/(get-|view-review-|store-review-|submit-city-details|imageslider|healthz)/.test(req.path)
  );
}

export const jsonNotFound: RequestHandler = (req, res) =>
  sendJsonError(
    res,
    404,
    "not_found",
    `No route for ${req.method} ${req.originalUrl.split("?")[0]}`,
  );

/**
 * The last handler. Logs the error with the request id and answers without any detail of it: a
 * JSON body on the API, a short HTML page elsewhere (the React error boundary handles page errors
 * before they get here; this catches what fails outside React).
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, url: req.originalUrl }, "database unavailable");
      if (res.headersSent) return void res.destroy();
      return sendUnavailable(req, res);
    }
    const status = httpStatusOf(error);
    if (status >= 500) logger.error({ err: error, url: req.originalUrl }, "request failed");
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const type = (error as { type?: unknown } | null)?.type;
    const [code, title, message] =
      type === "entity.parse.failed"
        ? ["invalid_json", "Bad request", "The request body is not valid JSON."]
        : type === "entity.too.large"
          ? ["too_large", "Request too large", "The request body is too large."]
          : status === 404
            ? ["not_found", "Page Not Found", "There is nothing at this address."]
            : status >= 500
              ? [
                  "internal",
                  "Something went wrong",
                  "Something went wrong on our side. Please try again in a moment.",
                ]
              : ["bad_request", "Bad request", "The request could not be understood."];
    if (wantsJson(req)) return sendJsonError(res, status, code, message);
    res
      .status(status)
      .type("html")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} · Safarnama</title></head><body><main><h1>${title}</h1><p>${message}</p><p><a href="/">GO To HomePage</a></p></main></body></html>`,
      );
  };
}

function httpStatusOf(error: unknown): number {
  const candidate =
    typeof error === "object" && error !== null
      ? ((error as { status?: unknown; statusCode?: unknown }).status ??
        (error as { statusCode?: unknown }).statusCode)
      : undefined;
  return typeof candidate === "number" && candidate >= 400 && candidate < 600 ? candidate : 500;
}

const UNAVAILABLE = "The site cannot reach its database just now. Please try again in a moment.";

/** 503 with Retry-After: the database is restarting or out of reach; nothing was changed. */
export function sendUnavailable(req: Request, res: Response) {
  res.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  res.set("Cache-Control", "no-store");
  if (wantsJson(req)) return sendJsonError(res, 503, "unavailable", UNAVAILABLE);
  res
    .status(503)
    .type("html")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Back in a moment · Safarnama</title></head><body><main><h1>Back in a moment</h1><p>${UNAVAILABLE}</p><p><a href="/">GO To HomePage</a></p></main></body></html>`,
    );
}
