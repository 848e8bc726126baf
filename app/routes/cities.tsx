import { CardGrid, CityGrid } from "../components/cards/card-grid.tsx";
import { ListPage } from "../components/list-page.tsx";
import { appContext } from "../context.ts";
import { loadTrendingCities } from "../lib/lists.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/cities";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Trending cities in India · Safarnama",
    description:
      "The cities travellers love most right now, from Jaipur's palaces to Kochi's harbour, with when to go and what to see.",
    url: loaderData?.canonical,
  });

export function loader({ context, request }: Route.LoaderArgs) {
  return loadTrendingCities(context.get(appContext), request);
}

export default function Cities({ loaderData }: Route.ComponentProps) {
  return (
    <ListPage
      eyebrow="worth a thousand stories"
      title="Trending Cities"
      intro="Cities travellers love right now, best rated first."
    >
      <CityGrid cities={loaderData.cities} />
    </ListPage>
  );
}

export function ErrorBoundary() {
  return (
    <ListPage eyebrow="worth a thousand stories" title="Trending Cities">
      <CardGrid count={0} loading />
    </ListPage>
  );
}
