import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";
import { credits, photo } from "../images.ts";

export const destination: Destination = {
  city: {
    slug: "manali",
    name: "Manali",
    state: "Himachal Pradesh",
    description:
      "Manali lies at about 2,050 metres at the head of the Kullu valley, where the Beas river runs through apple orchards and deodar forest below snow peaks. It is a base for snow at Solang and Rohtang, treks and river rafting, and the start of the high road over the Himalaya to Lahaul and Ladakh.",
    bestTime:
      "March to June for pleasant weather and open roads; December to February for snow, with some roads closed.",
    seasons: {
      peak: {
        start: "March",
        end: "June",
        description:
          "Warm days, blossom in the orchards and snow still on the high slopes; the Rohtang Pass usually reopens in May or June. This is the busiest time, with traffic jams and high room rates in May and June.",
      },
      moderate: {
        start: "October",
        end: "February",
        description:
          "Autumn is clear and calm, and from December the town and Solang Valley often get snow; Rohtang Pass and the high roads beyond Lahaul close for winter, though the Atal Tunnel keeps Sissu within reach except after heavy snowfall.",
      },
      off: {
        start: "July",
        end: "September",
        description:
          "Monsoon rain brings landslides and road closures on the Kullu–Manali highway and a flood risk along the Beas; it is quiet and cheap, but keep plans flexible.",
      },
    },
    overview: {
      title: "Manali: orchards, snow and the road to Ladakh",
      history:
        "Manali takes its name from the sage Manu, whose temple stands in Old Manali, and for centuries it was a village of the Kullu kingdom on the trade route over the Rohtang Pass to Lahaul, Ladakh and Central Asia. The rulers of Kullu built the Hadimba temple in 1553 and the castle at Naggar, their early capital, further down the valley. British settlers introduced apple orchards to the valley in the late 19th century, and apples remain its main crop. Tibetan refugees settled here after 1959, and in the 1960s and 1970s the village became a stop on the overland hippie trail. The opening of the Atal Tunnel in 2020 made the valleys beyond Rohtang reachable through much of the year.",
      touristPlaces:
        "Hadimba Devi Temple, Old Manali and the Manu Temple, Vashisht hot springs, Solang Valley, Rohtang Pass, the Atal Tunnel and Sissu, and Naggar Castle.",
      famousFor:
        "Snow and adventure sports, apple orchards, Kullu shawls, the Manali–Leh highway and a relaxed café scene in Old Manali.",
      weather:
        "Summers are mild, around 10 to 25°C; the monsoon brings heavy rain in July and August; winters are cold, from about -5 to 10°C, with snow between December and February.",
    },
    howToReach: {
      byAir:
        "Kullu–Manali Airport (KUU) at Bhuntar is about 50 km south, a drive of around one and a half to two hours; it has a few flights, mainly from Delhi, that are often cancelled in bad weather. Chandigarh International Airport (IXC), about 300 km away, has many more flights.",
      byRail:
        "Manali has no railway. The nearest broad-gauge stations with good connections are Chandigarh (CDG) and Kiratpur Sahib, eight to ten hours away by road; the narrow-gauge Kangra Valley line ends at Joginder Nagar, about 165 km away, but has few and slow trains.",
      byRoad:
        "Delhi is about 540 km away, 12 to 14 hours by road via Chandigarh and Mandi, and state-run and private overnight Volvo buses are the usual way up. North of Manali the Atal Tunnel leads to Lahaul, and the Manali–Leh highway over the high passes is usually open only from about June to October.",
      nearestAirport: "KUU",
      nearestStation: "CDG",
    },
    foodToTry: [
      {
        name: "Trout",
        description:
          "Rainbow and brown trout raised in the cold streams of the Kullu valley, usually grilled or pan-fried with lemon and herbs.",
      },
      {
        name: "Siddu",
        description:
          "A soft steamed wheat bun stuffed with poppy seeds, walnuts or lentils and served with ghee or mint chutney.",
      },
      {
        name: "Thukpa and momos",
        description:
          "Tibetan noodle soup and steamed dumplings, found everywhere from the Tibetan monastery area to cafés in Old Manali.",
      },
      {
        name: "Apple products",
        description:
          "Fresh apples in autumn, and apple juice, cider and apple pie in the town's bakeries and cafés.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Kullu shawls",
        description:
          "Hand-woven woollen shawls with bright geometric borders, a product with a geographical indication; buy from cooperatives or the state emporium to be sure of the real thing.",
      },
      {
        heading: "Kullu caps",
        description: "Round woollen caps with a coloured patterned band, worn across the valley.",
      },
      {
        heading: "Tibetan handicrafts",
        description:
          "Prayer flags, singing bowls, thangka prints and jewellery from the Tibetan market near the Mall.",
      },
      {
        heading: "Dried fruit and jams",
        description:
          "Apricots, walnuts, apple chips and fruit preserves from the valley's orchards.",
      },
    ],
    conclusion:
      "Give Manali at least three days: one for the temples and Old Manali, one for Solang Valley, and one for the Atal Tunnel and Sissu or, in season, Rohtang Pass. Check road and permit status the day before any trip to the high passes, and avoid peak weekends if you can.",
    latitude: 32.2432,
    longitude: 77.1892,
    categories: [
      "hills-and-mountains",
      "adventure-seekers",
      "honeymoon-hotspots",
      "romantic-vacation",
    ],
    rating: 4.6,
    trending: true,
    images: [
      photo(
        credits.kulluValley,
        "The Beas river winding through the green Kullu valley near Manali",
      ),
      photo(credits.rohtangSnow, "Snow-covered slopes of the Rohtang range above Manali"),
    ],
  },
  places: [
    {
      slug: "hadimba-devi-temple",
      city: "manali",
      name: "Hadimba Devi Temple",
      description:
        "A wooden temple with a tiered pagoda roof standing in a deodar forest on the edge of Manali, dedicated to Hadimba, the wife of Bhima in the Mahabharata. It is built around a rock where she is said to have meditated.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A short walk or drive from the Mall to a shaded cedar grove, then a queue to enter the small dark sanctuary, which can be long at weekends. Stalls outside offer photos with angora rabbits and yaks.",
      moreAbout:
        "The doorway is covered with carvings of animals, deities and dancers. A short walk away is a shrine to Ghatotkacha, Hadimba's son, and the forest around is a protected park called Dhungri Van Vihar.",
      history:
        "The temple was built in 1553 by Raja Bahadur Singh of Kullu, in the local style of timber and stone. Hadimba is an important goddess of the Kullu valley, and her image is carried to Kullu for the Dussehra festival. A fair called Dhungri Mela is held here each May.",
      highlights:
        "The four-tiered roof, the carved wooden doorway, the sacred rock inside the sanctuary, and the deodar forest around it.",
      timings:
        "Open daily, roughly 8:00 am to 6:00 pm, with longer hours in summer; check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes must be removed before entering; photography inside the sanctuary is not allowed; leather goods and food should not be taken inside.",
      latitude: 32.2478,
      longitude: 77.1812,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Hidimba Devi Temple",
          alt: "The wooden Hadimba Devi Temple with its tiered roof among deodar trees in Manali",
        },
      ],
    },
    {
      slug: "vashisht-temple-and-hot-springs",
      city: "manali",
      name: "Vashisht Temple and Hot Springs",
      description:
        "A stone-and-wood village about 3 km from Manali across the Beas, known for its natural sulphur springs and an old temple to the sage Vashisht. The hot water is piped into public bathing tanks beside the temple.",
      suggestedDuration: "1 to 2 hours",
      whatToExpect:
        "A short drive or walk uphill to a busy village lane with cafés, then separate bathing areas for men and women beside the temple. The water is hot and faintly smells of sulphur; bring a towel.",
      moreAbout:
        "Beside the Vashisht temple is a temple to Rama. The village has guesthouses and cafés popular with backpackers, and a walking path leads up to the Jogini waterfall.",
      history:
        "The springs have been used for bathing for centuries, and local tradition links them to the sage Vashisht, who is said to have meditated here. The temples are built in the traditional Kath-kuni style of interlocking stone and timber. The village was a stop for traders and pilgrims long before Manali became a resort.",
      highlights:
        "Bathing in the hot spring tanks, the carved temple, views of the Beas valley, and the walk to Jogini waterfall.",
      timings:
        "Temple and baths open daily from early morning to late evening, roughly 7:00 am to 9:00 pm; check before visiting.",
      entryFee: "Free; donations welcome.",
      restrictedItems:
        "Soap and shampoo may not be used in the public tanks; photography in the bathing areas is not allowed; shoes off in the temple.",
      latitude: 32.265,
      longitude: 77.188,
      rating: 4.2,
      trending: false,
      images: [
        photo(
          credits.kulluValley,
          "The Beas river and green Kullu valley, near Vashisht (the photo does not show the village)",
        ),
      ],
    },
    {
      slug: "solang-valley",
      city: "manali",
      name: "Solang Valley",
      description:
        "A broad meadow valley about 14 km north-west of Manali, ringed by snow peaks and glaciers. It is the area's main centre for snow play and skiing in winter and paragliding, zorbing and a ropeway in summer.",
      suggestedDuration: "Half a day",
      whatToExpect:
        "A busy car park and a slope lined with activity operators, snow-suit rentals and food stalls. In winter the slopes are covered in snow; in summer the meadows are green and the ropeway carries visitors up towards the high ridges.",
      moreAbout:
        "The Atal Institute of Mountaineering and Allied Sports nearby runs skiing courses. Beyond Solang the road continues to the Atal Tunnel and Lahaul.",
      history:
        "Solang was a grazing meadow of the village of the same name before skiing was introduced in the late 20th century. The ropeway and many of the adventure activities followed as Manali's visitor numbers grew. Winter carnivals and ski competitions are held here.",
      highlights:
        "Snow activities and skiing in winter, paragliding, the ropeway, views of glaciers and the Beas Kund peaks.",
      timings:
        "Open through daylight hours; activities run roughly 9:00 am to 5:00 pm and stop in bad weather. Roads may be blocked after heavy snowfall; check before visiting.",
      entryFee:
        "No entry fee; every activity, including the ropeway, paragliding and snow-gear hire, is charged separately. Agree prices at official counters before starting.",
      restrictedItems:
        "Use only licensed paragliding and ski operators; littering and plastic are discouraged; drones need permission.",
      latitude: 32.3166,
      longitude: 77.1573,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Solang Valley",
          alt: "The Solang Valley meadows below snow-capped peaks near Manali",
        },
      ],
    },
    {
      slug: "rohtang-pass",
      city: "manali",
      name: "Rohtang Pass",
      description:
        "A high pass at about 3,980 metres, roughly 50 km from Manali, on the old road between the Kullu valley and Lahaul. Snowfields and glaciers remain around it well into summer, and it is the classic day trip from Manali.",
      suggestedDuration: "Full day",
      whatToExpect:
        "An early start for a winding climb, often in slow traffic, to a windswept pass with snow, pony rides and sledging. The thin air can cause headaches; dress warmly and do not linger too long at the top.",
      moreAbout:
        "Only a limited number of tourist vehicles are allowed each day, each with an online permit. The Beas river rises near the pass, at Beas Kund.",
      history:
        "The pass has been a trade route for centuries, linking the Kullu valley with Lahaul, Ladakh and Tibet. Its name is often said to mean 'pile of corpses', after the many travellers who died crossing it in bad weather. Since the Atal Tunnel opened under it in 2020, most through traffic bypasses the pass.",
      highlights:
        "Snowfields in early summer, views of the Lahaul peaks and glaciers, the Beas Kund area, and the drive through the Marhi meadows.",
      timings:
        "Usually open from late May or June to November, depending on snow; closed to tourist vehicles on Tuesdays. A permit is needed for each vehicle. Check road status before visiting.",
      entryFee:
        "No entry fee for visitors, but each tourist vehicle needs an online permit (about ₹550); snow gear and activities are extra. Check before visiting.",
      restrictedItems:
        "Plastic and littering are banned; vehicles without a valid permit are turned back; people with heart or breathing problems should take medical advice before going.",
      latitude: 32.3716,
      longitude: 77.2466,
      rating: 4.4,
      trending: false,
      images: [photo(credits.rohtangSnow, "Snow-covered slopes of the Rohtang range near Manali")],
    },
    {
      slug: "atal-tunnel",
      city: "manali",
      name: "Atal Tunnel",
      description:
        "A 9 km road tunnel under the Pir Panjal range that links the Manali side with the Lahaul valley, bypassing the Rohtang Pass. Opened in 2020, it is among the longest highway tunnels in the world at an altitude above 3,000 metres.",
      suggestedDuration: "Half a day, including Sissu",
      whatToExpect:
        "A drive of about 25 km from Manali to the south portal, a few minutes' ride through the lit tunnel, and a sudden change of scenery to the bare mountains of Lahaul on the far side. Most visitors continue to the village of Sissu and its waterfall.",
      moreAbout:
        "The tunnel shortens the Manali–Leh road by about 46 km and several hours. It has emergency exits, cameras and ventilation along its length.",
      history:
        "A tunnel under Rohtang was discussed for decades, and the Border Roads Organisation began construction in 2010. It was named after the former prime minister Atal Bihari Vajpayee and opened on 3 October 2020. It keeps Lahaul connected to Manali through most of the winter.",
      highlights:
        "The drive through the tunnel, the view of Lahaul's peaks at the north portal, Sissu village and waterfall, and the Chandra river.",
      timings:
        "Open round the year, but closed for clearing after heavy snowfall; traffic rules and speed limits apply. Check road status before visiting.",
      entryFee: "Free; no permit is needed for the tunnel itself.",
      restrictedItems:
        "Stopping, parking and photography inside the tunnel are not allowed; obey speed limits and lane markings.",
      latitude: 32.386,
      longitude: 77.154,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Atal Tunnel",
          alt: "The portal of the Atal Tunnel under the Pir Panjal range",
        },
      ],
    },
    {
      slug: "naggar-castle",
      city: "manali",
      name: "Naggar Castle",
      description:
        "A stone-and-timber castle about 21 km south of Manali on the left bank of the Beas, once a seat of the rajas of Kullu. Today it is a state-run heritage hotel with a small museum and a view down the valley.",
      suggestedDuration: "1 to 2 hours",
      whatToExpect:
        "A walk around the courtyard, verandas and small gallery rooms of a traditional hill building, with a café on the terrace. It pairs well with the Roerich Art Gallery a short drive up the hill.",
      moreAbout:
        "The castle is built in the Kath-kuni style of alternating layers of stone and wood, which helped it survive the 1905 Kangra earthquake. A small shrine in the courtyard, Jagti Patt, holds a stone slab said to have been carried there by bees at the gods' command.",
      history:
        "Tradition credits Raja Sidh Singh with building the castle in the 15th century, when Naggar was the capital of Kullu. The capital later moved to Sultanpur in present-day Kullu town. In the 19th century the castle passed to the British, who used it as a courthouse, and since 1978 it has been run as a hotel by the Himachal Pradesh tourism corporation.",
      highlights:
        "The Kath-kuni stone and timber walls, the Jagti Patt shrine, the gallery, and the view over the Kullu valley.",
      timings: "Open daily for day visitors, roughly 10:00 am to 6:00 pm; check before visiting.",
      entryFee: "About ₹30 for day visitors; check before visiting.",
      restrictedItems:
        "Guest rooms are closed to day visitors; shoes off at the shrine; do not climb on walls.",
      latitude: 32.1147,
      longitude: 77.1666,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Naggar Castle",
          alt: "Naggar Castle, a stone and timber building above the Kullu valley",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "the-himalayan-manali",
      city: "manali",
      name: "The Himalayan",
      about:
        "A privately owned resort near the Hadimba temple built in a Gothic-castle style with turrets and stone arches, surrounded by apple and cherry orchards. Rooms are in the main building and in cottages in the grounds.",
      address: "Hadimba Road, Manali, Himachal Pradesh 175131, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Room heating",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Restaurant serving Indian and continental dishes",
          "Bar",
          "In-room dining",
        ],
        healthAndWellness: ["Spa with massages and treatments", "Swimming pool", "Fitness room"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Orchard gardens", "Lounge with fireplace", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: [
          "Fireplace in some rooms",
          "Mountain or orchard views",
          "Flat-screen TV",
          "Tea and coffee maker",
        ],
        bathroom: ["Bathtub in some rooms", "Hot water", "Hairdryer", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [...standardHotelRules, "Outside food may not be allowed in public areas."],
      },
      rating: 4.5,
      priceBand: "luxury",
      images: [
        photo(
          credits.kulluValley,
          "The Kullu valley near Manali, where the hotel stands (the photo does not show the hotel)",
        ),
      ],
    },
    {
      slug: "span-resort-and-spa-manali",
      city: "manali",
      name: "Span Resort & Spa",
      about:
        "A long-established resort of cottages and rooms on the banks of the Beas, on the Kullu–Manali highway about 12 km south of Manali town. Its riverside lawns look across to forested slopes.",
      address: "Kullu–Manali Highway, Baragran, Manali, Himachal Pradesh 175131, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Room heating",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "All-day restaurant serving Indian and continental dishes",
          "Bar",
          "In-room dining",
        ],
        healthAndWellness: ["Spa", "Swimming pool", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Riverside lawns", "Indoor games room", "Activity and travel desk"],
      },
      roomAmenities: {
        roomFeatures: [
          "River or garden views",
          "Flat-screen TV",
          "Tea and coffee maker",
          "Seating area",
        ],
        bathroom: ["Hot water", "Hairdryer", "Bathrobes", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules, "Children must be supervised on the riverbank."],
      },
      latitude: 32.1388,
      longitude: 77.1722,
      rating: 4.4,
      priceBand: "luxury",
      images: [
        photo(
          credits.kulluValley,
          "The Beas river in the Kullu valley, beside which the resort stands (the photo does not show the resort)",
        ),
      ],
    },
  ],
};
