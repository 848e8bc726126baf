import { useState } from "react";
import type { ImageData } from "../../lib/types.ts";
import { Icon } from "../icon.tsx";
import { Photo } from "../photo.tsx";

export type Slide = { place: string; image: ImageData };

/** One image at a time with its place; arrows wrap around both ways; one dot per slide. */
export function ImageSlider({ slides }: { slides: Slide[] }) {
  const [index, setIndex] = useState(0);
  if (slides.length === 0) return null;
  const go = (next: number) => setIndex((next + slides.length) % slides.length);
  const slide = slides[index] ?? slides[0];
  return (
    <section
      aria-labelledby="slider-heading"
      aria-roledescription="carousel"
      className="mx-auto max-w-7xl px-6 py-16"
    >
      <h2 id="slider-heading" className="section-title">
        Postcards from India
      </h2>
      <div className="relative mt-10 overflow-hidden rounded-3xl bg-slate-900">
        {slide ? (
          <figure aria-roledescription="slide" aria-label={`${index + 1} of ${slides.length}`}>
            <Photo
              key={slide.place}
              image={slide.image}
              sizes="(min-width: 1280px) 1200px, 100vw"
              width={1280}
              height={640}
              className="aspect-[2/1] w-full"
            />
            <figcaption
              className="absolute bottom-0 left-0 right-0 bg-gradient-to-t from-slate-950/80 to-transparent p-6 text-2xl font-semibold text-white"
              data-testid="slide-place"
            >
              {slide.place}
            </figcaption>
          </figure>
        ) : null}
        <button
          type="button"
          aria-label="Previous slide"
          onClick={() => go(index - 1)}
          className="slider-arrow left-3"
        >
          <Icon>
            <path d="m15 18-6-6 6-6" />
          </Icon>
        </button>
        <button
          type="button"
          aria-label="Next slide"
          onClick={() => go(index + 1)}
          className="slider-arrow right-3"
        >
          <Icon>
            <path d="m9 18 6-6-6-6" />
          </Icon>
        </button>
      </div>
      <fieldset className="mt-4 flex justify-center gap-2">
        <legend className="sr-only">Choose a slide</legend>
        {slides.map((s, i) => (
          <button
            key={s.place}
            type="button"
            aria-label={`Show ${s.place}`}
            aria-current={i === index ? "true" : undefined}
            onClick={() => go(i)}
            className="group flex size-6 items-center justify-center rounded-full"
          >
            <span
              className={`size-3 rounded-full transition ${i === index ? "scale-125 bg-amber-500" : "bg-slate-300 group-hover:bg-slate-400"}`}
            />
          </button>
        ))}
      </fieldset>
    </section>
  );
}
