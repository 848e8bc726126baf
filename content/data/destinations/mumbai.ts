import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";
import { credits, photo } from "../images.ts";

export const destination: Destination = {
  city: {
    slug: "mumbai",
    name: "Mumbai",
    state: "Maharashtra",
    description:
      "Mumbai, the capital of Maharashtra, is India's largest city and its financial and film capital, spread over a peninsula that was once seven separate islands. Its southern tip holds a rich stock of Victorian Gothic and Art Deco buildings, while the seafront promenades, street food and suburban trains give the city its restless energy.",
    bestTime:
      "November to February, when the humidity drops, skies are clear and evenings by the sea are pleasant.",
    seasons: {
      peak: {
        start: "November",
        end: "February",
        description:
          "Warm days around 30°C and cooler evenings make this the most comfortable time for walking tours, harbour ferries and the seafront, though hotel rates peak around Christmas and New Year.",
      },
      moderate: {
        start: "March",
        end: "May",
        description:
          "It grows hot and sticky, with temperatures in the low to mid 30s and high humidity; sightseeing is best done early and late, and indoor museums are a welcome break.",
      },
      off: {
        start: "June",
        end: "October",
        description:
          "The south-west monsoon brings very heavy rain from June to September, with waterlogged streets and occasional train disruptions; October is hot and humid as the rains retreat, but the city is green and hotel prices fall.",
      },
    },
    overview: {
      title: "Mumbai: the island city that never slows down",
      history:
        "The seven islands that became Mumbai were home to Koli fishing communities long before Gujarat's sultan ceded them to the Portuguese in 1534. In 1661 the islands passed to England as part of Catherine of Braganza's dowry on her marriage to Charles II, and the East India Company took them on lease in 1668. Over the next two centuries causeways and land reclamation joined the islands into one, and the cotton boom of the 1860s paid for the grand public buildings of the Fort area. India's first passenger train ran from Bori Bunder to Thane in 1853, and the city grew into the country's busiest port and commercial centre. Its official name changed from Bombay to Mumbai in 1995.",
      touristPlaces:
        "Gateway of India, Chhatrapati Shivaji Maharaj Terminus, the Elephanta Caves, Marine Drive, the Chhatrapati Shivaji Maharaj Vastu Sangrahalaya, Haji Ali Dargah, Colaba Causeway, Kala Ghoda and Bandra's Bandstand promenade.",
      famousFor:
        "Bollywood, colonial-era and Art Deco architecture, the Gateway of India, street food such as vada pav and pav bhaji, the suburban railway and its dabbawalas, and the Ganesh Chaturthi festival.",
      weather:
        "Tropical and humid all year: winter days from November to February sit around 30°C with nights near 18–20°C, April and May reach the mid 30s with heavy humidity, and the monsoon from June to September brings well over 2,000 mm of rain.",
    },
    howToReach: {
      byAir:
        "Chhatrapati Shivaji Maharaj International Airport (BOM) in the northern suburbs is one of India's busiest, with domestic and international flights. South Mumbai's sights are about 25 km away, which can take an hour or more by taxi in traffic.",
      byRail:
        "Chhatrapati Shivaji Maharaj Terminus (CSMT) is the main hub for Central Railway trains from the south and east, while Mumbai Central serves Western Railway trains from Delhi, Gujarat and Rajasthan. Dadar, Lokmanya Tilak Terminus and Bandra Terminus handle many long-distance trains as well, and the suburban network links all of them.",
      byRoad:
        "The Mumbai–Pune Expressway brings Pune within about three hours (roughly 150 km), and the NH48 runs north to Ahmedabad, about 530 km away. The Atal Setu sea bridge across the harbour and the Samruddhi expressway towards Nagpur have shortened journeys to the east; state and private buses arrive from across western India.",
      nearestAirport: "BOM",
      nearestStation: "CSTM",
    },
    foodToTry: [
      {
        name: "Vada pav",
        description:
          "A spiced potato fritter tucked into a soft bun with garlic and tamarind chutneys, sold at stalls near nearly every railway station.",
      },
      {
        name: "Pav bhaji",
        description:
          "A buttery, mashed vegetable curry cooked on a wide griddle and eaten with toasted bread rolls, chopped onion and lime.",
      },
      {
        name: "Bhelpuri at Chowpatty",
        description:
          "Puffed rice tossed with sev, onion, potato and sweet and sour chutneys, best eaten on the sand at Girgaum or Juhu beach at sunset.",
      },
      {
        name: "Parsi and Irani café food",
        description:
          "Old cafés in the Fort area and Colaba serve bun maska with sweet tea, berry pulao, dhansak and caramel custard.",
      },
      {
        name: "Malvani and Konkani seafood",
        description:
          "Coastal restaurants fry bombil (Bombay duck), pomfret and prawns in semolina or simmer them in coconut curries.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Street fashion on Colaba Causeway",
        description:
          "Stalls sell clothes, bags, costume jewellery and souvenirs at low prices; bargaining is expected.",
      },
      {
        heading: "Antiques and curios in Chor Bazaar",
        description:
          "The old market near Mohammed Ali Road is known for vintage furniture, brassware, old film posters and gramophones; inspect pieces carefully before paying.",
      },
      {
        heading: "Spices and dry fruit at Crawford Market",
        description:
          "The Mahatma Jyotiba Phule Mandai, a Victorian market hall, has stalls of spices, dry fruit, tea and imported foods.",
      },
      {
        heading: "Handloom and crafts",
        description:
          "Government emporiums and Kala Ghoda boutiques stock Paithani silk, Kolhapuri chappals and handicrafts from across India.",
      },
    ],
    conclusion:
      "Mumbai is best explored one neighbourhood at a time: a morning at the Gateway and the Elephanta Caves, an afternoon among the museums and Gothic buildings of the Fort, and an evening walk along Marine Drive. Use the suburban trains outside rush hour and leave time for the food, which is half the reason to come.",
    latitude: 19.076,
    longitude: 72.8777,
    categories: ["foodies", "heritage-walk"],
    rating: 4.5,
    trending: true,
    images: [
      photo(
        credits.gatewayOfIndia,
        "The basalt arch of the Gateway of India on the Mumbai waterfront",
      ),
      {
        wikipedia: "Marine Drive, Mumbai",
        alt: "The curving seafront road of Marine Drive in south Mumbai",
      },
    ],
  },
  places: [
    {
      slug: "gateway-of-india",
      city: "mumbai",
      name: "Gateway of India",
      description:
        "A monumental basalt arch on the Apollo Bunder waterfront in Colaba, facing the harbour. It is Mumbai's best-known landmark and the departure point for ferries to the Elephanta Caves.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "An open plaza in front of the arch, usually busy with families, photographers and ferry touts, with the Taj Mahal Palace hotel across the road. Security checks apply at the entrance to the plaza, and mornings are the least crowded.",
      moreAbout:
        "The arch mixes Indo-Saracenic forms with details borrowed from Gujarati architecture and is built of yellow basalt. From the sea wall you can watch launches and ferries come and go, and the floodlit arch is a popular sight after dark.",
      history:
        "The Gateway was planned to commemorate the landing of King George V and Queen Mary at Apollo Bunder in December 1911. Its design, by the architect George Wittet, was approved in 1914, and the arch was completed in 1924. In February 1948 the last British troops to leave India marched through it to their ship.",
      highlights:
        "The 26-metre central arch, the harbour view with its bobbing launches, the statue of Chhatrapati Shivaji Maharaj nearby, the heritage façade of the Taj Mahal Palace hotel and the evening illumination.",
      timings: "Open at all hours; the plaza is busiest in the evenings and at weekends.",
      entryFee:
        "Free. Ferry tickets to Elephanta and harbour cruises are sold separately at the jetty.",
      restrictedItems:
        "Bags are screened at the security gates; drones are not allowed, and large luggage is best left at your hotel.",
      latitude: 18.922,
      longitude: 72.8347,
      rating: 4.6,
      trending: true,
      images: [
        photo(
          credits.gatewayOfIndia,
          "The Gateway of India, a basalt triumphal arch on Mumbai's harbour front",
        ),
      ],
    },
    {
      slug: "chhatrapati-shivaji-maharaj-terminus",
      city: "mumbai",
      name: "Chhatrapati Shivaji Maharaj Terminus",
      description:
        "Mumbai's great Victorian Gothic railway terminus, still one of the busiest stations in India and the headquarters of Central Railway. It was inscribed as a UNESCO World Heritage Site in 2004.",
      suggestedDuration: "1 to 2 hours",
      whatToExpect:
        "You can admire the domes, turrets and stone carving from the road and walk into the concourse like any passenger. A guided heritage tour takes visitors into the administrative building and its small railway museum on weekdays.",
      moreAbout:
        "The building blends Gothic Revival architecture with Indian motifs: carved peacocks, gargoyles, stained glass and a central dome crowned by a statue representing Progress. It is most photogenic in the evening when the façade is lit.",
      history:
        "Designed by the architect Frederick William Stevens, the terminus was built between 1878 and 1888 for the Great Indian Peninsula Railway and named Victoria Terminus after Queen Victoria. It stands near the spot from which India's first passenger train left in 1853. The station was renamed Chhatrapati Shivaji Terminus in 1996, and 'Maharaj' was added to the name in 2017.",
      highlights:
        "The central dome and its statue, the carved stone façade, the stained-glass windows, the ribbed vaulting of the old booking hall and the rush-hour spectacle of the suburban platforms.",
      timings:
        "The station is open at all hours; the heritage tour runs on weekdays in the afternoon. Check before visiting, as tour times change.",
      entryFee:
        "Free to enter the public areas with a platform ticket; the heritage tour costs about ₹200 for Indian visitors and more for foreign visitors. Check before visiting.",
      restrictedItems:
        "Baggage is scanned at entrances; drones and tripods need railway permission, and photography of some operational areas may be restricted.",
      latitude: 18.9398,
      longitude: 72.8355,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Chhatrapati Shivaji Terminus",
          alt: "The domed Victorian Gothic façade of Chhatrapati Shivaji Maharaj Terminus in Mumbai",
        },
      ],
    },
    {
      slug: "elephanta-caves",
      city: "mumbai",
      name: "Elephanta Caves",
      description:
        "Rock-cut cave temples dedicated mainly to Shiva on Gharapuri island in Mumbai harbour, about an hour by ferry from the Gateway of India. They are a UNESCO World Heritage Site.",
      suggestedDuration: "4 to 5 hours including the ferry",
      whatToExpect:
        "A ferry ride across the harbour, a short toy-train or walk along the jetty, then about 120 steps uphill past souvenir stalls to the main cave. Monkeys are common and the climb is hot by midday, so carry water and start early.",
      moreAbout:
        "The Great Cave is a pillared hall carved into the hillside, with large panels showing episodes from Shiva's stories. Its centrepiece is the three-headed Sadashiva (Trimurti), about six metres tall, one of the masterpieces of Indian sculpture.",
      history:
        "The caves were carved around the 5th and 6th centuries CE. Portuguese visitors named the island Elephanta after a large stone elephant found near the landing place; the statue now stands in the grounds of the Dr. Bhau Daji Lad Museum in Byculla. The caves were declared a World Heritage Site in 1987.",
      highlights:
        "The Trimurti (Sadashiva) panel, the Ardhanarishvara and Gangadhara reliefs, the lingam shrine with its guardian figures, the harbour views from the ferry and the smaller Buddhist stupa hill.",
      timings:
        "Caves open 9:00 am to 5:30 pm; closed on Mondays. Ferries leave the Gateway of India from about 9:00 am, and the last return ferry is in the late afternoon. Ferries may be suspended in rough monsoon weather; check before visiting.",
      entryFee:
        "Indians about ₹40, foreign visitors about ₹600 (ASI); children under 15 free. The return ferry and a small island landing fee are extra. Check before visiting.",
      restrictedItems:
        "Drones are prohibited, and tripods need ASI permission; keep food out of sight of the monkeys and do not touch or climb on the sculptures.",
      latitude: 18.9633,
      longitude: 72.9315,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Elephanta Caves",
          alt: "Carved stone figures inside the Elephanta Caves on Gharapuri island",
        },
      ],
    },
    {
      slug: "marine-drive-mumbai",
      city: "mumbai",
      name: "Marine Drive",
      description:
        "A 3.6-km seafront boulevard curving around Back Bay from Nariman Point to Girgaum Chowpatty. Its street lights form the 'Queen's Necklace' when seen from Malabar Hill at night.",
      suggestedDuration: "1 to 2 hours",
      whatToExpect:
        "A wide promenade and sea wall where joggers come at dawn and crowds gather at sunset to sit and watch the waves. Snack sellers gather at the Chowpatty end, and the sea can splash over the wall at high tide in the monsoon.",
      moreAbout:
        "The road is lined with one of the world's largest groups of Art Deco buildings, part of the Victorian Gothic and Art Deco Ensembles of Mumbai World Heritage Site. Girgaum Chowpatty at its northern end is the scene of huge Ganesh idol immersions during Ganesh Chaturthi.",
      history:
        "Marine Drive was built on land reclaimed from Back Bay in the 1920s and 1930s, when it was known as Queen's Road. The apartment blocks along it were mostly built in the 1930s in the Art Deco style then fashionable in Bombay. In 2018 UNESCO listed the Art Deco and Victorian Gothic buildings of south Mumbai as a World Heritage Site.",
      highlights:
        "Sunset over the Arabian Sea, the night view of the Queen's Necklace, the Art Deco façades, snacks at Girgaum Chowpatty and a walk out towards Nariman Point.",
      timings: "Open at all hours.",
      entryFee: "Free.",
      restrictedItems:
        "Do not climb onto the tetrapods or sea wall when waves are high; swimming is unsafe, and bursting firecrackers or littering is prohibited.",
      latitude: 18.944,
      longitude: 72.823,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Marine Drive, Mumbai",
          alt: "Marine Drive's seafront road curving along Back Bay in Mumbai",
        },
      ],
    },
    {
      slug: "chhatrapati-shivaji-maharaj-vastu-sangrahalaya",
      city: "mumbai",
      name: "Chhatrapati Shivaji Maharaj Vastu Sangrahalaya",
      description:
        "Mumbai's principal museum of art and history, housed in a domed Indo-Saracenic building in Kala Ghoda. It was known as the Prince of Wales Museum until 1998.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "Several floors of galleries set around a central dome, with sculpture on the ground floor and miniature paintings, decorative arts, arms and natural history above. An audio guide is available, and the garden is a quiet place to rest.",
      moreAbout:
        "The collection runs from Indus Valley finds and Gupta sculpture to Mughal and Rajput miniature paintings, Chinese and Japanese porcelain and European paintings. The museum also has a children's gallery and hosts temporary exhibitions.",
      history:
        "The foundation stone was laid in 1905 by the Prince of Wales, later King George V. The building, designed by George Wittet, served as a military hospital during the First World War and opened as a museum in 1922. Large gifts from the Tata family's collections shaped its holdings.",
      highlights:
        "The central dome, the Indus Valley gallery, the miniature painting gallery, the Tata collection of European paintings and the arms and armour gallery.",
      timings:
        "Open daily 10:15 am to 6:00 pm; closed on a few public holidays. Check before visiting.",
      entryFee:
        "About ₹150 for Indian adults and about ₹1,000 for foreign visitors, with reduced rates for children and students; a fee is charged for photography. Check before visiting.",
      restrictedItems:
        "Large bags must be deposited at the cloakroom; food, drink, flash photography and tripods are not allowed in the galleries.",
      latitude: 18.9269,
      longitude: 72.8326,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Chhatrapati Shivaji Maharaj Vastu Sangrahalaya",
          alt: "The domed Indo-Saracenic building of the Chhatrapati Shivaji Maharaj Vastu Sangrahalaya",
        },
      ],
    },
    {
      slug: "haji-ali-dargah",
      city: "mumbai",
      name: "Haji Ali Dargah",
      description:
        "A white mosque and shrine standing on an islet off the Worli coast, reached by a narrow causeway about 500 metres long. It is visited by people of all faiths.",
      suggestedDuration: "1 to 2 hours",
      whatToExpect:
        "A walk along the causeway past flower sellers and alms seekers, with the sea on both sides; at high tide waves wash close to the path. Inside, pilgrims queue to pray at the tomb, and qawwali singers often perform on Thursdays and Fridays.",
      moreAbout:
        "The complex contains the tomb of the Sufi saint Pir Haji Ali Shah Bukhari, a mosque and a marble courtyard. Evening visits offer a view of the city lights across the bay.",
      history:
        "The shrine honours Pir Haji Ali Shah Bukhari, a wealthy merchant from Bukhara who gave up his possessions and settled in Mumbai in the 15th century. Tradition holds that the dargah was first built around 1431, and the present white structure dates from later rebuilding. A restoration of the marble exterior was completed in recent years.",
      highlights:
        "The causeway walk, the white domes and minarets, the saint's tomb, qawwali performances and sunset views over the Arabian Sea.",
      timings:
        "Open daily, roughly 5:30 am to 10:00 pm; the causeway can be slippery or partly submerged at very high tides. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Modest dress is expected and heads should be covered inside the shrine; shoes are left at the entrance, and tobacco and alcohol are not allowed.",
      latitude: 18.9828,
      longitude: 72.809,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Haji Ali Dargah",
          alt: "The white domes of Haji Ali Dargah rising from the sea off Worli",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "the-taj-mahal-palace-mumbai",
      city: "mumbai",
      name: "The Taj Mahal Palace, Mumbai",
      about:
        "The flagship of Taj Hotels, opened in 1903 on the Apollo Bunder waterfront opposite the Gateway of India. Rooms are split between the original domed palace wing and the 1970s Tower wing, and many look over the harbour.",
      address: "Apollo Bunder, Colaba, Mumbai, Maharashtra 400001, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Valet parking",
          "Laundry and dry cleaning",
        ],
        foodAndDrinks: [
          "Several restaurants serving Indian, Asian and European cuisine",
          "Heritage bar",
          "Pastry shop",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Spa", "Outdoor swimming pool", "Fitness centre"],
        safetyAndSecurity: [
          "24-hour security",
          "Baggage screening at entrances",
          "CCTV in public areas",
          "In-room safe",
        ],
        commonArea: [
          "Historic lobby and grand staircase",
          "Shopping arcade",
          "Banquet and meeting rooms",
          "Business centre",
        ],
      },
      roomAmenities: {
        roomFeatures: [
          "Harbour or city views",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
          "Work desk",
        ],
        bathroom: [
          "Bathtub in many rooms",
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
          "All guests and bags pass through security screening at the entrance.",
        ],
      },
      latitude: 18.9217,
      longitude: 72.8332,
      rating: 4.8,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Taj Mahal Palace Hotel",
          alt: "The domed façade of the Taj Mahal Palace hotel on the Colaba waterfront",
        },
      ],
    },
    {
      slug: "trident-nariman-point",
      city: "mumbai",
      name: "Trident, Nariman Point",
      about:
        "A high-rise business and leisure hotel run by The Oberoi Group at the southern end of Marine Drive. Many rooms look over the Arabian Sea and the curve of the Queen's Necklace.",
      address: "Nariman Point, Mumbai, Maharashtra 400021, India",
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
        healthAndWellness: ["Outdoor swimming pool", "Fitness centre", "Spa treatments"],
        safetyAndSecurity: [
          "24-hour security",
          "Baggage screening at entrances",
          "CCTV in public areas",
          "In-room safe",
        ],
        commonArea: ["Lobby lounge", "Meeting and banquet rooms", "Business centre"],
      },
      roomAmenities: {
        roomFeatures: [
          "Sea or city views",
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
      latitude: 18.927,
      longitude: 72.8206,
      rating: 4.5,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Marine Drive, Mumbai",
          alt: "Marine Drive in south Mumbai, at whose southern end the hotel stands (the photo shows the seafront, not the hotel)",
        },
      ],
    },
  ],
};
