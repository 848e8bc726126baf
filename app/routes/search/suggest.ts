import { z } from "zod";
import { appContext } from "../../context.ts";
import { SUGGEST_KINDS } from "../../lib/suggest.ts";
import type { Route } from "./+types/suggest";
import { suggest } from "./suggest.server.ts";

const query = z.object({
  kind: z.enum(SUGGEST_KINDS),
  q: z.string().max(100).default(""),
});

/**
 * `/search/suggest?kind=city|place|station|airport&q=`: what a search box offers as you type,
 * read by the box's fetcher (JSON). The same search as /api/v1/search.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = query.safeParse(params);
  if (!parsed.success) {
    return Response.json(
      { error: { code: "bad_request", message: "kind must be city, place, station or airport" } },
      { status: 400 },
    );
  }
  const { kind, q } = parsed.data;
  return Response.json(suggest(context.get(appContext), kind, q), {
    headers: { "Cache-Control": "public, max-age=60" },
  });
}
