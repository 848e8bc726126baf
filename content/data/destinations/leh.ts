import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";
import { credits, photo } from "../images.ts";

export const destination: Destination = {
  city: {
    slug: "leh",
    name: "Leh",
    state: "Ladakh",
    description:
      "Leh, the main town of Ladakh, sits at about 3,500 metres in a side valley of the Indus, overlooked by the ruined palace of its former kings. It is the base for Buddhist monasteries, high-altitude lakes and some of the highest roads in the world, in a cold desert between the Himalaya and the Karakoram.",
    bestTime:
      "May to September, when both highways are open and days are warm; allow two days to acclimatise on arrival.",
    seasons: {
      peak: {
        start: "May",
        end: "September",
        description:
          "Sunny, dry days of 20 to 30°C, the Srinagar and Manali highways open, and monastery festivals such as Hemis in June or July. Rooms, flights and permits are in high demand, so book early.",
      },
      moderate: {
        start: "October",
        end: "November",
        description:
          "Clear autumn skies and golden poplars, but nights drop below freezing; the Manali road and then the Srinagar road close for winter, and many hotels and camps shut by November.",
      },
      off: {
        start: "December",
        end: "April",
        description:
          "A hard winter, with temperatures often below -15°C; Leh is reachable only by air until the passes reopen in spring. A few hotels stay open for the frozen Zanskar river trek, winter festivals and snow leopard tours.",
      },
    },
    overview: {
      title: "Leh: the old Himalayan kingdom of Ladakh",
      history:
        "Leh grew as a stop on the caravan routes that linked Tibet, Kashmir and Central Asia, where traders exchanged pashmina wool, salt, silk and spices. In the 17th century the Namgyal kings made it their capital, and Sengge Namgyal completed the nine-storey Leh Palace above the town. In 1834 Dogra forces under Zorawar Singh invaded, and Ladakh became part of the princely state of Jammu and Kashmir; the royal family moved to Stok. Ladakh was opened to foreign tourists in 1974, and on 31 October 2019 it became a separate Union Territory. Leh remains the administrative centre of the region.",
      touristPlaces:
        "Leh Palace, Shanti Stupa, the old town and main bazaar, Thiksey and Hemis monasteries, Khardung La, the Nubra Valley and Pangong Tso.",
      famousFor:
        "Buddhist monasteries and festivals, high passes and lakes, the Leh–Manali and Srinagar–Leh highways, pashmina, apricots and stark mountain scenery.",
      weather:
        "A high cold desert with little rain: summer days reach 20 to 30°C but nights are cool, while winter days stay near freezing and nights fall to -15 to -25°C. The sun is strong at this altitude all year.",
    },
    howToReach: {
      byAir:
        "Kushok Bakula Rimpochee Airport (IXL) is about 4 km from the town centre, with direct flights from Delhi (about an hour and a quarter) and seasonal flights from other cities; in winter it is the only way in. Flying straight to 3,500 metres means you must rest for at least a day or two on arrival.",
      byRail:
        "Leh has no railway. The nearest major station is Jammu Tawi (JAT), about 700 km away by road via Srinagar; trains also run through the Kashmir valley to Srinagar, about 420 km from Leh, and Chandigarh is the railhead for the Manali route.",
      byRoad:
        "The Srinagar–Leh highway (about 420 km via Zoji La and Kargil) is usually open from about April or May to November, and the Manali–Leh highway (about 430 km via the Atal Tunnel and several high passes) from about June to October; both take two days with an overnight halt. Indian visitors register online and pay an environment fee for Nubra, Pangong and other protected areas, and foreign visitors need a Protected Area Permit; rules change, so check before travelling.",
      nearestAirport: "IXL",
      nearestStation: "JAT",
    },
    foodToTry: [
      {
        name: "Thukpa",
        description:
          "A warming noodle soup with vegetables or meat, the everyday meal of Ladakhi homes and cafés.",
      },
      {
        name: "Skyu",
        description:
          "A traditional stew of thumb-pressed wheat dough cooked with root vegetables, sometimes finished with milk.",
      },
      {
        name: "Butter tea",
        description:
          "Gur gur cha, tea churned with butter and salt, drunk many times a day to ward off cold and dryness.",
      },
      {
        name: "Khambir",
        description:
          "A thick, round local wholewheat bread, usually eaten with butter tea or apricot jam.",
      },
      {
        name: "Apricots",
        description:
          "Fresh in late summer and dried all year, along with apricot jam and oil; seabuckthorn juice is another local speciality.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Pashmina",
        description:
          "Shawls and stoles woven from the fine wool of Changthangi goats raised on the Changthang plateau; buy from cooperatives or certified shops.",
      },
      {
        heading: "Thangkas and Buddhist artefacts",
        description:
          "Painted scrolls, prayer wheels, singing bowls and prayer flags from shops in the main bazaar.",
      },
      {
        heading: "Dried apricots and seabuckthorn products",
        description: "Dried fruit, jams, juice and oils produced in Ladakh's villages.",
      },
      {
        heading: "Ladakhi jewellery",
        description:
          "Silver pieces set with turquoise and coral, in the style of traditional Ladakhi headdresses.",
      },
    ],
    conclusion:
      "Rest for your first two days in Leh, with only gentle walks to the palace and Shanti Stupa, before heading to the monasteries and then the high passes and lakes. Carry cash, warm layers and sun protection, and build a spare day into any itinerary in case of road closures.",
    latitude: 34.1526,
    longitude: 77.5771,
    categories: ["hills-and-mountains", "adventure-seekers", "heritage-walk"],
    rating: 4.7,
    trending: true,
    images: [
      photo(
        credits.lehFromShantiStupa,
        "Leh town spread across the valley, seen from the Shanti Stupa",
      ),
      {
        wikipedia: "Leh Palace",
        alt: "The nine-storey Leh Palace on the ridge above the old town",
      },
    ],
  },
  places: [
    {
      slug: "leh-palace",
      city: "leh",
      name: "Leh Palace",
      description:
        "A nine-storey former royal palace of mud brick and timber on the ridge above Leh's old town, built by the Namgyal kings in the 17th century. It is partly restored and houses a small collection of royal objects.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "A steep walk up through the lanes of the old town, then dim rooms, narrow stairs and low doorways inside. The roof terraces give the best view over Leh to the Stok range.",
      moreAbout:
        "Above the palace, the Namgyal Tsemo monastery and a ruined fort crown the peak; a steep path or a road leads up. The old town below is being restored house by house.",
      history:
        "Work on the palace is usually credited to King Sengge Namgyal, who completed it in the early 17th century. It remained the royal residence until the Dogra invasion of the 1830s, when the family moved to Stok Palace. The Archaeological Survey of India has restored parts of it.",
      highlights:
        "The view from the roof terraces, the old carved wooden balconies, the exhibits of royal costumes and thangkas, and the walk through the old town.",
      timings:
        "Open daily from about 7:00 am to 7:00 pm in summer, with shorter hours in winter. As published by ASI; check before visiting.",
      entryFee:
        "About ₹25 for Indians and about ₹300 for foreign visitors; children under 15 free. As published by ASI; check before visiting.",
      restrictedItems:
        "Tripods and drones are not allowed without permission; do not climb on parapets; some floors are unsafe and closed.",
      latitude: 34.1651,
      longitude: 77.5848,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Leh Palace",
          alt: "Leh Palace, a tall mud-brick palace on the ridge above Leh",
        },
      ],
    },
    {
      slug: "leh-shanti-stupa",
      city: "leh",
      name: "Leh Shanti Stupa",
      description:
        "A white-domed Buddhist peace pagoda on a hill at Changspa, on the edge of Leh, built by Japanese and Ladakhi Buddhists. It is the most popular spot in town for sunrise and sunset views.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A climb of several hundred steps from the Changspa road, or a drive almost to the top, which is tiring in the first days at altitude. The terrace around the stupa looks over Leh, the palace and the Stok range.",
      moreAbout:
        "The stupa's base has relief panels showing scenes from the life of the Buddha. The site is lit at night.",
      history:
        "The stupa was built by the Japanese Buddhist order Nipponzan Myohoji, led in Leh by the monk Gyomyo Nakamura, with local help. It was inaugurated by the 14th Dalai Lama in 1991. It is one of a series of peace pagodas the order has built around the world.",
      highlights:
        "Sunset and sunrise over Leh, the relief panels of the Buddha's life, and views of the palace and Stok Kangri.",
      timings: "Open daily, roughly 5:00 am to 9:00 pm; check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Walk around the stupa clockwise; no smoking or alcohol; drones need permission.",
      latitude: 34.1736,
      longitude: 77.5753,
      rating: 4.5,
      trending: false,
      images: [
        photo(credits.lehFromShantiStupa, "The view over Leh from the terrace of the Shanti Stupa"),
      ],
    },
    {
      slug: "thiksey-monastery",
      city: "leh",
      name: "Thiksey Monastery",
      description:
        "A large Gelugpa monastery rising in tiers up a hill about 19 km south-east of Leh, often compared to the Potala Palace in Lhasa. It is known for its early morning prayers and a tall statue of the Maitreya Buddha.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "Steps up through whitewashed buildings to courtyards, assembly halls and chapels. Arrive by about 6:00 am to watch the monks' morning prayers with horns and drums.",
      moreAbout:
        "The Maitreya temple holds a seated statue of the future Buddha about 15 metres high, covering two storeys. There is a small museum and a café at the monastery.",
      history:
        "Thiksey was founded in the 15th century by followers of Tsongkhapa, the founder of the Gelugpa school. It grew into one of the largest monasteries of central Ladakh. The Maitreya temple was built to mark the visit of the 14th Dalai Lama in 1970.",
      highlights:
        "Morning prayers, the Maitreya statue, the rooftop view over the Indus valley, and the murals in the old assembly hall.",
      timings:
        "Open daily, about 6:00 am to 6:00 pm; morning prayers around 6:00 am. Check before visiting.",
      entryFee: "About ₹50; check before visiting.",
      restrictedItems:
        "Dress modestly, keep quiet during prayers, ask before photographing monks, and do not use flash inside the chapels.",
      latitude: 34.0561,
      longitude: 77.6664,
      rating: 4.7,
      trending: false,
      images: [
        {
          wikipedia: "Thiksey Monastery",
          alt: "Thiksey Monastery rising in tiers up a hillside in Ladakh",
        },
      ],
    },
    {
      slug: "hemis-monastery",
      city: "leh",
      name: "Hemis Monastery",
      description:
        "The largest and one of the wealthiest monasteries in Ladakh, tucked into a side valley about 45 km south-east of Leh. It belongs to the Drukpa lineage and is famous for its summer masked-dance festival.",
      suggestedDuration: "2 hours",
      whatToExpect:
        "A drive along the Indus and up a narrow valley to a courtyard surrounded by prayer halls. The museum holds thangkas, statues and old ritual objects.",
      moreAbout:
        "During the Hemis festival, monks perform masked cham dances in the courtyard, and every 12 years a huge thangka of Padmasambhava is unrolled. Hemis National Park, known for snow leopards, lies beyond.",
      history:
        "A monastery existed here earlier, but the present Hemis was established in the 1630s under the patronage of King Sengge Namgyal. It became the leading Drukpa monastery in Ladakh. The Hemis festival marks the birth anniversary of Padmasambhava.",
      highlights:
        "The courtyard and assembly halls, the museum's thangkas and statues, and the Hemis festival with masked dances in June or July.",
      timings: "Open daily, roughly 8:00 am to 6:00 pm; check before visiting.",
      entryFee: "About ₹100, including the museum; check before visiting.",
      restrictedItems:
        "Photography is not allowed inside the museum; dress modestly; follow festival rules on seating and photography.",
      latitude: 33.9125,
      longitude: 77.7034,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Hemis Monastery",
          alt: "Hemis Monastery in a rocky side valley of the Indus",
        },
      ],
    },
    {
      slug: "pangong-tso",
      city: "leh",
      name: "Pangong Tso",
      description:
        "A long, narrow lake at about 4,250 metres on the border between Ladakh and Tibet, about 150 km from Leh over the Chang La. Its water shifts from turquoise to deep blue through the day against bare brown mountains.",
      suggestedDuration: "Full day, or overnight",
      whatToExpect:
        "A drive of five to six hours each way over a pass above 5,000 metres, usually as a long day trip or with a night in the camps at Lukung, Spangmik or Man. It is cold and windy at the shore even in summer, and nights are freezing.",
      moreAbout:
        "The lake is about 130 km long, and most of it lies in Chinese-administered Tibet. Its brackish water freezes solid in winter. The final scene of the film 3 Idiots was shot on its shore.",
      history:
        "The lake lies across the Line of Actual Control between India and China, and its shores have long been grazing ground for Changpa nomads. It was opened to tourists in the 1990s with permits. Its north bank was the scene of a military standoff in 2020.",
      highlights:
        "The changing colours of the water, sunrise over the lake, the drive over Chang La, and birds such as bar-headed geese in summer.",
      timings:
        "Best from May to September; the road over Chang La can close after snowfall, and the lake freezes from about January to March. Registration or permits are required; check before visiting.",
      entryFee:
        "No entry fee, but Indian visitors must register online and pay the environment fee, and foreign visitors need a Protected Area Permit. Check before visiting.",
      restrictedItems:
        "Boating and swimming are not allowed; do not drive vehicles onto the shore; take all litter back; drones are not permitted in this border area.",
      latitude: 33.97,
      longitude: 78.45,
      rating: 4.8,
      trending: true,
      images: [
        { wikipedia: "Pangong Tso", alt: "The blue water of Pangong Tso between bare mountains" },
      ],
    },
    {
      slug: "khardung-la",
      city: "leh",
      name: "Khardung La",
      description:
        "A high mountain pass about 40 km north of Leh on the road to the Nubra Valley, at about 5,360 metres. Signs at the top long claimed it as the highest motorable road in the world.",
      suggestedDuration: "3 to 4 hours from Leh and back",
      whatToExpect:
        "A winding climb with views over Leh and the Stok range, then a busy, windy summit with a small army post, a café and a souvenir shop. Spend no more than 15 to 20 minutes at the top because of the thin air.",
      moreAbout:
        "The pass is the usual route to Nubra, Diskit and Hunder. Snow lies on the top for much of the year.",
      history:
        "Khardung La was on the old caravan route between Leh and Kashgar in Central Asia. A motor road was built by the Border Roads Organisation in the 1970s, and it opened to private vehicles in 1988. It remains strategically important for access to the Siachen area.",
      highlights:
        "The view back over the Indus valley, snowfields at the summit, the signboard, and the descent into Nubra.",
      timings:
        "Open through most of the year, but closed at times after snowfall; traffic is usually allowed up in the morning. A permit or registration is needed for travel beyond South Pullu. Check before visiting.",
      entryFee:
        "No fee beyond the Ladakh environment fee or permit for Nubra; check before visiting.",
      restrictedItems:
        "Photography of military installations is not allowed; drones are banned; people with breathing or heart problems should take medical advice first.",
      latitude: 34.2787,
      longitude: 77.6047,
      rating: 4.4,
      trending: false,
      images: [
        { wikipedia: "Khardung La", alt: "The road and snowfields at Khardung La pass above Leh" },
      ],
    },
    {
      slug: "nubra-valley",
      city: "leh",
      name: "Nubra Valley",
      description:
        "A wide valley north of Leh, where the Shyok and Nubra rivers meet below the Karakoram, reached over Khardung La. It has sand dunes, Bactrian camels, orchards and the Diskit monastery.",
      suggestedDuration: "1 to 2 nights",
      whatToExpect:
        "A drive of four to five hours from Leh to Diskit or Hunder, with camps and guesthouses to stay in. Camel rides on the dunes at Hunder are popular in the late afternoon.",
      moreAbout:
        "Diskit monastery has a large statue of the Maitreya Buddha looking down the valley. Further west, the village of Turtuk, near the Line of Control, was opened to visitors in 2010.",
      history:
        "Nubra lay on the caravan route from Leh to Yarkand, and the double-humped Bactrian camels are descendants of caravan animals. Diskit monastery was founded in the 14th century. The valley is also the approach to the Siachen glacier.",
      highlights:
        "The Hunder sand dunes and Bactrian camels, Diskit monastery and its Maitreya statue, the Shyok river, and the village of Turtuk.",
      timings:
        "Best from May to September; Khardung La can close after snowfall. Registration or permits are required; check before visiting.",
      entryFee:
        "Indian visitors pay the Ladakh environment fee online and foreign visitors need a Protected Area Permit; monasteries and camel rides charge separately. Check before visiting.",
      restrictedItems:
        "Drones are banned; photography of military areas is not allowed; do not drive on the dunes.",
      latitude: 34.5411,
      longitude: 77.5601,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Nubra Valley",
          alt: "The wide Nubra Valley with the river and mountains of the Karakoram",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "the-grand-dragon-ladakh",
      city: "leh",
      name: "The Grand Dragon Ladakh",
      about:
        "A large upscale hotel on the Old Road at Sheynam, a short drive from Leh's main bazaar, with views towards the Stok range. It is centrally heated and open through the year, which is unusual in Leh.",
      address: "Old Leh Road, Sheynam, Leh, Ladakh 194101, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Central heating",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Restaurant serving Indian, Ladakhi and continental dishes",
          "Café",
          "In-room dining",
        ],
        healthAndWellness: ["Oxygen available for guests", "Fitness room", "Massage on request"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Lobby lounge", "Garden", "Travel desk for permits and excursions"],
      },
      roomAmenities: {
        roomFeatures: [
          "Mountain views",
          "Heating",
          "Tea and coffee maker",
          "Flat-screen TV",
          "Minibar",
        ],
        bathroom: ["Hot water", "Hairdryer", "Bathrobes", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Guests arriving by air are advised to rest for the first day to acclimatise.",
        ],
      },
      rating: 4.6,
      priceBand: "luxury",
      images: [
        photo(
          credits.lehFromShantiStupa,
          "Leh seen from the Shanti Stupa, the town where the hotel stands (the photo does not show the hotel)",
        ),
      ],
    },
    {
      slug: "hotel-shambha-la-leh",
      city: "leh",
      name: "Hotel Shambha-La",
      about:
        "A long-running, family-owned hotel with a garden at Skara, a quiet residential area on the edge of Leh, within walking distance of the town centre. It offers simple, comfortable rooms and arranges permits and excursions.",
      address: "Skara, Leh, Ladakh 194101, India",
      amenities: {
        basicFacilities: ["Wi-Fi in public areas", "Front desk", "Parking", "Laundry service"],
        foodAndDrinks: [
          "Restaurant serving Indian, Ladakhi and continental dishes",
          "Room service",
        ],
        healthAndWellness: ["Garden for relaxing", "Oxygen available on request"],
        safetyAndSecurity: ["Staff on site around the clock", "Locked main gate at night"],
        commonArea: ["Garden", "Lounge", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: [
          "Garden or mountain views",
          "Writing desk",
          "Extra blankets",
          "Electric kettle",
        ],
        bathroom: ["Hot water", "Towels", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Like many hotels in Leh it may close in deep winter; confirm opening dates before booking.",
        ],
      },
      rating: 4.2,
      priceBand: "budget",
      images: [
        photo(
          credits.lehFromShantiStupa,
          "Leh spread across its valley, the town where the hotel stands (the photo does not show the hotel)",
        ),
      ],
    },
  ],
};
