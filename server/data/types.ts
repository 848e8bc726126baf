import type { PlaceSources } from "../../common/fact-sources.ts";
import type { PriceBand } from "../../common/price-bands.ts";

// Plain records the data layer returns: our own names, no database or vendor shapes.

export type ImageRecord = {
  id: number;
  source: "commons" | "wikipedia" | "local" | "url";
  ref: string;
  /** The Commons file to show, when known. */
  file: string | null;
  alt: string;
  author: string | null;
  licence: string | null;
  licenceUrl: string | null;
  sourceUrl: string | null;
};

export type Season = { startMonth: number; endMonth: number; description: string };

export type City = {
  id: number;
  slug: string;
  name: string;
  state: string;
  description: string;
  bestTime: string;
  seasons: { peak: Season; moderate: Season; off: Season };
  overview: {
    title: string;
    history: string;
    touristPlaces: string;
    famousFor: string;
    weather: string;
  };
  howToReach: {
    byAir: string;
    byRail: string;
    byRoad: string;
    nearestAirport: string | null;
    nearestStation: string | null;
  };
  foodToTry: { name: string; description: string }[];
  thingsToBuy: { heading: string; description: string }[];
  conclusion: string;
  latitude: number;
  longitude: number;
  /** The review average once there are reviews, else our editorial rating. */
  rating: number;
  /** The reviews' average stars; null while no review has stars, so `rating` is ours (issue 9). */
  reviewAverage: number | null;
  reviewCount: number;
  trending: boolean;
  categories: { slug: string; name: string }[];
  images: ImageRecord[];
  updatedAt: Date;
};

export type Place = {
  id: number;
  slug: string;
  name: string;
  city: { slug: string; name: string; state: string };
  description: string;
  suggestedDuration: string;
  whatToExpect: string;
  moreAbout: string;
  history: string;
  highlights: string;
  timings: string;
  entryFee: string;
  /** Source and 'as of' month of the timings and the fee; null for a place without them. */
  sources: PlaceSources | null;
  restrictedItems: string;
  latitude: number;
  longitude: number;
  /** The review average once there are reviews, else our editorial rating. */
  rating: number;
  /** The reviews' average stars; null while no review has stars, so `rating` is ours (issue 9). */
  reviewAverage: number | null;
  reviewCount: number;
  trending: boolean;
  images: ImageRecord[];
  updatedAt: Date;
};

export const AMENITY_GROUPS = [
  "basic_facilities",
  "food_and_drinks",
  "health_and_wellness",
  "safety_and_security",
  "common_area",
  "room_features",
  "bathroom",
] as const;
export type AmenityGroup = (typeof AMENITY_GROUPS)[number];

export type Hotel = {
  id: number;
  slug: string;
  name: string;
  city: { slug: string; name: string; state: string };
  about: string;
  address: string;
  amenities: Record<AmenityGroup, string[]>;
  checkIn: string;
  checkOut: string;
  otherRules: string[];
  latitude: number | null;
  longitude: number | null;
  /** The review average once there are reviews, else our editorial rating. */
  rating: number;
  /** The reviews' average stars; null while no review has stars, so `rating` is ours (issue 9). */
  reviewAverage: number | null;
  reviewCount: number;
  /** What a night usually costs (common/price-bands.ts); null for a hotel added without one. */
  priceBand: PriceBand | null;
  images: ImageRecord[];
  updatedAt: Date;
};
