import { readdirSync } from "node:fs";
import { cards } from "./data/cards.ts";
import { categories } from "./data/categories.ts";
import type { Content, Destination } from "./schema.ts";

// Our curated content: one file per destination under data/destinations/ (a city with its places
// and hotels), plus the trip categories and the home page's cards. Validated by the seed script
// and by content.test.ts.

const destinationsDir = new URL("./data/destinations/", import.meta.url);

async function loadDestinations(): Promise<Destination[]> {
  const files = readdirSync(destinationsDir)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .sort();
  const modules = await Promise.all(
    files.map(async (file) => {
      const module = (await import(new URL(file, destinationsDir).href)) as {
        destination?: Destination;
      };
      if (!module.destination)
        throw new Error(`content/data/destinations/${file} exports no destination`);
      return module.destination;
    }),
  );
  return modules;
}

export const destinations = await loadDestinations();

export const content = {
  categories,
  cities: destinations.map((destination) => destination.city),
  places: destinations.flatMap((destination) => destination.places),
  hotels: destinations.flatMap((destination) => destination.hotels),
  cards,
} satisfies Record<keyof Content, unknown>;
