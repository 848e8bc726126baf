import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "bengaluru",
    name: "Bengaluru",
    state: "Karnataka",
    description:
      "Bengaluru, the capital of Karnataka, sits on the Deccan plateau at about 900 metres, which gives it a mild climate all year. Known as India's technology capital and once as its 'garden city', it mixes leafy parks and colonial-era buildings with busy markets, a thriving café and craft-beer scene and some of the best South Indian breakfasts in the country.",
    bestTime: "October to February, when the days are sunny and cool and the evenings are crisp.",
    seasons: {
      peak: {
        start: "October",
        end: "February",
        description:
          "Pleasant weather of 25–28°C by day and 15–18°C at night suits park walks and market visits; the Lalbagh flower show around Republic Day draws big crowds.",
      },
      moderate: {
        start: "June",
        end: "September",
        description:
          "The monsoon brings frequent but rarely extreme showers and cool, green days; heavy evening downpours can snarl traffic, so plan travel around them.",
      },
      off: {
        start: "March",
        end: "May",
        description:
          "The warmest months, with days reaching 33–35°C in April, are still milder than most Indian cities; pre-monsoon thunderstorms often cool the evenings in May.",
      },
    },
    overview: {
      title: "Bengaluru: the garden city turned tech capital",
      history:
        "In 1537 Kempe Gowda I, a chieftain under the Vijayanagara empire, built a mud fort and laid out the market town of Bengaluru. The town passed to the Adil Shahis of Bijapur, the Marathas and the Mughals, who sold it to the Wadiyars of Mysore in 1689. Haidar Ali and Tipu Sultan rebuilt the fort in stone and laid out Lalbagh, but the British captured the city in 1791 and later founded a large military cantonment. In the 20th century Bengaluru became a centre of science, aviation and public-sector industry, and from the 1980s the information technology boom transformed it into one of India's largest cities. Its official name changed from Bangalore in 2014.",
      touristPlaces:
        "Bangalore Palace, Lalbagh Botanical Garden, Cubbon Park, Vidhana Soudha, Tipu Sultan's Summer Palace, the Bangalore Fort, the Bull Temple in Basavanagudi, ISKCON temple, and the markets of Chickpet and Commercial Street.",
      famousFor:
        "The technology industry, gardens and parks, a mild climate, masala dosa and filter coffee, craft breweries, silk showrooms, and the old neighbourhoods of Malleshwaram and Basavanagudi.",
      weather:
        "Mild all year thanks to its altitude: winter days are about 27°C with nights near 15°C, April and May reach the low to mid 30s, and two monsoons between June and November bring around 900 mm of rain.",
    },
    howToReach: {
      byAir:
        "Kempegowda International Airport (BLR) at Devanahalli, about 35–40 km north of the centre, is one of India's busiest airports, with domestic and international flights. Taxis take about an hour to the centre, and airport buses run to the main districts.",
      byRail:
        "KSR Bengaluru City (SBC), Yesvantpur, SMVT Bengaluru and Bengaluru Cantonment are the main stations. Shatabdi and Vande Bharat trains reach Chennai in about five hours and Mysuru in about two, and long-distance trains connect Delhi, Mumbai, Hyderabad and Kolkata.",
      byRoad:
        "National highways connect Bengaluru to Chennai (about 345 km), Hyderabad (about 570 km) and Mysuru (about 145 km on the Bengaluru–Mysuru Expressway). State and private buses leave from the Kempegowda bus station (Majestic) and Shantinagar and Mysore Road terminals.",
      nearestAirport: "BLR",
      nearestStation: "SBC",
    },
    foodToTry: [
      {
        name: "Masala dosa",
        description:
          "The Bengaluru version is often golden and thick, cooked with plenty of butter and served with potato filling and coconut chutney at the city's old restaurants.",
      },
      {
        name: "Idli, vada and filter coffee",
        description:
          "The classic breakfast at a darshini, a quick stand-up eatery, finished with frothy coffee poured between a tumbler and a bowl.",
      },
      {
        name: "Rava idli",
        description:
          "Steamed cakes of semolina and curd with cashews and mustard seeds, said to have been invented in Bengaluru during wartime rice shortages.",
      },
      {
        name: "Bisi bele bath",
        description:
          "Hot, spiced rice with lentils, vegetables and tamarind, served with ghee and crisp boondi or chips.",
      },
      {
        name: "Donne biryani",
        description:
          "A spicy, green-herb-flavoured mutton or chicken biryani served in a leaf cup, a local favourite in small eateries.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Mysore silk",
        description:
          "Saris and fabrics from the government-run Karnataka Silk Industries Corporation showrooms and the silk shops of Chickpet.",
      },
      {
        heading: "Channapatna toys",
        description:
          "Brightly lacquered wooden toys from Channapatna, a town on the Mysuru road, sold in city craft stores.",
      },
      {
        heading: "Books",
        description:
          "Church Street and MG Road have long-running bookshops with large new and second-hand collections.",
      },
      {
        heading: "Handicrafts and sandalwood",
        description:
          "The state Cauvery emporium sells sandalwood and rosewood carvings, incense and inlay work at fixed prices.",
      },
    ],
    conclusion:
      "Bengaluru is more a city to live in than to tick off, so mix its sights with its food: start with breakfast in Basavanagudi or Malleshwaram, walk Lalbagh or Cubbon Park, and visit the palaces and old city in the afternoon. Allow plenty of time for traffic and use the metro where you can.",
    latitude: 12.9716,
    longitude: 77.5946,
    categories: ["foodies", "places-to-relax"],
    rating: 4.3,
    trending: false,
    images: [
      {
        wikipedia: "Vidhana Soudha",
        alt: "The granite Vidhana Soudha, seat of Karnataka's legislature, in Bengaluru",
      },
    ],
  },
  places: [
    {
      slug: "bangalore-palace",
      city: "bengaluru",
      name: "Bangalore Palace",
      description:
        "A Tudor-style palace with turrets and battlements in large grounds in the north of the city, still owned by the Mysore royal family. It was built as a residence for the Wadiyar kings when they visited Bengaluru.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "An audio-guided tour through the ground and upper floors, past the ballroom, durbar hall and private rooms filled with royal furniture, hunting trophies and photographs. The grounds are also used for concerts and exhibitions.",
      moreAbout:
        "Inside are wood carvings, floral frescoes, stained glass and a Gothic-style durbar hall with an elephant-head trophy. A large collection of royal family photographs shows court life in the early 20th century.",
      history:
        "The land was bought in the 1870s for the young Chamaraja Wadiyar X, and the palace was built in the late 1870s, loosely modelled on Windsor Castle and other English castles. Later rulers added to it in the early 20th century. The palace remains the property of the Wadiyar family.",
      highlights:
        "The Tudor façade and turrets, the durbar hall, the ballroom, the carved woodwork and the royal photograph collection.",
      timings: "Open daily 10:00 am to 5:30 pm. Check before visiting.",
      entryFee:
        "About ₹230 for Indians and about ₹460 for foreign visitors, including an audio guide; camera and phone photography are charged extra. Check before visiting.",
      restrictedItems:
        "Photography requires a paid ticket; food, smoking and drones are not allowed.",
      latitude: 12.9987,
      longitude: 77.592,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Bangalore Palace",
          alt: "The turreted Tudor-style façade of Bangalore Palace",
        },
      ],
    },
    {
      slug: "lalbagh-botanical-garden",
      city: "bengaluru",
      name: "Lalbagh Botanical Garden",
      description:
        "A 240-acre botanical garden in south Bengaluru, with old trees, lawns, a lake and a Victorian glasshouse. It is the city's most famous green space.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "Shady paths past labelled trees, flower beds and the glasshouse, with morning walkers and yoga groups early in the day. The flower shows around Republic Day and Independence Day fill the glasshouse with displays and draw large crowds.",
      moreAbout:
        "The Lalbagh Rock, an outcrop of some of the oldest rock on Earth, is topped by a watchtower built by Kempe Gowda. The garden has a large collection of tropical trees, some more than a century old.",
      history:
        "Haidar Ali commissioned the garden in 1760 in the Mughal style, and Tipu Sultan enlarged it with plants from many countries. Under British rule it became a government botanical garden in the 19th century. The glasshouse, inspired by London's Crystal Palace, was begun in 1889.",
      highlights:
        "The glasshouse, the flower shows, the Lalbagh Rock and Kempe Gowda tower, the lake and the giant old trees.",
      timings: "Open daily 6:00 am to 7:00 pm. Check before visiting.",
      entryFee:
        "About ₹30 for adults, higher during flower shows; children pay less. Check before visiting.",
      restrictedItems:
        "Plastic, plucking flowers, feeding animals, cycling on some paths and playing loud music are not allowed.",
      latitude: 12.9507,
      longitude: 77.5848,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Lalbagh",
          alt: "The Victorian glasshouse and lawns of Lalbagh Botanical Garden",
        },
      ],
    },
    {
      slug: "cubbon-park",
      city: "bengaluru",
      name: "Cubbon Park",
      description:
        "A large, tree-filled park in the heart of the city, surrounded by some of Bengaluru's finest public buildings. It is a favourite place for morning walks and weekend outings.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "Wide avenues of bamboo, rain trees and flowering trees, lawns and small ponds, with joggers, readers and families. Some roads through the park are closed to traffic at certain times, including Sundays, making walking more pleasant.",
      moreAbout:
        "The red Attara Kacheri housing the Karnataka High Court, the State Central Library, the Government Museum and the Visvesvaraya Industrial and Technological Museum all stand in or beside the park. Vidhana Soudha is just across the road.",
      history:
        "The park was laid out in 1870 under Richard Sankey, the state's chief engineer, and named after Sir Mark Cubbon, the long-serving British commissioner of Mysore. It was later officially renamed Sri Chamarajendra Park after Chamaraja Wadiyar X. Its buildings reflect the city's role as the administrative capital of the Mysore state.",
      highlights:
        "The Attara Kacheri, the State Central Library, the bamboo groves, the museums on its edges and early-morning birdsong.",
      timings:
        "The park is open from early morning until evening; vehicle access on its roads is restricted at certain times. Check before visiting.",
      entryFee: "Free; the museums in and around the park charge separately.",
      restrictedItems:
        "Littering, plastic, loud music and feeding animals are not allowed; some lawns may be closed for maintenance.",
      latitude: 12.9763,
      longitude: 77.5929,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Cubbon Park",
          alt: "Tree-lined paths and lawns in Cubbon Park, Bengaluru",
        },
      ],
    },
    {
      slug: "vidhana-soudha",
      city: "bengaluru",
      name: "Vidhana Soudha",
      description:
        "The grand granite building that houses Karnataka's legislature and secretariat, facing the High Court across Cubbon Park. It is one of the largest legislative buildings in India.",
      suggestedDuration: "30 minutes to 1 hour",
      whatToExpect:
        "Most visitors see it from the road and the gates, especially when it is lit up on Sunday and holiday evenings. The interior is a working government building and normally closed to the public, though limited guided tours have been offered on some weekends.",
      moreAbout:
        "The architecture, called Neo-Dravidian, combines temple-style columns and carvings with a large central dome and a grand staircase. The inscription above the entrance reads 'Government's work is God's work'.",
      history:
        "Chief Minister Kengal Hanumanthaiah drove the project, and construction took place between 1952 and 1956. It replaced the Attara Kacheri as the seat of the state's government. An annexe, the Vikasa Soudha, was added next to it in the 2000s.",
      highlights:
        "The central dome, the granite façade and grand staircase, the evening illumination and views from Cubbon Park.",
      timings:
        "Exterior viewing at any time; illumination on Sunday and public holiday evenings; any guided tours run on set days. Check before visiting.",
      entryFee: "Free to view from outside; guided tours, when offered, charge a small fee.",
      restrictedItems:
        "Entry inside requires a pass or tour ticket with ID; drones are prohibited, and photography near security posts may be restricted.",
      latitude: 12.9797,
      longitude: 77.5907,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Vidhana Soudha",
          alt: "The domed granite façade of Vidhana Soudha in Bengaluru",
        },
      ],
    },
    {
      slug: "tipu-sultans-summer-palace",
      city: "bengaluru",
      name: "Tipu Sultan's Summer Palace",
      description:
        "A two-storey teak palace in the old city near the Bangalore Fort and the bustle of KR Market. It was a summer retreat of the Mysore ruler Tipu Sultan.",
      suggestedDuration: "45 minutes",
      whatToExpect:
        "A small building with carved wooden pillars, arches and balconies, and a ground-floor museum about Haidar Ali and Tipu Sultan. It is usually a quick visit, often combined with the fort and the Venkataramana temple next door.",
      moreAbout:
        "Traces of the original painted decoration survive on walls and ceilings. The palace gives a sense of the Indo-Islamic style of the Mysore court in the 18th century.",
      history:
        "Haidar Ali began the palace, and Tipu Sultan completed it in 1791, calling it Rashk-e-Jannat, the 'envy of heaven'. After Tipu's death in 1799 the British used it as offices. It is now protected by the Archaeological Survey of India.",
      highlights:
        "The teak pillars and arches, the upper-floor balconies, the museum on Tipu Sultan and the nearby Bangalore Fort gateway.",
      timings: "Open daily 8:30 am to 5:30 pm. As published by ASI; check before visiting.",
      entryFee:
        "Indians about ₹25, foreign visitors about ₹300 (ASI); children under 15 free. Check before visiting.",
      restrictedItems:
        "Touching the painted surfaces, food, drones and tripods without permission are not allowed.",
      latitude: 12.9593,
      longitude: 77.5737,
      rating: 4.0,
      trending: false,
      images: [
        {
          wikipedia: "Tipu Sultan's Summer Palace",
          alt: "The teak pillars and arches of Tipu Sultan's Summer Palace in Bengaluru",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "taj-west-end-bengaluru",
      city: "bengaluru",
      name: "Taj West End, Bengaluru",
      about:
        "A heritage hotel of Taj Hotels set in about 20 acres of old gardens on Race Course Road, close to the city centre. It began as a small boarding house in 1887 and has grown into one of the city's best-known hotels, with rooms in low-rise wings among the trees.",
      address: "25, Race Course Road, Bengaluru, Karnataka 560001, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Valet parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Restaurants serving Indian, Asian and international cuisine",
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
        commonArea: ["Heritage gardens", "Meeting and banquet rooms", "Business centre"],
      },
      roomAmenities: {
        roomFeatures: [
          "Garden views",
          "Balcony or veranda in some rooms",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: ["Bathtub in many rooms", "Bathrobes", "Hairdryer", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.7,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Cubbon Park",
          alt: "Cubbon Park, a short drive from the hotel (the photo shows the park, not the hotel)",
        },
      ],
    },
    {
      slug: "the-leela-palace-bengaluru",
      city: "bengaluru",
      name: "The Leela Palace Bengaluru",
      about:
        "A luxury hotel on Old Airport Road built in a palatial style inspired by the Mysore palace, with domes, gilded interiors and landscaped water gardens. It adjoins a shopping mall.",
      address: "23, Old Airport Road, Kodihalli, Bengaluru, Karnataka 560008, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Valet parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Several restaurants serving Indian, Asian and European cuisine",
          "Bar and lounge",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Outdoor swimming pool", "Spa", "Fitness centre"],
        safetyAndSecurity: [
          "24-hour security",
          "Baggage screening at entrance",
          "CCTV in public areas",
          "In-room safe",
        ],
        commonArea: ["Water gardens", "Shopping arcade", "Ballroom and meeting rooms"],
      },
      roomAmenities: {
        roomFeatures: [
          "Garden or city views",
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
        checkIn: "From 3:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.7,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Bangalore Palace",
          alt: "Bangalore Palace, a landmark of the city where the hotel stands (the photo shows the palace, not the hotel)",
        },
      ],
    },
  ],
};
