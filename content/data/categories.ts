import type { z } from "zod";
import type { tripCategorySchema } from "../schema.ts";
import { credits, photo } from "./images.ts";

// The eight trip-idea categories, in the order the spec lists them.
export const categories = [
  {
    slug: "romantic-vacation",
    name: "Romantic Vacation",
    description:
      "Lakeside palaces, candlelit rooftops and slow evenings made for two. These are the places to plan a trip around each other.",
    image: photo(
      credits.udaipurCityPalace,
      "The City Palace of Udaipur lit by the evening sun above Lake Pichola",
    ),
  },
  {
    slug: "foodies",
    name: "Foodies",
    description:
      "Cities where the best sightseeing happens at a street stall or a family kitchen. Come hungry and follow the queues.",
    image: photo(credits.bengaliThali, "A Bengali thali of rice, fish and small bowls of curries"),
  },
  {
    slug: "heritage-walk",
    name: "Heritage Walk",
    description:
      "Forts, tombs and old quarters where centuries of history are still standing. Best explored on foot, one gateway at a time.",
    image: photo(credits.agraFort, "Red sandstone walls and gateway of Agra Fort"),
  },
  {
    slug: "hills-and-mountains",
    name: "Hills and Mountains",
    description:
      "Cool air, pine slopes and views that stretch to the snowline. Escape the plains for hill towns and Himalayan valleys.",
    image: photo(
      credits.kulluValley,
      "The Beas river winding through the green Kullu valley near Manali",
    ),
  },
  {
    slug: "adventure-seekers",
    name: "Adventure Seekers",
    description:
      "High passes, wild rivers and trails far from the tour buses. For travellers who like their days a little rougher.",
    image: photo(
      credits.chandraTaal,
      "Chandra Taal, a high-altitude lake ringed by bare mountains in Lahaul and Spiti",
    ),
  },
  {
    slug: "honeymoon-hotspots",
    name: "Honeymoon Hotspots",
    description:
      "Shikara rides, quiet beaches and palace stays chosen with newlyweds in mind. Start married life somewhere unforgettable.",
    image: photo(credits.dalLake, "Dal Lake near Hazratbal in Srinagar with mountains beyond"),
  },
  {
    slug: "beach-retreat",
    name: "Beach Retreat",
    description:
      "Warm sand, coconut palms and long sunsets over the sea. India's coastline has a beach for every mood.",
    image: photo(
      credits.kovalamBeach,
      "The curved beach at Kovalam in Kerala, with palms along the shore",
    ),
  },
  {
    slug: "places-to-relax",
    name: "Places To Relax",
    description:
      "Unhurried places for switching off: backwaters, riverbanks and gardens. Leave the itinerary loose and let the days drift.",
    image: photo(
      credits.keralaHouseboat,
      "A traditional houseboat gliding along the Kerala backwaters",
    ),
  },
] satisfies z.input<typeof tripCategorySchema>[];
