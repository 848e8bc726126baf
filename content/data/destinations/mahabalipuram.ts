import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "mahabalipuram",
    name: "Mahabalipuram",
    state: "Tamil Nadu",
    description:
      "Mahabalipuram, also called Mamallapuram, is a small seaside town about 55 km south of Chennai that was a port of the Pallava kings. Its rock-cut caves, monolithic shrines, giant open-air relief and the Shore Temple together form a UNESCO World Heritage Site.",
    bestTime:
      "December to February, when the sea breeze keeps days pleasant for walking between the monuments.",
    seasons: {
      peak: {
        start: "December",
        end: "February",
        description:
          "Dry, warm days and cooler evenings; the Mamallapuram Dance Festival, usually held from late December into January, stages classical dance against the carved rocks.",
      },
      moderate: {
        start: "July",
        end: "November",
        description:
          "Humid weather with passing showers, turning to heavy north-east monsoon rain in October and November; the monuments are quieter and greener.",
      },
      off: {
        start: "March",
        end: "June",
        description:
          "Hot, bright months with little shade at the rock sites; visit at opening time or late afternoon and carry water.",
      },
    },
    overview: {
      title: "Mahabalipuram: the Pallava sculptors' shore",
      history:
        "Mamallapuram takes its name from Mamalla, a title of the Pallava king Narasimhavarman I, who ruled from Kanchipuram in the 7th century and made this harbour a centre of trade with South-East Asia. Under him and his successors, sculptors cut caves, halls and chariot-shaped shrines straight out of the granite outcrops near the shore. Around the early 8th century Narasimhavarman II, known as Rajasimha, built the Shore Temple, one of the earliest structural stone temples in South India. European sailors knew the site as the 'Seven Pagodas', and in 1984 UNESCO listed the Group of Monuments at Mahabalipuram as a World Heritage Site.",
      touristPlaces:
        "The Shore Temple, the Pancha Rathas, Arjuna's Penance, Krishna's Butterball, the Varaha Cave Temple and other mandapas on the central hill, and the Tiger Cave a few kilometres north.",
      famousFor:
        "Pallava rock-cut architecture, the Shore Temple, granite stone carving workshops, fresh seafood and a relaxed beach.",
      weather:
        "Tropical and humid: summer days reach 35–40°C from April to June, winters are around 28–30°C by day and 20°C at night, and the north-east monsoon brings most of the year's rain between October and December.",
    },
    howToReach: {
      byAir:
        "Chennai International Airport (MAA) is about 55 km away, roughly one and a half hours by taxi along the East Coast Road or the Old Mahabalipuram Road.",
      byRail:
        "The nearest railway station is Chengalpattu (CGL), about 30 km inland, on the line from Chennai Egmore towards Villupuram and served by frequent suburban trains. Buses and taxis connect Chengalpattu with Mahabalipuram.",
      byRoad:
        "The East Coast Road makes for an easy drive from Chennai (about 55 km) and continues south to Puducherry (about 95 km). Government buses run frequently from Chennai, and the town itself is small enough to explore on foot or by bicycle.",
      nearestAirport: "MAA",
      nearestStation: "CGL",
    },
    foodToTry: [
      {
        name: "Fresh seafood",
        description:
          "Prawns, crab, squid and the catch of the day, grilled or fried with spices at the small restaurants near the beach; agree on the price by weight before cooking.",
      },
      {
        name: "Banana-leaf meals",
        description:
          "Rice with sambar, rasam, vegetable dishes, curd and pickles served on a banana leaf at simple local eateries.",
      },
      {
        name: "Tender coconut",
        description:
          "Chilled green coconuts opened on the spot, the best refreshment between monuments.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Stone carvings",
        description:
          "Granite and soapstone figures of deities, animals and temple motifs made in the town's many sculpture workshops, from small pieces to life-size statues.",
      },
      {
        heading: "Shell and bead crafts",
        description:
          "Necklaces, curtains and trinkets made from shells, sold by stalls near the beach.",
      },
      {
        heading: "Handloom textiles",
        description:
          "Cotton sarees, stoles and beachwear from Tamil Nadu weavers, sold in the shops along the main streets.",
      },
    ],
    conclusion:
      "Mahabalipuram's monuments sit close together and can be seen in a long day from Chennai, but an overnight stay lets you catch the Shore Temple in soft morning light. Combine the town with a drive down the East Coast Road to Puducherry.",
    latitude: 12.6172,
    longitude: 80.1927,
    categories: ["heritage-walk", "beach-retreat", "places-to-relax"],
    rating: 4.5,
    trending: false,
    images: [
      {
        wikipedia: "Shore Temple",
        alt: "The granite towers of the Shore Temple beside the sea at Mahabalipuram",
      },
      {
        wikipedia: "Pancha Rathas",
        alt: "Monolithic rock-cut shrines of the Pancha Rathas at Mahabalipuram",
      },
    ],
  },
  places: [
    {
      slug: "shore-temple",
      city: "mahabalipuram",
      name: "Shore Temple",
      description:
        "A granite temple complex standing right at the edge of the Bay of Bengal, with two pyramidal towers and three shrines, two dedicated to Shiva and one to Vishnu. It is the most photographed monument in Mahabalipuram and part of the UNESCO World Heritage Site.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "A short walk from the ticket office through lawns to the temple, which is enclosed by a low wall lined with carved Nandi bulls. The stone is weathered by centuries of salt wind, and a breakwater now protects it from the waves; early morning brings the softest light and the fewest visitors.",
      moreAbout:
        "Inside, one shrine holds a reclining Vishnu and another a panel of Shiva with Parvati and their son Skanda. The same ticket covers the Pancha Rathas, and the beach beside the temple is a pleasant place to linger.",
      history:
        "The temple was built around the early 8th century during the reign of the Pallava king Narasimhavarman II, also called Rajasimha. Unlike the older monuments here, which were carved out of living rock, it was assembled from cut blocks of granite. The tsunami of 2004 briefly exposed remains of other structures along the shore, supporting old accounts of more temples lost to the sea.",
      highlights:
        "The two carved towers against the sea, the rows of Nandi sculptures on the enclosure wall, the reclining Vishnu shrine and the sunrise view from the beach.",
      timings: "Open daily 6:00 am to 6:00 pm; check before visiting.",
      entryFee:
        "Indians ₹40, foreign visitors ₹600 (ASI), slightly less when paid online; one ticket also covers the Pancha Rathas; children under 15 free. Check before visiting.",
      restrictedItems:
        "Climbing on the monument is not allowed; drones and tripods need ASI permission; food is not allowed inside the enclosure; footwear must be removed where signs ask.",
      latitude: 12.6166,
      longitude: 80.1992,
      rating: 4.7,
      trending: true,
      images: [
        {
          wikipedia: "Shore Temple",
          alt: "The Shore Temple's carved granite towers at the edge of the sea",
        },
      ],
    },
    {
      slug: "pancha-rathas",
      city: "mahabalipuram",
      name: "Pancha Rathas",
      description:
        "Five shrines shaped like temple chariots, each carved from a single outcrop of granite at the southern end of town. Named by later tradition after the five Pandava brothers and Draupadi, they show different early styles of South Indian temple architecture side by side.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A compact, sandy enclosure where you can walk around all five rathas and the life-size stone elephant, lion and Nandi beside them. There is little shade, so go early or late in the day.",
      moreAbout:
        "The rathas range from a simple hut-shaped shrine to a multi-storeyed structure with an apsidal end, almost a catalogue of forms that later builders developed in full-size temples. Guides at the gate can explain the carved panels of deities and royal figures.",
      history:
        "The rathas were carved in the 7th century under the Pallavas, most likely during the reign of Narasimhavarman I. They were never finished or consecrated for worship. For a long time they lay half buried in sand until they were cleared in the colonial period.",
      highlights:
        "The Dharmaraja ratha with its tiered roof, the thatched-hut form of the Draupadi ratha, the apsidal Sahadeva ratha and the free-standing stone elephant.",
      timings: "Open daily 6:00 am to 6:00 pm; check before visiting.",
      entryFee:
        "Covered by the same ASI ticket as the Shore Temple: Indians ₹40, foreign visitors ₹600; children under 15 free. Check before visiting.",
      restrictedItems:
        "Do not climb on the rathas or the animal sculptures; drones need permission; no food inside the enclosure.",
      latitude: 12.6086,
      longitude: 80.199,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Pancha Rathas",
          alt: "The five monolithic chariot-shaped shrines of the Pancha Rathas",
        },
      ],
    },
    {
      slug: "arjunas-penance",
      city: "mahabalipuram",
      name: "Arjuna's Penance",
      description:
        "A huge relief carved across the face of two granite boulders in the centre of town, crowded with gods, sages, animals and celestial beings. It is among the largest open-air rock reliefs in the world and is also known as the Descent of the Ganges.",
      suggestedDuration: "30 minutes to 1 hour",
      whatToExpect:
        "The relief faces a main street and can be viewed from the pavement without a ticket. Stand back to take in the whole composition, then move closer to pick out the details; evening light brings out the depth of the carving.",
      moreAbout:
        "A natural cleft between the boulders represents a river, with serpent deities rising in it, while life-size elephants lead a procession at the base. Scholars still debate whether the scene shows Arjuna's penance to win Shiva's weapon or Bhagiratha bringing the Ganges down to earth.",
      history:
        "The relief was carved in the 7th century under the Pallava kings, probably beginning in the reign of Narasimhavarman I. Water may once have been channelled down the cleft from a tank above to bring the river scene to life. Next to it are the unfinished rock-cut Krishna Mandapa and other Pallava works.",
      highlights:
        "The life-size elephants, the ascetic standing on one leg, the cat mimicking a sage surrounded by mice, and the serpent figures in the central cleft.",
      timings: "Viewable at any time from the street; best in daylight.",
      entryFee: "Free.",
      restrictedItems:
        "Do not climb on or touch the carvings; the space in front is a public road, so watch for traffic.",
      latitude: 12.6173,
      longitude: 80.1919,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Descent of the Ganges (Mahabalipuram)",
          alt: "The great rock relief of Arjuna's Penance carved across two granite boulders",
        },
      ],
    },
    {
      slug: "krishnas-butterball",
      city: "mahabalipuram",
      name: "Krishna's Butterball",
      description:
        "A giant, rounded granite boulder perched on a smooth rock slope on the hill behind Arjuna's Penance, seemingly about to roll away. Its name links it to the child Krishna's love of stolen butter.",
      suggestedDuration: "30 minutes",
      whatToExpect:
        "A short climb up open rock to reach the boulder, which is about 6 metres high; it is a popular spot for photographs, and families picnic in its shade. The rock can be slippery and hot at midday.",
      moreAbout:
        "The boulder sits within a park that also contains several Pallava cave shrines, so it is easy to combine with the Varaha Cave Temple and the Ganesha Ratha nearby. From the top of the slope there are views over the town.",
      history:
        "The boulder is a natural formation that has rested on the slope for centuries. A popular local story says that a British governor of Madras in the early 1900s tried and failed to move it with elephants. Its fame grew when images of world leaders posing beside it were published during a summit held here in 2019.",
      highlights:
        "The improbable balance of the boulder, the smooth granite slope, and the surrounding Pallava caves.",
      timings:
        "Open daily from about sunrise to sunset; check before visiting, as the hill park's ticketing arrangements have changed over time.",
      entryFee:
        "Generally free or covered by a small ticket for the hill monuments; check before visiting.",
      restrictedItems:
        "Do not try to climb on the boulder; wear shoes with good grip on the rock; no littering.",
      latitude: 12.6193,
      longitude: 80.1913,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Krishna's Butterball",
          alt: "The huge round granite boulder called Krishna's Butterball on a rock slope",
        },
      ],
    },
    {
      slug: "varaha-cave-temple",
      city: "mahabalipuram",
      name: "Varaha Cave Temple",
      description:
        "A small rock-cut hall on the central hill, fronted by pillars resting on seated lions. Its inside walls carry some of the finest sculpted panels in Mahabalipuram.",
      suggestedDuration: "20 to 30 minutes",
      whatToExpect:
        "A compact cave just off the path near Krishna's Butterball; step inside to see the large relief panels on the side walls. It can feel dim on cloudy days, so give your eyes a moment to adjust.",
      moreAbout:
        "The main panels show Vishnu as the boar Varaha lifting the earth goddess from the ocean, and Vishnu as Trivikrama striding across the universe, with Gajalakshmi and Durga on the other walls. The carvings are admired for their balance and movement.",
      history:
        "The cave was carved in the 7th century under the Pallavas and is usually dated to the time of Narasimhavarman I. It is one of several mandapas cut into the central hill. Its lion-based pillars became a typical feature of Pallava architecture.",
      highlights:
        "The Varaha panel, the striding Trivikrama, the Gajalakshmi scene and the lion-based pillars.",
      timings: "Open daily from about sunrise to sunset; check before visiting.",
      entryFee: "Generally free; check before visiting.",
      restrictedItems: "Do not touch the carved panels; flash photography is discouraged.",
      latitude: 12.6186,
      longitude: 80.1911,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Varaha Cave Temple",
          alt: "The pillared front of the rock-cut Varaha Cave Temple at Mahabalipuram",
        },
      ],
    },
    {
      slug: "tiger-cave-mahabalipuram",
      city: "mahabalipuram",
      name: "Tiger Cave, Saluvankuppam",
      description:
        "A rock-cut shrine at Saluvankuppam, about 5 km north of Mahabalipuram, whose entrance is ringed by carved heads of mythical lion-like beasts. It stands in a quiet garden by the sea, away from the town's crowds.",
      suggestedDuration: "30 minutes to 1 hour",
      whatToExpect:
        "A short drive or cycle ride up the East Coast Road, then a walk through a tidy lawn to the carved boulder. It is usually calm, with space to look closely at the carving.",
      moreAbout:
        "Near the Tiger Cave, excavations after the 2004 tsunami uncovered the remains of an early brick temple to Murugan, one of the oldest temple sites found in Tamil Nadu. Close by is the Atiranachanda rock-cut cave, which carries Pallava inscriptions.",
      history:
        "The Tiger Cave is generally dated to the later Pallava period, around the 8th century. The creatures around its opening are yalis, mythical beasts, which visitors took for tigers. The site was part of the wider Pallava port complex along this coast.",
      highlights:
        "The ring of yali heads around the shrine, the nearby Atiranachanda cave with its Pallava inscriptions, the excavated Murugan temple remains and the sea views.",
      timings: "Open daily from about sunrise to sunset; check before visiting.",
      entryFee: "Generally free; check before visiting.",
      restrictedItems: "Do not climb on the carvings; drones need permission.",
      latitude: 12.6528,
      longitude: 80.2172,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Tiger Cave",
          alt: "The Tiger Cave shrine with carved yali heads around its opening",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "radisson-blu-resort-temple-bay-mamallapuram",
      city: "mahabalipuram",
      name: "Radisson Blu Resort Temple Bay Mamallapuram",
      about:
        "A large beach resort operated by GRT Hotels under the Radisson Blu brand, set in landscaped grounds of about 44 acres on the sea at the northern edge of town. The Shore Temple is a short distance away along the beach.",
      address: "57, Kovalam Road, Mamallapuram, Tamil Nadu 603104, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Free parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "All-day restaurant serving Indian and international dishes",
          "Seafood restaurant",
          "Bar",
          "In-room dining",
        ],
        healthAndWellness: [
          "Large swimming pools",
          "Spa and Ayurveda treatments",
          "Fitness centre",
        ],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Landscaped gardens", "Beach access", "Children's play area", "Banquet halls"],
      },
      roomAmenities: {
        roomFeatures: [
          "Chalets and villas with balconies",
          "Pool or sea views in some categories",
          "Flat-screen TV",
          "Minibar",
          "Tea and coffee maker",
        ],
        bathroom: ["Bathtub in some categories", "Shower", "Hairdryer", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Swim in the sea only where the resort says it is safe; currents can be strong.",
        ],
      },
      rating: 4.4,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Shore Temple",
          alt: "The Shore Temple, a short walk along the beach from the resort (the photo shows the temple, not the hotel)",
        },
      ],
    },
    {
      slug: "ideal-beach-resort-mahabalipuram",
      city: "mahabalipuram",
      name: "Ideal Beach Resort",
      about:
        "A long-running beach resort on the East Coast Road just north of Mahabalipuram, with cottages and rooms set in gardens by the sea. It is a popular weekend escape from Chennai.",
      address: "East Coast Road, Mamallapuram, Tamil Nadu 603104, India",
      amenities: {
        basicFacilities: ["Wi-Fi", "Air conditioning", "24-hour front desk", "Free parking"],
        foodAndDrinks: [
          "Restaurant serving Indian, continental and seafood dishes",
          "Bar",
          "Room service",
        ],
        healthAndWellness: ["Swimming pool", "Spa treatments"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas"],
        commonArea: ["Gardens", "Beach frontage", "Children's play area"],
      },
      roomAmenities: {
        roomFeatures: [
          "Air conditioning",
          "Television",
          "Sit-out or balcony in cottages",
          "Tea and coffee maker",
        ],
        bathroom: ["Shower", "Hot water", "Toiletries"],
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
          wikipedia: "Group of Monuments at Mahabalipuram",
          alt: "Pallava monuments of Mahabalipuram, the town near the resort (not a photo of the hotel)",
        },
      ],
    },
  ],
};
