import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "kohima",
    name: "Kohima",
    state: "Nagaland",
    description:
      "Kohima, the capital of Nagaland, spreads over a series of ridges at about 1,450 metres in the hills of the Angami Naga. It is known for the Second World War battle fought on its slopes, for the Hornbill Festival that gathers all the Naga tribes each December, and as the base for treks to the Dzükou Valley and visits to traditional villages such as Khonoma.",
    bestTime:
      "October to May for clear weather; the first ten days of December for the Hornbill Festival.",
    seasons: {
      peak: {
        start: "October",
        end: "December",
        description:
          "Clear skies, cool days and the Hornbill Festival from 1 to 10 December, when rooms across the city are booked months ahead.",
      },
      moderate: {
        start: "January",
        end: "May",
        description:
          "Cold, dry winter mornings give way to mild spring days; the Angami festival of Sekrenyi falls in February and rhododendrons bloom on the higher slopes.",
      },
      off: {
        start: "June",
        end: "September",
        description:
          "Heavy monsoon rain causes landslides on the highway, though the Dzükou Valley is green and its lilies bloom around June and July.",
      },
    },
    overview: {
      title: "Kohima: the hill capital of the Nagas",
      history:
        "Kohima grew out of the large Angami village of Kewhira, and the Naga communities of these hills long governed themselves through village councils. The British set up the headquarters of the Naga Hills district here in 1878 and fought the Angami of nearby Khonoma in 1879–80. In April to June 1944 the town was the scene of the Battle of Kohima, when British and Indian troops halted the Japanese advance into India in fierce fighting around the deputy commissioner's bungalow and its tennis court. Nagaland became India's sixteenth state on 1 December 1963, with Kohima as its capital, and the Hornbill Festival has been held since 2000 to celebrate its cultures.",
      touristPlaces:
        "Kohima War Cemetery, the Naga Heritage Village at Kisama, Khonoma village, the Dzükou Valley, the Nagaland State Museum, Kohima Cathedral and the old Kohima village (Bara Basti).",
      famousFor:
        "The Hornbill Festival, the Battle of Kohima and its war cemetery, Naga tribal cultures and crafts, smoked pork and fiery king chilli, and treks in the Dzükou Valley.",
      weather:
        "Subtropical highland climate: mild summers around 24–28°C, a wet monsoon from June to September, and cold, dry winters with nights around 3–5°C.",
    },
    howToReach: {
      byAir:
        "Dimapur Airport (DMU), about 70 km away, has flights to Kolkata, Guwahati and a few other cities; the drive up to Kohima takes two and a half to three hours. Guwahati airport offers more connections but is about eight hours away by road.",
      byRail:
        "Dimapur (DMV), about 74 km from Kohima, is the main railway station for Nagaland, on the line between Guwahati and Dibrugarh, with direct trains from Delhi, Kolkata and Guwahati. Shared taxis and buses run from Dimapur to Kohima.",
      byRoad:
        "National Highway 29 (formerly NH 39) climbs from Dimapur to Kohima and continues to Imphal, about 140 km further south. Nagaland state buses and shared Sumo taxis connect Kohima with Dimapur, Guwahati and other towns; the road is affected by landslides in the monsoon.",
      nearestAirport: "DMU",
      nearestStation: "DMV",
    },
    foodToTry: [
      {
        name: "Smoked pork with bamboo shoot",
        description:
          "Pork smoked over the kitchen fire and cooked with fermented bamboo shoot and chilli, the best-known Naga dish.",
      },
      {
        name: "Axone dishes",
        description:
          "Curries and chutneys made with axone (akhuni), strongly flavoured fermented soybean, often with pork or greens.",
      },
      {
        name: "Galho",
        description:
          "A hearty rice porridge cooked with vegetables, greens and sometimes meat, an everyday comfort food.",
      },
      {
        name: "King chilli chutney",
        description:
          "Fiery chutney made with raja mircha, one of the hottest chillies in the world, eaten in small amounts with every meal.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Naga shawls",
        description:
          "Handwoven shawls whose colours and patterns belong to particular tribes, sold at craft shops and the Hornbill Festival.",
      },
      {
        heading: "Cane and bamboo crafts",
        description: "Baskets, mugs, hats and furniture made by village artisans.",
      },
      {
        heading: "Beads and jewellery",
        description:
          "Traditional Naga necklaces of glass beads, shell and brass, or modern pieces inspired by them.",
      },
      {
        heading: "King chilli and local produce",
        description: "Dried king chillies, chilli pickles, axone and local honey from the markets.",
      },
    ],
    conclusion:
      "Allow three or four days: one for the war cemetery, museum and markets, one for Khonoma, and one or two for the Dzükou Valley trek; add more if you come for the Hornbill Festival. Indian visitors need an Inner Line Permit for Nagaland, and foreign nationals should check the current permit rules before travelling.",
    latitude: 25.6751,
    longitude: 94.1086,
    categories: ["hills-and-mountains", "adventure-seekers", "heritage-walk"],
    rating: 4.3,
    trending: false,
    images: [
      {
        wikipedia: "Kohima War Cemetery",
        alt: "Rows of graves on the terraced lawns of the Kohima War Cemetery",
      },
      {
        wikipedia: "Hornbill Festival",
        alt: "Naga performers in traditional dress at the Hornbill Festival",
      },
    ],
  },
  places: [
    {
      slug: "kohima-war-cemetery",
      city: "kohima",
      name: "Kohima War Cemetery",
      description:
        "A Commonwealth war cemetery on Garrison Hill in the centre of Kohima, where more than 1,400 soldiers who died in the Battle of Kohima in 1944 are buried. Its terraced lawns overlook the town.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "Neat terraces of bronze-plaqued graves climb the hillside between the 2nd Division memorial near the entrance and the Cross of Sacrifice at the top. It is calm and beautifully kept, and there are good views over Kohima.",
      moreAbout:
        "The lines of the tennis court of the old deputy commissioner's bungalow, where the two sides fought just metres apart, are marked in the cemetery. The memorial carries the Kohima Epitaph: 'When you go home, tell them of us and say, for your tomorrow, we gave our today.'",
      history:
        "From early April to June 1944 a small garrison and then relieving forces held Kohima against a much larger Japanese force in some of the hardest fighting of the war in Asia. The battle, together with Imphal, turned back the Japanese invasion of India. The cemetery is maintained by the Commonwealth War Graves Commission.",
      highlights:
        "The terraced graves, the tennis court site, the 2nd Division memorial and Kohima Epitaph, the Cross of Sacrifice, and views over the town.",
      timings:
        "Open daily during the day, roughly 8:00 am to 3:30 pm (shorter hours in winter). Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Picnics, loud behaviour and walking on graves are not allowed; drones need permission.",
      latitude: 25.6673,
      longitude: 94.1065,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Kohima War Cemetery",
          alt: "Terraced lawns and memorials of the Kohima War Cemetery",
        },
      ],
    },
    {
      slug: "kisama-naga-heritage-village",
      city: "kohima",
      name: "Naga Heritage Village, Kisama",
      description:
        "An open-air heritage complex about 12 km south of Kohima, with a traditional morung (communal house) for each of Nagaland's major tribes. It is the venue of the Hornbill Festival from 1 to 10 December.",
      suggestedDuration: "2 to 3 hours (a full day during the festival)",
      whatToExpect:
        "Outside the festival the village is quiet, and you can walk among the carved morungs, each built in its tribe's style. During the Hornbill Festival it fills with dances, songs, games, food stalls and crafts from every tribe.",
      moreAbout:
        "The complex also has a World War II museum with photographs and relics of the Battle of Kohima. Evening events during the festival include music concerts and a night bazaar in Kohima.",
      history:
        "The Hornbill Festival was first held in 2000 to showcase the state's cultures, and the Nagaland government later developed the heritage village at Kisama as its permanent home. The festival is named after the hornbill, a bird that appears in the folklore and ceremonial dress of many Naga tribes.",
      highlights:
        "The tribal morungs, the Hornbill Festival's dances and games, the World War II museum, Naga food stalls and craft markets.",
      timings:
        "Open daily during daylight hours; festival events run from morning to evening in early December. Check before visiting.",
      entryFee:
        "A small entry fee, higher during the Hornbill Festival, with camera charges. Check before visiting.",
      restrictedItems:
        "Ask before photographing performers up close; drones need permission; do not enter morungs without invitation.",
      latitude: 25.617,
      longitude: 94.127,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Hornbill Festival",
          alt: "Naga dancers performing at the Hornbill Festival held at Kisama",
        },
      ],
    },
    {
      slug: "dzukou-valley",
      city: "kohima",
      name: "Dzükou Valley",
      description:
        "A high valley of rolling green hills, streams and dwarf bamboo at about 2,400 metres on the border of Nagaland and Manipur, about 25 km south of Kohima. It is one of the most popular treks in north-east India.",
      suggestedDuration: "1 to 2 days",
      whatToExpect:
        "A steep climb of two to four hours from Viswema or Zakhama to the valley rim, then walks across the valley floor. Most trekkers stay overnight at the basic rest house or in tents; nights are cold all year.",
      moreAbout:
        "The valley is known for the Dzükou lily, which blooms in pink around June and July, and for rhododendrons and other wildflowers in spring. Winter brings frost and golden grass.",
      history:
        "The valley is the traditional land of Angami and neighbouring communities, who manage access and the rest house. Forest fires have scarred parts of it in recent years, and local groups now work to protect it. The border with Manipur runs through the area.",
      highlights:
        "The rolling bamboo-covered hills, the Dzükou lily in season, sunrise from the rest house, streams and caves, and the trek itself.",
      timings:
        "Open year-round, but best from October to May; the monsoon makes trails slippery. Check local conditions before trekking.",
      entryFee:
        "An entry fee for Indians and foreign visitors plus charges for the rest house, tents and camera. Check before visiting.",
      restrictedItems:
        "No fires outside designated areas, no plastic or littering, and no alcohol; carry all waste back down.",
      latitude: 25.556,
      longitude: 94.078,
      rating: 4.7,
      trending: false,
      images: [
        {
          wikipedia: "Dzükou Valley",
          alt: "Green rolling hills of the Dzükou Valley on the Nagaland–Manipur border",
        },
      ],
    },
    {
      slug: "khonoma-green-village",
      city: "kohima",
      name: "Khonoma Green Village",
      description:
        "An Angami Naga village about 20 km west of Kohima, set on a ridge above terraced rice fields. It is known as India's first 'green village' for its community-led ban on hunting and logging.",
      suggestedDuration: "Half a day, or an overnight homestay",
      whatToExpect:
        "Stone paths wind between houses and the village's fortified khels (clan quarters), with gateways and memorial stones. A local guide helps explain customs, history and the conservation efforts.",
      moreAbout:
        "The village's forests form the Khonoma Nature Conservation and Tragopan Sanctuary, home to the Blyth's tragopan and other birds. Homestays offer Angami meals and a quiet base for walks.",
      history:
        "Khonoma's warriors fought the British in several campaigns, most famously in 1879–80, when the village held out for months after the killing of the political officer G. H. Damant. In 1998 the village council banned hunting, and the community set aside a large area of forest as a sanctuary.",
      highlights:
        "The terraced rice fields, fortified khels and gateways, the memorial stones, the tragopan sanctuary, and homestays with Angami food.",
      timings: "Visitors are welcome during daylight hours; homestays can be arranged in advance.",
      entryFee:
        "No fixed entry fee; visitors may be asked for a small village fee, and a guide is recommended.",
      restrictedItems:
        "Hunting and cutting trees are banned; ask before photographing people or entering homes; no littering.",
      latitude: 25.649,
      longitude: 94.024,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Khonoma",
          alt: "Khonoma village on its ridge above terraced fields",
        },
      ],
    },
    {
      slug: "nagaland-state-museum",
      city: "kohima",
      name: "Nagaland State Museum",
      description:
        "The state museum on Bayavü Hill in Kohima, with displays of the costumes, jewellery, weapons, tools and customs of Nagaland's tribes. It is a good introduction before visiting villages.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "Galleries of dioramas and objects tribe by tribe, with a large ceremonial log drum and a model morung. Labels are brief, so a little background reading helps.",
      moreAbout:
        "Exhibits cover headhunting-era ornaments and symbols, traditional textiles, musical instruments and household objects. The museum is a short taxi ride from the town centre.",
      history:
        "The museum was set up by the Nagaland government in the years after statehood to preserve the material culture of the Naga peoples. Its collection grew with objects gathered from villages across the state.",
      highlights:
        "The ceremonial log drum, tribal costumes and jewellery, dioramas of village life, and traditional weapons.",
      timings:
        "Usually open from about 10:00 am to mid-afternoon, closed on one day a week and on public holidays. Check before visiting.",
      entryFee: "A small entry fee with a camera charge. Check before visiting.",
      restrictedItems: "Photography may be restricted in some galleries; do not touch exhibits.",
      latitude: 25.6855,
      longitude: 94.1123,
      rating: 4.0,
      trending: false,
      images: [
        {
          wikipedia: "Hornbill Festival",
          alt: "Naga performers in traditional dress and ornaments like those displayed in the museum (the photo shows the Hornbill Festival, not the museum)",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "hotel-japfu-kohima",
      city: "kohima",
      name: "Hotel Japfu",
      about:
        "A long-established hotel on PR Hill in central Kohima, named after the nearby Japfü peak. It is a practical base close to the war cemetery and markets, with a restaurant serving Naga and Indian food.",
      address: "PR Hill, Kohima, Nagaland 797001, India",
      amenities: {
        basicFacilities: ["Wi-Fi", "24-hour front desk", "Parking", "Laundry service"],
        foodAndDrinks: ["Restaurant serving Naga, Indian and Chinese dishes", "Room service"],
        healthAndWellness: ["Doctor on call", "Room heaters in winter"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas"],
        commonArea: ["Lobby lounge", "Conference hall", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: ["Television", "Room heater", "Valley view in some rooms"],
        bathroom: ["Shower", "Hot water", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Indian guests need a valid Nagaland Inner Line Permit.",
          "Nagaland has prohibition laws on the sale of alcohol.",
        ],
      },
      rating: 3.9,
      priceBand: "budget",
      images: [
        {
          wikipedia: "Kohima War Cemetery",
          alt: "The Kohima War Cemetery on Garrison Hill, near the hotel (the photo shows the cemetery, not the hotel)",
        },
      ],
    },
    {
      slug: "razhu-pru-kohima",
      city: "kohima",
      name: "Razhu Pru",
      about:
        "A small heritage guesthouse in an old family home in Kohima, furnished with antiques and Naga artefacts. It offers a handful of characterful rooms and home-cooked meals.",
      address: "Mission Compound, Kohima, Nagaland 797001, India",
      amenities: {
        basicFacilities: ["Wi-Fi", "Front desk", "Parking", "Laundry on request"],
        foodAndDrinks: ["Home-cooked Naga and Indian meals", "Tea and coffee"],
        healthAndWellness: ["Garden", "Room heaters in winter"],
        safetyAndSecurity: ["Resident hosts", "Fire extinguishers"],
        commonArea: ["Heritage sitting room", "Garden", "Dining room"],
      },
      roomAmenities: {
        roomFeatures: ["Antique furniture", "Room heater", "Wooden floors"],
        bathroom: ["Shower", "Hot water", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Indian guests need a valid Nagaland Inner Line Permit.",
        ],
      },
      rating: 4.2,
      priceBand: "budget",
      images: [
        {
          wikipedia: "Khonoma",
          alt: "The Angami village of Khonoma, a day trip from Kohima (the photo shows the village, not the guesthouse)",
        },
      ],
    },
  ],
};
