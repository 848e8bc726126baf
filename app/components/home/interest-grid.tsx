import { Link } from "react-router";
import { useTripCategory } from "../../lib/trip-category.tsx";
import type { ImageData } from "../../lib/types.ts";
import { Photo } from "../photo.tsx";

export type InterestCardData = {
  category: string;
  categoryName: string;
  title: string;
  description: string;
  image: ImageData;
};

/** 'PLAN TRIP': five interests, the first one larger. */
export function InterestGrid({ cards }: { cards: InterestCardData[] }) {
  const { choose } = useTripCategory();
  return (
    <section aria-labelledby="plan-trip-heading" className="mx-auto max-w-7xl px-6 py-20">
      <p className="eyebrow">Travel by interest</p>
      <h2 id="plan-trip-heading" className="section-title">
        PLAN TRIP
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Discover beautiful places to visit in India, chosen for what you love doing most.
      </p>
      <ul
        className="mt-10 grid auto-rows-[14rem] gap-4 sm:grid-cols-2 lg:grid-cols-4"
        data-testid="interest-grid"
      >
        {cards.map((card, index) => (
          <li key={card.category} className={index === 0 ? "sm:col-span-2 sm:row-span-2" : ""}>
            <Link
              to={`/PlanTripCategory/${card.category}`}
              onClick={() =>
                choose({
                  name: card.categoryName,
                  image: card.image.src,
                  description: card.description,
                })
              }
              className="group relative flex h-full overflow-hidden rounded-2xl text-white"
            >
              <Photo
                image={card.image}
                sizes={
                  index === 0
                    ? "(min-width: 1280px) 610px, (min-width: 1024px) 50vw, 100vw"
                    : "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                }
                className="absolute inset-0 h-full w-full transition duration-500 group-hover:scale-105"
              />
              <span className="absolute inset-0 bg-gradient-to-t from-slate-950/85 via-slate-950/20 to-transparent" />
              <span className="relative mt-auto p-5">
                <span
                  className={`block font-display font-semibold ${index === 0 ? "text-3xl" : "text-xl"}`}
                >
                  {card.title}
                </span>
                <span className="mt-1 block text-sm text-white/85">{card.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
