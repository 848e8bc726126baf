import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "madurai",
    name: "Madurai",
    state: "Tamil Nadu",
    description:
      "Madurai, on the banks of the Vaigai river in southern Tamil Nadu, is one of the oldest continuously inhabited cities in India and was the capital of the Pandya kings. The city grew in rings around the great Meenakshi Amman Temple, whose towering gopurams still dominate its skyline and its daily life.",
    bestTime:
      "October to March, when temperatures are milder and the temple town is comfortable to explore on foot.",
    seasons: {
      peak: {
        start: "October",
        end: "March",
        description:
          "Warm days and cooler nights, with some north-east monsoon showers in October and November; the float festival at the Teppakulam takes place in January or February.",
      },
      moderate: {
        start: "July",
        end: "September",
        description:
          "Hot but slightly less harsh than summer, with occasional rain; good for temple visits early and late in the day.",
      },
      off: {
        start: "April",
        end: "June",
        description:
          "The hottest months, often above 38°C, though the Chithirai festival in April or May, celebrating the divine wedding of Meenakshi and Sundareswarar, draws huge crowds.",
      },
    },
    overview: {
      title: "Madurai: the temple city that never sleeps",
      history:
        "Madurai was the capital of the Pandya dynasty and a centre of the Tamil Sangam literature of the early centuries CE, and it traded with Rome and distant kingdoms. In 1311 the armies of the Delhi Sultanate under Malik Kafur sacked the city, and for several decades it was ruled by the Madurai Sultanate. The Vijayanagara Empire took control in the later 14th century, and from 1529 the Nayak governors, who soon ruled as kings, rebuilt and expanded the temple and the city. Thirumalai Nayak, who reigned from 1623 to 1659, added a great palace and the Teppakulam tank, and after the decline of the Nayaks Madurai passed under the Nawab of the Carnatic and then the British.",
      touristPlaces:
        "Meenakshi Amman Temple, Thirumalai Nayak Palace, Vandiyur Mariamman Teppakulam, the Gandhi Memorial Museum, the Thiruparankundram Murugan Temple and the Alagar Kovil temple in the hills north of the city.",
      famousFor:
        "The Meenakshi Amman Temple and its festivals, jasmine (Madurai malli), Sungudi cotton sarees, jigarthanda and late-night street food.",
      weather:
        "Hot and dry for much of the year: summer highs are often 38–40°C from April to June, winter days are around 30°C with nights near 21°C, and the main rains come from October to December.",
    },
    howToReach: {
      byAir:
        "Madurai Airport (IXM) is about 12 km south of the city centre and has flights to Chennai, Bengaluru, Hyderabad, Mumbai, Delhi and a few international destinations. Taxis take about 30 minutes to reach the temple area.",
      byRail:
        "Madurai Junction (MDU), a short walk west of the temple, is on the main line between Chennai and Kanyakumari. Fast trains such as the Vaigai Express, Tejas Express and Vande Bharat services connect it with Chennai Egmore in about six to eight hours.",
      byRoad:
        "Highways connect Madurai with Tiruchirappalli (about 135 km), Chennai (about 460 km), Kodaikanal (about 120 km) and Rameswaram (about 170 km). Government and private buses use the large Mattuthavani bus terminus in the east of the city.",
      nearestAirport: "IXM",
      nearestStation: "MDU",
    },
    foodToTry: [
      {
        name: "Jigarthanda",
        description:
          "Madurai's signature cold drink of milk, almond gum, sarsaparilla syrup and ice cream, served in tall glasses.",
      },
      {
        name: "Kari dosa",
        description:
          "A thick dosa topped with egg and spiced minced mutton, a speciality of the city's non-vegetarian eateries.",
      },
      {
        name: "Bun parotta",
        description:
          "Soft, layered, puffy parottas served with spicy salna gravy, a favourite at roadside stalls late into the night.",
      },
      {
        name: "Idli and chutneys",
        description:
          "Soft idlis with a spread of chutneys and sambar, eaten for breakfast in the busy tiffin halls around the temple.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Sungudi sarees",
        description:
          "Light cotton sarees with tie-and-dye dot patterns, a traditional craft of Madurai with a Geographical Indication tag.",
      },
      {
        heading: "Madurai jasmine",
        description:
          "Fragrant jasmine strings sold in the flower market and outside the temple, worn in the hair or used in worship.",
      },
      {
        heading: "Brass and bronze lamps",
        description:
          "Oil lamps, bells and temple vessels from the metal shops in the streets around the temple.",
      },
      {
        heading: "Handloom and tailoring",
        description:
          "Cloth from the Pudhu Mandapam area opposite the temple's east tower, where tailors stitch garments quickly.",
      },
    ],
    conclusion:
      "Give Madurai at least two days: one for the Meenakshi Amman Temple at dawn and again at night, and one for the palace, the Teppakulam and the hill temples. The city's food stalls stay busy long after dark, so save an evening for eating your way around the old town.",
    latitude: 9.9252,
    longitude: 78.1198,
    categories: ["heritage-walk", "foodies"],
    rating: 4.5,
    trending: false,
    images: [
      {
        wikipedia: "Meenakshi Temple",
        alt: "The sculpted, brightly painted gopurams of the Meenakshi Amman Temple in Madurai",
      },
    ],
  },
  places: [
    {
      slug: "meenakshi-amman-temple",
      city: "madurai",
      name: "Meenakshi Amman Temple",
      description:
        "A vast temple complex in the centre of Madurai dedicated to the goddess Meenakshi and her consort Sundareswarar, a form of Shiva. Its fourteen gopurams, covered with thousands of painted figures, are among the most celebrated sights of South India.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "Security checks at the gates, then long pillared corridors, shrines and courtyards busy with pilgrims from dawn until the late-night closing rituals. Queues for the main shrines can be long on Fridays and festival days, and paid darshan tickets shorten the wait.",
      moreAbout:
        "The Hall of a Thousand Pillars houses a small museum of temple art, and the Golden Lotus tank is a calm place to sit. Each night a procession carries Sundareswarar to Meenakshi's shrine, a moving ritual to witness.",
      history:
        "A temple to the goddess has stood here since at least the early centuries CE, and it is praised in Tamil devotional hymns. The complex was badly damaged during the raid of Malik Kafur in 1311 and later rebuilt under the Vijayanagara rulers. Most of what stands today dates from the 16th and 17th centuries, when the Nayak kings, especially Thirumalai Nayak, expanded it greatly.",
      highlights:
        "The towering south gopuram, the Golden Lotus tank, the Hall of a Thousand Pillars and its museum, the musical pillars and the nightly procession to Meenakshi's shrine.",
      timings:
        "Generally open about 5:00 am to 12:30 pm and 4:00 pm to 10:00 pm daily; timings change on festival days, so check before visiting.",
      entryFee:
        "Free general entry; paid special darshan tickets and a small fee for the Thousand Pillar Hall museum; check before visiting.",
      restrictedItems:
        "Mobile phones and cameras are not allowed inside and must be deposited at the counters outside; shoes must be left at the entrance; wear modest clothing covering shoulders and knees; non-Hindus are not permitted into the main sanctums.",
      latitude: 9.9195,
      longitude: 78.1193,
      rating: 4.9,
      trending: true,
      images: [
        {
          wikipedia: "Meenakshi Temple",
          alt: "Painted gopurams of the Meenakshi Amman Temple rising over Madurai",
        },
      ],
    },
    {
      slug: "thirumalai-nayak-palace",
      city: "madurai",
      name: "Thirumalai Nayak Palace",
      description:
        "The surviving part of a grand 17th-century palace built for Thirumalai Nayak, about 2 km south-east of the Meenakshi Amman Temple. Its courtyard and great hall are ringed by massive white pillars and decorated with stucco work.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "An open courtyard surrounded by giant columns, leading to the domed audience hall and a small gallery of sculptures. An evening sound-and-light show tells the story of the Nayaks.",
      moreAbout:
        "The palace blends Dravidian and Islamic styles, with arches and domes on a scale unusual in South India. The columns and ceilings are best appreciated in the softer light of late afternoon.",
      history:
        "Thirumalai Nayak had the palace built in the 1630s as his royal residence. After the Nayak dynasty ended, much of the complex was dismantled or fell into ruin. In the 1870s the Governor of Madras, Lord Napier, had the remaining parts restored.",
      highlights:
        "The Swarga Vilasam audience hall, the huge pillared courtyard, the stucco ornament and the evening sound-and-light show.",
      timings:
        "Generally open 9:00 am to 5:00 pm daily, with the sound-and-light show in the evening; check before visiting.",
      entryFee:
        "About ₹10–₹20 for Indian visitors and about ₹50 for foreign visitors, with extra charges for cameras and the sound-and-light show; check before visiting.",
      restrictedItems:
        "Camera use requires a ticket; do not climb on the pillars or plinths; no food in the halls.",
      latitude: 9.915,
      longitude: 78.124,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Thirumalai Nayakkar Mahal",
          alt: "The pillared courtyard of the Thirumalai Nayak Palace in Madurai",
        },
      ],
    },
    {
      slug: "vandiyur-mariamman-teppakulam",
      city: "madurai",
      name: "Vandiyur Mariamman Teppakulam",
      description:
        "One of the largest temple tanks in South India, a great square of water with stepped sides and a pavilion temple on an island in the middle. It lies on the eastern side of the city near the Mariamman temple.",
      suggestedDuration: "45 minutes to 1 hour",
      whatToExpect:
        "For most of the year it is a quiet place for an evening walk around the banks; the tank may be partly dry outside the festival season. The float festival, when decorated deities are taken around the water on a raft, draws big crowds.",
      moreAbout:
        "The tank is fed by channels from the Vaigai river. The central pavilion with its small shrine and garden is reached by boat during the festival.",
      history:
        "The tank was built in 1645 during the reign of Thirumalai Nayak. Tradition says the earth dug out here was used to make bricks for his palace. The float festival is held each year in the Tamil month of Thai, around January or February.",
      highlights:
        "The vast stepped tank, the island pavilion, the Mariamman temple nearby and the float festival.",
      timings: "The banks are open daily; best at sunrise and in the evening.",
      entryFee: "Free.",
      restrictedItems: "Swimming is not allowed; keep the tank and steps clean.",
      latitude: 9.9097,
      longitude: 78.1449,
      rating: 4.1,
      trending: false,
      images: [
        {
          wikipedia: "Vandiyur Mariamman Teppakulam",
          alt: "The large temple tank of Vandiyur Mariamman Teppakulam with its central pavilion",
        },
      ],
    },
    {
      slug: "gandhi-memorial-museum-madurai",
      city: "madurai",
      name: "Gandhi Memorial Museum, Madurai",
      description:
        "A museum on the life of Mahatma Gandhi and India's freedom struggle, housed in the 17th-century Tamukkam Palace. Its most moving exhibit is the blood-stained cloth Gandhi was wearing when he was assassinated in 1948.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "A gracious old building in a large garden, with a picture gallery telling the story of the independence movement and rooms of personal relics. It is calm and rarely crowded.",
      moreAbout:
        "Gandhi had a special link with Madurai: in 1921 he chose to wear only a simple loincloth after seeing the poverty of people here. The campus also holds a library and a small Gandhian studies centre.",
      history:
        "The Tamukkam Palace was built around 1670 by Rani Mangammal of the Nayak dynasty. It later served British officials before becoming the museum, which opened in 1959. It is one of several Gandhi Sangrahalayas set up across India after his death.",
      highlights:
        "The blood-stained dhoti, the freedom-struggle picture gallery, Gandhi's personal belongings and the Tamukkam Palace building.",
      timings: "Generally open 10:00 am to 1:00 pm and 2:00 pm to 5:45 pm; check before visiting.",
      entryFee: "Generally free; a small camera fee may apply. Check before visiting.",
      restrictedItems: "Photography may be restricted in some galleries; no food inside.",
      latitude: 9.93,
      longitude: 78.1385,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Gandhi Memorial Museum, Madurai",
          alt: "The Tamukkam Palace building that houses the Gandhi Memorial Museum in Madurai",
        },
      ],
    },
    {
      slug: "thiruparankundram-murugan-temple",
      city: "madurai",
      name: "Thiruparankundram Murugan Temple",
      description:
        "A rock-cut temple at the foot of a granite hill about 8 km south-west of Madurai, dedicated to Murugan. It is the first of the Arupadai Veedu, the six sacred abodes of Murugan in Tamil Nadu.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "A climb up a series of halls and steps into shrines carved into the hill itself, busy with pilgrims and wedding parties. Festival days and Fridays are crowded.",
      moreAbout:
        "Tradition holds that Murugan married Deivanai, daughter of Indra, here, which makes it a favourite place for weddings. The hill above also has a dargah, and a walk up gives wide views of the plains.",
      history:
        "The cave shrines were cut into the rock in the 8th century under the Pandya kings. The temple is praised in Sangam-era literature and later devotional hymns. The outer halls and gopuram were added by the Nayaks.",
      highlights:
        "The rock-cut sanctum, the shrines to Shiva, Vishnu, Durga and Ganesha carved in the same rock, and the views from the hill.",
      timings:
        "Generally open about 5:30 am to 1:00 pm and 4:00 pm to 9:00 pm; check before visiting.",
      entryFee: "Free general entry; small fees for special darshan.",
      restrictedItems:
        "Shoes must be left outside; photography inside the shrines is not allowed; dress modestly.",
      latitude: 9.8803,
      longitude: 78.072,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Thiruparankundram Murugan Temple",
          alt: "The gopuram of the Thiruparankundram Murugan Temple at the foot of its rocky hill",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "heritage-madurai",
      city: "madurai",
      name: "Heritage Madurai",
      about:
        "A resort set in about 17 acres of old trees on the site of the former Madurai Club, whose main building was designed by the Sri Lankan architect Geoffrey Bawa. It has rooms in restored buildings and villas with private plunge pools.",
      address: "11, Melakkal Main Road, Kochadai, Madurai, Tamil Nadu 625016, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Free parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "All-day restaurant serving South Indian and international dishes",
          "Bar",
          "Room service",
        ],
        healthAndWellness: ["Large swimming pool", "Spa", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Gardens", "Banquet and meeting spaces", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: [
          "Private plunge pool in villas",
          "Air conditioning",
          "Flat-screen TV",
          "Tea and coffee maker",
          "Minibar",
        ],
        bathroom: ["Shower", "Bathtub in some categories", "Hairdryer", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.5,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Madurai",
          alt: "A view of Madurai, the city where the resort stands (not a photo of the hotel)",
        },
      ],
    },
    {
      slug: "fortune-pandiyan-hotel-madurai",
      city: "madurai",
      name: "Fortune Pandiyan Hotel",
      about:
        "A well-established business and leisure hotel of the Fortune chain, a member of ITC's hotel group, in the Race Course area north of the Vaigai. The Gandhi Memorial Museum is nearby and the temple is a short drive away.",
      address: "Race Course Road, Madurai, Tamil Nadu 625002, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: ["Multi-cuisine restaurant", "Bar", "Room service"],
        healthAndWellness: ["Swimming pool", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Lobby lounge", "Banquet and meeting rooms", "Gardens"],
      },
      roomAmenities: {
        roomFeatures: ["Air conditioning", "Television", "Tea and coffee maker", "Work desk"],
        bathroom: ["Shower", "Hairdryer", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.1,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Gandhi Memorial Museum, Madurai",
          alt: "The Gandhi Memorial Museum in the Tamukkam Palace, near the hotel (not a photo of the hotel)",
        },
      ],
    },
  ],
};
