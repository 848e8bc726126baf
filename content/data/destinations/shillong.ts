import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";
import { credits, photo } from "../images.ts";

export const destination: Destination = {
  city: {
    slug: "shillong",
    name: "Shillong",
    state: "Meghalaya",
    description:
      "Shillong, the capital of Meghalaya, is a hill town at about 1,500 metres among pine-covered ridges of the Khasi Hills. Cool weather, colonial-era cottages, a lively music scene and easy trips to waterfalls, lakes and the rain-soaked plateau of Sohra (Cherrapunji) make it one of the favourite hill stations of north-east India.",
    bestTime:
      "October to April for clear skies and cool weather; the monsoon months are spectacular for waterfalls but very wet.",
    seasons: {
      peak: {
        start: "October",
        end: "April",
        description:
          "Crisp, sunny days and cold nights, with long views from the ridges; winter nights can drop close to freezing, so pack warm clothes.",
      },
      moderate: {
        start: "May",
        end: "June",
        description:
          "Pleasant temperatures around 20–24°C with the first heavy showers; the waterfalls begin to swell and the hills turn bright green.",
      },
      off: {
        start: "July",
        end: "September",
        description:
          "The height of the monsoon, with days of continuous rain, mist and occasional landslides; Sohra's waterfalls are at their most dramatic.",
      },
    },
    overview: {
      title: "Shillong: the pine-clad capital of the Khasi Hills",
      history:
        "The Khasi people have lived in these hills for centuries, governed by local chiefdoms called hima, with a matrilineal tradition in which family names pass through the mother. The British moved their district headquarters from rain-soaked Cherrapunji to the village of Shillong in 1864, and in 1874 it became the capital of the new province of Assam. The great earthquake of 1897 destroyed much of the town, which was rebuilt with the light timber-framed 'Assam-type' houses still seen today. After a long campaign by the hill peoples, Meghalaya became an autonomous state in 1970 and a full state in 1972, with Shillong as its capital.",
      touristPlaces:
        "Ward's Lake, Police Bazaar, Shillong Peak, Elephant Falls, Umiam Lake, the Don Bosco Museum of indigenous cultures, and day trips to Sohra (Cherrapunji) with Nohkalikai Falls and the living root bridges.",
      famousFor:
        "Pine forests and cool climate, rock and blues music, Khasi culture and food, Sohra's record rainfall, and the living root bridges of the southern Khasi Hills.",
      weather:
        "Subtropical highland climate: summers are mild at around 20–25°C, the monsoon from June to September is very wet, and winters are cold and dry with nights around 2–5°C.",
    },
    howToReach: {
      byAir:
        "Shillong Airport (SHL) at Umroi is about 30 km north of the city, with a few flights to Kolkata, Delhi and other cities. Most visitors fly into Guwahati's Lokpriya Gopinath Bordoloi International Airport (GAU), about 120 km away, and drive up in about three hours.",
      byRail:
        "Shillong has no railway station; the nearest major railhead is Guwahati (GHY), about 100 km away, with trains from across India. Shared and private taxis connect Guwahati station with Shillong.",
      byRoad:
        "The four-lane NH 6 climbs from Guwahati to Shillong (about 100 km, around three hours), passing Umiam Lake on the way. Meghalaya and Assam state buses and shared taxis run frequently; Sohra is about 55 km south of Shillong and Dawki, on the Bangladesh border, about 80 km.",
      nearestAirport: "SHL",
      nearestStation: "GHY",
    },
    foodToTry: [
      {
        name: "Jadoh",
        description:
          "Rice cooked with pork, pork fat or chicken and turmeric, the signature Khasi dish, often eaten with side dishes of offal and chutney.",
      },
      {
        name: "Doh nei iong",
        description: "Pork cooked in a dark, nutty paste of black sesame seeds, served with rice.",
      },
      {
        name: "Tungrymbai",
        description:
          "A pungent, flavourful stew of fermented soybeans, often cooked with pork and herbs.",
      },
      {
        name: "Pumaloi",
        description: "Soft steamed rice cakes eaten with curries, especially at breakfast.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Eri silk",
        description:
          "Warm, matte 'peace silk' woven into shawls and stoles in villages around Umden, sold in Police Bazaar shops.",
      },
      {
        heading: "Lakadong turmeric",
        description:
          "Deep-yellow turmeric from the Jaintia Hills, prized for its high curcumin content.",
      },
      {
        heading: "Cane and bamboo crafts",
        description:
          "Baskets, mats and the traditional knup rain shield, sold at government emporiums and Bara Bazaar.",
      },
      {
        heading: "Local produce",
        description:
          "Khasi oranges in winter, honey, pineapples and dried bay leaves, bought fresh from the markets.",
      },
    ],
    conclusion:
      "Plan three or four days to enjoy Shillong itself, drive out to Umiam Lake and Shillong Peak, and spend at least a full day (better, a night) in Sohra for its falls and the living root bridges. Carry an umbrella in any season and leave room for the evening cafés and live music.",
    latitude: 25.5788,
    longitude: 91.8933,
    categories: [
      "hills-and-mountains",
      "places-to-relax",
      "romantic-vacation",
      "honeymoon-hotspots",
    ],
    rating: 4.5,
    trending: false,
    images: [
      {
        wikipedia: "Umiam Lake",
        alt: "Umiam Lake surrounded by green hills on the road to Shillong",
      },
      photo(
        credits.livingRootBridge,
        "A living root bridge made of fig-tree roots in Nongriat village, Meghalaya",
      ),
    ],
  },
  places: [
    {
      slug: "wards-lake-shillong",
      city: "shillong",
      name: "Ward's Lake",
      description:
        "A horseshoe-shaped ornamental lake in the centre of Shillong, surrounded by gardens and crossed by a small bridge. It is a favourite place for an easy walk or a pedal-boat ride.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "Paved paths around the water, flower beds, benches and a café; the lake is busy with families at weekends. It is a short walk from Police Bazaar.",
      moreAbout:
        "The lake sits below the Raj Bhavan and close to the Botanical Garden. Fish gather near the bridge, where visitors feed them with food sold on site.",
      history:
        "The lake was created in the 1890s and named after Sir William Ward, then Chief Commissioner of Assam. Local tradition credits a Khasi prisoner who asked to do useful work instead of sitting idle with starting the project. It has been a public park since colonial times.",
      highlights:
        "The arched wooden bridge, paddle boats, flower gardens, the lakeside café and the walk around the water.",
      timings:
        "Open daily from morning to late afternoon; it has usually been closed on Tuesdays. Check before visiting.",
      entryFee: "A small entry fee, with a camera charge and boating extra. Check before visiting.",
      restrictedItems:
        "Plastic, littering, alcohol and smoking are not allowed; feed the fish only with food sold at the lake.",
      latitude: 25.576,
      longitude: 91.888,
      rating: 4.1,
      trending: false,
      images: [
        {
          wikipedia: "Ward's Lake",
          alt: "Ward's Lake with its bridge and gardens in central Shillong",
        },
      ],
    },
    {
      slug: "umiam-lake",
      city: "shillong",
      name: "Umiam Lake",
      description:
        "A large reservoir among wooded hills about 15 km north of Shillong, on the highway from Guwahati. Its viewpoints and water sports make it one of the most popular stops in the region.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "Viewpoints along the highway look over the blue water and islands, and the water sports complex offers boating, kayaking and speedboat rides. Sunsets over the lake are beautiful on clear days.",
      moreAbout:
        "The lake is also known as Barapani ('big water'). Resorts and cafés line its shores, and the quieter side roads are popular with cyclists.",
      history:
        "The lake was formed when the Umiam River was dammed in the 1960s for one of the first hydroelectric projects in the north-east. The reservoir flooded the valley and created today's landscape of inlets and wooded islands.",
      highlights:
        "The highway viewpoints, boating and kayaking, sunsets, and the forested islands.",
      timings:
        "Viewpoints are open at all hours; the water sports complex runs from morning to late afternoon. Check before visiting.",
      entryFee: "Free to view; water sports and parking are charged.",
      restrictedItems:
        "Swimming is not allowed; wear a life jacket for boating; no littering or drones near the dam.",
      latitude: 25.653,
      longitude: 91.883,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Umiam Lake",
          alt: "The blue waters of Umiam Lake among forested hills",
        },
      ],
    },
    {
      slug: "shillong-peak",
      city: "shillong",
      name: "Shillong Peak",
      description:
        "The highest point around Shillong, at about 1,965 metres, about 10 km south of the city centre. A viewing platform looks out over the city and the surrounding Khasi Hills.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "The road to the top passes through an Indian Air Force station, so vehicles and visitors are checked at the gate. At the top are telescopes, tea stalls and stalls renting traditional Khasi dress for photos.",
      moreAbout:
        "On clear winter days the view stretches across the plateau and, on the best days, towards the plains. Cloud and mist often roll in by late morning, so go early.",
      history:
        "The peak is sacred in Khasi tradition as the home of U Lei Shyllong, the guardian spirit after whom the city is named. In modern times it became part of the Air Force's Eastern Air Command area, which is why entry is controlled.",
      highlights:
        "Panoramic views over Shillong, the viewing deck and telescopes, Khasi dress photo stalls, and the sacred associations of the hill.",
      timings:
        "Open daily from morning to mid-afternoon, subject to Air Force rules; it may close at short notice. Check before visiting.",
      entryFee:
        "A small per-person entry fee plus vehicle and camera charges; carry photo ID. Check before visiting.",
      restrictedItems:
        "Photo ID is required; photography of military installations, drones and straying from the public area are not allowed.",
      latitude: 25.553,
      longitude: 91.872,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Shillong Peak",
          alt: "The view from Shillong Peak over the hills around the city",
        },
      ],
    },
    {
      slug: "elephant-falls-shillong",
      city: "shillong",
      name: "Elephant Falls",
      description:
        "A three-tiered waterfall in a fern-filled glen about 12 km from Shillong, just off the road to Shillong Peak and Sohra. It is one of the most visited sights around the city.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "Steps lead down through the forest to viewing points for each of the three falls, with the best view from the lowest. Expect crowds in peak season and slippery steps after rain.",
      moreAbout:
        "The Khasi name means 'the three-step waterfall'. The falls are fullest in the monsoon and soon after it.",
      history:
        "The British named the falls after a rock beside them that looked like an elephant. That rock was destroyed in the earthquake of 1897, but the English name stuck.",
      highlights:
        "The three tiers of the falls, the forest walk down, ferns and mosses, and the view from the bottom pool.",
      timings: "Open daily, roughly 8:00 am to 5:00 pm. Check before visiting.",
      entryFee: "A small entry fee with a camera charge. Check before visiting.",
      restrictedItems:
        "Bathing in the pools, climbing on wet rocks, plastic and littering are not allowed.",
      latitude: 25.539,
      longitude: 91.823,
      rating: 4.1,
      trending: false,
      images: [
        {
          wikipedia: "Elephant Falls",
          alt: "Elephant Falls tumbling down rocks in a green glen near Shillong",
        },
      ],
    },
    {
      slug: "nohkalikai-falls",
      city: "shillong",
      name: "Nohkalikai Falls",
      description:
        "A waterfall near Sohra (Cherrapunji), about 55 km south of Shillong, that plunges about 340 metres from the edge of the plateau into a green pool. It is the tallest plunge waterfall in India.",
      suggestedDuration: "1 to 1.5 hours (a full day with the drive and other Sohra sights)",
      whatToExpect:
        "A viewing area at the cliff edge looks across the gorge to the falls, with stalls selling local snacks and crafts. Mist often hides the falls, so patience helps; the view is clearest in the dry months, though the flow is strongest in the monsoon.",
      moreAbout:
        "Sohra is one of the wettest places on Earth, and the drive there passes deep gorges, other falls such as Dainthlen and caves such as Mawsmai. A trail leads down towards the pool at the base for fit walkers.",
      history:
        "The falls take their name from a Khasi legend of a woman called Likai, whose tragic story ends with her leaping from this cliff; 'Noh Ka Likai' means 'the leap of Ka Likai'. Sohra itself was the British headquarters of the Khasi Hills before the move to Shillong in 1864.",
      highlights:
        "The single plunge into the green pool, the gorge views, the legend of Ka Likai, and the Sohra plateau scenery.",
      timings: "Open daily during daylight hours. Check before visiting.",
      entryFee: "A small entry fee with parking charges. Check before visiting.",
      restrictedItems:
        "Do not cross railings or go near the cliff edge; drones may need permission; no littering.",
      latitude: 25.2758,
      longitude: 91.6856,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Nohkalikai Falls",
          alt: "Nohkalikai Falls plunging from a high cliff into a pool near Sohra",
        },
      ],
    },
    {
      slug: "nongriat-double-decker-living-root-bridge",
      city: "shillong",
      name: "Nongriat Double-Decker Living Root Bridge",
      description:
        "A two-level bridge grown from the roots of rubber fig trees over a stream at Nongriat village, below Sohra. It is the most famous of the living root bridges of the southern Khasi Hills.",
      suggestedDuration: "A full day (or an overnight stay in Nongriat)",
      whatToExpect:
        "A steep trek of roughly 3,000 or more steps down from Tyrna village, passing other root bridges and wire suspension bridges over rivers. The climb back is demanding, so start early, carry water and allow four to six hours for the round trip.",
      moreAbout:
        "Natural pools beyond the bridge are popular for a swim, and simple homestays in Nongriat let visitors break the trek. The root bridges grow stronger over time as the roots thicken.",
      history:
        "Khasi villagers have for generations guided the aerial roots of Ficus elastica trees across streams, using hollowed trunks and bamboo as frames, until the roots take hold on the far bank. A bridge takes many years to become usable and can last for centuries. The root bridges of Meghalaya have been proposed for UNESCO World Heritage status.",
      highlights:
        "The double-decker root bridge, the jungle trek and suspension bridges, Nongriat village, and the blue natural pools nearby.",
      timings:
        "Accessible during daylight hours; start the trek in the morning to return before dark.",
      entryFee: "A small village fee is collected. Check before visiting.",
      restrictedItems:
        "Do not pull at or carve the roots, and carry all litter back; soap and shampoo should not be used in the streams.",
      latitude: 25.248,
      longitude: 91.688,
      rating: 4.8,
      trending: false,
      images: [
        photo(
          credits.livingRootBridge,
          "A living root bridge of fig-tree roots over a stream at Nongriat village",
        ),
      ],
    },
  ],
  hotels: [
    {
      slug: "ri-kynjai-serenity-by-the-lake",
      city: "shillong",
      name: "Ri Kynjai – Serenity by the Lake",
      about:
        "A resort of cottages on a hillside above Umiam Lake, about 20 km from Shillong, built in a style inspired by traditional Khasi houses. Its restaurant is known for Khasi and other regional dishes.",
      address: "Umniuh Khwan, Umiam Lake, Ri-Bhoi district, Meghalaya 793103, India",
      amenities: {
        basicFacilities: ["Wi-Fi", "24-hour front desk", "Parking", "Laundry service"],
        foodAndDrinks: [
          "Restaurant serving Khasi, Indian and continental dishes",
          "Bar",
          "Room service",
        ],
        healthAndWellness: ["Nature walks", "Quiet lake-view terraces", "Doctor on call"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas"],
        commonArea: ["Lake-view gardens", "Lounge", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: ["Lake view", "Flat-screen TV", "Tea and coffee maker", "Room heater"],
        bathroom: ["Shower or bathtub", "Bathrobes", "Hairdryer", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.6,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Umiam Lake",
          alt: "Umiam Lake, which the resort overlooks (the photo shows the lake, not the resort)",
        },
      ],
    },
    {
      slug: "hotel-polo-towers-shillong",
      city: "shillong",
      name: "Hotel Polo Towers",
      about:
        "A well-established hotel near the Polo Ground in Shillong, a short drive from Police Bazaar and Ward's Lake. It is popular with both business travellers and tourists.",
      address: "Polo Grounds, Oakland Road, Shillong, Meghalaya 793001, India",
      amenities: {
        basicFacilities: ["Free Wi-Fi", "24-hour front desk", "Parking", "Laundry service", "Lift"],
        foodAndDrinks: ["Multi-cuisine restaurant", "Bar", "Room service"],
        healthAndWellness: ["Fitness centre", "Doctor on call"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas"],
        commonArea: ["Lobby lounge", "Banquet and meeting rooms", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: ["Flat-screen TV", "Tea and coffee maker", "Room heater", "Work desk"],
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
        {
          wikipedia: "Ward's Lake",
          alt: "Ward's Lake in central Shillong, a short drive from the hotel (the photo shows the lake, not the hotel)",
        },
      ],
    },
  ],
};
