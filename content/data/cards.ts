import type { z } from "zod";
import { destinationOf, destinations } from "../destinations.ts";
import type { cardsSchema } from "../schema.ts";
import { credits, photo } from "./images.ts";

/** A lesser-known wonder, shown with the first photo of the city or place it leads to. */
function wonder(name: string, target: { city: string } | { place: string }) {
  const images =
    "city" in target
      ? destinationOf(target.city).city.images
      : destinations
          .flatMap((destination) => destination.places)
          .find((place) => place.slug === target.place)?.images;
  const image = images?.[0];
  if (!image) throw new Error(`lesser-known '${name}' points at nothing we have`);
  return { name, ...target, image };
}

// Home-page cards. lesserKnown entries may only point at city or place slugs that exist in
// destinations/.
export const cards = {
  heroTaglines: [
    "Every road in India leads somewhere worth remembering.",
    "Pack light, wander slowly and let the journey redraw your map.",
    "From mountain silence to market chatter, find the India that speaks to you.",
    "The best stories begin the moment you leave the familiar behind.",
    "Chase sunrise over marble, sunset over rivers and everything in between.",
    "Collect moments, not miles: every city is waiting to tell you its story.",
  ],
  months: [
    {
      month: "January",
      image: photo(
        credits.rannOfKutch,
        "Sunset over the white salt flats of the Rann of Kutch near Dhordo, Gujarat",
      ),
    },
    {
      month: "February",
      image: photo(
        credits.amberFort,
        "Amber Fort's walls and palaces on the hillside above Amer, near Jaipur",
      ),
    },
    {
      month: "March",
      image: photo(
        credits.havelockIsland,
        "Calm blue water and a tropical beach on Havelock Island in the Andamans",
      ),
    },
    {
      month: "April",
      image: photo(credits.shimla, "Houses spread across the forested hillsides of Shimla"),
    },
    {
      month: "May",
      image: photo(
        credits.rohtangSnow,
        "Snow lingering on the slopes of the Rohtang range near Manali in late spring",
      ),
    },
    {
      month: "June",
      image: photo(
        credits.lehFromShantiStupa,
        "Leh town and the bare mountains around it, seen from Shanti Stupa",
      ),
    },
    {
      month: "July",
      image: photo(
        credits.valleyOfFlowers,
        "Nanda Devi glimpsed through clouds from the Valley of Flowers",
      ),
    },
    {
      month: "August",
      image: photo(
        credits.alappuzhaBoat,
        "A boat on the palm-fringed backwaters of Alappuzha, Kerala",
      ),
    },
    {
      month: "September",
      image: photo(
        credits.livingRootBridge,
        "A living root bridge over a stream near Nongriat village, Meghalaya",
      ),
    },
    {
      month: "October",
      image: photo(credits.mehrangarhFort, "Mehrangarh Fort on its rocky ridge above Jodhpur"),
    },
    {
      month: "November",
      image: photo(
        credits.dashashwamedhGhat,
        "Steps of Dashashwamedh Ghat leading down to the Ganges in Varanasi",
      ),
    },
    {
      month: "December",
      image: photo(credits.bomJesus, "The front facade of the Basilica of Bom Jesus in Old Goa"),
    },
  ],
  interestCards: [
    {
      category: "hills-and-mountains",
      title: "Hills and Mountains",
      description:
        "Trade the heat of the plains for misty lakes, pine forests and Himalayan views.",
      image: photo(credits.kodaikanalLake, "Boats on Kodaikanal Lake under a drifting mist"),
    },
    {
      category: "heritage-walk",
      title: "Heritage Walk",
      description:
        "Walk through forts, palaces and old quarters where India's history still stands.",
      image: photo(credits.gatewayOfIndia, "The Gateway of India on the Mumbai waterfront"),
    },
    {
      category: "foodies",
      title: "Foodies",
      description: "Eat your way across the country, one street stall and family recipe at a time.",
      image: photo(credits.panipuri, "Panipuri shells filled with spiced potato"),
    },
    {
      category: "beach-retreat",
      title: "Beach Retreat",
      description:
        "Find your stretch of sand, from cliff-backed Kerala coves to the islands of the Bay of Bengal.",
      image: photo(credits.varkalaBeach, "Varkala beach in Kerala below its red laterite cliffs"),
    },
    {
      category: "romantic-vacation",
      title: "Romantic Vacation",
      description: "Lake palaces, desert sunsets and quiet corners made for two.",
      image: photo(credits.udaipurCityPalace, "The City Palace of Udaipur in the evening light"),
    },
  ],
  stories: [
    {
      slug: "kerala-backwaters",
      title: "Drifting Through the Kerala Backwaters",
      description:
        "Behind Kerala's coast lies a maze of lagoons, canals and lakes lined with coconut palms and paddy fields. A night aboard a kettuvallam, the old rice barge reborn as a houseboat, moves at the pace of village life on the water.",
      image: photo(
        credits.keralaHouseboat,
        "A traditional houseboat gliding along the Kerala backwaters",
      ),
    },
    {
      slug: "jodhpur-blue-city",
      title: "Jodhpur, the Blue City",
      description:
        "Mehrangarh Fort, founded by Rao Jodha in 1459, towers over a sea of indigo-washed houses in the old city. Climb its ramparts at dusk and watch the lights of the bazaars around the clock tower flicker on below.",
      image: photo(credits.mehrangarhFort, "Mehrangarh Fort on its rocky ridge above Jodhpur"),
    },
    {
      slug: "himalayas-and-ladakh",
      title: "Into the Himalayas: Ladakh",
      description:
        "Ladakh is a high desert of bare mountains, turquoise lakes and whitewashed monasteries, with Leh sitting at around 3,500 metres. Give yourself time to acclimatise, then follow the roads over some of the world's highest passes.",
      image: photo(
        credits.lehFromShantiStupa,
        "Leh town and the bare mountains around it, seen from Shanti Stupa",
      ),
    },
    {
      slug: "palaces-and-forts",
      title: "Palaces and Forts of Rajasthan",
      description:
        "Six of Rajasthan's hill forts, from Amber to Jaisalmer, together form a UNESCO World Heritage Site. Their walls tell stories of sieges, royal courts and the craftsmen who filled them with mirrors and murals.",
      image: photo(credits.amberFort, "Amber Fort's walls and palaces on the hillside above Amer"),
    },
    {
      slug: "ganga-aarti-rishikesh",
      title: "Ganga Aarti in Rishikesh",
      description:
        "As evening falls, ashrams such as Parmarth Niketan gather crowds on the riverbank for the Ganga Aarti. Lamps are raised, hymns fill the air and small leaf boats of flowers and candles float away on the current.",
      image: photo(
        credits.parmarthNiketan,
        "Parmarth Niketan ashram on the Ganges in Rishikesh, lit up at night",
      ),
    },
    {
      slug: "jaipur-pink-city",
      title: "Jaipur, the Pink City",
      description:
        "Jaipur's old city was planned in 1727 and painted its famous pink in 1876 to welcome a royal visitor. Today its bazaars are full of block prints, gemstones and blue pottery, watched over by the windows of Hawa Mahal.",
      image: photo(credits.hawaMahal, "The pink sandstone facade of Hawa Mahal in Jaipur"),
    },
    {
      slug: "taj-mahal",
      title: "The Taj Mahal at First Light",
      description:
        "Built by Shah Jahan in memory of Mumtaz Mahal, the Taj Mahal is at its most peaceful in the first hour after the gates open. Watch the marble turn from grey to pink to white as the sun climbs over the Yamuna.",
      image: photo(
        credits.tajMahalEdited,
        "The white marble Taj Mahal with its four minarets, seen across the garden",
      ),
    },
    {
      slug: "timeless-india",
      title: "India's Timeless Charm",
      description:
        "In lakeside towns and river cities, daily rituals have carried on for centuries alongside modern life. Slow down, take a seat on the ghats and let the country unfold around you.",
      image: photo(
        credits.pushkar,
        "Ghats and whitewashed buildings around the holy lake at Pushkar",
      ),
    },
  ],
  // Corners most visitors miss; each card shows the photo of the page it leads to.
  lesserKnown: [
    wonder("Orchha", { city: "orchha" }),
    wonder("Kaza, Spiti Valley", { city: "kaza" }),
    wonder("Tawang", { city: "tawang" }),
    wonder("Diu", { city: "diu" }),
    wonder("Kohima", { city: "kohima" }),
    wonder("Khonoma Green Village", { place: "khonoma-green-village" }),
    wonder("Dzükou Valley", { place: "dzukou-valley" }),
    wonder("Living Root Bridges of Nongriat", {
      place: "nongriat-double-decker-living-root-bridge",
    }),
    wonder("Chandra Taal", { place: "chandra-taal" }),
    wonder("Tabo Monastery", { place: "tabo-monastery" }),
    wonder("Great Rann of Kutch", { place: "great-rann-of-kutch-dhordo" }),
    wonder("Sarnath", { place: "sarnath" }),
    // Issue 13: the North-East, central India and the islands.
    wonder("Loktak Lake", { place: "loktak-lake-sendra" }),
    wonder("Unakoti", { place: "unakoti" }),
    wonder("Ziro Valley", { city: "ziro" }),
    wonder("Majuli", { city: "majuli" }),
    wonder("Chitrakote Falls", { place: "chitrakote-falls" }),
    wonder("Marble Rocks, Bhedaghat", { place: "marble-rocks-bhedaghat" }),
    wonder("Bangaram Island", { place: "bangaram-island" }),
    wonder("Swaraj Dweep (Havelock)", { city: "swaraj-dweep" }),
  ],
  slider: [
    {
      place: "Taj Mahal, Agra",
      image: photo(credits.tajMahalAgra, "The Taj Mahal seen from its garden in Agra"),
    },
    {
      place: "Hawa Mahal, Jaipur",
      image: photo(credits.hawaMahal, "The east facade of Hawa Mahal seen from street level"),
    },
    {
      place: "Kerala Backwaters",
      image: photo(
        credits.keralaHouseboat,
        "A traditional houseboat gliding along the Kerala backwaters",
      ),
    },
    {
      place: "Dal Lake, Srinagar",
      image: photo(credits.dalLake, "Dal Lake near Hazratbal in Srinagar with mountains beyond"),
    },
    {
      place: "Mehrangarh, Jodhpur",
      image: photo(credits.mehrangarhFort, "Mehrangarh Fort on its rocky ridge above Jodhpur"),
    },
    {
      place: "Gateway of India, Mumbai",
      image: photo(credits.gatewayOfIndia, "The Gateway of India on the Mumbai waterfront"),
    },
    {
      place: "Leh, Ladakh",
      image: photo(
        credits.lehFromShantiStupa,
        "Leh town and the bare mountains around it, seen from Shanti Stupa",
      ),
    },
    {
      place: "City Palace, Udaipur",
      image: photo(credits.udaipurCityPalace, "The City Palace of Udaipur in the evening light"),
    },
    {
      place: "Varkala, Kerala",
      image: photo(credits.varkalaBeach, "Varkala beach in Kerala below its red laterite cliffs"),
    },
    {
      place: "Living Root Bridge, Meghalaya",
      image: photo(
        credits.livingRootBridge,
        "A living root bridge over a stream near Nongriat village, Meghalaya",
      ),
    },
  ],
} satisfies z.input<typeof cardsSchema>;
