import type { z } from "zod";
import type { citySchema } from "../../schema.ts";
import { credits, photo } from "../images.ts";

export const agra = {
  slug: "agra",
  name: "Agra",
  state: "Uttar Pradesh",
  description:
    "Agra sits on a bend of the Yamuna in western Uttar Pradesh and was a seat of the Mughal emperors for much of the 16th and 17th centuries. It is home to three UNESCO World Heritage Sites: the Taj Mahal, Agra Fort and, a short drive away, Fatehpur Sikri.",
  bestTime:
    "October to March, when days are mild and clear; early mornings in December and January can be foggy.",
  seasons: {
    peak: {
      start: "October",
      end: "March",
      description:
        "Pleasant days and cool nights make this the easiest time for long hours on foot between monuments, though crowds and room rates are at their highest.",
    },
    moderate: {
      start: "July",
      end: "September",
      description:
        "Monsoon showers cool the city and the gardens turn green; humidity is high and short downpours can interrupt sightseeing.",
    },
    off: {
      start: "April",
      end: "June",
      description:
        "Summer is fiercely hot, often above 40°C, so plan visits for sunrise and late afternoon and expect fewer visitors.",
    },
  },
  overview: {
    title: "Agra: the Mughal capital on the Yamuna",
    history:
      "Sultan Sikandar Lodi made Agra his capital in the early 1500s, and after Babur's victory at Panipat in 1526 it became a centre of Mughal power. Akbar rebuilt the fort in red sandstone from 1565 and founded Fatehpur Sikri nearby; Jahangir and Nur Jahan added gardens and tombs; and Shah Jahan raised the Taj Mahal for his wife Mumtaz Mahal before moving his court to Delhi in 1648. The city later passed through Jat and Maratha hands before the British took it in 1803.",
    touristPlaces:
      "Taj Mahal, Agra Fort, Itimad-ud-Daulah's tomb, Mehtab Bagh, Akbar's tomb at Sikandra, Fatehpur Sikri (about 40 km away) and the Kinari Bazaar area.",
    famousFor:
      "The Taj Mahal, Mughal architecture, marble inlay work (pietra dura), leather goods and the sweet called petha.",
    weather:
      "Hot semi-arid climate: summers regularly pass 40°C, the monsoon brings most of the year's rain between July and September, and winter nights can drop to around 5°C with dense morning fog.",
  },
  howToReach: {
    byAir:
      "Agra Airport (AGR), a civil enclave at the Kheria air force station a short drive from the city centre, has a small number of domestic flights. Many visitors instead fly into Delhi's Indira Gandhi International Airport (DEL), roughly 230 km away, and continue by train or road.",
    byRail:
      "Agra Cantt (AGC) is the main station, on the busy Delhi–Mumbai and Delhi–Chennai lines. Fast trains such as the Gatimaan Express and Vande Bharat services reach it from Delhi in under two hours; Agra Fort and Raja ki Mandi stations also serve the city.",
    byRoad:
      "The Yamuna Expressway links Greater Noida to Agra in about 165 km, putting Delhi roughly three to four hours away by car or bus. The Agra–Lucknow Expressway connects the city with eastern Uttar Pradesh, and Jaipur is about five hours by road.",
    nearestAirport: "AGR",
    nearestStation: "AGC",
  },
  foodToTry: [
    {
      name: "Petha",
      description:
        "Translucent sweets made from ash gourd boiled in sugar syrup, sold plain or flavoured with saffron, rose or paan.",
    },
    {
      name: "Bedai with aloo sabzi",
      description:
        "A crisp, lentil-stuffed fried bread served with spicy potato curry, usually eaten as a street-side breakfast with jalebi.",
    },
    {
      name: "Mughlai dishes",
      description:
        "Rich kormas, kebabs and biryanis in the tradition of the old court kitchens, found in restaurants around Taj Ganj and Sadar Bazaar.",
    },
    {
      name: "Dalmoth",
      description:
        "A crunchy, spiced snack of fried lentils and nuts that keeps well as a gift to take home.",
    },
  ],
  thingsToBuy: [
    {
      heading: "Marble inlay work",
      description:
        "Boxes, coasters and table tops set with coloured stone in the same technique used on the Taj; buy from established workshops and ask what stone is used.",
    },
    {
      heading: "Leather goods",
      description:
        "Agra has a long shoe-making tradition, and bags, belts and footwear are widely sold.",
    },
    {
      heading: "Zardozi embroidery",
      description: "Metallic-thread embroidery on cushion covers, wall hangings and garments.",
    },
    {
      heading: "Boxes of petha",
      description: "Sealed boxes from the well-known sweet shops travel well for a few days.",
    },
  ],
  conclusion:
    "Agra rewards an early start: see the Taj Mahal at sunrise, spend the late morning at Agra Fort and save the softer evening light for Mehtab Bagh across the river. One full day covers the highlights, and a second lets you add Fatehpur Sikri without rushing.",
  latitude: 27.1767,
  longitude: 78.0081,
  categories: ["heritage-walk", "romantic-vacation", "honeymoon-hotspots"],
  rating: 4.6,
  trending: true,
  images: [
    photo(
      credits.tajMahalEdited,
      "The white marble Taj Mahal with its four minarets, seen across the garden",
    ),
    photo(credits.agraFort, "Red sandstone walls and gateway of Agra Fort"),
  ],
} satisfies z.input<typeof citySchema>;
