import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/** Extra origins our pages may load from: map tiles and the hero's film on Wikimedia. */
export type CspSources = { images: string[]; media: string[]; connect: string[]; forms: string[] };

/** The origin of a map tile URL template, with a `{s}` subdomain as a wildcard. */
export function tileOrigin(template: string): string {
  return (/^https?:\/\/[^/]+/.exec(template)?.[0] ?? "").replace("{s}", "*");
}

export function cspSources(tileUrl: string, signInOrigins: string[] = []): CspSources {
  return {
    // Photographs come from our own origin (issue 9); only map tiles come from elsewhere.
    images: [tileOrigin(tileUrl)],
    media: ["https://upload.wikimedia.org"],
    connect: [],
    // Social sign-in: our form redirects to the provider, and browsers hold form redirects to
    // form-action too.
    forms: signInOrigins,
  };
}

/** The origins of the configured sign-in providers. */
export function signInOrigins(auth: { google?: unknown; oidc?: { issuer: string } | undefined }) {
  const origins: string[] = [];
  if (auth.google) origins.push("https://accounts.google.com");
  if (auth.oidc) origins.push(new URL(auth.oidc.issuer).origin);
  return origins;
}

/** Gives every response a fresh nonce in `res.locals.cspNonce`, for the inline hydration script. */
export const nonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

/**
 * Security headers. Scripts run only from our origin or with this response's nonce; styles allow
 * inline `style` attributes (React and Leaflet set them), never remote sheets.
 */
export function securityHeaders(options: { dev: boolean; sources: CspSources }): RequestHandler {
  const { sources } = options;
  return helmet({
    // Vite's development client injects inline scripts and a websocket: the policy is for builds.
    contentSecurityPolicy: options.dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: [
              "'self'",
              (_req, res) =>
                `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
            ],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:", ...sources.images],
            mediaSrc: ["'self'", ...sources.media],
            fontSrc: ["'self'"],
            connectSrc: ["'self'", ...sources.connect],
            frameSrc: ["'none'"],
            frameAncestors: ["'none'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'", ...sources.forms],
            upgradeInsecureRequests: null,
          },
        },
    crossOriginEmbedderPolicy: false,
    // Photos and tiles come from other origins; the slider listener serves images to another port.
    crossOriginResourcePolicy: { policy: "cross-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "deny" },
    strictTransportSecurity: options.dev ? false : { maxAge: 15_552_000, includeSubDomains: true },
  });
}
