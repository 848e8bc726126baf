import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "tawang",
    name: "Tawang",
    state: "Arunachal Pradesh",
    description:
      "Tawang is a Himalayan town at about 2,670 metres in the far west of Arunachal Pradesh, close to the borders of Bhutan and Tibet. Its great monastery, Monpa villages, high lakes and passes and the memories of the 1962 war make the long road journey worth it.",
    bestTime:
      "March to June for pleasant weather and spring flowers, and September to October for clear skies.",
    seasons: {
      peak: {
        start: "March",
        end: "June",
        description:
          "Days warm up to 15 to 22°C, rhododendrons bloom on the road over Sela, and the lakes and Bum La are usually reachable; book rooms early for April and May.",
      },
      moderate: {
        start: "July",
        end: "October",
        description:
          "July and August bring monsoon rain and landslides on the long road from Assam; from September the skies clear, and the Tawang Festival is usually held in October or November.",
      },
      off: {
        start: "November",
        end: "February",
        description:
          "Cold and often snowy, with nights well below freezing; the Sela Tunnel keeps the town reachable more often than in the past, but roads to Bum La and the lakes can be shut by snow. The Torgya monastery festival falls in January.",
      },
    },
    overview: {
      title: "Tawang: the monastery town below the Tibetan border",
      history:
        "Tawang is home to the Monpa people, and its culture is closely tied to Tibetan Buddhism. In 1680–81 the monk Merak Lama Lodre Gyatso founded the Tawang Monastery at the wish of the 5th Dalai Lama, and the 6th Dalai Lama, Tsangyang Gyatso, was born nearby at Urgelling in 1683. The McMahon Line drawn at the Simla Convention of 1914 placed Tawang on the Indian side, and Indian administration was established in 1951. In 1959 the 14th Dalai Lama passed through Tawang on his flight from Tibet. During the 1962 war Chinese forces occupied the town before withdrawing, and the area remains sensitive and heavily garrisoned.",
      touristPlaces:
        "Tawang Monastery, the Tawang War Memorial, Urgelling Monastery, Sela Pass and lake, Nuranang Falls, Sangetsar (Madhuri) Lake and Bum La Pass.",
      famousFor:
        "India's largest Buddhist monastery, Monpa culture and crafts, high-altitude lakes, the Sela Pass and 1962 war memorials.",
      weather:
        "Summers are cool at around 10 to 22°C with monsoon rain from June to September; winters are cold, from about -5 to 8°C, with snow on the passes and often in town.",
    },
    howToReach: {
      byAir:
        "Tezpur Airport (TEZ) in Assam, about 320 km away, has a few scheduled flights; most visitors fly into Guwahati (GAU), about 450 km away, which has many more. A state-supported helicopter service links Guwahati and Tawang on some days, weather permitting.",
      byRail:
        "The nearest major station is Guwahati (GHY), with trains from across India. Smaller stations closer to the hills, such as Rangapara North and Bhalukpong, have only a few trains.",
      byRoad:
        "The road climbs from Tezpur via Bhalukpong, Bomdila, Dirang and the Sela Pass or Sela Tunnel, and is usually covered in two days with a night at Dirang or Bomdila. Indian visitors need an Inner Line Permit (available online) to enter Arunachal Pradesh, and foreign visitors need a Protected Area Permit; landslides in the monsoon and snow in winter can close the road.",
      nearestAirport: "TEZ",
      nearestStation: "GHY",
    },
    foodToTry: [
      {
        name: "Thukpa",
        description:
          "A Monpa and Tibetan noodle soup with meat or vegetables, warming on cold evenings.",
      },
      {
        name: "Momos",
        description:
          "Steamed dumplings, often filled with yak meat, pork or vegetables, served with chilli sauce.",
      },
      {
        name: "Zan",
        description:
          "A thick dough of millet or maize flour cooked in water and eaten with meat or vegetable stew.",
      },
      {
        name: "Khura",
        description:
          "A buckwheat pancake eaten with tea, chilli paste or curry, often at breakfast.",
      },
      {
        name: "Butter tea",
        description:
          "Salted tea churned with butter, offered to guests in Monpa homes and monasteries.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Monpa handmade paper",
        description:
          "Paper made by hand from the bark of the shugu sheng tree, a centuries-old Monpa craft used for scriptures and prayer flags.",
      },
      {
        heading: "Monpa carpets",
        description: "Small hand-woven woollen rugs with dragon, flower and geometric designs.",
      },
      {
        heading: "Wooden masks and bowls",
        description:
          "Carved and painted masks used in monastery dances, and turned wooden bowls and cups.",
      },
      {
        heading: "Buddhist artefacts",
        description:
          "Prayer wheels, prayer flags and thangkas from shops near the monastery and the old market.",
      },
    ],
    conclusion:
      "Allow at least a week from Guwahati or Tezpur, with two days on the road each way and three in Tawang for the monastery, the war memorial and a day trip to Bum La and the lakes. Arrange permits before you set out, carry warm clothes in every season and keep buffer days for landslides or snow.",
    latitude: 27.5861,
    longitude: 91.866,
    categories: ["hills-and-mountains", "adventure-seekers", "heritage-walk"],
    rating: 4.5,
    trending: false,
    images: [
      { wikipedia: "Tawang Monastery", alt: "Tawang Monastery on a ridge above the Tawang valley" },
      { wikipedia: "Tawang", alt: "The town of Tawang in the mountains of Arunachal Pradesh" },
    ],
  },
  places: [
    {
      slug: "tawang-monastery",
      city: "tawang",
      name: "Tawang Monastery",
      description:
        "The largest Buddhist monastery in India, spread along a ridge above the town like a walled village of white buildings. Its Tibetan name, Galden Namgey Lhatse, is often translated as 'celestial paradise on a clear night'.",
      suggestedDuration: "2 hours",
      whatToExpect:
        "A gateway into a courtyard surrounded by monks' quarters, with a three-storey assembly hall holding a gilded statue of the Buddha about 8 metres high. The museum and library hold old manuscripts, thangkas and masks.",
      moreAbout:
        "The monastery belongs to the Gelug school and is home to several hundred monks. During the Torgya festival in January, monks perform masked dances in the courtyard.",
      history:
        "The monastery was founded in 1680–81 by Merak Lama Lodre Gyatso at the wish of the 5th Dalai Lama. It was the religious and administrative centre of the Monpa region for centuries. Its library preserves old Buddhist texts, including volumes of the Kangyur.",
      highlights:
        "The gilded Buddha in the assembly hall, the museum's manuscripts and thangkas, the view over the valley, and the Torgya dances.",
      timings:
        "Open daily, roughly 7:00 am to 7:00 pm; the museum keeps shorter hours. Check before visiting.",
      entryFee: "Free to enter; a small fee is charged for the museum. Check before visiting.",
      restrictedItems:
        "Shoes off in the prayer halls; photography may not be allowed inside; dress modestly and walk clockwise.",
      latitude: 27.5859,
      longitude: 91.8594,
      rating: 4.8,
      trending: false,
      images: [
        {
          wikipedia: "Tawang Monastery",
          alt: "The white buildings of Tawang Monastery on a ridge",
        },
      ],
    },
    {
      slug: "tawang-war-memorial",
      city: "tawang",
      name: "Tawang War Memorial",
      description:
        "A stupa-shaped memorial on a hill in Tawang honouring the Indian soldiers who died in the 1962 war with China in this sector. It overlooks the town and the valley.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A 40-foot memorial built in the style of a Buddhist chorten, with the names of the fallen inscribed on panels, and a small museum of photographs and equipment. A light-and-sound show tells the story of the war in the evening.",
      moreAbout:
        "The memorial is maintained by the Indian Army. Soldiers on duty sometimes guide visitors and explain the battles.",
      history:
        "In October 1962 Chinese forces advanced over Bum La and took Tawang, and fighting continued down towards Sela and Bomdila before a ceasefire in November. The memorial was built to remember more than 2,400 Indian soldiers who died in the Kameng sector. It is named Namgyal Chorten.",
      highlights:
        "The chorten-style memorial, the museum, the light-and-sound show, and the view over Tawang.",
      timings:
        "Open daily, roughly 7:00 am to 7:00 pm; the light-and-sound show is held in the evening. Check before visiting.",
      entryFee:
        "Free to visit; a ticket is charged for the light-and-sound show. Check before visiting.",
      restrictedItems:
        "Behave respectfully; photography of military areas nearby is not allowed; no drones.",
      latitude: 27.5826,
      longitude: 91.8668,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Tawang War Memorial",
          alt: "The Tawang War Memorial above the town of Tawang",
        },
      ],
    },
    {
      slug: "sela-pass",
      city: "tawang",
      name: "Sela Pass",
      description:
        "A high pass at about 4,170 metres on the road between Dirang and Tawang, with a small lake near the top and bare, often snowy mountains all around. It is the gateway to the Tawang valley.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A windswept summit with a gate, prayer flags and an army canteen serving tea, and the frozen or blue Sela Lake below the road. The air is thin, so move slowly.",
      moreAbout:
        "Since the Sela Tunnel opened below the pass in 2024, through traffic can bypass the summit, but the old road is still used for the view. The Jaswantgarh memorial to rifleman Jaswant Singh Rawat stands a little way towards Tawang.",
      history:
        "The pass was part of the old route from the plains of Assam to Tawang and Tibet. It was a battlefield in the 1962 war, and local legend links it with a girl named Sela who helped Jaswant Singh Rawat during the fighting. The Sela Tunnel, opened in March 2024, was built to keep Tawang connected in winter.",
      highlights:
        "Sela Lake, the snowy landscape, the pass gate with prayer flags, and the Jaswantgarh memorial nearby.",
      timings:
        "Passable most of the year but often closed for a time after snowfall; the tunnel offers an alternative route. Check before visiting.",
      entryFee:
        "Free; covered by the Arunachal Pradesh Inner Line Permit or Protected Area Permit.",
      restrictedItems:
        "Photography of military installations is not allowed; no littering; people with breathing or heart problems should not stay long.",
      latitude: 27.5033,
      longitude: 92.1,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Sela Pass",
          alt: "Sela Pass and its lake among bare mountains in Arunachal Pradesh",
        },
      ],
    },
    {
      slug: "nuranang-falls",
      city: "tawang",
      name: "Nuranang Falls",
      description:
        "A powerful waterfall that drops about 100 metres near the village of Jang, roughly 40 km before Tawang on the road from Sela. It is also known as Jang Falls.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A short detour from the main road and a walk down to the foot of the falls, where the spray soaks you. The falls are fullest in the monsoon and after snowmelt.",
      moreAbout:
        "A small hydroelectric plant at the foot of the falls supplies power to the area. The river below joins the Tawang Chu.",
      history:
        "The falls are named after a local girl, Nura, who according to legend helped Indian soldiers in the 1962 war. They became widely known after scenes of the 1997 Hindi film Koyla were shot here. They remain a favourite stop for travellers on the way to Tawang.",
      highlights: "The tall white cascade, the spray at its foot, and the forested gorge.",
      timings: "Open in daylight hours; the path can be slippery in rain. Check before visiting.",
      entryFee: "Free.",
      restrictedItems: "Do not climb on wet rocks or go into the plunge pool; no littering.",
      latitude: 27.556,
      longitude: 92.022,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Nuranang Falls",
          alt: "Nuranang Falls dropping into a forested gorge near Jang",
        },
      ],
    },
    {
      slug: "sangetsar-lake",
      city: "tawang",
      name: "Sangetsar Lake",
      description:
        "A high lake at about 3,700 metres, some 35 km by road north of Tawang, with the stumps of drowned trees standing in its still water. It is popularly called Madhuri Lake after the actress Madhuri Dixit, who danced here in a film.",
      suggestedDuration: "1.5 hours",
      whatToExpect:
        "A rough drive through army areas, usually combined with Bum La, to a quiet lake surrounded by hills and forest. An army-run café serves tea and snacks.",
      moreAbout:
        "Birds such as the ruddy shelduck visit the lake. The lake is in an army area and is reached only with the special permit used for Bum La.",
      history:
        "The lake was formed by the great Assam–Tibet earthquake of 1950, which flooded the valley and drowned the forest. It gained its nickname after the Hindi film Koyla was shot here in the late 1990s. It is maintained by the Indian Army.",
      highlights:
        "The drowned tree stumps in the water, the reflections of the hills, birdlife and the army café.",
      timings:
        "Visits are allowed only with a permit arranged through the Deputy Commissioner's office in Tawang; the road can close after snow. Check before visiting.",
      entryFee: "No entry fee, but a special permit is required; check before visiting.",
      restrictedItems:
        "Foreign visitors are generally not allowed; photography of military installations is not allowed; no littering; follow army instructions.",
      latitude: 27.722,
      longitude: 91.825,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Sangetsar Tso",
          alt: "Sangetsar (Madhuri) Lake north of Tawang",
        },
      ],
    },
    {
      slug: "bum-la-pass",
      city: "tawang",
      name: "Bum La Pass",
      description:
        "A pass at about 4,600 metres on the India–China border, about 37 km by road north-east of Tawang. Indian visitors can stand at the border and hear soldiers explain the history of the frontier.",
      suggestedDuration: "Half a day",
      whatToExpect:
        "A rough, cold drive through army posts and snowfields, then a short talk by soldiers at the border point. Weather changes fast and the air is thin.",
      moreAbout:
        "Bum La is one of the official border personnel meeting points between the Indian and Chinese armies. The same trip usually includes Sangetsar Lake. Our map point marks the Indian approach a little south of the pass, not the border line itself.",
      history:
        "Chinese forces crossed into India through Bum La during the war of 1962. The pass later became a point for meetings between the two armies on ceremonial days. It remains an active military area.",
      highlights:
        "Standing on the border, the high snowy landscape, and the soldiers' account of 1962.",
      timings:
        "Open to Indian citizens only, with a permit from the Deputy Commissioner's office in Tawang and army clearance; closed after heavy snow. Check before visiting.",
      entryFee:
        "No entry fee, but a special permit is required; local vehicles are hired for the trip. Check before visiting.",
      restrictedItems:
        "Foreign nationals are not allowed; photography of military installations is prohibited; follow army instructions; not advised for those with heart or breathing problems.",
      latitude: 27.685,
      longitude: 91.895,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Bum La Pass",
          alt: "The border personnel meeting point at Bum La Pass",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "hotel-gakyi-khang-zhang-tawang",
      city: "tawang",
      name: "Hotel Gakyi Khang Zhang",
      about:
        "A locally run mid-range hotel in Tawang town, decorated in a Monpa and Tibetan style, with valley views from many rooms. It is within a short drive of the monastery and the war memorial.",
      address: "Tawang, Tawang district, Arunachal Pradesh 790104, India",
      amenities: {
        basicFacilities: ["Wi-Fi", "Front desk", "Room heaters", "Parking"],
        foodAndDrinks: ["Restaurant serving Indian, Chinese and local dishes", "Room service"],
        healthAndWellness: ["Valley-view terraces"],
        safetyAndSecurity: ["Staff on site around the clock", "CCTV in public areas"],
        commonArea: ["Lobby lounge", "Travel desk for permits and excursions"],
      },
      roomAmenities: {
        roomFeatures: ["Valley views in many rooms", "Room heater", "Television", "Extra blankets"],
        bathroom: ["Hot water", "Towels", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Guests must hold a valid Inner Line Permit or Protected Area Permit for Arunachal Pradesh.",
        ],
      },
      rating: 4.1,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Tawang",
          alt: "The town of Tawang, where the hotel stands (the photo does not show the hotel)",
        },
      ],
    },
    {
      slug: "hotel-tawang-heights",
      city: "tawang",
      name: "Hotel Tawang Heights",
      about:
        "A mid-range hotel in Tawang town, often used by tour groups, with simple, heated rooms and a restaurant. Staff can help arrange the permits and vehicles for Bum La and the lakes.",
      address: "Tawang, Tawang district, Arunachal Pradesh 790104, India",
      amenities: {
        basicFacilities: ["Wi-Fi", "Front desk", "Room heaters", "Parking"],
        foodAndDrinks: ["Restaurant serving Indian and Chinese dishes", "Room service"],
        healthAndWellness: ["Hot water bottles and extra bedding in winter"],
        safetyAndSecurity: ["Staff on site around the clock", "Locked entrance at night"],
        commonArea: ["Lounge", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: ["Room heater", "Television", "Extra blankets", "Writing desk"],
        bathroom: ["Hot water", "Towels", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Guests must hold a valid Inner Line Permit or Protected Area Permit for Arunachal Pradesh.",
        ],
      },
      rating: 3.9,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Tawang Monastery",
          alt: "Tawang Monastery above the town where the hotel stands (the photo does not show the hotel)",
        },
      ],
    },
  ],
};
