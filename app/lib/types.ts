import type { z } from "zod";
import type {
  cityDetail,
  citySummary,
  hotelDetail,
  hotelSummary,
  imageSchema,
  placeDetail,
  placeSummary,
} from "../../common/shapes.ts";

// The shapes pages render: the same as our JSON API's, so a page and the API never disagree.
export type ImageData = z.infer<typeof imageSchema>;
export type CitySummary = z.infer<typeof citySummary>;
export type CityDetail = z.infer<typeof cityDetail>;
export type PlaceSummary = z.infer<typeof placeSummary>;
export type PlaceDetail = z.infer<typeof placeDetail>;
export type HotelSummary = z.infer<typeof hotelSummary>;
export type HotelDetail = z.infer<typeof hotelDetail>;
