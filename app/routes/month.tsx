import { Link } from "react-router";
import { MONTHS } from "../../content/schema.ts";
import { CityGrid } from "../components/cards/card-grid.tsx";
import { ListPage } from "../components/list-page.tsx";
import { appContext } from "../context.ts";
import { loadMonth } from "../lib/lists.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/month";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: loaderData?.month
      ? `Where to go in India in ${loaderData.month} · Safarnama`
      : "Month not found · Safarnama",
    description: loaderData?.month
      ? `Cities at their best in ${loaderData.month}: their peak season, when the weather is kindest.`
      : "Pick a month to see where to go.",
    url: loaderData?.canonical,
  });

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadMonth(context.get(appContext), request, params.month);
}

export default function Month({ loaderData }: Route.ComponentProps) {
  const { month, asked, cities } = loaderData;
  if (!month) {
    return (
      <ListPage
        eyebrow="Collections by month"
        title="Month not found"
        intro={`We don't know a month called “${asked}”.`}
      >
        <p className="text-slate-700">Choose one of the twelve:</p>
        <ul className="mt-4 flex flex-wrap gap-2">
          {MONTHS.map((m) => (
            <li key={m}>
              <Link to={`/month/${m}`} className="button-outline">
                {m}
              </Link>
            </li>
          ))}
        </ul>
      </ListPage>
    );
  }
  return (
    <ListPage
      eyebrow="Collections by month"
      title={`Where to go in ${month}`}
      intro={`Cities in their peak season in ${month}.`}
    >
      <CityGrid cities={cities} />
    </ListPage>
  );
}
