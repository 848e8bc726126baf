import type { z } from "zod";
import type { citySchema } from "../../schema.ts";
import { credits, photo } from "../images.ts";

export const jaipur = {
  slug: "jaipur",
  name: "Jaipur",
  state: "Rajasthan",
  description:
    "Jaipur, the capital of Rajasthan, is known as the Pink City for the terracotta-pink walls of its old quarter. Founded in 1727 as a planned city, it is ringed by rugged Aravalli hills crowned with forts, and its walled centre is a UNESCO World Heritage Site.",
  bestTime:
    "October to March, when the days are sunny and comfortable; January nights can be chilly, so pack a warm layer.",
  seasons: {
    peak: {
      start: "October",
      end: "March",
      description:
        "Clear skies and mild temperatures suit fort climbs and bazaar walks; festivals such as Diwali and the Jaipur Literature Festival add to the crowds.",
    },
    moderate: {
      start: "July",
      end: "September",
      description:
        "Monsoon rains are moderate and the surrounding hills turn green; it is humid but far cooler than early summer, and hotel rates dip.",
    },
    off: {
      start: "April",
      end: "June",
      description:
        "Dry heat often tops 40°C, so most sightseeing is best done early in the morning or after sunset.",
    },
  },
  overview: {
    title: "Jaipur: the planned Pink City of the Kachhwahas",
    history:
      "Maharaja Sawai Jai Singh II of the Kachhwaha dynasty moved his capital down from the hill fort at Amer and founded Jaipur in 1727. Laid out with the help of the architect Vidyadhar Bhattacharya, the old city follows a grid of broad bazaars and walled blocks. Jai Singh, a keen astronomer, also built the Jantar Mantar observatory, now a UNESCO site. The city's famous pink colour dates from 1876, when buildings were painted to welcome the Prince of Wales, and the walled city was inscribed as a World Heritage Site in 2019.",
    touristPlaces:
      "Amber (Amer) Fort, Hawa Mahal, City Palace, Jantar Mantar, Nahargarh Fort, Jaigarh Fort, Jal Mahal, Albert Hall Museum and the Galta Ji temples.",
    famousFor:
      "Hill forts and palaces, the pink walled city, gem cutting and jewellery, block-printed textiles, blue pottery and Rajasthani food.",
    weather:
      "Semi-arid climate with hot, dry summers that can pass 45°C, a short monsoon between July and September, and pleasant winters with cool nights.",
  },
  howToReach: {
    byAir:
      "Jaipur International Airport (JAI) at Sanganer, about 12 km south of the city centre, has direct flights to most major Indian cities and a handful of international routes.",
    byRail:
      "Jaipur Junction (JP) is the main station, with frequent trains to Delhi (the fastest take four to four and a half hours), Agra, Mumbai and Ahmedabad.",
    byRoad:
      "National Highway 48 connects Jaipur with Delhi, about 280 km and five to six hours away; state and private buses leave from the Sindhi Camp bus stand. Agra is roughly 240 km by road.",
    nearestAirport: "JAI",
    nearestStation: "JP",
  },
  foodToTry: [
    {
      name: "Dal baati churma",
      description:
        "Baked wheat dumplings broken into lentils and ghee, served with a sweet crumble of wheat, sugar and ghee.",
    },
    {
      name: "Pyaaz kachori",
      description:
        "A flaky fried pastry filled with spiced onion, a favourite breakfast from the old-city sweet shops.",
    },
    {
      name: "Laal maas",
      description: "A fiery mutton curry coloured deep red by Mathania chillies.",
    },
    {
      name: "Ghewar",
      description:
        "A honeycomb-textured disc of fried batter soaked in syrup, often topped with rabri, made especially around the monsoon festival of Teej.",
    },
  ],
  thingsToBuy: [
    {
      heading: "Block-printed textiles",
      description:
        "Bedcovers, scarves and fabric printed by hand in the nearby craft villages of Sanganer and Bagru.",
    },
    {
      heading: "Blue pottery",
      description:
        "Glazed blue-and-white tiles, bowls and doorknobs in a quartz-based ceramic unique to the city.",
    },
    {
      heading: "Gemstones and silver jewellery",
      description:
        "Jaipur is a major gem-cutting centre; buy from reputable shops and ask for a certificate for costly stones.",
    },
    {
      heading: "Lac bangles and mojaris",
      description:
        "Colourful lacquer bangles from Maniharon ka Rasta and embroidered leather slippers.",
    },
  ],
  conclusion:
    "Give Jaipur at least two days: one for Amber Fort and the hill forts, and one for the City Palace, Jantar Mantar, Hawa Mahal and the bazaars of the walled city. A composite ticket covers several state-run monuments, and sunset from Nahargarh is a fine way to end the visit.",
  latitude: 26.9124,
  longitude: 75.7873,
  categories: ["heritage-walk", "foodies", "romantic-vacation"],
  rating: 4.7,
  trending: true,
  images: [
    photo(
      credits.hawaMahal,
      "The pink sandstone facade of Hawa Mahal with its many small latticed windows",
    ),
    photo(credits.amberFort, "Amber Fort's walls and palaces on the hillside above Amer"),
  ],
} satisfies z.input<typeof citySchema>;
