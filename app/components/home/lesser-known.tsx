import { Suspense } from "react";
import { Await, Link } from "react-router";
import type { ImageData } from "../../lib/types.ts";
import { SkeletonCard } from "../cards/entity-card.tsx";
import { Photo } from "../photo.tsx";

export type Wonder = {
  name: string;
  type: "city" | "place";
  slug: string;
  href: string;
  image: ImageData;
};

// Twenty wonders: a row that scrolls sideways on phones (two cards and a bit in view, so the
// row shows it goes on), a grid of five across from tablets up.
const ROW =
  "-mx-6 flex snap-x snap-mandatory scroll-px-6 gap-4 overflow-x-auto px-6 pb-3 md:mx-0 md:scroll-px-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0 md:pb-0 lg:grid-cols-5";
const ITEM = "w-[42%] shrink-0 snap-start md:w-auto";

/** 'LESSER KNOWN WONDERS IN INDIA': five skeletons while loading or on error, a note when empty. */
export function LesserKnown({ items }: { items: Promise<Wonder[]> }) {
  return (
    <section
      aria-labelledby="lesser-known-heading"
      className="bg-amber-50/60"
      data-testid="lesser-known"
    >
      <div className="mx-auto max-w-7xl px-6 py-16">
        <p className="eyebrow">Off the usual trail</p>
        <h2 id="lesser-known-heading" className="section-title">
          LESSER KNOWN WONDERS IN INDIA
        </h2>
        <div className="mt-10">
          <Suspense fallback={<Skeletons />}>
            <Await resolve={items} errorElement={<Skeletons />}>
              {(list) =>
                list.length === 0 ? (
                  <p className="text-slate-600">No data available.</p>
                ) : (
                  <Cards list={list} />
                )
              }
            </Await>
          </Suspense>
        </div>
      </div>
    </section>
  );
}

function Skeletons() {
  return (
    <div className={ROW} role="status" aria-busy="true" aria-label="Loading">
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className={ITEM}>
          <SkeletonCard />
        </div>
      ))}
    </div>
  );
}

function Cards({ list }: { list: Wonder[] }) {
  return (
    <ul className={ROW}>
      {list.map((item) => (
        <li key={`${item.type}-${item.slug}`} className={ITEM}>
          <Link
            to={item.href}
            className="group block h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
          >
            <Photo
              image={item.image}
              sizes="(min-width: 1280px) 230px, (min-width: 1024px) 20vw, (min-width: 768px) 33vw, 50vw"
              width={500}
              height={620}
              className="aspect-[4/5] w-full transition duration-500 group-hover:scale-105"
            />
            <span className="block p-3 font-semibold">{item.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
