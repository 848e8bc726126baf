import type { RequestContext } from "../context.ts";

/** This site's public origin: PUBLIC_URL when set, else the origin the request came to. */
export function siteOrigin(services: RequestContext, request: Request): string {
  return services.config.publicUrl ?? new URL(request.url).origin;
}

/** The canonical URL of the requested page (no query string). */
export function canonicalUrl(services: RequestContext, request: Request): string {
  return `${siteOrigin(services, request)}${new URL(request.url).pathname}`;
}

/** An absolute URL for an image, for Open Graph and JSON-LD. */
export function absoluteUrl(services: RequestContext, request: Request, url: string): string {
  return url.startsWith("/") ? `${siteOrigin(services, request)}${url}` : url;
}
