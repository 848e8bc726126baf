import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "chandigarh",
    name: "Chandigarh",
    state: "Chandigarh",
    description:
      "Chandigarh, at the foot of the Shivalik hills, was planned from scratch in the 1950s as the new capital of Punjab and is now the shared capital of Punjab and Haryana. Laid out by Le Corbusier in a grid of self-contained sectors, it is one of India's greenest and most orderly cities, and its Capitol Complex is a UNESCO World Heritage Site.",
    bestTime:
      "October to March, when the weather is mild and sunny; February, with the Rose Festival, is especially pleasant.",
    seasons: {
      peak: {
        start: "October",
        end: "March",
        description:
          "Clear skies and comfortable days suit cycling around Sukhna Lake and walking the gardens; December and January nights are cold and mornings can be foggy.",
      },
      moderate: {
        start: "July",
        end: "September",
        description:
          "The monsoon turns the city's many gardens lush and green; humidity is high and heavy showers are frequent, but afternoons are cooler than in early summer.",
      },
      off: {
        start: "April",
        end: "June",
        description:
          "Hot and dry, with temperatures often near 40°C in May and June; the hill towns of Kasauli and Shimla make good escapes.",
      },
    },
    overview: {
      title: "Chandigarh: Le Corbusier's city beneath the hills",
      history:
        "When Partition left Lahore in Pakistan, Punjab needed a new capital, and Jawaharlal Nehru backed a planned modern city as a symbol of the new nation. The American planner Albert Mayer drew the first plan, and after his partner Matthew Nowicki died in 1950 the work passed to the Swiss-French architect Le Corbusier. With Pierre Jeanneret, Maxwell Fry and Jane Drew he designed the sector grid, the Capitol Complex and many public buildings through the 1950s and 1960s. When Haryana was carved out of Punjab in 1966, Chandigarh became a Union Territory and the capital of both states, and in 2016 the Capitol Complex was inscribed as a World Heritage Site with other works of Le Corbusier.",
      touristPlaces:
        "Rock Garden, Sukhna Lake, the Capitol Complex and Open Hand Monument, Zakir Hussain Rose Garden, the Government Museum and Art Gallery, the Sector 17 plaza and the Le Corbusier Centre.",
      famousFor:
        "Modernist architecture and town planning, Nek Chand's Rock Garden, tree-lined avenues and gardens, Sukhna Lake, and its lively Punjabi food scene.",
      weather:
        "Humid subtropical climate: hot summers near 40°C in May and June, monsoon rain from July to September, and cool winters with nights falling to around 5°C.",
    },
    howToReach: {
      byAir:
        "Chandigarh International Airport (IXC), on the city's southern edge near Mohali, has direct flights to Delhi, Mumbai, Bengaluru and other Indian cities, plus a few international routes.",
      byRail:
        "Chandigarh Junction (CDG), on the eastern edge of the city, is served by Shatabdi and Vande Bharat trains that reach New Delhi in about three to three and a half hours, and by the Kalka line towards Shimla.",
      byRoad:
        "NH 44 connects the city with Delhi, about 250 km and four to five hours away, and roads lead north to Shimla (about 115 km) and Manali. Buses leave from the Sector 17 and Sector 43 bus stands.",
      nearestAirport: "IXC",
      nearestStation: "CDG",
    },
    foodToTry: [
      {
        name: "Chole bhature",
        description:
          "Spicy chickpea curry with large puffed breads, a breakfast institution at the city's old sweet shops and dhabas.",
      },
      {
        name: "Butter chicken and tandoori dishes",
        description:
          "Chicken, paneer and kebabs from the clay oven, served in rich tomato and butter gravies at the city's Punjabi restaurants.",
      },
      {
        name: "Sarson da saag and makki di roti",
        description:
          "A winter dish of slow-cooked mustard greens with maize-flour flatbread, topped with white butter.",
      },
      {
        name: "Lassi",
        description:
          "Sweet or salted yoghurt drink served in tall glasses, often topped with cream.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Phulkari",
        description:
          "Dupattas and stoles embroidered in the bright silk-thread style of Punjab, sold in Sector 17 and at government emporia.",
      },
      {
        heading: "Punjabi juttis",
        description: "Embroidered leather slippers in traditional and modern designs.",
      },
      {
        heading: "Crafts from the region",
        description:
          "Kalagram, the crafts village on the edge of the city, hosts fairs where artisans from north India sell textiles, pottery and woodwork.",
      },
    ],
    conclusion:
      "One or two days are enough to see the Rock Garden, the Capitol Complex, the museums and an evening at Sukhna Lake. Chandigarh also makes a comfortable overnight stop on the way to Shimla, Kasauli or Amritsar.",
    latitude: 30.7333,
    longitude: 76.7794,
    categories: ["heritage-walk", "places-to-relax"],
    rating: 4.2,
    trending: false,
    images: [
      {
        wikipedia: "Rock Garden of Chandigarh",
        alt: "Sculptures made from recycled materials in the Rock Garden of Chandigarh",
      },
    ],
  },
  places: [
    {
      slug: "rock-garden-of-chandigarh",
      city: "chandigarh",
      name: "Rock Garden of Chandigarh",
      description:
        "A sprawling sculpture garden built by Nek Chand from stones, broken ceramics, bangles, tiles and industrial waste. Its winding paths, waterfalls and thousands of figures make it the city's most visited attraction.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "A maze of narrow gateways and walled courtyards opens into larger spaces filled with rows of dancers, animals and musicians made from recycled materials. Paths include steps and low arches, and weekends and holidays are crowded.",
      moreAbout:
        "The garden covers about 40 acres next to Sukhna Lake. Later phases added arcades with giant swings, an aquarium and large waterfalls, and Nek Chand's work has been exhibited in museums around the world.",
      history:
        "Nek Chand, a road inspector with the public works department, began building the garden in secret around 1957 on government land, using waste from demolished villages and construction sites. When officials discovered it in 1975 it was nearly demolished, but public support saved it and it opened to the public in 1976, with Nek Chand put in charge.",
      highlights:
        "The figures made of broken bangles and crockery, the narrow gateways, the waterfalls, the arcade of swings and the sculptures of dancers and animals.",
      timings:
        "Open daily, roughly 9:00 am to 6:00 pm in winter and to 7:00 pm in summer; check before visiting.",
      entryFee: "About ₹30 for adults and about ₹10 for children; check before visiting.",
      restrictedItems:
        "Outside food, tobacco and drones are not allowed; do not climb on or remove pieces from the sculptures.",
      latitude: 30.7525,
      longitude: 76.8078,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Rock Garden of Chandigarh",
          alt: "Rows of figures made from broken ceramics in the Rock Garden of Chandigarh",
        },
      ],
    },
    {
      slug: "sukhna-lake",
      city: "chandigarh",
      name: "Sukhna Lake",
      description:
        "A man-made lake of about 3 square kilometres at the foot of the Shivalik hills, with a long promenade that is Chandigarh's favourite place for walks, jogging and watching the sunset.",
      suggestedDuration: "1 to 2 hours",
      whatToExpect:
        "A broad, tree-lined walkway along the dam, with pedal and rowing boats for hire, snack stalls and a view across the water to the hills. It is busiest in the early morning and around sunset.",
      moreAbout:
        "Migratory birds visit in winter, and the lake is used for rowing and sailing. The Sukhna Wildlife Sanctuary covers the forested catchment above it.",
      history:
        "Le Corbusier and the engineer P. L. Verma created the lake in 1958 by damming the Sukhna Choe, a seasonal stream. Le Corbusier wanted it kept as a quiet retreat, which is why motorboats are not allowed.",
      highlights:
        "Sunrise and sunset walks on the promenade, boating, winter birdwatching and the views of the Shivalik hills.",
      timings:
        "The promenade is open from early morning to late evening; boating hours are shorter, so check before visiting.",
      entryFee: "Free to walk; boating is charged by the half-hour.",
      restrictedItems:
        "Swimming, fishing and littering are not allowed, and motorboats are banned; drones need permission.",
      latitude: 30.7421,
      longitude: 76.8188,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Sukhna Lake",
          alt: "Sukhna Lake in Chandigarh with the Shivalik hills beyond",
        },
      ],
    },
    {
      slug: "chandigarh-capitol-complex",
      city: "chandigarh",
      name: "Chandigarh Capitol Complex",
      description:
        "Le Corbusier's government centre at the head of the city, with the Secretariat, the Legislative Assembly and the High Court set on a vast concrete plaza. It is part of the UNESCO World Heritage Site covering his architectural work.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "Visits are by guided tour only, starting from the tourist interpretation centre after an ID check. Tours cover the exteriors and, on some days, parts of the buildings, together with the monuments on the esplanade.",
      moreAbout:
        "The raw concrete buildings, with their sun-breakers, sweeping roofs and bold colours, are among the most important works of modern architecture in Asia. The Open Hand Monument, a huge metal hand that turns in the wind, is the emblem of the city and a symbol of giving and receiving.",
      history:
        "Le Corbusier designed the complex in the 1950s, and the High Court was the first building completed, in the mid-1950s, followed by the Secretariat later that decade and the Palace of Assembly in the early 1960s. The Open Hand was built in 1985, long after his death in 1965, from his drawings. In 2016 UNESCO inscribed the complex as part of The Architectural Work of Le Corbusier.",
      highlights:
        "The Palace of Assembly, the High Court, the Secretariat, the Open Hand Monument, the Tower of Shadows and the Geometric Hill.",
      timings:
        "Guided tours run at set times on most days from the interpretation centre; government holidays and security needs can change this, so check before visiting.",
      entryFee: "Guided tours have been free; check current arrangements before visiting.",
      restrictedItems:
        "A government photo ID is required; bags, food and drones are not allowed, and photography may be restricted near working government buildings.",
      latitude: 30.759,
      longitude: 76.807,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Open Hand Monument",
          alt: "The metal Open Hand Monument at the Capitol Complex in Chandigarh",
        },
      ],
    },
    {
      slug: "zakir-hussain-rose-garden",
      city: "chandigarh",
      name: "Zakir Hussain Rose Garden",
      description:
        "One of Asia's largest rose gardens, covering about 30 acres in Sector 16 with more than 1,500 varieties of roses. It is named after India's third President, Dr Zakir Husain.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "Lawns, fountains and flower beds laid out around winding paths, at their best when the roses bloom from late January to March. It is a popular spot for morning walks and family picnics.",
      moreAbout:
        "The garden also grows medicinal trees and shrubs. Every February it hosts the Festival of Gardens, better known as the Rose Festival, with flower shows, music and food stalls.",
      history:
        "The garden was established in 1967 under the guidance of M. S. Randhawa, Chandigarh's first Chief Commissioner and a keen botanist and art historian.",
      highlights:
        "Peak rose bloom in February and March, the Rose Festival, the fountains and the shaded walking paths.",
      timings: "Open daily from early morning to evening; check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Picking flowers is not allowed; littering, tobacco and drones are prohibited.",
      latitude: 30.7461,
      longitude: 76.782,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Zakir Hussain Rose Garden",
          alt: "Flower beds in the Zakir Hussain Rose Garden in Chandigarh",
        },
      ],
    },
    {
      slug: "chandigarh-government-museum-and-art-gallery",
      city: "chandigarh",
      name: "Chandigarh Government Museum and Art Gallery",
      description:
        "A major museum of Indian art in Sector 10, housed in a building designed by Le Corbusier. Its collections range from Gandhara Buddhist sculpture to Pahari miniature paintings and modern Indian art.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "Quiet, well-lit galleries spread over ramps and floors, with a natural history museum and a museum of the city's planning close by in the same cultural zone. It is a good retreat on a hot afternoon.",
      moreAbout:
        "Much of the collection came from the Lahore Museum when its holdings were divided at Partition. The Gandhara sculptures and the Pahari miniatures from the hill courts of Himachal are its highlights.",
      history:
        "The museum building was designed by Le Corbusier and opened in 1968. It was set up to house the share of the Lahore Museum's collection that came to India in 1947, and it has grown since with gifts and purchases.",
      highlights:
        "Gandhara Buddha figures, Pahari and Rajasthani miniature paintings, medieval sculpture, contemporary Indian art and the Le Corbusier building itself.",
      timings:
        "Usually open 10:00 am to 4:30 pm, Tuesday to Sunday; closed on Mondays and some public holidays. Check before visiting.",
      entryFee:
        "A small fee of about ₹10 to ₹20 for Indians, higher for foreign visitors; check before visiting.",
      restrictedItems:
        "Bags must be left at the cloakroom; food, drinks and flash photography are not allowed in the galleries.",
      latitude: 30.749,
      longitude: 76.787,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Government Museum and Art Gallery, Chandigarh",
          alt: "The Le Corbusier building of the Government Museum and Art Gallery in Chandigarh",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "taj-chandigarh",
      city: "chandigarh",
      name: "Taj Chandigarh",
      about:
        "A luxury hotel of the Taj (IHCL) group in Sector 17, the city's main commercial and shopping district. The Rose Garden, the museums and the Capitol Complex are all a short drive away.",
      address: "Block No. 9, Sector 17-A, Chandigarh 160017, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "All-day restaurant serving Indian and international dishes",
          "Specialty restaurant",
          "Bar",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Spa", "Outdoor swimming pool", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Lobby lounge", "Banquet halls", "Business centre"],
      },
      roomAmenities: {
        roomFeatures: [
          "City views",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
          "Work desk",
        ],
        bathroom: ["Shower", "Bathtub in some categories", "Hairdryer", "Complimentary toiletries"],
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
          wikipedia: "Open Hand Monument",
          alt: "Chandigarh's Open Hand Monument, a landmark of the city (the photo shows the monument, not the hotel)",
        },
      ],
    },
    {
      slug: "jw-marriott-hotel-chandigarh",
      city: "chandigarh",
      name: "JW Marriott Hotel Chandigarh",
      about:
        "A large luxury hotel of the Marriott group on Dakshin Marg in Sector 35, in the southern part of the city. It is popular for business travel and weddings and lies a short drive from the airport and Sector 17.",
      address: "Plot No. 6, Dakshin Marg, Sector 35-B, Chandigarh 160035, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "All-day restaurant serving Indian and international dishes",
          "Specialty restaurants",
          "Bar",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Spa", "Swimming pool", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Lobby lounge", "Banquet halls", "Business centre"],
      },
      roomAmenities: {
        roomFeatures: [
          "City views",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
          "Work desk",
        ],
        bathroom: ["Shower", "Bathtub in some categories", "Bathrobes", "Hairdryer"],
      },
      propertyRules: {
        checkIn: "From 3:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.6,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Sukhna Lake",
          alt: "Sukhna Lake, one of Chandigarh's main sights (the photo shows the lake, not the hotel)",
        },
      ],
    },
  ],
};
