import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "delhi",
    name: "Delhi",
    state: "Delhi",
    description:
      "India's capital spreads along the west bank of the Yamuna, with the walled Mughal city of Shahjahanabad in the north and the broad avenues of Lutyens' New Delhi to the south. Seven centuries of rulers have left tombs, forts and mosques scattered across the city, three of them UNESCO World Heritage Sites.",
    bestTime:
      "October to March, when days are dry and comfortable; November to January can bring heavy smog and foggy mornings.",
    seasons: {
      peak: {
        start: "October",
        end: "March",
        description:
          "Sunny days between roughly 20°C and 30°C make long walks through monuments and markets easy, though air quality often dips badly in November and December.",
      },
      moderate: {
        start: "July",
        end: "September",
        description:
          "Monsoon showers bring relief from the heat and turn the gardens green, but humidity is high and heavy rain can flood roads and slow traffic.",
      },
      off: {
        start: "April",
        end: "June",
        description:
          "Summer heat regularly passes 40°C and hot winds blow through May and June, so sightseeing is best kept to early mornings and evenings.",
      },
    },
    overview: {
      title: "Delhi: seven cities on the Yamuna",
      history:
        "Legend places the Pandava capital of Indraprastha here, and the Tomar and Chauhan Rajputs built the first known fortified city, Lal Kot, around the 11th and 12th centuries. From 1206 the Delhi Sultanate ruled much of north India from a string of successive cities, marked today by the Qutub Minar, Tughlaqabad and Firoz Shah Kotla. Shah Jahan moved the Mughal court here and built Shahjahanabad with its Red Fort and Jama Masjid between 1639 and 1656. After the uprising of 1857 the British took direct control, and in 1911 they announced the move of their capital from Calcutta; New Delhi, planned by Edwin Lutyens and Herbert Baker, was inaugurated in 1931 and became the capital of independent India in 1947.",
      touristPlaces:
        "Red Fort, Jama Masjid and Chandni Chowk in Old Delhi; Humayun's Tomb and Sunder Nursery; Qutub Minar; India Gate, Kartavya Path and the National War Memorial; the Lotus Temple; Lodhi Garden; and museums such as the National Museum.",
      famousFor:
        "Mughal and Sultanate monuments, Old Delhi street food, bustling bazaars, the ceremonial boulevards of New Delhi, and its role as the seat of India's government.",
      weather:
        "Semi-arid climate with extremes: summer highs of 40°C to 45°C in May and June, a humid monsoon from July to September, and cool winters when nights can fall to around 5°C, often with dense fog and smog.",
    },
    howToReach: {
      byAir:
        "Indira Gandhi International Airport (DEL), about 16 km south-west of Connaught Place, is India's busiest airport, with direct flights to nearly every Indian city and many international ones. The Airport Express metro line links Terminal 3 to New Delhi railway station in about 20 minutes.",
      byRail:
        "New Delhi (NDLS), Old Delhi (DLI), Hazrat Nizamuddin (NZM) and Anand Vihar Terminal are the main stations, with fast Rajdhani, Shatabdi and Vande Bharat trains to most major cities. Agra is under two hours away by the fastest trains, and Jaipur about four and a half hours.",
      byRoad:
        "National highways radiate to Jaipur (about 280 km), Chandigarh (about 250 km) and Dehradun, and the Yamuna Expressway reaches Agra in about three to four hours. Interstate buses leave from the Kashmere Gate, Anand Vihar and Sarai Kale Khan terminals.",
      nearestAirport: "DEL",
      nearestStation: "NDLS",
    },
    foodToTry: [
      {
        name: "Chandni Chowk chaat",
        description:
          "Crisp papri, aloo tikki and dahi bhalla piled with yoghurt, tamarind and green chutneys, sold from old stalls in the lanes of Old Delhi.",
      },
      {
        name: "Stuffed parathas",
        description:
          "Deep-fried flatbreads filled with potato, paneer, radish or even sweet fillings, served with pickles and curries in Old Delhi's paratha lane.",
      },
      {
        name: "Butter chicken",
        description:
          "Tandoori chicken simmered in a mild, buttery tomato gravy, a dish closely associated with Delhi's Punjabi restaurants since the years after Partition.",
      },
      {
        name: "Chole bhature",
        description:
          "Spiced chickpea curry with large puffed fried breads, a filling late breakfast across the city.",
      },
      {
        name: "Mughlai kebabs and nihari",
        description:
          "Slow-cooked meat stews and charcoal-grilled kebabs from the eateries around Jama Masjid, busiest in the evenings.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Handicrafts from across India",
        description:
          "Dilli Haat and the state emporia on Baba Kharak Singh Marg gather textiles, metalwork and crafts from every region under one roof, at fixed or fairly bargained prices.",
      },
      {
        heading: "Spices and dry fruits",
        description:
          "Khari Baoli in Old Delhi is one of Asia's largest wholesale spice markets; many shops sell small packs to visitors.",
      },
      {
        heading: "Wedding wear and fabrics",
        description:
          "Chandni Chowk and its side lanes are packed with shops for saris, lehengas, trimmings and embroidered fabric.",
      },
      {
        heading: "Street-market finds",
        description:
          "Janpath and Sarojini Nagar sell inexpensive clothing, jewellery and bags; bargaining is expected.",
      },
    ],
    conclusion:
      "Give Delhi at least three days: one for Old Delhi's fort, mosque and food lanes, one for the tombs and gardens of the south, and one for New Delhi's avenues and museums. The metro is the easiest way to cover the distances, and early starts beat both the crowds and the heat.",
    latitude: 28.6139,
    longitude: 77.209,
    categories: ["heritage-walk", "foodies"],
    rating: 4.5,
    trending: true,
    images: [
      {
        wikipedia: "India Gate",
        alt: "The stone arch of India Gate on Kartavya Path in New Delhi",
      },
      {
        wikipedia: "Red Fort",
        alt: "The red sandstone walls and gateway of the Red Fort in Delhi",
      },
    ],
  },
  places: [
    {
      slug: "red-fort",
      city: "delhi",
      name: "Red Fort",
      description:
        "The great red sandstone citadel that Shah Jahan built as the palace of his new capital, Shahjahanabad. A UNESCO World Heritage Site since 2007, it is also where the Prime Minister raises the national flag every Independence Day.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "Visitors enter through the Lahori Gate and the covered Chhatta Chowk bazaar before reaching the lawns, audience halls and marble pavilions of the palace. Security checks can be slow at weekends, and several small museums inside are worth time if you are interested in the 1857 uprising and the freedom movement.",
      moreAbout:
        "The walls run for about 2.5 km and rise up to 33 metres on the city side. Inside, the Diwan-i-Khas once held the Peacock Throne, carried off by Nadir Shah in 1739, and Aurangzeb's small white Moti Masjid stands near the private palaces.",
      history:
        "Construction began in 1639 and the fort was finished in 1648, when Shah Jahan held court here for the first time. It remained the seat of the Mughal emperors until 1857, after which the British tried the last emperor, Bahadur Shah Zafar, within its walls and turned much of it into a garrison. In 1945 and 1946 the trials of officers of the Indian National Army were held here, and on 15 August 1947 Jawaharlal Nehru raised the Indian flag above the Lahori Gate.",
      highlights:
        "The Lahori Gate and Chhatta Chowk, the Diwan-i-Am with its marble throne canopy, the Diwan-i-Khas, the Rang Mahal, the Moti Masjid and the museums on the independence movement.",
      timings:
        "Open every day, Mondays included, from February 2026: an ASI order dated 13 February 2026 ended the weekly Monday closure (as reported by PTI and Business Standard, 21 February 2026). Check the hours with ASI before visiting. An evening sound-and-light show is held on most days.",
      entryFee:
        "Indians about ₹35 to ₹50 and foreign visitors about ₹500 to ₹600 (cheaper when booked online); children under 15 free; the sound-and-light show is extra. As published by ASI; check before visiting.",
      restrictedItems:
        "Food, tobacco, lighters, knives, drones and large bags are not allowed; tripods need permission. Carry ID for the security check.",
      latitude: 28.6562,
      longitude: 77.241,
      rating: 4.6,
      trending: true,
      images: [
        {
          wikipedia: "Red Fort",
          alt: "The red sandstone walls and Lahori Gate of the Red Fort in Delhi",
        },
      ],
    },
    {
      slug: "qutub-minar",
      city: "delhi",
      name: "Qutub Minar",
      description:
        "A soaring fluted tower of red and buff sandstone, about 73 metres high, that marks the beginning of the Delhi Sultanate. It stands in a complex of early Islamic ruins in Mehrauli and is a UNESCO World Heritage Site.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "A walk through a landscaped archaeological park with the minaret at its centre, surrounded by the ruins of the first mosque built in Delhi and later tombs and gateways. The tower itself cannot be climbed; the interior has been closed to visitors since 1981.",
      moreAbout:
        "Each of the five storeys is ringed by a carved balcony, and bands of Arabic inscriptions wrap around the lower levels. In the courtyard of the Quwwat-ul-Islam mosque stands an iron pillar from the Gupta period, more than 1,500 years old, that has barely rusted.",
      history:
        "Qutb-ud-din Aibak began the tower around 1199, and his successor Iltutmish added three more storeys. After lightning damaged the top in the 14th century, Firoz Shah Tughlaq rebuilt the upper storeys in white marble and sandstone. Alauddin Khalji later added the domed Alai Darwaza gateway in 1311 and began a second minaret twice the size that was never finished.",
      highlights:
        "The minaret's carved balconies and inscriptions, the Iron Pillar, the Quwwat-ul-Islam mosque, the Alai Darwaza, Iltutmish's tomb and the unfinished Alai Minar.",
      timings: "Open daily from sunrise to sunset. As published by ASI; check before visiting.",
      entryFee:
        "Indians about ₹35 to ₹40 and foreign visitors about ₹550 to ₹600 (cheaper when booked online); children under 15 free. As published by ASI; check before visiting.",
      restrictedItems:
        "Food, tobacco, drones and large bags are not allowed; tripods need permission. Do not climb on the ruins.",
      latitude: 28.5245,
      longitude: 77.1855,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Qutb Minar",
          alt: "The tall fluted sandstone tower of the Qutub Minar in Mehrauli, Delhi",
        },
      ],
    },
    {
      slug: "humayuns-tomb",
      city: "delhi",
      name: "Humayun's Tomb",
      description:
        "The garden tomb of the second Mughal emperor, a red sandstone and white marble mausoleum set in a walled charbagh garden. Completed in the 1570s, it set the pattern later perfected at the Taj Mahal and is a UNESCO World Heritage Site.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "A calm, well-kept complex of lawns, water channels and smaller tombs, with the main mausoleum raised on a high arcaded platform. Early morning and late afternoon light is best for photographs, and the adjoining Sunder Nursery makes an easy extension.",
      moreAbout:
        "Besides Humayun, the tomb holds the graves of many members of the Mughal family, earning it the name 'dormitory of the Mughals'. A long restoration led by the Aga Khan Trust for Culture with the ASI repaired the gardens, water channels and stonework in the 2000s and 2010s.",
      history:
        "Humayun died in 1556 after a fall on the stairs of his library. His widow Bega Begum commissioned the tomb, designed by the Persian architect Mirak Mirza Ghiyas, and it was finished around 1572. In 1857 the last Mughal emperor, Bahadur Shah Zafar, took refuge here and was captured by the British.",
      highlights:
        "The double dome and high platform, the charbagh garden with its water channels, the octagonal tomb of Isa Khan near the entrance, the Arab Serai gateway and the Nila Gumbad.",
      timings: "Open daily from sunrise to sunset. As published by ASI; check before visiting.",
      entryFee:
        "Indians about ₹35 to ₹40 and foreign visitors about ₹550 to ₹600 (cheaper when booked online); children under 15 free. As published by ASI; check before visiting.",
      restrictedItems:
        "Food, tobacco, drones and large bags are not allowed; tripods need permission. Shoes may have to be removed inside the tomb chambers.",
      latitude: 28.5933,
      longitude: 77.2507,
      rating: 4.7,
      trending: false,
      images: [
        {
          wikipedia: "Humayun's Tomb",
          alt: "Humayun's Tomb in Delhi, a domed red sandstone and marble mausoleum in a garden",
        },
      ],
    },
    {
      slug: "delhi-jama-masjid",
      city: "delhi",
      name: "Delhi Jama Masjid",
      description:
        "Shah Jahan's congregational mosque, facing the Red Fort across Old Delhi, is one of the largest mosques in India. Its vast courtyard, reached by broad flights of steps, can hold around 25,000 worshippers.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "Visitors climb the steps to one of three gates, leave their shoes and cross a wide sandstone courtyard to the prayer hall with its three marble domes. For a small fee you can climb the southern minaret for a view across the rooftops of Old Delhi.",
      moreAbout:
        "The mosque is still in daily use, so visits pause during prayers, especially on Friday afternoons. The lanes below the eastern and southern gates are famous for kebabs, nihari and sweets.",
      history:
        "Built between 1650 and 1656, the mosque was the last major building commissioned by Shah Jahan. Thousands of workers raised it on a rocky outcrop so that it overlooked the new city of Shahjahanabad. After 1857 the British briefly occupied it before returning it to the community.",
      highlights:
        "The great courtyard and ablution tank, the marble-domed prayer hall, the two tall minarets, the view from the southern minaret and the food lanes around the gates.",
      timings:
        "Open daily to visitors from about 7:00 am to noon and from about 1:30 pm to 6:30 pm; closed to non-worshippers during prayer times. Check before visiting.",
      entryFee:
        "Entry is free. A fee is charged for cameras and phone photography, and the minaret climb has a separate small ticket; check current charges at the gate.",
      restrictedItems:
        "Shoes must be left at the gate; shoulders and legs must be covered (robes are available at the entrance). Tobacco and food are not allowed inside, and visits are not permitted during prayers.",
      latitude: 28.6507,
      longitude: 77.2334,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Jama Masjid, Delhi",
          alt: "The Jama Masjid in Old Delhi with its marble domes and tall minarets",
        },
      ],
    },
    {
      slug: "india-gate",
      city: "delhi",
      name: "India Gate",
      description:
        "A 42-metre sandstone arch at the eastern end of Kartavya Path, built as a memorial to soldiers of the British Indian Army who died in the First World War. Its lawns are one of Delhi's favourite evening gathering places.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "An open, walkable monument surrounded by wide lawns and ice-cream sellers, beautifully lit after dark. The National War Memorial lies just to the east and can be combined in the same visit.",
      moreAbout:
        "The names of more than 13,000 soldiers are carved into the arch. The Amar Jawan Jyoti flame, added beneath it in 1972, was merged with the flame at the National War Memorial in 2022, and a statue of Netaji Subhas Chandra Bose now stands under the nearby canopy.",
      history:
        "Designed by Edwin Lutyens as the All-India War Memorial, its foundation stone was laid in 1921 and it was dedicated in 1931. It sits on the ceremonial axis of New Delhi that runs west to Rashtrapati Bhavan, the former Viceroy's House. The avenue, long known as Rajpath, was renamed Kartavya Path in 2022.",
      highlights:
        "The arch lit at night, the view west along Kartavya Path to Rashtrapati Bhavan, the Netaji statue under the canopy, and the National War Memorial nearby.",
      timings:
        "The lawns around the monument are open at all hours. The National War Memorial is usually open from 9:00 am to about 7:30 pm; check before visiting.",
      entryFee: "Free, as is the National War Memorial.",
      restrictedItems:
        "Drones are prohibited in this high-security zone, and some areas may be closed during Republic Day rehearsals in January. Do not climb on the monument.",
      latitude: 28.6129,
      longitude: 77.2295,
      rating: 4.5,
      trending: false,
      images: [{ wikipedia: "India Gate", alt: "The stone arch of India Gate in New Delhi" }],
    },
    {
      slug: "lotus-temple",
      city: "delhi",
      name: "Lotus Temple",
      description:
        "The Baha'i House of Worship in south Delhi, shaped like a half-open lotus flower of white marble. People of every faith are welcome to sit in silence or prayer in its single great hall.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "A walk through gardens and past nine reflecting pools to the temple, where volunteers explain the rules before small groups enter the hall in silence. Queues can be long at weekends and on holidays.",
      moreAbout:
        "The structure is made of 27 free-standing marble-clad petals arranged in clusters of three to form nine sides. There are no idols, sermons or rituals; the hall is used only for quiet prayer and readings from scriptures.",
      history:
        "Designed by the Iranian-born architect Fariborz Sahba, the temple was dedicated in December 1986. It has since won several architectural awards and become one of the most visited buildings in the country.",
      highlights:
        "The marble petals and reflecting pools, the silent central hall, the surrounding gardens and the information centre on the Baha'i faith.",
      timings:
        "Open Tuesday to Sunday, roughly 9:00 am to 5:30 pm in winter and to 7:00 pm in summer; closed on Mondays. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes must be left at the shoe counter; silence is required inside the hall, and photography is not allowed inside. Food is not permitted in the grounds.",
      latitude: 28.5535,
      longitude: 77.2588,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Lotus Temple",
          alt: "The white marble petals of the Lotus Temple in Delhi",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "the-imperial-new-delhi",
      city: "delhi",
      name: "The Imperial, New Delhi",
      about:
        "A heritage hotel on Janpath, a short walk from Connaught Place, opened in the 1930s in the early years of New Delhi. Its colonnaded building, palm-lined drive and large collection of colonial-era art and prints make it one of the city's best-known grand hotels.",
      address: "Janpath, Connaught Place, New Delhi, Delhi 110001, India",
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
          "Tea lounge",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Spa", "Outdoor swimming pool", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Landscaped lawns", "Lobby lounge", "Art collection on display"],
      },
      roomAmenities: {
        roomFeatures: [
          "Period-style furnishings",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
          "Work desk",
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
          "Janpath can be closed to traffic during state events; allow extra time to reach the airport.",
        ],
      },
      latitude: 28.6256,
      longitude: 77.2188,
      rating: 4.7,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Connaught Place",
          alt: "Connaught Place, the shopping district a short walk from the hotel (the photo shows the area, not the hotel)",
        },
      ],
    },
    {
      slug: "the-oberoi-new-delhi",
      city: "delhi",
      name: "The Oberoi, New Delhi",
      about:
        "The Oberoi Group's flagship Delhi hotel, opened in 1965 beside the Delhi Golf Club and reopened in 2018 after a complete renovation. It lies close to Humayun's Tomb, Lodhi Garden and Khan Market.",
      address: "Dr. Zakir Hussain Marg, New Delhi, Delhi 110003, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Valet parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Several restaurants serving Indian and international cuisine",
          "Bar",
          "Patisserie",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Spa", "Outdoor swimming pool", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Lobby lounge", "Business centre", "Meeting rooms"],
      },
      roomAmenities: {
        roomFeatures: [
          "Views over the golf course or the city",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
          "Work desk",
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
        otherRules: [...standardHotelRules],
      },
      latitude: 28.5977,
      longitude: 77.2377,
      rating: 4.8,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Humayun's Tomb",
          alt: "Humayun's Tomb, a short drive from the hotel (the photo shows the monument, not the hotel)",
        },
      ],
    },
  ],
};
