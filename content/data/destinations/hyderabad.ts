import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "hyderabad",
    name: "Hyderabad",
    state: "Telangana",
    description:
      "Hyderabad, the capital of Telangana, grew from the Qutb Shahi capital around the Charminar into the seat of the wealthy Nizams and, today, a major technology hub. Its old city of bazaars, mosques and palaces, the fortress of Golconda and its famous biryani sit alongside the glass towers of HITEC City.",
    bestTime:
      "October to February, when the weather is dry and pleasant for exploring the old city and Golconda.",
    seasons: {
      peak: {
        start: "October",
        end: "February",
        description:
          "Warm days of 28–30°C and cool nights make long walks through the old city comfortable; winter is also the season for the city's food and cultural festivals.",
      },
      moderate: {
        start: "July",
        end: "September",
        description:
          "The monsoon brings showers and cooler temperatures; sightseeing continues between downpours, although heavy rain can flood roads.",
      },
      off: {
        start: "March",
        end: "June",
        description:
          "Summer is hot, often above 40°C in April and May, so plan outdoor sights for early morning; during Ramzan, whenever it falls, the old city's night markets and haleem stalls are a highlight.",
      },
    },
    overview: {
      title: "Hyderabad: city of the Qutb Shahis and the Nizams",
      history:
        "The Qutb Shahi dynasty ruled the Deccan from the fortress of Golconda from 1518, and in 1591 Sultan Muhammad Quli Qutb Shah founded Hyderabad on the Musi river, with the Charminar at its heart. The Mughal emperor Aurangzeb captured Golconda in 1687 after a long siege. In 1724 Asaf Jah I, the Mughal governor, established the independent line of the Nizams, whose state became the largest princely state in British India and whose rulers were famed for their wealth. Hyderabad joined the Indian Union in 1948 after a military operation. It was the capital of Andhra Pradesh from 1956 and became the capital of the new state of Telangana in 2014.",
      touristPlaces:
        "Charminar, Laad Bazaar, Mecca Masjid, Chowmahalla Palace, Golconda Fort, the Qutb Shahi Tombs, Salar Jung Museum, Hussain Sagar lake, Falaknuma Palace and Ramoji Film City.",
      famousFor:
        "Hyderabadi biryani and haleem, the Charminar, pearls and lac bangles, the Nizams' palaces, Golconda diamonds of legend, Irani cafés and its technology industry.",
      weather:
        "Tropical semi-arid climate: winter days are about 28°C with nights near 15°C, April and May often exceed 40°C, and the monsoon from June to September brings around 800 mm of rain.",
    },
    howToReach: {
      byAir:
        "Rajiv Gandhi International Airport (HYD) at Shamshabad, about 30 km south of the city centre, has domestic and international flights. The PV Narasimha Rao Expressway brings taxis into the city in about 45 minutes, and airport buses serve the main districts.",
      byRail:
        "Secunderabad Junction (SC) is the main hub for long-distance trains, with Hyderabad Deccan (Nampally) and Kacheguda also serving the city. Vande Bharat and express trains run to Bengaluru, Chennai, Visakhapatnam, Mumbai and Delhi.",
      byRoad:
        "The NH44 links Hyderabad with Nagpur to the north and Bengaluru (about 570 km) to the south, and the NH65 runs to Pune and Vijayawada (about 275 km). State buses leave from the Mahatma Gandhi and Jubilee bus stations, and the Outer Ring Road circles the city.",
      nearestAirport: "HYD",
      nearestStation: "SC",
    },
    foodToTry: [
      {
        name: "Hyderabadi biryani",
        description:
          "Fragrant rice layered with marinated mutton or chicken, saffron and fried onions and slow-cooked on dum, served with mirchi ka salan and raita.",
      },
      {
        name: "Haleem",
        description:
          "A slow-cooked porridge of wheat, lentils and meat, pounded until smooth and topped with ghee and fried onions; it is sold mainly during Ramzan.",
      },
      {
        name: "Irani chai and Osmania biscuits",
        description:
          "Strong, milky tea served in Irani cafés with slightly salty butter biscuits, a ritual of the old city.",
      },
      {
        name: "Double ka meetha",
        description:
          "A rich bread pudding fried in ghee and soaked in saffron milk, served at weddings and feasts.",
      },
      {
        name: "Qubani ka meetha",
        description:
          "Dried apricots stewed into a sweet, jammy dessert, often topped with cream or ice cream.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Pearls",
        description:
          "Hyderabad has long been a centre for drilling and selling pearls; shops on Pathergatti near the Charminar sell strands and jewellery, so buy from established dealers.",
      },
      {
        heading: "Lac bangles",
        description:
          "Laad Bazaar beside the Charminar is lined with stalls selling glittering lac bangles set with glass stones.",
      },
      {
        heading: "Bidriware",
        description:
          "Dark alloy boxes, vases and jewellery inlaid with silver, a Deccan craft sold in government emporiums.",
      },
      {
        heading: "Ikat and Kalamkari textiles",
        description:
          "Pochampally ikat saris and fabric from a weaving village about 50 km away, and hand-painted Kalamkari, are sold in city showrooms.",
      },
      {
        heading: "Fruit biscuits",
        description:
          "Boxes of the city's famous fruit biscuits and Osmania biscuits from long-established bakeries travel well.",
      },
    ],
    conclusion:
      "Spend a day in the old city between the Charminar, Laad Bazaar, Chowmahalla Palace and the Salar Jung Museum, and another at Golconda and the Qutb Shahi Tombs, ending with the evening show at the fort. Remember that several major sights close on Fridays, and save room for biryani.",
    latitude: 17.385,
    longitude: 78.4867,
    categories: ["heritage-walk", "foodies"],
    rating: 4.5,
    trending: false,
    images: [
      {
        wikipedia: "Charminar",
        alt: "The Charminar with its four minarets in Hyderabad's old city",
      },
      {
        wikipedia: "Golconda",
        alt: "The walls and ruins of Golconda Fort on its granite hill",
      },
    ],
  },
  places: [
    {
      slug: "charminar",
      city: "hyderabad",
      name: "Charminar",
      description:
        "The monumental arch with four minarets at the heart of Hyderabad's old city, built when the city was founded. It is the symbol of Hyderabad and stands at the crossing of busy bazaar streets.",
      suggestedDuration: "1 to 1.5 hours, more with the bazaars",
      whatToExpect:
        "A climb up a narrow spiral staircase to the first-floor gallery for views over the bazaars and the Mecca Masjid; the upper floors are usually closed. The surroundings are crowded and noisy, especially in the evening and during Ramzan.",
      moreAbout:
        "Each side has a large arch opening onto one of the four streets, and the minarets rise to about 56 metres. A small mosque occupies the top floor. Laad Bazaar and the pearl shops of Pathergatti lie just outside.",
      history:
        "Sultan Muhammad Quli Qutb Shah built the Charminar in 1591 when he moved his capital from Golconda to the new city of Hyderabad. Tradition links it to the end of a plague epidemic. The clocks on its four faces were added in 1889 under the Nizams.",
      highlights:
        "The four minarets and arches, the view from the gallery, the stucco decoration, the nearby Mecca Masjid, Laad Bazaar and the evening illumination.",
      timings: "Open daily 9:30 am to 5:30 pm. As published by ASI; check before visiting.",
      entryFee:
        "Indians about ₹25, foreign visitors about ₹300 (ASI); children under 15 free. Check before visiting.",
      restrictedItems:
        "Large bags, food, drones and tripods without permission are not allowed; watch your belongings in the crowds.",
      latitude: 17.3616,
      longitude: 78.4747,
      rating: 4.6,
      trending: true,
      images: [
        {
          wikipedia: "Charminar",
          alt: "The Charminar's arches and four minarets above the old city streets",
        },
      ],
    },
    {
      slug: "golconda-fort",
      city: "hyderabad",
      name: "Golconda Fort",
      description:
        "A vast ruined fortress on a granite hill about 11 km west of the Charminar, once the capital of the Qutb Shahi kingdom and a centre of the diamond trade. Its walls, gates and palaces spread over several kilometres.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "A walk in through the Fateh Darwaza and a steep climb of about 380 steps past ruined palaces and mosques to the Bala Hisar pavilion at the top. Go early or late to avoid the heat; an evening sound and light show is held in the fort.",
      moreAbout:
        "The fort is famous for its acoustics: a clap under the dome at the entrance can be heard high up at the Bala Hisar. Clever water systems once carried water up the hill, and the summit offers views over the city and the Qutb Shahi Tombs.",
      history:
        "A mud fort here was held by the Kakatiya dynasty and later by the Bahmani sultans. From 1518 the Qutb Shahi sultans made Golconda their capital and rebuilt it in granite. Diamonds from the mines of the region, including the Koh-i-Noor, were traded here. In 1687 Aurangzeb took the fort after an eight-month siege.",
      highlights:
        "The Fateh Darwaza and its acoustics, the Bala Hisar summit, the Taramati mosque, the royal palaces and the sound and light show.",
      timings:
        "Open daily, roughly 9:00 am to 5:30 pm; the sound and light show runs in the evening in English and other languages. As published by ASI; check before visiting.",
      entryFee:
        "Indians about ₹25, foreign visitors about ₹300 (ASI); children under 15 free; the sound and light show is ticketed separately. Check before visiting.",
      restrictedItems:
        "Food, drones and tripods without permission are not allowed; do not climb on the walls or write on the monuments.",
      latitude: 17.3833,
      longitude: 78.4011,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Golconda",
          alt: "The ramparts and ruined buildings of Golconda Fort on its hill",
        },
      ],
    },
    {
      slug: "chowmahalla-palace",
      city: "hyderabad",
      name: "Chowmahalla Palace",
      description:
        "The palace of the Nizams in the old city, a short walk from the Charminar, with four palaces around courtyards and a grand durbar hall. It was the seat of the Asaf Jahi rulers.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "A walk through courtyards with fountains and gardens into restored halls displaying royal clothing, arms, crockery, palanquins and a collection of vintage cars. The Khilwat durbar hall with its chandeliers is the centrepiece.",
      moreAbout:
        "The palace mixes Persian, Mughal and European styles. The clock over the main gate, the Khilwat Clock, has kept time for well over two centuries.",
      history:
        "Work on the palace began in the mid-18th century under Nizam Salabat Jung and was completed in the 1850s and 1860s under Nizam Afzal-ud-Daulah. It was used for royal ceremonies and for receiving state guests. The restored palace received a UNESCO Asia-Pacific award for cultural heritage conservation in 2010.",
      highlights:
        "The Khilwat durbar hall and chandeliers, the four palaces around the southern courtyard, the vintage car collection and the Khilwat Clock.",
      timings: "Open 10:00 am to 5:00 pm; closed on Fridays. Check before visiting.",
      entryFee:
        "About ₹80 for Indians and about ₹200 for foreign visitors, with a separate camera fee. Check before visiting.",
      restrictedItems:
        "Food, smoking and drones are not allowed; photography requires a camera ticket, and do not touch the exhibits.",
      latitude: 17.3578,
      longitude: 78.4717,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Chowmahalla Palace",
          alt: "The courtyard and palace façade of Chowmahalla Palace in Hyderabad",
        },
      ],
    },
    {
      slug: "qutb-shahi-tombs",
      city: "hyderabad",
      name: "Qutb Shahi Tombs",
      description:
        "The domed tombs of the Qutb Shahi sultans and their families in the Ibrahim Bagh gardens, about 1 km north of Golconda Fort. They form one of the largest royal necropolises in India.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "A spacious, landscaped complex of tombs on raised platforms, mosques, a mortuary bath and stepwells, much of it recently restored. It is far quieter than the old city and beautiful in the late afternoon.",
      moreAbout:
        "The tombs combine Persian, Pathan and Indian styles, with onion domes set on square bases surrounded by arcades. Traces of blue and green glazed tiles survive on some of them.",
      history:
        "Sultan Quli Qutb Mulk's tomb, built in 1543, set the pattern for later ones. The grandest is that of Muhammad Quli Qutb Shah, founder of Hyderabad, completed in 1602. Salar Jung III restored the gardens in the 19th century, and a long conservation programme by the Aga Khan Trust for Culture with the Telangana government began in 2013.",
      highlights:
        "The tomb of Muhammad Quli Qutb Shah, the tomb of Hayat Bakshi Begum and its mosque, the mortuary bath, the restored stepwells and the garden setting.",
      timings: "Open 9:30 am to 6:00 pm; closed on Fridays. Check before visiting.",
      entryFee:
        "A modest entry fee for Indian visitors and a higher one for foreign visitors, with camera charges. Check current rates before visiting.",
      restrictedItems:
        "Climbing on the tombs, food inside the monuments, drones and tripods without permission are not allowed.",
      latitude: 17.3949,
      longitude: 78.3958,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Qutb Shahi tombs",
          alt: "Domed tombs of the Qutb Shahi sultans in the Ibrahim Bagh gardens",
        },
      ],
    },
    {
      slug: "salar-jung-museum",
      city: "hyderabad",
      name: "Salar Jung Museum",
      description:
        "One of India's largest museums, on the south bank of the Musi river in the old city, built around the collection of Mir Yousuf Ali Khan, Salar Jung III. It displays art and objects from across Asia, Europe and the Middle East.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "Dozens of galleries of paintings, sculpture, ivory, jade, arms, textiles, clocks and manuscripts, so choose the sections that interest you. Crowds gather at the musical clock in the central courtyard when it strikes the hour.",
      moreAbout:
        "Famous pieces include the marble Veiled Rebecca by Giovanni Maria Benzoni, a double statue of Mephistopheles and Margaretta carved from a single block of wood, and jade objects associated with Mughal emperors.",
      history:
        "Salar Jung III, a former prime minister of the Nizam, spent decades collecting art until his death in 1949. The museum opened in his family palace, Dewan Devdi, in 1951 and moved to its present building in 1968. It was declared an institution of national importance by an act of Parliament.",
      highlights:
        "The Veiled Rebecca, the musical clock, the double statue of Mephistopheles and Margaretta, the jade and ivory galleries and the Indian miniature paintings.",
      timings: "Open 10:00 am to 5:00 pm; closed on Fridays. Check before visiting.",
      entryFee:
        "About ₹50 for Indian adults and about ₹500 for foreign visitors, with extra charges for cameras. Check before visiting.",
      restrictedItems:
        "Bags must be deposited at the cloakroom; food, drink and flash photography are not allowed, and photography may need a ticket.",
      latitude: 17.3713,
      longitude: 78.4804,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Salar Jung Museum",
          alt: "The building of the Salar Jung Museum on the bank of the Musi river",
        },
      ],
    },
    {
      slug: "hussain-sagar",
      city: "hyderabad",
      name: "Hussain Sagar",
      description:
        "A large heart-shaped lake between Hyderabad and Secunderabad, with a monolithic statue of the Buddha standing on a rock in the middle. Its shores are lined with parks and promenades.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "Boats run from Lumbini Park and Eat Street to the Buddha statue, and the Tank Bund and Necklace Road promenades are popular for evening walks. It is most pleasant at sunset, when the lights come on.",
      moreAbout:
        "The granite Buddha statue is about 18 metres tall and weighs several hundred tonnes. The lake is surrounded by Lumbini Park, the NTR Gardens, Sanjeevaiah Park and a row of statues of notable Telugu figures along the Tank Bund.",
      history:
        "The lake was built in 1563, during the reign of Ibrahim Quli Qutb Shah, and named after Hussain Shah Wali, who oversaw its construction. It supplied the city with water for centuries. The Buddha statue capsized into the lake while being installed in 1990, was recovered and was finally erected in 1992.",
      highlights:
        "The boat ride to the Buddha statue, sunset from the Tank Bund, the Necklace Road promenade, Lumbini Park and the city lights over the water.",
      timings:
        "The promenades are open at all hours; boat services and the lakeside parks run from morning until about 9:00 pm. Check before visiting.",
      entryFee: "Free to walk the promenades; the parks and boats charge small fees.",
      restrictedItems:
        "Swimming, littering and throwing anything into the lake are prohibited; life jackets must be worn on the boats.",
      latitude: 17.4239,
      longitude: 78.4738,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Hussain Sagar",
          alt: "Hussain Sagar lake with the Buddha statue in the water",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "taj-falaknuma-palace",
      city: "hyderabad",
      name: "Taj Falaknuma Palace",
      about:
        "A former palace of the Nizams on a hill south of the old city, restored and run as a luxury hotel by Taj Hotels. Its Italian marble halls, library and dining room with a table for 101 guests are part of guided heritage tours for hotel guests.",
      address: "Engine Bowli, Falaknuma, Hyderabad, Telangana 500053, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Valet parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Restaurants serving Hyderabadi, Indian and international cuisine",
          "Terrace dining",
          "Bar",
          "In-room dining",
        ],
        healthAndWellness: ["Spa", "Outdoor swimming pool", "Fitness centre"],
        safetyAndSecurity: [
          "24-hour security",
          "Controlled entry to the palace grounds",
          "CCTV in public areas",
          "In-room safe",
        ],
        commonArea: ["Palace library", "Heritage tours for guests", "Gardens and terraces"],
      },
      roomAmenities: {
        roomFeatures: [
          "Period furnishings",
          "Garden or city views",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: [
          "Bathtub and shower",
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
          "Non-resident visits to the palace are allowed only with a dining or tour reservation.",
        ],
      },
      rating: 4.8,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Falaknuma Palace",
          alt: "The Falaknuma Palace on its hilltop in Hyderabad",
        },
      ],
    },
    {
      slug: "taj-krishna-hyderabad",
      city: "hyderabad",
      name: "Taj Krishna",
      about:
        "A long-established luxury hotel of Taj Hotels in Banjara Hills, set in landscaped gardens on Road No. 1. It is convenient for both the old city and the business districts to the west.",
      address: "Road No. 1, Banjara Hills, Hyderabad, Telangana 500034, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Valet parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Restaurants serving Hyderabadi, Indian and international cuisine",
          "Bar",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Outdoor swimming pool", "Spa", "Fitness centre"],
        safetyAndSecurity: [
          "24-hour security",
          "Baggage screening at entrance",
          "CCTV in public areas",
          "In-room safe",
        ],
        commonArea: ["Landscaped gardens", "Ballroom and meeting rooms", "Business centre"],
      },
      roomAmenities: {
        roomFeatures: [
          "Garden or city views",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
          "Work desk",
        ],
        bathroom: ["Shower or bathtub", "Bathrobes", "Hairdryer", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.6,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Hussain Sagar",
          alt: "Hussain Sagar lake, a short drive from the hotel (the photo shows the lake, not the hotel)",
        },
      ],
    },
  ],
};
