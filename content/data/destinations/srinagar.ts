import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";
import { credits, photo } from "../images.ts";

export const destination: Destination = {
  city: {
    slug: "srinagar",
    name: "Srinagar",
    state: "Jammu and Kashmir",
    description:
      "Srinagar, the summer capital of Jammu and Kashmir, lies at about 1,600 metres on the Jhelum river in the heart of the Kashmir valley. Its lakes, houseboats, Mughal gardens and old wooden mosques make it one of the most romantic cities in India.",
    bestTime: "April to June for spring gardens and mild weather, and October for autumn colour.",
    seasons: {
      peak: {
        start: "April",
        end: "June",
        description:
          "Spring and early summer bring flowers in the Mughal gardens, tulips in early April, pleasant days of 20 to 30°C and the busiest time on Dal Lake; book houseboats and hotels well ahead.",
      },
      moderate: {
        start: "July",
        end: "November",
        description:
          "July and August are warm and sometimes humid, with crowds during the Amarnath pilgrimage; from late September the chinar trees turn red and gold, and November is crisp and quiet.",
      },
      off: {
        start: "December",
        end: "March",
        description:
          "Winter is cold, often below freezing at night, with snow in January and February and the harsh 40-day chillai kalan from late December; it is the season for Gulmarg's ski slopes, and the tulip garden opens at the very end of March.",
      },
    },
    overview: {
      title: "Srinagar: lakes, gardens and houseboats of the Kashmir valley",
      history:
        "Srinagar is generally traced to a city founded by King Pravarasena II in the 6th century, and under the Hindu and then the Muslim sultans it became the capital of Kashmir. The Shah Mir sultans built mosques such as the Jamia Masjid, and from 1586 the Mughals made the valley their summer retreat, laying out the terraced gardens along Dal Lake. Afghan, Sikh and then Dogra rule followed, the last after the Treaty of Amritsar in 1846. Barred from owning land, British visitors took to living on houseboats, which became a Srinagar tradition. The city is the summer capital of Jammu and Kashmir, a Union Territory since 2019.",
      touristPlaces:
        "Dal Lake and its houseboats, the Mughal gardens of Shalimar Bagh, Nishat Bagh and Chashme Shahi, the Hazratbal Shrine, the Jamia Masjid, the Shankaracharya Temple and the Indira Gandhi Memorial Tulip Garden.",
      famousFor:
        "Shikara rides and houseboats on Dal Lake, Mughal gardens, the Kashmiri wazwan feast, pashmina shawls, carpets, papier-mâché and saffron.",
      weather:
        "Summers are warm, with days of about 25 to 32°C; spring and autumn are mild; winters are cold, from about -5 to 8°C, with snow usually in January and February.",
    },
    howToReach: {
      byAir:
        "Srinagar's Sheikh ul-Alam International Airport (SXR) is about 12 km from the city centre, with direct flights from Delhi, Mumbai, Jammu, Leh and other cities. Security checks are thorough, so reach the airport early when leaving.",
      byRail:
        "Trains run through the valley to Srinagar, and since 2025 Vande Bharat services link Shri Mata Vaishno Devi Katra with Srinagar in about three hours over the Chenab bridge. Jammu Tawi (JAT), about 250 km away, remains the main long-distance railhead, with trains from across India.",
      byRoad:
        "The national highway from Jammu through the Banihal tunnels is about 250 km, six to eight hours by road, and can be closed by landslides or snow. The Srinagar–Leh highway over Zoji La is usually open from about April or May to November.",
      nearestAirport: "SXR",
      nearestStation: "JAT",
    },
    foodToTry: [
      {
        name: "Wazwan",
        description:
          "The Kashmiri multi-course feast cooked by master chefs called wazas, with dishes such as rogan josh, rista and gushtaba served on a shared platter.",
      },
      {
        name: "Rogan josh",
        description:
          "Lamb slow-cooked in a red gravy coloured with Kashmiri chillies and flavoured with fennel and ginger.",
      },
      {
        name: "Kahwa",
        description:
          "Green tea brewed with saffron, cardamom and cinnamon and topped with crushed almonds, drunk through the day.",
      },
      {
        name: "Noon chai with girda",
        description:
          "Pink salted tea with milk, taken with girda, the round local bread from the neighbourhood bakeries.",
      },
      {
        name: "Harissa",
        description:
          "A slow-cooked winter breakfast of mutton and rice pounded into a smooth paste, sold in old-city shops from early morning.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Pashmina and Kashmiri shawls",
        description:
          "Fine pashmina and embroidered shawls; ask for certification, as many cheaper shawls are machine-made blends.",
      },
      {
        heading: "Hand-knotted carpets",
        description:
          "Silk and wool carpets in Persian-influenced designs, made in workshops around the city.",
      },
      {
        heading: "Papier-mâché and walnut wood",
        description:
          "Painted papier-mâché boxes and ornaments, and carved walnut-wood trays and furniture.",
      },
      {
        heading: "Saffron and dry fruit",
        description:
          "Kashmiri saffron from Pampore, walnuts and almonds; buy from reputable shops to avoid adulterated saffron.",
      },
    ],
    conclusion:
      "Spend at least one night on a houseboat and take a shikara out at dawn, then give a full day to the Mughal gardens and another to the old city's mosques and markets. Check current travel advisories before you go, and carry identification, as security checks are common.",
    latitude: 34.0837,
    longitude: 74.7973,
    categories: ["romantic-vacation", "honeymoon-hotspots", "hills-and-mountains", "heritage-walk"],
    rating: 4.7,
    trending: false,
    images: [
      photo(credits.dalLake, "Dal Lake near Hazratbal in Srinagar with mountains beyond"),
      {
        wikipedia: "Nishat Bagh",
        alt: "The terraced Mughal garden of Nishat Bagh beside Dal Lake",
      },
    ],
  },
  places: [
    {
      slug: "dal-lake",
      city: "srinagar",
      name: "Dal Lake",
      description:
        "The large lake on the eastern side of Srinagar, lined with painted houseboats and crossed by shikaras, with the Zabarwan hills rising behind it. Floating gardens, lotus beds and small islands make it the centre of any visit to the city.",
      suggestedDuration: "2 to 3 hours for a shikara ride",
      whatToExpect:
        "A ride in a cushioned shikara from one of the numbered ghats on Boulevard Road, past houseboats, floating shops and vegetable gardens. Vendors paddle up to sell flowers, saffron and snacks, and the early-morning floating vegetable market is worth the start.",
      moreAbout:
        "The lake is divided by causeways into basins, with small islands such as Char Chinar. Many visitors stay a night on a houseboat, from simple boats to ornate carved ones.",
      history:
        "The lake has been at the centre of Srinagar's life for centuries, and the Mughal emperors laid out their gardens along its eastern shore. Houseboats became popular in the Dogra period, when British visitors, who could not own land in the valley, lived on the water. Conservation projects have worked to clear weeds and silt and to control pollution.",
      highlights:
        "A sunrise or sunset shikara ride, the floating vegetable market, Char Chinar island, lotus blooms in summer, and a night on a houseboat.",
      timings:
        "The lake is open at all hours; shikara rides run from early morning to after sunset; the floating market is at dawn, roughly 5:00 to 7:00 am.",
      entryFee:
        "No entry fee. Shikara rides are charged by the hour at rates set by the tourism department and posted at the ghats; agree the fare and route before setting off.",
      restrictedItems:
        "Do not throw litter or plastic into the lake; swimming is not advised; drones are not allowed without permission in Srinagar.",
      latitude: 34.11,
      longitude: 74.87,
      rating: 4.8,
      trending: true,
      images: [
        photo(
          credits.dalLake,
          "Dal Lake near Hazratbal, with boats on the water and mountains beyond",
        ),
      ],
    },
    {
      slug: "shalimar-bagh-srinagar",
      city: "srinagar",
      name: "Shalimar Bagh Srinagar",
      description:
        "A Mughal garden on the north-eastern shore of Dal Lake, laid out in terraces around a central water channel and shaded by old chinar trees. It is the best known of Srinagar's Mughal gardens.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "A gentle walk up three terraces beside fountains, water chutes and flower beds to a black stone pavilion at the top. Families picnic on the lawns at weekends.",
      moreAbout:
        "The upper terrace was once reserved for the emperor and the ladies of the court. The pavilion is surrounded by fountains that run when water levels allow.",
      history:
        "The emperor Jahangir laid out the garden in 1619 for his wife Nur Jahan. His son Shah Jahan had it enlarged in the 1630s, adding the black marble pavilion. The garden is maintained today by the Floriculture Department of Jammu and Kashmir.",
      highlights:
        "The central water channel and fountains, the black stone pavilion, the chinar trees, and flower beds in spring.",
      timings:
        "Open daily, roughly 9:00 am to 7:00 pm in summer and shorter hours in winter; check before visiting.",
      entryFee:
        "A small ticket, about ₹25 for adults, with a higher rate for foreign visitors; check before visiting.",
      restrictedItems:
        "Do not pick flowers or walk on flower beds; no littering; drones need permission.",
      latitude: 34.1426,
      longitude: 74.8787,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Shalimar Bagh, Srinagar",
          alt: "Terraces and a water channel in Shalimar Bagh, Srinagar",
        },
      ],
    },
    {
      slug: "nishat-bagh",
      city: "srinagar",
      name: "Nishat Bagh",
      description:
        "The largest Mughal garden in Kashmir, stepping down twelve terraces from the Zabarwan hills to the eastern shore of Dal Lake. Its name means 'garden of joy'.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "Wide lawns, water cascades and fountains on a steep slope, with views back over the lake towards the Pir Panjal range. It is often combined with Shalimar Bagh and Chashme Shahi in a half-day garden tour.",
      moreAbout:
        "Unlike the royal Shalimar, Nishat was a nobleman's garden, designed for the view across the lake. The chinars turn red and gold in late October.",
      history:
        "Nishat Bagh was laid out in the 1630s by Asif Khan, the brother of Nur Jahan and father-in-law of Shah Jahan. According to tradition, Shah Jahan was so jealous of its beauty that he had its water supply cut off for a time. It is maintained by the Floriculture Department.",
      highlights:
        "The twelve terraces, the water cascades, the view over Dal Lake, and autumn chinar colour.",
      timings:
        "Open daily, roughly 9:00 am to 7:00 pm in summer and shorter hours in winter; check before visiting.",
      entryFee:
        "A small ticket, about ₹25 for adults, with a higher rate for foreign visitors; check before visiting.",
      restrictedItems:
        "Do not pick flowers or walk on flower beds; no littering; drones need permission.",
      latitude: 34.1256,
      longitude: 74.88,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Nishat Bagh",
          alt: "The terraced lawns and fountains of Nishat Bagh above Dal Lake",
        },
      ],
    },
    {
      slug: "hazratbal-shrine",
      city: "srinagar",
      name: "Hazratbal Shrine",
      description:
        "A white marble mosque with a dome and a single minaret on the north-western shore of Dal Lake. It holds a relic revered as a hair of the Prophet Muhammad and is the most important Muslim shrine in Kashmir.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A large prayer hall and courtyard on the lakefront, busiest at Friday prayers and on religious anniversaries when the relic is shown to the faithful. Pigeons crowd the open square by the water.",
      moreAbout:
        "The shrine is one of the few domed mosques in Kashmir, where older mosques have pyramidal roofs. The lakeside promenade has stalls selling local bread and snacks.",
      history:
        "The relic, called the Moi-e-Muqaddas, was brought to Kashmir in the 17th century and installed here in 1699. The present marble building was constructed in the 1960s and 1970s. In 1963 the relic was briefly stolen, causing mass protests, and was recovered days later.",
      highlights:
        "The white marble dome and minaret, the lakefront setting, the relic displays on holy days, and views over the lake to the mountains.",
      timings:
        "Open daily from early morning to evening; visitors should avoid prayer times. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Dress modestly and cover your head; shoes must be removed; women are admitted only to designated areas of the prayer hall; photography may be restricted inside.",
      latitude: 34.1293,
      longitude: 74.8417,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Hazratbal Shrine",
          alt: "The white marble Hazratbal Shrine on the shore of Dal Lake",
        },
      ],
    },
    {
      slug: "srinagar-jamia-masjid",
      city: "srinagar",
      name: "Srinagar Jamia Masjid",
      description:
        "The great congregational mosque in Nowhatta in Srinagar's old city, built around a green courtyard with hundreds of deodar wood pillars holding up its roofs. It is the city's main Friday mosque and a fine example of Kashmiri wooden architecture.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "Quiet cloisters and a large courtyard garden with a fountain, enclosed by brick walls and four halls topped by pyramidal roofs. The lanes around it are a good starting point for exploring the old city.",
      moreAbout:
        "The mosque has 378 wooden pillars, each cut from a single deodar trunk. It can hold tens of thousands of worshippers on Fridays and festival days.",
      history:
        "Sultan Sikandar began the mosque around 1394, and his son Zain-ul-Abidin enlarged it. It burned down several times, and the present structure largely dates from a rebuilding in the late 17th century under Aurangzeb. It has long been a centre of religious and political life in Kashmir.",
      highlights:
        "The forest of deodar pillars, the pyramidal roofs, the courtyard garden and fountain, and the old-city lanes nearby.",
      timings:
        "Open daily from morning to evening; avoid prayer times, especially Friday midday prayers. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Dress modestly and cover your head; shoes must be removed; photography is fine in the courtyard but ask before photographing people praying.",
      latitude: 34.099,
      longitude: 74.8096,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Jama Masjid, Srinagar",
          alt: "The brick walls and pyramidal roofs of Jamia Masjid, Srinagar",
        },
      ],
    },
    {
      slug: "shankaracharya-temple",
      city: "srinagar",
      name: "Shankaracharya Temple",
      description:
        "A small stone Shiva temple on top of a hill about 300 metres above Srinagar, with the best panoramic view of Dal Lake and the city. The hill is known in Persian as Takht-e-Sulaiman.",
      suggestedDuration: "1.5 hours",
      whatToExpect:
        "A drive up a forested road to a security checkpoint, then about 240 steps to the temple on a high plinth. Security is strict and phones and cameras have to be left below at times.",
      moreAbout:
        "The temple is built of grey stone on an octagonal base. The philosopher Adi Shankaracharya is said to have meditated here.",
      history:
        "A shrine on this hill is very old, though the present stone temple is thought to date from around the 9th century. Tradition links the site with Adi Shankaracharya's visit to Kashmir. Later rulers repaired it, and a Dogra maharaja added the stairway.",
      highlights:
        "The view over Dal Lake and the city, the old stone temple, and the forest drive up the hill.",
      timings: "Open daily, roughly 8:00 am to 5:00 pm; check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Mobile phones, cameras, bags and leather items may have to be left at the checkpost; shoes off at the temple.",
      latitude: 34.079,
      longitude: 74.837,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Shankaracharya Temple",
          alt: "The stone Shankaracharya Temple on a hilltop above Srinagar",
        },
      ],
    },
    {
      slug: "indira-gandhi-memorial-tulip-garden",
      city: "srinagar",
      name: "Indira Gandhi Memorial Tulip Garden",
      description:
        "A large terraced garden at the foot of the Zabarwan hills, overlooking Dal Lake, planted with well over a million tulips. It is billed as Asia's largest tulip garden and opens for only a few weeks each spring.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "Long rows of tulips in dozens of colours, along with hyacinths and daffodils, on gently sloping terraces. It gets crowded, so go early in the morning; a Tulip Festival is usually held while the garden is open.",
      moreAbout:
        "The bloom depends on the weather and usually peaks in the first half of April. Outside the season the garden is closed or has little to see.",
      history:
        "The garden was opened in 2007 in the area once known as Siraj Bagh to extend the tourist season into early spring. It has grown each year and now covers around 30 hectares. It is run by the Floriculture Department.",
      highlights:
        "Terraces of tulips of many colours, views of the Zabarwan hills and Dal Lake, and the spring Tulip Festival.",
      timings:
        "Open only in spring, usually from late March to late April, roughly 9:00 am to 7:00 pm; check exact dates before visiting.",
      entryFee: "About ₹75 for adults and less for children; check before visiting.",
      restrictedItems:
        "Do not pick flowers or step into beds; no food inside the beds area; drones need permission.",
      latitude: 34.0935,
      longitude: 74.8775,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Indira Gandhi Memorial Tulip Garden",
          alt: "Rows of coloured tulips in the Indira Gandhi Memorial Tulip Garden, Srinagar",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "the-lalit-grand-palace-srinagar",
      city: "srinagar",
      name: "The LaLiT Grand Palace Srinagar",
      about:
        "A heritage hotel in a palace built in the early 20th century for the Dogra maharajas of Jammu and Kashmir, on Gupkar Road above Dal Lake. It stands in large lawns with old chinar trees and views over the lake and the Zabarwan hills.",
      address: "Gupkar Road, Srinagar, Jammu and Kashmir 190001, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Central heating",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "All-day restaurant serving Kashmiri, Indian and continental dishes",
          "Bar",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Spa", "Fitness centre", "Landscaped lawns for walks"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Palace lawns", "Lounge", "Banquet halls", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: [
          "Lake or garden views",
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
        otherRules: [...standardHotelRules, "Vehicles and bags are security-checked at the gate."],
      },
      rating: 4.6,
      priceBand: "luxury",
      images: [
        photo(
          credits.dalLake,
          "Dal Lake in Srinagar, which the hotel overlooks (the photo does not show the hotel)",
        ),
      ],
    },
    {
      slug: "vivanta-dal-view-srinagar",
      city: "srinagar",
      name: "Vivanta Dal View, Srinagar",
      about:
        "An IHCL hotel on the slopes of the Zabarwan hills at Kralsangri, with terraced gardens and wide views over Dal Lake. It is a few kilometres from the Boulevard and the Mughal gardens.",
      address: "Kralsangri, Brein, Srinagar, Jammu and Kashmir 191121, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Central heating",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "All-day restaurant serving Kashmiri, Indian and international dishes",
          "Bar",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Spa", "Fitness centre", "Terraced gardens"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Terraced gardens with lake views", "Lobby lounge", "Event spaces"],
      },
      roomAmenities: {
        roomFeatures: [
          "Lake views in many rooms",
          "Heating",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: [
          "Rain shower",
          "Bathrobes and slippers",
          "Hairdryer",
          "Complimentary toiletries",
        ],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules, "Vehicles and bags are security-checked at the gate."],
      },
      rating: 4.6,
      priceBand: "luxury",
      images: [
        photo(
          credits.dalLake,
          "Dal Lake with the mountains beyond, the view the hotel looks out on (the photo does not show the hotel)",
        ),
      ],
    },
  ],
};
