import { useState } from "react";
import type { ImageData } from "../../lib/types.ts";
import { Photo } from "../photo.tsx";

export type Story = { slug: string; title: string; description: string; image: ImageData };

const FIRST = 3;
const STEP = 3;

/** 'Experience the Love and Joy of India': three stories, three more per 'See More'. */
export function Stories({ stories }: { stories: Story[] }) {
  const [shown, setShown] = useState(FIRST);
  return (
    <section aria-labelledby="stories-heading" className="bg-stone-100">
      <div className="mx-auto max-w-7xl px-6 py-16">
        <p className="eyebrow">Stories</p>
        <h2 id="stories-heading" className="section-title">
          Experience the Love and Joy of India
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="story-cards">
          {stories.slice(0, shown).map((story) => (
            <li
              key={story.slug}
              className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
            >
              <Photo
                image={story.image}
                sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                className="aspect-[3/2] w-full"
              />
              <div className="p-5">
                <h3 className="font-display text-xl font-semibold">{story.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{story.description}</p>
              </div>
            </li>
          ))}
        </ul>
        {shown < stories.length ? (
          <div className="mt-10 text-center">
            <button
              type="button"
              className="button-outline"
              onClick={() => setShown((n) => n + STEP)}
            >
              See More
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
