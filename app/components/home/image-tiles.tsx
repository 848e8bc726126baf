import { Link } from "react-router";
import type { ImageData } from "../../lib/types.ts";
import { Photo } from "../photo.tsx";

export type Tile = { key: string; label: string; href: string; image: ImageData; note?: string };

/** A grid of photo tiles with a label: the month collections and the trip-type tiles. */
export function ImageTiles({
  tiles,
  columns,
  sizes,
  testId,
}: {
  tiles: Tile[];
  columns: string;
  /** How wide a tile shows with those columns. */
  sizes: string;
  testId: string;
}) {
  return (
    <ul className={`grid gap-4 ${columns}`} data-testid={testId}>
      {tiles.map((tile) => (
        <li key={tile.key}>
          <Link
            to={tile.href}
            className="group relative block overflow-hidden rounded-2xl text-white"
          >
            <Photo
              image={tile.image}
              sizes={sizes}
              width={500}
              height={375}
              className="aspect-[4/3] w-full transition duration-500 group-hover:scale-105"
            />
            <span className="absolute inset-0 bg-gradient-to-t from-slate-950/80 to-transparent" />
            <span className="absolute bottom-0 left-0 p-4">
              <span className="block text-lg font-semibold">{tile.label}</span>
              {tile.note ? <span className="block text-sm text-white/80">{tile.note}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function MonthCollections({ months }: { months: { name: string; image: ImageData }[] }) {
  return (
    <section aria-labelledby="months-heading" className="mx-auto max-w-7xl px-6 py-16">
      <p className="eyebrow">Collections by month</p>
      <h2 id="months-heading" className="section-title">
        Where to go, month by month
      </h2>
      <div className="mt-10">
        <ImageTiles
          testId="month-cards"
          columns="grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
          sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
          tiles={months.map((m) => ({
            key: m.name,
            label: m.name,
            href: `/month/${m.name}`,
            image: m.image,
          }))}
        />
      </div>
    </section>
  );
}

export function CategoryTiles({ tiles }: { tiles: Tile[] }) {
  return (
    <section aria-labelledby="tiles-heading" className="mx-auto max-w-7xl px-6 py-16">
      <p className="eyebrow">Trips for every mood</p>
      <h2 id="tiles-heading" className="section-title">
        Heritage, romance, food, hills and beaches
      </h2>
      <div className="mt-10">
        <ImageTiles
          testId="category-tiles"
          columns="grid-cols-2 lg:grid-cols-5"
          sizes="(min-width: 1280px) 230px, (min-width: 1024px) 20vw, 50vw"
          tiles={tiles}
        />
      </div>
    </section>
  );
}
