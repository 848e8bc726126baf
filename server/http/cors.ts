import type { RequestHandler } from "express";

/**
 * CORS for the JSON API and the legacy calls. Reads (GET/HEAD, and the legacy POST calls that
 * only read) may come from any origin in `readOrigins` (`*` by default) without credentials.
 * Writes may come only from `writeOrigins`, with credentials; same-origin needs no CORS at all.
 */
export function cors(options: {
  readOrigins: string[];
  writeOrigins: string[];
  isRead: (method: string, path: string) => boolean;
}): RequestHandler {
  const anyReader = options.readOrigins.includes("*");
  return (req, res, next) => {
    const origin = req.get("origin");
    const preflight = req.method === "OPTIONS" && req.get("access-control-request-method");
    const method = preflight ? String(req.get("access-control-request-method")) : req.method;
    res.vary("Origin");
    if (origin) {
      if (options.writeOrigins.includes(origin)) {
        res.set("Access-Control-Allow-Origin", origin);
        res.set("Access-Control-Allow-Credentials", "true");
      } else if (options.isRead(method.toUpperCase(), req.baseUrl + req.path)) {
        if (anyReader) res.set("Access-Control-Allow-Origin", "*");
        else if (options.readOrigins.includes(origin))
          res.set("Access-Control-Allow-Origin", origin);
      }
    }
    if (!preflight) return next();
    if (res.get("Access-Control-Allow-Origin")) {
      res.set("Access-Control-Allow-Methods", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      res.set("Access-Control-Allow-Headers", req.get("access-control-request-headers") ?? "");
      res.set("Access-Control-Max-Age", "600");
    }
    res.status(204).end();
  };
}

/** The legacy POST calls of spec section 7 that only read. */
const readOnlyPosts = [
  /^\/api\/get-city-data$/,
  /^\/api\/get-place-data$/,
  /^\/view-review-[a-z]+$/,
];

export function isReadCall(method: string, path: string): boolean {
  if (method === "GET" || method === "HEAD") return true;
  // Express routes without strict slashes (`/view-review-city/` reaches the `/view-review-city`
  // handler), and under a wildcard mount such as `/view-review-*path` the path it reports always
  // ends in a slash (issue 9): a call is the same call with or without one.
  const route = path.replace(/\/$/, "");
  return method === "POST" && readOnlyPosts.some((pattern) => pattern.test(route));
}
