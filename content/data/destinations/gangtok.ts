import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "gangtok",
    name: "Gangtok",
    state: "Sikkim",
    description:
      "Gangtok, the capital of Sikkim, is built along a ridge at about 1,650 metres facing the Kangchenjunga range. It is a clean, orderly hill city of monasteries, a car-free promenade and Tibetan-Nepali food, and the base for trips to high lakes and passes on the Tibet border.",
    bestTime:
      "March to May for flowers and mild weather, and October to December for clear mountain views.",
    seasons: {
      peak: {
        start: "March",
        end: "May",
        description:
          "Spring brings rhododendrons and orchids, mild days of 15 to 25°C and good conditions for trips to Tsomgo Lake and Nathu La; it is the busiest season.",
      },
      moderate: {
        start: "October",
        end: "February",
        description:
          "Autumn has the clearest views of Kangchenjunga; from December it is cold, and snow at Tsomgo and Nathu La can close the roads for days, though the lake frozen in snow is a sight in itself.",
      },
      off: {
        start: "June",
        end: "September",
        description:
          "The monsoon brings heavy rain and frequent landslides on the highway from Siliguri and the roads to the high passes; the hills are green, but plans often change.",
      },
    },
    overview: {
      title: "Gangtok: the monastery city of Sikkim",
      history:
        "Gangtok was a small village until the Enchey Monastery was founded on its ridge in 1840. In 1894 the Chogyal Thutob Namgyal moved the capital of the Sikkim kingdom here from Tumlong, and the town grew as a trading post on the route between British India and Tibet through Nathu La. After 1947 Sikkim was an Indian protectorate, and in 1975 it became the 22nd state of India, with Gangtok as its capital. The border trade through Nathu La, closed after 1962, reopened in 2006. Today the city is known for its strict rules on plastic and litter.",
      touristPlaces:
        "MG Marg, Enchey and Rumtek monasteries, the Namgyal Institute of Tibetology, Tsomgo Lake, Nathu La and Baba Mandir, with viewpoints such as Ganesh Tok and Hanuman Tok.",
      famousFor:
        "Monasteries, views of Kangchenjunga, Tsomgo Lake, the Nathu La border pass, organic farming, momos and the car-free, litter-free MG Marg.",
      weather:
        "Summers are mild at around 15 to 25°C; the monsoon from June to September is very wet; winters are cool, from about 4 to 15°C in the city and well below freezing at the high passes.",
    },
    howToReach: {
      byAir:
        "Bagdogra Airport (IXB), about 125 km away near Siliguri, is the usual gateway, a drive of four to five hours. Pakyong Airport, about 30 km from Gangtok, has had only irregular commercial flights, so check current schedules; a helicopter service between Bagdogra and Gangtok runs when weather allows.",
      byRail:
        "New Jalpaiguri (NJP), about 120 km away, is the nearest major station, with trains from Kolkata, Delhi and Guwahati. A railway line into Sikkim is under construction, so the last stretch is by road.",
      byRoad:
        "The national highway follows the Teesta river from Siliguri through Rangpo, about 115 to 125 km and four to five hours; shared jeeps and taxis run from Siliguri, Bagdogra and New Jalpaiguri. Foreign visitors need a Restricted Area Permit to enter Sikkim, available at Rangpo and online, and everyone needs a Protected Area Permit, arranged through registered travel agents, for Tsomgo Lake and Nathu La.",
      nearestAirport: "IXB",
      nearestStation: "NJP",
    },
    foodToTry: [
      {
        name: "Momos",
        description:
          "Steamed dumplings of pork, chicken, beef or vegetables with a spicy tomato chutney, a Gangtok staple.",
      },
      {
        name: "Phagshapa",
        description: "A Sikkimese dish of pork fat strips stewed with radish and dried chillies.",
      },
      {
        name: "Thukpa and thenthuk",
        description:
          "Tibetan noodle soups, the first with round noodles and the second with hand-pulled flat pieces.",
      },
      {
        name: "Gundruk",
        description:
          "Fermented leafy greens, dried and cooked into a sour soup or pickle in Nepali kitchens.",
      },
      {
        name: "Sel roti",
        description:
          "A sweet, ring-shaped fried rice bread made for festivals and sold at breakfast stalls.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Temi tea",
        description:
          "Tea from Sikkim's Temi estate, sold in shops on MG Marg and at the state handicraft centre.",
      },
      {
        heading: "Handicrafts and carpets",
        description:
          "Hand-woven carpets, carved choktse tables and thangkas from the Directorate of Handicrafts and Handloom and local shops.",
      },
      {
        heading: "Large cardamom and Dalle chillies",
        description:
          "Sikkim is a major grower of large cardamom, and the round, fiery Dalle chilli is sold dried or pickled.",
      },
      {
        heading: "Tibetan and Buddhist items",
        description:
          "Prayer flags, prayer wheels, singing bowls and jewellery from Lal Bazaar and MG Marg.",
      },
    ],
    conclusion:
      "Plan at least three days: one for the monasteries and MG Marg, one for Tsomgo Lake and Nathu La, and one for Rumtek and the viewpoints. Arrange the permits for the high passes a day in advance through a registered agent, and keep a spare day for landslide or snow closures.",
    latitude: 27.3389,
    longitude: 88.6065,
    categories: ["hills-and-mountains", "adventure-seekers", "honeymoon-hotspots"],
    rating: 4.5,
    trending: false,
    images: [{ wikipedia: "Gangtok", alt: "The city of Gangtok spread along its ridge in Sikkim" }],
  },
  places: [
    {
      slug: "tsomgo-lake",
      city: "gangtok",
      name: "Tsomgo Lake",
      description:
        "A glacial lake at about 3,750 metres, roughly 38 km from Gangtok on the road to Nathu La, ringed by steep mountains. It is sacred to Sikkimese Buddhists and Hindus, and freezes over in winter.",
      suggestedDuration: "Half a day",
      whatToExpect:
        "A winding two-hour drive on permit through army areas to a lakeshore lined with tea stalls and decorated yaks offering rides. It is cold and the air is thin, so dress warmly and walk slowly.",
      moreAbout:
        "The lake, also called Changu, is about 1 km long and is fed by melting snow. In spring rhododendrons and primulas flower on the slopes around it.",
      history:
        "Tsomgo lies on the old trade route between Sikkim and Tibet. Buddhist lamas read the colour of the water to predict the future, according to local belief. It became a major tourist stop as the road to Nathu La was developed.",
      highlights:
        "The lake in different seasons, yak rides, spring flowers, and the frozen lake in winter.",
      timings:
        "Day trips with a permit, usually leaving Gangtok in the morning and returning by afternoon; the road can close after snowfall or landslides. Check before visiting.",
      entryFee:
        "A Protected Area Permit is needed, arranged by registered travel agents along with a local vehicle; foreign visitors may go only in groups of two or more. Yak rides cost extra. Check before visiting.",
      restrictedItems:
        "Plastic and littering are banned; photography of military installations is not allowed; drones are prohibited; people with heart or breathing problems should take advice first.",
      latitude: 27.3742,
      longitude: 88.7633,
      rating: 4.6,
      trending: false,
      images: [
        { wikipedia: "Tsomgo Lake", alt: "Tsomgo Lake among steep mountains in East Sikkim" },
      ],
    },
    {
      slug: "nathu-la",
      city: "gangtok",
      name: "Nathu La",
      description:
        "A high mountain pass at about 4,310 metres on the border between Sikkim and Tibet, about 55 km from Gangtok. Indian visitors can go up to a viewing area at the border fence, where soldiers of both sides can be seen.",
      suggestedDuration: "Full day with Tsomgo Lake",
      whatToExpect:
        "A drive beyond Tsomgo Lake to a small memorial and viewing area, then a walk up steps in very thin air. Many tours also stop at Baba Harbhajan Singh Mandir, a shrine to a soldier revered by the army.",
      moreAbout:
        "The pass was one of the main routes of the old trade between India and Tibet, and border trade through it restarted in 2006. It is usually snowbound in winter.",
      history:
        "Nathu La was an offshoot of the ancient trade routes linking the Tibetan plateau with Bengal. It was the site of clashes between Indian and Chinese troops in 1967. The pass was reopened for limited border trade in 2006.",
      highlights:
        "The border viewing area, snow peaks around the pass, the war memorial, and Baba Mandir.",
      timings:
        "Open to Indian visitors usually from Wednesday to Sunday, in the morning; closed on Mondays and Tuesdays and after heavy snow. Check before visiting.",
      entryFee:
        "A special permit is needed, arranged a day ahead by registered agents; only Indian citizens are allowed. Check before visiting.",
      restrictedItems:
        "Foreign nationals are not allowed; photography of military installations and soldiers is prohibited; drones are banned; children and people with heart or breathing problems should take advice first.",
      latitude: 27.3866,
      longitude: 88.8306,
      rating: 4.5,
      trending: false,
      images: [
        { wikipedia: "Nathu La", alt: "The Nathu La pass on the border between Sikkim and Tibet" },
      ],
    },
    {
      slug: "rumtek-monastery",
      city: "gangtok",
      name: "Rumtek Monastery",
      description:
        "A large Tibetan Buddhist monastery on a hillside about 24 km from Gangtok, the main seat in exile of the Karma Kagyu school. Its richly painted main hall and Golden Stupa make it one of the most important monasteries in Sikkim.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "An identity check at the gate, then a walk up to a courtyard surrounded by monks' quarters and a colourful main prayer hall. Young monks can often be seen at lessons or prayers.",
      moreAbout:
        "Behind the main hall, the Golden Stupa holds the relics of the 16th Karmapa. The Karma Shri Nalanda Institute, a college for Buddhist studies, is in the complex.",
      history:
        "An earlier monastery was founded here in the 18th century. The present monastery was built in the early 1960s by the 16th Karmapa, Rangjung Rigpe Dorje, after he fled Tibet, and was completed in 1966. Disputes over the succession of the Karmapa have made its history contentious.",
      highlights:
        "The main prayer hall with murals and statues, the Golden Stupa, the monastery courtyard and the views over the valley.",
      timings: "Open daily, roughly 6:00 am to 6:00 pm; check before visiting.",
      entryFee:
        "A small entry fee may be charged; carry photo identification. Check before visiting.",
      restrictedItems:
        "Photo ID is checked at the gate; photography inside the prayer hall may not be allowed; dress modestly and keep quiet during prayers.",
      latitude: 27.2886,
      longitude: 88.5613,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Rumtek Monastery",
          alt: "The main prayer hall of Rumtek Monastery near Gangtok",
        },
      ],
    },
    {
      slug: "enchey-monastery",
      city: "gangtok",
      name: "Enchey Monastery",
      description:
        "A Nyingma monastery set among tall pines on a ridge above Gangtok, about 3 km from the city centre. It is known for its winter masked-dance festival.",
      suggestedDuration: "45 minutes",
      whatToExpect:
        "A quiet prayer hall with statues of Padmasambhava and other deities, rows of prayer wheels and a courtyard with views of the city. It is an easy half-hour outing from the centre.",
      moreAbout:
        "The monastery's cham dances, held around December and January, draw crowds from across Sikkim. The name is often explained as 'solitary temple'.",
      history:
        "A hermitage was built here in 1840 by the lama Druptob Karpo, who was believed to have the power of flight. The present building dates from 1909, in the reign of the Chogyal Thutob Namgyal. The monastery's founding led to the growth of Gangtok itself.",
      highlights:
        "The prayer hall and its statues, the pine forest, the prayer wheels, and the winter cham dances.",
      timings: "Open daily, roughly 6:00 am to 4:00 pm; check before visiting.",
      entryFee: "Free; donations welcome.",
      restrictedItems:
        "Remove shoes before entering; no photography inside without permission; walk clockwise.",
      latitude: 27.3358,
      longitude: 88.6192,
      rating: 4.3,
      trending: false,
      images: [
        { wikipedia: "Enchey Monastery", alt: "Enchey Monastery among pine trees above Gangtok" },
      ],
    },
    {
      slug: "namgyal-institute-of-tibetology",
      city: "gangtok",
      name: "Namgyal Institute of Tibetology",
      description:
        "A research centre and museum of Tibetan Buddhist culture in the Deorali area of Gangtok, in a traditional Tibetan-style building. Its collection includes rare manuscripts, thangkas, statues and ritual objects.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A small museum hall with well-preserved icons, scroll paintings and texts, and a library for researchers upstairs. Nearby is the Do Drul Chorten stupa.",
      moreAbout:
        "The institute publishes research on Buddhism and the history of Sikkim. The surrounding Deorali orchid area and the ropeway station are close by.",
      history:
        "The foundation stone was laid by the 14th Dalai Lama in 1957, and the institute was opened by Jawaharlal Nehru in 1958. It was named after the Chogyal Tashi Namgyal, the ruler of Sikkim at the time. It is one of the leading centres of Tibetan studies.",
      highlights:
        "Rare Buddhist manuscripts, old thangkas, bronze statues, and the building itself.",
      timings:
        "Usually open about 10:00 am to 4:00 pm; closed on Sundays and government holidays. Check before visiting.",
      entryFee: "A small entry fee is charged; check before visiting.",
      restrictedItems:
        "Photography inside the museum is not allowed; bags may need to be left at the entrance.",
      latitude: 27.3163,
      longitude: 88.6049,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Namgyal Institute of Tibetology",
          alt: "The Tibetan-style building of the Namgyal Institute of Tibetology, Gangtok",
        },
      ],
    },
    {
      slug: "mg-marg-gangtok",
      city: "gangtok",
      name: "MG Marg Gangtok",
      description:
        "Mahatma Gandhi Marg, the pedestrian main street of Gangtok, lined with shops, cafés and restaurants around a central strip of flowerbeds and benches. It is where the city comes to stroll in the evening.",
      suggestedDuration: "1 to 2 hours",
      whatToExpect:
        "A clean, car-free promenade about 1 km long with benches and lamp posts, busy with families and visitors after dark. Shops sell woollens, handicrafts and tea, and side lanes lead down to Lal Bazaar.",
      moreAbout:
        "The street hosts concerts and festivals through the year. Strict rules against littering, spitting and smoking are enforced.",
      history:
        "MG Marg has been Gangtok's main commercial street since the mid-20th century. It was redeveloped as a pedestrian zone around 2008, with paving, flowerbeds and hidden cables. It is often cited as a model of a clean city centre.",
      highlights:
        "The evening promenade, cafés and momo shops, handicraft shops, and Lal Bazaar nearby.",
      timings: "Open at all hours; shops generally open about 9:00 am to 8:00 pm.",
      entryFee: "Free.",
      restrictedItems:
        "Vehicles, smoking, spitting and littering are not allowed; fines are enforced.",
      latitude: 27.3297,
      longitude: 88.6128,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Gangtok",
          alt: "The city of Gangtok on its ridge, with MG Marg at its centre (the photo does not show the street itself)",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "the-elgin-nor-khill-gangtok",
      city: "gangtok",
      name: "The Elgin Nor-Khill",
      about:
        "A heritage hotel built in 1932 as a state guest house by the Chogyal of Sikkim, near Paljor Stadium in central Gangtok. It keeps much of its old décor, with Sikkimese furnishings and gardens.",
      address: "Paljor Stadium Road, Gangtok, Sikkim 737101, India",
      amenities: {
        basicFacilities: ["Free Wi-Fi", "Front desk", "Room heating", "Laundry service", "Parking"],
        foodAndDrinks: [
          "Restaurant serving Sikkimese, Indian and continental dishes",
          "Bar",
          "Room service",
        ],
        healthAndWellness: ["Spa treatments", "Gardens"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas"],
        commonArea: ["Lounge", "Gardens", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: ["Period furnishings", "Heating", "Flat-screen TV", "Tea and coffee maker"],
        bathroom: ["Hot water", "Bathtub in some rooms", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Plastic bottles and bags are discouraged under Sikkim's plastic rules.",
        ],
      },
      rating: 4.4,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Gangtok",
          alt: "The city of Gangtok, where the hotel stands (the photo does not show the hotel)",
        },
      ],
    },
    {
      slug: "mayfair-spa-resort-and-casino-gangtok",
      city: "gangtok",
      name: "Mayfair Spa Resort & Casino, Gangtok",
      about:
        "A large resort on a forested hillside a few kilometres below central Gangtok, built in a style inspired by Sikkimese monasteries. It has a spa, an indoor pool and a casino.",
      address: "Lower Samdur Block, Ranipool–Gangtok Road, Gangtok, Sikkim 737102, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Central heating",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Restaurants serving Indian and international dishes",
          "Bar",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Spa", "Indoor swimming pool", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Casino", "Gardens", "Lobby lounge", "Banquet halls"],
      },
      roomAmenities: {
        roomFeatures: [
          "Valley or garden views",
          "Heating",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: [
          "Bathtub in some rooms",
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
          "Entry to the casino is for adults only and needs photo ID.",
        ],
      },
      rating: 4.5,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Gangtok",
          alt: "Gangtok's hillsides, near which the resort stands (the photo does not show the resort)",
        },
      ],
    },
  ],
};
