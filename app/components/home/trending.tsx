import { Suspense } from "react";
import { Await, Link } from "react-router";
import type { CitySummary, PlaceSummary } from "../../lib/types.ts";
import { GRID, SkeletonGrid } from "../cards/card-grid.tsx";
import { cityHref, EntityCard, placeHref } from "../cards/entity-card.tsx";

export type TrendingData = { cities: CitySummary[]; places: PlaceSummary[] };

/**
 * 'FAMOUS DESTINATIONS' and 'FAMOUS ATTRACTIONS': six trending cities and six places, streamed
 * after the page's first bytes. Six skeletons each while they load; on a failure the blocks stay
 * empty without a message, as the spec says.
 */
export function Trending({ data }: { data: Promise<TrendingData> }) {
  return (
    <Suspense fallback={<Blocks loading />}>
      <Await resolve={data} errorElement={<Blocks cities={[]} places={[]} />}>
        {(value) => <Blocks cities={value.cities} places={value.places} />}
      </Await>
    </Suspense>
  );
}

function Blocks({ cities, places, loading }: Partial<TrendingData> & { loading?: boolean }) {
  return (
    <>
      <Block
        id="famous-destinations"
        title="FAMOUS DESTINATIONS"
        tagline="worth a thousand stories"
        more="/cities"
        loading={loading}
        count={cities?.length ?? 0}
      >
        {cities?.map((city) => (
          <EntityCard
            key={city.slug}
            href={cityHref(city.name)}
            name={city.name}
            subtitle={city.state}
            description={city.description}
            rating={city}
            image={city.image}
          />
        ))}
      </Block>
      <Block
        id="famous-attractions"
        title="FAMOUS ATTRACTIONS"
        tagline="Come And Fall In Love"
        more="/places"
        loading={loading}
        count={places?.length ?? 0}
      >
        {places?.map((place) => (
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
      </Block>
    </>
  );
}

function Block(props: {
  id: string;
  title: string;
  tagline: string;
  more: string;
  loading?: boolean;
  count: number;
  children?: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={props.id}
      className="mx-auto max-w-7xl px-6 py-16"
      data-testid={props.id}
    >
      <p className="eyebrow">{props.tagline}</p>
      <h2 id={props.id} className="section-title">
        {props.title}
      </h2>
      <div className="mt-10">
        {props.loading ? (
          <>
            <p className="sr-only">Loading...</p>
            <SkeletonGrid count={6} />
          </>
        ) : (
          <div className={GRID}>{props.children}</div>
        )}
      </div>
      {!props.loading && props.count > 0 ? (
        <div className="mt-10 text-center">
          <Link to={props.more} className="button-outline">
            SEE MORE<span className="sr-only"> {props.title.toLowerCase()}</span>
          </Link>
        </div>
      ) : null}
    </section>
  );
}
