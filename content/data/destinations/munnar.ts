import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "munnar",
    name: "Munnar",
    state: "Kerala",
    description:
      "Munnar is a hill town at about 1,600 metres in the Western Ghats of Idukki district, Kerala, surrounded by some of the highest tea estates in the world. Rolling green plantations, misty valleys, waterfalls and the grasslands of Eravikulam National Park make it one of South India's favourite hill escapes.",
    bestTime:
      "September to March, after the monsoon, when the hills are green and the air is cool and clear.",
    seasons: {
      peak: {
        start: "September",
        end: "March",
        description:
          "Cool, mostly dry days around 18–25°C with chilly nights; December and January can bring near-freezing mornings in the higher estates. Note that Eravikulam National Park usually closes for the Nilgiri tahr calving season in February and March.",
      },
      moderate: {
        start: "April",
        end: "May",
        description:
          "Warmer but still pleasant, a popular time for families escaping the heat of the plains; expect occasional afternoon thunderstorms.",
      },
      off: {
        start: "June",
        end: "August",
        description:
          "The south-west monsoon brings heavy rain, mist and leeches on trails, and landslides can close roads; waterfalls are at their fullest.",
      },
    },
    overview: {
      title: "Munnar: tea country of the Western Ghats",
      history:
        "The hills around Munnar were home to the Muthuvan and other forest communities long before the plantations arrived. In 1877 the Raja of Poonjar leased a large tract of the Kanan Devan Hills to John Daniel Munro, and British planters soon cleared land for coffee, cinchona and then tea. A narrow-gauge railway and ropeways carried tea to market until the great flood of 1924 destroyed them. The estates later passed to Tata Tea and, since 2005, most are run by the employee-owned Kanan Devan Hills Plantations Company.",
      touristPlaces:
        "Eravikulam National Park with Rajamala, the Tea Museum, Mattupetty Dam, Echo Point, Top Station on the Tamil Nadu border, Attukad Waterfalls and, further afield, Chinnar Wildlife Sanctuary and Marayoor.",
      famousFor:
        "Tea estates, the endangered Nilgiri tahr, the Neelakurinji flower that blooms once every twelve years, spices and homemade chocolates.",
      weather:
        "Cool for most of the year: days range from about 15°C to 25°C, winter nights can fall close to freezing in the higher estates, and the heaviest rain falls from June to August.",
    },
    howToReach: {
      byAir:
        "Cochin International Airport (COK) is the nearest airport, about 110 km away; the drive up through Kothamangalam and Adimali takes about three and a half to four hours.",
      byRail:
        "Munnar has no railway station. The nearest convenient stations are Aluva (AWY), about 110 km away, and Ernakulam Junction, about 130 km away, both on Kerala's main line; taxis and buses continue to Munnar.",
      byRoad:
        "Kerala state buses and private coaches run from Kochi, Thiruvananthapuram and other Kerala towns. Roads also climb from Madurai (about 160 km) via Bodinayakanur and from Coimbatore via Udumalpet and Marayoor; the ghat sections are narrow, so avoid driving after dark.",
      nearestAirport: "COK",
      nearestStation: "AWY",
    },
    foodToTry: [
      {
        name: "Fresh estate tea",
        description:
          "Tea brewed from leaves grown on the surrounding slopes, served strong and milky at roadside stalls or tasted plain at the Tea Museum.",
      },
      {
        name: "Kerala parotta and curry",
        description:
          "Flaky layered flatbread with spicy chicken, beef or vegetable curry, a staple of Munnar's small restaurants.",
      },
      {
        name: "Kappa and fish curry",
        description: "Boiled tapioca mashed with spices, eaten with a fiery red fish curry.",
      },
      {
        name: "Homemade chocolates",
        description:
          "Chocolates and fudge made in small local units and sold by weight in the town's shops.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Tea",
        description:
          "Black, green and white teas from the Kanan Devan estates, sold at the Tea Museum shop and outlets in town.",
      },
      {
        heading: "Spices",
        description:
          "Cardamom, pepper, cloves and cinnamon from the spice gardens on the slopes below Munnar.",
      },
      {
        heading: "Eucalyptus and essential oils",
        description: "Oils distilled locally from eucalyptus, lemongrass and other plants.",
      },
    ],
    conclusion:
      "Plan at least two nights in Munnar so you can catch a clear morning for Eravikulam or Top Station, and drive slowly to enjoy the estates. Book national park tickets ahead in the busy season and keep warm layers for the evenings.",
    latitude: 10.0889,
    longitude: 77.0595,
    categories: [
      "hills-and-mountains",
      "honeymoon-hotspots",
      "romantic-vacation",
      "adventure-seekers",
    ],
    rating: 4.6,
    trending: true,
    images: [
      {
        wikipedia: "Munnar",
        alt: "Tea plantations covering the hills around Munnar",
      },
    ],
  },
  places: [
    {
      slug: "eravikulam-national-park",
      city: "munnar",
      name: "Eravikulam National Park",
      description:
        "A national park of high-altitude grasslands and shola forest about 15 km from Munnar, home to the largest surviving population of the endangered Nilgiri tahr. Anamudi, the highest peak in South India, rises within its boundaries.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "Visitors buy tickets at the base and ride forest department buses up to the Rajamala tourist zone, then walk a paved road along the hillside. Nilgiri tahr often graze close to the path; weekends and holidays bring long queues, so go early or book online.",
      moreAbout:
        "Only a small part of the park is open to visitors; the rest is protected for wildlife. Once every twelve years the slopes turn blue with the flowering of Neelakurinji, most recently in 2018.",
      history:
        "The area was once a game reserve of the planters of the Kanan Devan Hills. It was declared a wildlife sanctuary in 1975 and a national park in 1978, mainly to protect the Nilgiri tahr. Conservation has helped the tahr population recover from very low numbers.",
      highlights:
        "Close views of Nilgiri tahr, the rolling grasslands of Rajamala, views towards Anamudi, and the rare Neelakurinji bloom.",
      timings:
        "Generally open about 7:30 am to 4:00 pm; closed each year for the tahr calving season, usually February and March. Check before visiting.",
      entryFee:
        "About ₹200 for Indians and about ₹500 for foreign visitors, including the bus ride; camera charges extra. Check before visiting.",
      restrictedItems:
        "Plastic is banned; do not feed or touch the tahr; stay on the paved path; drones are prohibited.",
      latitude: 10.156,
      longitude: 77.065,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Eravikulam National Park",
          alt: "Grassy hills and rock faces of Eravikulam National Park near Munnar",
        },
      ],
    },
    {
      slug: "munnar-tea-museum",
      city: "munnar",
      name: "Munnar Tea Museum",
      description:
        "A museum run by the Kanan Devan Hills Plantations Company at its Nallathanni estate, about 2 km from the town. It tells the story of tea in the High Ranges and shows how leaf becomes the tea in your cup.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "A short film on the history of the estates, a gallery of old photographs and machinery, and a working demonstration of tea processing, followed by a tasting and a shop.",
      moreAbout:
        "Exhibits include relics of the early plantation era, old processing machinery and photographs of the estates' railway and ropeways. The shop sells the company's teas.",
      history:
        "The museum was opened in 2005 by Tata Tea to mark the heritage of the Munnar plantations. It is now run by the Kanan Devan Hills Plantations Company, which took over most of the estates that year. The exhibits cover more than a century of tea growing in the hills.",
      highlights:
        "The live processing demonstration, historic photographs and machinery, and the tasting room.",
      timings: "Generally open 9:00 am to 5:00 pm; closed on Mondays. Check before visiting.",
      entryFee: "A ticket of roughly ₹100–₹150 per adult; check before visiting.",
      restrictedItems:
        "Photography may be restricted in the factory area; follow the guides in the processing section.",
      latitude: 10.0975,
      longitude: 77.057,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Munnar",
          alt: "Tea estates near Munnar, the kind of plantation the museum explains (not a photo of the museum)",
        },
      ],
    },
    {
      slug: "mattupetty-dam",
      city: "munnar",
      name: "Mattupetty Dam",
      description:
        "A concrete dam about 13 km from Munnar on the road to Top Station, holding back a long, forest-fringed reservoir. Boating on the lake is one of the most popular activities in the area.",
      suggestedDuration: "1 to 2 hours",
      whatToExpect:
        "A drive through tea estates to the dam, with speed boats and pedal boats on the reservoir and a string of snack and souvenir stalls. Wild elephants are sometimes seen on the far banks in the evening.",
      moreAbout:
        "Nearby stops include Echo Point on the same road and the dairy farm run by the Kerala Livestock Development Board, started with Swiss help in the 1960s. Mist often settles on the lake in the morning.",
      history:
        "The dam was built in the 1950s as part of Kerala's hydroelectric development in the High Ranges. Its reservoir stores water for power generation downstream. Tourism grew around the lake once boating was introduced.",
      highlights:
        "Boating on the reservoir, views of the tea-covered hills, Echo Point and the chance of seeing elephants.",
      timings: "Boating generally runs about 9:30 am to 5:00 pm; check before visiting.",
      entryFee: "A small entry fee with separate boating charges; check before visiting.",
      restrictedItems:
        "Walking on the dam may be restricted; life jackets are compulsory on boats; do not approach wild elephants.",
      latitude: 10.1062,
      longitude: 77.1236,
      rating: 4.1,
      trending: false,
      images: [
        {
          wikipedia: "Mattupetty Dam",
          alt: "The reservoir of Mattupetty Dam surrounded by green hills near Munnar",
        },
      ],
    },
    {
      slug: "top-station",
      city: "munnar",
      name: "Top Station",
      description:
        "A viewpoint at about 1,700 metres on the Kerala–Tamil Nadu border, around 32 km from Munnar. It looks out over the deep valleys and plains of Theni district far below.",
      suggestedDuration: "1.5 to 2 hours (plus the drive)",
      whatToExpect:
        "A scenic drive past Mattupetty and Kundala, then a walk down steps to the viewing points. Clouds often fill the valley by late morning, so come early for the clearest views.",
      moreAbout:
        "The surroundings include the Kurinjimala sanctuary, created to protect the Neelakurinji plant. Tea stalls at the top serve hot drinks to warm up after the climb.",
      history:
        "Top Station takes its name from the upper terminus of an aerial ropeway that carried tea from the Munnar estates down to the plains at Bottom Station. Together with a light railway, it was part of the estates' transport network in the early 20th century. The railway was destroyed in the great flood of 1924, and the ropeway was eventually replaced by road transport.",
      highlights:
        "Views over the Western Ghats and Theni plains, the drive past Kundala lake, and the Neelakurinji slopes.",
      timings:
        "Best visited from early morning to mid-afternoon; check road conditions before going.",
      entryFee: "Free or a small local fee; check before visiting.",
      restrictedItems:
        "Stay behind railings at the cliff edges; plastic is discouraged; avoid driving the road after dark.",
      latitude: 10.1256,
      longitude: 77.2434,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Top Station",
          alt: "The view from Top Station over the valleys of the Western Ghats",
        },
      ],
    },
    {
      slug: "chinnar-wildlife-sanctuary",
      city: "munnar",
      name: "Chinnar Wildlife Sanctuary",
      description:
        "A dry, rain-shadow forest sanctuary about 60 km from Munnar, beyond Marayoor on the road to Udumalpet. It is known for the grizzled giant squirrel and for scrub and riverine forest quite unlike the wet hills of Munnar.",
      suggestedDuration: "Half a day",
      whatToExpect:
        "A drive through Marayoor's sandalwood forests to the sanctuary, where the forest department offers guided treks, watchtower visits and walks to Thoovanam waterfalls. Activities are small-group and must be booked with the forest department.",
      moreAbout:
        "The sanctuary protects elephants, gaur, spotted deer, star tortoises and a rich variety of birds. Marayoor on the way is known for its natural sandalwood forest, jaggery and ancient dolmens.",
      history:
        "Chinnar was declared a wildlife sanctuary in 1984. It is part of a larger protected landscape with Eravikulam and Anamalai. Tribal communities living in and around the sanctuary take part in eco-tourism as guides.",
      highlights:
        "Guided treks to Thoovanam waterfalls, the grizzled giant squirrel, watchtower views and the sandalwood forests of Marayoor.",
      timings:
        "Treks and activities run in the daytime at set hours; check with the forest department before visiting.",
      entryFee:
        "Fees depend on the trek or activity; check with the forest department before visiting.",
      restrictedItems:
        "Entry beyond the road only with forest department guides; no plastic, alcohol or loud music; drones are prohibited.",
      latitude: 10.35,
      longitude: 77.21,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Chinnar Wildlife Sanctuary",
          alt: "Dry scrub forest of the Chinnar Wildlife Sanctuary in the rain shadow of the Western Ghats",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "windermere-estate-munnar",
      city: "munnar",
      name: "Windermere Estate",
      about:
        "A well-known boutique retreat on a working cardamom and coffee plantation at Pothamedu, a few kilometres from Munnar town. Cottages and rooms are scattered across landscaped grounds with views of the hills.",
      address: "Pothamedu, Munnar, Idukki, Kerala 685612, India",
      amenities: {
        basicFacilities: ["Wi-Fi", "24-hour front desk", "Parking", "Laundry service"],
        foodAndDrinks: ["Restaurant serving Kerala and continental dishes", "Room service"],
        healthAndWellness: ["Plantation walks", "Massage treatments on request"],
        safetyAndSecurity: ["24-hour security", "In-room safe"],
        commonArea: ["Gardens", "Lounge", "Viewing decks"],
      },
      roomAmenities: {
        roomFeatures: ["Valley views", "Sit-out or balcony", "Tea and coffee maker", "Heater"],
        bathroom: ["Shower", "Hot water", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.5,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Munnar",
          alt: "The green hills of Munnar around the estate (not a photo of the hotel)",
        },
      ],
    },
    {
      slug: "ktdc-tea-county-munnar",
      city: "munnar",
      name: "KTDC Tea County",
      about:
        "A resort run by the Kerala Tourism Development Corporation on a hillside just above Munnar town, with views over the valleys and tea estates. It is a convenient base within walking distance of the town centre.",
      address: "Munnar, Idukki, Kerala 685612, India",
      amenities: {
        basicFacilities: ["Wi-Fi", "24-hour front desk", "Parking", "Laundry service"],
        foodAndDrinks: ["Multi-cuisine restaurant", "Bar", "Room service"],
        healthAndWellness: ["Ayurveda treatments", "Garden walks"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas"],
        commonArea: ["Landscaped gardens", "Children's play area", "Conference hall"],
      },
      roomAmenities: {
        roomFeatures: [
          "Valley views in some rooms",
          "Television",
          "Heater",
          "Tea and coffee maker",
        ],
        bathroom: ["Shower", "Hot water", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Munnar",
          alt: "Munnar town and its surrounding tea-covered hills (not a photo of the hotel)",
        },
      ],
    },
  ],
};
