import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "bhopal",
    name: "Bhopal",
    state: "Madhya Pradesh",
    description:
      "Bhopal, the capital of Madhya Pradesh, is called the City of Lakes for the great reservoirs at its heart. Its old city of mosques and bazaars recalls a century of rule by the Begums of Bhopal, and it is the gateway to Sanchi, Bhimbetka and Bhojpur.",
    bestTime:
      "October to March, when the weather is pleasant for the city and for day trips to Sanchi and Bhimbetka.",
    seasons: {
      peak: {
        start: "October",
        end: "March",
        description:
          "Clear, mild days and cool nights; the best time for lakeside evenings and day trips to the World Heritage Sites nearby.",
      },
      moderate: {
        start: "July",
        end: "September",
        description:
          "The monsoon fills the lakes and turns the hills green; rain can be heavy, but the countryside is at its most beautiful.",
      },
      off: {
        start: "April",
        end: "June",
        description:
          "Hot and dry, with afternoons often above 40°C; sightseeing is best early in the morning.",
      },
    },
    overview: {
      title: "Bhopal: the city of lakes and Begums",
      history:
        "Tradition links Bhopal with Raja Bhoj, the 11th-century Paramara king who is said to have created its great lake. The modern city was founded in the early 18th century by Dost Mohammad Khan, an Afghan soldier who had served the Mughals. From 1819 to 1926 Bhopal State was ruled by four women in succession, the Begums, who built mosques, palaces and public works. The state joined India in 1949 and Bhopal became the capital of Madhya Pradesh in 1956. In December 1984 a gas leak at a pesticide factory killed thousands of people, one of the worst industrial disasters in history.",
      touristPlaces:
        "The Upper Lake and Lower Lake, Taj-ul-Masajid, the old city and Chowk Bazaar, Gohar Mahal, Van Vihar National Park, the Madhya Pradesh Tribal Museum, Bharat Bhavan, and nearby Sanchi, Bhimbetka and the Bhojeshwar Temple.",
      famousFor:
        "Its lakes, the Taj-ul-Masajid, the heritage of the Begums, zardozi embroidery and beaded purses, Bhopali cuisine, and its proximity to Sanchi and Bhimbetka.",
      weather:
        "Humid subtropical: summers from April to June reach 40 to 43°C, the monsoon from mid-June to September brings heavy rain, and winters are pleasant with days around 25°C and nights near 10°C.",
    },
    howToReach: {
      byAir:
        "Raja Bhoj Airport (BHO), about 15 km north-west of the city centre, has direct flights to Delhi, Mumbai, Bengaluru, Hyderabad and other cities.",
      byRail:
        "Bhopal Junction (BPL) lies on the main Delhi–Mumbai and Delhi–Chennai lines; Rani Kamlapati station (formerly Habibganj) also serves the city. The fastest trains, including Shatabdi and Vande Bharat services, reach Delhi in about eight hours.",
      byRoad:
        "Bhopal is about 195 km from Indore (about four hours). Sanchi is about 46 km away, Bhojpur about 30 km and Bhimbetka about 45 km, all easy day trips by car.",
      nearestAirport: "BHO",
      nearestStation: "BPL",
    },
    foodToTry: [
      {
        name: "Poha and jalebi",
        description:
          "Light, lemony flattened rice topped with sev and onions, eaten with hot jalebis at breakfast stalls all over the city.",
      },
      {
        name: "Bhopali gosht korma",
        description:
          "A rich mutton curry of the old city's Muslim kitchens, slow-cooked with fried onions and spices.",
      },
      {
        name: "Kebabs of the old city",
        description:
          "Seekh kebabs, tikkas and nihari from the eateries around the Jama Masjid and Chowk Bazaar, busiest in the evenings.",
      },
      {
        name: "Sulaimani chai",
        description:
          "A light, spiced black tea, sometimes with a pinch of salt, served late into the night in the old city.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Zardozi and batuas",
        description:
          "Gold-thread embroidery and the beaded or embroidered drawstring purses called batuas, a Bhopal speciality.",
      },
      {
        heading: "Chanderi and Maheshwari textiles",
        description:
          "Light handwoven saris and stoles from two famous weaving towns of the state, sold at state emporiums.",
      },
      {
        heading: "Tribal art",
        description:
          "Gond and Bhil paintings and other tribal crafts from Madhya Pradesh, sold at the Tribal Museum shop and craft fairs.",
      },
    ],
    conclusion:
      "Give Bhopal two or three days: one for the lakes, the old city and the museums, and the others for Sanchi and for Bhimbetka with the Bhojeshwar Temple on the way. The lakeside at sunset is the city's best free pleasure.",
    latitude: 23.2599,
    longitude: 77.4126,
    categories: ["heritage-walk", "places-to-relax", "foodies"],
    rating: 4.3,
    trending: false,
    images: [
      {
        wikipedia: "Taj-ul-Masajid",
        alt: "The pink facade and white-domed minarets of the Taj-ul-Masajid in Bhopal",
      },
      { wikipedia: "Upper Lake (Bhopal)", alt: "The Upper Lake in Bhopal" },
    ],
  },
  places: [
    {
      slug: "bhopal-upper-lake",
      city: "bhopal",
      name: "Bhopal Upper Lake",
      description:
        "The Bhojtal, or Upper Lake, a vast reservoir on the west side of the city that supplies much of its water. Its shore drive and boat club are the city's favourite places for an evening out.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "Boating, short cruises and water sports from the state tourism boat club, and a long lakeside road with parks and food stalls. Sunset is the busiest and most beautiful time.",
      moreAbout:
        "With the Lower Lake it forms the Bhoj Wetland, a Ramsar site of international importance for birds. A tall statue of Raja Bhoj stands on a pillar near the shore.",
      history:
        "The lake is traditionally credited to Raja Bhoj of the Paramara dynasty, who had an earthen dam built across the Kolans River in the 11th century. A dam with gates was added at Bhadbhada in the 1960s to control its outflow.",
      highlights:
        "A boat ride at sunset, the lakeside drive, the Raja Bhoj statue, and birdwatching in winter.",
      timings:
        "The lakeside is open at all hours; the boat club usually runs from morning to early evening. Check before visiting.",
      entryFee: "Free to visit the lakeside; boating and cruises are paid separately.",
      restrictedItems:
        "Swimming is not allowed; life jackets must be worn on boats, and littering in the lake is prohibited.",
      latitude: 23.246,
      longitude: 77.36,
      rating: 4.4,
      trending: false,
      images: [{ wikipedia: "Upper Lake (Bhopal)", alt: "The Upper Lake in Bhopal" }],
    },
    {
      slug: "taj-ul-masajid",
      city: "bhopal",
      name: "Taj-ul-Masajid",
      description:
        "One of the largest mosques in India, its pink facade topped by white domes and two tall octagonal minarets. It stands at the edge of the old city, beside the Motia Talab lake.",
      suggestedDuration: "45 minutes to 1 hour",
      whatToExpect:
        "A huge courtyard with a central tank leads to the prayer hall. Visitors of all faiths may enter outside prayer times if modestly dressed; the mosque is busiest at Friday midday prayers.",
      moreAbout:
        "Every year the grounds host the Aalmi Tablighi Ijtema, a large religious gathering. The mosque also houses a madrasa.",
      history:
        "Shah Jahan Begum, who ruled Bhopal from 1868 to 1901, began the mosque, but work stopped after her death for lack of funds. Construction resumed in 1971 and the mosque was completed in 1985.",
      highlights:
        "The pink sandstone facade, the two minarets with marble domes, the courtyard and tank, and views over the old city.",
      timings:
        "Open daily; non-Muslim visitors should avoid prayer times, especially Friday midday. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes must be removed; shoulders, arms and legs should be covered, and women should cover their heads. Do not photograph people at prayer.",
      latitude: 23.2616,
      longitude: 77.394,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Taj-ul-Masajid",
          alt: "The pink facade and white-domed minarets of the Taj-ul-Masajid in Bhopal",
        },
      ],
    },
    {
      slug: "van-vihar-national-park",
      city: "bhopal",
      name: "Van Vihar National Park",
      description:
        "A small national park on the southern shore of the Upper Lake that works as a zoo and rescue centre in natural surroundings. Tigers, leopards, bears, crocodiles and deer live in large open enclosures.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "A road of about 5 km runs through the park past the enclosures; you can walk, cycle or drive. Mornings and late afternoons are best, when the animals are most active.",
      moreAbout:
        "Many of the animals are rescued or orphaned, and the park keeps them in habitats that resemble the wild. Birdwatchers also come for the lakeshore.",
      history:
        "Van Vihar was declared a national park in 1983 to protect the hillside and lakeshore on the edge of the growing city. It is managed by the Madhya Pradesh forest department.",
      highlights:
        "The tigers and leopards, sloth bears, the crocodile pond, birds along the lake, and a cycle ride through the park.",
      timings:
        "Usually open from early morning to evening; closed on Fridays. Check before visiting.",
      entryFee:
        "A small entry fee per person, with extra charges for bicycles and vehicles. Check before visiting.",
      restrictedItems:
        "Feeding or teasing animals, plastic bags, loud music and smoking are prohibited; stay on the road.",
      latitude: 23.235,
      longitude: 77.37,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Van Vihar National Park",
          alt: "Van Vihar National Park on the shore of the Upper Lake in Bhopal",
        },
      ],
    },
    {
      slug: "sanchi-stupa",
      city: "bhopal",
      name: "Sanchi Stupa",
      description:
        "The Great Stupa at Sanchi, about 46 km north-east of Bhopal, is one of the oldest stone structures in India and the finest surviving Buddhist monument of its age. Its four carved gateways tell the stories of the Buddha's lives.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "A hilltop site of stupas, temples and monasteries reached by a short road or path, with the Great Stupa at its centre. The ASI museum at the foot of the hill displays the famous lion capital from the Ashokan pillar.",
      moreAbout:
        "The gateways, or toranas, are carved with scenes of the Buddha's life and previous births, but the Buddha himself is shown only through symbols such as a tree, a wheel or footprints. The site was inscribed as a World Heritage Site in 1989.",
      history:
        "The emperor Ashoka commissioned the first brick stupa in the 3rd century BCE. It was enlarged and cased in stone in the 2nd century BCE, and the four gateways were added in the 1st century BCE. Forgotten for centuries, it was rediscovered by a British officer in 1818 and restored under John Marshall between 1912 and 1919.",
      highlights:
        "The four carved toranas of the Great Stupa, Stupa 3, the Ashokan pillar, the Gupta-period temple, and the site museum.",
      timings:
        "Open daily from sunrise to sunset; the site museum is closed on Fridays. As published by ASI; check before visiting.",
      entryFee:
        "Indians ₹40, foreign visitors ₹600 (slightly less online); children under 15 free. As published by ASI; check before visiting.",
      restrictedItems:
        "Climbing on the stupas and gateways is not allowed; food, tripods without permission and drones are prohibited.",
      latitude: 23.4794,
      longitude: 77.7398,
      rating: 4.7,
      trending: false,
      images: [{ wikipedia: "Sanchi", alt: "The Great Stupa at Sanchi with its carved gateway" }],
    },
    {
      slug: "bhimbetka-rock-shelters",
      city: "bhopal",
      name: "Bhimbetka Rock Shelters",
      description:
        "Hundreds of natural rock shelters in forested hills about 45 km south of Bhopal, many painted by people who lived here over thousands of years. It is one of the oldest records of human life in India and a World Heritage Site.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "A marked path of about a kilometre leads through a dozen or so shelters open to visitors, with paintings of animals, hunters, dancers and riders in red and white. Wear good shoes; the rocks can be slippery.",
      moreAbout:
        "The oldest paintings are thought to date back at least 10,000 years, and layers from many later periods are painted over them. Some giant rock formations, such as the one called Zoo Rock, are covered with images of animals.",
      history:
        "The archaeologist V. S. Wakankar recognised the importance of the shelters in 1957 after noticing them from a train. Excavations showed occupation going back to the Stone Age, and the site was inscribed as a World Heritage Site in 2003.",
      highlights:
        "Zoo Rock, the hunting and dancing scenes, the shelter known as the auditorium cave, and the forest setting.",
      timings:
        "Open daily from about 7:00 am to 6:00 pm. As published by ASI; check before visiting.",
      entryFee:
        "An ASI entry fee (about ₹40 for Indians and ₹600 for foreign visitors) plus a forest-department vehicle charge. Check before visiting.",
      restrictedItems:
        "Touching the paintings, flash photography near them and littering are prohibited; drones are not allowed.",
      latitude: 22.9375,
      longitude: 77.6128,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Bhimbetka rock shelters",
          alt: "Prehistoric paintings and rock formations at Bhimbetka",
        },
      ],
    },
    {
      slug: "bhojeshwar-temple",
      city: "bhopal",
      name: "Bhojeshwar Temple",
      description:
        "An unfinished 11th-century Shiva temple at Bhojpur, about 30 km south-east of Bhopal, which houses one of the largest stone lingas in India. Its massive walls and pillars stand on a cliff above the Betwa River.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A short climb to a single great chamber with the linga on its high base. The temple is in worship, with crowds at Mahashivratri; the plans engraved on the nearby rocks are easy to miss, so ask to see them.",
      moreAbout:
        "The builders left behind their earthen ramp for lifting stones and line drawings of the temple's plan on the surrounding rock, which give rare evidence of how medieval temples were built.",
      history:
        "The temple is attributed to the Paramara king Bhoj, who ruled in the first half of the 11th century. It was never completed, possibly because of the king's death or structural problems, and the roof was finished in modern times by the Archaeological Survey of India.",
      highlights:
        "The giant linga, the carved pillars and ceiling, the old construction ramp, and the engraved architectural drawings.",
      timings: "Usually open from early morning to evening. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes must be removed inside; dress modestly, and do not climb on the linga platform. Drones are not allowed.",
      latitude: 23.0985,
      longitude: 77.5795,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Bhojeshwar Temple",
          alt: "The massive stone walls of the Bhojeshwar Temple at Bhojpur",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "jehan-numa-palace-bhopal",
      city: "bhopal",
      name: "Jehan Numa Palace",
      about:
        "A heritage hotel in a palace on Shamla Hill built in 1890 for General Obaidullah Khan, a prince of the Bhopal ruling family, and run as a hotel since the 1980s. Its colonial-style wings are set around courtyards and gardens.",
      address: "157 Shamla Hill, Bhopal, Madhya Pradesh 462013, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Restaurants serving Indian and international dishes",
          "Bar",
          "Room service",
        ],
        healthAndWellness: ["Outdoor swimming pool", "Spa", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Courtyards and gardens", "Heritage corridors", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: [
          "Garden or courtyard views",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: ["Bathtub in some rooms", "Hairdryer", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Day trips to Sanchi and Bhimbetka can be arranged at the travel desk.",
        ],
      },
      rating: 4.4,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Upper Lake (Bhopal)",
          alt: "Bhopal's Upper Lake, below the Shamla Hill area where the hotel stands (the photo does not show the hotel)",
        },
      ],
    },
    {
      slug: "taj-lakefront-bhopal",
      city: "bhopal",
      name: "Taj Lakefront, Bhopal",
      about:
        "A luxury hotel of Taj Hotels (IHCL) on the edge of the Upper Lake near Bhadbhada, opened in 2021. Its 152 rooms look over the lake or the forest of Van Vihar, and its design draws on the crafts of Madhya Pradesh.",
      address: "Near Bhadbhada Square, Prempura, Bhopal, Madhya Pradesh 462003, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Valet parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "All-day restaurant",
          "Chinese restaurant",
          "Bar and lounge",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Spa", "Rooftop infinity pool", "Fitness centre", "Tennis court"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Lobby lounge", "Banquet halls and lawns", "Business centre"],
      },
      roomAmenities: {
        roomFeatures: [
          "Lake or forest views",
          "Balcony in some categories",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: [
          "Bathtub in some categories",
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
          "Outside food and beverages are not permitted in the restaurants.",
        ],
      },
      rating: 4.7,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Upper Lake (Bhopal)",
          alt: "Bhopal's Upper Lake, on whose shore the hotel stands (the photo does not show the hotel)",
        },
      ],
    },
  ],
};
