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
      trending: false,
      images: [
        photo(credits.amberFort, "Amber Fort's walls and palaces on the hillside above Amer"),
      ],
    },
    {
      slug: "jaipur-city-palace",
      city: "jaipur",
      name: "Jaipur City Palace",
      description:
        "The royal palace complex at the heart of the walled city, begun by Sawai Jai Singh II when he founded Jaipur. Part of it is still home to the former royal family, and the rest is a museum of costumes, arms, carpets and manuscripts.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "You move through a sequence of courtyards, halls and galleries, starting at the Mubarak Mahal and ending at the Pritam Niwas Chowk with its four painted gates. The main circuit is mostly on one level, and guided tours of the upper floors of the Chandra Mahal are sold separately.",
      moreAbout:
        "The palace mixes Rajput, Mughal and European touches, from carved marble arches to crystal chandeliers. Flags on the roof of the seven-storey Chandra Mahal show whether the head of the family is in residence.",
      history:
        "Sawai Jai Singh II laid out the palace between 1727 and 1732 as the centrepiece of his new capital. Later rulers added to it: the Mubarak Mahal, a reception hall, dates from the end of the 19th century under Sawai Madho Singh II. The museum is run by a trust set up by Maharaja Sawai Man Singh II, the last ruling Maharaja, in 1959.",
      highlights:
        "The Peacock Gate in Pritam Niwas Chowk, the two giant silver water urns in the Diwan-i-Khas, the textile gallery in the Mubarak Mahal, the arms and armour collection, and the painted Diwan-i-Aam.",
      timings:
        "Usually about 9:30 am to 5:00 pm daily, with separately ticketed evening visits on some days. Run by a private museum trust; check before visiting.",
      entryFee:
        "Indian adults about ₹300, foreign visitors about ₹1,000; the state composite ticket does not cover it, and Chandra Mahal tours cost extra. As published by the museum trust; check before visiting.",
      restrictedItems:
        "Drones, food and smoking are not allowed; photography is not permitted in some galleries, and large bags may have to be left at the cloakroom.",
      latitude: 26.9258,
      longitude: 75.8237,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "City Palace, Jaipur",
          alt: "Buildings of the City Palace complex in the walled city of Jaipur",
        },
      ],
    },
    {
      slug: "jaipur-jantar-mantar",
      city: "jaipur",
      name: "Jaipur Jantar Mantar",
      description:
        "An 18th-century astronomical observatory beside the City Palace, made up of about twenty large fixed instruments built of stone and masonry. It is the largest of the observatories Jai Singh II built and a UNESCO World Heritage Site.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "An open courtyard of huge geometric structures that you walk around and between; there is little shade, so mornings are best. A guide or the audio guide makes a great difference, since the purpose of each instrument is not obvious at first sight.",
      moreAbout:
        "The instruments measure time, track the sun and stars, and predict eclipses with the naked eye. The giant sundial, the Samrat Yantra, casts a shadow that moves visibly across its scale and tells local time to within a few seconds.",
      history:
        "Sawai Jai Singh II, who studied Persian, Indian and European astronomy, built this observatory between about 1728 and 1734, after an earlier one in Delhi. It fell into disuse in the 19th century and was restored from the start of the 20th. It was inscribed as a World Heritage Site in 2010.",
      highlights:
        "The Samrat Yantra sundial, about 27 metres tall; the twelve zodiac instruments of the Rashivalaya Yantra; the hemispherical Jai Prakash Yantra; and the Ram Yantra towers.",
      timings:
        "Usually about 9:00 am to 4:30 pm daily. Run by the Rajasthan Department of Archaeology and Museums; check before visiting.",
      entryFee:
        "Indians about ₹50, foreign visitors about ₹200; also covered by the Jaipur composite ticket. As published by the state archaeology department; check before visiting.",
      restrictedItems:
        "Climbing on the instruments is not allowed; drones and smoking are prohibited, and food should not be taken in.",
      latitude: 26.9248,
      longitude: 75.8246,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Jantar Mantar, Jaipur",
          alt: "Large masonry astronomical instruments at the Jantar Mantar in Jaipur",
        },
      ],
    },
    {
      slug: "nahargarh-fort",
      city: "jaipur",
      name: "Nahargarh Fort",
      description:
        "A fort on the edge of the Aravalli ridge directly above the old city, built as part of Jaipur's defences. Its walls offer the widest view over the Pink City, especially at sunset.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "A winding hill road (or a steep footpath from the old city) leads up to the fort. Inside, the Madhavendra Bhawan is a maze of connected suites and terraces, and a state-run cafe on the walls is a popular sunset stop; weekends can be crowded.",
      moreAbout:
        "The fort was never attacked; it served as a retreat and a treasury as much as a stronghold. A walled road runs along the ridge towards Jaigarh Fort, and a separately ticketed wax museum is housed inside.",
      history:
        "Sawai Jai Singh II built the fort in 1734 and first called it Sudarshangarh. Sawai Ram Singh II enlarged it in 1868, and in the 1880s Sawai Madho Singh II added the Madhavendra Bhawan, a set of nine matching apartments for his queens linked to a suite for the king.",
      highlights:
        "The Madhavendra Bhawan with its frescoed corridors, the views from the ramparts over the walled city and Jal Mahal, sunset from the fort walls, and the drive along the ridge.",
      timings:
        "Usually about 10:00 am to 5:30 pm daily; the cafe area stays open later. Run by the Rajasthan Department of Archaeology and Museums; check before visiting.",
      entryFee:
        "Indians about ₹50, foreign visitors about ₹200; covered by the Jaipur composite ticket. The wax museum is extra. Check before visiting.",
      restrictedItems:
        "Drones are not allowed; do not sit on the outer parapets, and avoid the forest footpath after dark.",
      latitude: 26.9374,
      longitude: 75.8155,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Nahargarh Fort",
          alt: "Walls of Nahargarh Fort on the hill ridge above Jaipur",
        },
      ],
    },
    {
      slug: "albert-hall-museum",
      city: "jaipur",
      name: "Albert Hall Museum",
      description:
        "Rajasthan's oldest museum, housed in an Indo-Saracenic building in the Ram Niwas Garden just south of the walled city. Its collection runs from miniature paintings and carpets to metalware, pottery and an Egyptian mummy.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "Two floors of galleries arranged around central courts, with labels in English and Hindi. The building is lit up after dark and there are evening opening hours, which makes it a good end to a day in the old city.",
      moreAbout:
        "The building itself is part of the attraction, with domes, arcades and painted ceilings. Pigeons gather in large numbers on the square in front of it.",
      history:
        "The foundation stone was laid in 1876 during the visit of Albert Edward, Prince of Wales, after whom the hall is named. Designed by Samuel Swinton Jacob, the building opened as a public museum in 1887.",
      highlights:
        "The Persian garden carpet, the collection of miniature paintings, the armour and arms gallery, the Egyptian mummy, and the building's illuminated facade at night.",
      timings:
        "Usually about 9:00 am to 5:00 pm daily, with evening visiting hours. Run by the Rajasthan Department of Archaeology and Museums; check before visiting.",
      entryFee:
        "Indians about ₹40, foreign visitors about ₹300; covered by the Jaipur composite ticket. Check before visiting.",
      restrictedItems:
        "Food, smoking and drones are not allowed; flash photography should be avoided near the exhibits.",
      latitude: 26.9116,
      longitude: 75.8195,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Albert Hall Museum",
          alt: "The domed Indo-Saracenic building of the Albert Hall Museum in Jaipur",
        },
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
      priceBand: "luxury",
      images: [photo(credits.rambaghPalace, "Rambagh Palace seen from its gardens in Jaipur")],
    },
    {
      slug: "the-oberoi-rajvilas-jaipur",
      city: "jaipur",
      name: "The Oberoi Rajvilas",
      about:
        "A luxury resort run by The Oberoi Group on the eastern outskirts of Jaipur, set in about 32 acres of gardens with fountains and pools. Accommodation is in low buildings laid out like a Rajasthani village, including villas and luxury tents, and an old Shiva temple stands in the grounds.",
      address: "Goner Road, Jaipur, Rajasthan 302031, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "All-day restaurant serving Indian and international dishes",
          "Bar",
          "Private dining in the gardens",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Spa", "Outdoor swimming pool", "Fitness centre", "Yoga sessions"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Landscaped gardens", "Library", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: [
          "Garden views",
          "Private pool in some villas",
          "Minibar",
          "Tea and coffee maker",
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
          "The resort is about 30 minutes from the old city by car; arrange transfers with the hotel.",
        ],
      },
      rating: 4.8,
      priceBand: "luxury",
      images: [
        photo(
          credits.hawaMahal,
          "Hawa Mahal in Jaipur's old city, a drive from the resort (the photo shows the monument, not the hotel)",
        ),
      ],
    },
  ],
};
