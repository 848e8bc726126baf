import type { ReactNode } from "react";
import type { CitySummary } from "../../lib/types.ts";
import { cityHref, EntityCard, SkeletonCard } from "./entity-card.tsx";

export const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

/** A grid of cards, or six skeletons while loading, or the spec's message when empty. */
export function CardGrid({
  children,
  count,
  loading = false,
  emptyMessage = "No cities found. Please try again later.",
}: {
  children?: ReactNode;
  count: number;
  loading?: boolean;
  emptyMessage?: string;
}) {
  if (loading) return <SkeletonGrid count={6} />;
  if (count === 0)
    return (
      <p className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
        {emptyMessage}
      </p>
    );
  return <div className={GRID}>{children}</div>;
}

export function SkeletonGrid({ count }: { count: number }) {
  return (
    <div className={GRID} role="status" aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <SkeletonCard key={i} />
      ))}
    </div>
  );
}

/** Cities as a card grid, with the spec's message when there are none. */
export function CityGrid({ cities }: { cities: CitySummary[] }) {
  return (
    <CardGrid count={cities.length}>
      {cities.map((city) => (
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
    </CardGrid>
  );
}
