import type { z } from "zod";
import { cards } from "./data/cards.ts";
import { categories } from "./data/categories.ts";
import { cities } from "./data/cities.ts";
import { hotels } from "./data/hotels.ts";
import { places } from "./data/places.ts";
import type { contentSchema } from "./schema.ts";

// The starter seed content: validated with contentSchema by the seed script and the content test.
export const content: z.input<typeof contentSchema> = { categories, cities, places, hotels, cards };
