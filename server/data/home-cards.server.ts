import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import {
  heroTaglines,
  images,
  interestCards,
  monthCards,
  storyCards,
  tripCategories,
} from "../db/schema/index.ts";
import { imageColumns } from "./images.server.ts";
import type { ImageRecord } from "./types.ts";

export async function loadHeroTaglines(db: Database): Promise<string[]> {
  const rows = await db
    .select({ text: heroTaglines.text })
    .from(heroTaglines)
    .orderBy(asc(heroTaglines.position));
  return rows.map((row) => row.text);
}

export type InterestCard = {
  category: string;
  categoryName: string;
  title: string;
  description: string;
  image: ImageRecord;
};

export async function loadInterestCards(db: Database): Promise<InterestCard[]> {
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

export async function loadMonthCards(db: Database): Promise<MonthCard[]> {
  return db
    .select({ month: monthCards.month, name: monthCards.name, image: imageColumns })
    .from(monthCards)
    .innerJoin(images, eq(images.id, monthCards.imageId))
    .orderBy(asc(monthCards.month));
}

export type StoryCard = { slug: string; title: string; description: string; image: ImageRecord };

export async function loadStoryCards(db: Database): Promise<StoryCard[]> {
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
