import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";
import { credits, photo } from "../images.ts";

export const destination: Destination = {
  city: {
    slug: "agra",
    name: "Agra",
    state: "Uttar Pradesh",
    description:
      "Agra sits on a bend of the Yamuna in western Uttar Pradesh and was a seat of the Mughal emperors for much of the 16th and 17th centuries. It is home to three UNESCO World Heritage Sites: the Taj Mahal, Agra Fort and, a short drive away, Fatehpur Sikri.",
    bestTime:
      "October to March, when days are mild and clear; early mornings in December and January can be foggy.",
    seasons: {
      peak: {
        start: "October",
        end: "March",
        description:
          "Pleasant days and cool nights make this the easiest time for long hours on foot between monuments, though crowds and room rates are at their highest.",
      },
      moderate: {
        start: "July",
        end: "September",
        description:
          "Monsoon showers cool the city and the gardens turn green; humidity is high and short downpours can interrupt sightseeing.",
      },
      off: {
        start: "April",
        end: "June",
        description:
          "Summer is fiercely hot, often above 40°C, so plan visits for sunrise and late afternoon and expect fewer visitors.",
      },
    },
    overview: {
      title: "Agra: the Mughal capital on the Yamuna",
      history:
        "Sultan Sikandar Lodi made Agra his capital in the early 1500s, and after Babur's victory at Panipat in 1526 it became a centre of Mughal power. Akbar rebuilt the fort in red sandstone from 1565 and founded Fatehpur Sikri nearby; Jahangir and Nur Jahan added gardens and tombs; and Shah Jahan raised the Taj Mahal for his wife Mumtaz Mahal before moving his court to Delhi in 1648. The city later passed through Jat and Maratha hands before the British took it in 1803.",
      touristPlaces:
        "Taj Mahal, Agra Fort, Itimad-ud-Daulah's tomb, Mehtab Bagh, Akbar's tomb at Sikandra, Fatehpur Sikri (about 40 km away) and the Kinari Bazaar area.",
      famousFor:
        "The Taj Mahal, Mughal architecture, marble inlay work (pietra dura), leather goods and the sweet called petha.",
      weather:
        "Hot semi-arid climate: summers regularly pass 40°C, the monsoon brings most of the year's rain between July and September, and winter nights can drop to around 5°C with dense morning fog.",
    },
    howToReach: {
      byAir:
        "Agra Airport (AGR), a civil enclave at the Kheria air force station a short drive from the city centre, has a small number of domestic flights. Many visitors instead fly into Delhi's Indira Gandhi International Airport (DEL), roughly 230 km away, and continue by train or road.",
      byRail:
        "Agra Cantt (AGC) is the main station, on the busy Delhi–Mumbai and Delhi–Chennai lines. Fast trains such as the Gatimaan Express and Vande Bharat services reach it from Delhi in under two hours; Agra Fort and Raja ki Mandi stations also serve the city.",
      byRoad:
        "The Yamuna Expressway links Greater Noida to Agra in about 165 km, putting Delhi roughly three to four hours away by car or bus. The Agra–Lucknow Expressway connects the city with eastern Uttar Pradesh, and Jaipur is about five hours by road.",
      nearestAirport: "AGR",
      nearestStation: "AGC",
    },
    foodToTry: [
      {
        name: "Petha",
        description:
          "Translucent sweets made from ash gourd boiled in sugar syrup, sold plain or flavoured with saffron, rose or paan.",
      },
      {
        name: "Bedai with aloo sabzi",
        description:
          "A crisp, lentil-stuffed fried bread served with spicy potato curry, usually eaten as a street-side breakfast with jalebi.",
      },
      {
        name: "Mughlai dishes",
        description:
          "Rich kormas, kebabs and biryanis in the tradition of the old court kitchens, found in restaurants around Taj Ganj and Sadar Bazaar.",
      },
      {
        name: "Dalmoth",
        description:
          "A crunchy, spiced snack of fried lentils and nuts that keeps well as a gift to take home.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Marble inlay work",
        description:
          "Boxes, coasters and table tops set with coloured stone in the same technique used on the Taj; buy from established workshops and ask what stone is used.",
      },
      {
        heading: "Leather goods",
        description:
          "Agra has a long shoe-making tradition, and bags, belts and footwear are widely sold.",
      },
      {
        heading: "Zardozi embroidery",
        description: "Metallic-thread embroidery on cushion covers, wall hangings and garments.",
      },
      {
        heading: "Boxes of petha",
        description: "Sealed boxes from the well-known sweet shops travel well for a few days.",
      },
    ],
    conclusion:
      "Agra rewards an early start: see the Taj Mahal at sunrise, spend the late morning at Agra Fort and save the softer evening light for Mehtab Bagh across the river. One full day covers the highlights, and a second lets you add Fatehpur Sikri without rushing.",
    latitude: 27.1767,
    longitude: 78.0081,
    categories: ["heritage-walk", "romantic-vacation", "honeymoon-hotspots"],
    rating: 4.6,
    trending: true,
    images: [
      photo(
        credits.tajMahalEdited,
        "The white marble Taj Mahal with its four minarets, seen across the garden",
      ),
      photo(credits.agraFort, "Red sandstone walls and gateway of Agra Fort"),
    ],
  },
  places: [
    {
      slug: "taj-mahal",
      city: "agra",
      name: "Taj Mahal",
      description:
        "The white marble mausoleum that Shah Jahan built for his wife Mumtaz Mahal, set at the end of a formal garden on the bank of the Yamuna. A UNESCO World Heritage Site since 1983, it is the best-known monument in India.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "Security queues at the East and West gates, a walk through the red sandstone great gate, then the first view of the tomb across the water channels of the garden. Shoes must come off, or be covered with the shoe covers sold at the gates, before you climb the marble platform; expect crowds from mid-morning onwards.",
      moreAbout:
        "The marble changes colour through the day, from soft pink at dawn to brilliant white at noon and gold in the evening. On either side of the tomb stand a red sandstone mosque and its matching twin, and the riverside terrace looks across to Mehtab Bagh.",
      history:
        "Mumtaz Mahal died in 1631 at Burhanpur during the birth of her fourteenth child, and work on her tomb began in Agra the following year. The main mausoleum was largely complete by about 1643 and the wider complex around 1653, built by thousands of craftsmen under designers traditionally led by Ustad Ahmad Lahauri. Shah Jahan himself was buried beside his wife in 1666.",
      highlights:
        "The central dome and four slender minarets, inlaid semi-precious stones in floral patterns, Quranic calligraphy that appears uniform in size from the ground, the cenotaphs inside the screened central hall, and sunrise over the garden.",
      timings:
        "Opens 30 minutes before sunrise and closes 30 minutes before sunset; closed on Fridays. Limited night viewing is offered around full-moon nights except Fridays and during Ramzan. As published by ASI; check before visiting.",
      entryFee:
        "Indians ₹50, SAARC and BIMSTEC nationals ₹540, other foreign visitors ₹1,100; the main mausoleum is an extra ₹200 for everyone; children under 15 free. As published by ASI; check before visiting.",
      restrictedItems:
        "Food, tobacco, lighters, knives, tripods, drones, large bags and most electronic items other than phones and cameras are not allowed. Photography is not permitted inside the main mausoleum.",
      latitude: 27.1751,
      longitude: 78.0421,
      rating: 4.9,
      trending: false,
      images: [
        photo(
          credits.tajMahalEdited,
          "The Taj Mahal's white marble dome and minarets under a clear sky",
        ),
        photo(credits.tajMahalAgra, "The Taj Mahal seen from its garden in Agra"),
      ],
    },
    {
      slug: "agra-fort",
      city: "agra",
      name: "Agra Fort",
      description:
        "A vast red sandstone fortress on the Yamuna that served as the main residence of the Mughal emperors until the court moved to Delhi. It is a UNESCO World Heritage Site and lies about 2.5 km upriver from the Taj Mahal.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "Visitors enter through the Amar Singh Gate and walk up a sloping ramp into a sequence of courtyards, audience halls and palaces; the northern part of the fort is used by the army and is closed to the public. Much of the visit is outdoors on uneven stone, with little shade.",
      moreAbout:
        "The fort shows three generations of Mughal taste side by side: Akbar's robust sandstone buildings, Jahangir's palace, and Shah Jahan's white marble pavilions overlooking the river, from which the Taj Mahal is visible on a clear day.",
      history:
        "An older brick fort here was held by the Lodi sultans. Akbar rebuilt it in red sandstone from 1565, completing the walls within about eight years, and Shah Jahan later replaced several buildings with marble palaces. After Aurangzeb took the throne in 1658 he kept his father Shah Jahan confined in the fort until his death in 1666.",
      highlights:
        "Jahangiri Mahal, the Diwan-i-Am (Hall of Public Audience), the Diwan-i-Khas, the Khas Mahal, and the octagonal Musamman Burj with its view of the Taj Mahal.",
      timings: "Open daily from sunrise to sunset. As published by ASI; check before visiting.",
      entryFee:
        "Indians about ₹50, foreign visitors about ₹650; children under 15 free; online tickets are slightly cheaper. As published by ASI; check before visiting.",
      restrictedItems:
        "Food, tobacco, lighters, tripods without permission, drones and large bags are not allowed; do not climb on walls or railings.",
      latitude: 27.1795,
      longitude: 78.0211,
      rating: 4.6,
      trending: false,
      images: [photo(credits.agraFort, "Red sandstone walls and gateway of Agra Fort")],
    },
    {
      slug: "itimad-ud-daulah-tomb",
      city: "agra",
      name: "Itimad-ud-Daulah's Tomb",
      description:
        "A small, exquisitely decorated marble tomb on the east bank of the Yamuna, often called the 'Baby Taj'. It was the first Mughal building to be faced entirely in white marble inlaid with coloured stone.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A quiet walled garden with the tomb at its centre, usually far less crowded than the Taj Mahal. Take time to look closely at the walls, where almost every surface is covered with inlaid patterns of wine cups, cypresses and flowers.",
      moreAbout:
        "The delicate pietra dura work and the pierced marble screens anticipate the decoration of the Taj Mahal by a generation. Riverside pavilions at the back of the garden look out over the Yamuna.",
      history:
        "Empress Nur Jahan built the tomb between about 1622 and 1628 for her father, Mirza Ghiyas Beg, a Persian noble who had risen to be Jahangir's chief minister with the title Itimad-ud-Daulah, 'pillar of the state'. Her mother is buried beside him, and other relatives lie in the side chambers.",
      highlights:
        "The white marble tomb with its inlaid geometric and floral patterns, the pierced marble screens, the painted interior ceilings, the charbagh garden and the river pavilions.",
      timings: "Open daily from sunrise to sunset. As published by ASI; check before visiting.",
      entryFee:
        "Indians about ₹30, foreign visitors about ₹310; children under 15 free. As published by ASI; check before visiting.",
      restrictedItems:
        "Food, tobacco, drones and large bags are not allowed; tripods need permission, and shoes must be removed or covered on the tomb platform.",
      latitude: 27.1929,
      longitude: 78.0311,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Tomb of I'timād-ud-Daulah",
          alt: "The white marble tomb of Itimad-ud-Daulah in its garden in Agra",
        },
      ],
    },
    {
      slug: "mehtab-bagh",
      city: "agra",
      name: "Mehtab Bagh",
      description:
        "A Mughal garden on the north bank of the Yamuna, laid out exactly opposite the Taj Mahal. It offers the classic view of the Taj across the river, especially at sunset.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "Lawns, restored walkways and young trees leading down to the riverbank, with an uninterrupted view of the back of the Taj Mahal. It is quieter than the monument itself and a good choice on Fridays, when the Taj is closed.",
      moreAbout:
        "The name means 'moonlight garden'. Excavations found the remains of a large octagonal pool whose surface once reflected the Taj, and a popular but unproven story holds that Shah Jahan planned a black marble tomb for himself here.",
      history:
        "Mehtab Bagh is the last of a chain of Mughal gardens along the east bank of the Yamuna at Agra, and its layout lines up precisely with the Taj Mahal, which suggests it was planned as part of Shah Jahan's scheme. Floods later buried much of it, and the ASI restored the garden in the 1990s after archaeological excavations.",
      highlights:
        "Sunset views of the Taj Mahal across the Yamuna, the remains of the octagonal pool, the garden walkways and the quiet riverbank.",
      timings: "Open daily from sunrise to sunset. As published by ASI; check before visiting.",
      entryFee:
        "Indians about ₹30, foreign visitors about ₹300; children under 15 free. As published by ASI; check before visiting.",
      restrictedItems:
        "Food, tobacco and drones are not allowed, and tripods need permission. Do not go down to the water's edge.",
      latitude: 27.1795,
      longitude: 78.043,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Mehtab Bagh",
          alt: "Mehtab Bagh garden on the Yamuna, opposite the Taj Mahal in Agra",
        },
      ],
    },
    {
      slug: "fatehpur-sikri",
      city: "agra",
      name: "Fatehpur Sikri",
      description:
        "The red sandstone city that Akbar built as his capital on a ridge about 37 km west of Agra, and left after only about fifteen years. Its palaces, courts and great mosque survive almost intact and form a UNESCO World Heritage Site.",
      suggestedDuration: "3 to 4 hours",
      whatToExpect:
        "The site has two parts: the ticketed royal palace complex, and the free Jama Masjid with the marble tomb of Shaikh Salim Chishti, entered through the towering Buland Darwaza. Expect heat and little shade on the open courtyards, and persistent touts and unofficial guides near the mosque.",
      moreAbout:
        "Buildings such as the five-storeyed Panch Mahal and the Diwan-i-Khas, with its carved central pillar, mix Persian, Hindu and Central Asian styles. Pilgrims of all faiths tie threads to the marble screens of Salim Chishti's tomb when making a wish.",
      history:
        "Akbar, long without an heir, visited the Sufi saint Salim Chishti at Sikri, and after his son Jahangir was born in 1569 he decided to build a new capital here. Construction began in 1571, and the Buland Darwaza was added to mark his victory in Gujarat. The court left in 1585, probably because of water shortages and the demands of campaigns in the north-west, and the city was largely abandoned.",
      highlights:
        "The Buland Darwaza, the Jama Masjid, the tomb of Salim Chishti, the Panch Mahal, the Diwan-i-Khas and the Diwan-i-Am, and the houses of Jodha Bai and Birbal.",
      timings:
        "The palace complex is open daily from sunrise to sunset; the Jama Masjid and Salim Chishti's tomb keep their own hours. As published by ASI; check before visiting.",
      entryFee:
        "Palace complex: Indians about ₹50, foreign visitors about ₹610; children under 15 free. The Jama Masjid and the tomb are free. As published by ASI; check before visiting.",
      restrictedItems:
        "Food, tobacco, drones and large bags are not allowed in the palace complex, and tripods need permission. Shoes must be removed and heads covered where asked in the mosque and tomb.",
      latitude: 27.0945,
      longitude: 77.6679,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Fatehpur Sikri",
          alt: "Red sandstone buildings of Fatehpur Sikri near Agra",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "the-oberoi-amarvilas-agra",
      city: "agra",
      name: "The Oberoi Amarvilas",
      about:
        "A luxury hotel run by The Oberoi Group, about 600 metres from the Taj Mahal, built in a Mughal-inspired style with terraced gardens, pools and fountains. The hotel says every room and suite looks towards the Taj Mahal.",
      address: "Taj East Gate Road, Taj Nagri Scheme, Agra, Uttar Pradesh 282001, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Valet parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Indian restaurant (Esphahan)",
          "All-day dining restaurant (Bellevue)",
          "Bar and lounge",
          "24-hour in-room dining",
        ],
        healthAndWellness: [
          "Spa with massages and treatments",
          "Outdoor swimming pool",
          "Fitness centre",
        ],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Landscaped gardens and fountains", "Lobby lounge", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: [
          "View towards the Taj Mahal",
          "Balcony or terrace in some categories",
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
          "The Taj Mahal is closed on Fridays; plan monument visits around it.",
        ],
      },
      latitude: 27.1681,
      longitude: 78.049,
      rating: 4.8,
      priceBand: "luxury",
      images: [
        photo(
          credits.tajMahalAgra,
          "The Taj Mahal, a short walk from the hotel (the photo shows the monument, not the hotel)",
        ),
      ],
    },
    {
      slug: "itc-mughal-agra",
      city: "agra",
      name: "ITC Mughal, a Luxury Collection Hotel, Agra",
      about:
        "A large luxury hotel of ITC Hotels on Fatehabad Road, about 2 km from the Taj Mahal, spread over landscaped Mughal-style gardens. Its low-rise brick buildings won the Aga Khan Award for Architecture in 1980.",
      address: "Taj Ganj, Fatehabad Road, Agra, Uttar Pradesh 282001, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Several restaurants serving Indian and international cuisine",
          "Bar",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Large spa", "Outdoor swimming pool", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Landscaped gardens", "Lobby lounge", "Banquet halls"],
      },
      roomAmenities: {
        roomFeatures: [
          "Garden or pool views depending on category",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: [
          "Bathtub or shower",
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
          "Only battery-powered vehicles may approach the Taj Mahal gates; the hotel can advise on transfers.",
        ],
      },
      rating: 4.6,
      priceBand: "luxury",
      images: [
        photo(
          credits.tajMahalAgra,
          "The Taj Mahal, about 2 km from the hotel (the photo shows the monument, not the hotel)",
        ),
      ],
    },
  ],
};
