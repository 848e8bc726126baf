import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "darjeeling",
    name: "Darjeeling",
    state: "West Bengal",
    description:
      "Darjeeling is a hill town at about 2,050 metres in the far north of West Bengal, spread along a ridge that faces Kangchenjunga, the third highest mountain in the world. Its tea gardens, Himalayan toy train and colonial buildings make it one of the best-loved hill stations in India.",
    bestTime:
      "March to May for spring weather, and October to December for the clearest views of Kangchenjunga.",
    seasons: {
      peak: {
        start: "March",
        end: "May",
        description:
          "Spring brings mild days of 15 to 22°C, rhododendrons and magnolias in bloom and the prized first-flush tea harvest; it is the busiest season, especially in May.",
      },
      moderate: {
        start: "October",
        end: "February",
        description:
          "After the monsoon the air is clear and the mountain views are at their best from October to December; January and February are cold, with nights near freezing and occasional snow.",
      },
      off: {
        start: "June",
        end: "September",
        description:
          "Heavy monsoon rain, thick cloud and landslides on the roads and the railway; the tea gardens are lush but the peaks are rarely visible.",
      },
    },
    overview: {
      title: "Darjeeling: tea, toy trains and Kangchenjunga",
      history:
        "The ridge where Darjeeling stands belonged to the kingdom of Sikkim and was briefly held by Nepal before the British East India Company restored it to Sikkim. In 1835 the Chogyal of Sikkim granted the land to the British, who developed it as a sanatorium and hill station. Tea was planted experimentally in the 1840s and soon covered the surrounding slopes, drawing workers from Nepal, Sikkim and Bhutan. The Darjeeling Himalayan Railway reached the town in 1881, and in 1999 it became a UNESCO World Heritage Site. Darjeeling tea was the first Indian product to receive a geographical indication, in 2004.",
      touristPlaces:
        "Tiger Hill, Batasia Loop, the Darjeeling Himalayan Railway, the Padmaja Naidu Himalayan Zoological Park and the Himalayan Mountaineering Institute, Happy Valley Tea Estate, Ghoom Monastery, the Mall and Chowrasta.",
      famousFor:
        "Darjeeling tea, the toy train, sunrise over Kangchenjunga, Tibetan and Nepali food, and its colonial-era schools and hotels.",
      weather:
        "Summers are mild, around 15 to 25°C; the monsoon from June to September is very wet; winters are cold, from about 2 to 10°C, with frost and occasional snow.",
    },
    howToReach: {
      byAir:
        "Bagdogra Airport (IXB) near Siliguri is about 65 km away, a drive of around three hours. It has direct flights from Delhi, Kolkata, Mumbai, Bengaluru and other cities.",
      byRail:
        "Darjeeling station (DJ) is the terminus of the narrow-gauge toy train from New Jalpaiguri, a slow and scenic ride of around seven hours. New Jalpaiguri (NJP), about 75 km away, is the main railhead, with trains from Kolkata, Delhi and Guwahati.",
      byRoad:
        "Taxis and shared jeeps run from Siliguri, Bagdogra and New Jalpaiguri up the Hill Cart Road through Kurseong or by the Rohini road, in about three hours. Roads can be blocked by landslides in the monsoon.",
      nearestAirport: "IXB",
      nearestStation: "DJ",
    },
    foodToTry: [
      {
        name: "Momos",
        description:
          "Steamed dumplings of meat or vegetables with a fiery tomato-chilli sauce, sold everywhere.",
      },
      {
        name: "Thukpa",
        description: "A Tibetan noodle soup with vegetables or meat, ideal on a cold evening.",
      },
      {
        name: "Darjeeling tea",
        description:
          "Light, floral black tea; try first and second flush in a tea room, and buy from an estate shop or a specialist dealer.",
      },
      {
        name: "Sel roti",
        description:
          "A ring-shaped, lightly sweet fried rice bread from Nepali cooking, made at festivals and for breakfast.",
      },
      {
        name: "Churpi",
        description:
          "Hard yak or cow's milk cheese chewed slowly as a snack; a softer form is cooked in curries.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Darjeeling tea",
        description:
          "First flush, second flush and autumn teas; look for the Darjeeling tea logo and buy from estates or established shops.",
      },
      {
        heading: "Woollens",
        description: "Sweaters, shawls and caps sold around the Mall and the Chowrasta.",
      },
      {
        heading: "Tibetan handicrafts",
        description:
          "Carpets, thangkas, prayer wheels and jewellery from Tibetan shops and the refugee centre.",
      },
      {
        heading: "Wooden crafts and curios",
        description: "Carved masks, boxes and small souvenirs in the markets along Nehru Road.",
      },
    ],
    conclusion:
      "Give Darjeeling three days: one early morning at Tiger Hill and Batasia Loop, one for the zoo, the mountaineering institute and a tea estate, and one for a ride on the toy train. Come between October and December if the view of Kangchenjunga matters most to you.",
    latitude: 27.041,
    longitude: 88.2663,
    categories: ["hills-and-mountains", "heritage-walk", "romantic-vacation"],
    rating: 4.5,
    trending: false,
    images: [
      {
        wikipedia: "Darjeeling",
        alt: "The hill town of Darjeeling on its ridge in the eastern Himalaya",
      },
      {
        wikipedia: "Darjeeling Himalayan Railway",
        alt: "A train of the Darjeeling Himalayan Railway in the hills",
      },
    ],
  },
  places: [
    {
      slug: "tiger-hill-darjeeling",
      city: "darjeeling",
      name: "Tiger Hill",
      description:
        "A hilltop at about 2,570 metres, some 11 km from Darjeeling, famous for sunrise over Kangchenjunga and the eastern Himalaya. On very clear mornings Mount Everest can be seen in the distance.",
      suggestedDuration: "2 to 3 hours, starting before dawn",
      whatToExpect:
        "A jeep ride in the dark around 4:00 am, then a wait in the cold with crowds on the viewing terraces or in the pavilion. As the sun rises, the snow peaks turn pink and gold, if clouds allow.",
      moreAbout:
        "The Senchal Wildlife Sanctuary surrounds the hill. Many jeep tours stop at Ghoom Monastery and Batasia Loop on the way back.",
      history:
        "The hilltop became a viewpoint in the colonial era, when visitors rode up on ponies to see the sunrise. An observation pavilion was built later and has been rebuilt over time. It is now one of the most visited spots in the Darjeeling hills.",
      highlights:
        "Sunrise on Kangchenjunga, a distant view of Everest on clear days, and the panorama of the eastern Himalaya.",
      timings:
        "Visitors gather from about 4:00 am for sunrise; the hill is open through the day. Clearest from October to December. Check before visiting.",
      entryFee:
        "A small fee for vehicles and for the viewing pavilion is charged; check before visiting.",
      restrictedItems: "No littering or plastic; drones need permission.",
      latitude: 26.998,
      longitude: 88.287,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Tiger Hill, Darjeeling",
          alt: "Tiger Hill near Darjeeling, facing the snow peaks of Kangchenjunga",
        },
      ],
    },
    {
      slug: "batasia-loop",
      city: "darjeeling",
      name: "Batasia Loop",
      description:
        "A spiral loop of the Darjeeling Himalayan Railway between Ghum and Darjeeling, where the toy train circles a landscaped garden. The garden has a war memorial and a wide view of Kangchenjunga.",
      suggestedDuration: "45 minutes",
      whatToExpect:
        "A small garden with flower beds and a war memorial, and stalls selling woollens and tea. The toy train passes through the loop several times a day, stopping briefly on joy rides.",
      moreAbout:
        "On clear days the view from the garden takes in Kangchenjunga and the valley below Darjeeling. Early morning and late afternoon have the best light.",
      history:
        "The loop was built in 1919 to ease the steep gradient between Ghum and Darjeeling. In 1995 a memorial to the Gorkha soldiers of the Indian Army was added at its centre.",
      highlights:
        "The toy train circling the loop, the Gorkha war memorial, and the view of Kangchenjunga.",
      timings: "Open daily, roughly 5:00 am to 8:00 pm; check before visiting.",
      entryFee: "A small entry fee (about ₹20 to ₹50) is charged; check before visiting.",
      restrictedItems: "Do not walk on the railway track; no littering.",
      latitude: 27.018,
      longitude: 88.248,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Batasia Loop",
          alt: "The Batasia Loop garden and war memorial near Darjeeling",
        },
      ],
    },
    {
      slug: "darjeeling-himalayan-railway",
      city: "darjeeling",
      name: "Darjeeling Himalayan Railway",
      description:
        "A narrow-gauge mountain railway, known as the toy train, that climbs about 88 km from New Jalpaiguri in the plains to Darjeeling. It is part of the Mountain Railways of India UNESCO World Heritage Site.",
      suggestedDuration: "2 hours for the joy ride",
      whatToExpect:
        "Most visitors take the joy ride from Darjeeling to Ghum and back, often behind a steam engine, with a stop at Batasia Loop and the railway museum at Ghum. The track runs along the road and through the bazaars, within arm's length of shops.",
      moreAbout:
        "The line uses loops and zigzag reverses to climb the hills. Ghum, at about 2,260 metres, is one of the highest railway stations in India.",
      history:
        "The railway was built between 1879 and 1881 under Franklin Prestage to carry goods and passengers to the hill station. Its small steam locomotives, some more than a century old, are still used on some services. UNESCO listed it as a World Heritage Site in 1999.",
      highlights:
        "Steam locomotives, Batasia Loop, Ghum station and museum, and the track running through Darjeeling's bazaars.",
      timings:
        "Several joy rides daily, plus scheduled trains to New Jalpaiguri; services may be suspended in the monsoon. Check schedules and book before visiting.",
      entryFee:
        "Joy ride fares are roughly ₹1,000 to ₹1,600 depending on steam or diesel; book through Indian Railways. Check before visiting.",
      restrictedItems: "Do not lean out of doors; no smoking on trains; limited luggage space.",
      latitude: 27.0381,
      longitude: 88.2633,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Darjeeling Himalayan Railway",
          alt: "A toy train of the Darjeeling Himalayan Railway on its narrow track",
        },
      ],
    },
    {
      slug: "padmaja-naidu-himalayan-zoological-park",
      city: "darjeeling",
      name: "Padmaja Naidu Himalayan Zoological Park",
      description:
        "A zoo on the forested slopes of Birch Hill specialising in animals of the high Himalaya, including red pandas, snow leopards and Tibetan wolves. It is known for its breeding programmes for endangered species.",
      suggestedDuration: "2 hours",
      whatToExpect:
        "Steep paths between enclosures set among trees, with red pandas, snow leopards, Himalayan black bears and pheasants. The Himalayan Mountaineering Institute is on the same campus with the same ticket.",
      moreAbout:
        "The zoo runs a captive breeding programme for red pandas and snow leopards, and has released red pandas into the wild. It sits at about 2,100 metres, one of the highest zoos in India.",
      history:
        "The zoo opened in 1958 and was later named after Padmaja Naidu, a former Governor of West Bengal. It started its snow leopard breeding programme in the 1980s. It is recognised for its conservation work with Himalayan species.",
      highlights:
        "Red pandas, snow leopards, Tibetan wolves and Himalayan birds in forest enclosures.",
      timings:
        "Open about 8:30 am to 4:30 pm (ticket counter closes earlier); closed on Thursdays. Check before visiting.",
      entryFee:
        "One ticket covers the zoo and the Himalayan Mountaineering Institute, about ₹100 for Indians and more for foreign visitors; check before visiting.",
      restrictedItems: "Do not feed or tease the animals; no plastic; no loud music.",
      latitude: 27.0587,
      longitude: 88.2553,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Padmaja Naidu Himalayan Zoological Park",
          alt: "An enclosure at the Padmaja Naidu Himalayan Zoological Park in Darjeeling",
        },
      ],
    },
    {
      slug: "himalayan-mountaineering-institute",
      city: "darjeeling",
      name: "Himalayan Mountaineering Institute",
      description:
        "A mountaineering school founded after the first ascent of Everest, with a museum of climbing history next to the Darjeeling zoo. Tenzing Norgay, who lived in Darjeeling, was its first director of field training.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "Two museums with old climbing gear, expedition photographs and a model of the Himalaya, and a memorial to Tenzing Norgay on the hill. Trainees can sometimes be seen practising on the climbing rocks.",
      moreAbout:
        "The Everest Museum displays equipment from the 1953 expedition. The institute still runs basic and advanced mountaineering courses.",
      history:
        "The institute was founded on 4 November 1954 with the backing of Jawaharlal Nehru, after Tenzing Norgay and Edmund Hillary's ascent of Everest in 1953. Tenzing led its field training for many years. He was cremated here in 1986, and his memorial stands on the campus.",
      highlights:
        "The Everest Museum, Tenzing Norgay's memorial, the relief model of the Himalaya, and climbing gear from early expeditions.",
      timings: "Open about 8:30 am to 4:30 pm; closed on Thursdays. Check before visiting.",
      entryFee: "Included in the zoo ticket; check before visiting.",
      restrictedItems: "Photography is not allowed inside the museums; do not touch the exhibits.",
      latitude: 27.06,
      longitude: 88.2545,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Himalayan Mountaineering Institute",
          alt: "The Himalayan Mountaineering Institute campus in Darjeeling",
        },
      ],
    },
    {
      slug: "happy-valley-tea-estate",
      city: "darjeeling",
      name: "Happy Valley Tea Estate",
      description:
        "One of the oldest tea gardens in Darjeeling, on steep slopes just below the town. Visitors can walk among the tea bushes and tour the factory to see how Darjeeling tea is made.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "A steep walk or short drive down from town, then a guided look at withering, rolling and drying in the factory, followed by a tasting. Factory work depends on the plucking season, which runs roughly from March to November.",
      moreAbout:
        "The estate sells its teas on site. Tea pluckers work the slopes in spring and summer, and photos should only be taken with their consent.",
      history:
        "The garden was established in the mid-19th century, soon after tea planting began in Darjeeling. It has changed owners several times over the years. It is one of the few estates within walking distance of the town centre.",
      highlights:
        "Walks through the tea bushes, the factory tour, tea tasting and views of the valley.",
      timings:
        "Factory tours usually run in the morning and early afternoon on working days during the plucking season; check before visiting.",
      entryFee: "A small fee is charged for the factory tour; check before visiting.",
      restrictedItems:
        "Do not pick tea leaves; ask before photographing workers; some factory areas are off-limits.",
      latitude: 27.052,
      longitude: 88.261,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Darjeeling",
          alt: "The hill town of Darjeeling, just above the tea estate (the photo does not show the estate)",
        },
      ],
    },
    {
      slug: "ghoom-monastery",
      city: "darjeeling",
      name: "Ghoom Monastery",
      description:
        "A Tibetan Buddhist monastery at Ghum, about 8 km from Darjeeling, known for a large statue of the Maitreya Buddha. Its formal name is Yiga Choeling.",
      suggestedDuration: "45 minutes",
      whatToExpect:
        "A small, peaceful prayer hall with butter lamps, old scriptures and the seated Maitreya statue. Monks may be at prayer; visitors sit quietly at the back.",
      moreAbout:
        "The monastery belongs to the Gelug school of Tibetan Buddhism. It is often combined with Tiger Hill and Batasia Loop in a morning tour.",
      history:
        "The monastery was founded in 1850 by the Mongolian lama Sherab Gyatso. The Maitreya statue, about 4.5 metres high, was installed in the early 20th century. It is one of the oldest monasteries in the Darjeeling hills.",
      highlights: "The Maitreya Buddha statue, the old scriptures, butter lamps and the murals.",
      timings: "Open daily, roughly 7:00 am to 6:00 pm; check before visiting.",
      entryFee: "Free; donations welcome.",
      restrictedItems:
        "Remove shoes before entering; photography inside may need permission; walk clockwise around the prayer hall.",
      latitude: 27.0058,
      longitude: 88.25,
      rating: 4.3,
      trending: false,
      images: [{ wikipedia: "Ghoom Monastery", alt: "Ghoom Monastery at Ghum near Darjeeling" }],
    },
  ],
  hotels: [
    {
      slug: "windamere-hotel-darjeeling",
      city: "darjeeling",
      name: "Windamere Hotel",
      about:
        "A colonial-era hotel on Observatory Hill, just above the Chowrasta, run in an old-fashioned style with fireplaces, afternoon tea and period furnishings. It began as a boarding house for British tea planters before becoming a hotel.",
      address: "Observatory Hill, Darjeeling, West Bengal 734101, India",
      amenities: {
        basicFacilities: ["Wi-Fi", "Front desk", "Laundry service", "Porter service"],
        foodAndDrinks: [
          "Dining room serving Indian and continental dishes",
          "Bar",
          "Afternoon tea",
        ],
        healthAndWellness: ["Gardens and terraces", "Massage on request"],
        safetyAndSecurity: ["24-hour staff", "Secure entrance"],
        commonArea: ["Lounge with fireplace", "Library", "Gardens with mountain views"],
      },
      roomAmenities: {
        roomFeatures: [
          "Fireplace or heater",
          "Period furniture",
          "Mountain views in some rooms",
          "Writing desk",
        ],
        bathroom: ["Hot water", "Towels", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Vehicles cannot reach the door; porters carry luggage from the road.",
        ],
      },
      rating: 4.5,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Darjeeling",
          alt: "The hill town of Darjeeling, where the hotel stands (the photo does not show the hotel)",
        },
      ],
    },
    {
      slug: "the-elgin-darjeeling",
      city: "darjeeling",
      name: "The Elgin, Darjeeling",
      about:
        "A heritage hotel in a late-19th-century mansion on H. D. Lama Road, close to the Mall and the Chowrasta. It is part of the Elgin group of heritage hotels in the eastern Himalaya.",
      address: "18 H. D. Lama Road, Darjeeling, West Bengal 734101, India",
      amenities: {
        basicFacilities: ["Free Wi-Fi", "Front desk", "Room heating", "Laundry service"],
        foodAndDrinks: [
          "Restaurant serving Indian, Chinese and continental dishes",
          "Bar",
          "High tea",
        ],
        healthAndWellness: ["Spa treatments", "Gardens"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas"],
        commonArea: ["Lounge with fireplace", "Gardens", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: [
          "Fireplace or heater",
          "Period furniture",
          "Flat-screen TV",
          "Tea and coffee maker",
        ],
        bathroom: ["Hot water", "Bathtub in some rooms", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.4,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Darjeeling",
          alt: "Darjeeling on its ridge, the town where the hotel stands (the photo does not show the hotel)",
        },
      ],
    },
  ],
};
