import type { Content } from "../../../content/schema.ts";
import { MONTHS } from "../../../content/schema.ts";
import * as t from "../../db/schema/index.ts";
import { type ImageIds, mustGet, type Tx } from "../write-helpers.ts";

type Ids = {
  categoryIds: Map<string, number>;
  cityIds: Map<string, number>;
  placeIds: Map<string, number>;
};

/**
 * The home page's editorial cards. Nothing a user writes points at them, so each list is replaced
 * whole: what the content says is what the site shows.
 */
export async function seedCards(tx: Tx, content: Content, images: ImageIds, ids: Ids) {
  const { cards } = content;
  await tx.delete(t.heroTaglines);
  await tx
    .insert(t.heroTaglines)
    .values(cards.heroTaglines.map((text, position) => ({ position, text })));

  await tx.delete(t.monthCards);
  const months = [];
  for (const card of cards.months) {
    months.push({
      month: MONTHS.indexOf(card.month) + 1,
      name: card.month,
      imageId: await images.idOf(card.image),
    });
  }
  await tx.insert(t.monthCards).values(months);

  await tx.delete(t.interestCards);
  const interests = [];
  for (const [position, card] of cards.interestCards.entries()) {
    interests.push({
      position,
      categoryId: mustGet(ids.categoryIds, card.category, "category"),
      title: card.title,
      description: card.description,
      imageId: await images.idOf(card.image),
    });
  }
  await tx.insert(t.interestCards).values(interests);

  await tx.delete(t.storyCards);
  const stories = [];
  for (const [position, story] of cards.stories.entries()) {
    const { image, ...fields } = story;
    stories.push({ ...fields, position, imageId: await images.idOf(image) });
  }
  await tx.insert(t.storyCards).values(stories);

  await tx.delete(t.lesserKnownItems);
  const wonders = [];
  for (const [position, item] of cards.lesserKnown.entries()) {
    wonders.push({
      position,
      name: item.name,
      cityId: "city" in item ? mustGet(ids.cityIds, item.city, "city") : null,
      placeId: "place" in item ? mustGet(ids.placeIds, item.place, "place") : null,
      imageId: await images.idOf(item.image),
    });
  }
  await tx.insert(t.lesserKnownItems).values(wonders);

  await tx.delete(t.sliderItems);
  const slides = [];
  for (const [position, slide] of cards.slider.entries()) {
    slides.push({ position, place: slide.place, imageId: await images.idOf(slide.image) });
  }
  await tx.insert(t.sliderItems).values(slides);
}
