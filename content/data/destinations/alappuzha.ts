import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";
import { credits, photo } from "../images.ts";

export const destination: Destination = {
  city: {
    slug: "alappuzha",
    name: "Alappuzha",
    state: "Kerala",
    description:
      "Alappuzha, also known as Alleppey, is a coastal town in central Kerala laced with canals and set at the southern end of Vembanad Lake. It is the main gateway to the Kerala backwaters, where converted rice barges called kettuvallams cruise past paddy fields, coconut groves and lakeside villages.",
    bestTime:
      "November to February, when the weather is dry and pleasant for houseboat cruises and canoe trips.",
    seasons: {
      peak: {
        start: "November",
        end: "February",
        description:
          "Warm, sunny days and calm water make this the prime houseboat season; book boats and hotels early for Christmas and New Year.",
      },
      moderate: {
        start: "March",
        end: "May",
        description:
          "Hot and humid, with occasional pre-monsoon storms; houseboat rates drop and the lakes are quieter.",
      },
      off: {
        start: "June",
        end: "October",
        description:
          "The monsoon brings heavy rain and lush landscapes, and snake-boat races, including the Nehru Trophy Boat Race on Punnamada Lake in August, fill the lakes with crowds.",
      },
    },
    overview: {
      title: "Alappuzha: life on Kerala's backwaters",
      history:
        "Alappuzha's modern history began in the late 18th century, when Raja Kesavadas, Dewan of the kingdom of Travancore, developed it into a port with canals, warehouses and roads. The town grew into a busy trading centre for pepper, coir and other goods, and its lighthouse was built in 1862. The first coir factory in Kerala opened here in 1859, beginning an industry that still defines the town. The Nehru Trophy Boat Race began after Prime Minister Jawaharlal Nehru watched a snake-boat race here in 1952, and houseboat tourism took off from the 1990s.",
      touristPlaces:
        "Houseboat and canoe cruises on the backwaters, Alappuzha Beach and lighthouse, Vembanad Lake, the farmlands of Kuttanad, Pathiramanal island and the Ambalappuzha Sri Krishna Temple.",
      famousFor:
        "Houseboats and backwater cruises, snake-boat races, coir products, Kuttanad's below-sea-level rice fields, toddy shops and karimeen (pearl spot) fish.",
      weather:
        "Hot and humid most of the year, with temperatures between about 23°C and 33°C; the south-west monsoon from June to September brings very heavy rain, and the north-east monsoon adds more in October and November.",
    },
    howToReach: {
      byAir:
        "Cochin International Airport (COK) is the nearest airport, about 80 km north, around two hours by road. Thiruvananthapuram International Airport is about 150 km to the south.",
      byRail:
        "Alappuzha station (ALLP) lies on the coastal railway between Ernakulam and Kayamkulam, with trains to Kochi in about an hour and to Thiruvananthapuram in about three hours. Some long-distance trains from Chennai, Bengaluru and northern India also stop here.",
      byRoad:
        "The coastal national highway links Alappuzha with Kochi (about 55 km) and Thiruvananthapuram (about 155 km). Kerala state buses run frequently, and state water transport boats connect the town with Kottayam and villages across the lakes.",
      nearestAirport: "COK",
      nearestStation: "ALLP",
    },
    foodToTry: [
      {
        name: "Karimeen pollichathu",
        description:
          "Pearl spot, the prized fish of the backwaters, marinated in spices, wrapped in banana leaf and pan-roasted.",
      },
      {
        name: "Kuttanad duck curry",
        description:
          "Duck cooked with coconut, pepper and spices, a speciality of the Kuttanad farming villages.",
      },
      {
        name: "Toddy shop fare",
        description:
          "Kappa (tapioca), spicy fish curry and fried fish served in traditional toddy shops along the canals.",
      },
      {
        name: "Ambalappuzha palpayasam",
        description:
          "A creamy, pink-tinged rice and milk pudding offered at the Ambalappuzha Sri Krishna Temple.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Coir products",
        description:
          "Mats, rugs and decorative items woven from coconut fibre, sold by cooperatives and showrooms in the coir capital of Kerala.",
      },
      {
        heading: "Banana chips and snacks",
        description: "Freshly fried banana chips and jaggery-coated sweets from local shops.",
      },
      {
        heading: "Kerala handicrafts",
        description: "Carved wooden boat models, brass lamps and coconut-shell crafts.",
      },
    ],
    conclusion:
      "An overnight houseboat cruise is the classic way to see Alappuzha, but a small canoe through the narrow village canals shows backwater life at closer range. Add a morning in Kuttanad or a sunset at the beach to round off the stay.",
    latitude: 9.4981,
    longitude: 76.3388,
    categories: ["places-to-relax", "romantic-vacation", "honeymoon-hotspots"],
    rating: 4.6,
    trending: false,
    images: [
      photo(credits.keralaHouseboat, "A traditional houseboat gliding along the Kerala backwaters"),
      photo(credits.alappuzhaBoat, "A boat on the palm-fringed backwaters of Alappuzha"),
    ],
  },
  places: [
    {
      slug: "alappuzha-backwaters",
      city: "alappuzha",
      name: "Alappuzha Backwaters",
      description:
        "The network of lakes, rivers and canals around Alappuzha, explored on houseboats, shikara-style motor boats and small canoes. Cruises pass paddy fields, coconut groves, churches, temples and village life along the water.",
      suggestedDuration: "Half a day to an overnight cruise",
      whatToExpect:
        "Houseboats usually board around midday near the Punnamada and Finishing Point jetties, cruise through the afternoon and anchor for the night, with meals cooked on board by the crew. Under state rules houseboats stop cruising in the evening and moor until the next morning; shorter day cruises and canoe trips are also available.",
      moreAbout:
        "Houseboats range from simple one-bedroom boats to large air-conditioned vessels; choose operators approved by Kerala Tourism. Canoe trips reach narrow canals too small for houseboats and are quieter.",
      history:
        "Kettuvallams were once working boats that carried rice, spices and other goods across the backwaters, built from wooden planks stitched together with coir. As road transport took over, owners converted them into floating homes for visitors from the early 1990s. Today hundreds of houseboats operate around Alappuzha.",
      highlights:
        "An overnight houseboat stay, Kerala meals cooked on board, sunset over the lake, and a canoe ride through village canals.",
      timings:
        "Houseboat check-in is usually around 12:00 noon and check-out around 9:00 am; cruising stops in the evening. Check with the operator.",
      entryFee:
        "Priced per boat by size, season and air conditioning; an overnight cruise in a one-bedroom boat typically costs several thousand rupees, more in peak season. Check before booking.",
      restrictedItems:
        "Follow the crew's safety instructions and wear life jackets where provided; do not throw waste into the water; loud music may be restricted.",
      latitude: 9.5,
      longitude: 76.35,
      rating: 4.8,
      trending: false,
      images: [
        photo(credits.keralaHouseboat, "A traditional houseboat on the backwaters near Alappuzha"),
      ],
    },
    {
      slug: "alappuzha-beach",
      city: "alappuzha",
      name: "Alappuzha Beach",
      description:
        "A broad sandy beach on the western edge of the town, with the remains of an old pier running out to sea and a historic lighthouse nearby. It is a popular place for evening walks and sunsets.",
      suggestedDuration: "1 to 2 hours",
      whatToExpect:
        "A wide, open beach with food stalls and a small park; the sea can be rough, so swimming is unsafe most of the year. Evenings bring families and local visitors.",
      moreAbout:
        "The lighthouse a short walk inland can be climbed for views over the coast and the town's coconut palms. Vijaya Beach Park near the shore has play areas for children.",
      history:
        "The pier, now in ruins, was once part of the busy port developed under Travancore, where ships loaded cargo offshore. The lighthouse was built in 1862 to guide vessels to the port. As Kochi's harbour grew, trade at Alappuzha declined.",
      highlights:
        "Sunset over the Arabian Sea, the remains of the old pier, the lighthouse view and the evening snack stalls.",
      timings:
        "The beach is open at all hours; the lighthouse has set visiting hours in the afternoon and is closed on some days. Check before visiting.",
      entryFee: "The beach is free; a small ticket is charged for the lighthouse.",
      restrictedItems:
        "Swimming is unsafe because of strong currents; follow lifeguard instructions; do not climb on the old pier.",
      latitude: 9.4926,
      longitude: 76.3177,
      rating: 4,
      trending: false,
      images: [
        {
          wikipedia: "Alappuzha Beach",
          alt: "The sandy shore of Alappuzha Beach on the Arabian Sea",
        },
      ],
    },
    {
      slug: "vembanad-lake",
      city: "alappuzha",
      name: "Vembanad Lake",
      description:
        "Kerala's largest lake and the longest in India, stretching north from Alappuzha towards Kochi with Kumarakom on its eastern shore. Its waters and wetlands are the heart of the backwater system.",
      suggestedDuration: "2 to 4 hours by boat",
      whatToExpect:
        "Open stretches of water dotted with fishing canoes and houseboats, with views of distant coconut-fringed shores. Crossings can be breezy and choppy in the afternoon.",
      moreAbout:
        "The lake is a Ramsar wetland of international importance and supports fish, clams and many water birds. The Thanneermukkom barrage across it keeps seawater out of the rice fields to the south during the dry season.",
      history:
        "The lake has carried boat traffic between Kerala's ports and inland towns for centuries. The Thanneermukkom barrage was completed in the 1970s to protect Kuttanad's farmland from salt water. Vembanad was designated a Ramsar site in 2002.",
      highlights:
        "Sunset over the open lake, birdlife along the edges, Pathiramanal island and the fishing canoes.",
      timings: "Boat trips run in daylight hours; check with operators.",
      entryFee: "No entry fee; boat charges vary by operator.",
      restrictedItems:
        "Swim only where it is safe and permitted; do not throw waste into the lake; wear life jackets on small boats.",
      latitude: 9.6,
      longitude: 76.39,
      rating: 4.5,
      trending: false,
      images: [
        photo(credits.alappuzhaBoat, "A boat on the wide backwaters of the Vembanad Lake area"),
      ],
    },
    {
      slug: "kuttanad",
      city: "alappuzha",
      name: "Kuttanad",
      description:
        "A region of rice fields, canals and villages south-east of Alappuzha, much of it lying below sea level. Known as the rice bowl of Kerala, it is one of the few places in the world where farming is done below sea level.",
      suggestedDuration: "Half a day",
      whatToExpect:
        "Canoe or small-boat trips along narrow canals, with paddy fields stretching away at a level lower than the water beside you. Village stops may include churches, temples, toddy shops and coir-making households.",
      moreAbout:
        "Farmers reclaimed the land by building dykes and pumping out water, and the fields are still protected by earthen bunds. Kuttanad's below-sea-level farming system is recognised by the UN Food and Agriculture Organization as a Globally Important Agricultural Heritage System.",
      history:
        "Large-scale reclamation of Kuttanad's wetlands for rice farming took place mainly in the 19th and early 20th centuries. Villages such as Champakulam have ancient churches and long boat-race traditions. The region's snake boats, crewed by over a hundred rowers, still compete in the monsoon races.",
      highlights:
        "Paddy fields below the water line, village canals, old churches at Champakulam and Kerala meals in lakeside homes.",
      timings: "Best explored in the morning or late afternoon; boat trips run in daylight.",
      entryFee: "No entry fee; boat and canoe charges vary.",
      restrictedItems:
        "Respect private homes and fields; ask before photographing people; do not litter the canals.",
      latitude: 9.4,
      longitude: 76.42,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Kuttanad",
          alt: "Paddy fields and canals in the Kuttanad region of Kerala",
        },
      ],
    },
    {
      slug: "pathiramanal",
      city: "alappuzha",
      name: "Pathiramanal",
      description:
        "A small, wooded island in Vembanad Lake, reached only by boat. It is a quiet refuge for migratory and resident water birds.",
      suggestedDuration: "1 to 2 hours",
      whatToExpect:
        "A boat ride across the lake, then a walking trail through trees and undergrowth around the island. Early morning is best for birds; bring water and insect repellent.",
      moreAbout:
        "Egrets, herons, cormorants and kingfishers are commonly seen, with more species in the winter months. Many houseboat and motor boat trips include a stop here.",
      history:
        "Local legend says the island rose from the lake overnight, which is what its name, 'sands of midnight', refers to. It has been developed by the state tourism authorities as an eco-tourism spot. The island lies between Muhamma and Kumarakom.",
      highlights:
        "Birdwatching, the walking trail through the island's trees and the crossing of Vembanad Lake.",
      timings: "Daylight hours only; check boat schedules before visiting.",
      entryFee: "A small entry fee may apply, with separate boat charges; check before visiting.",
      restrictedItems: "Plastic is not allowed; do not disturb nesting birds; stay on the trails.",
      latitude: 9.6187,
      longitude: 76.3876,
      rating: 4.1,
      trending: false,
      images: [
        {
          wikipedia: "Pathiramanal",
          alt: "The wooded island of Pathiramanal in Vembanad Lake",
        },
      ],
    },
    {
      slug: "ambalappuzha-sri-krishna-temple",
      city: "alappuzha",
      name: "Ambalappuzha Sri Krishna Temple",
      description:
        "A Kerala-style Krishna temple about 14 km south of Alappuzha, famous for the sweet milk-and-rice palpayasam offered to the deity. It is one of the most important Krishna temples in Kerala.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A traditional temple with sloping tiled roofs, a wooden sanctum and a large tank; devotees queue for the palpayasam offering, which is sold in limited quantities. Festivals bring crowds and temple music.",
      moreAbout:
        "The temple is linked to the Ottamthullal art form, said to have been first performed here by the poet Kunchan Nambiar. A legend about a game of chess between a king and Krishna explains the tradition of the palpayasam.",
      history:
        "The temple is believed to have been built in the 17th century by the local rulers of Chempakassery. It came under Travancore when Marthanda Varma annexed the area in the 18th century. The poet Kunchan Nambiar lived and worked here for some years.",
      highlights:
        "The palpayasam offering, the traditional Kerala architecture, the temple tank and the Ottamthullal connection.",
      timings:
        "Generally open about 3:00 am to 12:30 pm and 5:00 pm to 8:00 pm; check before visiting.",
      entryFee: "Free; palpayasam and offerings are paid for at the counters.",
      restrictedItems:
        "Entry is traditionally restricted to Hindus; men must remove shirts and wear a mundu or dhoti, and women should wear a saree or traditional dress; no photography inside; shoes must be left outside.",
      latitude: 9.3833,
      longitude: 76.363,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Ambalappuzha Sri Krishna Temple",
          alt: "The traditional Kerala architecture of the Ambalappuzha Sri Krishna Temple",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "marari-beach-resort",
      city: "alappuzha",
      name: "Marari Beach Resort",
      about:
        "An eco-minded beach resort of CGH Earth at Mararikulam, about 15 km north of Alappuzha, with cottages modelled on Kerala fishermen's homes set among coconut palms. It has its own stretch of quiet beach and an organic farm.",
      address: "Mararikulam North, Alappuzha, Kerala 688549, India",
      amenities: {
        basicFacilities: ["Wi-Fi", "24-hour front desk", "Parking", "Laundry service"],
        foodAndDrinks: [
          "Restaurant serving Kerala seafood and local dishes",
          "Bar",
          "Room service",
        ],
        healthAndWellness: ["Swimming pool", "Ayurveda centre", "Yoga sessions"],
        safetyAndSecurity: ["24-hour security", "In-room safe"],
        commonArea: ["Beach access", "Organic farm", "Lounge"],
      },
      roomAmenities: {
        roomFeatures: [
          "Garden or pool villas",
          "Air conditioning",
          "Sit-out",
          "Tea and coffee maker",
        ],
        bathroom: ["Open-air or garden bathroom in many villas", "Shower", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Swim in the sea only where the resort says it is safe; currents can be strong.",
        ],
      },
      rating: 4.6,
      priceBand: "luxury",
      images: [
        photo(
          credits.alappuzhaBoat,
          "A boat on the Alappuzha backwaters, a short drive from the resort (not a photo of the hotel)",
        ),
      ],
    },
    {
      slug: "punnamada-resort-alappuzha",
      city: "alappuzha",
      name: "Punnamada Resort",
      about:
        "A lakeside resort on the shore of Punnamada Lake, near the course of the Nehru Trophy Boat Race and the main houseboat jetties. Cottages and rooms are set in gardens by the water.",
      address: "Punnamada, Alappuzha, Kerala 688006, India",
      amenities: {
        basicFacilities: ["Wi-Fi", "24-hour front desk", "Parking", "Laundry service"],
        foodAndDrinks: ["Restaurant serving Kerala and continental dishes", "Room service"],
        healthAndWellness: ["Swimming pool", "Ayurveda treatments"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas"],
        commonArea: ["Lakeside gardens", "Boat jetty", "Lounge"],
      },
      roomAmenities: {
        roomFeatures: ["Air conditioning", "Lake or garden views", "Television", "Sit-out"],
        bathroom: ["Shower", "Hot water", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.2,
      priceBand: "mid-range",
      images: [
        photo(
          credits.keralaHouseboat,
          "A houseboat on the backwaters, like those on Punnamada Lake beside the resort (not a photo of the hotel)",
        ),
      ],
    },
  ],
};
