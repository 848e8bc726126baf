import { Link } from "react-router";
import { Photo } from "../../components/photo.tsx";
import type { Suggestion } from "../../lib/suggest.ts";

/** A few well-loved cities or places to pick from before typing anything. */
export function PopularPicks({ title, picks }: { title: string; picks: Suggestion[] }) {
  if (picks.length === 0) return null;
  return (
    <section aria-labelledby="popular-picks" className="mt-10">
      <h2 id="popular-picks" className="font-display text-2xl font-semibold">
        {title}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {picks.map((pick) => (
          <li key={pick.value}>
            <Link
              to={pick.href ?? "#"}
              className="group flex items-center gap-3 rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200 transition hover:ring-amber-400"
            >
              {pick.image ? (
                <span className="size-14 shrink-0 overflow-hidden rounded-xl">
                  <Photo
                    image={{ ...pick.image, alt: "" }}
                    sizes="56px"
                    width={56}
                    height={56}
                    className="size-14 transition group-hover:scale-105"
                  />
                </span>
              ) : null}
              <span className="min-w-0">
                <span className="block truncate font-semibold">{pick.label}</span>
                {pick.detail ? (
                  <span className="block truncate text-sm text-slate-500">{pick.detail}</span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
