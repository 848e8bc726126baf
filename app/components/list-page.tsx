import type { ReactNode } from "react";

/** The frame of a list page: a heading band and the content below it. */
export function ListPage(props: {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <main id="main">
      <div className="bg-teal-950 text-white">
        <div className="mx-auto max-w-7xl px-6 py-14">
          <p className="eyebrow text-amber-300">{props.eyebrow}</p>
          <h1 className="mt-2 font-display text-4xl font-semibold sm:text-5xl">{props.title}</h1>
          {props.intro ? (
            <div className="mt-4 max-w-3xl text-lg text-teal-50">{props.intro}</div>
          ) : null}
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-6 py-12">
        {props.aside}
        {props.children}
      </div>
    </main>
  );
}
