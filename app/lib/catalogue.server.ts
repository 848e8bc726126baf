import type { Presenter } from "../../server/http/api-v1/present.ts";
import type { AppServices } from "../../server/services.ts";

// What page loaders use from the server. A `.server.ts` module, so the bundler keeps all of it
// (and what it imports) out of the browser's code.

export { listHeroTaglines, listLesserKnown } from "../../server/data/cards.server.ts";
export {
  countCities,
  getCityByName,
  getCityBySlug,
  listCities,
} from "../../server/data/cities.server.ts";
export { getHotelByName, listHotels } from "../../server/data/hotels.server.ts";
export { getPlaceByName, listPlaces } from "../../server/data/places.server.ts";
export {
  presentCityDetail,
  presentCitySummary,
  presentHotelDetail,
  presentHotelSummary,
  presentImage,
  presentPlaceDetail,
  presentPlaceSummary,
} from "../../server/http/api-v1/present.ts";

/** Pages use root-relative URLs for our own files (placeholders), absolute ones for photos. */
export const pagePresenter = (services: AppServices): Presenter => ({
  images: services.images,
  origin: "",
});
