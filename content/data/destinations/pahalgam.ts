import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "pahalgam",
    name: "Pahalgam",
    state: "Jammu and Kashmir",
    description:
      "Pahalgam is a mountain resort at about 2,200 metres in the Lidder valley of south Kashmir, where two streams meet among pine forest and meadows. It is a base for walks and pony rides to side valleys such as Aru and Betaab, for treks to the Kolahoi glacier, and for the annual Amarnath pilgrimage.",
    bestTime: "April to June and September to October, for mild weather and open meadows.",
    seasons: {
      peak: {
        start: "April",
        end: "June",
        description:
          "Snow melts from the meadows, the rivers run full and days are mild at around 15 to 25°C; this is the best time for pony rides, river rafting and walks, and the busiest time for hotels.",
      },
      moderate: {
        start: "July",
        end: "November",
        description:
          "July and August bring the Amarnath pilgrimage, with heavy security and some roads reserved for pilgrims; September and October are clear and golden, and by November nights are freezing and many hotels start to close.",
      },
      off: {
        start: "December",
        end: "March",
        description:
          "Deep winter, with snow on the town and meadows, temperatures well below freezing and many hotels shut; roads to the side valleys may be closed, though the town is reachable from Srinagar most days.",
      },
    },
    overview: {
      title: "Pahalgam: the valley of shepherds",
      history:
        "Pahalgam's name is usually explained as 'village of shepherds', and for centuries it was a summer pasture for Gujjar and Bakarwal herders who still bring their flocks up each year. The stone Mamleshwar temple by the river dates from about the 12th century, and the valley has long been on the pilgrimage route to the Amarnath cave. In the colonial period it became a hill resort for visitors escaping the heat of the plains, and it later became a favourite location for Hindi film shoots. In April 2025 a terrorist attack on tourists at the Baisaran meadow near the town killed 26 people, and several sites were closed for a time afterwards.",
      touristPlaces:
        "Betaab Valley, Aru Valley, Chandanwari, the Lidder river, Mamleshwar Temple and the Baisaran meadow, with longer treks to the Kolahoi glacier and Tarsar lake.",
      famousFor:
        "Meadows and pine forest, the Lidder river and its trout, pony rides, film locations, and its role as base camp for the Amarnath Yatra.",
      weather:
        "Summer days are mild at around 15 to 25°C with cool nights; autumn is dry and crisp; winter brings heavy snow, with temperatures often falling to -10°C at night.",
    },
    howToReach: {
      byAir:
        "The nearest airport is Srinagar's Sheikh ul-Alam International Airport (SXR), about 95 km away, a drive of two and a half to three hours. It has direct flights from Delhi, Mumbai and other cities.",
      byRail:
        "Anantnag (ANT), about 45 km away, is the nearest station, on the Kashmir valley line with local trains to Srinagar and Banihal. Jammu Tawi is the main long-distance railhead, about 250 km away, and Katra is linked to Srinagar by Vande Bharat trains.",
      byRoad:
        "Pahalgam is about 95 km from Srinagar by road via Anantnag and the Lidder valley, and taxis and buses run from Srinagar. Sightseeing trips to Aru, Betaab Valley and Chandanwari must usually be made in local union taxis, and some areas are closed at short notice for security; check current advisories before travelling.",
      nearestAirport: "SXR",
      nearestStation: "ANT",
    },
    foodToTry: [
      {
        name: "Trout",
        description:
          "Fresh trout from the Lidder's cold waters and local farms, fried or cooked in a light Kashmiri gravy.",
      },
      {
        name: "Wazwan dishes",
        description:
          "Kashmiri favourites such as rogan josh, yakhni and gushtaba, served in hotel restaurants and family-run eateries.",
      },
      {
        name: "Kahwa",
        description:
          "Saffron-and-spice green tea with almonds, sold at stalls in the market and at the meadows.",
      },
      {
        name: "Noon chai and bakery breads",
        description: "Salted pink tea with girda or bakarkhani bread from the town's bakeries.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Woollen shawls and pherans",
        description:
          "Embroidered shawls and the loose woollen pheran gown worn through the Kashmiri winter.",
      },
      {
        heading: "Kashmir willow cricket bats",
        description:
          "Bats made in the workshops along the highway between Bijbehara and Sangam, which you pass on the way from Srinagar.",
      },
      {
        heading: "Dry fruit and saffron",
        description: "Walnuts, almonds and saffron from south Kashmir, sold in the main market.",
      },
      {
        heading: "Walnut wood crafts",
        description: "Small carved boxes, trays and bowls from Kashmiri woodcarvers.",
      },
    ],
    conclusion:
      "Stay at least two nights to see the side valleys without rushing: one day for Betaab Valley and Chandanwari, another for Aru. Check the latest security advisories, book local taxis through the official stand, and avoid the Amarnath Yatra weeks if you want quiet.",
    latitude: 34.0161,
    longitude: 75.315,
    categories: ["hills-and-mountains", "honeymoon-hotspots", "places-to-relax"],
    rating: 4.5,
    trending: false,
    images: [
      { wikipedia: "Pahalgam", alt: "The resort town of Pahalgam in the Lidder valley, Kashmir" },
    ],
  },
  places: [
    {
      slug: "betaab-valley",
      city: "pahalgam",
      name: "Betaab Valley",
      description:
        "A green meadow valley about 15 km from Pahalgam on the road to Chandanwari, enclosed by pine-covered slopes and snow peaks, with a clear stream running through it. It takes its name from the 1983 Hindi film Betaab, which was shot here.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "A short drive up the Lidder valley to a fenced park with lawns, footbridges and paths along the stream. It is popular with families and can be busy at midday in summer.",
      moreAbout:
        "The valley was formerly known as Hagan valley. It is a common stop on the way to Chandanwari.",
      history:
        "The meadow was a grazing ground for shepherds before the film Betaab, starring Sunny Deol and Amrita Singh, made it famous in 1983. The valley was later renamed after the film. The tourism authorities developed it as a park with paths and facilities.",
      highlights:
        "The stream and footbridges, the meadows and pine forest, and views of the surrounding peaks.",
      timings:
        "Open in daylight hours, roughly 9:00 am to 6:00 pm, from spring to autumn; may be closed in deep winter or for security reasons. Check before visiting.",
      entryFee:
        "A small entry fee is charged at the gate; local taxi fares are separate. Check before visiting.",
      restrictedItems:
        "No littering or plastic; do not wade into the stream when it is running high; drones are not allowed.",
      latitude: 34.06,
      longitude: 75.365,
      rating: 4.5,
      trending: false,
      images: [
        { wikipedia: "Betaab Valley", alt: "Meadows and a stream in Betaab Valley near Pahalgam" },
      ],
    },
    {
      slug: "aru-valley",
      city: "pahalgam",
      name: "Aru Valley",
      description:
        "A wide alpine meadow around the village of Aru, about 12 km north-west of Pahalgam, at roughly 2,400 metres. It is quieter than the main town and is the starting point for treks to the Kolahoi glacier and Tarsar lake.",
      suggestedDuration: "Half a day",
      whatToExpect:
        "A drive along the Aru river through pine forest to open meadows with grazing horses and small guesthouses. Pony rides and short walks lead up the side slopes; in winter the meadows are deep in snow.",
      moreAbout:
        "The Aru area is part of a wildlife sanctuary, and musk deer and Himalayan black bear live in its forests. Herders camp here in summer with their flocks.",
      history:
        "Aru has long been a summer camp for Gujjar and Bakarwal herders. In the 20th century it became the base for trekkers and climbers heading for Kolahoi, the highest peak of the area. It has also been used as a film location.",
      highlights:
        "The open meadows, the Aru river, pony rides, and the start of the Kolahoi and Tarsar treks.",
      timings:
        "Best from April to October; the road may close after heavy snow, and access has at times been restricted for security. Check before visiting.",
      entryFee:
        "No entry fee; local taxis and pony rides are charged at fixed union rates. Check before visiting.",
      restrictedItems:
        "No littering; trekkers need to register with the authorities; drones are not allowed.",
      latitude: 34.089,
      longitude: 75.264,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Pahalgam",
          alt: "The Pahalgam area in the Lidder valley, from which the road climbs to Aru (the photo does not show Aru)",
        },
      ],
    },
    {
      slug: "chandanwari",
      city: "pahalgam",
      name: "Chandanwari",
      description:
        "A valley about 16 km north-east of Pahalgam at nearly 2,900 metres, where the road ends and the footpath to the Amarnath cave begins. A snow bridge over the stream often survives into early summer.",
      suggestedDuration: "Half a day",
      whatToExpect:
        "A scenic drive up the Lidder valley past Betaab Valley to a small area of tea stalls and pony stands, with snow to play in from spring into early summer. During the Amarnath Yatra it is a busy, guarded pilgrim base.",
      moreAbout:
        "The trek to Amarnath continues over Pissu Top to Sheshnag lake and the Mahagunas pass. Ordinary visitors can usually walk a short way up the path outside the pilgrimage season.",
      history:
        "Chandanwari has long been the first stage of the traditional route to the Amarnath cave shrine of Shiva. Each summer tens of thousands of pilgrims pass through on the Yatra. The road from Pahalgam was improved for the pilgrimage traffic.",
      highlights:
        "The snow bridge, views of the upper Lidder valley, and the start of the Amarnath trail.",
      timings:
        "Usually reachable from about April or May to October, depending on snow; access is restricted to registered pilgrims during the Amarnath Yatra in July and August. Check before visiting.",
      entryFee:
        "No entry fee; local taxis and ponies are charged at union rates. Check before visiting.",
      restrictedItems:
        "Do not walk on the snow bridge when it is melting; follow security instructions; drones are not allowed.",
      latitude: 34.078,
      longitude: 75.41,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Pahalgam",
          alt: "The Pahalgam area in the Lidder valley, from which the road climbs to Chandanwari (the photo does not show Chandanwari)",
        },
      ],
    },
    {
      slug: "mamleshwar-temple",
      city: "pahalgam",
      name: "Mamleshwar Temple",
      description:
        "A small, ancient stone Shiva temple in the village of Mamal, about 1 km from Pahalgam's market across the Lidder. It is one of the oldest surviving temples in the valley.",
      suggestedDuration: "45 minutes",
      whatToExpect:
        "A pleasant walk across the river to a simple square stone shrine with a spring-fed pool in front of it. It is quiet and rarely crowded.",
      moreAbout:
        "Local legend connects the temple with the story of Ganesha guarding his mother Parvati's door. The stone lingam inside is worshipped daily.",
      history:
        "The temple is generally dated to around the 12th century, to the time of the Kashmiri king Jayasimha, and is built in the old Kashmiri style of dressed stone. It survived centuries of changing rule in the valley. It is still an active place of worship.",
      highlights:
        "The old stone shrine, the spring-fed pool, and the walk across the Lidder from the town.",
      timings: "Open daily from morning to evening; check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes must be removed; leather items should not be taken inside; photography inside may not be allowed.",
      latitude: 34.018,
      longitude: 75.322,
      rating: 4.1,
      trending: false,
      images: [
        {
          wikipedia: "Pahalgam",
          alt: "The Pahalgam area in the Lidder valley, where the temple stands (the photo does not show the temple)",
        },
      ],
    },
    {
      slug: "lidder-river",
      city: "pahalgam",
      name: "Lidder River",
      description:
        "The fast, clear river that flows from the Kolahoi glacier through Pahalgam and down to the Jhelum. Its banks are lined with pine forest and meadows, and it is known for trout fishing and white-water rafting.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "Riverside walks near the town, and rafting trips on a stretch below Pahalgam in the warmer months, with grade II to III rapids depending on the water level. Anglers fish for trout with permits in season.",
      moreAbout:
        "The river has two headwaters, the East Lidder from Sheshnag and the West Lidder from Kolahoi, which meet at Pahalgam. The valley downstream is dotted with orchards and villages.",
      history:
        "The Lidder has irrigated south Kashmir's fields and orchards for centuries. Trout were brought to Kashmir around 1900, under the Dogra maharajas, and the valley became a noted fishing destination. Rafting became popular in recent decades.",
      highlights:
        "Riverside walks, rafting in spring and summer, trout fishing, and picnic spots along the bank.",
      timings:
        "Riverbanks open at all hours; rafting usually runs from about April to September in daylight, depending on water levels. Check before visiting.",
      entryFee:
        "Free to walk; rafting is charged per person by local operators, and fishing needs a permit from the Fisheries Department. Check before visiting.",
      restrictedItems:
        "Raft only with registered operators and wear life jackets; fishing without a permit is prohibited; do not swim in the fast current.",
      latitude: 34.014,
      longitude: 75.315,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Lidder River",
          alt: "The Lidder River flowing through the valley near Pahalgam",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "the-pahalgam-hotel",
      city: "pahalgam",
      name: "The Pahalgam Hotel",
      about:
        "One of the oldest hotels in Pahalgam, run by the same family for several generations, on the main road in the town with views over the Lidder. It has rooms in the main building and a wellness area.",
      address: "Main Road, Pahalgam, Anantnag district, Jammu and Kashmir 192126, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Room heating",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Restaurant serving Kashmiri, Indian and continental dishes",
          "Coffee shop",
          "Room service",
        ],
        healthAndWellness: ["Indoor heated swimming pool", "Spa treatments", "Fitness room"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Gardens", "Lounge", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: [
          "River or mountain views in some rooms",
          "Heating",
          "Flat-screen TV",
          "Tea and coffee maker",
        ],
        bathroom: ["Hot water", "Hairdryer", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 1:00 pm (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Local sightseeing must usually be booked through the Pahalgam taxi union; the front desk can help.",
        ],
      },
      rating: 4.4,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Pahalgam",
          alt: "The resort town of Pahalgam, where the hotel stands (the photo does not show the hotel)",
        },
      ],
    },
    {
      slug: "welcomhotel-pine-n-peak-pahalgam",
      city: "pahalgam",
      name: "Welcomhotel by ITC Hotels, Pine N Peak, Pahalgam",
      about:
        "A resort hotel in the ITC Hotels group's Welcomhotel brand, set among pine trees in Pahalgam with views of the surrounding peaks. It offers rooms and suites with a restaurant and wellness facilities.",
      address: "Pahalgam, Anantnag district, Jammu and Kashmir 192126, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Central heating",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "All-day restaurant serving Kashmiri, Indian and international dishes",
          "In-room dining",
        ],
        healthAndWellness: ["Spa", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Lawns", "Lobby lounge", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: [
          "Mountain or forest views",
          "Heating",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: ["Hot water", "Bathrobes", "Hairdryer", "Complimentary toiletries"],
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
          wikipedia: "Lidder River",
          alt: "The Lidder River near Pahalgam, the town where the hotel stands (the photo does not show the hotel)",
        },
      ],
    },
  ],
};
