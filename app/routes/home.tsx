import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { listHeroTaglines } from "../../server/data/cards.server.ts";
import { appContext } from "../context.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Safarnama · Plan your journey through India" },
  {
    name: "description",
    content:
      "Discover India's cities, monuments and hidden corners, find the right season to go, and plan the journey with maps, weather, trains and flights.",
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const taglines = await listHeroTaglines(db);
  // Picked on the server so the first paint and the hydrated page agree.
  const tagline = taglines[Math.floor(Math.random() * taglines.length)] ?? "";
  return { tagline };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <section className="hero relative isolate -mt-16 flex min-h-[88vh] items-center overflow-hidden pt-16 text-white">
        <div className="mx-auto w-full max-w-7xl px-6 py-24">
          <p className="text-sm font-semibold uppercase tracking-[0.3em] text-amber-300">
            Safarnama
          </p>
          <h1 className="mt-4 max-w-3xl font-display text-5xl font-semibold leading-tight sm:text-7xl">
            Explore the World
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-white/90 sm:text-xl" data-testid="hero-tagline">
            {loaderData.tagline}
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link to="/PlanTripCategory" className="button-primary">
              Find a trip idea <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link to="/plantrip" className="button-ghost">
              Plan a journey
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
