import type { RequestHandler } from "express";
import type { Config } from "../config.ts";
import { isReadCall } from "./cors.ts";
import { publicOrigin } from "./origin.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF protection for every state-changing request (docs/decisions/0012-accounts-and-sessions.md):
 * the browser must say the request comes from this site, or from an origin in CORS_WRITE_ORIGINS.
 * Browsers send `Origin` on every POST and `Sec-Fetch-Site` on every request, and a page cannot
 * forge either. A request with neither header is not from a browser; it may go on only when it
 * carries no cookie, so it cannot act as anyone. Session cookies are SameSite=Lax as a second line.
 * better-auth's routes (/api/auth) pass here too, before its own checks.
 */
export function csrfGuard(config: Config): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (isReadCall(req.method, req.path)) return next();
    const origin = req.get("origin");
    const site = req.get("sec-fetch-site");
    let allowed: boolean;
    if (origin && origin !== "null") {
      allowed = origin === publicOrigin(config, req) || config.corsWriteOrigins.includes(origin);
    } else if (site) {
      allowed = site === "same-origin" || site === "none";
    } else {
      allowed = origin === undefined && !req.get("cookie");
    }
    if (allowed) return next();
    res
      .status(403)
      .set("Cache-Control", "no-store")
      .json({
        error: { code: "cross_site_request", message: "This request did not come from this site." },
      });
  };
}
