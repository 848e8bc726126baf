import { Form, useSubmit } from "react-router";
import { CardGrid } from "../components/cards/card-grid.tsx";
import { EntityCard, placeHref } from "../components/cards/entity-card.tsx";
import { ListPage } from "../components/list-page.tsx";
import { appContext } from "../context.ts";
import { loadTrendingPlaces } from "../lib/lists.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/places";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Famous attractions in India · Safarnama",
    description:
      "Forts, temples, lakes and beaches that travellers fall in love with, with timings, tickets and what to expect.",
    url: loaderData?.canonical,
  });

export function loader({ context, request }: Route.LoaderArgs) {
  return loadTrendingPlaces(context.get(appContext), request);
}

/** Sorting is a GET form: it works without JavaScript, and submits on change with it. */
function SortForm({ sort }: { sort: string }) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      className="mb-8 flex flex-wrap items-center gap-3"
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
    >
      <label htmlFor="sort" className="font-semibold">
        Sort by
      </label>
      <select
        id="sort"
        name="sort"
        defaultValue={sort}
        className="rounded-full border border-slate-300 bg-white px-4 py-2"
      >
        <option value="default">Default</option>
        <option value="high-rating">Rating: high to low</option>
        <option value="low-rating">Rating: low to high</option>
      </select>
      <noscript>
        <button type="submit" className="button-outline">
          Sort
        </button>
      </noscript>
    </Form>
  );
}

export default function Places({ loaderData }: Route.ComponentProps) {
  const { places, sort } = loaderData;
  return (
    <ListPage
      eyebrow="Come And Fall In Love"
      title="Famous Attractions"
      intro="The places travellers talk about most."
      aside={<SortForm key={sort} sort={sort} />}
    >
      <CardGrid count={places.length} emptyMessage="No places found. Please try again later.">
        {places.map((place) => (
          <EntityCard
            key={place.slug}
            href={placeHref(place.name)}
            name={place.name}
            subtitle={`${place.city.name}, ${place.city.state}`}
            description={place.description}
            rating={place}
            image={place.image}
          />
        ))}
      </CardGrid>
    </ListPage>
  );
}

export function ErrorBoundary() {
  return (
    <ListPage eyebrow="Come And Fall In Love" title="Famous Attractions">
      <CardGrid count={0} loading />
    </ListPage>
  );
}
