import { CityGrid } from "../components/cards/card-grid.tsx";
import { ListPage } from "../components/list-page.tsx";
import { RouteError } from "../components/route-error.tsx";
import { appContext } from "../context.ts";
import { loadCategory } from "../lib/lists.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/trip-category";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: `${loaderData.category.name}: where to go in India · Safarnama`,
        description: loaderData.category.description,
        url: loaderData.canonical,
      })
    : [{ title: "Trip category not found · Safarnama" }];

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadCategory(context.get(appContext), request, params.category);
}

export default function TripCategory({ loaderData }: Route.ComponentProps) {
  const { category, cities } = loaderData;
  return (
    <ListPage eyebrow="Trip category" title={category.name} intro={category.description}>
      <CityGrid cities={cities} />
    </ListPage>
  );
}

export function ErrorBoundary() {
  return <RouteError message="Error loading this trip category." />;
}
