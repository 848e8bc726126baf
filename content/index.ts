import { cards } from "./data/cards.ts";
import { categories } from "./data/categories.ts";
import { destinations } from "./destinations.ts";
import type { Content } from "./schema.ts";

// Our curated content: one JSON file per destination under data/destinations/ (a city with its
// places and hotels, loaded by destinations.ts), plus the trip categories and the home page's
// cards. Validated at load, by the seed script and by content.test.ts.

export { destinations };

export const content = {
  categories,
  cities: destinations.map((destination) => destination.city),
  places: destinations.flatMap((destination) => destination.places),
  hotels: destinations.flatMap((destination) => destination.hotels),
  cards,
} satisfies Record<keyof Content, unknown>;
