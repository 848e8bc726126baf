import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";
import { credits, photo } from "../images.ts";

export const destination: Destination = {
  city: {
    slug: "thiruvananthapuram",
    name: "Thiruvananthapuram",
    state: "Kerala",
    description:
      "Thiruvananthapuram, long known as Trivandrum, is the capital of Kerala, spread over low hills near the southern tip of India. Once the seat of the Travancore kings, it combines the great Padmanabhaswamy Temple, palaces and museums with easy access to the beaches of Kovalam and Varkala.",
    bestTime:
      "November to February, when the weather is warm and dry and the sea is calm enough for the beaches.",
    seasons: {
      peak: {
        start: "November",
        end: "February",
        description:
          "Sunny days around 30°C with lower humidity; the beaches at Kovalam and Varkala are at their best, and the Swathi music festival is held in January.",
      },
      moderate: {
        start: "March",
        end: "May",
        description:
          "Hot and humid with occasional thunderstorms; the Attukal Pongala festival, when vast numbers of women cook offerings in the streets, usually falls in February or March.",
      },
      off: {
        start: "June",
        end: "October",
        description:
          "Monsoon months with heavy rain and rough seas, when beaches are not safe for swimming; popular for Ayurveda treatments, and the Onam festival brings celebrations in August or September.",
      },
    },
    overview: {
      title: "Thiruvananthapuram: the city of Lord Anantha",
      history:
        "The city takes its name from Anantha, the serpent on which Vishnu reclines in the Padmanabhaswamy Temple, a shrine praised by the Tamil Alvar saints more than a thousand years ago. In the 18th century Marthanda Varma built the kingdom of Travancore, rebuilt the temple and in 1750 dedicated his realm to Padmanabha, ruling as the deity's servant. His successor moved the capital from Padmanabhapuram to Thiruvananthapuram in 1795. Under rulers such as Swathi Thirunal the city gained an observatory, museums and a university, and it became the capital of Kerala when the state was formed in 1956.",
      touristPlaces:
        "The Padmanabhaswamy Temple, Kuthira Malika palace museum, the Napier Museum and its gardens, Kovalam Beach, Varkala Beach and cliffs, and Padmanabhapuram Palace on the road to Kanyakumari.",
      famousFor:
        "The Padmanabhaswamy Temple, Travancore heritage, Kovalam and Varkala beaches, Ayurveda, Kerala handloom sarees and the Attukal Pongala festival.",
      weather:
        "Warm and humid all year, with temperatures mostly between 24°C and 33°C; the south-west monsoon brings heavy rain from June to September and the north-east monsoon adds more in October and November.",
    },
    howToReach: {
      byAir:
        "Thiruvananthapuram International Airport (TRV) lies only about 6 km from the city centre and has flights to major Indian cities, the Gulf and South-East Asia. Kovalam is about 15 km from the airport.",
      byRail:
        "Thiruvananthapuram Central (TVC) is the main station, with trains along the Kerala coast to Kochi and Mangaluru and long-distance services to Chennai, Bengaluru, Mumbai and Delhi. Vande Bharat trains connect the city with Kochi and northern Kerala, and Varkala Sivagiri station lies about an hour to the north.",
      byRoad:
        "The coastal national highway runs north to Kollam and Kochi (about 200 km) and south to Kanyakumari (about 90 km). Kerala and Tamil Nadu state buses leave from the central bus station opposite Thiruvananthapuram Central.",
      nearestAirport: "TRV",
      nearestStation: "TVC",
    },
    foodToTry: [
      {
        name: "Kerala sadya",
        description:
          "A vegetarian feast of rice with many curries, pickles, pappadam and payasam, served on a banana leaf, especially at Onam.",
      },
      {
        name: "Boli and payasam",
        description:
          "A thin, sweet flatbread made with chickpea flour and jaggery, eaten with payasam, a favourite of southern Kerala.",
      },
      {
        name: "Puttu and kadala curry",
        description:
          "Steamed cylinders of rice flour and coconut with a spicy black chickpea curry, a classic breakfast.",
      },
      {
        name: "Seafood at the beaches",
        description:
          "Fish, prawns and lobster chosen from the day's catch and grilled or cooked in Kerala spices at restaurants in Kovalam and Varkala.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Balaramapuram handloom",
        description:
          "Fine cotton kasavu sarees and mundus with gold borders, woven in the nearby handloom village of Balaramapuram.",
      },
      {
        heading: "Kathakali masks and handicrafts",
        description:
          "Painted masks, rosewood carvings and brass lamps from government emporiums and shops in the city.",
      },
      {
        heading: "Banana chips and snacks",
        description:
          "Freshly fried banana chips and halwa from the old shops around Chalai market.",
      },
      {
        heading: "Ayurvedic products",
        description: "Herbal oils, soaps and remedies from established Ayurveda pharmacies.",
      },
    ],
    conclusion:
      "Spend a day on the city's temple, palace and museum trail, then unwind by the sea at Kovalam or on the cliffs of Varkala. The capital is also a good starting point for Kanyakumari and the southern tip of India.",
    latitude: 8.5241,
    longitude: 76.9366,
    categories: ["beach-retreat", "heritage-walk", "places-to-relax"],
    rating: 4.4,
    trending: false,
    images: [
      {
        wikipedia: "Padmanabhaswamy Temple",
        alt: "The tall gopuram of the Padmanabhaswamy Temple in Thiruvananthapuram",
      },
      photo(
        credits.kovalamBeach,
        "The curved beach at Kovalam near Thiruvananthapuram, with palms along the shore",
      ),
    ],
  },
  places: [
    {
      slug: "padmanabhaswamy-temple",
      city: "thiruvananthapuram",
      name: "Padmanabhaswamy Temple",
      description:
        "The great Vishnu temple in the old fort area of Thiruvananthapuram, where the deity reclines on the serpent Anantha. Its seven-tiered gopuram overlooks a temple tank and the palaces of the Travancore royal family.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "Strict security and dress rules at the gates, then long stone corridors leading to the sanctum, where the huge reclining image is seen in parts through three doors. Darshan is in fixed sessions, and queues can be long in the mornings and on festival days.",
      moreAbout:
        "The temple blends Kerala and Tamil styles, with a long corridor of carved granite pillars. In 2011 the opening of the temple's underground vaults revealed treasure of enormous value, bringing it worldwide attention.",
      history:
        "The temple is praised in the hymns of the Alvar saints, showing that a Vishnu shrine existed here by the early medieval period. Marthanda Varma rebuilt it in the 1730s and in 1750 dedicated the kingdom of Travancore to Padmanabha. The Travancore royal family remained closely involved in its management for centuries.",
      highlights:
        "The reclining image of Padmanabha, the seven-tiered gopuram, the corridor of carved pillars and the Padmatheertham tank.",
      timings:
        "Darshan in several sessions, roughly 3:30 am to 12:00 noon and 5:00 pm to 7:20 pm; session times change on festival days, so check before visiting.",
      entryFee: "Free general entry; paid tickets for some special darshan and offerings.",
      restrictedItems:
        "Entry is restricted to Hindus; men must wear a mundu or dhoti and remove their shirts, and women must wear a saree, set-mundu or long skirt with blouse; mobile phones, cameras and electronic devices must be deposited outside.",
      latitude: 8.4828,
      longitude: 76.9436,
      rating: 4.8,
      trending: false,
      images: [
        {
          wikipedia: "Padmanabhaswamy Temple",
          alt: "The gopuram of the Padmanabhaswamy Temple reflected in its tank",
        },
      ],
    },
    {
      slug: "kuthira-malika",
      city: "thiruvananthapuram",
      name: "Kuthira Malika",
      description:
        "A 19th-century palace beside the Padmanabhaswamy Temple, built by Maharaja Swathi Thirunal and named for the rows of carved wooden horses supporting its roof. Part of it is now a museum of the Travancore royal family's collections.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "Guided visits through a series of rooms with polished floors, carved wooden ceilings and royal objects; tours are short and follow a set route. The building is a fine example of traditional Kerala architecture.",
      moreAbout:
        "Exhibits include Kathakali figures, ivory and crystal thrones, Belgian mirrors, weapons and musical instruments linked to Swathi Thirunal. An upper room looks towards the temple gopuram.",
      history:
        "Swathi Thirunal, who ruled Travancore from 1829 to 1846, built the palace in the 1840s; he was also a celebrated composer of Carnatic music. After his death it stood largely unused for many years. The museum opened in the 1990s, and the palace courtyard hosts the Swathi Sangeethotsavam music festival each January.",
      highlights:
        "The carved wooden horse brackets, the royal collections, the ceilings of the upper rooms and the January music festival.",
      timings:
        "Generally open about 8:30 am to 1:00 pm and 3:00 pm to 5:30 pm; closed on Mondays. Check before visiting.",
      entryFee:
        "A modest ticket, higher for foreign visitors, with a separate camera fee; check before visiting.",
      restrictedItems: "Photography is not allowed inside the palace; shoes must be removed.",
      latitude: 8.4823,
      longitude: 76.9446,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Kuthira Malika",
          alt: "The traditional Kerala-style facade of Kuthira Malika palace in Thiruvananthapuram",
        },
      ],
    },
    {
      slug: "napier-museum",
      city: "thiruvananthapuram",
      name: "Napier Museum",
      description:
        "An art and natural history museum in a striking 19th-century building with steep gabled roofs and patterned brickwork, set in the gardens of the city's museum and zoo complex. It holds bronzes, ivory carvings, ornaments and a temple chariot.",
      suggestedDuration: "2 to 3 hours for the complex",
      whatToExpect:
        "A leafy campus with lawns and shady paths, the Napier Museum building at its centre, and the zoo, natural history museum and art gallery nearby. Expect school groups and families on weekends.",
      moreAbout:
        "The Sree Chitra Art Gallery in the same grounds has paintings by Raja Ravi Varma and Nicholas Roerich. The zoo, one of the oldest in India, sits on the slopes beside the museum.",
      history:
        "A museum was founded in Thiruvananthapuram in 1855, and its present building was completed in 1880 to a design by the architect Robert Chisholm. It was named after Lord Napier, Governor of Madras from 1866 to 1872. The building mixes Kerala, Indo-Saracenic and Gothic elements.",
      highlights:
        "The architecture of the museum building, the bronze and ivory collections, the Sree Chitra Art Gallery and the gardens.",
      timings:
        "Generally open 10:00 am to 5:00 pm; closed on Mondays and on Wednesday mornings. Check before visiting.",
      entryFee: "A small fee for each museum, gallery and the zoo; check before visiting.",
      restrictedItems:
        "Photography inside the galleries may be restricted; no food in the museums; do not feed zoo animals.",
      latitude: 8.5087,
      longitude: 76.9553,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Napier Museum",
          alt: "The gabled roofs and patterned brickwork of the Napier Museum",
        },
      ],
    },
    {
      slug: "kovalam-beach",
      city: "thiruvananthapuram",
      name: "Kovalam Beach",
      description:
        "Three crescent-shaped beaches separated by rocky headlands about 16 km south of the city, with a red-and-white lighthouse on the southern promontory. Kovalam has been Kerala's best-known beach resort since the 1970s.",
      suggestedDuration: "Half a day",
      whatToExpect:
        "A promenade lined with cafes, Ayurveda centres and shops behind Lighthouse Beach, the liveliest of the three, with quieter Hawa and Samudra beaches to the north. Lifeguards mark safe swimming areas with flags.",
      moreAbout:
        "The lighthouse can be climbed for views along the coast. Fishing boats land their catch early in the morning at the northern end, and many restaurants display fresh fish in the evening.",
      history:
        "Kovalam was a fishing village where the Travancore royal family built a seaside retreat in the early 20th century. It drew Western travellers in the 1970s and grew into a major resort. The lighthouse on the headland dates from the 1970s.",
      highlights:
        "Lighthouse Beach at sunset, the view from the lighthouse, Ayurveda massages and fresh seafood dinners.",
      timings:
        "The beaches are open at all hours; swim only during lifeguard hours. The lighthouse has set visiting hours; check before visiting.",
      entryFee: "The beaches are free; a small ticket for the lighthouse.",
      restrictedItems:
        "Swim only in flagged areas; the sea is dangerous during the monsoon; nudity and drinking on the beach are not allowed.",
      latitude: 8.3833,
      longitude: 76.9784,
      rating: 4.4,
      trending: false,
      images: [
        photo(credits.kovalamBeach, "The curved beach at Kovalam, with palms along the shore"),
      ],
    },
    {
      slug: "varkala-beach",
      city: "thiruvananthapuram",
      name: "Varkala Beach",
      description:
        "A beach about 50 km north of the city, backed by dramatic red laterite cliffs that rise straight from the sand. The cliff top is lined with cafes and guest houses looking out over the Arabian Sea.",
      suggestedDuration: "Half a day to a full day",
      whatToExpect:
        "Steps lead down from the cliff to Papanasam beach, where pilgrims perform rites for their ancestors in the morning. The North Cliff walkway is busy with travellers in the evening, when the sunset views are best.",
      moreAbout:
        "The cliffs are recognised by the Geological Survey of India as a national geological monument. The ancient Janardanaswamy Temple stands above the beach, and the Sivagiri Mutt of the reformer Sree Narayana Guru is nearby.",
      history:
        "Varkala has been a pilgrimage centre for centuries, its waters believed to wash away sins, hence the name Papanasam. Sree Narayana Guru founded the Sivagiri Mutt here in the early 20th century. The cliff-top tourist scene grew from the 1980s and 1990s.",
      highlights:
        "The red laterite cliffs, sunset from North Cliff, the Janardanaswamy Temple and the seafood cafes.",
      timings: "The beach is open at all hours; swim only where lifeguards are present.",
      entryFee: "Free.",
      restrictedItems:
        "Keep away from the crumbling cliff edges; swim only in flagged areas; respect pilgrims performing rites on the beach.",
      latitude: 8.7333,
      longitude: 76.7037,
      rating: 4.6,
      trending: false,
      images: [photo(credits.varkalaBeach, "Varkala beach below its red laterite cliffs")],
    },
    {
      slug: "padmanabhapuram-palace",
      city: "thiruvananthapuram",
      name: "Padmanabhapuram Palace",
      description:
        "The old palace of the Travancore kings at Thuckalay, about 55 km south-east of Thiruvananthapuram, in Tamil Nadu's Kanyakumari district but maintained by the Kerala government. It is one of the finest wooden palaces in India.",
      suggestedDuration: "2 hours (plus the drive)",
      whatToExpect:
        "A barefoot walk through a maze of timber halls, courtyards and staircases, with polished black floors and carved ceilings. Guides accompany visitors, and the palace can be busy with tour groups.",
      moreAbout:
        "Highlights include the council chamber with its mica windows, the king's bedroom with a medicinal wooden bed, murals in the upper rooms and a clock tower. It makes a good stop on the way to Kanyakumari.",
      history:
        "The palace dates from around 1601 and was rebuilt and enlarged by Marthanda Varma in the mid-18th century, when Padmanabhapuram was the capital of Travancore. The capital moved to Thiruvananthapuram in 1795. When state boundaries were redrawn in 1956, the palace fell in Tamil Nadu but remained under Kerala's care.",
      highlights:
        "The council chamber with mica windows, the carved wooden ceilings, the 18th-century murals and the polished floors.",
      timings:
        "Generally open 9:00 am to 1:00 pm and 2:00 pm to 4:30 pm; closed on Mondays. Check before visiting.",
      entryFee:
        "A modest ticket for Indians and a higher one for foreign visitors, with a camera fee; check before visiting.",
      restrictedItems:
        "Shoes must be removed; photography may be restricted in parts of the palace; do not touch the murals.",
      latitude: 8.2502,
      longitude: 77.327,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Padmanabhapuram Palace",
          alt: "The timber buildings and sloping roofs of Padmanabhapuram Palace",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "the-leela-kovalam",
      city: "thiruvananthapuram",
      name: "The Leela Kovalam, a Raviz Hotel",
      about:
        "A luxury cliff-top resort at Kovalam, overlooking the sea and the beaches below, operated by The Leela. Part of the property was once a royal seaside retreat, and rooms are spread across terraced buildings on the headland.",
      address: "Kovalam Beach, Thiruvananthapuram, Kerala 695527, India",
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
        healthAndWellness: ["Infinity swimming pools", "Ayurveda and spa centre", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Sea-view terraces", "Beach access", "Banquet and meeting spaces"],
      },
      roomAmenities: {
        roomFeatures: [
          "Sea views",
          "Balcony or terrace in many rooms",
          "Flat-screen TV",
          "Minibar",
          "Tea and coffee maker",
        ],
        bathroom: ["Bathtub or shower", "Bathrobes and slippers", "Hairdryer", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Swim in the sea only in flagged areas; the resort pools are the safer choice during the monsoon.",
        ],
      },
      rating: 4.6,
      priceBand: "luxury",
      images: [
        photo(
          credits.kovalamBeach,
          "Kovalam's curved beach and headland, where the resort stands (not a photo of the hotel)",
        ),
      ],
    },
    {
      slug: "taj-green-cove-kovalam",
      city: "thiruvananthapuram",
      name: "Taj Green Cove Resort & Spa, Kovalam",
      about:
        "A Taj resort of cottages and rooms set on a wooded hillside above a quiet cove near Kovalam, with views over the Arabian Sea. The main Kovalam beaches are a short drive away.",
      address: "G.V. Raja Vattapara Road, Kovalam, Thiruvananthapuram, Kerala 695527, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Restaurants serving Kerala seafood and international dishes",
          "Bar",
          "In-room dining",
        ],
        healthAndWellness: ["Swimming pool", "Spa with Ayurveda treatments", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Landscaped gardens", "Sea-view lawns", "Banquet spaces"],
      },
      roomAmenities: {
        roomFeatures: [
          "Garden or sea views",
          "Sit-out or balcony",
          "Flat-screen TV",
          "Minibar",
          "Tea and coffee maker",
        ],
        bathroom: ["Shower", "Bathtub in some categories", "Hairdryer", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.5,
      priceBand: "luxury",
      images: [
        photo(
          credits.kovalamBeach,
          "The beach at Kovalam, a short drive from the resort (not a photo of the hotel)",
        ),
      ],
    },
  ],
};
