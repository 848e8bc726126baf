import { CompassIcon, Icon, type IconProps } from "../icon.tsx";

const Sunrise = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 2v8" />
    <path d="m4.93 10.93 1.41 1.41" />
    <path d="M2 18h2" />
    <path d="M20 18h2" />
    <path d="m19.07 10.93-1.41 1.41" />
    <path d="M22 22H2" />
    <path d="m8 6 4-4 4 4" />
    <path d="M16 18a4 4 0 0 0-8 0" />
  </Icon>
);

const Soup = (props: IconProps) => (
  <Icon {...props}>
    <path d="M11.248 3c.273.1.808.53.747 1.36-.05.83-.938 1.2-.989 2.02-.06.78.333 1.24.727 1.62" />
    <path d="M16.252 3c.268.1.794.53.745 1.36-.06.83-.923 1.2-.993 2.02-.05.78.338 1.24.725 1.62" />
    <path d="M19.5 12 22 6" />
    <path d="M4 12a1 1 0 00-.99 1.133A9 9 0 0012 21a9 9 0 008.99-7.867A1 1 0 0020 12z" />
    <path d="M6.252 3c.268.1.794.53.745 1.36-.06.83-.923 1.2-.993 2.02-.05.78.338 1.24.735 1.62" />
    <path d="M7 21h10" />
  </Icon>
);

const Landmark = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 18v-7" />
    <path d="M11.119 2.205a2 2 0 0 1 1.762 0l7.84 3.846A.5.5 0 0 1 20.5 7h-17a.5.5 0 0 1-.22-.949z" />
    <path d="M14 18v-7" />
    <path d="M18 18v-7" />
    <path d="M3 22h18" />
    <path d="M6 18v-7" />
  </Icon>
);

const Mountain = (props: IconProps) => (
  <Icon {...props}>
    <path d="m8 3 4 8 5-5 5 15H2L8 3z" />
  </Icon>
);

const Waves = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2 12q2.5 2 5 0t5 0 5 0 5 0" />
    <path d="M2 19q2.5 2 5 0t5 0 5 0 5 0" />
    <path d="M2 5q2.5 2 5 0t5 0 5 0 5 0" />
  </Icon>
);

/** 'The Curators of Extraordinary Journeys', the why-travel block and 'What to see in India'. */
export function AboutUs() {
  return (
    <section aria-labelledby="about-heading" className="mx-auto max-w-7xl px-6 py-20">
      <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="eyebrow">About us</p>
          <h2 id="about-heading" className="section-title">
            The Curators of Extraordinary Journeys
          </h2>
        </div>
        <div className="space-y-4 text-lg leading-relaxed text-slate-700">
          <p>
            Safarnama is a travel notebook for India, kept by people who would rather arrive slowly
            than see everything. We write about the cities, monuments and stays we would send a
            friend to, with the season to go, the train to take and the dish to order.
          </p>
          <p>
            Everything here is written in our own words and checked against the facts: opening
            hours, entry fees and routes say where they come from, and estimates are labelled as
            estimates.
          </p>
        </div>
      </div>
    </section>
  );
}

const REASONS = [
  {
    Drawing: Sunrise,
    title: "Slow mornings",
    text: "Ghats at first light, a chai on a station platform, a palace before the crowds.",
  },
  {
    Drawing: CompassIcon,
    title: "Every direction",
    text: "Deserts, backwaters, high passes and island beaches, all in one country.",
  },
  {
    Drawing: Soup,
    title: "A table everywhere",
    text: "Every region cooks differently; a journey here is also a menu.",
  },
] as const;

export function WhyTravel() {
  return (
    <section aria-labelledby="why-heading" className="bg-teal-950 text-teal-50">
      <div className="mx-auto max-w-7xl px-6 py-20">
        <p className="eyebrow text-amber-300">Why travel</p>
        <h2 id="why-heading" className="section-title text-white">
          Travel changes the way you see home
        </h2>
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {REASONS.map(({ Drawing, title, text }) => (
            <li key={title} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
              <Drawing className="size-8 text-amber-300" />
              <h3 className="mt-4 text-xl font-semibold text-white">{title}</h3>
              <p className="mt-2 leading-relaxed text-teal-100">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const SIGHTS = [
  {
    Drawing: Landmark,
    title: "Monuments",
    text: "More than forty World Heritage Sites, from the Taj Mahal to the temples of Hampi.",
  },
  {
    Drawing: Mountain,
    title: "Mountains",
    text: "The Himalaya from Ladakh to Sikkim, and the tea hills of the south.",
  },
  {
    Drawing: Waves,
    title: "Coasts",
    text: "Goa's beaches, Kerala's backwaters and the Andaman islands.",
  },
] as const;

export function WhatToSee() {
  return (
    <section aria-labelledby="see-heading" className="mx-auto max-w-7xl px-6 py-20">
      <p className="eyebrow">Discover</p>
      <h2 id="see-heading" className="section-title">
        What to see in India
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {SIGHTS.map(({ Drawing, title, text }) => (
          <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <Drawing className="size-8 text-teal-700" />
            <h3 className="mt-4 text-xl font-semibold">{title}</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
