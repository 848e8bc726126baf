import { appContext } from "../context.ts";
import { buildSitemap } from "../lib/sitemap.server.ts";
import type { Route } from "./+types/sitemap";

export async function loader({ context, request }: Route.LoaderArgs) {
  const xml = await buildSitemap(context.get(appContext), request);
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
