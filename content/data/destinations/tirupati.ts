import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "tirupati",
    name: "Tirupati",
    state: "Andhra Pradesh",
    description:
      "Tirupati, in southern Andhra Pradesh, lies at the foot of the Seshachalam hills, on whose summit at Tirumala stands the Sri Venkateswara Temple, one of the most visited pilgrimage sites in the world. The town below has its own ancient temples, and the surrounding hills hold waterfalls, a natural rock arch and the historic fort of Chandragiri.",
    bestTime:
      "September to February, when the weather is cooler; the Brahmotsavam festival in September or October is the grandest, and busiest, time to visit.",
    seasons: {
      peak: {
        start: "September",
        end: "February",
        description:
          "Pleasant days and cool nights in the hills; festivals such as the annual Brahmotsavam and Vaikuntha Ekadasi draw enormous crowds, so book darshan and rooms well ahead.",
      },
      moderate: {
        start: "July",
        end: "August",
        description:
          "Warm with monsoon showers that freshen the hills and fill the waterfalls; pilgrim numbers stay high but are more manageable.",
      },
      off: {
        start: "March",
        end: "June",
        description:
          "Hot months in the plains, often above 40°C in May, though Tirumala is a little cooler; summer school holidays still bring long queues at the temple.",
      },
    },
    overview: {
      title: "Tirupati: at the feet of the Seven Hills",
      history:
        "Worship of Venkateswara on the Tirumala hills is described in Tamil literature of the early centuries CE, and the temple received gifts from Pallava, Chola and Pandya rulers. Its fortunes grew under the Vijayanagara emperors, above all Krishnadevaraya, who visited several times in the early 16th century and whose statue stands inside the temple. In the town below, the Govindaraja Swamy Temple was consecrated in 1130, traditionally by the philosopher Ramanuja, and Tirupati grew around it. In 1933 the Tirumala Tirupati Devasthanams was set up to administer the temples, and it now runs hospitals, universities and pilgrim services as well.",
      touristPlaces:
        "The Sri Venkateswara Temple at Tirumala, the Sri Padmavathi Ammavari Temple at Tiruchanur, the Govindaraja Swamy Temple, Kapila Theertham, Silathoranam, and Chandragiri Fort.",
      famousFor:
        "The Tirumala temple and its laddu prasadam, head-tonsuring by pilgrims, the footpath climbs to the hills, Brahmotsavam, and Kalamkari textiles from nearby Srikalahasti.",
      weather:
        "Hot for much of the year in the plains, with summer highs of 38–42°C from April to June and winter days around 28–30°C; Tirumala, at about 850 m, is a few degrees cooler, and most rain falls between July and November.",
    },
    howToReach: {
      byAir:
        "Tirupati Airport (TIR) at Renigunta, about 15 km east of the town, has flights to Hyderabad, Bengaluru, Chennai and other Indian cities. Chennai International Airport, about 140 km away, offers a far wider choice of flights.",
      byRail:
        "Tirupati Main station (TPTY) in the town centre has direct trains to Chennai, Bengaluru, Hyderabad and many other cities, including Vande Bharat services to Secunderabad. Renigunta Junction, about 10 km away, is on the main line and handles many more long-distance trains.",
      byRoad:
        "Tirupati is about 140 km from Chennai and about 250 km from Bengaluru by road. State buses run up the ghat roads to Tirumala every few minutes, taking under an hour, and pilgrims can also climb on foot by the Alipiri or Srivari Mettu footpaths.",
      nearestAirport: "TIR",
      nearestStation: "TPTY",
    },
    foodToTry: [
      {
        name: "Tirupati laddu",
        description:
          "The famous large sweet of gram flour, sugar, ghee, cashews and raisins given as prasadam at the Tirumala temple, protected by a Geographical Indication tag.",
      },
      {
        name: "Andhra vegetarian meals",
        description:
          "Rice with pappu (dal), tangy rasam, spicy pickles such as gongura, vegetable curries and curd, served on a plate or banana leaf.",
      },
      {
        name: "Pulihora",
        description:
          "Tamarind rice tempered with peanuts, curry leaves and chillies, a classic temple offering.",
      },
      {
        name: "Pesarattu",
        description:
          "A thin green-gram dosa, often served with ginger chutney or with upma folded inside.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Laddus and prasadam",
        description:
          "Extra laddus can be bought at the temple counters at Tirumala with a darshan ticket or token, subject to limits.",
      },
      {
        heading: "Kalamkari",
        description:
          "Hand-painted and block-printed textiles from Srikalahasti, about 35 km away, in natural dyes with scenes from the epics.",
      },
      {
        heading: "Religious items",
        description:
          "Brass and bronze idols, framed pictures of Venkateswara, lamps and puja items from shops in Tirupati and Tirumala.",
      },
      {
        heading: "Handloom sarees",
        description:
          "Light cotton Venkatagiri sarees and other Andhra handlooms, sold in the town's textile shops.",
      },
    ],
    conclusion:
      "Plan a Tirupati trip around your darshan booking: book special entry darshan or rooms on the Tirumala Tirupati Devasthanams website well in advance, and allow a full day for the Tirumala temple. Add half a day for the temples and sights in and around the town below.",
    latitude: 13.6288,
    longitude: 79.4192,
    categories: ["heritage-walk"],
    rating: 4.5,
    trending: false,
    images: [
      {
        wikipedia: "Venkateswara Temple, Tirumala",
        alt: "The Sri Venkateswara Temple at Tirumala in the Seshachalam hills",
      },
    ],
  },
  places: [
    {
      slug: "sri-venkateswara-temple-tirumala",
      city: "tirupati",
      name: "Sri Venkateswara Temple, Tirumala",
      description:
        "The hilltop temple of Venkateswara, a form of Vishnu, about 22 km from Tirupati on the seven hills of Tirumala. It is among the richest and most visited temples in the world, drawing tens of thousands of pilgrims every day.",
      suggestedDuration: "Half a day to a full day",
      whatToExpect:
        "Pilgrims wait in the Vaikuntam queue complex before a brief darshan of the deity; with a booked special entry ticket the wait is a few hours, while free darshan can take much longer. Many pilgrims also offer their hair at the tonsuring halls, and free meals are served at the temple's huge dining hall.",
      moreAbout:
        "The sanctum is crowned by the gold-covered Ananda Nilayam vimana. Tirumala itself is a well-organised pilgrim town with guest houses, free buses and strict rules on conduct and dress.",
      history:
        "The shrine is mentioned in early Tamil literature and was endowed by a long line of South Indian dynasties. The Vijayanagara emperors, especially Krishnadevaraya in the early 16th century, gave it great wealth and gifts. Since 1933 it has been run by the Tirumala Tirupati Devasthanams.",
      highlights:
        "Darshan of Venkateswara, the golden Ananda Nilayam, the laddu prasadam, the tonsuring halls and the Brahmotsavam processions.",
      timings:
        "Open from about 3:00 am until late at night with darshan slots through the day; timings vary with rituals and festivals, so check the Tirumala Tirupati Devasthanams website before visiting.",
      entryFee:
        "Free (Sarva) darshan; special entry darshan tickets cost ₹300 and must be booked online in advance. Check before visiting.",
      restrictedItems:
        "Mobile phones, cameras and electronic devices must be deposited before entering; traditional dress is required (dhoti or kurta-pyjama for men, saree or churidar with dupatta for women); non-Hindus must sign a declaration of faith; alcohol, meat and tobacco are banned in Tirumala.",
      latitude: 13.6833,
      longitude: 79.3474,
      rating: 4.9,
      trending: false,
      images: [
        {
          wikipedia: "Venkateswara Temple, Tirumala",
          alt: "The Sri Venkateswara Temple complex at Tirumala",
        },
      ],
    },
    {
      slug: "sri-padmavathi-ammavari-temple-tiruchanur",
      city: "tirupati",
      name: "Sri Padmavathi Ammavari Temple, Tiruchanur",
      description:
        "The temple of the goddess Padmavathi, consort of Venkateswara, at Tiruchanur about 5 km from Tirupati. Pilgrims traditionally visit it as part of their trip to Tirumala.",
      suggestedDuration: "1 to 2 hours",
      whatToExpect:
        "Queues in covered lanes leading to the sanctum, shorter than at Tirumala but long on Fridays and festival days. The sacred tank, Padma Sarovaram, lies beside the temple.",
      moreAbout:
        "According to legend the goddess appeared on a golden lotus in the temple tank. The temple complex also has shrines to Krishna, Sundararaja Swamy and Surya.",
      history:
        "Inscriptions show that Tiruchanur was an important religious centre from at least the 12th and 13th centuries. The Padmavathi shrine itself grew in importance in later centuries. Like the Tirumala temple, it is administered by the Tirumala Tirupati Devasthanams.",
      highlights:
        "Darshan of Padmavathi, the Padma Sarovaram tank, the Karthika Brahmotsavam and its Panchami Theertham bathing ceremony.",
      timings: "Generally open from early morning to about 9:00 pm; check before visiting.",
      entryFee: "Free general darshan; paid special darshan tickets. Check before visiting.",
      restrictedItems:
        "Phones and cameras are not allowed inside; traditional dress is expected; shoes must be left outside.",
      latitude: 13.607,
      longitude: 79.448,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Padmavathi Temple, Tiruchanur",
          alt: "The main gopuram of the Sri Padmavathi Ammavari Temple at Tiruchanur",
        },
      ],
    },
    {
      slug: "govindaraja-swamy-temple-tirupati",
      city: "tirupati",
      name: "Govindaraja Swamy Temple, Tirupati",
      description:
        "A large temple complex in the heart of Tirupati, within walking distance of the railway station, dedicated to Vishnu as Govindaraja. Its seven-storeyed gopuram is visible from across the town.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "A calmer visit than Tirumala, with spacious courtyards, sub-shrines and carved halls. The temple follows rituals similar to those at Tirumala, including its own annual Brahmotsavam.",
      moreAbout:
        "The main image shows Vishnu reclining, and there is a separate shrine to Parthasarathy (Krishna). The gopuram is decorated with scenes from the Ramayana and the Bhagavata.",
      history:
        "The temple was consecrated in 1130, traditionally by the philosopher Ramanuja, and the town of Tirupati grew around it. Its inner gopuram dates from the Vijayanagara period, and the tall outer gopuram was added in the 17th century. It is managed by the Tirumala Tirupati Devasthanams.",
      highlights:
        "The towering outer gopuram, the reclining Govindaraja, the Parthasarathy shrine and the carved mandapas.",
      timings: "Generally open about 5:00 am to 9:00 pm; check before visiting.",
      entryFee: "Free general darshan.",
      restrictedItems:
        "Phones and cameras are not allowed inside; traditional or modest dress is expected; shoes must be left outside.",
      latitude: 13.631,
      longitude: 79.422,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Govindaraja Temple, Tirupati",
          alt: "The seven-storeyed gopuram of the Govindaraja Swamy Temple in Tirupati",
        },
      ],
    },
    {
      slug: "kapila-theertham",
      city: "tirupati",
      name: "Kapila Theertham",
      description:
        "A Shiva temple and sacred waterfall at the foot of the Tirumala hills on the northern edge of Tirupati. The waterfall tumbles into a stepped temple tank in front of the shrine.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A short walk from the road to the shrine and the tank; the waterfall flows strongly in the monsoon and after rain but can be a trickle in the dry months. Monkeys are common, so keep food out of sight.",
      moreAbout:
        "The temple is dedicated to Shiva as Kapileswara, a notable Shiva shrine in a town devoted mainly to Vishnu. Pilgrims bathe in the tank, especially during the Karthika month festival.",
      history:
        "Legend says the sage Kapila worshipped Shiva here, giving the place its name. The shrine is old and has been renovated many times over the centuries. It is now maintained by the Tirumala Tirupati Devasthanams.",
      highlights:
        "The waterfall into the temple tank, the Kapileswara shrine, the stone Nandi at the entrance and the view of the hills.",
      timings: "Generally open from early morning to about 8:00 pm; check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Follow bathing rules in the tank; shoes must be left outside the shrine; do not feed the monkeys.",
      latitude: 13.6515,
      longitude: 79.4192,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Kapila Theertham",
          alt: "The waterfall and temple tank at Kapila Theertham in Tirupati",
        },
      ],
    },
    {
      slug: "silathoranam",
      city: "tirupati",
      name: "Silathoranam",
      description:
        "A natural rock arch in the hills of Tirumala, about 1 km north of the Venkateswara Temple, formed by erosion of ancient quartzite. It is a rare natural arch and a national geological monument.",
      suggestedDuration: "30 minutes to 1 hour",
      whatToExpect:
        "A small, landscaped park around the arch, reached by road or a short walk from the temple area. It is usually quiet compared with the temple.",
      moreAbout:
        "The arch is roughly 8 metres wide and 3 metres high. A nearby garden and the Chakra Theertham are often visited on the same outing.",
      history:
        "The rocks that form the arch are around 1.5 billion years old, dating from the Proterozoic era. The Geological Survey of India declared the arch a national geological monument. Local belief links its shape to the deity's conch and discus.",
      highlights: "The natural arch, the ancient layered rock and the park around it.",
      timings: "Open during daylight hours; check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Do not climb on the arch; the usual Tirumala rules on conduct and prohibited items apply.",
      latitude: 13.689,
      longitude: 79.345,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Silathoranam",
          alt: "The natural stone arch of Silathoranam in the Tirumala hills",
        },
      ],
    },
    {
      slug: "chandragiri-fort",
      city: "tirupati",
      name: "Chandragiri Fort",
      description:
        "A hill fort about 12 km west of Tirupati, once a later capital of the Vijayanagara Empire. Its Raja Mahal palace, now a museum, and Rani Mahal stand below the fortified rock.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "Gardens around the two palace buildings, a museum of sculptures, weapons and bronzes inside the Raja Mahal, and a sound-and-light show in the evening. The climb to the hilltop fortifications is steep and unshaded.",
      moreAbout:
        "The Raja Mahal is a three-storeyed building with a distinctive tiered tower, built in the Vijayanagara style with stone and brick. The fort is a pleasant contrast to the busy temples of Tirupati.",
      history:
        "The fort was first built around the 11th century by local Yadava rulers. After the Vijayanagara Empire lost its capital at Hampi in 1565, its later kings ruled for a time from Penukonda and Chandragiri. In 1639, while the Vijayanagara court was based at Chandragiri, one of its local governors granted the English the strip of coast where they built Fort St. George, the beginning of Madras.",
      highlights:
        "The Raja Mahal and its museum, the Rani Mahal, the hilltop ramparts and the evening sound-and-light show.",
      timings:
        "The museum is generally open 10:00 am to 5:00 pm and closed on Fridays; check before visiting.",
      entryFee:
        "A small entry fee with a separate ticket for the sound-and-light show; check before visiting.",
      restrictedItems:
        "Photography inside the museum may be restricted; do not climb on the palace walls.",
      latitude: 13.587,
      longitude: 79.316,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Chandragiri Fort",
          alt: "The Raja Mahal palace at Chandragiri Fort near Tirupati",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "marasa-sarovar-premiere-tirupati",
      city: "tirupati",
      name: "Marasa Sarovar Premiere",
      about:
        "A five-star hotel managed by Sarovar Hotels at the foot of the Tirumala hills, with architecture and spaces themed on the ten avatars of Vishnu. Many rooms look towards the hills.",
      address: "Karakambadi Road, Tirupati, Andhra Pradesh 517507, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "All-day restaurant with Indian and international dishes",
          "Vegetarian thali restaurant",
          "Bar",
          "Room service",
        ],
        healthAndWellness: ["Swimming pool", "Spa", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: [
          "Courtyard with water feature",
          "Business centre",
          "Banquet hall",
          "Games room",
        ],
      },
      roomAmenities: {
        roomFeatures: [
          "Hill views in some rooms",
          "Flat-screen TV",
          "Minibar",
          "Tea and coffee maker",
        ],
        bathroom: ["Shower", "Hairdryer", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "The hotel can advise on darshan bookings, but tickets must be booked through the Tirumala Tirupati Devasthanams.",
        ],
      },
      rating: 4.4,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Tirupati",
          alt: "A view of Tirupati below the Tirumala hills, where the hotel stands (not a photo of the hotel)",
        },
      ],
    },
    {
      slug: "fortune-select-grand-ridge-tirupati",
      city: "tirupati",
      name: "Fortune Select Grand Ridge",
      about:
        "An upscale hotel of the Fortune chain, a member of ITC's hotel group, on the road between Tirupati and Tiruchanur. It is a popular base for pilgrim families, with easy access to the Padmavathi temple and the town.",
      address: "Shilparamam, Tiruchanoor Road, Tirupati, Andhra Pradesh 517501, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: ["Multi-cuisine restaurant", "Vegetarian dining options", "Room service"],
        healthAndWellness: ["Swimming pool", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Lobby lounge", "Banquet and meeting rooms"],
      },
      roomAmenities: {
        roomFeatures: ["Air conditioning", "Flat-screen TV", "Tea and coffee maker", "Work desk"],
        bathroom: ["Shower", "Hairdryer", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.2,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Seshachalam Hills",
          alt: "The Seshachalam hills above Tirupati, near the hotel (not a photo of the hotel)",
        },
      ],
    },
  ],
};
