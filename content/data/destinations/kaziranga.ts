import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "kaziranga",
    name: "Kaziranga",
    state: "Assam",
    description:
      "Kaziranga is the area around Kaziranga National Park on the south bank of the Brahmaputra in central Assam, with the small town of Kohora as its hub. The park's tall grasslands, wetlands and forests hold about two-thirds of the world's greater one-horned rhinoceroses, along with tigers, elephants and wild water buffalo, and it has been a UNESCO World Heritage Site since 1985.",
    bestTime:
      "November to April, when the park is open; February to April is best for sightings, after the tall grass has been burned back.",
    seasons: {
      peak: {
        start: "November",
        end: "February",
        description:
          "Cool, dry weather, all ranges open, misty mornings and many migratory birds; this is the busiest time, so book safaris and lodges ahead.",
      },
      moderate: {
        start: "March",
        end: "April",
        description:
          "Warmer days, but the grass is shorter after controlled burning, making animals easier to see; the park closes for the season at the end of April or in May.",
      },
      off: {
        start: "May",
        end: "October",
        description:
          "The monsoon floods much of the park, which is closed to safaris; some ranges reopen in October, and the lodges and tea gardens around Kohora stay quiet.",
      },
    },
    overview: {
      title: "Kaziranga: the kingdom of the one-horned rhino",
      history:
        "By the end of the 19th century hunting had brought the rhino close to extinction in Assam. After Mary Curzon, wife of the Viceroy, visited in 1904 and found few rhinos, the area was proposed as a reserve forest in 1905 and notified in 1908. It became a game sanctuary in 1916, opened to visitors in 1938, was renamed a wildlife sanctuary in 1950 and became a national park in 1974. UNESCO listed it as a World Heritage Site in 1985 and it was declared a tiger reserve in 2006; strict protection has raised rhino numbers to more than 2,600 in the 2022 census.",
      touristPlaces:
        "Jeep and elephant safaris in the Central (Kohora), Western (Bagori), Eastern (Agaratoli) and Burapahar ranges, watchtowers over the wetlands, tea estates along the highway, and the Hoollongapar Gibbon Sanctuary near Jorhat.",
      famousFor:
        "The greater one-horned rhinoceros, one of the highest tiger densities in the world, wild water buffalo and swamp deer, elephant safaris, and the tea gardens of Golaghat district.",
      weather:
        "Tropical monsoon climate: winters are mild with nights around 7–10°C and foggy mornings, summers are hot and humid around 32–35°C, and heavy rain from June to September floods much of the park.",
    },
    howToReach: {
      byAir:
        "Jorhat Airport (JRH), about 95 km east of Kohora, has flights to Kolkata, Delhi and Guwahati and is about two hours away by road. Guwahati's Lokpriya Gopinath Bordoloi International Airport (GAU), about 220 km away, has many more flights but needs a five-hour drive; Tezpur also has a small airport with limited flights.",
      byRail:
        "Furkating Junction (FKG) near Golaghat, about 75 km from Kohora, is the nearest major railway station, with trains from Guwahati and beyond. Jakhalabandha station, to the west, is closer but has few trains; many visitors come by train to Guwahati and continue by road.",
      byRoad:
        "National Highway 715 (formerly NH 37) runs along the southern edge of the park through Bagori, Kohora and Bokakhat, linking Kaziranga with Guwahati (about 200 km, five hours) and Jorhat (about 95 km). Assam state buses and private coaches stop at Kohora.",
      nearestAirport: "JRH",
      nearestStation: "FKG",
    },
    foodToTry: [
      {
        name: "Assamese thali",
        description:
          "Rice with dal, khar, greens, masor tenga (sour fish curry) and pickles, served at lodges and local restaurants around Kohora.",
      },
      {
        name: "Pork with bamboo shoot",
        description:
          "A favourite of the Mising, Karbi and other communities of the area, cooked with fermented bamboo shoot and chilli.",
      },
      {
        name: "Pitha and laru",
        description:
          "Rice cakes and sweet balls of coconut or sesame, often served with tea at homestays.",
      },
      {
        name: "Fresh Assam tea",
        description:
          "Tea from the gardens along the highway, some of which offer tastings and tours.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Assam tea",
        description:
          "Loose-leaf tea from estates near the park, including organic and orthodox varieties.",
      },
      {
        heading: "Handwoven textiles",
        description:
          "Mising and Karbi weaves, gamosa towels and stoles, sold at craft shops and village cooperatives around Kohora.",
      },
      {
        heading: "Cane and bamboo crafts",
        description: "Baskets, trays and small furniture made by local artisans.",
      },
      {
        heading: "Rhino souvenirs",
        description:
          "Carved wooden and bamboo rhinos and printed textiles; never buy anything claiming to contain rhino horn or other wildlife parts, which is illegal.",
      },
    ],
    conclusion:
      "Stay at least two nights so that you can do morning and afternoon safaris in at least two different ranges, starting with the Central and Western ranges for rhinos. Book safaris early in peak season, dress in muted colours, and remember that the park is closed through the monsoon.",
    latitude: 26.583,
    longitude: 93.417,
    categories: ["adventure-seekers", "places-to-relax"],
    rating: 4.7,
    trending: false,
    images: [
      {
        wikipedia: "Kaziranga National Park",
        alt: "Grassland and wetland in Kaziranga National Park, Assam",
      },
      {
        wikipedia: "Indian rhinoceros",
        alt: "A greater one-horned rhinoceros, the animal Kaziranga is famous for",
      },
    ],
  },
  places: [
    {
      slug: "kaziranga-central-range-kohora",
      city: "kaziranga",
      name: "Kaziranga Central Range (Kohora)",
      description:
        "The most visited part of Kaziranga National Park, entered from Kohora, with a mix of grassland, wetlands (beels) and woodland. Rhinos, wild buffalo, swamp deer and elephants are seen on most safaris.",
      suggestedDuration: "2 to 3 hours per safari",
      whatToExpect:
        "Open jeeps with a forest guard drive a set circuit on dirt tracks, stopping at viewpoints and watchtowers over the beels. Early-morning elephant safaris also start in this range and get visitors close to rhinos in the tall grass.",
      moreAbout:
        "The range is the most convenient for a first safari because the gate is close to most lodges. Birdlife is rich all year, with pelicans, storks and raptors common in winter.",
      history:
        "Kohora has been the main entry to Kaziranga since it was first opened to visitors in 1938. The park's range system divides it into zones for management and tourism, each with its own safari routes. Anti-poaching camps dot the range and are part of the reason the rhino population has recovered.",
      highlights:
        "Greater one-horned rhinos at close range, wild water buffalo, eastern swamp deer, elephant herds, and the morning mist over the wetlands.",
      timings:
        "Open roughly November to April; jeep safaris run in a morning and an afternoon session, and elephant safaris at dawn. Check before visiting.",
      entryFee:
        "Park entry, vehicle and camera fees are charged separately, with higher rates for foreign visitors; a jeep for up to six people is hired on top, and elephant rides cost more. Check current rates before visiting.",
      restrictedItems:
        "Getting out of the vehicle except at watchtowers, feeding animals, loud noise, music, plastic, drones and bright clothing are not allowed; keep a safe distance from animals.",
      latitude: 26.62,
      longitude: 93.4,
      rating: 4.7,
      trending: false,
      images: [
        {
          wikipedia: "Indian rhinoceros",
          alt: "A greater one-horned rhinoceros, the animal most visitors hope to see in the Central Range",
        },
      ],
    },
    {
      slug: "kaziranga-western-range-bagori",
      city: "kaziranga",
      name: "Kaziranga Western Range (Bagori)",
      description:
        "The western part of the park, entered from Bagori, known for having the highest density of rhinos and for open views across short grassland and water. Safaris here are shorter than in the Central Range.",
      suggestedDuration: "2 to 3 hours per safari",
      whatToExpect:
        "A jeep circuit through open grassland where rhinos and wild buffalo are often seen in numbers, with stops at watchtowers. Elephant safaris also run here in the early morning.",
      moreAbout:
        "The open landscape makes this a favourite range for photographers, especially in the soft light of early morning and late afternoon. Wild boar, hog deer and many birds are also common.",
      history:
        "The range takes its name from the village of Bagori on the highway. Like the rest of the park it is guarded by a network of anti-poaching camps, and its grasslands are managed with controlled burning each winter to renew the grass.",
      highlights:
        "High rhino numbers, wild water buffalo herds, open grassland views, watchtowers and photography in golden light.",
      timings:
        "Open roughly November to April, with morning and afternoon jeep safaris and dawn elephant safaris. Check before visiting.",
      entryFee:
        "Park entry, vehicle and camera fees plus jeep hire, as for the other ranges. Check current rates before visiting.",
      restrictedItems:
        "Getting out of the vehicle except at watchtowers, feeding animals, loud noise, plastic and drones are not allowed.",
      latitude: 26.615,
      longitude: 93.26,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Wild water buffalo",
          alt: "A wild water buffalo, one of the large grazers of Kaziranga's grasslands",
        },
      ],
    },
    {
      slug: "kaziranga-eastern-range-agaratoli",
      city: "kaziranga",
      name: "Kaziranga Eastern Range (Agaratoli)",
      description:
        "The quieter eastern part of the park, entered from Agaratoli, best known for birdwatching on its large wetlands. Fewer vehicles make for a calmer safari.",
      suggestedDuration: "3 to 4 hours per safari",
      whatToExpect:
        "A longer drive along wetlands and through woodland, with many water birds, raptors and, with luck, rhinos, elephants and otters. Bring binoculars and be patient.",
      moreAbout:
        "The range has large numbers of pelicans, storks, ducks and geese in winter, and fish eagles over the water. It suits visitors who have already done a safari in the Central or Western ranges.",
      history:
        "Kaziranga has been recognised as an Important Bird Area, and the eastern wetlands are among its richest habitats. The range lies farther from most lodges than Kohora and sees fewer visitors. Like the rest of the park, it is protected by a network of anti-poaching camps.",
      highlights:
        "Spot-billed pelicans and other water birds, raptors, quiet wetlands, elephants and the chance of seeing otters.",
      timings:
        "Open roughly November to April for jeep safaris in the morning and afternoon. Check before visiting.",
      entryFee:
        "Park entry, vehicle and camera fees plus jeep hire, as for the other ranges. Check current rates before visiting.",
      restrictedItems:
        "Getting out of the vehicle except at watchtowers, feeding animals, loud noise, plastic and drones are not allowed.",
      latitude: 26.63,
      longitude: 93.54,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Spot-billed pelican",
          alt: "A spot-billed pelican, one of the water birds of Kaziranga's eastern wetlands",
        },
      ],
    },
    {
      slug: "kaziranga-burapahar-range",
      city: "kaziranga",
      name: "Kaziranga Burapahar Range",
      description:
        "The south-western range of the park around Ghorakati, where grassland meets wooded hills. It is the least visited range and offers a different, more forested landscape.",
      suggestedDuration: "2 to 3 hours per safari",
      whatToExpect:
        "A jeep safari through a mix of grassland and hill forest, with chances of seeing elephants, rhinos, deer and forest birds. The range is farther from Kohora, so allow extra driving time.",
      moreAbout:
        "The hills here link the park with the Karbi Anglong uplands to the south, where animals shelter during the floods. Corridors across the highway are important for elephants and other wildlife.",
      history:
        "Burapahar has been opened to jeep safaris more recently than the older ranges, helping to spread visitors across the park. Its hills lie close to the corridors that animals use to escape the floodwaters each monsoon. The range takes its name from the Burapahar hill that rises above it.",
      highlights:
        "Forested hill slopes, elephant herds, rhinos in the grassland, forest birds and fewer vehicles.",
      timings: "Open roughly November to April for jeep safaris. Check before visiting.",
      entryFee:
        "Park entry, vehicle and camera fees plus jeep hire, as for the other ranges. Check current rates before visiting.",
      restrictedItems:
        "Getting out of the vehicle, feeding animals, loud noise, plastic and drones are not allowed.",
      latitude: 26.58,
      longitude: 93.09,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Asian elephant",
          alt: "An Asian elephant, often seen in the forested Burapahar range",
        },
      ],
    },
    {
      slug: "hoollongapar-gibbon-sanctuary",
      city: "kaziranga",
      name: "Hoollongapar Gibbon Sanctuary",
      description:
        "A small patch of evergreen forest near Mariani, about 110 km east of Kohora, that protects India's only ape, the hoolock gibbon. It makes a good day trip from Kaziranga or a stop on the way to Jorhat and Majuli.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "Guided walks on forest trails, listening for the loud morning calls of the gibbons and looking up into the canopy to find them. A railway line cuts through the forest, and leeches are common after rain.",
      moreAbout:
        "Besides the gibbons, the forest holds stump-tailed and pig-tailed macaques, capped langurs and the nocturnal slow loris, as well as many birds and butterflies. Mornings are the best time to visit.",
      history:
        "The forest was set aside as a reserve in the late 19th century and surrounded over time by tea gardens and villages. It was upgraded to a wildlife sanctuary in 1997 and renamed after the hoolock gibbon in 2004.",
      highlights:
        "Western hoolock gibbons and their calls, other primates, tall hollong trees, forest birds and butterflies.",
      timings:
        "Open daily from morning to afternoon; early morning gives the best chance of seeing gibbons. Check before visiting.",
      entryFee:
        "Entry fees for Indians and foreign visitors, plus guide and camera charges. Check before visiting.",
      restrictedItems:
        "Walk only with a guide on marked trails; no feeding animals, loud noise, plastic or drones.",
      latitude: 26.67,
      longitude: 94.34,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Hoollongapar Gibbon Sanctuary",
          alt: "Forest in the Hoollongapar Gibbon Sanctuary in Assam",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "iora-the-retreat-kaziranga",
      city: "kaziranga",
      name: "IORA – The Retreat",
      about:
        "A large resort near Kohora, a short drive from the Central Range gate, with rooms and cottages in landscaped grounds. It is one of the best-equipped places to stay at Kaziranga and can arrange safaris.",
      address: "Bogoriguri, Kohora, Kaziranga, Golaghat district, Assam 785609, India",
      amenities: {
        basicFacilities: [
          "Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Multi-cuisine restaurant serving Indian, Assamese and continental dishes",
          "Bar",
          "Room service",
        ],
        healthAndWellness: ["Outdoor swimming pool", "Spa", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas"],
        commonArea: ["Landscaped gardens", "Safari and travel desk", "Banquet hall"],
      },
      roomAmenities: {
        roomFeatures: ["Flat-screen TV", "Tea and coffee maker", "Sit-out or balcony"],
        bathroom: ["Shower", "Toiletries", "Hot water"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Safari permits need identity documents; book through the desk in advance during peak season.",
        ],
      },
      rating: 4.3,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Kaziranga National Park",
          alt: "Kaziranga National Park, whose Kohora gate is close to the hotel (the photo shows the park, not the hotel)",
        },
      ],
    },
    {
      slug: "wild-grass-lodge-kaziranga",
      city: "kaziranga",
      name: "Wild Grass Lodge",
      about:
        "One of the oldest lodges at Kaziranga, a simple eco-lodge in a garden of trees near Kohora, popular with naturalists and birdwatchers. It is known for home-style Assamese food and for organising safaris with experienced guides.",
      address: "Kohora, Kaziranga, Golaghat district, Assam 785609, India",
      amenities: {
        basicFacilities: ["Wi-Fi in common areas", "Front desk", "Parking", "Laundry service"],
        foodAndDrinks: ["Dining room serving Assamese and Indian meals", "Tea and coffee"],
        healthAndWellness: ["Garden walks", "Birdwatching in the grounds", "Doctor on call"],
        safetyAndSecurity: ["Night security", "Fire extinguishers"],
        commonArea: ["Garden", "Lounge", "Safari desk"],
      },
      roomAmenities: {
        roomFeatures: ["Fan or air conditioning", "Mosquito nets", "Sit-out"],
        bathroom: ["Shower", "Hot water", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Safari permits need identity documents; book through the lodge in advance during peak season.",
        ],
      },
      rating: 4.1,
      priceBand: "budget",
      images: [
        {
          wikipedia: "Indian rhinoceros",
          alt: "A greater one-horned rhinoceros, the animal guests come to see in Kaziranga (the photo does not show the lodge)",
        },
      ],
    },
  ],
};
