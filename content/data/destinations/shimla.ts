import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";
import { credits, photo } from "../images.ts";

export const destination: Destination = {
  city: {
    slug: "shimla",
    name: "Shimla",
    state: "Himachal Pradesh",
    description:
      "Shimla, the capital of Himachal Pradesh, spreads along a ridge of the lower Himalaya at about 2,200 metres, its slopes stacked with colonial buildings, bazaars and cedar forest. Once the summer capital of British India, it is today one of the most visited hill towns in the country, with a car-free Mall and a heritage toy train.",
    bestTime:
      "March to June for mild, clear days, or December to February if you want to see snow.",
    seasons: {
      peak: {
        start: "March",
        end: "June",
        description:
          "Spring flowers and warm, sunny days make this the most comfortable time for walking the Mall and day trips to Kufri and Mashobra; hotels fill up in May and June when the plains are at their hottest.",
      },
      moderate: {
        start: "October",
        end: "February",
        description:
          "Autumn is crisp and clear, and from late December the town may get snow; nights fall below freezing, and heavy snowfall can block roads for a day or two at a time.",
      },
      off: {
        start: "July",
        end: "September",
        description:
          "The monsoon brings heavy rain, mist and landslides on the highway and the railway line, so plans need slack; rates drop and the forests are at their greenest.",
      },
    },
    overview: {
      title: "Shimla: the old summer capital on the ridge",
      history:
        "The hills around Shimla were held by small hill states and, briefly, by the Gurkhas until the British took control after the Anglo-Gurkha War of 1814 to 1816. British officers built the first cottages here from 1819, and the cool climate drew a growing summer population of officials and their families. In 1864 Simla was made the summer capital of British India, and for the next eight decades the government moved up from the plains every year. The Kalka–Shimla Railway reached the town in 1903, and the Viceregal Lodge hosted the Simla Conference of 1945. After independence Shimla served as the capital of Punjab for some years and became the capital of Himachal Pradesh, which gained statehood in 1971.",
      touristPlaces:
        "The Ridge and Mall Road, Christ Church, Jakhoo Temple, the Viceregal Lodge on Observatory Hill, the Kalka–Shimla Railway, and day trips to Kufri, Mashobra and Naldehra.",
      famousFor:
        "Its colonial architecture, the car-free Mall Road, the UNESCO-listed toy train, apple orchards in the surrounding hills and winter snow.",
      weather:
        "Summer days are mild at roughly 15 to 28°C, the monsoon from July to September is wet and misty, and winter days hover around 5 to 10°C with nights near or below freezing; snow usually falls between late December and February.",
    },
    howToReach: {
      byAir:
        "Shimla Airport (SLV) at Jubbarhatti, about 22 km from the town, has a small number of regional flights that are often affected by weather. Most visitors fly into Chandigarh International Airport (IXC), roughly 115 km away, and drive up in about three and a half to four hours.",
      byRail:
        "Shimla station (SML) is the terminus of the narrow-gauge Kalka–Shimla Railway, a scenic ride of five to six hours from Kalka (KLK). Kalka is linked to Delhi by fast trains such as the Kalka Shatabdi, and Chandigarh has more broad-gauge connections.",
      byRoad:
        "The national highway climbs from Chandigarh through Parwanoo and Solan, about 115 km and three to four hours. Delhi is roughly 350 km away, eight to nine hours by car, and state-run and private overnight buses run from Delhi; the town centre is closed to most traffic, so expect to walk or use the lifts from Cart Road.",
      nearestAirport: "SLV",
      nearestStation: "SML",
    },
    foodToTry: [
      {
        name: "Himachali dham",
        description:
          "A festive meal of rice, lentils, rajma, chana madra and sweet rice, cooked by traditional cooks and served on leaf plates at weddings and fairs; some restaurants serve a version of it.",
      },
      {
        name: "Chana madra",
        description:
          "Chickpeas simmered slowly in a spiced yoghurt gravy with ghee, the best known dish of the dham.",
      },
      {
        name: "Siddu",
        description:
          "A steamed wheat bun filled with a paste of poppy seeds or walnuts and eaten hot with ghee, a winter favourite across the hills.",
      },
      {
        name: "Babru",
        description:
          "A Himachali take on the kachori: fried bread stuffed with spiced black gram, often eaten with tamarind chutney.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Woollen shawls and caps",
        description:
          "Kullu and Kinnauri shawls with bright geometric borders, and the round Himachali cap, are sold along the Mall and in the state emporium.",
      },
      {
        heading: "Wooden handicrafts",
        description:
          "Lakkar Bazaar, just off the Ridge, has been known for carved wooden toys, walking sticks and souvenirs for generations.",
      },
      {
        heading: "Apple and fruit products",
        description:
          "Jams, juices, cider vinegar and dried fruit from the orchards of the Shimla hills.",
      },
      {
        heading: "Tibetan goods",
        description:
          "The small Tibetan market below the Mall sells jackets, woollens and jewellery at bargaining prices.",
      },
    ],
    conclusion:
      "Shimla is best explored slowly and on foot: walk the Mall and the Ridge in the evening, climb to Jakhoo early in the morning and give the Viceregal Lodge a half day. Ride the toy train at least one way, and plan around monsoon landslides and winter snow on the roads.",
    latitude: 31.1048,
    longitude: 77.1734,
    categories: ["hills-and-mountains", "heritage-walk", "honeymoon-hotspots", "places-to-relax"],
    rating: 4.5,
    trending: false,
    images: [
      photo(credits.shimla, "Buildings of Shimla spread across forested hillsides"),
      {
        wikipedia: "Christ Church, Shimla",
        alt: "Christ Church, a yellow neo-Gothic church on the Ridge in Shimla",
      },
    ],
  },
  places: [
    {
      slug: "shimla-ridge-and-mall-road",
      city: "shimla",
      name: "Shimla Ridge and Mall Road",
      description:
        "The Ridge is the broad open square at the heart of Shimla, and the Mall is the pedestrian street of shops, cafés and colonial buildings that runs along the hill below it. Together they are where the town meets in the evening, with views over the valleys to the snow peaks on clear days.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "A level stroll on a car-free promenade lined with Tudor-style and neo-Gothic buildings, souvenir shops and snack stalls. It gets crowded on summer evenings and holidays; public lifts link the Mall with Cart Road below.",
      moreAbout:
        "Look for the Gaiety Theatre, the Town Hall, the State Library and Scandal Point, where the Mall meets the Ridge. The Ridge hosts public events and the Shimla Summer Festival, and large water reservoirs lie beneath its paving.",
      history:
        "The Mall was laid out as the main promenade of British Simla in the 19th century, and traffic on it was restricted from the start. The Gaiety Theatre opened in 1887 and staged amateur dramatics for the colonial community. After 1947 the Ridge became the town's main public square, the venue for national-day parades and political rallies.",
      highlights:
        "Sunset views from the Ridge, the Gaiety Theatre, the half-timbered Town Hall, Scandal Point, and Lakkar Bazaar's wooden crafts.",
      timings:
        "Open at all hours; most shops are open roughly 10:00 am to 9:00 pm, and some close one day a week.",
      entryFee:
        "Free. The Gaiety Theatre charges for shows and guided visits; check before visiting.",
      restrictedItems:
        "Private vehicles are not allowed on the Mall or the Ridge. Smoking, spitting and littering in public places are fined, and flying drones needs permission.",
      latitude: 31.1045,
      longitude: 77.172,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "The Ridge, Shimla",
          alt: "The Ridge in Shimla, an open square with colonial buildings around it",
        },
      ],
    },
    {
      slug: "christ-church-shimla",
      city: "shimla",
      name: "Christ Church Shimla",
      description:
        "A pale yellow neo-Gothic church at the eastern end of the Ridge and Shimla's best known landmark. It is one of the oldest churches in north India and still holds regular Sunday services.",
      suggestedDuration: "30 minutes to 1 hour",
      whatToExpect:
        "A short visit to a quiet nave with wooden pews, memorial tablets and stained-glass windows; visitors are expected to keep silent. The church is lit up at night and is a favourite photo stop from the Ridge.",
      moreAbout:
        "The chancel windows represent Christian virtues such as faith, hope, charity and patience. The clock on the tower was added a few years after the church was finished.",
      history:
        "Work on the church began in 1846 to serve the growing British community, which until then had no proper church. It was consecrated in 1857, and the clock and porch were added in the following years. It remains an active Anglican (Church of North India) parish church.",
      highlights:
        "The stained-glass windows, the clock tower, the view down the Ridge, and the church floodlit after dark.",
      timings:
        "Usually open daily from about 8:00 am to 6:00 pm, with Sunday morning services; check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Photography inside the church may not be allowed; no food or drink inside, and keep silent during services.",
      latitude: 31.1044,
      longitude: 77.1751,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Christ Church, Shimla",
          alt: "Christ Church, a neo-Gothic church with a clock tower, on the Ridge in Shimla",
        },
      ],
    },
    {
      slug: "jakhoo-temple",
      city: "shimla",
      name: "Jakhoo Temple",
      description:
        "A temple to Hanuman on Jakhoo Hill, the highest point in Shimla at about 2,450 metres, marked by a giant orange statue of the god that is visible from much of the town. The walk up from the Ridge passes through deodar forest.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "A steep climb of about 2 km from the Ridge, or a short ride by taxi or ropeway, to a small hilltop shrine. Troops of monkeys live on the hill and are bold about grabbing glasses, phones and food.",
      moreAbout:
        "The hilltop has views over Shimla and, on clear days, the snow ranges to the north. Sticks are sold or rented at the start of the climb, partly to keep monkeys at a distance.",
      history:
        "Local tradition holds that Hanuman rested on this hill while searching for the sanjeevani herb to heal Lakshmana, as told in the Ramayana. The temple has long been a place of worship for Shimla's residents. The 33-metre (108-foot) Hanuman statue beside it was unveiled in 2010.",
      highlights:
        "The 108-foot Hanuman statue, the deodar forest walk, views over Shimla, and the temple during Dussehra celebrations.",
      timings:
        "Open daily from early morning to evening, roughly 7:00 am to 8:00 pm, with shorter hours in winter; check before visiting.",
      entryFee: "Free; the ropeway and taxis are charged separately.",
      restrictedItems:
        "Shoes must be left outside the shrine. Keep food, sunglasses, and loose bags out of sight because of the monkeys, and do not feed them.",
      latitude: 31.101,
      longitude: 77.1843,
      rating: 4.3,
      trending: false,
      images: [
        { wikipedia: "Jakhoo Temple", alt: "The Jakhoo Hanuman temple and statue above Shimla" },
      ],
    },
    {
      slug: "viceregal-lodge-shimla",
      city: "shimla",
      name: "Viceregal Lodge Shimla",
      description:
        "The grey stone mansion on Observatory Hill built as the summer residence of the Viceroys of India, now home to the Indian Institute of Advanced Study. Guided tours show the teak-panelled ground-floor rooms, and the lawns look out over the hills.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "A guided tour of part of the ground floor, with photographs and stories of the conferences held here, followed by time on the lawns and in the gardens. The rest of the building is used by the institute and is closed to visitors.",
      moreAbout:
        "The building is in a Scottish baronial style and was fitted with electric lighting when it was built, unusual for its time. It is about 4 km west of the Ridge, a pleasant walk past the Himachal State Museum.",
      history:
        "The lodge was designed by Henry Irwin and completed in 1888 for the Viceroy Lord Dufferin. It housed the viceroys each summer, and in 1945 it hosted the Simla Conference on India's political future. After independence it became Rashtrapati Niwas, and in 1965 it was given to the newly founded Indian Institute of Advanced Study.",
      highlights:
        "The wood-panelled entrance hall and staircase, the conference room, the lawns and gardens, and the views across the hills.",
      timings:
        "Usually open about 9:30 am to 5:00 pm, with guided tours at set intervals; it may be closed on some weekdays and public holidays. Check before visiting.",
      entryFee:
        "A ticket is charged for the guided tour and the gardens, about ₹100 to ₹250 depending on the tour, with a higher rate for foreign visitors; check before visiting.",
      restrictedItems:
        "Photography is not allowed inside the building. Large bags, food and pets are not allowed on the tour.",
      latitude: 31.1035,
      longitude: 77.1425,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Rashtrapati Niwas",
          alt: "The grey stone Viceregal Lodge (Rashtrapati Niwas) on Observatory Hill, Shimla",
        },
      ],
    },
    {
      slug: "kalka-shimla-railway",
      city: "shimla",
      name: "Kalka–Shimla Railway",
      description:
        "A narrow-gauge mountain railway that winds 96 km from Kalka in the foothills up to Shimla through more than a hundred tunnels and hundreds of bridges. It is part of the Mountain Railways of India UNESCO World Heritage Site.",
      suggestedDuration: "5 to 6 hours for the full journey",
      whatToExpect:
        "Small carriages climbing slowly through pine forest and around tight bends, with stops at stations such as Barog, where the longest tunnel on the line emerges. Seats on the popular trains sell out in summer, so book ahead.",
      moreAbout:
        "Several trains run each day, from ordinary trains to the Shivalik Deluxe Express and a small rail motor car with glass windows. Many visitors ride one way and drive the other.",
      history:
        "The line was built by the Delhi–Ambala–Kalka Railway Company to connect the summer capital with the rail network and opened in November 1903. Its 2 ft 6 in gauge and sharp curves were a feat of hill engineering at the time. UNESCO added it to the Mountain Railways of India World Heritage Site in 2008.",
      highlights:
        "The Barog tunnel and station, arched multi-tier bridges, forest views, and arriving at Shimla's small station below the town.",
      timings:
        "Several trains in each direction daily; schedules change with the season and services can be suspended after landslides in the monsoon. Check current timings with Indian Railways before travelling.",
      entryFee:
        "A railway ticket is needed; fares depend on the train and class, from under ₹100 in unreserved second class to a few hundred rupees on the deluxe trains. Check before visiting.",
      restrictedItems:
        "Do not lean out of doors or windows; smoking is banned on trains; luggage space is very limited on the small coaches.",
      latitude: 31.1028,
      longitude: 77.16,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Kalka–Shimla railway",
          alt: "A train on the narrow-gauge Kalka–Shimla Railway in the hills",
        },
      ],
    },
    {
      slug: "kufri",
      city: "shimla",
      name: "Kufri",
      description:
        "A small hill resort about 15 km east of Shimla on the old Hindustan–Tibet Road, at roughly 2,700 metres. It is the nearest place to Shimla for snow in winter and pony rides to viewpoints in summer.",
      suggestedDuration: "Half a day",
      whatToExpect:
        "A short drive, then a pony ride or muddy walk up to the viewpoint area with small amusement rides and snack stalls. It is busy and commercial in season, and the trail can be slushy after rain or snow.",
      moreAbout:
        "The Himalayan Nature Park nearby keeps animals of the region such as Himalayan black bear and pheasants. The road continues to Fagu, Theog and Narkanda through apple country.",
      history:
        "Kufri lies on the Hindustan–Tibet Road begun in the 1850s to link the plains with the Tibetan border. Its snowy slopes drew skiers and winter visitors from Shimla from colonial times. Today it is one of the busiest day-trip spots around the capital.",
      highlights:
        "Snow in winter, pony rides to the Mahasu ridge viewpoint, the Himalayan Nature Park, and views of the distant snow ranges.",
      timings:
        "Open through the day; pony rides and rides run roughly 9:00 am to 5:00 pm. Roads may close briefly after heavy snowfall. Check before visiting.",
      entryFee:
        "No fee to visit Kufri; the nature park, pony rides and amusement rides are charged separately, with pony rates set by the local operators; check before visiting.",
      restrictedItems:
        "Do not feed animals in the nature park; littering is fined; drones need permission.",
      latitude: 31.0977,
      longitude: 77.267,
      rating: 4,
      trending: false,
      images: [{ wikipedia: "Kufri", alt: "The hill resort of Kufri near Shimla" }],
    },
  ],
  hotels: [
    {
      slug: "the-oberoi-cecil-shimla",
      city: "shimla",
      name: "The Oberoi Cecil",
      about:
        "A heritage hotel run by The Oberoi Group on Chaura Maidan at the western end of the Mall, a short walk from the Ridge. The building has been a hotel since the early 20th century, and the group's founder, M. S. Oberoi, began his career here in the 1920s.",
      address: "Chaura Maidan, Shimla, Himachal Pradesh 171004, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Central heating",
          "24-hour front desk",
          "Laundry service",
          "Parking",
        ],
        foodAndDrinks: [
          "All-day restaurant serving Indian and continental dishes",
          "Bar",
          "In-room dining",
          "Afternoon tea",
        ],
        healthAndWellness: [
          "Spa with massages and treatments",
          "Indoor heated swimming pool",
          "Fitness centre",
        ],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Atrium lobby", "Library lounge", "Children's activity room", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: [
          "Valley or forest views",
          "Tea and coffee maker",
          "Minibar",
          "Flat-screen TV",
          "Heating",
        ],
        bathroom: [
          "Bathtub in most rooms",
          "Bathrobes and slippers",
          "Hairdryer",
          "Complimentary toiletries",
        ],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Vehicles cannot reach the Mall itself; confirm drop-off arrangements with the hotel before arrival.",
        ],
      },
      rating: 4.7,
      priceBand: "luxury",
      images: [
        photo(
          credits.shimla,
          "Shimla's hillside buildings, the town where the hotel stands (the photo does not show the hotel)",
        ),
      ],
    },
    {
      slug: "wildflower-hall-shimla",
      city: "shimla",
      name: "Wildflower Hall, Shimla in the Himalayas",
      about:
        "An Oberoi resort at Chharabra, about 13 km from central Shimla, set at roughly 2,500 metres among cedar and pine forest. It stands on the site of a former residence of Lord Kitchener and looks out over the ranges to the north.",
      address: "Chharabra, Shimla, Himachal Pradesh 171012, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Central heating",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Restaurant serving Indian and international dishes",
          "Bar and lounge",
          "24-hour in-room dining",
        ],
        healthAndWellness: [
          "Spa with massages and treatments",
          "Heated outdoor pool and whirlpool",
          "Fitness centre",
          "Yoga and guided forest walks",
        ],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Landscaped gardens", "Lounge with fireplace", "Library", "Activity desk"],
      },
      roomAmenities: {
        roomFeatures: [
          "Mountain or forest views",
          "Heating",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: [
          "Bathtub and separate shower",
          "Bathrobes and slippers",
          "Hairdryer",
          "Complimentary toiletries",
        ],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "The road to Chharabra can be blocked by snow in winter; the hotel can advise on transfers.",
        ],
      },
      rating: 4.8,
      priceBand: "luxury",
      images: [
        photo(
          credits.shimla,
          "Forested hills around Shimla; the resort is about 13 km away at Chharabra (the photo does not show the hotel)",
        ),
      ],
    },
  ],
};
