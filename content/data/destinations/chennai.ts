import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "chennai",
    name: "Chennai",
    state: "Tamil Nadu",
    description:
      "Chennai, the capital of Tamil Nadu, stretches along the Coromandel Coast of the Bay of Bengal and grew from a 17th-century English trading post into one of India's largest cities. It pairs old temple neighbourhoods such as Mylapore and Triplicane with colonial landmarks, a long city beach and a deep tradition of Carnatic music and Bharatanatyam.",
    bestTime:
      "December to February, when the north-east monsoon has passed and the heat and humidity are at their gentlest.",
    seasons: {
      peak: {
        start: "December",
        end: "February",
        description:
          "Warm, dry days and comfortable evenings coincide with the December music and dance season (the Margazhi festival) and the Pongal harvest festival in January.",
      },
      moderate: {
        start: "July",
        end: "November",
        description:
          "Humid months with occasional showers; the north-east monsoon brings heavy downpours and some flooding in October and November, so keep plans flexible.",
      },
      off: {
        start: "March",
        end: "June",
        description:
          "The hot season, with temperatures often above 38°C in May and June; sightseeing is best kept to early mornings and evenings by the sea.",
      },
    },
    overview: {
      title: "Chennai: Gateway to the Tamil South",
      history:
        "Long before the British arrived, Mylapore was a busy port and temple town, praised in Tamil devotional hymns, and the Portuguese built a church at San Thome in the 16th century. In 1639 the English East India Company obtained a strip of coastal land from a local Nayaka ruling under the Vijayanagara kings, and Fort St. George rose there in the following years. The settlement, known as Madras, absorbed the surrounding villages and became the capital of the Madras Presidency, which covered much of southern India. After independence it remained the capital of Madras State, renamed Tamil Nadu in 1969, and the city itself was officially renamed Chennai in 1996.",
      touristPlaces:
        "Marina Beach, Kapaleeshwarar Temple in Mylapore, San Thome Basilica, Fort St. George and its museum, the Government Museum at Egmore and the Parthasarathy Temple in Triplicane.",
      famousFor:
        "Carnatic music and the December music season, Bharatanatyam, filter coffee and South Indian breakfasts, Kanchipuram silk shopping in T. Nagar, and the Tamil film industry.",
      weather:
        "Hot and humid almost all year: summer afternoons reach 38–42°C in May and June, winter days stay around 28–30°C with nights near 20°C, and most of the annual rain falls during the north-east monsoon from October to December.",
    },
    howToReach: {
      byAir:
        "Chennai International Airport (MAA) at Meenambakkam, about 16 km south-west of the city centre, has flights across India and to the Gulf, South-East Asia and beyond. The Chennai Metro and suburban trains stop close to the terminals, and prepaid taxis and app cabs are available.",
      byRail:
        "Chennai Central (MAS) handles most trains to the north and west, including Delhi, Mumbai, Kolkata and Bengaluru, while Chennai Egmore (MS) is the main station for trains heading south to Madurai, Tiruchirappalli and Kanyakumari. Shatabdi and Vande Bharat services reach Bengaluru in about five hours.",
      byRoad:
        "National highways link Chennai with Bengaluru (about 350 km, six to seven hours) and Tirupati (about 140 km). The scenic East Coast Road runs south to Mahabalipuram and Puducherry, and state and private buses leave from the large terminals at Koyambedu and Kilambakkam.",
      nearestAirport: "MAA",
      nearestStation: "MAS",
    },
    foodToTry: [
      {
        name: "Filter coffee",
        description:
          "Strong coffee brewed slowly in a metal filter, mixed with hot milk and sugar and poured between a tumbler and a davara until frothy.",
      },
      {
        name: "Idli, dosa and vada",
        description:
          "The classic South Indian breakfast of steamed rice cakes, crisp crepes and lentil fritters, served with sambar and several chutneys in the city's busy tiffin rooms.",
      },
      {
        name: "Chettinad cuisine",
        description:
          "Fiery, aromatic meat and vegetable dishes from the Chettinad region, built on freshly roasted spices such as black pepper, fennel and dried red chillies.",
      },
      {
        name: "Sundal",
        description:
          "Boiled chickpeas or peanuts tossed with coconut, mustard seeds and curry leaves, sold in paper cones along Marina Beach in the evening.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Kanchipuram silk sarees",
        description:
          "Heavy, lustrous silk sarees woven in nearby Kanchipuram, sold in the large showrooms of T. Nagar and Mylapore; ask for the silk mark label.",
      },
      {
        heading: "Bronze and brass",
        description:
          "Cast bronze figures in the Chola style, temple lamps and brassware, found in handicraft emporiums and shops around Mylapore.",
      },
      {
        heading: "Coffee powder",
        description:
          "Freshly ground coffee blended with chicory, bought from the roasting shops that still grind beans to order.",
      },
      {
        heading: "Carnatic music instruments",
        description:
          "Veenas, mridangams and other instruments, along with recordings of classical concerts, from specialist shops in Mylapore.",
      },
    ],
    conclusion:
      "Chennai is best enjoyed slowly: an early walk on Marina Beach, a morning among the temples and churches of Mylapore, and an evening concert or a plate of tiffin and filter coffee. It is also the natural starting point for Mahabalipuram, Kanchipuram and Puducherry.",
    latitude: 13.0827,
    longitude: 80.2707,
    categories: ["heritage-walk", "foodies", "beach-retreat"],
    rating: 4.3,
    trending: false,
    images: [
      {
        wikipedia: "Marina Beach",
        alt: "The wide sands of Marina Beach in Chennai along the Bay of Bengal",
      },
      {
        wikipedia: "Kapaleeshwarar Temple",
        alt: "The colourful gopuram of the Kapaleeshwarar Temple in Mylapore, Chennai",
      },
    ],
  },
  places: [
    {
      slug: "marina-beach",
      city: "chennai",
      name: "Marina Beach",
      description:
        "A broad sandy beach that runs for about 6 km along the city's eastern edge, from the mouth of the Cooum river south towards San Thome. It is Chennai's favourite evening meeting place and one of the longest urban beaches in the country.",
      suggestedDuration: "1 to 2 hours",
      whatToExpect:
        "A long walk across soft sand from the promenade to the water, with food stalls, kite sellers, pony rides and crowds of families, especially at weekends and in the evening. The sea has strong currents and swimming is not allowed, so stay at the water's edge.",
      moreAbout:
        "Kamarajar Salai, the road behind the beach, is lined with grand colonial buildings such as the Presidency College and the university senate house, and with memorials to former chief ministers. The Chennai lighthouse near the southern end has a viewing gallery that looks over the whole shoreline.",
      history:
        "The seafront promenade was laid out in the 1880s under Mountstuart Elphinstone Grant Duff, Governor of Madras, who gave the Marina its name. Before then the shore had been a working beach used by fishermen and boats landing cargo through the surf. Over the 20th century it became the city's main public space for rallies, celebrations and evening outings, and it was badly hit by the tsunami of December 2004.",
      highlights:
        "Sunrise over the Bay of Bengal, the evening snack stalls selling sundal and fried fish, the colonial buildings along Kamarajar Salai, the lighthouse view and the fishing hamlets at the southern end.",
      timings:
        "The beach is open at all hours; the lighthouse viewing gallery has limited afternoon hours and is closed on some days, so check before visiting.",
      entryFee: "Free; a small ticket is charged for the lighthouse viewing gallery.",
      restrictedItems:
        "Swimming and bathing are prohibited because of dangerous currents; avoid littering and glass bottles on the sand, and keep valuables close in the evening crowds.",
      latitude: 13.05,
      longitude: 80.2824,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Marina Beach",
          alt: "Marina Beach in Chennai with its long stretch of sand and the sea",
        },
      ],
    },
    {
      slug: "kapaleeshwarar-temple",
      city: "chennai",
      name: "Kapaleeshwarar Temple",
      description:
        "A Shiva temple at the heart of Mylapore, one of Chennai's oldest neighbourhoods, where Shiva is worshipped as Kapaleeshwarar and Parvati as Karpagambal. Its tall, brightly painted gopuram and large temple tank make it the best-known temple in the city.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "Leave your shoes at the counter by the entrance, then walk around the courtyards and shrines among devotees and priests; the temple is busiest at the morning and evening pujas and on festival days. The streets around the tank are packed with flower sellers, brass shops and small eateries.",
      moreAbout:
        "The temple is a good base for exploring Mylapore on foot, with its old houses, music schools and market lanes. During the Panguni festival in March and April, processions of deities on decorated chariots fill the surrounding streets.",
      history:
        "A Shiva shrine at Mylapore is praised in the Tevaram hymns of the Tamil saints composed in the 7th century. The original temple is believed to have stood nearer the shore and to have been lost during the Portuguese period. The present temple was built in the 16th century, in the Vijayanagara era, and its main gopuram was raised much later, in the early 20th century.",
      highlights:
        "The sculpted gopuram, the temple tank, the shrine showing Parvati worshipping Shiva in the form of a peacock, the bronze images of the 63 Nayanar saints, and the festival processions.",
      timings:
        "Generally open about 5:30 am to 12:30 pm and 4:00 pm to 9:30 pm daily; hours change on festival days, so check before visiting.",
      entryFee: "Free entry; small fees for special darshan and for some pujas.",
      restrictedItems:
        "Shoes must be left outside; photography is not permitted inside the inner shrines; wear modest clothing covering shoulders and knees; non-Hindus may be asked not to enter the sanctum.",
      latitude: 13.0339,
      longitude: 80.2697,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Kapaleeshwarar Temple",
          alt: "The painted gopuram of the Kapaleeshwarar Temple rising above Mylapore",
        },
      ],
    },
    {
      slug: "fort-st-george-chennai",
      city: "chennai",
      name: "Fort St. George",
      description:
        "The first English fortress in India, built by the East India Company on the Chennai seafront in the 17th century. It now houses the Tamil Nadu Legislative Assembly and Secretariat, together with a museum and one of the oldest Anglican churches in Asia.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "Security checks at the gate, then a walk through a working government complex to the Fort Museum and St. Mary's Church; much of the fort is still used by offices and the army, so some areas are off limits. Weekday mornings can be busy with official traffic.",
      moreAbout:
        "The Fort Museum occupies an 18th-century building that once served as an exchange and displays arms, coins, uniforms, portraits and relics of the Company era. St. Mary's Church holds old tombstones and memorials to early residents of Madras.",
      history:
        "The fort was begun in 1640, soon after the Company acquired the site in 1639, and gave rise to the city of Madras around it. It was besieged several times, and the French held it from 1746 to 1749 before it was returned to the British. St. Mary's Church, consecrated in 1680, is often described as the oldest Anglican church east of Suez.",
      highlights:
        "St. Mary's Church, the Fort Museum and its Company-era collections, the old ramparts and gateways, and the colonial buildings of the Secretariat.",
      timings:
        "The Fort Museum is generally open 9:00 am to 5:00 pm and closed on Fridays; access to the fort depends on security arrangements, so check before visiting.",
      entryFee:
        "Fort Museum: about ₹25 for Indian visitors and about ₹300 for foreign visitors (ASI); check before visiting. St. Mary's Church is free.",
      restrictedItems:
        "Photography is restricted near government buildings and inside the museum; large bags may be checked at security; drones are not allowed.",
      latitude: 13.0797,
      longitude: 80.2873,
      rating: 4.1,
      trending: false,
      images: [
        {
          wikipedia: "Fort St. George, India",
          alt: "Buildings and ramparts of Fort St. George on the Chennai seafront",
        },
      ],
    },
    {
      slug: "san-thome-basilica",
      city: "chennai",
      name: "San Thome Basilica",
      description:
        "A white neo-Gothic church near the southern end of Marina Beach, built over the place where tradition says the apostle St. Thomas was buried. It is one of Chennai's most visited churches and an important Christian pilgrimage site.",
      suggestedDuration: "45 minutes to 1 hour",
      whatToExpect:
        "A quiet, airy interior with stained glass and a tall spire outside; an underground chapel and a small museum behind the church hold the tomb chapel and related relics. Mass is held regularly, so keep voices low and visit between services.",
      moreAbout:
        "The basilica sits in the old Portuguese quarter of San Thome, a short walk from Mylapore's temples, which makes it easy to combine both in one outing. The museum displays stone inscriptions, old maps and objects from the Portuguese period.",
      history:
        "The Portuguese built a church over the tomb in the 16th century after arriving on this coast. The present building replaced it in 1893 and was designed in the neo-Gothic style favoured in British India. It was given the status of a minor basilica in 1956.",
      highlights:
        "The tall spire and white facade, the stained-glass windows, the tomb chapel beneath the church and the museum of Portuguese-era objects.",
      timings:
        "Generally open daily from early morning to about 8:00 pm, with the museum keeping shorter hours; check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Dress modestly; photography may be restricted during services and inside the tomb chapel; maintain silence in the church.",
      latitude: 13.0334,
      longitude: 80.2778,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "San Thome Basilica",
          alt: "The white neo-Gothic facade and spire of San Thome Basilica in Chennai",
        },
      ],
    },
    {
      slug: "government-museum-chennai",
      city: "chennai",
      name: "Government Museum, Chennai",
      description:
        "One of the oldest museums in India, set in a campus of red Indo-Saracenic buildings in Egmore. Its bronze gallery holds one of the finest collections of Chola bronzes anywhere.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "Several separate galleries spread across a leafy compound, covering archaeology, bronzes, coins, natural history and arms; expect some older displays and a good deal of walking between buildings. A morning visit is cooler and less crowded.",
      moreAbout:
        "Highlights include the dancing Nataraja bronzes, the carved limestone panels from the Buddhist stupa at Amaravati, and the Museum Theatre, a semicircular hall still used for performances. The campus also includes a children's museum.",
      history:
        "The museum was founded in 1851, growing out of the collections of the Madras Literary Society. Its main buildings were added in the late 19th and early 20th centuries in the Indo-Saracenic style. The bronze collection grew through finds of buried temple hoards across Tamil Nadu.",
      highlights:
        "The Chola bronze gallery, the Amaravati sculptures, the archaeology and coin galleries, and the Indo-Saracenic architecture of the campus.",
      timings:
        "Generally open 9:30 am to 5:00 pm; closed on Fridays and some national holidays. Check before visiting.",
      entryFee:
        "About ₹15 for Indian adults and about ₹250 for foreign visitors, with extra charges for cameras; check before visiting.",
      restrictedItems:
        "Photography only with a camera ticket and not with flash; food and drinks are not allowed in the galleries; large bags may need to be deposited.",
      latitude: 13.0697,
      longitude: 80.2556,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Government Museum, Chennai",
          alt: "The red Indo-Saracenic buildings of the Government Museum in Egmore, Chennai",
        },
      ],
    },
    {
      slug: "parthasarathy-temple-chennai",
      city: "chennai",
      name: "Parthasarathy Temple, Chennai",
      description:
        "An ancient Vishnu temple in Triplicane where Krishna is worshipped as Parthasarathy, the charioteer of Arjuna. It is one of the 108 Divya Desams, the Vishnu temples praised by the Tamil Alvar saints.",
      suggestedDuration: "45 minutes to 1 hour",
      whatToExpect:
        "A busy neighbourhood temple reached through narrow streets near the Marina, with shrines to several forms of Vishnu in one complex. Mornings and festival days draw long queues.",
      moreAbout:
        "The main image shows Krishna with a moustache, holding a conch, unusual among Vishnu temples. The temple tank and the old agraharam streets around it give a sense of Triplicane's long history.",
      history:
        "The temple is believed to date to the Pallava period in the 8th century, and inscriptions record gifts from Pallava, Chola and Vijayanagara rulers. The Alvar saints sang of it in their hymns, which placed it among the 108 Divya Desams. The complex grew over the centuries with new shrines, halls and gopurams.",
      highlights:
        "The main shrine of Parthasarathy, the shrines to Rama, Narasimha and Ranganatha, the temple tank and the festival processions.",
      timings:
        "Generally open about 6:00 am to 12:30 pm and 4:00 pm to 9:00 pm; check before visiting.",
      entryFee: "Free entry; small fees for special darshan.",
      restrictedItems:
        "Shoes must be left outside; photography is not allowed inside; wear traditional or modest clothing; non-Hindus may be asked not to enter the sanctum.",
      latitude: 13.054,
      longitude: 80.2766,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Parthasarathy Temple, Chennai",
          alt: "The gopuram of the Parthasarathy Temple in Triplicane, Chennai",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "taj-coromandel-chennai",
      city: "chennai",
      name: "Taj Coromandel",
      about:
        "A long-established luxury hotel of the Taj group on Mahatma Gandhi Road in Nungambakkam, in the commercial heart of Chennai. It is close to the shopping streets of Khader Nawaz Khan Road and a short drive from Marina Beach.",
      address: "37, Mahatma Gandhi Road, Nungambakkam, Chennai, Tamil Nadu 600034, India",
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
          "Pastry shop",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Spa", "Outdoor swimming pool", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Lobby lounge", "Business centre", "Banquet and meeting rooms"],
      },
      roomAmenities: {
        roomFeatures: [
          "Flat-screen TV",
          "Minibar",
          "Tea and coffee maker",
          "Work desk",
          "Blackout curtains",
        ],
        bathroom: ["Bathtub or shower", "Bathrobes and slippers", "Hairdryer", "Toiletries"],
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
          wikipedia: "Chennai",
          alt: "A view of Chennai, the city where the hotel stands (the photo does not show the hotel)",
        },
      ],
    },
    {
      slug: "itc-grand-chola-chennai",
      city: "chennai",
      name: "ITC Grand Chola",
      about:
        "A very large luxury hotel of ITC Hotels in Guindy, designed with architecture inspired by the temples of the Chola dynasty. It sits on Mount Road (Anna Salai), within easy reach of the airport and the business districts of south Chennai.",
      address: "No. 63, Mount Road, Guindy, Chennai, Tamil Nadu 600032, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Valet parking",
          "Laundry service",
          "Airport transfers on request",
        ],
        foodAndDrinks: [
          "Several restaurants including Indian and international cuisine",
          "Bar and lounge",
          "Patisserie",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Spa", "Swimming pools", "Fitness centre"],
        safetyAndSecurity: [
          "24-hour security",
          "CCTV in public areas",
          "In-room safe",
          "Fire safety systems",
        ],
        commonArea: ["Grand lobby", "Business centre", "Banquet halls and meeting rooms"],
      },
      roomAmenities: {
        roomFeatures: [
          "Flat-screen TV",
          "Minibar",
          "Tea and coffee maker",
          "Work desk",
          "City views",
        ],
        bathroom: [
          "Bathtub and separate shower",
          "Bathrobes and slippers",
          "Hairdryer",
          "Toiletries",
        ],
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
          wikipedia: "ITC Grand Chola",
          alt: "The ITC Grand Chola hotel building in Guindy, Chennai",
        },
      ],
    },
  ],
};
