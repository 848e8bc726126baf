import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";
import { credits, photo } from "../images.ts";

export const destination: Destination = {
  city: {
    slug: "kaza",
    name: "Kaza",
    state: "Himachal Pradesh",
    description:
      "Kaza is the main town of the Spiti Valley, a high cold desert at about 3,650 metres on the Spiti river in Lahaul and Spiti district. It is the base for ancient Buddhist monasteries, some of the highest villages in Asia reachable by road, and fossil-strewn mountains close to the Tibetan border.",
    bestTime:
      "Late May to September, when both roads into the valley are usually open and days are warm.",
    seasons: {
      peak: {
        start: "May",
        end: "September",
        description:
          "Sunny days of 15 to 25°C and cold nights; the road from Shimla through Kinnaur is open, and the Manali road over Kunzum La usually opens in June. Monastery festivals and green barley fields make this the best time to visit.",
      },
      moderate: {
        start: "October",
        end: "November",
        description:
          "Clear autumn skies and golden poplars, but temperatures drop below freezing at night; the Kunzum La road usually closes by late October or November and many guesthouses shut.",
      },
      off: {
        start: "December",
        end: "April",
        description:
          "Severe winter with temperatures down to -20°C or lower and heavy snow; the valley is reachable only from the Shimla side, when the road is clear. A few homestays host winter travellers and snow leopard trips.",
      },
    },
    overview: {
      title: "Kaza: the heart of the Spiti Valley",
      history:
        "Spiti was for centuries part of the western Tibetan cultural world, ruled by local chiefs called nonos under the kingdoms of Guge and Ladakh. The Tabo monastery was founded in 996 under the Guge king Yeshe-O, and monasteries such as Key and Dhankar became the centres of valley life. Spiti came under British control in the mid-19th century and was administered from Kullu, later becoming part of Punjab and, in 1966, of Himachal Pradesh. Dhankar was the old capital, but Kaza grew into the administrative centre of the subdivision. The valley was opened to foreign visitors in the early 1990s.",
      touristPlaces:
        "Key Monastery, Kibber and the Chicham bridge, Langza, Hikkim and Komic, Dhankar Monastery, Tabo Monastery, Pin Valley National Park and Chandra Taal over the Kunzum La.",
      famousFor:
        "Ancient Buddhist monasteries, stark high-desert landscapes, the world's highest post office at Hikkim, marine fossils, snow leopards and seabuckthorn.",
      weather:
        "A cold desert that gets little monsoon rain: summer days reach about 15 to 25°C with nights near 0 to 5°C, while winter days stay below freezing and nights fall to -20 to -30°C.",
    },
    howToReach: {
      byAir:
        "The nearest airport is Kullu–Manali Airport (KUU) at Bhuntar, about 250 km away via Manali, the Atal Tunnel and Kunzum La, a route open only from about June to October. Shimla Airport (SLV) is about 420 km away via Kinnaur, and Chandigarh (IXC) has the most flights.",
      byRail:
        "There is no railway in Spiti. The nearest broad-gauge railhead with good connections is Chandigarh (CDG), and Shimla's narrow-gauge station is about 420 km away by road.",
      byRoad:
        "From Manali the road crosses the Atal Tunnel and Kunzum La (about 4,590 metres), roughly 200 km and eight to ten hours on rough roads, usually open from June to October. The longer route from Shimla through Kinnaur, Nako and Tabo, about 420 km and two days, stays open most of the year but is prone to landslides and snow closures; foreign visitors need a permit for the stretch near the Tibetan border between Kinnaur and Spiti.",
      nearestAirport: "KUU",
      nearestStation: "CDG",
    },
    foodToTry: [
      {
        name: "Thukpa",
        description:
          "Noodle soup with vegetables or meat, the standard warming meal in Spiti's homestays and cafés.",
      },
      {
        name: "Momos",
        description: "Steamed dumplings, often filled with local vegetables or yak meat.",
      },
      {
        name: "Tsampa and butter tea",
        description:
          "Roasted barley flour mixed into salty butter tea, a traditional breakfast of the valley.",
      },
      {
        name: "Seabuckthorn juice",
        description:
          "A tangy orange juice or tea made from the seabuckthorn berries that grow along the Spiti river.",
      },
      {
        name: "Thenthuk",
        description: "A soup of hand-pulled flat noodles, vegetables and sometimes meat.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Seabuckthorn products",
        description:
          "Juice, jam and tea made from wild seabuckthorn, often by local women's cooperatives.",
      },
      {
        heading: "Woollen knitwear",
        description: "Socks, caps and gloves knitted from sheep and yak wool.",
      },
      {
        heading: "Buddhist handicrafts",
        description:
          "Prayer flags, prayer wheels and small thangkas sold in Kaza's market and at monasteries.",
      },
      {
        heading: "Spiti peas and barley",
        description:
          "The valley's prized green peas and barley, sold in season by farmers and shops.",
      },
    ],
    conclusion:
      "Enter Spiti from the Shimla side if you can, climbing slowly through Kinnaur to acclimatise, and leave over Kunzum La to Manali in summer. Spend at least three nights in and around Kaza, carry cash and warm layers, and never buy or collect fossils.",
    latitude: 32.227,
    longitude: 78.0718,
    categories: ["adventure-seekers", "hills-and-mountains"],
    rating: 4.6,
    trending: false,
    images: [
      {
        wikipedia: "Kaza, Himachal Pradesh",
        alt: "The town of Kaza on the Spiti river, among bare mountains",
      },
      { wikipedia: "Key Monastery", alt: "Key Monastery on a conical hill above the Spiti Valley" },
    ],
  },
  places: [
    {
      slug: "key-monastery",
      city: "kaza",
      name: "Key Monastery",
      description:
        "The largest monastery in Spiti, a cluster of whitewashed buildings stacked up a conical hill about 12 km north of Kaza at roughly 4,160 metres. It belongs to the Gelug school and is home to many monks and novices.",
      suggestedDuration: "1.5 hours",
      whatToExpect:
        "A drive up a switchback road to the monastery, then narrow corridors, low doorways and dim prayer rooms with murals and thangkas. Monks sometimes invite visitors for butter tea in the kitchen.",
      moreAbout:
        "The monastery keeps old murals, thangkas and musical instruments. The view from the roof takes in the Spiti river and the village of Kee below.",
      history:
        "Key is said to have been founded around the 11th century by a disciple of the Indian teacher Atisha. It was attacked several times, by Mongol armies in the 17th century and later by Dogra and Sikh forces, and was damaged by fire and by an earthquake in 1975. In 2000 the Dalai Lama held a Kalachakra initiation here.",
      highlights:
        "The hilltop setting, the old murals and thangkas, the rooftop view of the Spiti valley, and butter tea with the monks.",
      timings: "Open daily, roughly 8:00 am to 6:00 pm; check before visiting.",
      entryFee: "Free; donations welcome.",
      restrictedItems:
        "Photography may not be allowed inside prayer rooms; dress modestly; remove shoes where asked; walk clockwise.",
      latitude: 32.298,
      longitude: 78.012,
      rating: 4.7,
      trending: false,
      images: [
        {
          wikipedia: "Key Monastery",
          alt: "Key Monastery stacked up a hill above the Spiti Valley",
        },
      ],
    },
    {
      slug: "kibber",
      city: "kaza",
      name: "Kibber",
      description:
        "A stone-and-mud village at about 4,200 metres, some 18 km from Kaza, once described as one of the highest villages in the world with a motorable road. It is the base for the Kibber Wildlife Sanctuary, known for snow leopards.",
      suggestedDuration: "Half a day",
      whatToExpect:
        "A drive past Key Monastery to a village of whitewashed houses above green barley fields, with homestays and a small monastery. Nearby, the Chicham bridge crosses a deep gorge.",
      moreAbout:
        "In winter, local guides lead visitors to look for snow leopards and blue sheep on the slopes around the village. The Chicham bridge, opened in 2017, is among the highest suspension bridges in Asia.",
      history:
        "Kibber was on the old trade route over the Parang La to Ladakh and Tibet. The Kibber Wildlife Sanctuary was declared in 1992. Community-based snow leopard tourism has given villagers an income from protecting wildlife.",
      highlights:
        "The traditional village, the Chicham bridge, homestays, and winter snow leopard trips.",
      timings:
        "Open through the year; the road can be blocked by snow in winter. Check before visiting.",
      entryFee: "Free to visit the village; homestays and guides charge separately.",
      restrictedItems:
        "Ask before photographing people or homes; do not disturb wildlife; take litter back with you.",
      latitude: 32.332,
      longitude: 78.009,
      rating: 4.5,
      trending: false,
      images: [{ wikipedia: "Kibber", alt: "The village of Kibber on a high slope in Spiti" }],
    },
    {
      slug: "langza",
      city: "kaza",
      name: "Langza",
      description:
        "A small village at about 4,400 metres, around 16 km from Kaza, watched over by a large statue of the Buddha and backed by the peak of Chau Chau Kang Nilda. Its slopes are known for fossils of marine creatures.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "A winding drive up to a handful of houses, the Buddha statue and wide views across the high pastures. Villagers sometimes offer fossils for sale, which should be refused.",
      moreAbout:
        "The fossils, such as ammonites, date from when the area lay under the ancient Tethys Sea. Langza is often combined with Hikkim and Komic in a single loop from Kaza.",
      history:
        "Langza has been a farming and herding village for centuries. Its fossils drew the attention of geologists and travellers as Spiti opened to visitors. The statue of the Buddha facing the valley has become the village's landmark.",
      highlights:
        "The Buddha statue, the views of Chau Chau Kang Nilda, the fossil-rich slopes, and village homestays.",
      timings:
        "Open through the year; the road can be blocked by snow in winter. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Do not collect or buy fossils, which is illegal and damages the site; ask before photographing people.",
      latitude: 32.2656,
      longitude: 78.0831,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Spiti Valley",
          alt: "The high, bare Spiti Valley, where Langza stands (the photo does not show the village)",
        },
      ],
    },
    {
      slug: "hikkim-post-office",
      city: "kaza",
      name: "Hikkim Post Office",
      description:
        "A tiny post office in the village of Hikkim, at about 4,400 metres, billed as the highest post office in the world. Visitors come to send postcards home from the roof of the world.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A small room in a village house, where the postmaster sells stamps and postcards; the queue can be long in summer. The neighbouring village of Komic, one of the highest in Asia with a road, has a small monastery.",
      moreAbout:
        "Mail is carried on foot and by road down to Kaza and beyond, so postcards can take weeks to arrive. The post office also serves the villagers' savings and pension needs.",
      history:
        "The post office opened in 1983, and the same local postmaster ran it for decades. It became famous once travellers began visiting Spiti in larger numbers. It uses the PIN code 172114.",
      highlights:
        "Sending a postcard from the world's highest post office, the village, and nearby Komic.",
      timings:
        "Usually open on working days, roughly 9:00 am to 5:00 pm; closed on Sundays and holidays, and it may close in deep winter. Check before visiting.",
      entryFee: "Free; postcards and stamps cost a few rupees.",
      restrictedItems:
        "Be patient and respectful in a working office; ask before photographing villagers.",
      latitude: 32.25,
      longitude: 78.093,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Spiti Valley",
          alt: "The high, bare Spiti Valley, where Hikkim stands (the photo does not show the village)",
        },
      ],
    },
    {
      slug: "dhankar-monastery",
      city: "kaza",
      name: "Dhankar Monastery",
      description:
        "An old monastery perched on a crumbling ridge high above the meeting of the Spiti and Pin rivers, roughly 32 km south-east of Kaza. Dhankar was once the capital of Spiti.",
      suggestedDuration: "2 hours",
      whatToExpect:
        "A climb up to small, dark prayer rooms built into the cliff, with murals and statues and dramatic views down the valley. A newer monastery stands below, and a steep path leads up to Dhankar Lake in about an hour.",
      moreAbout:
        "The name Dhankar is usually explained as 'fort on a cliff', after the fort that once stood here. Because of its fragile setting, the old monastery has been the subject of conservation work.",
      history:
        "The monastery is believed to date back about a thousand years, and the fort above it was the seat of Spiti's rulers. It was listed among the world's endangered heritage sites by the World Monuments Fund in 2006. Monks moved to the new monastery below, which was built in the 2000s.",
      highlights:
        "The cliffside setting, old murals, the view over the Spiti–Pin confluence, and the walk to Dhankar Lake.",
      timings: "Open daily, roughly 8:00 am to 6:00 pm; check before visiting.",
      entryFee: "A small fee is charged; check before visiting.",
      restrictedItems:
        "Photography may not be allowed inside the old shrines; keep to marked paths on the fragile cliff; dress modestly.",
      latitude: 32.0858,
      longitude: 78.213,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Dhankar Monastery",
          alt: "Dhankar Monastery on a crumbling ridge above the Spiti river",
        },
      ],
    },
    {
      slug: "tabo-monastery",
      city: "kaza",
      name: "Tabo Monastery",
      description:
        "One of the oldest continuously functioning Buddhist monasteries in India, in the village of Tabo about 47 km south-east of Kaza. Its mud-walled temples hold some of the finest early Buddhist murals and clay sculptures in the Himalaya.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "A walled compound of plain mud buildings that hide richly painted interiors lit only by daylight; bring a torch. A new monastery stands beside the old complex, and meditation caves are cut into the cliff above the village.",
      moreAbout:
        "Its murals and stucco figures are sometimes called the 'Ajanta of the Himalaya'. The Archaeological Survey of India protects the old temples.",
      history:
        "Tabo was founded in 996 by the translator Rinchen Zangpo under the patronage of Yeshe-O, king of Guge in western Tibet. The temples were renovated about half a century later. In 1996 the Dalai Lama held a Kalachakra ceremony here to mark its thousandth year.",
      highlights:
        "The 10th-century murals, the life-size clay deities of the main assembly hall, the meditation caves, and the village.",
      timings:
        "Open daily, roughly 8:00 am to 6:00 pm, with a midday break at some temples; check before visiting.",
      entryFee: "Free; donations welcome.",
      restrictedItems:
        "Photography is not allowed inside the old temples; do not touch the murals; remove shoes and keep quiet.",
      latitude: 32.0937,
      longitude: 78.383,
      rating: 4.7,
      trending: false,
      images: [
        { wikipedia: "Tabo Monastery", alt: "The mud-walled temples of Tabo Monastery in Spiti" },
      ],
    },
    {
      slug: "pin-valley-national-park",
      city: "kaza",
      name: "Pin Valley National Park",
      description:
        "A national park in the valley of the Pin river, south of Kaza, protecting a cold-desert landscape of high ridges and pastures. It is home to the snow leopard, the Siberian ibex and many high-altitude birds.",
      suggestedDuration: "Full day",
      whatToExpect:
        "A drive up the Pin valley past the Kungri monastery to the village of Mud, where the road ends and trekking routes begin. Wildlife is shy and best seen with a local guide early in the morning.",
      moreAbout:
        "The valley is one of the few places where Buddhist practitioners of the Buchen tradition still live. Treks lead over the Pin Parvati and Bhaba passes to the Kullu and Kinnaur valleys.",
      history:
        "The national park was established in 1987. The Pin valley has long been farmed and grazed by villages that follow Nyingma Buddhism, centred on the Kungri monastery. Conservation work here has involved local communities in protecting ibex and snow leopards.",
      highlights:
        "Views of the Pin river valley, Mud village, Kungri monastery, and chances to spot ibex.",
      timings:
        "Best from June to October; roads and trails may be closed by snow in winter. Check before visiting.",
      entryFee:
        "Entry and camping fees may be charged by the forest department; check before visiting.",
      restrictedItems:
        "No hunting, fires or disturbing wildlife; trekkers should register with the forest department; take all litter out.",
      latitude: 31.98,
      longitude: 78.03,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Pin Valley National Park",
          alt: "The high cold-desert landscape of Pin Valley National Park",
        },
      ],
    },
    {
      slug: "chandra-taal",
      city: "kaza",
      name: "Chandra Taal",
      description:
        "A crescent-shaped high-altitude lake at about 4,300 metres in the Lahaul region, across the Kunzum La from Spiti, with clear blue-green water and bare mountains around it. It is usually visited on the way between Kaza and Manali.",
      suggestedDuration: "Half a day",
      whatToExpect:
        "A rough drive of about 95 km from Kaza over the Kunzum La and up a side road from Batal to a parking area and campsites, then a walk of about 1 km to the lakeshore. Nights at the camps are freezing even in summer.",
      moreAbout:
        "The lake is a Ramsar wetland of international importance. A path runs around its shore, about an hour's walk.",
      history:
        "Chandra Taal lay near an old trading route between Lahaul, Spiti and Tibet, and shepherds still graze their flocks on its meadows in summer. It was designated a Ramsar site in 2005. Camps were moved back from the shore to protect the lake.",
      highlights:
        "The blue-green water, the walk around the shore, the Kunzum La drive, and stars at night.",
      timings:
        "Reachable only from about June to early October, when the Kunzum La road and the Batal road are open. Check before visiting.",
      entryFee: "Free; camping is charged by camp operators.",
      restrictedItems:
        "No camping or vehicles on the lakeshore; no washing or swimming in the lake; take all litter back.",
      latitude: 32.475,
      longitude: 77.617,
      rating: 4.7,
      trending: false,
      images: [
        photo(
          credits.chandraTaal,
          "Chandra Taal, a high-altitude lake ringed by bare mountains in Lahaul and Spiti",
        ),
      ],
    },
  ],
  hotels: [
    {
      slug: "sakya-abode-kaza",
      city: "kaza",
      name: "Sakya Abode",
      about:
        "A locally owned hotel in Kaza, long popular with travellers to Spiti, with simple rooms, a garden and a restaurant. It is one of the few places in town that has stayed open late into the autumn.",
      address: "Kaza, Lahaul and Spiti district, Himachal Pradesh 172114, India",
      amenities: {
        basicFacilities: ["Wi-Fi (may be slow)", "Front desk", "Parking", "Laundry on request"],
        foodAndDrinks: ["Restaurant serving Indian, Tibetan and continental dishes"],
        healthAndWellness: ["Garden", "Oxygen can be arranged on request"],
        safetyAndSecurity: ["Staff on site", "Locked entrance at night"],
        commonArea: ["Garden", "Dining hall", "Help with local taxis and excursions"],
      },
      roomAmenities: {
        roomFeatures: ["Extra blankets", "Room heater on request", "Mountain views in some rooms"],
        bathroom: ["Hot water", "Towels", "Basic toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 10:00 am (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Check that the hotel is open before travelling between November and April.",
        ],
      },
      rating: 4.1,
      priceBand: "budget",
      images: [
        {
          wikipedia: "Kaza, Himachal Pradesh",
          alt: "The town of Kaza in the Spiti Valley, where the hotel stands (the photo does not show the hotel)",
        },
      ],
    },
    {
      slug: "hotel-deyzor-kaza",
      city: "kaza",
      name: "Hotel Deyzor",
      about:
        "A small family-run hotel at the edge of Kaza, behind the BSNL office, with a restaurant decorated in local style. It is known among travellers for its food.",
      address:
        "Behind the BSNL office, Kaza, Lahaul and Spiti district, Himachal Pradesh 172114, India",
      amenities: {
        basicFacilities: ["Wi-Fi (may be slow)", "Front desk", "Parking"],
        foodAndDrinks: ["Restaurant serving Indian, Tibetan and continental dishes"],
        healthAndWellness: ["Sunny seating areas"],
        safetyAndSecurity: ["Staff on site", "Locked entrance at night"],
        commonArea: ["Restaurant", "Help with local taxis and excursions"],
      },
      roomAmenities: {
        roomFeatures: ["Extra blankets", "Writing table", "Mountain views in some rooms"],
        bathroom: ["Hot water", "Towels", "Basic toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 10:00 am (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Usually open in the summer and autumn season only; confirm dates before booking.",
        ],
      },
      rating: 4,
      priceBand: "budget",
      images: [
        {
          wikipedia: "Kaza, Himachal Pradesh",
          alt: "Kaza and the Spiti river, the town where the hotel stands (the photo does not show the hotel)",
        },
      ],
    },
  ],
};
