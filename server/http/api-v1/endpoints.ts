import { z } from "zod";
import * as shape from "../../../common/shapes.ts";
import {
  getCityBySlug,
  getHotelBySlug,
  getPlaceBySlug,
  listCities,
  listHotels,
  listPlaces,
  pageOf,
} from "../../data/catalogue/queries.ts";
import {
  presentCityDetail,
  presentCitySummary,
  presentHotelDetail,
  presentHotelSummary,
  presentImage,
  presentPlaceDetail,
  presentPlaceSummary,
} from "../../presenters/present.ts";
import { type Endpoint, NotFound } from "./endpoint.ts";
import * as s from "./schemas.ts";
import { travelEndpoints } from "./travel-endpoints.ts";

const endpoint = <Q extends z.ZodType, P extends z.ZodType>(e: Endpoint<Q, P>) =>
  e as unknown as Endpoint;

const paging = (query: { page: number; pageSize: number }) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});
const pageInfo = (query: { page: number; pageSize: number }, total: number) => ({
  number: query.page,
  size: query.pageSize,
  total,
  totalPages: Math.ceil(total / query.pageSize),
});

export const endpoints: Endpoint[] = [
  endpoint({
    path: "/cities",
    summary: "Cities, filtered by state, trip category, month of visit (peak season) or trending",
    query: s.cityListQuery,
    response: s.listOf(shape.citySummary),
    async handle({ query, services, present }) {
      const { page, pageSize, sort, ...filter } = query;
      const all = listCities(services.catalogue.current(), filter, sort);
      return {
        data: pageOf(all, paging(query)).map((city) => presentCitySummary(present, city)),
        page: pageInfo(query, all.length),
      };
    },
  }),
  endpoint({
    path: "/cities/:slug",
    summary: "One city, with its places and hotels",
    params: s.slugParams,
    response: s.one(shape.cityDetail),
    async handle({ params, services, present }) {
      const catalogue = services.catalogue.current();
      const city = getCityBySlug(catalogue, params.slug);
      if (!city) throw new NotFound(`No city '${params.slug}'.`);
      const places = listPlaces(catalogue, { city: city.slug }, "rating");
      const hotels = listHotels(catalogue, { city: city.slug }, "rating");
      return { data: presentCityDetail(present, city, places, hotels) };
    },
  }),
  endpoint({
    path: "/places",
    summary: "Places, filtered by city, state or trending, sorted by name or rating",
    query: s.placeListQuery,
    response: s.listOf(shape.placeSummary),
    async handle({ query, services, present }) {
      const { page, pageSize, sort, ...filter } = query;
      const all = listPlaces(services.catalogue.current(), filter, sort);
      return {
        data: pageOf(all, paging(query)).map((place) => presentPlaceSummary(present, place)),
        page: pageInfo(query, all.length),
      };
    },
  }),
  endpoint({
    path: "/places/:slug",
    summary: "One place",
    params: s.slugParams,
    response: s.one(shape.placeDetail),
    async handle({ params, services, present }) {
      const place = getPlaceBySlug(services.catalogue.current(), params.slug);
      if (!place) throw new NotFound(`No place '${params.slug}'.`);
      return { data: presentPlaceDetail(present, place) };
    },
  }),
  endpoint({
    path: "/hotels",
    summary: "Hotels, filtered by city or state, sorted by name or rating",
    query: s.hotelListQuery,
    response: s.listOf(shape.hotelSummary),
    async handle({ query, services, present }) {
      const { page, pageSize, sort, ...filter } = query;
      const all = listHotels(services.catalogue.current(), filter, sort);
      return {
        data: pageOf(all, paging(query)).map((hotel) => presentHotelSummary(present, hotel)),
        page: pageInfo(query, all.length),
      };
    },
  }),
  endpoint({
    path: "/hotels/:slug",
    summary: "One hotel (details to be confirmed with the hotel)",
    params: s.slugParams,
    response: s.one(shape.hotelDetail),
    async handle({ params, services, present }) {
      const hotel = getHotelBySlug(services.catalogue.current(), params.slug);
      if (!hotel) throw new NotFound(`No hotel '${params.slug}'.`);
      return { data: presentHotelDetail(present, hotel) };
    },
  }),
  endpoint({
    path: "/categories",
    summary: "The eight trip categories",
    response: z.object({ data: z.array(shape.categorySchema) }),
    async handle({ services }) {
      const categories = services.catalogue.current().tripCategories;
      return {
        data: categories.map(({ slug, name, description }) => ({ slug, name, description })),
      };
    },
  }),
  endpoint({
    path: "/search",
    summary: "Typo-tolerant search over city, place and hotel names, best match first",
    query: s.searchQuery,
    response: z.object({ query: z.string(), data: z.array(shape.searchResult) }),
    async handle({ query, services, present }) {
      const hits = services.search.search(query.q, { type: query.type, limit: query.limit });
      const catalogue = services.catalogue.current();
      const bySlug = {
        city: catalogue.citiesBySlug,
        place: catalogue.placesBySlug,
        hotel: catalogue.hotelsBySlug,
      };
      const imageOf = (hit: (typeof hits)[number]) => bySlug[hit.type].get(hit.slug)?.images[0];
      return {
        query: query.q,
        data: hits.map((hit) => ({
          type: hit.type,
          slug: hit.slug,
          name: hit.name,
          context: hit.context,
          url: `/${hit.type}/${encodeURIComponent(hit.name)}`,
          score: Math.round(hit.score * 1000) / 1000,
          image: presentImage(present, imageOf(hit), hit.type, hit.name),
        })),
      };
    },
  }),
  ...travelEndpoints,
];
