import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "mysuru",
    name: "Mysuru",
    state: "Karnataka",
    description:
      "Mysuru, long known as Mysore, was the capital of the Wadiyar kings and remains Karnataka's city of palaces, gardens and festivals. Its broad avenues, heritage buildings, silk and sandalwood, and the ten-day Dasara celebrations make it one of south India's most gracious cities.",
    bestTime:
      "October to February, when the weather is pleasant and the Dasara festival lights up the city in September or October.",
    seasons: {
      peak: {
        start: "October",
        end: "February",
        description:
          "Mild days of 25–29°C and cool nights; the city is at its busiest during Dasara, when the palace is lit every night and a grand procession closes the festival, so book well ahead.",
      },
      moderate: {
        start: "June",
        end: "September",
        description:
          "The monsoon brings moderate rain and cool, green days; sightseeing continues comfortably between showers, and Dasara sometimes begins in late September.",
      },
      off: {
        start: "March",
        end: "May",
        description:
          "Summer days reach 33–35°C, warm but drier than the coast; mornings and evenings are the best times to explore, and hotel rates are lower.",
      },
    },
    overview: {
      title: "Mysuru: city of palaces and Dasara",
      history:
        "The Wadiyar dynasty began ruling a small kingdom around Mysore in 1399 as vassals of the Vijayanagara empire and became independent after its fall. In 1610 Raja Wadiyar took Srirangapatna and made it his capital. In the 18th century power passed to Haidar Ali and his son Tipu Sultan, until Tipu's death at Srirangapatna in 1799 in the war against the British. The British then restored the Wadiyars with Mysore as their capital, and under Krishnaraja Wadiyar IV in the early 20th century the state became known for its progressive administration, industries and the Krishnarajasagara dam. The city's name was officially changed to Mysuru in 2014.",
      touristPlaces:
        "Mysore Palace, Chamundi Hills, St. Philomena's Cathedral, Brindavan Gardens, Mysore Zoo, Jaganmohan Palace art gallery, Devaraja Market, and Daria Daulat Bagh and the fort at Srirangapatna.",
      famousFor:
        "Mysore Palace and the Dasara festival, Mysore silk, sandalwood and incense, Mysore pak and masala dosa, Mysore paintings, and yoga schools that draw students from around the world.",
      weather:
        "At about 770 m above sea level, Mysuru is mild: winter days are around 27°C with nights near 16°C, April reaches about 34°C, and the monsoon from June to October brings moderate rain.",
    },
    howToReach: {
      byAir:
        "Mysore Airport (MYQ) at Mandakalli, about 10 km south of the city, has a small number of domestic flights. Most visitors fly into Bengaluru's Kempegowda International Airport (BLR), about 180 km away, and continue by road in three to four hours.",
      byRail:
        "Mysuru Junction (MYS) is linked to Bengaluru by frequent trains taking two to three hours, including Shatabdi and Vande Bharat services that continue to Chennai. Overnight trains run to other cities in south India.",
      byRoad:
        "The Bengaluru–Mysuru Expressway has cut the 145 km drive to about two and a half hours, and state buses leave Bengaluru every few minutes. Coorg (Madikeri) is about 120 km away and Ooty about 125 km via the Bandipur forest.",
      nearestAirport: "MYQ",
      nearestStation: "MYS",
    },
    foodToTry: [
      {
        name: "Mysore pak",
        description:
          "A rich sweet of gram flour, ghee and sugar said to have been created in the palace kitchens; old shops near Devaraja Market still make it fresh.",
      },
      {
        name: "Mysore masala dosa",
        description:
          "A crisp dosa spread inside with a spicy red chutney and filled with potato, served with coconut chutney and sambar.",
      },
      {
        name: "Soft butter dosa",
        description:
          "Small, spongy dosas cooked with butter and served with chutney, a breakfast institution at some of the city's oldest eateries.",
      },
      {
        name: "Bisi bele bath",
        description:
          "A hot, spiced rice-and-lentil dish with vegetables and tamarind, topped with ghee and crunchy boondi.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Mysore silk saris",
        description:
          "Pure silk saris with gold zari borders, best bought from the government-run Karnataka Silk Industries Corporation outlets, which mark genuine silk.",
      },
      {
        heading: "Sandalwood products",
        description:
          "Mysore sandal soap, sandalwood oil and carved sandalwood items; buy from government emporiums such as Cauvery to be sure of authenticity.",
      },
      {
        heading: "Incense and jasmine",
        description:
          "Agarbatti from Mysuru's incense makers and strings of fragrant Mysore mallige jasmine are sold in the Devaraja Market.",
      },
      {
        heading: "Mysore paintings and rosewood inlay",
        description:
          "Traditional paintings with gold leaf and furniture or panels inlaid with rosewood are sold at craft emporiums.",
      },
    ],
    conclusion:
      "Two days cover Mysuru well: the palace and Devaraja Market on the first day, Chamundi Hills and Srirangapatna on the second, with the Brindavan Gardens fountain show in the evening. Try to see the palace illuminated on a Sunday evening or during Dasara.",
    latitude: 12.2958,
    longitude: 76.6394,
    categories: ["heritage-walk", "foodies", "places-to-relax"],
    rating: 4.6,
    trending: false,
    images: [
      {
        wikipedia: "Mysore Palace",
        alt: "The domes and arches of Mysore Palace",
      },
    ],
  },
  places: [
    {
      slug: "mysore-palace",
      city: "mysuru",
      name: "Mysore Palace",
      description:
        "The official residence of the Wadiyar kings in the centre of Mysuru, a grand Indo-Saracenic palace of domes, arches and towers. It is one of the most visited monuments in India.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "Visitors leave their shoes at the counter and follow a set route through the ceremonial halls, including the Kalyana Mantapa wedding hall and the Durbar Hall. On Sundays, public holidays and during Dasara the palace is lit by nearly 100,000 bulbs in the evening.",
      moreAbout:
        "Inside are stained-glass ceilings, carved doors, cast-iron pillars, mosaic floors and murals of the Dasara procession. The fort grounds also hold temples, a museum of royal artefacts and the starting point of the Dasara procession.",
      history:
        "The earlier wooden palace burned down in 1897 during a royal wedding. The present palace, designed by the British architect Henry Irwin, was built between 1897 and 1912 for Krishnaraja Wadiyar IV. The royal family still lives in part of the palace, and the Dasara celebrations held here continue a tradition from the Vijayanagara court.",
      highlights:
        "The Durbar Hall, the Kalyana Mantapa with its stained-glass dome, the golden howdah used in the Dasara procession, the murals and the Sunday evening illumination.",
      timings:
        "Open daily 10:00 am to 5:30 pm; illumination on Sundays, public holidays and during Dasara, usually about 7:00 pm to 7:45 pm. Check before visiting.",
      entryFee:
        "About ₹100–120 for adults, with lower rates for children; an audio guide is available for a fee. Check before visiting.",
      restrictedItems:
        "Shoes must be deposited at the counter; photography inside the palace halls has been restricted, and drones, food and smoking are not allowed.",
      latitude: 12.3052,
      longitude: 76.6552,
      rating: 4.8,
      trending: true,
      images: [
        {
          wikipedia: "Mysore Palace",
          alt: "Mysore Palace with its central dome and arched façade",
        },
      ],
    },
    {
      slug: "chamundi-hills",
      city: "mysuru",
      name: "Chamundi Hills",
      description:
        "A hill rising just south-east of the city, crowned by the Chamundeshwari Temple, dedicated to the protective goddess of the Wadiyar family. It gives wide views over Mysuru.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "Most visitors drive up the 13-km road to the summit temple, where queues can be long at weekends and on Fridays. Pilgrims climb the thousand-odd stone steps, passing a giant monolithic Nandi about halfway.",
      moreAbout:
        "At the summit stand the temple with its tall gopuram, a colourful statue of the demon Mahishasura and a village of stalls. The Nandi statue, about five metres high, is carved from a single block of granite.",
      history:
        "The goddess Chamundeshwari is believed to have slain the buffalo demon Mahishasura, from whom Mysuru is said to take its name. The Wadiyar kings were great patrons of the temple; the steps and the Nandi were made in the 17th century under Dodda Devaraja Wadiyar. The gopuram was added in the 19th century.",
      highlights:
        "The Chamundeshwari Temple, the Nandi monolith, the Mahishasura statue, the step climb and the view of the city and palace.",
      timings:
        "Temple open daily, roughly 7:30 am to 2:00 pm, 3:30 pm to 6:00 pm and 7:30 pm to 9:00 pm. Check before visiting.",
      entryFee: "Free; paid special-darshan tickets are available.",
      restrictedItems:
        "Shoes must be left outside the temple; phones and cameras may not be used inside the sanctum, and modest dress is expected.",
      latitude: 12.2724,
      longitude: 76.6712,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Chamundi Hills",
          alt: "The Chamundeshwari Temple gopuram on Chamundi Hills",
        },
      ],
    },
    {
      slug: "st-philomenas-cathedral-mysuru",
      city: "mysuru",
      name: "St. Philomena's Cathedral",
      description:
        "A neo-Gothic cathedral with twin spires rising about 53 metres above the north of the city. It is one of the largest churches in India.",
      suggestedDuration: "45 minutes",
      whatToExpect:
        "A tall nave with stained-glass windows showing the life of Christ, and a crypt below the altar where a relic of St Philomena is kept. Masses are held daily, and visitors are welcome outside service times.",
      moreAbout:
        "The design drew inspiration from Cologne Cathedral in Germany. The spires are visible from many parts of Mysuru, and the lawns are pleasant at dusk.",
      history:
        "The foundation stone was laid in 1933 by Krishnaraja Wadiyar IV, who supported the building of a new church for the city's Catholic community. It was designed by a French architect named Daly, built in the following years and opened in 1941. It later became the cathedral of the Diocese of Mysore.",
      highlights:
        "The twin spires, the stained-glass windows, the crypt with the relic of St Philomena and the vaulted nave.",
      timings:
        "Open daily, roughly 5:00 am to 6:00 pm; visits are restricted during Mass. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Modest dress and silence are expected; photography may be restricted inside, and food is not allowed.",
      latitude: 12.3208,
      longitude: 76.6583,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "St. Philomena's Cathedral, Mysore",
          alt: "The twin Gothic spires of St. Philomena's Cathedral in Mysuru",
        },
      ],
    },
    {
      slug: "brindavan-gardens",
      city: "mysuru",
      name: "Brindavan Gardens",
      description:
        "Terraced ornamental gardens laid out below the Krishnarajasagara dam on the Kaveri, about 20 km north-west of Mysuru. They are famous for their illuminated musical fountain show.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "Symmetrical lawns, flower beds, fountains and water channels stepping down from the dam, with boating on a small lake. Most visitors arrive in the late afternoon to stay for the evening lights and the musical fountain, so expect crowds and traffic.",
      moreAbout:
        "The gardens are divided by the river channel into north and south sections, linked by a footbridge and a boat service. The Krishnarajasagara reservoir behind the dam supplies water to Mysuru and Bengaluru.",
      history:
        "The Krishnarajasagara dam was built between 1911 and 1931 under the engineer Sir M. Visvesvaraya, in the reign of Krishnaraja Wadiyar IV. The Diwan Sir Mirza Ismail planned the gardens below it in the Mughal style, and work began in 1927. The gardens have been one of Karnataka's favourite outings ever since.",
      highlights:
        "The musical fountain show, the illuminated terraces, the view of the dam, boating and the footbridge between the two halves of the gardens.",
      timings:
        "Open daily from morning until about 8:00 pm, later at weekends; the musical fountain runs in the evening. Timings change with the season and dam safety conditions; check before visiting.",
      entryFee:
        "About ₹100 for adults, with extra charges for cameras and parking. Check before visiting.",
      restrictedItems:
        "Walking on the dam, plucking flowers, entering the fountains, plastic and alcohol are not allowed; bags may be checked.",
      latitude: 12.4216,
      longitude: 76.5727,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Brindavan Gardens",
          alt: "Terraced lawns and fountains of Brindavan Gardens below the Krishnarajasagara dam",
        },
      ],
    },
    {
      slug: "daria-daulat-bagh",
      city: "mysuru",
      name: "Daria Daulat Bagh",
      description:
        "Tipu Sultan's teak-wood summer palace in a garden at Srirangapatna, the island fortress town on the Kaveri about 15 km from Mysuru. Its walls are covered with vivid painted murals.",
      suggestedDuration: "1 to 1.5 hours, plus time for the rest of Srirangapatna",
      whatToExpect:
        "A low pavilion surrounded by wooden pillars and verandas, set in formal gardens, with a small museum inside. The paintings are fragile, so visitors view them from walkways.",
      moreAbout:
        "The west wall shows a large mural of Haidar Ali and Tipu's victory over the British at Pollilur in 1780. The museum displays portraits, coins and Tipu-era objects. Srirangapatna's Ranganathaswamy Temple, Tipu's tomb at the Gumbaz and the fort ruins are nearby.",
      history:
        "Tipu Sultan built the palace in 1784, and its name means 'wealth of the sea'. After Tipu was killed in the siege of Srirangapatna in 1799, Colonel Arthur Wellesley, later the Duke of Wellington, lived here for a time. The palace is now protected by the Archaeological Survey of India.",
      highlights:
        "The painted murals including the Battle of Pollilur, the teak colonnades, the museum of Tipu's era and the gardens.",
      timings:
        "Open 9:00 am to 5:00 pm; closed on Fridays. As published by ASI; check before visiting.",
      entryFee:
        "Indians about ₹25, foreign visitors about ₹300 (ASI); children under 15 free. Check before visiting.",
      restrictedItems:
        "Photography inside the palace is not allowed; do not touch the murals, and drones and tripods need permission.",
      latitude: 12.4172,
      longitude: 76.6946,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Daria Daulat Bagh",
          alt: "The teak-pillared summer palace of Daria Daulat Bagh in its garden at Srirangapatna",
        },
      ],
    },
    {
      slug: "mysore-zoo",
      city: "mysuru",
      name: "Mysore Zoo",
      description:
        "One of India's oldest zoos, officially the Sri Chamarajendra Zoological Gardens, close to the palace and the foot of Chamundi Hills. It is known for its spacious, leafy enclosures and breeding programmes.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "A long circular walking route past enclosures for elephants, big cats, giraffes, gorillas and many birds, with shady trees along the way. Battery vehicles help with the distance, and the adjoining Karanji Lake is good for birdwatching.",
      moreAbout:
        "The zoo runs an animal adoption scheme that lets the public support individual animals. It covers well over a hundred acres including the lake.",
      history:
        "Maharaja Chamaraja Wadiyar X founded the zoo in 1892 as a palace menagerie on about 10 acres, with a German horticulturist, G. H. Krumbiegel, laying out its gardens. It opened to the public in the early 20th century and was handed to the state after independence. It is now managed by the Zoo Authority of Karnataka.",
      highlights:
        "The elephants and big cats, the gorilla and giraffe enclosures, the reptile house, the shady walking paths and Karanji Lake.",
      timings: "Open 8:30 am to 5:30 pm; closed on Tuesdays. Check before visiting.",
      entryFee:
        "About ₹120–150 for adults depending on the day, lower for children, with a camera fee. Check before visiting.",
      restrictedItems:
        "Plastic, outside food in some areas, feeding or teasing animals and pets are not allowed.",
      latitude: 12.301,
      longitude: 76.668,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Mysore Zoo",
          alt: "Animals in a leafy enclosure at Mysore Zoo",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "radisson-blu-plaza-hotel-mysore",
      city: "mysuru",
      name: "Radisson Blu Plaza Hotel Mysore",
      about:
        "A large modern hotel on MG Road, a short drive from the palace and with views towards Chamundi Hills from some rooms. It is a popular choice for families and groups.",
      address: "1, MG Road, Mysuru, Karnataka 570010, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "All-day restaurant with buffets",
          "Specialty restaurant",
          "Bar",
          "24-hour room service",
        ],
        healthAndWellness: ["Outdoor swimming pool", "Fitness centre", "Spa"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Lobby lounge", "Banquet and meeting rooms", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: ["City or hill views", "Minibar", "Tea and coffee maker", "Flat-screen TV"],
        bathroom: ["Shower", "Hairdryer", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.4,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Chamundi Hills",
          alt: "Chamundi Hills, which rise above the city near the hotel (the photo shows the hill temple, not the hotel)",
        },
      ],
    },
    {
      slug: "royal-orchid-metropole-mysore",
      city: "mysuru",
      name: "Royal Orchid Metropole",
      about:
        "A heritage hotel in a white colonial mansion close to the city centre, originally built by the Maharaja of Mysore to house his British guests. Rooms have high ceilings and period furniture.",
      address: "5, Jhansi Lakshmi Bai Road, Mysuru, Karnataka 570005, India",
      amenities: {
        basicFacilities: ["Free Wi-Fi", "Air conditioning", "24-hour front desk", "Parking"],
        foodAndDrinks: ["Restaurant serving Indian and continental dishes", "Bar", "Room service"],
        healthAndWellness: ["Outdoor swimming pool", "Garden lawns for morning walks"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Verandas and lawns", "Heritage lounge", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: [
          "High ceilings and period furniture",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: ["Shower", "Hairdryer", "Complimentary toiletries"],
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
          wikipedia: "Mysore Palace",
          alt: "Mysore Palace, a short drive from the hotel (the photo shows the palace, not the hotel)",
        },
      ],
    },
  ],
};
