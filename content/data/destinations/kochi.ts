import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "kochi",
    name: "Kochi",
    state: "Kerala",
    description:
      "Kochi, also known as Cochin, is Kerala's great port city, spread across a mainland (Ernakulam) and a cluster of islands and peninsulas on the Arabian Sea. Its historic quarters of Fort Kochi and Mattancherry preserve centuries of Arab, Chinese, Jewish, Portuguese, Dutch and British contact, alongside spice warehouses, churches, a synagogue and a lively art scene.",
    bestTime:
      "November to February, when the monsoon is over and the weather is warm, dry and breezy.",
    seasons: {
      peak: {
        start: "November",
        end: "February",
        description:
          "Sunny days around 30°C and cooler evenings; the Cochin Carnival at New Year and, in Biennale years, the Kochi-Muziris Biennale bring crowds to Fort Kochi.",
      },
      moderate: {
        start: "March",
        end: "May",
        description:
          "Hot and humid before the monsoon, with some pre-monsoon thunderstorms in April and May; good value for hotels.",
      },
      off: {
        start: "June",
        end: "October",
        description:
          "The south-west monsoon brings heavy rain from June to August and further showers into October; a good time for Ayurveda treatments and green landscapes.",
      },
    },
    overview: {
      title: "Kochi: Queen of the Arabian Sea",
      history:
        "Kochi rose to prominence after a great flood of the Periyar river in 1341 is believed to have opened its natural harbour, while the older port of Muziris to the north silted up. It became the seat of the Kingdom of Cochin and a magnet for traders in pepper and other spices from Arabia, China and beyond. The Portuguese arrived in 1500 and built Fort Manuel, one of the first European forts in India; Vasco da Gama died here in 1524. The Dutch took the city in 1663, the British in 1795, and after independence Kochi grew into Kerala's commercial capital and a major naval and shipbuilding centre.",
      touristPlaces:
        "The Chinese fishing nets of Fort Kochi, St. Francis Church, Santa Cruz Cathedral Basilica, Mattancherry Palace, the Paradesi Synagogue and Jew Town, and the Hill Palace museum at Tripunithura.",
      famousFor:
        "Chinese fishing nets, the spice trade, colonial Fort Kochi, the Kochi-Muziris Biennale, Kathakali performances and Kerala seafood.",
      weather:
        "Tropical and humid all year, with temperatures mostly between 24°C and 33°C; the south-west monsoon from June to September brings very heavy rain, with more showers in October and November.",
    },
    howToReach: {
      byAir:
        "Cochin International Airport (COK) at Nedumbassery, about 30 km north-east of Ernakulam and about 40 km from Fort Kochi, has flights across India and to the Gulf and South-East Asia. It was the first airport in the world to run fully on solar power.",
      byRail:
        "Ernakulam Junction (ERS) is the main station, with trains from Thiruvananthapuram, Chennai, Bengaluru, Mumbai and Delhi; Ernakulam Town (ERN) serves many trains on the northern route. Vande Bharat services connect Kochi with Thiruvananthapuram and northern Kerala.",
      byRoad:
        "National highways connect Kochi with Thiruvananthapuram (about 200 km), Alappuzha (about 55 km), Munnar (about 130 km) and Coimbatore via Thrissur and Palakkad. Ferries and the Kochi Water Metro link Ernakulam with Fort Kochi and the islands.",
      nearestAirport: "COK",
      nearestStation: "ERS",
    },
    foodToTry: [
      {
        name: "Karimeen pollichathu",
        description:
          "Pearl spot fish marinated in spices, wrapped in banana leaf and pan-roasted, a Kerala classic.",
      },
      {
        name: "Appam with stew",
        description:
          "Lacy rice pancakes with soft centres, served with a mild coconut-milk stew of vegetables, chicken or mutton.",
      },
      {
        name: "Kerala fish curry",
        description:
          "Fish simmered with kudampuli (Malabar tamarind), chilli and coconut oil, often cooked in earthen pots.",
      },
      {
        name: "Fresh catch from the nets",
        description:
          "Buy fish or prawns from the stalls by the Chinese fishing nets and have them cooked to order at nearby eateries.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Spices",
        description:
          "Pepper, cardamom, cloves, cinnamon and nutmeg from the wholesale warehouses and shops of Mattancherry.",
      },
      {
        heading: "Antiques and curios",
        description:
          "Carved wooden furniture, brass lamps, old doors and reproductions in the antique shops of Jew Town; check what is genuinely old.",
      },
      {
        heading: "Kerala handloom",
        description: "Cream-and-gold kasavu sarees and mundus from Kerala handloom weavers.",
      },
      {
        heading: "Kathakali souvenirs",
        description: "Painted Kathakali masks and figurines, sold in Fort Kochi and Mattancherry.",
      },
    ],
    conclusion:
      "Base yourself in Fort Kochi to explore its old streets on foot or by bicycle, and save an evening for the fishing nets at sunset and a Kathakali performance. Kochi is also the natural gateway to Munnar's hills and Alappuzha's backwaters.",
    latitude: 9.9312,
    longitude: 76.2673,
    categories: ["heritage-walk", "foodies", "romantic-vacation"],
    rating: 4.6,
    trending: true,
    images: [
      {
        wikipedia: "Chinese fishing nets",
        alt: "Chinese fishing nets silhouetted on the waterfront at Fort Kochi",
      },
    ],
  },
  places: [
    {
      slug: "chinese-fishing-nets-fort-kochi",
      city: "kochi",
      name: "Chinese Fishing Nets, Fort Kochi",
      description:
        "Giant shore-operated fishing nets lining the waterfront of Fort Kochi, each a cantilevered frame of timber about 10 metres high with a net slung beneath it. They are the best-known image of Kochi.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A stroll along the beach walkway watching teams of fishermen lower and raise the nets using counterweights of stones; some may invite you to help for a small tip. Sunset is the busiest and most photogenic time.",
      moreAbout:
        "Fish stalls beside the nets sell the catch, and small eateries nearby will cook it for you. Vasco da Gama Square and the beach promenade are right next to them.",
      history:
        "The nets are thought to have been introduced by traders from China, possibly as early as the 14th century, though some historians credit Portuguese settlers from Macau. They have been used along the Kochi waterfront for centuries. Only a handful remain in working order, kept going by fishing families and restoration projects.",
      highlights:
        "Watching the nets being worked, sunset over the harbour mouth, the fresh fish stalls and passing ships entering the port.",
      timings:
        "Open at all hours; the nets are most active in the early morning and late afternoon.",
      entryFee: "Free; fishermen may ask for a small tip to step onto a net platform.",
      restrictedItems:
        "Step onto the net platforms only with the fishermen's permission; keep away from the counterweights; do not litter on the beach.",
      latitude: 9.9683,
      longitude: 76.2424,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Chinese fishing nets",
          alt: "Chinese fishing nets raised against the sky on the Fort Kochi shore",
        },
      ],
    },
    {
      slug: "mattancherry-palace",
      city: "kochi",
      name: "Mattancherry Palace",
      description:
        "A two-storeyed palace in Mattancherry, also called the Dutch Palace, built for the rajas of Cochin. It is now a museum famous for its Kerala mural paintings of scenes from the Ramayana and Hindu legends.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A modest exterior gives way to rooms of royal portraits, palanquins, costumes and weapons, and chambers whose walls are covered with detailed murals. Visits can be crowded when tour groups arrive.",
      moreAbout:
        "The palace is built around a central courtyard with a temple to the royal family's deity. The murals are among the finest examples of Kerala's traditional temple painting style.",
      history:
        "The Portuguese built the palace around 1555 and presented it to the Raja of Cochin, Veera Kerala Varma, to win favour. The Dutch carried out extensive repairs after taking Kochi in 1663, which is why it came to be called the Dutch Palace. The coronations of the rajas of Cochin were held here.",
      highlights:
        "The Ramayana murals, the coronation hall, the royal portraits and palanquins, and the traditional Kerala timber ceilings.",
      timings: "Generally open 10:00 am to 5:00 pm; closed on Fridays. Check before visiting.",
      entryFee:
        "A modest ASI museum ticket, higher for foreign visitors; children under 15 free. Check current rates before visiting.",
      restrictedItems:
        "Photography is not allowed inside; large bags may need to be left at the entrance.",
      latitude: 9.9583,
      longitude: 76.2594,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Mattancherry Palace",
          alt: "The front of Mattancherry Palace, the Dutch Palace, in Kochi",
        },
      ],
    },
    {
      slug: "paradesi-synagogue",
      city: "kochi",
      name: "Paradesi Synagogue",
      description:
        "A small synagogue at the end of Jew Town Road in Mattancherry, built in the 16th century and still in use. It is the oldest active synagogue in the Commonwealth of Nations.",
      suggestedDuration: "30 to 45 minutes",
      whatToExpect:
        "A short visit to a single, richly decorated prayer hall reached through a courtyard beneath a clock tower. Queues can form on busy days, and the lanes outside are lined with antique and spice shops.",
      moreAbout:
        "The floor is laid with hand-painted blue-and-white Chinese tiles, no two exactly alike, and glass chandeliers hang from the ceiling. A small display tells the history of Kerala's Jewish communities.",
      history:
        "The synagogue was built in 1568 by the Paradesi Jews, descendants of Jewish settlers from Europe and the Middle East. It was damaged by the Portuguese in 1662 and rebuilt under the Dutch a few years later. The clock tower was added in the 18th century, and today only a tiny Jewish community remains in Kochi.",
      highlights:
        "The Chinese porcelain floor tiles, the chandeliers, the clock tower and the surrounding lanes of Jew Town.",
      timings:
        "Generally open Sunday to Thursday, about 10:00 am to 1:00 pm and 3:00 pm to 5:00 pm; closed on Fridays, Saturdays and Jewish holidays. Check before visiting.",
      entryFee: "A nominal fee of about ₹10; check before visiting.",
      restrictedItems:
        "Photography is not allowed inside; shoes must be removed; dress modestly with shoulders and knees covered.",
      latitude: 9.9573,
      longitude: 76.2597,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Paradesi Synagogue",
          alt: "The Paradesi Synagogue and its clock tower in Jew Town, Kochi",
        },
      ],
    },
    {
      slug: "st-francis-church-kochi",
      city: "kochi",
      name: "St. Francis Church, Kochi",
      description:
        "One of the oldest European-built churches in India, a plain whitewashed church with a stepped gable facade near the Fort Kochi parade ground. Vasco da Gama was first buried here.",
      suggestedDuration: "30 minutes",
      whatToExpect:
        "A quiet, simple interior with old gravestones set into the walls and cloth punkahs (swinging fans) hanging above the pews. It is a working church of the Church of South India.",
      moreAbout:
        "Vasco da Gama's original gravestone still marks the spot where he lay before his remains were taken back to Portugal. Dutch and British tombstones line the walls.",
      history:
        "The Portuguese built a church here in the early 1500s, first in timber and later in stone. Vasco da Gama died in Kochi in 1524 and was buried in the church until his remains were moved to Lisbon in 1539. The Dutch later used it as a Protestant church, and it passed to the Anglicans under British rule.",
      highlights:
        "Vasco da Gama's gravestone, the old punkahs, the stepped facade and the colonial tombstones.",
      timings:
        "Generally open to visitors on weekdays and Saturdays during the day; Sunday mornings are reserved for services. Check before visiting.",
      entryFee: "Free.",
      restrictedItems: "Dress modestly; keep silence; avoid photography during services.",
      latitude: 9.9658,
      longitude: 76.2422,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "St. Francis Church, Kochi",
          alt: "The whitewashed facade of St. Francis Church in Fort Kochi",
        },
      ],
    },
    {
      slug: "santa-cruz-cathedral-basilica",
      city: "kochi",
      name: "Santa Cruz Cathedral Basilica",
      description:
        "A grand white cathedral in Fort Kochi with twin spires, one of the most impressive churches in Kerala. Its interior is richly decorated with paintings and murals.",
      suggestedDuration: "30 to 45 minutes",
      whatToExpect:
        "A bright, ornate interior with painted ceilings, stained glass and Stations of the Cross; services are held daily. It sits a short walk from St. Francis Church.",
      moreAbout:
        "The ceiling paintings depict the life and passion of Christ, and the church is a popular stop on walking tours of Fort Kochi. Visitors should be quiet during masses.",
      history:
        "The Portuguese laid the foundation of the original church in the early 16th century, and it became a cathedral in 1558. The British demolished the old building in the late 18th century. The present church was built between 1887 and 1905, and Pope John Paul II declared it a basilica in 1984.",
      highlights:
        "The painted ceilings, the stained-glass windows, the twin-spired facade and the murals of the passion of Christ.",
      timings:
        "Generally open daily from morning to evening, with masses at set times; check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Dress modestly; photography may be restricted during mass; maintain silence.",
      latitude: 9.9661,
      longitude: 76.243,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Santa Cruz Cathedral Basilica",
          alt: "The white twin-spired Santa Cruz Cathedral Basilica in Fort Kochi",
        },
      ],
    },
    {
      slug: "hill-palace-tripunithura",
      city: "kochi",
      name: "Hill Palace, Tripunithura",
      description:
        "The former administrative seat of the rajas of Cochin, a complex of buildings in terraced grounds at Tripunithura, about 10 km east of Ernakulam. It is now one of Kerala's largest museums.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "Several palace buildings holding royal collections, with sloping lawns and woodland around them. The grounds are pleasant for a walk, but the galleries can be warm in the afternoon.",
      moreAbout:
        "Exhibits include royal crowns and ornaments, oil paintings, weapons, palanquins, inscriptions and archaeological finds from across Kerala. A small deer park sits within the grounds.",
      history:
        "The palace complex was built in 1865 for the royal family of Cochin. After the princely state merged with independent India, the family handed it over to the government. It was opened as a museum by the Kerala archaeology department in the 1980s.",
      highlights:
        "The royal regalia, the painting galleries, the palace architecture and the wooded grounds.",
      timings: "Generally open 9:00 am to 4:30 pm; closed on Mondays. Check before visiting.",
      entryFee:
        "A small fee, higher for foreign visitors, with extra camera charges; check before visiting.",
      restrictedItems:
        "Photography inside the galleries may be restricted; no food inside the buildings.",
      latitude: 9.9528,
      longitude: 76.3636,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Hill Palace",
          alt: "The Hill Palace museum buildings at Tripunithura near Kochi",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "brunton-boatyard-fort-kochi",
      city: "kochi",
      name: "Brunton Boatyard",
      about:
        "A heritage-style hotel of CGH Earth on the harbour front in Fort Kochi, built on the site of a Victorian boatyard and designed in a mix of Portuguese, Dutch and British colonial styles. Every room looks out over the harbour, where ships and ferries pass close by.",
      address: "Calvathy Road, Fort Kochi, Kochi, Kerala 682001, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Laundry service",
        ],
        foodAndDrinks: ["Restaurant serving Kerala and colonial-era dishes", "Bar", "Room service"],
        healthAndWellness: ["Swimming pool", "Ayurveda treatments"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Courtyard", "Harbour-facing terraces", "Lounge"],
      },
      roomAmenities: {
        roomFeatures: [
          "Harbour views",
          "Colonial-style furniture",
          "Air conditioning",
          "Television",
          "Minibar",
        ],
        bathroom: ["Bathtub or shower", "Hairdryer", "Toiletries"],
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
          wikipedia: "Fort Kochi",
          alt: "The waterfront of Fort Kochi, where the hotel stands (not a photo of the hotel)",
        },
      ],
    },
    {
      slug: "taj-malabar-resort-and-spa-cochin",
      city: "kochi",
      name: "Taj Malabar Resort & Spa, Cochin",
      about:
        "A Taj hotel at the tip of Willingdon Island, with a heritage wing and a newer tower looking across the harbour towards Fort Kochi and Bolgatty. It is one of the city's oldest luxury hotels.",
      address: "Willingdon Island, Kochi, Kerala 682009, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Several restaurants serving Kerala, Indian and international cuisine",
          "Bar",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Spa", "Outdoor swimming pool", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Harbour-front lawns", "Lobby lounge", "Banquet and meeting rooms"],
      },
      roomAmenities: {
        roomFeatures: [
          "Harbour or city views",
          "Flat-screen TV",
          "Minibar",
          "Tea and coffee maker",
          "Work desk",
        ],
        bathroom: ["Bathtub or shower", "Bathrobes and slippers", "Hairdryer", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.5,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Kochi",
          alt: "A view of Kochi, the port city where the hotel stands (not a photo of the hotel)",
        },
      ],
    },
  ],
};
