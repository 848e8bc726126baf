import { appContext } from "../context.ts";
import { siteOrigin } from "../lib/site.server.ts";
import type { Route } from "./+types/robots";

export function loader({ context, request }: Route.LoaderArgs) {
  const origin = siteOrigin(context.get(appContext), request);
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
