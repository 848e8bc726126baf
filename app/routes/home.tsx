import { Hero } from "../components/home/hero.tsx";
import { CategoryTiles, MonthCollections } from "../components/home/image-tiles.tsx";
import { InterestGrid } from "../components/home/interest-grid.tsx";
import { AboutUs, WhatToSee, WhyTravel } from "../components/home/intro.tsx";
import { LesserKnown } from "../components/home/lesser-known.tsx";
import { ImageSlider } from "../components/home/slider.tsx";
import { Stories } from "../components/home/stories.tsx";
import { Trending } from "../components/home/trending.tsx";
import { appContext } from "../context.ts";
import { loadHome } from "../lib/home.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  pageMeta({
    title: "Safarnama · Plan your journey through India",
    description:
      "Discover India's cities, monuments and hidden corners, find the right season to go, and plan the journey with maps, weather, trains and flights.",
    url: data?.canonical,
    image: data?.shareImage,
  });

export function loader({ context, request }: Route.LoaderArgs) {
  return loadHome(context.get(appContext), request);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  return (
    <main id="main">
      <Hero tagline={d.tagline} videoEnabled={d.videoEnabled} photo={d.slides[0]?.image} />
      <AboutUs />
      <WhyTravel />
      <InterestGrid cards={d.interestCards} />
      <WhatToSee />
      <Trending data={d.trending} />
      <LesserKnown items={d.lesserKnown} />
      <MonthCollections months={d.months} />
      <CategoryTiles tiles={d.categoryTiles} />
      <Stories stories={d.stories} />
      <ImageSlider slides={d.slides} />
    </main>
  );
}
