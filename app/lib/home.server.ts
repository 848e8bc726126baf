import { listCities, listPlaces } from "../../server/data/catalogue/queries.ts";
import {
  presentCitySummary,
  presentImage,
  presentPlaceSummary,
} from "../../server/presenters/present.ts";
import type { RequestContext } from "../context.ts";
import { faultFor, withFault } from "./faults.server.ts";
import { pagePresenter } from "./presenter.server.ts";
import { absoluteUrl, canonicalUrl } from "./site.server.ts";

const TRENDING = 6;
/** The five trip types of the home page's image tiles (spec section 1). */
const TILE_CATEGORIES = [
  "heritage-walk",
  "romantic-vacation",
  "foodies",
  "hills-and-mountains",
  "beach-retreat",
];

/**
 * Everything the home page shows. The trending cards and lesser-known wonders stream in after the
 * first bytes (the page shows skeletons meanwhile); the rest is in the first response.
 */
export async function loadHome(services: RequestContext, request: Request) {
  const catalogue = services.catalogue.current();
  const present = pagePresenter(services);
  const trending = withFault(faultFor(services, request, "trending"), [[], []] as const, () =>
    Promise.resolve([
      listCities(catalogue, { trending: true }, "rating").slice(0, TRENDING),
      listPlaces(catalogue, { trending: true }, "rating").slice(0, TRENDING),
    ]),
  ).then(([cities, places]) => ({
    cities: cities.map((city) => presentCitySummary(present, city)),
    places: places.map((place) => presentPlaceSummary(present, place)),
  }));
  const lesserKnown = withFault(faultFor(services, request, "lesser-known"), [], () =>
    Promise.resolve(catalogue.lesserKnown),
  ).then((items) =>
    items.map((item) => ({
      name: item.name,
      type: item.type,
      slug: item.slug,
      href: `/${item.type}/${encodeURIComponent(item.targetName)}`,
      image: presentImage(present, item.image, "card", item.name),
    })),
  );
  // Loading errors of the streamed parts are shown by their sections; keep them off the log as
  // unhandled rejections.
  trending.catch(() => {});
  lesserKnown.catch(() => {});

  const {
    taglines,
    interestCards: interest,
    monthCards: months,
    storyCards: stories,
    tripCategories: categories,
    slider: slides,
  } = catalogue;
  const heroImage = slides[0]
    ? presentImage(present, slides[0].image, "card", slides[0].place)
    : undefined;
  return {
    canonical: canonicalUrl(services, request),
    shareImage:
      heroImage && !heroImage.src.startsWith("/placeholder")
        ? absoluteUrl(services, request, heroImage.src)
        : undefined,
    tagline: taglines[Math.floor(Math.random() * taglines.length)] ?? "",
    videoEnabled: services.config.imageProvider !== "offline",
    interestCards: interest.map((card) => ({
      ...card,
      image: presentImage(present, card.image, "card", card.title),
    })),
    trending,
    lesserKnown,
    months: months.map((m) => ({
      name: m.name,
      image: presentImage(present, m.image, "card", m.name),
    })),
    categoryTiles: TILE_CATEGORIES.flatMap((slug) => {
      const category = categories.find((c) => c.slug === slug);
      return category
        ? [
            {
              key: slug,
              label: category.name,
              href: `/PlanTripCategory/${slug}`,
              image: presentImage(present, category.image ?? undefined, "card", category.name),
            },
          ]
        : [];
    }),
    stories: stories.map((story) => ({
      ...story,
      image: presentImage(present, story.image, "card", story.title),
    })),
    slides: slides.map((slide) => ({
      place: slide.place,
      image: presentImage(present, slide.image, "card", slide.place),
    })),
  };
}
