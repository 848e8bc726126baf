import { z } from "zod";
import { getReviewSubject } from "../../server/data/catalogue/queries.ts";
import { pageOfReviews } from "../../server/data/reviews.server.ts";
import { appContext } from "../context.ts";
import { presentReviews, REVIEWS_PER_PAGE, reviewCursor } from "../lib/detail.server.ts";
import type { Route } from "./+types/review-page";

const kinds = z.enum(["city", "place", "hotel"]);

/**
 * `/reviews/{kind}/{name}?after={id}`: the next five reviews of a city, place or hotel and the
 * cursor after them, for 'Load More' (issue 10, item 6). JSON, read by the page's fetcher.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = context.get(appContext);
  const kind = kinds.safeParse(params.kind);
  const subject = kind.success
    ? getReviewSubject(services.catalogue.current(), kind.data, { name: params.name })
    : undefined;
  if (!kind.success || !subject)
    return Response.json(
      { error: { code: "not_found", message: "We have no such city, place or hotel." } },
      { status: 404 },
    );
  const after = reviewCursor(new URL(request.url).searchParams.get("after"));
  const [page, viewer] = await Promise.all([
    pageOfReviews(services.db, subject, { limit: REVIEWS_PER_PAGE, after }),
    services.viewer(),
  ]);
  return Response.json(
    { reviews: presentReviews(page.reviews, viewer?.id), next: page.next },
    {
      headers: {
        // 'mine' depends on who asks: nothing signed in is kept by a cache.
        "Cache-Control": viewer ? "private, no-store" : "no-cache",
        Vary: "Cookie",
      },
    },
  );
}
