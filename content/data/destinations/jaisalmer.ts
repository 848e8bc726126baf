import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "jaisalmer",
    name: "Jaisalmer",
    state: "Rajasthan",
    description:
      "Jaisalmer is a desert town in the far west of Rajasthan, built almost entirely of honey-coloured sandstone around a hilltop fort that people still live in. It grew rich on the camel caravans that crossed the Thar, and its merchants left behind some of the finest carved mansions in India.",
    bestTime:
      "October to March, when the desert days are warm and the nights cold enough for a campfire in the dunes.",
    seasons: {
      peak: {
        start: "October",
        end: "March",
        description:
          "Comfortable days for exploring the fort and the dunes; the Desert Festival in January or February draws large crowds, so book ahead.",
      },
      moderate: {
        start: "July",
        end: "September",
        description:
          "Still hot, with only occasional rain, but the worst of the heat has passed and the town is quiet; some desert camps are closed.",
      },
      off: {
        start: "April",
        end: "June",
        description:
          "Extreme heat, regularly above 42°C and sometimes much higher, with dust storms; only early mornings are comfortable outdoors.",
      },
    },
    overview: {
      title: "Jaisalmer: the golden city of the Thar",
      history:
        "Rawal Jaisal of the Bhati Rajput clan founded Jaisalmer in 1156 and built a fort on Trikuta hill. The town prospered for centuries as a stop on the trade routes between India, Persia and Central Asia, and its merchants built lavish havelis. Trade declined as shipping through Bombay grew, and after 1947 the new border with Pakistan cut the old routes altogether. Tourism revived the town from the 1970s, helped by Satyajit Ray's film Sonar Kella, and the fort was inscribed as a World Heritage Site in 2013 with the other Hill Forts of Rajasthan.",
      touristPlaces:
        "Jaisalmer Fort and its Jain temples, Patwon ki Haveli, Salim Singh ki Haveli, Nathmal ki Haveli, Gadisar Lake, Bada Bagh, the abandoned village of Kuldhara, and the Sam sand dunes and Desert National Park.",
      famousFor:
        "The living golden fort, carved sandstone havelis, camel safaris and nights in desert camps, folk music of the Manganiyar and Langa musicians, and the Desert Festival.",
      weather:
        "Extreme desert climate with very little rain: summer days often pass 42°C, while winter days are about 23 to 25°C and nights can drop close to freezing in the open desert.",
    },
    howToReach: {
      byAir:
        "Jaisalmer Airport (JSA), a civil enclave at the air force station just outside town, has flights to Delhi, Mumbai and a few other cities, mostly in the winter season. Jodhpur Airport, about 285 km away, has flights all year.",
      byRail:
        "Jaisalmer (JSM) station is about 2 km from the fort. Trains run from Jodhpur (about five to six hours), and overnight trains come from Delhi and Jaipur.",
      byRoad:
        "Jaisalmer is about 285 km from Jodhpur (five hours) and 330 km from Bikaner, on good desert highways. State and private buses run from both; taxis are the easiest way to reach the dunes and villages around.",
      nearestAirport: "JSA",
      nearestStation: "JSM",
    },
    foodToTry: [
      {
        name: "Ker sangri and panchkuta",
        description:
          "Dried desert berries, beans and other foraged produce cooked with spices, a dish born of the scarcity of fresh vegetables.",
      },
      {
        name: "Ghotua laddoo",
        description:
          "Round sweets of gram flour, ghee and sugar, a speciality of Jaisalmer's sweet shops.",
      },
      {
        name: "Bajre ki roti with garlic chutney",
        description:
          "Thick pearl-millet flatbreads, eaten with ghee and a fiery red garlic chutney, especially in winter.",
      },
      {
        name: "Murgh-e-subz",
        description:
          "A dry, spiced chicken dish cooked with vegetables, served in many of the town's restaurants.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Mirror-work and appliqué textiles",
        description:
          "Bedspreads, wall hangings and cushion covers embroidered with small mirrors, sold in the fort and the bazaars below.",
      },
      {
        heading: "Pattu shawls",
        description: "Handwoven woollen shawls with geometric patterns, made by desert weavers.",
      },
      {
        heading: "Carved yellow stone",
        description:
          "Small boxes, plates and figures carved from the same golden sandstone as the town.",
      },
      {
        heading: "Silver jewellery and leather goods",
        description:
          "Chunky silver jewellery and bags and slippers of camel leather from the old-city shops.",
      },
    ],
    conclusion:
      "Two days in Jaisalmer give time for the fort and havelis on foot and an afternoon drive out to Kuldhara and the dunes, with a night in a desert camp if you want the stars. Go in the cooler months, and stay outside the fort walls to reduce the strain on its old drainage.",
    latitude: 26.9157,
    longitude: 70.9083,
    categories: ["heritage-walk", "adventure-seekers", "romantic-vacation"],
    rating: 4.6,
    trending: false,
    images: [
      {
        wikipedia: "Jaisalmer Fort",
        alt: "The sandstone walls and bastions of Jaisalmer Fort on its hill",
      },
    ],
  },
  places: [
    {
      slug: "jaisalmer-fort",
      city: "jaisalmer",
      name: "Jaisalmer Fort",
      description:
        "The Sonar Quila, or Golden Fort, crowns Trikuta hill with a ring of 99 bastions of yellow sandstone. It is one of the few forts in the world still lived in, with houses, shops, temples and guesthouses within its walls.",
      suggestedDuration: "3 to 4 hours",
      whatToExpect:
        "You walk up through four gates into a small town of narrow lanes. The royal palace is a museum, and a group of Jain temples with fine carving is open to visitors in the mornings; the rest is free to wander, with rooftop views from many cafes.",
      moreAbout:
        "The fort glows gold in the late afternoon light. Growth in the number of residents and visitors has strained its old drainage, and conservation work is ongoing to stop water seeping into the foundations.",
      history:
        "Rawal Jaisal began the fort in 1156, and it was besieged several times, most famously by the armies of the Delhi Sultanate around 1300. Later rulers added the palaces and most of the bastions, and merchants built the Jain temples between the 12th and 16th centuries. It became part of the Hill Forts of Rajasthan World Heritage Site in 2013.",
      highlights:
        "The Raj Mahal palace museum, the carved Jain temples, the Laxminath temple, the cannon points on the ramparts, and sunset views over the town.",
      timings:
        "The fort is open at all hours. The palace museum usually opens about 9:00 am to 6:00 pm, and the Jain temples admit visitors in the morning only. Check before visiting.",
      entryFee:
        "Free to enter the fort. The palace museum costs about ₹100 for Indians and about ₹500 for foreign visitors, and the Jain temples charge a small fee for foreigners and for cameras. Check before visiting.",
      restrictedItems:
        "Leather items, food and shoes are not allowed inside the Jain temples; drones are prohibited, and vehicles are restricted in the inner lanes.",
      latitude: 26.9124,
      longitude: 70.9126,
      rating: 4.7,
      trending: false,
      images: [
        {
          wikipedia: "Jaisalmer Fort",
          alt: "The sandstone walls and bastions of Jaisalmer Fort on its hill",
        },
      ],
    },
    {
      slug: "patwon-ki-haveli",
      city: "jaisalmer",
      name: "Patwon Ki Haveli",
      description:
        "A row of five joined mansions in a narrow lane north of the fort, built by a family of wealthy traders. Their facades of carved balconies and screens are the finest of Jaisalmer's havelis.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "Two of the five havelis are open as museums, one run privately and one by the state, with furnished rooms, mirror work and painted ceilings. The lane outside is lined with handicraft shops.",
      moreAbout:
        "Each house has dozens of jharokhas, or overhanging balconies, carved so finely from sandstone that they look like woodwork. The rooftops give views across to the fort.",
      history:
        "Guman Chand Patwa, a trader in brocade and a moneylender, began the first haveli in 1805 and built one for each of his five sons. The work is said to have taken around fifty years.",
      highlights:
        "The carved facades and jharokhas, mirror-work rooms, painted ceilings, and rooftop views of the fort.",
      timings: "Usually about 9:00 am to 6:00 pm daily. Check before visiting.",
      entryFee:
        "Separate tickets for the private museum and the state-run haveli, each roughly ₹50 to ₹250 depending on nationality; camera fees may apply. Check before visiting.",
      restrictedItems:
        "Do not touch the carvings or lean on balcony screens; drones and food are not allowed inside.",
      latitude: 26.9167,
      longitude: 70.9147,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Patwon Ki Haveli",
          alt: "The carved sandstone facade of Patwon Ki Haveli in Jaisalmer",
        },
      ],
    },
    {
      slug: "gadisar-lake",
      city: "jaisalmer",
      name: "Gadisar Lake",
      description:
        "A man-made reservoir south-east of the fort, once the town's main water supply, now lined with ghats, temples and small pavilions. It is at its prettiest at sunrise and sunset.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "You enter through the carved Tilon ki Pol gateway and walk along the ghats, where pedal and rowing boats can be hired. Catfish and birds gather near the steps, and the water level depends on the year's rain.",
      moreAbout:
        "The chhatris and shrines standing in the water make good photographs against the light. A small folk museum is located near the lake.",
      history:
        "The lake was built in the 14th century by Maharawal Gadsi Singh, improving an earlier tank, to collect the desert's scarce rain. Local tradition says the gateway was built by a wealthy courtesan named Tilon.",
      highlights:
        "The Tilon ki Pol gateway, chhatris in the water, a boat ride, and sunrise from the ghats.",
      timings:
        "The lakeside is open at all hours; boating usually runs from morning to evening. Check before visiting.",
      entryFee: "Free entry; boat rides are paid separately.",
      restrictedItems:
        "Swimming is not allowed; shoes should be removed near the shrines, and littering is prohibited.",
      latitude: 26.904,
      longitude: 70.92,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Gadisar Lake",
          alt: "Pavilions and ghats on Gadisar Lake in Jaisalmer",
        },
      ],
    },
    {
      slug: "sam-sand-dunes",
      city: "jaisalmer",
      name: "Sam Sand Dunes",
      description:
        "A band of rolling sand dunes about 40 km west of Jaisalmer, on the edge of the Desert National Park. It is the most popular place to ride a camel into the sunset and spend a night in a desert camp.",
      suggestedDuration: "Half a day, or an overnight stay",
      whatToExpect:
        "Visitors arrive in the late afternoon for camel or jeep rides over the dunes and stay for the sunset; many then have dinner with folk music and dance at one of the tented camps nearby. It is lively and busy, not a place for solitude.",
      moreAbout:
        "For quieter sand, some travellers go instead to the Khuri dunes further south or to less visited dunes arranged by their camps. The winter nights are cold, so carry a warm layer.",
      history:
        "The dunes lie in the Thar, the Great Indian Desert, which once carried caravan routes to Sindh and beyond. The neighbouring Desert National Park was set up in the early 1980s to protect the desert's wildlife, including the great Indian bustard.",
      highlights:
        "Sunset over the dunes, a camel ride, jeep rides on the sand, and an evening of Rajasthani folk music at a desert camp.",
      timings:
        "Open at all hours; most visitors come from mid-afternoon until after sunset. Camps are mainly open from October to March.",
      entryFee:
        "No fee to see the dunes; camel and jeep rides and camp packages are paid separately, so agree the price beforehand.",
      restrictedItems:
        "Do not go beyond marked areas towards the border region; take all litter away, and keep drones grounded as the area is close to military zones.",
      latitude: 26.829,
      longitude: 70.509,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Thar Desert",
          alt: "Sand dunes of the Thar Desert, the landscape in which the Sam dunes lie",
        },
      ],
    },
    {
      slug: "bada-bagh",
      city: "jaisalmer",
      name: "Bada Bagh",
      description:
        "A garden complex about 6 km north of Jaisalmer where the cenotaphs of the Bhati rulers stand in rows on a low ridge. The carved domed chhatris are a favourite sunset spot.",
      suggestedDuration: "45 minutes to 1 hour",
      whatToExpect:
        "A short walk among dozens of sandstone cenotaphs of different sizes and ages, with wind turbines on the horizon. There is little shade, so go early or late in the day.",
      moreAbout:
        "Below the ridge are the dam and tank that once watered the garden, and some old mango trees still grow there. Many cenotaphs carry carved portrait panels of the rulers.",
      history:
        "Maharawal Jait Singh II began building a dam and garden here in the early 16th century, and his son completed it after his death and raised a chhatri in his memory. Later rulers were commemorated here until the 20th century.",
      highlights:
        "The rows of royal chhatris, carved ceilings and portrait panels, and the view at sunset.",
      timings: "Usually about 8:00 am to sunset daily. Check before visiting.",
      entryFee:
        "Indians about ₹50, foreign visitors about ₹100; a camera fee may apply. Check before visiting.",
      restrictedItems:
        "Do not climb on the cenotaphs; drones are not allowed, and littering is prohibited.",
      latitude: 26.9608,
      longitude: 70.8845,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Bada Bagh",
          alt: "Rows of domed royal cenotaphs at Bada Bagh near Jaisalmer",
        },
      ],
    },
    {
      slug: "kuldhara",
      city: "jaisalmer",
      name: "Kuldhara",
      description:
        "An abandoned village about 18 km south-west of Jaisalmer, its roofless stone houses laid out along straight streets. Local legend surrounds its sudden desertion.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A walk through the ruins of houses, a temple and lanes, some of them restored, in open desert. It is usually combined with the drive to the Sam or Khuri dunes.",
      moreAbout:
        "The village is managed as a heritage site, and a few houses have been rebuilt to show how families once lived. It is popularly called haunted, but there is nothing to fear in daylight.",
      history:
        "Kuldhara was settled by Paliwal Brahmins, farmers and traders, from around the 13th century. The village was abandoned in the early 19th century; legend blames the demands of a minister of Jaisalmer, while historians also point to drought and falling water supplies.",
      highlights:
        "The village streets and house ruins, the temple, the restored houses, and the desert landscape around.",
      timings: "Usually open from about 8:00 am to 6:00 pm daily. Check before visiting.",
      entryFee: "A small per-person fee (about ₹50) plus a vehicle charge. Check before visiting.",
      restrictedItems:
        "Entry after dark is not allowed; do not remove stones or climb on walls, and drones are prohibited.",
      latitude: 26.8125,
      longitude: 70.796,
      rating: 4,
      trending: false,
      images: [
        {
          wikipedia: "Kuldhara",
          alt: "Ruined stone houses of the abandoned village of Kuldhara",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "suryagarh-jaisalmer",
      city: "jaisalmer",
      name: "Suryagarh Jaisalmer",
      about:
        "A luxury hotel built in the form of a desert fort from local yellow sandstone, on the Sam Road a short drive west of Jaisalmer. It opened in 2010 and is known for its desert excursions, folk music evenings and traditional Rajasthani dining.",
      address: "Kahala Phata, Sam Road, Jaisalmer, Rajasthan 345001, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "All-day restaurant serving Indian and international dishes",
          "Rajasthani dining experiences",
          "Bar",
          "In-room dining",
        ],
        healthAndWellness: ["Spa", "Indoor swimming pool", "Fitness centre", "Yoga sessions"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: [
          "Central courtyard",
          "Gardens",
          "Desert excursions and village walks",
          "Evening folk music",
        ],
      },
      roomAmenities: {
        roomFeatures: [
          "Courtyard or desert views",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: [
          "Bathtub in some categories",
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
          "Desert excursions are booked through the hotel and charged separately.",
        ],
      },
      rating: 4.7,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Thar Desert",
          alt: "The Thar Desert around Jaisalmer, where the hotel stands (the photo does not show the hotel)",
        },
      ],
    },
    {
      slug: "fort-rajwada-jaisalmer",
      city: "jaisalmer",
      name: "Fort Rajwada",
      about:
        "A large hotel on the edge of Jaisalmer, built in 1999 in the style of a Rajasthani fort with turrets, courtyards and carved sandstone. It has a swimming pool and views towards the old fort.",
      address: "1, Hotel Complex, Jodhpur–Barmer Link Road, Jaisalmer, Rajasthan 345001, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Restaurant serving Indian and continental dishes",
          "Bar",
          "In-room dining",
        ],
        healthAndWellness: ["Outdoor swimming pool", "Spa treatments", "Fitness room"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Courtyards with fountains", "Lawns", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: ["Traditional decor", "Minibar", "Tea and coffee maker", "Flat-screen TV"],
        bathroom: ["Shower", "Hairdryer", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Desert safaris can be arranged through the travel desk at extra cost.",
        ],
      },
      rating: 4.3,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Jaisalmer Fort",
          alt: "Jaisalmer Fort on its hill, the landmark of the town where the hotel stands (the photo shows the fort, not the hotel)",
        },
      ],
    },
  ],
};
