import { Compass, Landmark, Mountain, Soup, Sunrise, Waves } from "lucide-react";

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
    Icon: Sunrise,
    title: "Slow mornings",
    text: "Ghats at first light, a chai on a station platform, a palace before the crowds.",
  },
  {
    Icon: Compass,
    title: "Every direction",
    text: "Deserts, backwaters, high passes and island beaches, all in one country.",
  },
  {
    Icon: Soup,
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
          {REASONS.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
              <Icon aria-hidden="true" className="size-8 text-amber-300" />
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
    Icon: Landmark,
    title: "Monuments",
    text: "More than forty World Heritage Sites, from the Taj Mahal to the temples of Hampi.",
  },
  {
    Icon: Mountain,
    title: "Mountains",
    text: "The Himalaya from Ladakh to Sikkim, and the tea hills of the south.",
  },
  {
    Icon: Waves,
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
        {SIGHTS.map(({ Icon, title, text }) => (
          <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <Icon aria-hidden="true" className="size-8 text-teal-700" />
            <h3 className="mt-4 text-xl font-semibold">{title}</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
