import type { z } from "zod";
import type { citySchema } from "../../schema.ts";
import { credits, photo } from "../images.ts";

export const varanasi = {
  slug: "varanasi",
  name: "Varanasi",
  state: "Uttar Pradesh",
  description:
    "Varanasi, also called Kashi or Banaras, stretches along a crescent of the Ganges in eastern Uttar Pradesh and is counted among the oldest continuously inhabited cities in the world. Its riverfront of stone ghats, temples and narrow lanes makes it one of Hinduism's holiest places, and the Buddhist site of Sarnath lies just outside the city.",
  bestTime:
    "October to March, when the weather is cool and the river is calm enough for boat rides; Dev Deepawali in November is especially memorable.",
  seasons: {
    peak: {
      start: "October",
      end: "March",
      description:
        "Comfortable days, misty sunrises over the river and a full calendar of festivals, including Dev Deepawali, when the ghats are lined with oil lamps.",
    },
    moderate: {
      start: "July",
      end: "September",
      description:
        "The monsoon swells the Ganges, sometimes covering the lower steps; boat trips may be suspended and the evening aarti moves to higher ground, but the city is quieter.",
    },
    off: {
      start: "April",
      end: "June",
      description:
        "Hot and humid, with afternoon temperatures above 40°C; sunrise boat rides and evening walks are the most comfortable times to explore.",
    },
  },
  overview: {
    title: "Varanasi: the city of light on the Ganges",
    history:
      "Kashi appears in early Hindu texts and was already an important city when the Buddha gave his first sermon at nearby Sarnath in the 6th or 5th century BCE. It has long been a centre of learning, music and pilgrimage, home to poet-saints such as Kabir, Ravidas and Tulsidas. Many temples were destroyed and rebuilt over the centuries; the present Kashi Vishwanath temple was built in 1780 by Queen Ahilyabai Holkar of Indore, and much of the riverfront took its current shape under Maratha and other patrons in the 18th and 19th centuries. Banaras Hindu University was founded here in 1916.",
    touristPlaces:
      "Dashashwamedh, Assi and Manikarnika ghats, Kashi Vishwanath temple and corridor, Sankat Mochan Hanuman temple, Ramnagar Fort, Bharat Kala Bhavan museum at BHU, and Sarnath.",
    famousFor:
      "The ghats and the evening Ganga Aarti, sunrise boat rides, Banarasi silk and brocade, Banarasi paan, classical music and its street food.",
    weather:
      "Humid subtropical climate: hot summers above 40°C, heavy monsoon rain from July to September, and cool, often foggy winters with nights close to 5°C.",
  },
  howToReach: {
    byAir:
      "Lal Bahadur Shastri International Airport (VNS) at Babatpur, about 25 km north-west of the city, has direct flights to Delhi, Mumbai, Bengaluru, Kolkata and other cities.",
    byRail:
      "Varanasi Junction (BSB), also called Varanasi Cantt, is the main station, with trains including the Vande Bharat Express from New Delhi. Banaras station and Pt. Deen Dayal Upadhyaya Junction, about 17 km away, also handle many long-distance trains.",
    byRoad:
      "The city lies on National Highway 19, the old Grand Trunk Road; Prayagraj is about 120 km away and Lucknow about 320 km, with regular state buses. Cars cannot enter the lanes near the ghats, so expect to finish the last stretch on foot or by cycle-rickshaw.",
    nearestAirport: "VNS",
    nearestStation: "BSB",
  },
  foodToTry: [
    {
      name: "Kachori sabzi",
      description:
        "Puffy fried kachoris with a spicy potato curry, followed by hot jalebi: the classic Banarasi breakfast.",
    },
    {
      name: "Tamatar chaat",
      description:
        "A tangy, spiced mash of tomato and potato topped with crunchy bits of fried dough.",
    },
    {
      name: "Malaiyo",
      description:
        "A cloud-light froth of milk flavoured with saffron and cardamom, sold only on winter mornings.",
    },
    {
      name: "Banarasi paan",
      description:
        "Betel leaf folded around sweet or spiced fillings, a city tradition best tried at an old paan shop.",
    },
    {
      name: "Lassi in a kulhad",
      description: "Thick sweet yoghurt drink served in a clay cup and often topped with malai.",
    },
  ],
  thingsToBuy: [
    {
      heading: "Banarasi silk sarees",
      description:
        "Handwoven silk and brocade with gold and silver zari; genuine pieces carry a Geographical Indication tag, so ask to see it.",
    },
    {
      heading: "Wooden toys and lacquerware",
      description:
        "Brightly lacquered toys and figures turned by local artisans, another GI-tagged craft.",
    },
    {
      heading: "Brass and copper ware",
      description: "Lamps, bells and puja vessels from the shops near the main temples.",
    },
    {
      heading: "Rudraksha beads",
      description:
        "Prayer beads and malas sold throughout the old city; prices vary widely, so compare before buying.",
    },
  ],
  conclusion:
    "Plan at least two days: a sunrise boat ride along the ghats, an evening at the Dashashwamedh aarti, a morning in the old lanes around Kashi Vishwanath, and a half-day trip to Sarnath. Dress modestly, ask before photographing people and never photograph cremations at the burning ghats.",
  latitude: 25.3176,
  longitude: 82.9739,
  categories: ["heritage-walk", "foodies", "places-to-relax"],
  rating: 4.7,
  trending: true,
  images: [
    photo(
      credits.dashashwamedhGhat,
      "Steps of Dashashwamedh Ghat leading down to the Ganges in Varanasi",
    ),
  ],
} satisfies z.input<typeof citySchema>;
