import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "diu",
    name: "Diu",
    state: "Dadra and Nagar Haveli and Daman and Diu",
    description:
      "Diu is a small island off the southern coast of Gujarat's Saurashtra peninsula, joined to the mainland by bridges. A Portuguese possession until 1961, it combines a massive sea fort, old churches and a walled town with quiet beaches, fishing villages and an unhurried pace.",
    bestTime:
      "October to March, when the days are warm and sunny, the sea is calm and the evenings are cool.",
    seasons: {
      peak: {
        start: "October",
        end: "March",
        description:
          "Dry, sunny weather with daytime temperatures in the high 20s makes this the best time for the beaches, cycling around the island and exploring the fort; weekends and Gujarati holidays get busy.",
      },
      moderate: {
        start: "July",
        end: "September",
        description:
          "The monsoon is lighter here than on India's south-west coast, bringing short heavy showers, fresh green landscapes and low hotel rates, though the sea is rough and swimming is unsafe.",
      },
      off: {
        start: "April",
        end: "June",
        description:
          "It is hot and humid, with temperatures in the mid 30s; sea breezes help, but sightseeing is best done early in the morning and after sunset.",
      },
    },
    overview: {
      title: "Diu: a Portuguese island on the Saurashtra coast",
      history:
        "Diu's harbour made it an important port on the Arabian Sea trade routes, and in 1509 a famous naval battle off its coast gave the Portuguese control of the western Indian Ocean. In 1535 Bahadur Shah, the Sultan of Gujarat, allowed them to build a fort here in return for help against the Mughal emperor Humayun. The alliance soon broke down, but the Portuguese held the fort through two great sieges in 1538 and 1546. Diu remained Portuguese until December 1961, when Indian forces took it in Operation Vijay. It was governed with Goa and Daman and later with Daman alone, and since 2020 it has been part of the union territory of Dadra and Nagar Haveli and Daman and Diu.",
      touristPlaces:
        "Diu Fort, St. Paul's Church, the Naida Caves, Zampa Gateway, Nagoa, Ghoghla and Chakratirth beaches, the Gangeshwar temple, the INS Khukri memorial and the sea shell museum.",
      famousFor:
        "Its Portuguese fort and churches, clean beaches fringed with hoka palms, fresh seafood, a relaxed island atmosphere and, unlike neighbouring Gujarat, the legal sale of alcohol.",
      weather:
        "Hot semi-arid coastal climate: winter days are about 28°C with mild nights, April to June is hot and humid in the mid 30s, and the monsoon from late June to September brings moderate rain.",
    },
    howToReach: {
      byAir:
        "Diu Airport (DIU), about 6 km west of the town near Nagoa, has a limited number of scheduled domestic flights; routes change, so check current schedules. Otherwise the nearest large airports are at Rajkot and Ahmedabad, several hours away by road.",
      byRail:
        "There is no railway on the island. Veraval (VRL), about 90 km away by road, is the nearest major station, with trains to Ahmedabad, Rajkot and beyond; taxis and buses continue to Diu in about two hours. The small mainland station at Delvada, about 10 km away, has had only limited metre-gauge services.",
      byRoad:
        "Bridges link the island to Ghoghla and the Gujarat town of Una, about 13 km away. Ahmedabad is about 360 km (eight hours) by road, Somnath about 85 km and Rajkot about 230 km; state and private buses run from these cities.",
      nearestAirport: "DIU",
      nearestStation: "VRL",
    },
    foodToTry: [
      {
        name: "Fresh seafood",
        description:
          "Pomfret, kingfish, prawns, crab and lobster, grilled or cooked in masala, served at restaurants near the fish market and at Nagoa beach.",
      },
      {
        name: "Kathiawadi thali",
        description:
          "A spread of the Saurashtra region's food: bajra rotla with butter, spicy sev tameta nu shaak, kadhi, khichdi and buttermilk.",
      },
      {
        name: "Hoka fruit",
        description:
          "The fibrous fruit of the hoka palm, a tree said to have been brought from Africa by the Portuguese and found almost nowhere else in India; it is sold in season by roadside vendors.",
      },
      {
        name: "Gujarati farsan",
        description:
          "Breakfast snacks such as fafda with jalebi, dhokla and ganthiya, found at small eateries in the town.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Seashell crafts",
        description:
          "Boxes, mirrors, lamps and jewellery decorated with shells are sold around the town and beaches.",
      },
      {
        heading: "Saurashtra textiles",
        description:
          "Bandhani tie-dye, mirror-work embroidery and block-printed fabrics from the surrounding region of Gujarat.",
      },
      {
        heading: "Dried fish and local spices",
        description:
          "The fishing villages dry and sell fish and prawns, and markets stock Kathiawadi spice mixes and pickles.",
      },
    ],
    conclusion:
      "Diu is best enjoyed slowly: hire a scooter or bicycle, explore the fort and old town in the morning, and spend the afternoons on the beaches. Remember that Gujarat is a dry state, so alcohol bought in Diu may not be carried across the bridge.",
    latitude: 20.7144,
    longitude: 70.9874,
    categories: ["beach-retreat", "heritage-walk", "places-to-relax"],
    rating: 4.2,
    trending: false,
    images: [
      {
        wikipedia: "Diu Fort",
        alt: "The stone ramparts of Diu Fort rising from the sea",
      },
      {
        wikipedia: "Diu, India",
        alt: "The red-painted Zampa Gateway in the old town wall of Diu",
      },
    ],
  },
  places: [
    {
      slug: "diu-fort",
      city: "diu",
      name: "Diu Fort",
      description:
        "A massive Portuguese fortress on the eastern tip of the island, surrounded by the sea on three sides and by a rock-cut moat on the fourth. It is the island's main landmark.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "A walk through gateways and along wide ramparts lined with old cannon, with sea views on every side and a lighthouse at the highest point. There is little shade, so visit in the morning or late afternoon.",
      moreAbout:
        "Across the water stands the small sea fort of Panikota, built on a rock in the channel. Inside the main fort are the ruins of a church, cisterns, piles of iron cannonballs and a chapel.",
      history:
        "The Portuguese began the fort in 1535 after their treaty with Sultan Bahadur Shah of Gujarat and strengthened it after the sieges of 1538 and 1546, which it survived. It remained a Portuguese military base until December 1961, when it came under Indian air and naval attack before the Portuguese garrison surrendered. Part of the fort was later used as a jail.",
      highlights:
        "The ramparts and bastions, rows of old cannon, the lighthouse, the rock-cut moat, views of Panikota sea fort and sunset over the sea.",
      timings: "Open daily, roughly 9:00 am to 6:00 pm. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Do not climb onto the outer walls or crumbling sections; drones need permission, and littering is prohibited.",
      latitude: 20.7146,
      longitude: 70.995,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Diu Fort",
          alt: "The sea-facing walls and bastions of Diu Fort",
        },
      ],
    },
    {
      slug: "st-pauls-church-diu",
      city: "diu",
      name: "St. Paul's Church, Diu",
      description:
        "A baroque church in the old town, dedicated to Our Lady of the Immaculate Conception. It is the only one of Diu's three Portuguese-era churches still used for worship.",
      suggestedDuration: "30 minutes to 1 hour",
      whatToExpect:
        "A white-painted church with an elaborately decorated façade and a high, vaulted interior. The town's small Christian community gathers here for services, and visitors can enter quietly outside service times.",
      moreAbout:
        "Inside, the walls carry shell-like motifs and the altar and pulpit are finely carved in dark wood. Nearby, St. Thomas' Church now houses the Diu museum, and the church of St. Francis of Assisi has been used as a hospital.",
      history:
        "The Jesuits laid the foundation stone in 1601 and the church was completed around 1610, modelled in part on the Basilica of Bom Jesus in Goa. It was substantially rebuilt in the early 19th century. It is regarded as one of the finest examples of Portuguese baroque church architecture in India.",
      highlights:
        "The ornate white façade, the carved wooden altar and pulpit, the vaulted nave and the nearby Diu museum in St. Thomas' Church.",
      timings:
        "Open daily during the day, roughly 8:00 am to 6:00 pm; closed to sightseeing during services. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Modest dress and silence are expected; no food or drink inside, and photography may be restricted during services.",
      latitude: 20.7148,
      longitude: 70.9905,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "St. Paul's Church, Diu",
          alt: "The ornate white baroque façade of St. Paul's Church in Diu",
        },
      ],
    },
    {
      slug: "naida-caves",
      city: "diu",
      name: "Naida Caves",
      description:
        "A maze of cave-like chambers, passages and stepped hollows cut into the rock just outside Diu's town wall. Shafts of sunlight through openings in the roof make it popular with photographers.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "Uneven steps, low passages and open chambers to explore on foot, with a marked route through the main section. Parts of the caves have been closed at times for safety and restoration work, so check what is open.",
      moreAbout:
        "The light is best in the late morning and early afternoon, when the sun shines down through the gaps in the rock. Sturdy footwear helps on the rough floor.",
      history:
        "The caves are thought to have been quarried by the Portuguese, who cut stone here for the fort and other buildings, leaving an irregular network of chambers. Natural weathering has since softened the shapes. Local stories also describe the caves as hiding places during the events of 1961.",
      highlights:
        "The shafts of sunlight, the stepped rock walls, the maze-like passages and tree roots hanging through the openings.",
      timings:
        "Open daily during daylight hours, roughly 8:00 am to 6:00 pm; sections may be closed for maintenance. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Climbing on the upper edges, graffiti and littering are prohibited; drones need permission.",
      latitude: 20.7128,
      longitude: 70.9826,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Naida Caves",
          alt: "Sunlight falling into the rock-cut chambers of the Naida Caves",
        },
      ],
    },
    {
      slug: "zampa-gateway-diu",
      city: "diu",
      name: "Zampa Gateway",
      description:
        "The brightly painted main gateway in the western wall of Diu's old town. Its carvings and the small chapel inside make it one of the town's most photographed sights.",
      suggestedDuration: "30 minutes",
      whatToExpect:
        "A short stop on a walk or ride around the old town: the gateway is still used by traffic, so take care while photographing. It is often combined with the nearby Naida Caves.",
      moreAbout:
        "The red-painted arch is decorated with carved lions, angels and a priest. Inside the gateway is a small chapel with an image of the Virgin Mary.",
      history:
        "The gateway forms part of the walls that closed off the western side of the Portuguese town. The chapel inside is traditionally dated to 1702. The walls and gates were designed to protect the town and the fort from attack by land.",
      highlights:
        "The carved lions and angels, the chapel with its image of the Virgin, the old town wall and the narrow lanes behind it.",
      timings: "Accessible at all times.",
      entryFee: "Free.",
      restrictedItems: "Do not climb on the gateway; watch for traffic passing through the arch.",
      latitude: 20.7157,
      longitude: 70.9836,
      rating: 4.1,
      trending: false,
      images: [
        {
          wikipedia: "Diu, India",
          alt: "The red-painted Zampa Gateway in the western town wall of Diu",
        },
      ],
    },
    {
      slug: "nagoa-beach",
      city: "diu",
      name: "Nagoa Beach",
      description:
        "A horseshoe-shaped bay near Bucharwada village, about 7 km west of Diu town, fringed with hoka palms. It is the island's most popular beach.",
      suggestedDuration: "Half a day",
      whatToExpect:
        "A curving sandy beach with food stalls, changing facilities and operators offering parasailing, jet-ski and speedboat rides. It is lively at weekends and holidays; weekday mornings are calm.",
      moreAbout:
        "The protected bay is generally gentle outside the monsoon, and the headlands at either end give good views. Several resorts and guest houses stand across the road, and the sea shell museum is nearby.",
      history:
        "Nagoa was a quiet fishing area until tourism to Diu grew from the 1980s. The beach has since been developed with promenades and facilities and is now the centre of the island's beach tourism.",
      highlights:
        "The palm-fringed curve of the bay, water sports, sunrise over the sea, snacks at the beach stalls and the nearby sea shell museum.",
      timings:
        "Open at all hours; water sports operate in daylight and are suspended in rough weather.",
      entryFee: "Free; water sports are charged by operators.",
      restrictedItems:
        "Swimming in rough seas or during the monsoon is prohibited; drinking on the beach, glass bottles and littering are not allowed.",
      latitude: 20.705,
      longitude: 70.922,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Nagoa Beach",
          alt: "The sandy, palm-fringed curve of Nagoa Beach on Diu island",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "radhika-beach-resort-diu",
      city: "diu",
      name: "Radhika Beach Resort",
      about:
        "A long-established resort set in landscaped grounds directly across the road from Nagoa Beach. Rooms are in low-rise buildings and villas around a large swimming pool.",
      address:
        "Nagoa Beach, Bucharwada, Diu, Dadra and Nagar Haveli and Daman and Diu 362520, India",
      amenities: {
        basicFacilities: ["Free Wi-Fi", "Air conditioning", "24-hour front desk", "Parking"],
        foodAndDrinks: [
          "Restaurant serving Indian, Chinese and continental dishes",
          "Bar",
          "Room service",
        ],
        healthAndWellness: ["Outdoor swimming pool", "Fitness room"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas"],
        commonArea: ["Landscaped gardens", "Children's play area", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: ["Garden or pool views", "Mini refrigerator", "Flat-screen TV"],
        bathroom: ["Shower", "Hot water", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 10:00 am (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Alcohol bought in Diu may not be carried into Gujarat, which is a dry state.",
        ],
      },
      rating: 4.1,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Nagoa Beach",
          alt: "Nagoa Beach, across the road from the resort (the photo shows the beach, not the hotel)",
        },
      ],
    },
    {
      slug: "hotel-the-kohinoor-diu",
      city: "diu",
      name: "Hotel The Kohinoor, Diu",
      about:
        "A resort hotel in Fudam, between Diu town and Nagoa Beach, built in the style of a Mediterranean village around a swimming pool. The grounds include a water park and lawns used for events.",
      address: "Fudam, Diu, Dadra and Nagar Haveli and Daman and Diu 362520, India",
      amenities: {
        basicFacilities: ["Free Wi-Fi", "Air conditioning", "24-hour front desk", "Parking"],
        foodAndDrinks: ["Multi-cuisine restaurant", "Bar", "Bakery", "Room service"],
        healthAndWellness: ["Outdoor swimming pool", "Water park"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas"],
        commonArea: ["Lawns and banquet areas", "Children's play area", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: ["Balcony in many rooms", "Flat-screen TV", "Mini refrigerator"],
        bathroom: ["Shower", "Hot water", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 10:00 am (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Alcohol bought in Diu may not be carried into Gujarat, which is a dry state.",
        ],
      },
      rating: 3.9,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Diu, India",
          alt: "Zampa Gateway in Diu town, a few kilometres from the hotel (the photo shows the town gate, not the hotel)",
        },
      ],
    },
  ],
};
