import type { ReactNode } from "react";
import type { ImageData } from "../../lib/types.ts";
import { Photo, PhotoCredit } from "../photo.tsx";

/** The top of a city, place or hotel page: its photo, name, where it is and a short description. */
export function PageHeader(props: {
  image: ImageData;
  title: string;
  kicker: ReactNode;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <header className="relative isolate -mt-16 overflow-hidden bg-slate-900 pt-16 text-white">
      <Photo
        image={props.image}
        priority
        sizes="100vw"
        width={1280}
        height={720}
        className="absolute inset-0 -z-10 h-full w-full opacity-70"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950/90 via-slate-950/40 to-slate-950/20" />
      <div className="mx-auto max-w-7xl px-6 pt-28 pb-12 sm:pt-40">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-amber-300">
          {props.kicker}
        </p>
        <h1 className="mt-3 max-w-4xl font-display text-4xl font-semibold sm:text-6xl">
          {props.title}
        </h1>
        {props.description ? (
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-white/90">
            {props.description}
          </p>
        ) : null}
        {props.children}
        <PhotoCredit image={props.image} className="mt-6 text-white/70 [&_a]:text-white/80" />
      </div>
    </header>
  );
}

/** A titled block of a detail page. */
export function Section(props: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={props.id} className={`py-10 ${props.className ?? ""}`}>
      <h2 id={props.id} className="font-display text-2xl font-semibold sm:text-3xl">
        {props.title}
      </h2>
      <div className="mt-5">{props.children}</div>
    </section>
  );
}

/** A term and its description, as a row of a definition list. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-slate-200 py-4 sm:grid-cols-[12rem_1fr] sm:gap-6">
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="leading-relaxed text-slate-700">{children}</dd>
    </div>
  );
}
