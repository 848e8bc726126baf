import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import {
  cities,
  heroTaglines,
  images,
  interestCards,
  lesserKnownItems,
  monthCards,
  places,
  sliderItems,
  storyCards,
  tripCategories,
} from "../db/schema/index.ts";
import { imageColumns } from "./images.server.ts";
import type { ImageRecord } from "./types.ts";

export async function listHeroTaglines(db: Database): Promise<string[]> {
  const rows = await db
    .select({ text: heroTaglines.text })
    .from(heroTaglines)
    .orderBy(asc(heroTaglines.position));
  return rows.map((row) => row.text);
}

export type SliderItem = { id: number; place: string; image: ImageRecord };

const sliderSelection = { id: sliderItems.id, place: sliderItems.place, image: imageColumns };

export async function listSliderItems(db: Database): Promise<SliderItem[]> {
  return db
    .select(sliderSelection)
    .from(sliderItems)
    .innerJoin(images, eq(images.id, sliderItems.imageId))
    .orderBy(asc(sliderItems.position));
}

export async function getSliderItem(db: Database, id: number): Promise<SliderItem | undefined> {
  const [row] = await db
    .select(sliderSelection)
    .from(sliderItems)
    .innerJoin(images, eq(images.id, sliderItems.imageId))
    .where(eq(sliderItems.id, id));
  return row;
}

export type LesserKnownItem = {
  name: string;
  type: "city" | "place";
  slug: string;
  /** The name of the city or place page it leads to (the card's own name may differ). */
  targetName: string;
  image: ImageRecord;
};

/** The lesser-known wonders, each pointing at a city or place page we have. */
export async function listLesserKnown(db: Database): Promise<LesserKnownItem[]> {
  const rows = await db
    .select({
      name: lesserKnownItems.name,
      citySlug: cities.slug,
      cityName: cities.name,
      placeSlug: places.slug,
      placeName: places.name,
      image: imageColumns,
    })
    .from(lesserKnownItems)
    .innerJoin(images, eq(images.id, lesserKnownItems.imageId))
    .leftJoin(cities, eq(cities.id, lesserKnownItems.cityId))
    .leftJoin(places, eq(places.id, lesserKnownItems.placeId))
    .orderBy(asc(lesserKnownItems.position));
  return rows.map((row) => ({
    name: row.name,
    type: row.placeSlug ? ("place" as const) : ("city" as const),
    slug: row.placeSlug ?? row.citySlug ?? "",
    targetName: row.placeName ?? row.cityName ?? row.name,
    image: row.image,
  }));
}

export type CategoryCard = {
  slug: string;
  name: string;
  description: string;
  image: ImageRecord | null;
};

/** The eight trip categories in their editorial order, with their images. */
export async function listTripCategories(db: Database): Promise<CategoryCard[]> {
  return db
    .select({
      slug: tripCategories.slug,
      name: tripCategories.name,
      description: tripCategories.description,
      image: imageColumns,
    })
    .from(tripCategories)
    .leftJoin(images, eq(images.id, tripCategories.imageId))
    .orderBy(asc(tripCategories.position));
}

export type InterestCard = {
  category: string;
  categoryName: string;
  title: string;
  description: string;
  image: ImageRecord;
};

export async function listInterestCards(db: Database): Promise<InterestCard[]> {
  return db
    .select({
      category: tripCategories.slug,
      categoryName: tripCategories.name,
      title: interestCards.title,
      description: interestCards.description,
      image: imageColumns,
    })
    .from(interestCards)
    .innerJoin(tripCategories, eq(tripCategories.id, interestCards.categoryId))
    .innerJoin(images, eq(images.id, interestCards.imageId))
    .orderBy(asc(interestCards.position));
}

export type MonthCard = { month: number; name: string; image: ImageRecord };

export async function listMonthCards(db: Database): Promise<MonthCard[]> {
  return db
    .select({ month: monthCards.month, name: monthCards.name, image: imageColumns })
    .from(monthCards)
    .innerJoin(images, eq(images.id, monthCards.imageId))
    .orderBy(asc(monthCards.month));
}

export type StoryCard = { slug: string; title: string; description: string; image: ImageRecord };

export async function listStoryCards(db: Database): Promise<StoryCard[]> {
  return db
    .select({
      slug: storyCards.slug,
      title: storyCards.title,
      description: storyCards.description,
      image: imageColumns,
    })
    .from(storyCards)
    .innerJoin(images, eq(images.id, storyCards.imageId))
    .orderBy(asc(storyCards.position));
}
