import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "ooty",
    name: "Ooty",
    state: "Tamil Nadu",
    description:
      "Ooty, officially Udhagamandalam, is a hill station at about 2,240 metres in the Nilgiri Hills of western Tamil Nadu, long called the 'Queen of Hill Stations'. Tea gardens, eucalyptus and pine forests, a lake and colonial cottages surround the town, and it is reached by one of India's most famous mountain railways.",
    bestTime:
      "March to June, when the plains are hot and Ooty enjoys mild, sunny days; October to February is quieter and colder.",
    seasons: {
      peak: {
        start: "March",
        end: "June",
        description:
          "Pleasant days around 20–25°C draw crowds escaping the heat of the plains; the flower show at the Botanical Gardens in May is the highlight of the season.",
      },
      moderate: {
        start: "October",
        end: "February",
        description:
          "Clear, cool days and cold nights, with frost on the grasslands in December and January; the north-east monsoon brings some rain in October and November.",
      },
      off: {
        start: "July",
        end: "September",
        description:
          "The south-west monsoon brings mist, steady rain and occasional landslides on the ghat roads, though the hills are at their greenest.",
      },
    },
    overview: {
      title: "Ooty: Queen of the Nilgiris",
      history:
        "The Nilgiri plateau was home to the Toda people, pastoralists who herd buffalo and live in distinctive barrel-vaulted huts, along with Badaga, Kota and other communities. In 1819 John Sullivan, the Collector of Coimbatore, explored the hills and soon built a house and promoted the area as a retreat for Europeans. Ootacamund, as the British called it, grew into the summer capital of the Madras Presidency, with clubs, churches, schools and gardens. The Nilgiri Mountain Railway reached the town in 1908 and was listed by UNESCO as part of the Mountain Railways of India in 2005.",
      touristPlaces:
        "Ooty Lake, the Government Botanical Gardens, Doddabetta Peak, the Nilgiri Mountain Railway, Pykara lake and falls, and Mudumalai National Park below the hills.",
      famousFor:
        "The toy train of the Nilgiri Mountain Railway, tea estates, homemade chocolates, the May flower show, eucalyptus oil and Toda embroidery.",
      weather:
        "Cool all year: summer days reach 20–25°C, winter nights can drop close to 0°C with frost in December and January, and the heaviest rain falls from June to September.",
    },
    howToReach: {
      byAir:
        "Coimbatore International Airport (CJB) is the nearest airport, about 88 km away, roughly three hours by road up the ghat. Taxis and buses run from Coimbatore to Ooty through Mettupalayam and Coonoor.",
      byRail:
        "Ooty's station (UAM) is the terminus of the Nilgiri Mountain Railway, whose daily train climbs about 46 km from Mettupalayam in around five hours, using a rack section between Kallar and Coonoor. The overnight Nilgiri Express from Chennai reaches Mettupalayam in time for the morning departure; book the toy train well ahead.",
      byRoad:
        "The main road climbs from Mettupalayam through Coonoor, about 85 km from Coimbatore. From Mysuru (about 125 km) the road passes through Bandipur and Mudumalai, where night traffic is restricted, and a steep shortcut descends via the Kalhatti ghat with its many hairpin bends.",
      nearestAirport: "CJB",
      nearestStation: "UAM",
    },
    foodToTry: [
      {
        name: "Homemade chocolates",
        description:
          "Fudges, pralines and bars made in small local kitchens, sold by weight in shops all over town.",
      },
      {
        name: "Ooty varkey",
        description: "A crisp, flaky baked biscuit made in local bakeries, good with a cup of tea.",
      },
      {
        name: "Nilgiri tea",
        description:
          "Fragrant, bright tea grown on the surrounding estates, best tasted at a tea factory or estate outlet.",
      },
      {
        name: "Hot street snacks",
        description:
          "Roasted corn, bajji fritters and steaming cups of tea sold near the lake and Charing Cross on cold evenings.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Nilgiri tea",
        description: "Loose-leaf black and green teas from estate outlets and tea factory shops.",
      },
      {
        heading: "Eucalyptus and essential oils",
        description:
          "Locally distilled eucalyptus and other oils, sold in small bottles across town.",
      },
      {
        heading: "Toda embroidery",
        description:
          "Shawls and cloth decorated with red and black geometric embroidery by Toda women, a craft with a Geographical Indication tag.",
      },
      {
        heading: "Homemade chocolates",
        description: "Boxes of chocolates and fudge that make easy gifts to carry home.",
      },
    ],
    conclusion:
      "Ride the toy train at least one way, spend a morning at the Botanical Gardens and the lake, and drive up Doddabetta on a clear day. Ooty also makes a good base for Coonoor's tea country and the forests of Mudumalai.",
    latitude: 11.4102,
    longitude: 76.695,
    categories: [
      "hills-and-mountains",
      "honeymoon-hotspots",
      "romantic-vacation",
      "places-to-relax",
    ],
    rating: 4.4,
    trending: false,
    images: [
      {
        wikipedia: "Ooty Lake",
        alt: "Ooty Lake surrounded by wooded hills in the Nilgiris",
      },
      {
        wikipedia: "Nilgiri Mountain Railway",
        alt: "A train of the Nilgiri Mountain Railway climbing through the hills",
      },
    ],
  },
  places: [
    {
      slug: "ooty-lake",
      city: "ooty",
      name: "Ooty Lake",
      description:
        "An artificial lake on the western side of town, fringed by eucalyptus trees and grassy banks. Its boat house is one of Ooty's most popular stops.",
      suggestedDuration: "1 to 2 hours",
      whatToExpect:
        "Queues for rowing, pedal and motor boats at the Tamil Nadu tourism boat house, especially on weekends and in the summer season. Pony rides, snack stalls and a small amusement area line the approach.",
      moreAbout:
        "The lake is a pleasant place for a walk in the early morning when mist lies on the water. The toy train passes along one side, and a small garden and deer park sit nearby.",
      history:
        "John Sullivan had the lake created in the 1820s by damming streams flowing down the valley. It was once much larger, but parts have been reclaimed over time for the railway, the bus stand and other uses. The boat house has been run by the state tourism corporation for decades.",
      highlights:
        "Boating among the eucalyptus-lined banks, morning mist over the water, views of the toy train and the lakeside gardens.",
      timings:
        "The boat house is generally open about 9:00 am to 6:00 pm daily; check before visiting.",
      entryFee:
        "A small entry fee (about ₹15) with separate charges for boats depending on type and duration; check before visiting.",
      restrictedItems:
        "Life jackets must be worn on boats; swimming is not allowed; plastic bags and bottles are restricted in the Nilgiris.",
      latitude: 11.4097,
      longitude: 76.6908,
      rating: 4,
      trending: false,
      images: [
        {
          wikipedia: "Ooty Lake",
          alt: "Boats on Ooty Lake with eucalyptus trees along the banks",
        },
      ],
    },
    {
      slug: "government-botanical-gardens-ooty",
      city: "ooty",
      name: "Government Botanical Gardens, Ooty",
      description:
        "Terraced gardens of about 22 hectares on the lower slopes of Doddabetta, with lawns, flower beds, a glasshouse and rare trees. They are run by the Tamil Nadu horticulture department and host the famous flower show each May.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "Gentle slopes and steps between terraces, best explored slowly; the lawns fill with families on weekends and holidays. During the flower show in May, the crowds are very large.",
      moreAbout:
        "Look for the fossilised tree trunk said to be about 20 million years old, the Italian-style garden, the fern house and old trees such as the cork tree and monkey puzzle tree. A Toda hut model near the top shows the architecture of the hills' first people.",
      history:
        "The gardens were laid out from 1848 under William Graham McIvor, a gardener trained at Kew. They were first intended to supply vegetables and fruit to the European residents of Ootacamund. Over time they became ornamental gardens and a centre for introducing plants to the Nilgiris.",
      highlights:
        "The May flower show, the fossil tree trunk, the glasshouse and fern house, the Italian garden and the sweeping lawns.",
      timings: "Generally open daily about 7:00 am to 6:30 pm; check before visiting.",
      entryFee:
        "About ₹100 for adults and about ₹50 for children, with extra camera charges; higher during the flower show. Check before visiting.",
      restrictedItems:
        "Plucking flowers and walking on marked beds are not allowed; plastic is restricted; no outside food on the lawns in some sections.",
      latitude: 11.4188,
      longitude: 76.711,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Government Botanical Gardens, Ooty",
          alt: "Terraced lawns and flower beds of the Government Botanical Gardens in Ooty",
        },
      ],
    },
    {
      slug: "doddabetta-peak",
      city: "ooty",
      name: "Doddabetta Peak",
      description:
        "At about 2,637 metres, Doddabetta is the highest point in the Nilgiris, about 9 km from the town. On a clear day the view takes in Ooty, the plateau and the plains below.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "A winding drive through forest to a car park, then a short walk to the summit and a viewing tower with a telescope house. Mornings are usually clearer; by midday clouds often roll in.",
      moreAbout:
        "Stalls at the top sell tea, corn and snacks. A tea factory and museum on the road up offer a look at tea processing and tastings.",
      history:
        "The peak has long been sacred to the local Badaga and Toda communities. In the British period it became a popular excursion from Ootacamund. It lies within a reserve forest managed by the forest department.",
      highlights:
        "Panoramic views over the Nilgiris, the telescope house, the cool shola forest on the drive up and the nearby tea factory.",
      timings: "Generally open about 7:00 am to 6:00 pm; check before visiting.",
      entryFee:
        "A small entry fee plus vehicle charges, collected by the forest department; check before visiting.",
      restrictedItems:
        "Plastic is banned within the reserve forest; do not feed wildlife; stay within the fenced viewing areas.",
      latitude: 11.4021,
      longitude: 76.7363,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Doddabetta",
          alt: "The summit of Doddabetta with views over the Nilgiri Hills",
        },
      ],
    },
    {
      slug: "nilgiri-mountain-railway",
      city: "ooty",
      name: "Nilgiri Mountain Railway",
      description:
        "A metre-gauge mountain railway that climbs about 46 km from Mettupalayam in the plains to Ooty through tunnels, over bridges and past tea gardens. It is part of the UNESCO World Heritage Site of the Mountain Railways of India.",
      suggestedDuration: "Half a day (about 5 hours uphill, less downhill)",
      whatToExpect:
        "Small vintage-style carriages, slow climbs with long stops for water and views, and sweeping scenery as the line rises nearly 1,900 metres. Seats sell out quickly in the holiday season, so book well in advance.",
      moreAbout:
        "The steepest section between Kallar and Coonoor uses a rack-and-pinion system, with steam locomotives pushing the train up the gradient. Shorter trips between Ooty and Coonoor give a taste of the line in the upper hills.",
      history:
        "The line opened from Mettupalayam to Coonoor in 1899 and was extended to Ooty in 1908. It was built with Swiss rack technology to cope with gradients steeper than any other Indian railway. UNESCO added it to the Mountain Railways of India World Heritage Site in 2005.",
      highlights:
        "The rack section between Kallar and Coonoor, steam locomotives, tunnels and viaducts, views over tea estates, and the old stations at Coonoor, Wellington and Lovedale.",
      timings:
        "The daily train usually leaves Mettupalayam around 7:10 am and Ooty around 2:00 pm, with extra Ooty–Coonoor services; timetables change, so check before travelling.",
      entryFee:
        "Regular railway fares for first class and second class, booked through Indian Railways; special heritage services cost more. Check before booking.",
      restrictedItems:
        "Smoking is not allowed; luggage space is very limited; do not lean out of doors or stand on footboards.",
      latitude: 11.4046,
      longitude: 76.6948,
      rating: 4.7,
      trending: false,
      images: [
        {
          wikipedia: "Nilgiri Mountain Railway",
          alt: "The Nilgiri Mountain Railway's toy train on a curve in the hills",
        },
      ],
    },
    {
      slug: "pykara",
      city: "ooty",
      name: "Pykara",
      description:
        "A river, lake and waterfall area about 20 km from Ooty on the road to Gudalur, reached through pine forests and rolling grassland. It is a favourite half-day trip for boating and short walks.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "A boat house on Pykara Lake with motor and speed boats, and a short walk down to the falls, where the river tumbles over a series of rock steps. Stops along the way include the pine forest and grassy viewpoints often used by film crews.",
      moreAbout:
        "The falls are fullest after the monsoon. The area is part of the Mukurthi and upper Nilgiri landscape, and Toda settlements can be seen in the hills nearby.",
      history:
        "The Pykara river is sacred to the Toda people. In the early 1930s one of the first hydroelectric projects in the Madras Presidency was built on it, and its dams created the lakes seen today. The area has since become a popular excursion from Ooty.",
      highlights:
        "Boating on Pykara Lake, the stepped waterfalls, the pine forest on the way and the grasslands of the upper plateau.",
      timings:
        "The boat house and falls are generally open about 9:00 am to 5:00 pm; check before visiting.",
      entryFee:
        "Small entry fees at the falls and separate boating charges; check before visiting.",
      restrictedItems:
        "Do not enter the water at the falls; plastic is restricted; follow forest department rules.",
      latitude: 11.4534,
      longitude: 76.6014,
      rating: 4.1,
      trending: false,
      images: [
        {
          wikipedia: "Pykara",
          alt: "The Pykara river and lake area in the Nilgiri Hills",
        },
      ],
    },
    {
      slug: "mudumalai-national-park",
      city: "ooty",
      name: "Mudumalai National Park",
      description:
        "A tiger reserve of dry and moist deciduous forest at the northern foot of the Nilgiris, on the borders of Karnataka and Kerala. Elephants, gaur, deer and, with luck, tigers and leopards can be seen on forest department safaris.",
      suggestedDuration: "Half a day to a full day",
      whatToExpect:
        "A drive down from Ooty to Theppakadu, where the forest department runs safari vehicles and the elephant camp. Safaris follow fixed routes at set hours and fill up quickly on weekends.",
      moreAbout:
        "The Theppakadu elephant camp, one of the oldest in Asia, cares for working and orphaned elephants; visitors can watch them being fed in the morning and evening. Mudumalai adjoins Bandipur and Wayanad, forming one of the largest protected forest areas in South India.",
      history:
        "Mudumalai was declared a wildlife sanctuary in 1940, one of the first in South India. It was later expanded and became a tiger reserve in 2007. The elephant camp gained worldwide attention through the documentary 'The Elephant Whisperers', which won an Academy Award in 2023.",
      highlights:
        "Elephant sightings, the Theppakadu elephant camp, the Moyar river, and the chance of spotting tigers, leopards and gaur.",
      timings:
        "Safaris usually run in the early morning and late afternoon; times and availability change, so check with the forest department before visiting.",
      entryFee:
        "Safari and entry charges set by the forest department, higher for foreign visitors; check before visiting.",
      restrictedItems:
        "Do not leave vehicles or feed animals; no plastic, music or alcohol inside the reserve; drones are prohibited; night driving through the forest is restricted.",
      latitude: 11.573,
      longitude: 76.59,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Mudumalai National Park",
          alt: "Forest and wildlife habitat in Mudumalai National Park below the Nilgiris",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "savoy-ooty",
      city: "ooty",
      name: "Savoy Ooty – IHCL SeleQtions",
      about:
        "A heritage hotel run by IHCL, parts of which date from the 1820s, when the main building served as a school before becoming a hotel in 1841. Cottages and rooms with fireplaces are spread across gardens of about six acres near Charing Cross.",
      address: "77, Sylks Road, Ooty, Tamil Nadu 643001, India",
      amenities: {
        basicFacilities: ["Free Wi-Fi", "24-hour front desk", "Parking", "Laundry service"],
        foodAndDrinks: ["Colonial-style dining room", "Bar", "Afternoon tea", "Room service"],
        healthAndWellness: ["Spa treatments", "Garden walks"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Landscaped gardens", "Lounge with fireplace", "Children's play area"],
      },
      roomAmenities: {
        roomFeatures: ["Fireplace in many rooms", "Heater", "Television", "Tea and coffee maker"],
        bathroom: ["Shower", "Hot water", "Hairdryer", "Toiletries"],
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
          wikipedia: "Ooty",
          alt: "A view of Ooty in the Nilgiri Hills, the town where the hotel stands (not a photo of the hotel)",
        },
      ],
    },
    {
      slug: "sterling-ooty-fern-hill",
      city: "ooty",
      name: "Sterling Ooty Fern Hill",
      about:
        "A resort of Sterling Holidays in the quiet Fernhill area on the southern side of town, with rooms in a cluster of colonial-style buildings and views over the surrounding hills.",
      address: "Fernhill, Ooty, Tamil Nadu 643004, India",
      amenities: {
        basicFacilities: ["Wi-Fi", "24-hour front desk", "Parking", "Laundry service"],
        foodAndDrinks: ["Multi-cuisine restaurant", "Room service"],
        healthAndWellness: ["Spa treatments"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas"],
        commonArea: ["Gardens", "Indoor games room", "Children's activity area"],
      },
      roomAmenities: {
        roomFeatures: ["Heater", "Television", "Tea and coffee maker", "Hill views in some rooms"],
        bathroom: ["Shower", "Hot water", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.1,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Nilgiri Mountains",
          alt: "The Nilgiri Hills around Ooty, where the resort stands (not a photo of the hotel)",
        },
      ],
    },
  ],
};
