import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "puducherry",
    name: "Puducherry",
    state: "Puducherry",
    description:
      "Puducherry, long known as Pondicherry, is a coastal town on the Bay of Bengal that was the capital of French India for nearly three centuries. Its mustard-yellow colonial streets, seafront promenade, cafes and bakeries sit beside a lively Tamil town, with the Sri Aurobindo Ashram and the international township of Auroville close by.",
    bestTime:
      "December to March, when the monsoon rains have ended and the days are warm but not oppressive.",
    seasons: {
      peak: {
        start: "December",
        end: "March",
        description:
          "Sunny, breezy weather ideal for walking the French Quarter and the promenade; Christmas, New Year and Pongal bring festivities and the busiest hotel season.",
      },
      moderate: {
        start: "July",
        end: "November",
        description:
          "Humid months with occasional showers, turning to the heavy rains of the north-east monsoon in October and November; room rates are lower.",
      },
      off: {
        start: "April",
        end: "June",
        description:
          "Hot and sticky, with afternoons around 36–39°C; mornings and evenings on the seafront are still pleasant.",
      },
    },
    overview: {
      title: "Puducherry: French streets on the Coromandel Coast",
      history:
        "Roman traders did business at nearby Arikamedu some two thousand years ago, and the area later lay within the realms of the Pallavas, the Cholas and the Vijayanagara kings. The French East India Company established a trading post here in 1674 under François Martin, and the Dutch held it briefly in the 1690s. Under Governor Joseph François Dupleix in the mid-18th century the town became the centre of French ambitions in India, and it changed hands with the British several times before being returned to France in 1816. French rule ended with a de facto transfer to India in 1954, formalised in 1962, and the town's official name became Puducherry in 2006.",
      touristPlaces:
        "Promenade Beach along Goubert Avenue, the French Quarter (White Town), the Sri Aurobindo Ashram, Manakula Vinayagar Temple, the Basilica of the Sacred Heart of Jesus, Auroville with the Matrimandir, and Paradise Beach by boat from Chunnambar.",
      famousFor:
        "French colonial architecture, the Sri Aurobindo Ashram and Auroville, seaside walks, cafes and French-style bakeries, and handmade paper, incense and pottery.",
      weather:
        "Hot and humid for most of the year: summer afternoons reach 36–39°C from April to June, winter days stay around 28–30°C with nights near 20–22°C, and most rain falls from October to December.",
    },
    howToReach: {
      byAir:
        "Puducherry Airport (PNY) at Lawspet, about 5 km from the town centre, has a small number of domestic flights. Most visitors fly into Chennai International Airport (MAA), about 150 km to the north, and continue by road in around three to four hours.",
      byRail:
        "Puducherry station (PDY) sits at the end of a branch line from Villupuram Junction (about 38 km away), which is on the main Chennai–Tiruchirappalli route. Direct trains run to Chennai Egmore in about four hours, along with a few long-distance express trains.",
      byRoad:
        "The East Coast Road links Chennai to Puducherry via Mahabalipuram in about 150 km, and Bengaluru is roughly 310 km away. Tamil Nadu and Puducherry government buses and private coaches run frequently from Chennai.",
      nearestAirport: "PNY",
      nearestStation: "PDY",
    },
    foodToTry: [
      {
        name: "French bakery fare",
        description:
          "Croissants, baguettes, pain au chocolat and crêpes from bakeries and cafes in the French Quarter, a legacy of the town's colonial past.",
      },
      {
        name: "Franco-Tamil Creole cooking",
        description:
          "Dishes from Puducherry's mixed French and Tamil households, such as spiced meat and fish curries and stews, served in a few heritage restaurants.",
      },
      {
        name: "Seafood",
        description:
          "Fresh prawns, crab and fish cooked the Tamil way with tamarind and chilli, or grilled in beachside restaurants.",
      },
      {
        name: "Filter coffee and tiffin",
        description:
          "Idli, dosa and vada with strong filter coffee in the small eateries of the Tamil quarter.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Handmade paper",
        description:
          "Notebooks, cards and gift wrap from the Sri Aurobindo Ashram's handmade paper unit and other local workshops.",
      },
      {
        heading: "Auroville products",
        description:
          "Incense, candles, ceramics, natural cosmetics and clothing made by units in Auroville and sold in its shops and outlets in town.",
      },
      {
        heading: "Leather and cotton goods",
        description:
          "Sandals, bags and light cotton clothing sold in boutiques along Mission Street and the French Quarter.",
      },
    ],
    conclusion:
      "Puducherry rewards a slow pace: walk the French Quarter early, spend the heat of the day in a cafe or museum, and join the town on the promenade at sunset. Allow a half day for Auroville and another for a boat to Paradise Beach.",
    latitude: 11.9416,
    longitude: 79.8083,
    categories: ["places-to-relax", "romantic-vacation", "beach-retreat", "foodies"],
    rating: 4.5,
    trending: false,
    images: [
      {
        wikipedia: "Promenade Beach",
        alt: "The seafront promenade of Puducherry along the Bay of Bengal",
      },
    ],
  },
  places: [
    {
      slug: "promenade-beach-puducherry",
      city: "puducherry",
      name: "Promenade Beach",
      description:
        "A rocky seafront running for about 1.5 km along Goubert Avenue, the boulevard at the edge of the French Quarter. It is the town's favourite place for morning walks and evening strolls, lined with statues, memorials and colonial buildings.",
      suggestedDuration: "1 to 2 hours",
      whatToExpect:
        "A wide paved walkway above a boulder seawall; the sea is rough here, so it is a place for walking rather than swimming. In the evening the road is closed to motor traffic and fills with families, joggers and snack sellers.",
      moreAbout:
        "Along the way stand a statue of Mahatma Gandhi surrounded by tall carved pillars, the French War Memorial, the old lighthouse, the heritage town hall and a statue of Dupleix. Small beach-side cafes offer a coffee with a sea view.",
      history:
        "Goubert Avenue was the seafront of the French town, where ships once anchored offshore and landed cargo at a pier. The French War Memorial was raised in the 1930s to honour soldiers from French India who died in the First World War. Erosion has eaten away most of the sand, and the boulder wall now protects the road.",
      highlights:
        "Sunrise over the Bay of Bengal, the Gandhi statue and its pillars, the French War Memorial, the old lighthouse and the car-free evening promenade.",
      timings:
        "Open at all hours; the road is usually closed to vehicles from early evening to the next morning.",
      entryFee: "Free.",
      restrictedItems:
        "Do not climb down onto the boulders or enter the sea, which has strong waves; no littering.",
      latitude: 11.933,
      longitude: 79.8357,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Promenade Beach",
          alt: "Promenade Beach in Puducherry with the seawall and the road along the shore",
        },
      ],
    },
    {
      slug: "sri-aurobindo-ashram",
      city: "puducherry",
      name: "Sri Aurobindo Ashram",
      description:
        "The spiritual community founded around the philosopher and former freedom fighter Sri Aurobindo and his collaborator Mirra Alfassa, known as the Mother. Its main building in the French Quarter holds their shrine-like tomb, the Samadhi, under a spreading tree in a flower-filled courtyard.",
      suggestedDuration: "30 minutes to 1 hour",
      whatToExpect:
        "A silent courtyard where visitors file past the flower-covered Samadhi and sit for a few minutes of quiet. Leave shoes at the entrance and keep phones switched off.",
      moreAbout:
        "The ashram runs schools, a library, guest houses, a handmade paper unit and other workshops across town. Its reading room and bookshop are good places to learn more about Sri Aurobindo's writings.",
      history:
        "Sri Aurobindo came to Pondicherry in 1910 to escape arrest by the British authorities and turned from politics to philosophy and yoga. The ashram took shape in 1926 as disciples gathered around him and the Mother, who managed its growth. Sri Aurobindo died in 1950 and the Mother in 1973; both are buried in the Samadhi.",
      highlights:
        "The Samadhi courtyard, the calm of the main building, the ashram bookshop and the handmade paper workshop.",
      timings:
        "The main building is generally open to visitors 8:00 am to 12:00 noon and 2:00 pm to 6:00 pm; check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Photography is not allowed; shoes must be left outside; silence is expected; phones should be switched off.",
      latitude: 11.9368,
      longitude: 79.8344,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Sri Aurobindo Ashram",
          alt: "The main building of the Sri Aurobindo Ashram in Puducherry",
        },
      ],
    },
    {
      slug: "auroville",
      city: "puducherry",
      name: "Auroville",
      description:
        "An experimental international township about 12 km north of Puducherry, in Tamil Nadu, founded to be a place where people from all countries could live together. At its centre stands the Matrimandir, a great golden sphere set in gardens.",
      suggestedDuration: "Half a day",
      whatToExpect:
        "Start at the Visitors Centre, which has an exhibition, cafes and shops, then walk about a kilometre along a shaded path to the viewing point for the Matrimandir. Entry to the meditation chamber inside the Matrimandir is limited and must be booked in advance, and it is meant for quiet concentration rather than sightseeing.",
      moreAbout:
        "Auroville spreads over a large area of reforested land with communities, farms, schools and workshops; a bicycle or scooter helps to explore beyond the centre. Many of its units make crafts, clothing and food products that are sold at the Visitors Centre.",
      history:
        "Auroville was founded on 28 February 1968 at a ceremony where young people from many countries placed soil from their homelands in an urn. The idea came from the Mother of the Sri Aurobindo Ashram. Construction of the Matrimandir began in 1971 and took decades to complete.",
      highlights:
        "The golden Matrimandir and its gardens, the Visitors Centre exhibition, the banyan tree at the centre of the township, and Auroville's cafes and craft shops.",
      timings:
        "The Visitors Centre is generally open daily about 9:00 am to 5:00 pm; passes for the Matrimandir viewing point and bookings for the inner chamber have their own hours and may close on some days, so check before visiting.",
      entryFee:
        "Free entry to the Visitors Centre and viewing point; passes are issued at the Visitors Centre.",
      restrictedItems:
        "Photography is not allowed inside the Matrimandir; silence is required near it; children below the minimum age are not admitted to the inner chamber.",
      latitude: 12.007,
      longitude: 79.8105,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Matrimandir",
          alt: "The golden sphere of the Matrimandir at the centre of Auroville",
        },
      ],
    },
    {
      slug: "manakula-vinayagar-temple",
      city: "puducherry",
      name: "Manakula Vinayagar Temple",
      description:
        "A much-loved Ganesha temple in the French Quarter, a few steps from the Sri Aurobindo Ashram. Its walls are covered with painted images of the many forms of Ganesha.",
      suggestedDuration: "30 to 45 minutes",
      whatToExpect:
        "A compact, busy temple with a steady stream of devotees from dawn to late evening; leave shoes at the stand outside. Festival days, especially Vinayaka Chaturthi, bring large crowds.",
      moreAbout:
        "The temple has a gilded chariot used in processions, and its halls are decorated with paintings and sculptures. It is a good contrast to the French architecture of the surrounding streets.",
      history:
        "The temple is older than the French settlement, and local tradition holds that the French authorities tried more than once to remove it. It survived and was gradually enlarged and decorated. Today it is one of the most visited temples in Puducherry.",
      highlights:
        "The main Ganesha shrine, the painted walls showing different forms of Ganesha, the golden chariot and the festival processions.",
      timings:
        "Generally open about 5:45 am to 12:30 pm and 4:00 pm to 9:30 pm; check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes must be left outside; photography inside the sanctum is not allowed; dress modestly.",
      latitude: 11.9355,
      longitude: 79.8343,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Manakula Vinayagar Temple",
          alt: "The entrance of the Manakula Vinayagar Temple in Puducherry",
        },
      ],
    },
    {
      slug: "basilica-of-the-sacred-heart-of-jesus-puducherry",
      city: "puducherry",
      name: "Basilica of the Sacred Heart of Jesus, Puducherry",
      description:
        "A large neo-Gothic church on the southern boulevard of Puducherry, painted in brown and white with twin spires. It is known for its stained-glass panels showing the life of Christ and the saints.",
      suggestedDuration: "30 to 45 minutes",
      whatToExpect:
        "A spacious, cool interior lit by coloured glass, usually quiet outside service times. Sunday masses are crowded, so weekday mornings are best for a calm visit.",
      moreAbout:
        "The church seats about 2,000 people and has a grotto, an adoration chapel and a parish hall in its grounds. It is a short auto-rickshaw ride from the French Quarter.",
      history:
        "Construction began in 1902 under French missionaries, and the church was blessed in December 1907. It was built to a Latin cross plan in the Gothic Revival style. In 2011 it was raised to the status of a minor basilica.",
      highlights:
        "The twin spires, the stained-glass windows of saints, the Gothic arches of the nave and the grotto in the grounds.",
      timings:
        "Generally open daily from early morning to evening, with mass at set times; check before visiting.",
      entryFee: "Free.",
      restrictedItems: "Dress modestly; avoid photography during mass; keep silence inside.",
      latitude: 11.9263,
      longitude: 79.827,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Basilica of the Sacred Heart of Jesus, Pondicherry",
          alt: "The neo-Gothic facade of the Basilica of the Sacred Heart of Jesus in Puducherry",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "palais-de-mahe-puducherry",
      city: "puducherry",
      name: "Palais de Mahe",
      about:
        "A boutique heritage-style hotel of CGH Earth in the French Quarter, built around a courtyard pool in the colonial manner. It is a short walk from the promenade and the Sri Aurobindo Ashram.",
      address: "4, Rue de Bussy, White Town, Puducherry 605001, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Laundry service",
        ],
        foodAndDrinks: ["Restaurant serving Franco-Tamil and continental dishes", "Room service"],
        healthAndWellness: ["Courtyard swimming pool", "Ayurveda and spa treatments"],
        safetyAndSecurity: ["24-hour security", "In-room safe"],
        commonArea: ["Courtyard", "Lounge", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: [
          "Air conditioning",
          "Colonial-style furniture",
          "Tea and coffee maker",
          "Television",
        ],
        bathroom: ["Shower", "Hairdryer", "Toiletries"],
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
          wikipedia: "Promenade Beach",
          alt: "Puducherry's seafront promenade, a short walk from the hotel (not a photo of the hotel)",
        },
      ],
    },
    {
      slug: "le-dupleix-puducherry",
      city: "puducherry",
      name: "Le Dupleix",
      about:
        "A boutique hotel in a restored 18th-century French colonial mansion in the heart of White Town. Rooms mix period furniture with modern comforts, and the seafront is a few minutes' walk away.",
      address: "5, Rue de la Caserne, White Town, Puducherry 605001, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Restaurant serving French, Creole and Indian dishes",
          "Bar",
          "Room service",
        ],
        healthAndWellness: ["Massage treatments on request"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Courtyard", "Lounge"],
      },
      roomAmenities: {
        roomFeatures: ["Air conditioning", "Antique-style furniture", "Television", "Minibar"],
        bathroom: ["Shower", "Hairdryer", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.3,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Manakula Vinayagar Temple",
          alt: "The Manakula Vinayagar Temple in White Town, near the hotel (not a photo of the hotel)",
        },
      ],
    },
  ],
};
