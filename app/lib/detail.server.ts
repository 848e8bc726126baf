import { data } from "react-router";
import { MONTHS, monthInRange } from "../../content/schema.ts";
import {
  getCityByName,
  getHotelByName,
  getPlaceByName,
  listHotels,
  listPlaces,
} from "../../server/data/catalogue/queries.ts";
import { listReviews, type ReviewSubject } from "../../server/data/reviews.server.ts";
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

async function reviewsOf(services: RequestContext, subject: ReviewSubject) {
  const [list, viewer] = await Promise.all([listReviews(services.db, subject), services.viewer()]);
  return {
    signedIn: viewer !== null,
    reviews: list.map((review) => ({
      id: review.id,
      author: review.author,
      rating: review.rating,
      body: review.body,
      mine: viewer !== null && viewer.id === review.userId,
      date: review.createdAt.toLocaleDateString("en-IN", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "Asia/Kolkata",
      }),
    })),
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
  const reviews = await reviewsOf(services, { cityId: city.id });
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
  const reviews = await reviewsOf(services, { placeId: place.id });
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
  const reviews = await reviewsOf(services, { hotelId: hotel.id });
  return {
    ...page(services, request, detail.image.src),
    hotel: detail,
    ...reviews,
  };
}
