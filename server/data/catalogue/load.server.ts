import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { cities, hotels, places } from "../../db/schema/index.ts";
import type { SubjectType } from "../changes.server.ts";
import { loadCities } from "../cities.server.ts";
import {
  loadHeroTaglines,
  loadInterestCards,
  loadMonthCards,
  loadStoryCards,
} from "../home-cards.server.ts";
import { loadHotels } from "../hotels.server.ts";
import { loadLesserKnown } from "../lesser-known.server.ts";
import { loadPlaces } from "../places.server.ts";
import { loadSliderItems } from "../slider.server.ts";
import { loadTripCategories } from "../trip-categories.server.ts";
import type { CatalogueParts, ReviewSummary } from "./catalogue.ts";

/**
 * The whole catalogue, read in parallel. A write that lands between two of these reads announces
 * itself, and the store then reads again, so a mixed snapshot never outlives the next reload.
 */
export async function loadCatalogueParts(db: Database): Promise<CatalogueParts> {
  const [
    cityList,
    placeList,
    hotelList,
    taglines,
    slider,
    lesserKnown,
    categories,
    interestCards,
    monthCards,
    storyCards,
  ] = await Promise.all([
    loadCities(db),
    loadPlaces(db),
    loadHotels(db),
    loadHeroTaglines(db),
    loadSliderItems(db),
    loadLesserKnown(db),
    loadTripCategories(db),
    loadInterestCards(db),
    loadMonthCards(db),
    loadStoryCards(db),
  ]);
  return {
    cities: cityList,
    places: placeList,
    hotels: hotelList,
    taglines,
    slider,
    lesserKnown,
    tripCategories: categories,
    interestCards,
    monthCards,
    storyCards,
  };
}

const tables = { city: cities, place: places, hotel: hotels };

/** One subject's shown rating (the review average once there are reviews) and review count. */
export async function loadReviewSummary(
  db: Database,
  type: SubjectType,
  id: number,
): Promise<ReviewSummary | undefined> {
  const table = tables[type];
  const [row] = await db
    .select({
      rating: table.rating,
      reviewAverage: table.reviewAverage,
      reviewCount: table.reviewCount,
    })
    .from(table)
    .where(eq(table.id, id));
  return row
    ? {
        rating: row.reviewAverage ?? row.rating,
        reviewAverage: row.reviewAverage,
        reviewCount: row.reviewCount,
      }
    : undefined;
}
