import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "khajuraho",
    name: "Khajuraho",
    state: "Madhya Pradesh",
    description:
      "Khajuraho is a small town in the Bundelkhand region of northern Madhya Pradesh, famous for a group of Hindu and Jain temples built a thousand years ago by the Chandela kings. The temples, a UNESCO World Heritage Site, are covered in some of the finest stone sculpture in India.",
    bestTime:
      "October to March, when it is cool enough to walk between the temple groups; the Khajuraho Dance Festival is held in February.",
    seasons: {
      peak: {
        start: "October",
        end: "March",
        description:
          "Mild, sunny days and cool nights; the week-long classical dance festival against the floodlit temples takes place in February.",
      },
      moderate: {
        start: "July",
        end: "September",
        description:
          "Monsoon rains green the countryside and fill the rivers and waterfalls nearby, though Panna's core zone is closed for the season.",
      },
      off: {
        start: "April",
        end: "June",
        description:
          "Very hot, with May afternoons often above 44°C; temple visits are best at sunrise and late afternoon.",
      },
    },
    overview: {
      title: "Khajuraho: the carved temples of the Chandelas",
      history:
        "The Chandela dynasty ruled Bundelkhand from the 9th to the 13th centuries and made Khajuraho one of its religious centres. Between about 950 and 1050 CE they built some 85 temples, of which about 25 survive, dedicated to Shiva, Vishnu and the Jain tirthankaras. As Chandela power faded the temples were left to the forest, which helped to protect them. A British surveyor, T. S. Burt, brought them to wider notice in 1838, Alexander Cunningham later surveyed them, and they were inscribed as a World Heritage Site in 1986.",
      touristPlaces:
        "The Western Group of temples with Kandariya Mahadeva and Lakshmana, the Matangeshvara temple, the Jain temples of the Eastern Group, the Duladeo and Chaturbhuj temples of the Southern Group, the archaeological museum, Raneh Falls and Panna National Park.",
      famousFor:
        "Nagara-style temple architecture, intricate sculptures including the celebrated erotic carvings, the Khajuraho Dance Festival, and tiger safaris in nearby Panna.",
      weather:
        "Hot summers that can pass 45°C, a wet monsoon from July to September, and pleasant winters with days around 25°C and nights falling to 5 to 8°C.",
    },
    howToReach: {
      byAir:
        "Khajuraho Airport (HJR), a few kilometres south of the town, has direct flights to Delhi and seasonal links to Varanasi and other cities.",
      byRail:
        "Khajuraho (KURJ) station, about 8 km from the temples, has direct trains to Delhi (overnight) and Jhansi, and a few to other cities. Many more trains stop at Mahoba and Satna, each two to three hours away by road.",
      byRoad:
        "Khajuraho is about 175 km from Jhansi (four hours), 115 km from Satna and 45 km from Panna. Buses connect it with these towns, and taxis are the easiest way to reach Panna and Raneh Falls.",
      nearestAirport: "HJR",
      nearestStation: "KURJ",
    },
    foodToTry: [
      {
        name: "Bundeli thali",
        description:
          "A regional meal of dal, seasonal vegetables, kadhi, rotis and rice, often with local specialities such as bafauri.",
      },
      {
        name: "Bafauri",
        description:
          "Steamed dumplings of ground chana dal and spices, a light Bundelkhand snack usually eaten with chutney.",
      },
      {
        name: "Poha and jalebi",
        description:
          "Flattened rice with onions, peanuts and lemon, paired with hot jalebis: Madhya Pradesh's favourite breakfast.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Stone and brass replicas",
        description:
          "Small copies of temple sculptures in stone and brass from the shops near the Western Group; quality varies, so look carefully.",
      },
      {
        heading: "Bell-metal craft",
        description:
          "Cast metal figures and lamps from nearby Tikamgarh district, a traditional Bundelkhand craft.",
      },
      {
        heading: "Madhya Pradesh handlooms",
        description:
          "Chanderi and Maheshwari saris and stoles, sold at the state government emporium.",
      },
    ],
    conclusion:
      "Spend a full day on the temples, with the Western Group at sunrise, the Jain and Southern temples in the afternoon and the light-and-sound show in the evening. Add a second day for a safari in Panna National Park or a drive to Raneh Falls.",
    latitude: 24.8318,
    longitude: 79.9199,
    categories: ["heritage-walk"],
    rating: 4.5,
    trending: false,
    images: [
      {
        wikipedia: "Kandariya Mahadeva Temple",
        alt: "The soaring spires of the Kandariya Mahadeva Temple at Khajuraho",
      },
    ],
  },
  places: [
    {
      slug: "khajuraho-western-group-of-temples",
      city: "khajuraho",
      name: "Khajuraho Western Group of Temples",
      description:
        "The largest and best-preserved group of the Khajuraho temples, set in lawns inside a walled and ticketed complex in the centre of town. It includes the Kandariya Mahadeva, the greatest of the Chandela temples.",
      suggestedDuration: "3 to 4 hours",
      whatToExpect:
        "A level walk between tall temples on high platforms, each of which you climb to circle the sculpted walls. Hiring a licensed guide or an audio guide helps make sense of the carvings; early morning light is the best for photographs.",
      moreAbout:
        "The temples follow the Nagara style, with clusters of spires rising like a mountain range. The sculptures show gods, celestial women, musicians, warriors and everyday life; the famous erotic scenes are only a small part of them. A light-and-sound show runs in the evenings.",
      history:
        "The group was built over roughly a century: the Lakshmana temple was completed around 954 CE under King Yashovarman and his son Dhanga, the Vishvanatha around 1002, and the Kandariya Mahadeva around 1030. The temples were restored by the Archaeological Survey of India from the 20th century onwards.",
      highlights:
        "The Kandariya Mahadeva temple, about 31 metres high; the Lakshmana temple and its friezes; the Vishvanatha, Chitragupta and Devi Jagadambi temples; and the Varaha shrine with its giant carved boar.",
      timings:
        "Open daily from sunrise to sunset; the light-and-sound show is held in the evening. As published by ASI; check before visiting.",
      entryFee:
        "Indians ₹40, foreign visitors ₹600 (slightly less online); children under 15 free. As published by ASI; check before visiting.",
      restrictedItems:
        "Climbing on the sculptures is forbidden; food, tripods without permission and drones are not allowed, and shoes must be removed inside the sanctums.",
      latitude: 24.852,
      longitude: 79.921,
      rating: 4.8,
      trending: false,
      images: [
        {
          wikipedia: "Kandariya Mahadeva Temple",
          alt: "The soaring spires of the Kandariya Mahadeva Temple at Khajuraho",
        },
      ],
    },
    {
      slug: "khajuraho-lakshmana-temple",
      city: "khajuraho",
      name: "Khajuraho Lakshmana Temple",
      description:
        "The oldest of the great temples in the Western Group, dedicated to Vishnu and standing with its four corner shrines intact. Its carvings are among the finest at Khajuraho.",
      suggestedDuration: "45 minutes to 1 hour",
      whatToExpect:
        "Part of the ticketed Western Group. You climb the high platform, walk around the outer friezes of processions, hunts and battles, and then enter the dark interior with its carved pillars and ceiling.",
      moreAbout:
        "It is one of the few Khajuraho temples with all five shrines of the panchayatana plan still standing. The sanctum holds a three-headed image of Vishnu in his Vaikuntha form.",
      history:
        "An inscription records that the temple was completed around 954 CE during the reign of the Chandela king Dhanga, after it was begun by his father Yashovarman. It marks the moment when the Chandelas established themselves as a major power.",
      highlights:
        "The platform friezes of soldiers, elephants and daily life, the graceful celestial figures on the walls, the carved interior, and the view across to the Kandariya Mahadeva.",
      timings:
        "Open daily from sunrise to sunset with the Western Group. As published by ASI; check before visiting.",
      entryFee:
        "Covered by the Western Group ticket: Indians ₹40, foreign visitors ₹600; children under 15 free. Check before visiting.",
      restrictedItems:
        "Shoes must be removed before entering; do not touch or climb on the sculptures, and drones and food are not allowed.",
      latitude: 24.8523,
      longitude: 79.9196,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Lakshmana Temple, Khajuraho",
          alt: "The Lakshmana Temple at Khajuraho on its high platform",
        },
      ],
    },
    {
      slug: "khajuraho-eastern-group-of-temples",
      city: "khajuraho",
      name: "Khajuraho Eastern Group of Temples",
      description:
        "A cluster of Jain and Hindu temples near the old village of Khajuraho, about 2 km east of the Western Group. The walled Jain complex is still in worship.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "A quieter, more scattered group: the Jain temples stand together in an enclosure, while the Hindu temples of Brahma, Vamana and Javari are a short walk or cycle ride away through the village.",
      moreAbout:
        "The Parshvanatha temple carries some of Khajuraho's loveliest sculptures, such as a woman applying eye make-up and another removing a thorn from her foot. A small Jain museum stands beside the temples.",
      history:
        "The Parshvanatha temple was built around the mid-10th century, in the reign of Dhanga, showing how the Chandela kings supported Jain merchants alongside Hindu cults. The Adinatha and Shantinatha temples followed, and the Shantinatha is still an active shrine.",
      highlights:
        "The Parshvanatha and Adinatha temples, the standing image in the Shantinatha temple, the Ghantai temple's pillars, and the Vamana and Javari temples.",
      timings:
        "Usually open from sunrise to sunset; the Jain temples may close at midday. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes and leather items must be left outside the Jain temples; dress modestly, and do not take food inside.",
      latitude: 24.8455,
      longitude: 79.9355,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Khajuraho Group of Monuments",
          alt: "Temples of the Khajuraho Group of Monuments, the World Heritage group to which the Eastern Group belongs",
        },
      ],
    },
    {
      slug: "khajuraho-southern-group-of-temples",
      city: "khajuraho",
      name: "Khajuraho Southern Group of Temples",
      description:
        "Two outlying temples south of the village: the Duladeo, dedicated to Shiva, and the Chaturbhuj, with a tall four-armed image in its sanctum. They are the latest of the Khajuraho temples.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "Two separate stops a few kilometres apart, best reached by bicycle, auto-rickshaw or car. Both are usually quiet, and the Chaturbhuj is a favourite place to watch the sunset.",
      moreAbout:
        "The Chaturbhuj temple is one of the few at Khajuraho with no erotic sculpture. The Duladeo shows the later Chandela style, with crowded, heavily ornamented figures.",
      history:
        "Both temples date from around 1100 to 1150 CE, when Chandela power was already declining. They are often seen as the end of the great period of temple building at Khajuraho.",
      highlights:
        "The four-armed image in the Chaturbhuj temple, sunset from its platform, the dancing celestial figures of the Duladeo, and the countryside around.",
      timings: "Open daily from sunrise to sunset. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes must be removed inside the sanctums; drones are not allowed, and do not climb on the temple walls.",
      latitude: 24.836,
      longitude: 79.932,
      rating: 4.1,
      trending: false,
      images: [
        {
          wikipedia: "Khajuraho Group of Monuments",
          alt: "Temples of the Khajuraho Group of Monuments, the World Heritage group that includes the Southern Group",
        },
      ],
    },
    {
      slug: "panna-national-park",
      city: "khajuraho",
      name: "Panna National Park",
      description:
        "A tiger reserve of dry forest, plateaus and gorges along the Ken River, whose nearest gate is about 25 km from Khajuraho. Tigers, leopards, deer, crocodiles and many birds live here.",
      suggestedDuration: "Half a day per safari",
      whatToExpect:
        "Jeep safaris with a forest guide leave at dawn and in the afternoon from the Madla and other gates; boat rides on the Ken River are sometimes offered. Book permits well in advance in the winter months.",
      moreAbout:
        "Panna's tigers had disappeared by 2009; tigers brought from other reserves have since bred so well that the park is cited as a conservation success. Its gorges and waterfalls are at their finest after the monsoon.",
      history:
        "The forests were hunting grounds of the rulers of Panna and nearby states. They were declared a national park in 1981 and a tiger reserve in 1994, and the area later became the core of the Panna Biosphere Reserve.",
      highlights:
        "A tiger or leopard sighting, the Ken River gorge, vultures nesting on the cliffs, and the plateau landscape at dawn.",
      timings:
        "Morning and afternoon safaris; the core zone is closed from about 1 July to 30 September. Timings and closures are set by the forest department; check before visiting.",
      entryFee:
        "Safari permits are booked through the Madhya Pradesh forest department, with separate charges for the jeep and guide; a full jeep usually costs several thousand rupees. Check before visiting.",
      restrictedItems:
        "Getting out of the vehicle, feeding animals, loud music, smoking and plastic are prohibited; drones are not allowed.",
      latitude: 24.73,
      longitude: 80.01,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Panna National Park",
          alt: "Forest and river landscape of Panna National Park",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "the-lalit-temple-view-khajuraho",
      city: "khajuraho",
      name: "The Lalit Temple View Khajuraho",
      about:
        "A luxury hotel of The Lalit group within walking distance of the Western Group of temples, set in gardens with a swimming pool. Some rooms look towards the temple spires.",
      address: "Opposite Circuit House, Khajuraho, Madhya Pradesh 471606, India",
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
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Spa", "Outdoor swimming pool", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Landscaped gardens", "Lobby lounge", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: [
          "Garden or temple views",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: [
          "Bathtub in some categories",
          "Bathrobes",
          "Hairdryer",
          "Complimentary toiletries",
        ],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Safaris to Panna can be arranged through the hotel at extra cost.",
        ],
      },
      rating: 4.5,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Lakshmana Temple, Khajuraho",
          alt: "The Lakshmana Temple in the Western Group, a short walk from the hotel (the photo does not show the hotel)",
        },
      ],
    },
    {
      slug: "radisson-jass-hotel-khajuraho",
      city: "khajuraho",
      name: "Radisson Jass Hotel Khajuraho",
      about:
        "An established hotel on the bypass road about a kilometre from the Western Group of temples, with a swimming pool and gardens. It is a popular choice for tour groups and families.",
      address: "Bypass Road, Khajuraho, Madhya Pradesh 471606, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: ["Restaurant serving Indian and continental dishes", "Bar", "Room service"],
        healthAndWellness: ["Outdoor swimming pool", "Spa treatments", "Fitness room"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Gardens", "Lobby lounge", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: ["Minibar", "Tea and coffee maker", "Flat-screen TV", "Work desk"],
        bathroom: ["Bathtub or shower", "Hairdryer", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.2,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Kandariya Mahadeva Temple",
          alt: "The Kandariya Mahadeva Temple in Khajuraho, about a kilometre from the hotel (the photo does not show the hotel)",
        },
      ],
    },
  ],
};
