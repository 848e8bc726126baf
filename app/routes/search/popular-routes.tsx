import { Link } from "react-router";

export type PopularRoute = { label: string; href: string };

/** Journeys travellers search most, one click away, before the form is filled in. */
export function PopularRoutes({ routes }: { routes: PopularRoute[] }) {
  if (routes.length === 0) return null;
  return (
    <section aria-labelledby="popular-routes" className="mt-10">
      <h2 id="popular-routes" className="font-display text-2xl font-semibold">
        Popular journeys, tomorrow
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {routes.map((route) => (
          <li key={route.href}>
            <Link
              to={route.href}
              className="inline-block rounded-full bg-white px-4 py-2 font-medium shadow-sm ring-1 ring-slate-200 hover:ring-amber-400"
            >
              {route.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
