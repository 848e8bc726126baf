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
 * The whole catalogue in one read. On PostgreSQL the reads run in one repeatable-read
 * transaction, so the snapshot is consistent even while another process writes.
 */
export async function loadCatalogueParts(db: Database): Promise<CatalogueParts> {
  return db.transaction(
    async (tx) => {
      const read = tx as unknown as Database;
      const [cityList, placeList, hotelList] = await Promise.all([
        loadCities(read),
        loadPlaces(read),
        loadHotels(read),
      ]);
      const [taglines, slider, lesserKnown, tripCategories, interestCards, monthCards, stories] =
        await Promise.all([
          loadHeroTaglines(read),
          loadSliderItems(read),
          loadLesserKnown(read),
          loadTripCategories(read),
          loadInterestCards(read),
          loadMonthCards(read),
          loadStoryCards(read),
        ]);
      return {
        cities: cityList,
        places: placeList,
        hotels: hotelList,
        taglines,
        slider,
        lesserKnown,
        tripCategories,
        interestCards,
        monthCards,
        storyCards: stories,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
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
    ? { rating: row.reviewAverage ?? row.rating, reviewCount: row.reviewCount }
    : undefined;
}
