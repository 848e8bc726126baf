import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "ahmedabad",
    name: "Ahmedabad",
    state: "Gujarat",
    description:
      "Ahmedabad, Gujarat's largest city, grew from a 15th-century sultanate capital on the Sabarmati into a great textile and trading centre. Its walled old city of gated neighbourhoods, or pols, was India's first city to be named a UNESCO World Heritage Site, and it is also where Gandhi based his freedom movement.",
    bestTime:
      "November to February, when days are warm and dry; January brings the Uttarayan kite festival.",
    seasons: {
      peak: {
        start: "November",
        end: "February",
        description:
          "Sunny, mild days suit heritage walks in the old city, and the skies fill with kites for Uttarayan in mid-January.",
      },
      moderate: {
        start: "July",
        end: "October",
        description:
          "Monsoon rains cool the city from July to September, and the nine nights of Navratri, usually in September or October, bring garba dancing everywhere.",
      },
      off: {
        start: "March",
        end: "June",
        description:
          "The heat builds quickly, with May afternoons often above 42°C; plan outdoor visits for early mornings and evenings.",
      },
    },
    overview: {
      title: "Ahmedabad: sultans, mills and the Sabarmati",
      history:
        "Sultan Ahmed Shah I founded Ahmedabad in 1411 beside the older settlement of Ashaval, and his dynasty filled the city with mosques and tombs that blend Islamic and Gujarati temple styles. The Mughals took the city in 1573, and it later passed to the Marathas and then the British. From the 19th century its cotton mills made it one of India's industrial centres. Mahatma Gandhi founded his ashram on the Sabarmati in 1917 and set out from it on the Salt March in 1930, and in 2017 the historic walled city became India's first World Heritage City.",
      touristPlaces:
        "Sabarmati Ashram, Sidi Saiyyed Mosque, the Jama Masjid and Ahmed Shah's tomb, Bhadra Fort and Teen Darwaza, the pols of the old city, Hutheesing Jain Temple, Kankaria Lake, the Calico Museum of Textiles and the Adalaj stepwell.",
      famousFor:
        "Indo-Islamic architecture, the old-city pols, Gandhi's ashram, textiles, Gujarati vegetarian food and snacks, the Uttarayan kite festival and Navratri garba.",
      weather:
        "Hot semi-arid climate: summers from March to June are very hot, often above 40°C; the monsoon from late June to September brings most of the rain; and winters are pleasant, with days near 28°C and nights around 12 to 15°C.",
    },
    howToReach: {
      byAir:
        "Sardar Vallabhbhai Patel International Airport (AMD), about 9 km north-east of the city centre, has flights to all major Indian cities and several international destinations.",
      byRail:
        "Ahmedabad Junction (ADI), at Kalupur on the edge of the old city, is the main station, with fast trains to Mumbai (about six to seven hours), Delhi, Jaipur and Udaipur. Sabarmati station in the north also serves the city.",
      byRoad:
        "An expressway links Ahmedabad with Vadodara (about 95 km), and National Highway 48 continues to Mumbai and north to Udaipur (about 260 km). Gujarat's state buses connect the city with the whole state.",
      nearestAirport: "AMD",
      nearestStation: "ADI",
    },
    foodToTry: [
      {
        name: "Gujarati thali",
        description:
          "An unlimited platter of dals, vegetables, kadhi, rotlis, rice, farsan snacks and sweets, refilled as you eat.",
      },
      {
        name: "Khaman dhokla",
        description:
          "Soft, spongy steamed cakes of gram flour tempered with mustard seeds and green chillies.",
      },
      {
        name: "Fafda and jalebi",
        description:
          "Crisp gram-flour strips with syrupy jalebis, the city's favourite Sunday breakfast.",
      },
      {
        name: "Manek Chowk night food",
        description:
          "After the jewellery shops close, the old-city square becomes a night market for sandwiches, pav bhaji, dosas and kulfi.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Bandhani and mirror-work textiles",
        description:
          "Tie-dyed saris and dupattas and embroidered Kutchi pieces, sold at Law Garden's evening market and in the old city.",
      },
      {
        heading: "Block-printed fabrics",
        description:
          "Hand-printed cottons, including ajrakh and other Gujarat prints, at craft shops and state emporiums.",
      },
      {
        heading: "Kites",
        description:
          "Paper kites and glass-coated string sold in huge numbers in old-city bazaars in the weeks before Uttarayan.",
      },
      {
        heading: "Handicrafts",
        description:
          "Beadwork, wood carving and terracotta from across Gujarat at the state crafts emporiums.",
      },
    ],
    conclusion:
      "Spend one day in the old city, starting with a morning heritage walk through the pols and ending at Manek Chowk, and another at Sabarmati Ashram, the Calico Museum and Adalaj. The city is also the gateway to the rest of Gujarat, from Kutch to the Gir forest.",
    latitude: 23.0225,
    longitude: 72.5714,
    categories: ["heritage-walk", "foodies"],
    rating: 4.4,
    trending: false,
    images: [
      {
        wikipedia: "Sidi Saiyyed Mosque",
        alt: "Sidi Saiyyed Mosque in Ahmedabad, known for its carved stone lattice windows",
      },
    ],
  },
  places: [
    {
      slug: "sabarmati-ashram",
      city: "ahmedabad",
      name: "Sabarmati Ashram",
      description:
        "Mahatma Gandhi's home and the centre of his freedom movement from 1917 to 1930, on the west bank of the Sabarmati. His simple cottage and a museum of his life are open to all.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "A calm riverside campus of low buildings and trees, with Gandhi's cottage Hriday Kunj kept as he left it. The museum tells the story of his life and the independence movement through photographs, letters and quotations.",
      moreAbout:
        "The museum building, designed by the architect Charles Correa and opened in 1963, is itself admired for its simple open pavilions. A wider redevelopment of the ashram area is under way, so some parts may be closed.",
      history:
        "Gandhi moved his ashram here from Kochrab in 1917, and it became the base for his experiments in self-reliance and non-violent protest. On 12 March 1930 he led the Salt March from here to Dandi, vowing not to return until India was free; he never lived here again.",
      highlights:
        "Hriday Kunj, Gandhi's cottage; the spinning wheel and his belongings; the museum galleries; and the view of the river.",
      timings:
        "Usually 8:30 am to 6:30 pm daily. Check before visiting, as redevelopment work may change access.",
      entryFee: "Free.",
      restrictedItems:
        "Smoking and alcohol are not allowed; keep noise low, do not enter cordoned-off rooms, and drones are prohibited.",
      latitude: 23.0607,
      longitude: 72.5806,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Sabarmati Ashram",
          alt: "Buildings of Gandhi's Sabarmati Ashram beside the river in Ahmedabad",
        },
      ],
    },
    {
      slug: "adalaj-stepwell",
      city: "ahmedabad",
      name: "Adalaj Stepwell",
      description:
        "A five-storey stepwell of carved sandstone in the village of Adalaj, about 18 km north of Ahmedabad. Its cool galleries descend to an octagonal well shaft.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "You enter at ground level and walk down flights of steps through pillared landings, each cooler than the last. The light through the openings is best in the morning.",
      moreAbout:
        "The carving mixes Hindu and Jain motifs such as elephants, flowers and pots with Islamic floral design. Stepwells like this were social places as well as water sources, used especially by women.",
      history:
        "A Sanskrit inscription at the well dates it to 1499 and credits Rudadevi, or Rani Rudabai, wife of the local Vaghela chief Veer Singh. Local tradition adds that Veer Singh died in battle with Sultan Mahmud Begada, who then had the well completed.",
      highlights:
        "The carved pillars and brackets, the descending galleries, the octagonal well shaft, and the play of light and shade on the steps.",
      timings: "Usually about 6:00 am to 6:00 pm daily. Check before visiting.",
      entryFee: "Entry has long been free; a small fee may be charged. Check before visiting.",
      restrictedItems:
        "Do not climb on the railings or carvings; littering and throwing coins into the well are prohibited, and drones are not allowed.",
      latitude: 23.1667,
      longitude: 72.5806,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Adalaj Stepwell",
          alt: "Carved stone galleries of the Adalaj stepwell",
        },
      ],
    },
    {
      slug: "sidi-saiyyed-mosque",
      city: "ahmedabad",
      name: "Sidi Saiyyed Mosque",
      description:
        "A small mosque near Lal Darwaja, famous for its stone lattice windows carved with intertwining trees and palm fronds. The 'tree of life' screen has become a symbol of the city.",
      suggestedDuration: "30 minutes",
      whatToExpect:
        "A quick stop in a busy part of the city. The best-known screen can be seen from the garden outside; visitors should dress modestly and avoid prayer times, and women are generally not allowed inside the prayer hall.",
      moreAbout:
        "The carved screens are known in Gujarati as jali, and the tree design inspired the logo of the Indian Institute of Management Ahmedabad. The rest of the mosque is plain and arched.",
      history:
        "Sidi Saiyyed, an Abyssinian nobleman in the service of the Gujarat Sultanate, built the mosque in 1572 or 1573, in the last years before the Mughal conquest. Some window spaces were left unfinished, perhaps because of the conquest.",
      highlights: "The tree-of-life lattice, the other carved screens, and the arched prayer hall.",
      timings:
        "Open daily from about sunrise to sunset; visitors should avoid prayer times. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes must be removed; shoulders and legs should be covered, and photography inside may be restricted during prayers.",
      latitude: 23.0266,
      longitude: 72.5811,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Sidi Saiyyed Mosque",
          alt: "Sidi Saiyyed Mosque in Ahmedabad, known for its carved stone lattice windows",
        },
      ],
    },
    {
      slug: "ahmedabad-jama-masjid",
      city: "ahmedabad",
      name: "Ahmedabad Jama Masjid",
      description:
        "The city's great Friday mosque, built by its founder in the heart of the old city. Its wide marble courtyard opens onto a prayer hall of hundreds of carved pillars.",
      suggestedDuration: "45 minutes",
      whatToExpect:
        "A calm courtyard just off the crowded bazaar near Manek Chowk. Visitors are welcome outside prayer times; walk round to the tombs of Ahmed Shah and his queens nearby.",
      moreAbout:
        "The prayer hall has about 260 pillars and fifteen domes, many carved in the style of Gujarati temples. Its two great minarets were brought down by an earthquake in 1819, and only their bases remain.",
      history:
        "Sultan Ahmed Shah I completed the mosque in 1424, about thirteen years after founding the city. It remains an active place of worship and one of the landmarks of the World Heritage City.",
      highlights:
        "The courtyard and ablution tank, the pillared prayer hall, the bases of the fallen minarets, and the nearby tombs of Ahmed Shah and his queens.",
      timings:
        "Open daily from early morning to evening; visitors should avoid prayer times, especially Friday midday. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes must be removed; dress modestly with shoulders and legs covered, and do not photograph worshippers without asking.",
      latitude: 23.024,
      longitude: 72.5875,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Jama Mosque, Ahmedabad",
          alt: "The pillared prayer hall and courtyard of the Jama Masjid in Ahmedabad",
        },
      ],
    },
    {
      slug: "bhadra-fort",
      city: "ahmedabad",
      name: "Bhadra Fort",
      description:
        "The citadel built when Ahmedabad was founded, in the old city near the triple gateway of Teen Darwaza. Its ramparts, clock tower and open plaza have been restored.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A short visit to the restored gate, ramparts and rooms, then a walk across the plaza to Teen Darwaza and the bustling bazaars. The Bhadrakali temple inside the fort area draws a steady stream of worshippers.",
      moreAbout:
        "The name comes from the goddess Bhadrakali. A restoration project by the city and the Archaeological Survey of India cleared the plaza in front of the fort in the 2010s.",
      history:
        "Sultan Ahmed Shah I built the fort in 1411 as the royal citadel of his new capital. Under the Mughals it housed the governors of Gujarat, and a sarai built in the 1630s by the governor Azam Khan stands within its walls.",
      highlights:
        "The main gate and ramparts, the clock tower, the Azam Khan Sarai, the Bhadrakali temple, and nearby Teen Darwaza.",
      timings: "Usually about 9:00 am to 5:00 pm daily. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Drones are not allowed; do not climb on the ramparts outside marked areas, and keep bags close in the crowded bazaar.",
      latitude: 23.0244,
      longitude: 72.5806,
      rating: 4.1,
      trending: false,
      images: [
        { wikipedia: "Bhadra Fort", alt: "The gateway and walls of Bhadra Fort in Ahmedabad" },
      ],
    },
    {
      slug: "kankaria-lake",
      city: "ahmedabad",
      name: "Kankaria Lake",
      description:
        "A large, many-sided lake in the south-east of the city, ringed by a landscaped promenade. It is Ahmedabad's favourite place for an evening out, with a zoo, toy train, boating and food stalls.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "A paved walkway of about 2 km circles the lake, with gates, rides and snack stalls. Evenings and weekends are crowded with families; the island garden of Nagina Wadi sits in the middle.",
      moreAbout:
        "The lakefront was redeveloped in 2008 and hosts the Kankaria Carnival in the last week of December. A zoo and children's park stand on its shores.",
      history:
        "Sultan Qutb-ud-din Ahmad Shah II built the lake in 1451 as a reservoir with stepped stone banks. The Mughal emperor Jahangir and his queen Nur Jahan are said to have enjoyed its gardens.",
      highlights:
        "An evening walk on the promenade, Nagina Wadi island, the toy train, boating, and the December carnival.",
      timings:
        "Usually about 9:00 am to 10:00 pm; some attractions close one day a week for maintenance. Check before visiting.",
      entryFee:
        "A small entry fee for adults (about ₹25); rides and the zoo are paid separately. Check before visiting.",
      restrictedItems:
        "Swimming is not allowed; outside food may be restricted in some areas, and littering is prohibited.",
      latitude: 23.0063,
      longitude: 72.601,
      rating: 4.2,
      trending: false,
      images: [{ wikipedia: "Kankaria Lake", alt: "Kankaria Lake and its lakefront in Ahmedabad" }],
    },
  ],
  hotels: [
    {
      slug: "the-house-of-mg-ahmedabad",
      city: "ahmedabad",
      name: "The House of MG",
      about:
        "A heritage hotel in the 1920s family mansion of the textile magnate Mangaldas Girdhardas, opposite the Sidi Saiyyed Mosque in the old city. It opened as a hotel in the 1990s, and its rooftop Gujarati restaurant is well known in the city.",
      address: "Opposite Sidi Saiyad Mosque, Lal Darwaja, Ahmedabad, Gujarat 380001, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Rooftop restaurant serving Gujarati thalis",
          "Courtyard cafe",
          "In-room dining",
        ],
        healthAndWellness: ["Indoor swimming pool", "Fitness room", "Massage on request"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Heritage courtyard", "Library", "Old-city heritage walks"],
      },
      roomAmenities: {
        roomFeatures: ["Period furniture", "Minibar", "Tea and coffee maker", "Flat-screen TV"],
        bathroom: ["Bathtub in some rooms", "Bathrobes", "Hairdryer", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Gujarat has prohibition: alcohol is available only to holders of a permit, as the hotel can explain.",
        ],
      },
      rating: 4.5,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Sidi Saiyyed Mosque",
          alt: "Sidi Saiyyed Mosque, which stands opposite the hotel (the photo shows the mosque, not the hotel)",
        },
      ],
    },
    {
      slug: "itc-narmada-ahmedabad",
      city: "ahmedabad",
      name: "ITC Narmada",
      about:
        "A luxury hotel of ITC Hotels in Vastrapur, in the western part of the city, whose design draws on Gujarat's stepwells and Indo-Islamic architecture. It has several restaurants, a spa and large banquet spaces.",
      address: "Judges Bungalow Road, Vastrapur, Ahmedabad, Gujarat 380015, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Valet parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "All-day restaurant with Indian and international dishes",
          "Speciality Indian restaurant",
          "Lounge and patisserie",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Spa", "Outdoor swimming pool", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Lobby lounge", "Business centre", "Banquet halls"],
      },
      roomAmenities: {
        roomFeatures: [
          "City views",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
          "Work desk",
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
          "Gujarat has prohibition: alcohol is served only to holders of a valid permit.",
        ],
      },
      rating: 4.6,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Ahmedabad",
          alt: "Views of Ahmedabad, the city where the hotel stands (the photo does not show the hotel)",
        },
      ],
    },
  ],
};
