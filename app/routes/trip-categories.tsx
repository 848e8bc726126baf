import { Link } from "react-router";
import { CardGrid, GRID } from "../components/cards/card-grid.tsx";
import { CARD_SIZES } from "../components/cards/entity-card.tsx";
import { ListPage } from "../components/list-page.tsx";
import { Photo } from "../components/photo.tsx";
import { appContext } from "../context.ts";
import { loadCategories } from "../lib/lists.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { useTripCategory } from "../lib/trip-category.tsx";
import type { Route } from "./+types/trip-categories";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Trip ideas by interest · Safarnama",
    description:
      "Eight ways to travel India: romance, food, heritage, mountains, adventure, honeymoons, beaches and places to slow down.",
    url: loaderData?.canonical,
  });

export function loader({ context, request }: Route.LoaderArgs) {
  return loadCategories(context.get(appContext), request);
}

export default function TripCategories({ loaderData }: Route.ComponentProps) {
  const { choose } = useTripCategory();
  return (
    <ListPage
      eyebrow="Trip ideas"
      title="Trip Categories"
      intro="Pick the kind of journey you want; we will show you where to go."
    >
      <ul className={GRID} data-testid="trip-categories">
        {loaderData.categories.map((category) => (
          <li key={category.slug}>
            <Link
              to={`/PlanTripCategory/${category.slug}`}
              onClick={() =>
                choose({
                  name: category.name,
                  image: category.image.src,
                  description: category.description,
                })
              }
              className="group block overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md"
            >
              <Photo image={category.image} sizes={CARD_SIZES} className="aspect-[3/2] w-full" />
              <span className="block p-5">
                <span className="block font-display text-xl font-semibold">{category.name}</span>
                <span className="mt-2 block text-sm leading-relaxed text-slate-700">
                  {category.description}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </ListPage>
  );
}

export function ErrorBoundary() {
  return (
    <ListPage eyebrow="Trip ideas" title="Trip Categories">
      <CardGrid count={0} loading />
    </ListPage>
  );
}
