import { data } from "react-router";
import { z } from "zod";
import { MONTHS, monthInRange } from "../../content/schema.ts";
import {
  getCityByName,
  getHotelByName,
  getPlaceByName,
  listHotels,
  listPlaces,
} from "../../server/data/catalogue/queries.ts";
import {
  pageOfReviews,
  type Review,
  type ReviewKind,
  type ReviewSubject,
} from "../../server/data/reviews.server.ts";
import {
  presentCityDetail,
  presentHotelDetail,
  presentPlaceDetail,
} from "../../server/presenters/present.ts";
import { offlineWeather } from "../../server/providers/weather/offline.ts";
import { type WeatherResult, weatherErrorMessage } from "../../server/providers/weather/types.ts";
import type { RequestContext } from "../context.ts";
import { faultFor, withFault } from "./faults.server.ts";
import { pagePresenter } from "./presenter.server.ts";
import { absoluteUrl, canonicalUrl } from "./site.server.ts";

const notFound = (what: string) =>
  data({ message: `We have no ${what} by that name.` }, { status: 404 });

/** Reviews on a page at a time, as the spec shows them: five, then five more per 'Load More'. */
export const REVIEWS_PER_PAGE = 5;
const cursor = z.coerce.number().int().min(1).max(2_147_483_647);

/** A review cursor from a query parameter; a missing or malformed one means the first page. */
export const reviewCursor = (value: string | null) =>
  value === null ? undefined : cursor.safeParse(value).data;

/** Reviews as the page shows them: the date in India's calendar, and whether it is the viewer's. */
export function presentReviews(list: Review[], viewerId: string | undefined) {
  return list.map((review) => ({
    id: review.id,
    author: review.author,
    rating: review.rating,
    body: review.body,
    mine: viewerId !== undefined && viewerId === review.userId,
    date: review.createdAt.toLocaleDateString("en-IN", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Asia/Kolkata",
    }),
  }));
}

/**
 * The first page of reviews, or the page after `?reviewsAfter=` (how 'Load More' works without
 * JavaScript), with what the list needs to fetch the next one (issue 10, item 6).
 */
async function reviewsOf(
  services: RequestContext,
  request: Request,
  kind: ReviewKind,
  name: string,
  subject: ReviewSubject,
) {
  const after = reviewCursor(new URL(request.url).searchParams.get("reviewsAfter"));
  const [page, viewer] = await Promise.all([
    pageOfReviews(services.db, subject, { limit: REVIEWS_PER_PAGE, after }),
    services.viewer(),
  ]);
  return {
    signedIn: viewer !== null,
    reviews: presentReviews(page.reviews, viewer?.id),
    reviewPage: {
      next: page.next,
      older: after !== undefined,
      source: `/reviews/${kind}/${encodeURIComponent(name)}`,
    },
  };
}

const page = (services: RequestContext, request: Request, image: string) => ({
  canonical: canonicalUrl(services, request),
  shareImage: image.startsWith("/placeholder") ? undefined : absoluteUrl(services, request, image),
  map: services.config.map,
});

export async function loadCityPage(services: RequestContext, request: Request, name: string) {
  const catalogue = services.catalogue.current();
  const city = getCityByName(catalogue, name);
  if (!city) throw notFound("city");
  const places = listPlaces(catalogue, { city: city.slug }, "rating");
  const hotels = listHotels(catalogue, { city: city.slug }, "rating");
  const reviews = await reviewsOf(services, request, "city", city.name, { cityId: city.id });
  const detail = presentCityDetail(pagePresenter(services), city, places, hotels);
  // Streams in after the page: a slow weather service never holds the page up.
  const place = {
    name: city.name,
    region: city.state,
    latitude: city.latitude,
    longitude: city.longitude,
  };
  const fault = faultFor(services, request, "weather");
  const weather = (
    fault === "fail"
      ? Promise.resolve<WeatherResult>({ ok: false, kind: "network", message: "simulated" })
      : fault === "empty"
        ? offlineWeather.forecast(place)
        : services.weather.forecast(place)
  ).then((result) => ({ result, message: result.ok ? undefined : weatherErrorMessage(result) }));
  weather.catch(() => {});
  const month = Number(
    new Intl.DateTimeFormat("en-US", { month: "numeric", timeZone: "Asia/Kolkata" }).format(),
  );
  const season = (["peak", "moderate", "off"] as const).find((kind) =>
    monthInRange(month, city.seasons[kind].startMonth, city.seasons[kind].endMonth),
  );
  const typical = `${city.overview.weather}${season ? ` In ${MONTHS[month - 1]}: ${city.seasons[season].description}` : ""}`;
  return {
    ...page(services, request, detail.image.src),
    city: detail,
    weather,
    typical,
    ...reviews,
  };
}

export async function loadPlacePage(services: RequestContext, request: Request, name: string) {
  const place = await withFault(faultFor(services, request, "place"), undefined, async () =>
    getPlaceByName(services.catalogue.current(), name),
  );
  if (!place) throw notFound("place");
  const detail = presentPlaceDetail(pagePresenter(services), place);
  const reviews = await reviewsOf(services, request, "place", place.name, {
    placeId: place.id,
  });
  return {
    ...page(services, request, detail.image.src),
    place: detail,
    ...reviews,
  };
}

export async function loadHotelPage(services: RequestContext, request: Request, name: string) {
  const hotel = getHotelByName(services.catalogue.current(), name);
  if (!hotel) throw notFound("hotel");
  const detail = presentHotelDetail(pagePresenter(services), hotel);
  const reviews = await reviewsOf(services, request, "hotel", hotel.name, {
    hotelId: hotel.id,
  });
  return {
    ...page(services, request, detail.image.src),
    hotel: detail,
    ...reviews,
  };
}
