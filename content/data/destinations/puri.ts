import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "puri",
    name: "Puri",
    state: "Odisha",
    description:
      "Puri is a seaside pilgrim town on the Bay of Bengal, about 60 km south of Bhubaneswar, and one of the four Char Dham sites of Hinduism. Life revolves around the Jagannath Temple and its Rath Yatra chariot festival, while the long sandy beach and the Sun Temple at Konark nearby draw visitors of every kind.",
    bestTime:
      "October to February, when the sea breeze is cool and the skies are clear; come in June or July to see the Rath Yatra.",
    seasons: {
      peak: {
        start: "October",
        end: "February",
        description:
          "Warm days around 28°C, cool evenings and calm weather for the beach, Konark and Chilika; the Puri Beach Festival and Konark Dance Festival fall in this season.",
      },
      moderate: {
        start: "June",
        end: "September",
        description:
          "Monsoon rain and rough seas make swimming unsafe, but the Rath Yatra in June or July fills the town with pilgrims and the countryside turns green.",
      },
      off: {
        start: "March",
        end: "May",
        description:
          "Hot and very humid, with temperatures in the mid-30s°C; mornings and evenings on the beach are still pleasant, and rooms are cheaper.",
      },
    },
    overview: {
      title: "Puri: Lord Jagannath's town by the sea",
      history:
        "Puri has been a centre of the worship of Jagannath for more than a thousand years, and the present temple was begun in the 12th century by Anantavarman Chodaganga Deva of the Eastern Ganga dynasty. Adi Shankaracharya is traditionally said to have founded the Govardhana Matha here, and the Bhakti saint Chaitanya Mahaprabhu spent the last part of his life in the town in the 16th century. Afghan, Mughal and Maratha rulers held the region in turn before the British took Odisha in 1803. The arrival of the railway in the 1890s made Puri a favourite seaside holiday for Bengalis, a tradition that continues today.",
      touristPlaces:
        "The Jagannath Temple and its Grand Road, Puri Beach and Swargadwar, the Konark Sun Temple (35 km), the painters' village of Raghurajpur (about 14 km), Chilika Lake at Satapada (about 50 km) and the Gundicha Temple.",
      famousFor:
        "The Jagannath Temple and Rath Yatra, the Mahaprasad cooked in the temple kitchen, Sudarsan Pattnaik's sand sculptures, pattachitra painting and its beaches.",
      weather:
        "Tropical coastal climate: humid summers in the low to mid-30s°C, a wet monsoon from June to September with occasional cyclones in October and November, and mild winters with days near 27°C and nights around 16°C.",
    },
    howToReach: {
      byAir:
        "The nearest airport is Biju Patnaik International Airport (BBI) in Bhubaneswar, about 60 km away, with flights from Delhi, Mumbai, Kolkata, Bengaluru and other cities. A taxi to Puri takes about 1.5 hours.",
      byRail:
        "Puri station (PURI) is a terminus with direct trains from Kolkata (Howrah), New Delhi, Ahmedabad, Chennai and other cities, including the Purushottam Express and a Vande Bharat Express to Howrah. Bhubaneswar is about an hour away by train.",
      byRoad:
        "NH 316 connects Puri with Bhubaneswar (about 60 km) and frequent buses run between them. The scenic Marine Drive along the coast leads to Konark, about 35 km away, and buses and shared jeeps ply the route.",
      nearestAirport: "BBI",
      nearestStation: "PURI",
    },
    foodToTry: [
      {
        name: "Mahaprasad",
        description:
          "Rice, dal, vegetable curries and sweets cooked in earthen pots in the temple kitchen and sold at Ananda Bazar inside the temple; non-Hindus can buy it from vendors outside.",
      },
      {
        name: "Khaja",
        description:
          "Crisp, layered pastry soaked in sugar syrup, Puri's best-known sweet and a traditional offering to Jagannath.",
      },
      {
        name: "Chhena poda",
        description:
          "A caramelised baked cheesecake of fresh chhena, sugar and cardamom, eaten all over Odisha.",
      },
      {
        name: "Dalma",
        description:
          "Lentils cooked with vegetables such as raw papaya, pumpkin and plantain and finished with roasted cumin, a staple of Odia home cooking.",
      },
      {
        name: "Seafood",
        description:
          "Prawns, crab and pomfret cooked in mustard or coconut gravies at the beachside restaurants of the Chakratirtha Road area.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Pattachitra paintings",
        description:
          "Finely detailed paintings on cloth or palm leaf, often of Jagannath and scenes from the epics; buying in Raghurajpur supports the artists directly.",
      },
      {
        heading: "Pipili appliqué",
        description:
          "Colourful appliqué lamps, umbrellas and wall hangings from Pipili village on the road to Bhubaneswar.",
      },
      {
        heading: "Odisha handlooms",
        description:
          "Sambalpuri ikat and Bomkai sarees and stoles from government emporiums and weavers' cooperatives.",
      },
      {
        heading: "Jagannath souvenirs and khaja",
        description:
          "Painted wooden images of Jagannath, Balabhadra and Subhadra, and boxes of khaja from the shops on Grand Road.",
      },
    ],
    conclusion:
      "Two or three days in Puri allow a visit to the Jagannath Temple (or a view of it from outside), lazy hours on the beach, and day trips to Konark, Raghurajpur and Chilika. Respect the temple's rules and swim only where lifeguards are on duty, as the currents here are strong.",
    latitude: 19.8135,
    longitude: 85.8312,
    categories: ["beach-retreat", "heritage-walk", "places-to-relax"],
    rating: 4.5,
    trending: false,
    images: [
      {
        wikipedia: "Jagannath Temple, Puri",
        alt: "The tall curved tower of the Jagannath Temple in Puri",
      },
      {
        wikipedia: "Konark Sun Temple",
        alt: "The carved stone Sun Temple at Konark, near Puri",
      },
    ],
  },
  places: [
    {
      slug: "puri-jagannath-temple",
      city: "puri",
      name: "Puri Jagannath Temple",
      description:
        "The great temple of Jagannath, 'Lord of the Universe', worshipped here with his brother Balabhadra and sister Subhadra as wooden images. It is one of the holiest sites in Hinduism and the heart of the town.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "Hindu visitors enter through the Lion Gate (Singhadwara) on the east side after leaving phones, shoes and bags at the counters outside; inside are crowded courtyards, queues for darshan and dozens of smaller shrines. Non-Hindus are not allowed inside and usually view the temple from the Grand Road and the surrounding parikrama corridor.",
      moreAbout:
        "The temple kitchen is said to be one of the largest in the world, cooking Mahaprasad in earthen pots stacked over wood fires. Each year during the Rath Yatra the deities ride to the Gundicha Temple in huge wooden chariots pulled along the Grand Road by hundreds of thousands of devotees.",
      history:
        "The present temple was begun in the 12th century by King Anantavarman Chodaganga Deva of the Eastern Ganga dynasty and completed under his successors. Its main tower rises about 65 metres above the compound. The wooden images are renewed in the Nabakalebara ritual, held roughly every 12 to 19 years, most recently in 2015.",
      highlights:
        "The main tower with the Nilachakra wheel and flag on top, the Lion Gate and the Aruna Stambha pillar, the Ananda Bazar food market inside, and the evening flag-changing ritual watched from outside.",
      timings:
        "Usually open from about 5:00 am until late at night, with closures for rituals during the day; hours change on festival days. Check before visiting.",
      entryFee: "Free; there are no official tickets, so ignore anyone selling special darshan.",
      restrictedItems:
        "Entry for Hindus only. Mobile phones, cameras, leather items (belts, wallets, bags), umbrellas and footwear are not allowed inside and must be deposited outside; modest traditional dress is expected, and shorts and ripped jeans are not permitted.",
      latitude: 19.8048,
      longitude: 85.8181,
      rating: 4.7,
      trending: false,
      images: [
        {
          wikipedia: "Jagannath Temple, Puri",
          alt: "The main tower of the Jagannath Temple rising above the old town of Puri",
        },
      ],
    },
    {
      slug: "konark-sun-temple",
      city: "puri",
      name: "Konark Sun Temple",
      description:
        "A 13th-century temple to the sun god Surya, built as a giant stone chariot with 24 carved wheels drawn by seven horses. A UNESCO World Heritage Site, it stands near the sea about 35 km north-east of Puri.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "The main sanctuary collapsed long ago, but the vast jagamohana (assembly hall), the dance hall platform and the carved wheels remain. Expect a lot of walking in the sun across the grounds; licensed guides at the gate explain the carvings, and the ASI museum nearby displays sculptures that have fallen from the temple.",
      moreAbout:
        "Every surface is covered with carvings of dancers, musicians, animals, daily life and erotic scenes. The wheels also work as sundials, and the temple appears on the back of India's ₹10 banknote.",
      history:
        "The temple was built around 1250 by King Narasimhadeva I of the Eastern Ganga dynasty. Sailors called it the Black Pagoda and used it as a landmark. The great tower fell, probably by the 17th century, and in 1903 the British filled the jagamohana with sand and sealed it to stop it collapsing. UNESCO listed it as a World Heritage Site in 1984.",
      highlights:
        "The 24 carved stone wheels, the seven horses, the jagamohana with its tiers of sculpture, the Natya Mandapa (dance hall), and the Konark Dance Festival held each December.",
      timings:
        "Open daily from sunrise; in recent years the temple has stayed open into the evening with floodlighting. Check before visiting.",
      entryFee:
        "Indians ₹40, foreign visitors ₹600 (ASI; slightly less when bought online); free for children under 15. Check before visiting.",
      restrictedItems:
        "Drones, tripods without permission, food and climbing on the carvings or platforms are not allowed; do not touch or lean on the sculpture.",
      latitude: 19.8876,
      longitude: 86.0945,
      rating: 4.8,
      trending: true,
      images: [
        {
          wikipedia: "Konark Sun Temple",
          alt: "The stone jagamohana of the Konark Sun Temple with its carved tiers",
        },
      ],
    },
    {
      slug: "puri-beach",
      city: "puri",
      name: "Puri Beach",
      description:
        "A long, wide sandy beach running along the town's seafront, busy with pilgrims, families and fishermen. Its Golden Beach section has Blue Flag certification for cleanliness and safety.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "Sunrise walks, camel and pony rides, snack stalls and crowds in the evening, especially around Swargadwar. Fishing boats land their catch in the morning at the northern end, and sand sculptures often appear on the beach.",
      moreAbout:
        "The sea here has strong waves and currents; local lifeguards, traditionally from the nolia fishing community, watch the main bathing areas. The Puri Beach Festival, usually held in November, brings crafts, food and performances.",
      history:
        "Pilgrims have long bathed in the sea at Puri as part of their visit to Jagannath, at the spot called Mahodadhi. The railway brought holiday-makers from Kolkata from the late 19th century, and seaside hotels grew up along Chakratirtha Road. Sand artist Sudarsan Pattnaik, from Puri, has made the beach famous for sand sculpture.",
      highlights:
        "Sunrise over the Bay of Bengal, the Blue Flag Golden Beach, sand sculptures, fishing boats landing their catch, and the lively Swargadwar stretch in the evening.",
      timings:
        "Open at all hours; the Blue Flag section keeps set hours. Swim only in daylight and in areas with lifeguards.",
      entryFee: "Free; the Blue Flag section may charge a small entry fee. Check before visiting.",
      restrictedItems:
        "Swimming outside marked areas, glass bottles, littering and drinking on the beach are not allowed; do not photograph the cremations at Swargadwar.",
      latitude: 19.7983,
      longitude: 85.8249,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Puri Beach",
          alt: "The sandy beach and surf of the Bay of Bengal at Puri",
        },
      ],
    },
    {
      slug: "chilika-lake-satapada",
      city: "puri",
      name: "Chilika Lake",
      description:
        "Asia's largest brackish-water lagoon, separated from the Bay of Bengal by a narrow sandbar south-west of Puri. From Satapada, about 50 km from Puri, boats go out to see Irrawaddy dolphins and the lagoon's mouth.",
      suggestedDuration: "Half a day to a full day",
      whatToExpect:
        "A drive through villages and fields to the Satapada jetty, then a boat trip of two to four hours on open water with stops at dolphin-watching areas and a sandbar beach. Sightings of dolphins are common but brief, and boats can be crowded in the holiday season.",
      moreAbout:
        "In winter, hundreds of thousands of migratory birds gather on the lake, especially at Nalabana Bird Sanctuary, which is closer to the western shore. The lagoon supports many fishing communities, and the island shrine of Kalijai is another popular boat stop.",
      history:
        "Chilika has been a harbour and fishing ground for centuries and is mentioned in old accounts of Kalinga's sea trade. In 1981 it became one of India's first Ramsar wetlands of international importance. A new mouth cut to the sea in 2000 improved the lagoon's salinity and helped its fisheries and dolphin population recover.",
      highlights:
        "Irrawaddy dolphins near Satapada, the sea mouth and sandbar, winter birdlife, fresh seafood at the jetty, and sunset over the water.",
      timings:
        "Boats run roughly from early morning until mid-afternoon; the best light and calmest water are in the morning. Check before visiting.",
      entryFee:
        "No entry fee to the lake; boat trips from Satapada are sold per boat at fixed counter rates that depend on the route and boat size (roughly ₹1,000 to ₹3,000). Check before visiting.",
      restrictedItems:
        "Do not chase, feed or swim with the dolphins; loud music and plastic litter are not allowed on the boats; life jackets should be worn.",
      latitude: 19.665,
      longitude: 85.44,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Chilika Lake",
          alt: "The wide waters of Chilika Lake on the Odisha coast",
        },
      ],
    },
    {
      slug: "raghurajpur-heritage-village",
      city: "puri",
      name: "Raghurajpur Heritage Crafts Village",
      description:
        "A village of painters about 14 km north of Puri, where almost every household makes pattachitra paintings, palm-leaf engravings and other crafts. It is also the home of the Gotipua dance tradition.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "Two rows of houses with painted walls face each other across a lane lined with small shrines. Artists invite visitors in to see their work and explain the natural pigments they use; there is no pressure to buy, but most visitors leave with something.",
      moreAbout:
        "Pattachitra is painted on cloth stiffened with chalk and gum, using colours from stones, lamp black and conch shell. Artists also engrave palm leaves with a stylus, paint masks, toys and tussar silk, and carve stone and wood.",
      history:
        "The painters of Raghurajpur have long made images for the Jagannath Temple, including the paintings used while the deities are hidden from view before the Rath Yatra. The village was developed as a heritage crafts village in 2000 by the Odisha government with INTACH. The Odissi dance guru Kelucharan Mohapatra was born here.",
      highlights:
        "Pattachitra and palm-leaf engraving demonstrations, the painted house fronts, Gotipua dance practice by young boys, and the village shrines.",
      timings: "Artists' homes are usually open during daylight hours every day.",
      entryFee: "Free.",
      restrictedItems: "Ask before photographing people or entering homes; drones are not welcome.",
      latitude: 19.888,
      longitude: 85.823,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Raghurajpur",
          alt: "Raghurajpur, the crafts village of pattachitra painters near Puri",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "mayfair-heritage-puri",
      city: "puri",
      name: "Mayfair Heritage",
      about:
        "A beachfront hotel of the Odisha-based Mayfair group on Chakratirtha Road, with direct access to the quieter eastern end of Puri's beach. Rooms and cottages are set around a garden and pool.",
      address: "Chakratirtha Road, Puri, Odisha 752002, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Restaurant serving Indian, Odia and continental dishes",
          "Bar",
          "Room service",
        ],
        healthAndWellness: ["Outdoor swimming pool", "Spa"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Garden", "Beach access", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: ["Flat-screen TV", "Minibar", "Tea and coffee maker", "Sea or garden view"],
        bathroom: ["Shower", "Hairdryer", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [...standardHotelRules, "Swim in the sea only where lifeguards are on duty."],
      },
      rating: 4.4,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Puri Beach",
          alt: "The beach at Puri, on which the hotel stands (the photo shows the beach, not the hotel)",
        },
      ],
    },
    {
      slug: "toshali-sands-puri",
      city: "puri",
      name: "Toshali Sands",
      about:
        "A resort with villas and cottages in large gardens on the Puri–Konark Marine Drive, a few kilometres out of Puri near the coast. It suits travellers who want quiet surroundings between the town and the Sun Temple.",
      address: "Puri–Konark Marine Drive, Puri, Odisha 752002, India",
      amenities: {
        basicFacilities: [
          "Wi-Fi in public areas",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: ["Restaurant serving Indian and continental dishes", "Bar", "Room service"],
        healthAndWellness: ["Outdoor swimming pool", "Gardens for walking"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas"],
        commonArea: ["Landscaped gardens", "Children's play area", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: ["Flat-screen TV", "Tea and coffee maker", "Sit-out or balcony"],
        bathroom: ["Shower", "Toiletries", "Hot water"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.1,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Konark Sun Temple",
          alt: "The Konark Sun Temple, further up the Marine Drive from the resort (the photo shows the temple, not the resort)",
        },
      ],
    },
  ],
};
