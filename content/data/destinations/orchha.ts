import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "orchha",
    name: "Orchha",
    state: "Madhya Pradesh",
    description:
      "Orchha is a small town on the Betwa River in the Bundelkhand region, once the capital of the Bundela kings. Its palaces, temples and riverside cenotaphs stand almost untouched by modern building, a short drive from Jhansi.",
    bestTime:
      "October to March, when the days are pleasant for walking between the monuments and the riverbank.",
    seasons: {
      peak: {
        start: "October",
        end: "March",
        description:
          "Mild, sunny days and cool nights; ideal for the palaces, the Betwa riverside and the evening light-and-sound show.",
      },
      moderate: {
        start: "July",
        end: "September",
        description:
          "The monsoon swells the Betwa and greens the forest around the town; rain can interrupt plans, but the scenery is lovely and crowds are small.",
      },
      off: {
        start: "April",
        end: "June",
        description:
          "Very hot, often above 42°C; visit the monuments early and spend the afternoons indoors or by the river.",
      },
    },
    overview: {
      title: "Orchha: the forgotten capital of the Bundelas",
      history:
        "Rudra Pratap Singh of the Bundela Rajputs founded Orchha on an island in the Betwa in the early 16th century and made it his capital. His successors built palaces and temples, and Bir Singh Deo, an ally of the Mughal prince Salim who became the emperor Jahangir, raised the great Jahangir Mahal in the early 17th century. Orchha was overrun by Shah Jahan's army in 1635 after a Bundela revolt, and the rulers later moved their capital to Tikamgarh in 1783. Left behind, the old town kept its monuments, and in 2019 they were placed on UNESCO's tentative list of World Heritage Sites.",
      touristPlaces:
        "The Orchha Fort complex with the Raja Mahal, Jahangir Mahal and Rai Praveen Mahal, the Ram Raja Temple, the Chaturbhuj Temple, the Lakshmi Narayan Temple, the royal chhatris on the Betwa, and the Orchha Wildlife Sanctuary.",
      famousFor:
        "Bundela palaces and temples, the Ram Raja Temple where Rama is worshipped as a king, the riverside cenotaphs, Bundeli murals, and rafting and birdwatching on the Betwa.",
      weather:
        "Hot summers with temperatures above 42°C in May and June, a monsoon from July to September, and pleasant winters with days around 24°C and nights that can fall to 5°C.",
    },
    howToReach: {
      byAir:
        "The nearest airport with regular flights is Gwalior (GWL), about 120 km away (two and a half hours by road). Khajuraho Airport is about 175 km away.",
      byRail:
        "Orchha (ORC) has a small station a few kilometres from the town with a handful of trains. Most visitors arrive at Jhansi (now Virangana Lakshmibai Jhansi), about 16 km away, where fast trains from Delhi take about four and a half hours.",
      byRoad:
        "Orchha is a 30-minute drive from Jhansi by taxi or auto-rickshaw, and shared tempos run between the two. Khajuraho is about four hours away by road.",
      nearestAirport: "GWL",
      nearestStation: "ORC",
    },
    foodToTry: [
      {
        name: "Bundeli thali",
        description:
          "A simple regional meal of dal, seasonal vegetables, kadhi, rotis and rice, served in the town's small restaurants.",
      },
      {
        name: "Bafauri",
        description:
          "Steamed, spiced dumplings of ground chana dal, a light Bundelkhand dish usually served with chutney.",
      },
      {
        name: "Poha and jalebi",
        description:
          "Flattened rice with onions and peanuts paired with syrupy jalebis, the standard breakfast of the region.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Bell-metal figures",
        description:
          "Cast metal figures, lamps and animals made in the traditional style of nearby Tikamgarh district.",
      },
      {
        heading: "Temple-bazaar souvenirs",
        description:
          "Devotional pictures, brass items and bangles from the stalls on the lane to the Ram Raja Temple.",
      },
      {
        heading: "Madhya Pradesh handlooms",
        description:
          "Chanderi and Maheshwari saris and stoles, the best-known weaves of the state, sold in shops and emporiums.",
      },
    ],
    conclusion:
      "One full day covers the fort complex, the temples and the cenotaphs at sunset, but a second lets you enjoy the river, the forest and the evening aarti at the Ram Raja Temple at an easy pace. Orchha combines well with Khajuraho and Gwalior.",
    latitude: 25.3519,
    longitude: 78.642,
    categories: ["heritage-walk", "places-to-relax"],
    rating: 4.5,
    trending: false,
    images: [
      {
        wikipedia: "Orchha Fort complex",
        alt: "Palaces of the Orchha Fort complex on the Betwa River",
      },
      {
        wikipedia: "Chaturbhuj Temple, Orchha",
        alt: "The tall spires of the Chaturbhuj Temple in Orchha",
      },
    ],
  },
  places: [
    {
      slug: "orchha-fort-complex",
      city: "orchha",
      name: "Orchha Fort Complex",
      description:
        "A walled island in the Betwa, reached by a many-arched bridge, that holds the palaces of the Bundela kings. The oldest, the Raja Mahal, has rooms painted with vivid murals.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "You cross the bridge and wander freely through palaces, stairways and rooftops, with the Jahangir Mahal and Rai Praveen Mahal in the same complex. There is little signage, so a local guide helps; a light-and-sound show is held in the evening.",
      moreAbout:
        "The Raja Mahal's ceilings and walls are painted with scenes of Vishnu's avatars, the Ramayana and court life. The Rai Praveen Mahal was built for a celebrated poet and dancer of the court, and part of the complex is a small state-run hotel.",
      history:
        "The fort was founded by Rudra Pratap Singh in the early 16th century, and Madhukar Shah completed the Raja Mahal later in the century. Bir Singh Deo added the Jahangir Mahal, and the complex was abandoned when the court moved to Tikamgarh in 1783.",
      highlights:
        "The Raja Mahal murals, the view from the rooftops over the river and temples, the Rai Praveen Mahal and its garden, and the evening light-and-sound show.",
      timings:
        "Usually about 9:00 am to 5:00 pm daily, with a light-and-sound show after dark. Check before visiting.",
      entryFee:
        "One composite ticket covers most Orchha monuments: about ₹10 for Indians and about ₹250 for foreign visitors, with an extra camera charge. Check before visiting.",
      restrictedItems:
        "Do not touch the murals or climb on the parapets; drones are not allowed, and some upper floors are closed for safety.",
      latitude: 25.351,
      longitude: 78.642,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Orchha Fort complex",
          alt: "Palaces of the Orchha Fort complex on the Betwa River",
        },
      ],
    },
    {
      slug: "jahangir-mahal-orchha",
      city: "orchha",
      name: "Jahangir Mahal",
      description:
        "The grandest palace of Orchha, a square, many-domed building inside the fort complex built to host the Mughal emperor Jahangir. Its balconies and domes rise above the Betwa.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "You enter through a gateway flanked by stone elephants into a central courtyard surrounded by three storeys of rooms and terraces. Climb to the top for views of the town, the cenotaphs and the river.",
      moreAbout:
        "The palace combines Rajput and Mughal features, with hanging balconies, domed pavilions and traces of blue tile work. It is covered by the Orchha composite ticket.",
      history:
        "Bir Singh Deo built the palace in the early 17th century to mark the friendship between the Bundelas and Jahangir, whom he had helped to the throne. Jahangir is said to have stayed here for a single night.",
      highlights:
        "The elephant gateway, the central courtyard, the domed rooftop pavilions, remains of tile work, and the views over Orchha.",
      timings: "Usually about 9:00 am to 5:00 pm daily. Check before visiting.",
      entryFee:
        "Covered by the Orchha composite ticket (about ₹10 for Indians and about ₹250 for foreign visitors). Check before visiting.",
      restrictedItems:
        "Drones are not allowed; keep away from unguarded edges on the upper floors, and do not climb on the domes.",
      latitude: 25.3515,
      longitude: 78.6435,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Jahangir Mahal",
          alt: "The domed Jahangir Mahal palace in Orchha",
        },
      ],
    },
    {
      slug: "ram-raja-temple",
      city: "orchha",
      name: "Ram Raja Temple",
      description:
        "The town's main temple, a palace-like building in which Rama is worshipped as a king. It is the only temple in India where the god receives a daily guard of honour from armed police.",
      suggestedDuration: "45 minutes to 1 hour",
      whatToExpect:
        "A lively working temple with a square of stalls in front, busiest at the morning and evening aartis. The doors close in the middle of the day, so plan around the darshan times.",
      moreAbout:
        "Because Rama is treated as the ruler of Orchha, the police salute him each day in a ceremonial guard of honour. Devotees come from all over Bundelkhand, especially at Ram Navami and Vivah Panchami.",
      history:
        "Legend says Queen Ganesh Kunwari brought an image of Rama from Ayodhya in the 16th century and placed it in her palace while the Chaturbhuj Temple was being built for it. When the time came, the image could not be moved, and the palace became the temple.",
      highlights:
        "The evening aarti, the police guard of honour, the temple's palace architecture, and the bazaar outside.",
      timings:
        "Open for darshan in the morning and evening, roughly 8:00 am to 12:30 pm and 7:00 pm to 10:30 pm; hours vary with the season. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Cameras and photography are not allowed inside; leather items, shoes and large bags must be left outside, and dress should be modest.",
      latitude: 25.3527,
      longitude: 78.6407,
      rating: 4.5,
      trending: false,
      images: [{ wikipedia: "Ram Raja Temple", alt: "The Ram Raja Temple in Orchha" }],
    },
    {
      slug: "orchha-chaturbhuj-temple",
      city: "orchha",
      name: "Orchha Chaturbhuj Temple",
      description:
        "A huge temple raised on a high stone platform next to the Ram Raja Temple, its spires among the tallest in Orchha. It was built to house the image of Rama and is now dedicated to Vishnu.",
      suggestedDuration: "45 minutes to 1 hour",
      whatToExpect:
        "Steep steps lead up to a lofty, cathedral-like hall that is almost bare inside. Narrow stairs climb to the roof, where there are wide views of the town and the palaces.",
      moreAbout:
        "The temple's plan is shaped like a cross, and its soaring interior is unusual for a Hindu temple. Lotus and other carvings decorate its exterior.",
      history:
        "Work began in the late 16th century under Madhukar Shah and his queen to enshrine the image of Rama she had brought from Ayodhya, and it was completed under Bir Singh Deo. Since the image remained in the queen's palace, the temple was dedicated to Chaturbhuj, the four-armed Vishnu.",
      highlights:
        "The towering spires, the lofty central hall, the rooftop views, and the carved lotus decoration.",
      timings: "Usually open from morning to evening. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes must be removed; the roof stairs are narrow and steep, so climb with care. Drones are not allowed.",
      latitude: 25.3533,
      longitude: 78.6415,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Chaturbhuj Temple, Orchha",
          alt: "The tall spires of the Chaturbhuj Temple in Orchha",
        },
      ],
    },
    {
      slug: "orchha-royal-chhatris",
      city: "orchha",
      name: "Royal Chhatris of Orchha",
      description:
        "A row of fourteen tall cenotaphs of the Bundela rulers on the Kanchan Ghat of the Betwa River, south of the town. Seen from the far bank at sunset, they are Orchha's most famous view.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A walled garden of temple-like memorials on high platforms beside the river; some can be climbed. Walk along the ghat or cross the river bridge for the classic view at dusk.",
      moreAbout:
        "Endangered vultures nest on the tall spires, and birdwatchers come to see them. The Betwa here is popular for river bathing and, in season, rafting.",
      history:
        "The chhatris were built between the 16th and 18th centuries to honour the rulers of Orchha, including Bir Singh Deo. They combine the square platforms of Rajput memorials with temple-like spires.",
      highlights:
        "Sunset over the cenotaphs from across the Betwa, the vultures on the spires, Kanchan Ghat, and the riverside walk.",
      timings:
        "Usually about 9:00 am to 5:00 pm daily; the riverbank is open longer. Check before visiting.",
      entryFee:
        "Covered by the Orchha composite ticket (about ₹10 for Indians and about ₹250 for foreign visitors). Check before visiting.",
      restrictedItems:
        "Do not disturb nesting birds or climb closed structures; swimming in the river can be dangerous during high water, and drones are not allowed.",
      latitude: 25.3457,
      longitude: 78.6437,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Orchha",
          alt: "A view of Orchha, the riverside town where the royal cenotaphs stand",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "amar-mahal-orchha",
      city: "orchha",
      name: "Amar Mahal Orchha",
      about:
        "A heritage-style hotel built in the manner of a Bundela palace, with domes, arches and courtyards, a short walk from the fort complex. It has gardens, a swimming pool and a restaurant serving Bundeli and Indian food.",
      address: "Orchha, Niwari district, Madhya Pradesh 472246, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Restaurant serving Bundeli, Indian and continental dishes",
          "Room service",
        ],
        healthAndWellness: ["Outdoor swimming pool", "Spa treatments"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "Fire safety systems"],
        commonArea: ["Gardens", "Courtyards", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: ["Traditional decor", "Flat-screen TV", "Tea and coffee maker"],
        bathroom: ["Bathtub or shower", "Hot water", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Transfers from Jhansi station can be arranged by the hotel.",
        ],
      },
      rating: 4.2,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Orchha Fort complex",
          alt: "The Orchha Fort complex, a short walk from the hotel (the photo does not show the hotel)",
        },
      ],
    },
    {
      slug: "mpt-sheesh-mahal-orchha",
      city: "orchha",
      name: "MPT Sheesh Mahal, Orchha",
      about:
        "A small heritage hotel run by Madhya Pradesh Tourism inside the Orchha fort complex, in an old palace wing between the Raja Mahal and the Jahangir Mahal. It has only a few rooms, some with views over the palaces and the town.",
      address: "Inside Orchha Fort complex, Orchha, Niwari district, Madhya Pradesh 472246, India",
      amenities: {
        basicFacilities: [
          "Wi-Fi in public areas",
          "Air conditioning",
          "Front desk",
          "Parking near the fort",
        ],
        foodAndDrinks: ["Restaurant serving Indian dishes", "Room service"],
        healthAndWellness: ["Terraces for walks and yoga"],
        safetyAndSecurity: ["Security staff", "Staffed front desk"],
        commonArea: ["Palace terraces", "Dining hall", "Tourist information"],
      },
      roomAmenities: {
        roomFeatures: ["Heritage rooms", "Palace or town views in some rooms", "Television"],
        bathroom: ["Shower", "Hot water", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Rooms are few and popular; book through Madhya Pradesh Tourism well in advance.",
        ],
      },
      rating: 4.1,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Orchha Fort complex",
          alt: "The Orchha Fort complex, inside which the hotel stands (the photo does not show the hotel itself)",
        },
      ],
    },
  ],
};
