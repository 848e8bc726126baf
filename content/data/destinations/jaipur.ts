import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";
import { credits, photo } from "../images.ts";

export const destination: Destination = {
  city: {
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
  },
  places: [
    {
      slug: "hawa-mahal",
      city: "jaipur",
      name: "Hawa Mahal",
      description:
        "The 'Palace of Winds', a five-storey screen of pink sandstone rising above the bazaar near the City Palace. Its many small latticed windows let the royal women watch street life without being seen.",
      suggestedDuration: "45 minutes to 1 hour",
      whatToExpect:
        "The famous facade is best seen from the street or a cafe terrace opposite; the entrance is round the back, and inside you climb ramps rather than stairs to narrow upper galleries with views over Siredeori Bazaar and the old city.",
      moreAbout:
        "The building is only a few rooms deep: it is essentially an elaborate viewing screen attached to the palace complex. The small windows and jali screens keep air moving through the building, which gives it its name.",
      history:
        "Maharaja Sawai Pratap Singh commissioned Hawa Mahal in 1799, and it is generally credited to the architect Lal Chand Ustad. Its pyramid of windows is often said to echo the crown of Krishna, to whom the Maharaja was devoted.",
      highlights:
        "The honeycomb facade of roughly 950 small windows (usually counted as 953), coloured glass in the upper chambers, and the top-floor view towards Jantar Mantar and the City Palace.",
      timings:
        "Usually about 9:00 am to 4:30 pm daily. Run by the Rajasthan Department of Archaeology and Museums; check before visiting.",
      entryFee:
        "Indians about ₹50, foreign visitors about ₹200; a composite ticket covering several state-run Jaipur monuments is also sold. As published by the state archaeology department; check before visiting.",
      restrictedItems:
        "Drones are not allowed; food and smoking are not permitted inside, and the upper galleries are narrow, so large bags are best left behind.",
      latitude: 26.9239,
      longitude: 75.8267,
      rating: 4.5,
      trending: true,
      images: [photo(credits.hawaMahal, "The east facade of Hawa Mahal seen from street level")],
    },
    {
      slug: "amber-fort",
      city: "jaipur",
      name: "Amber Fort",
      description:
        "The hilltop fort-palace of Amer, about 11 km north of Jaipur, was the seat of the Kachhwaha rulers before they founded the Pink City. Its golden sandstone walls rise above Maota Lake and it is part of the Hill Forts of Rajasthan UNESCO World Heritage Site.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "A steep walk or jeep ride up to the Jaleb Chowk courtyard, then a climb through a series of gateways, halls and private apartments. Mornings are busiest with tour groups; the evening light-and-sound show is a different way to see it.",
      moreAbout:
        "Amer blends Rajput and Mughal styles, with carved marble pillars, painted gateways and mirror-work ceilings. A walled path climbs the ridge above to Jaigarh Fort, and the old town of Amer below has stepwells and temples worth a wander.",
      history:
        "Raja Man Singh I, a general in Akbar's army, began the present palace in 1592, and later rulers, notably Mirza Raja Jai Singh I, extended it over the following century. The court moved to the new city of Jaipur in 1727, and Amber was inscribed with five other Rajasthan forts as a World Heritage Site in 2013.",
      highlights:
        "Ganesh Pol, the painted gateway to the private palace; the Sheesh Mahal with its mirror-inlaid walls; the Diwan-i-Aam; the Sukh Niwas; the Shila Devi temple; and views over Maota Lake.",
      timings:
        "Around 8:00 am to 5:30 pm daily, with separate evening visiting hours and a light-and-sound show. Run by the Rajasthan Department of Archaeology and Museums; check before visiting.",
      entryFee:
        "Indians about ₹100, foreign visitors about ₹500; the Jaipur composite ticket also covers Amber. As published by the state archaeology department; check before visiting.",
      restrictedItems:
        "Drones are not allowed; smoking and littering are prohibited, and food is not permitted inside the palace apartments. Wear shoes with a good grip for the slopes.",
      latitude: 26.9855,
      longitude: 75.8513,
      rating: 4.7,
      trending: true,
      images: [
        photo(credits.amberFort, "Amber Fort's walls and palaces on the hillside above Amer"),
      ],
    },
  ],
  hotels: [
    {
      slug: "rambagh-palace-jaipur",
      city: "jaipur",
      name: "Rambagh Palace",
      about:
        "A former royal residence of the Maharajas of Jaipur, set in large gardens south of the old city and run by Taj Hotels (IHCL). First built in 1835 as a garden house, it later became a hunting lodge and then the home of Maharaja Sawai Man Singh II, before opening as a hotel in 1957.",
      address: "Bhawani Singh Road, Rambagh, Jaipur, Rajasthan 302005, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Fine-dining restaurant (Suvarna Mahal)",
          "Verandah cafe",
          "Polo Bar",
          "24-hour in-room dining",
        ],
        healthAndWellness: [
          "Jiva spa",
          "Indoor and outdoor swimming pools",
          "Fitness centre",
          "Yoga sessions",
        ],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: [
          "Mughal-style gardens",
          "Palace corridors and courtyards",
          "Heritage walks of the palace",
          "Shopping arcade",
        ],
      },
      roomAmenities: {
        roomFeatures: [
          "Period furniture and palace decor",
          "Garden or courtyard views in many rooms",
          "Minibar",
          "Flat-screen TV",
        ],
        bathroom: [
          "Bathtub in most categories",
          "Bathrobes and slippers",
          "Hairdryer",
          "Complimentary toiletries",
        ],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Some palace areas may be reserved for in-house guests.",
        ],
      },
      rating: 4.8,
      images: [photo(credits.rambaghPalace, "Rambagh Palace seen from its gardens in Jaipur")],
    },
  ],
};
