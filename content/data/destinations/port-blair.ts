import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";
import { credits, photo } from "../images.ts";

export const destination: Destination = {
  city: {
    slug: "port-blair",
    name: "Sri Vijaya Puram (Port Blair)",
    state: "Andaman and Nicobar Islands",
    description:
      "Sri Vijaya Puram, known until 2024 as Port Blair, is the capital of the Andaman and Nicobar Islands, on the east coast of South Andaman in the Bay of Bengal. It is the arrival point for almost every visitor and the base for ferries to Swaraj Dweep (Havelock) and Shaheed Dweep (Neil), while its own sights tell the story of the colonial penal settlement and India's freedom struggle.",
    bestTime:
      "November to April, when the sea is calm, skies are clear and ferries and water sports run reliably.",
    seasons: {
      peak: {
        start: "November",
        end: "April",
        description:
          "Sunny days around 28–31°C, calm seas and good underwater visibility for snorkelling and diving; December and January are the busiest months.",
      },
      moderate: {
        start: "October",
        end: "October",
        description:
          "The tail of the monsoon brings occasional showers and choppy seas, but the islands are green and less crowded.",
      },
      off: {
        start: "May",
        end: "September",
        description:
          "The south-west monsoon brings heavy rain and rough seas; ferries and boat trips are often cancelled and many water sports stop.",
      },
    },
    overview: {
      title: "Sri Vijaya Puram: the island capital of the Andamans",
      history:
        "The harbour takes its old name from Lieutenant Archibald Blair of the East India Company's navy, who surveyed the islands in 1789, though the first settlement was abandoned within a few years. After the uprising of 1857 the British set up a penal settlement here, sending freedom fighters and convicts from the mainland, and built the Cellular Jail between 1896 and 1906. Japanese forces occupied the islands from 1942 to 1945, and Subhas Chandra Bose raised the Indian tricolour in the town on 30 December 1943. The islands became a Union Territory after independence, and in 2024 the capital was renamed Sri Vijaya Puram.",
      touristPlaces:
        "The Cellular Jail and its light and sound show, Netaji Subhas Chandra Bose Dweep (Ross Island), Mahatma Gandhi Marine National Park at Wandoor, Corbyn's Cove, Chidiya Tapu, the Samudrika naval marine museum, and ferries to Swaraj Dweep's Radhanagar Beach and to Shaheed Dweep.",
      famousFor:
        "The Cellular Jail, white-sand beaches and coral reefs, scuba diving and snorkelling, fresh seafood, and the islands' role in India's freedom struggle.",
      weather:
        "Tropical maritime climate: warm and humid all year at about 23–31°C, with a long wet season from May to December (heaviest from June to September) and the driest, calmest weather from January to April.",
    },
    howToReach: {
      byAir:
        "Veer Savarkar International Airport (IXZ) lies on the southern edge of the town, a few minutes' drive from the centre. Direct flights connect it with Chennai and Kolkata (about two hours) and with Delhi, Bengaluru, Hyderabad and other cities.",
      byRail:
        "There is no railway in the islands. The nearest major railheads are on the mainland at Chennai Central (MAS) and Kolkata (Howrah), from where passenger ships sail to the islands in about three days; most travellers fly.",
      byRoad:
        "The Andaman Trunk Road (NH 4) runs north from the town through Baratang and Rangat to Mayabunder and Diglipur; buses and taxis cover local routes. To reach other islands, take government ferries or private catamarans from Haddo and Phoenix Bay jetties to Swaraj Dweep (about 1.5 to 2.5 hours) and Shaheed Dweep.",
      nearestAirport: "IXZ",
      nearestStation: "MAS",
    },
    foodToTry: [
      {
        name: "Grilled fish and seafood",
        description:
          "Snapper, barracuda, prawns, crab and lobster grilled with spices or cooked to order at beach shacks and town restaurants.",
      },
      {
        name: "Andaman fish curry",
        description:
          "Fish simmered in coconut milk with local spices, reflecting the mix of Bengali, Tamil and Malayali settlers in the islands.",
      },
      {
        name: "Bengali and South Indian meals",
        description:
          "Rice-and-fish thalis and dosas are everyday food in the town, thanks to the many mainland communities settled here.",
      },
      {
        name: "Tender coconut",
        description: "Fresh coconut water sold at roadside stalls and beaches across the islands.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Wood and cane handicrafts",
        description:
          "Carved items in padauk and other island timbers and cane furniture, from the government Sagarika emporium and licensed shops.",
      },
      {
        heading: "Pearl and shell-free jewellery",
        description:
          "Cultured pearl jewellery and craft jewellery; note that collecting or buying coral and many shells is illegal, and they can be seized at the airport.",
      },
      {
        heading: "Coconut crafts and spices",
        description:
          "Coconut-shell crafts, virgin coconut oil, and spices such as cloves and cinnamon grown in the islands.",
      },
    ],
    conclusion:
      "Spend a day or two in Sri Vijaya Puram for the Cellular Jail, Ross Island and a snorkelling trip to Wandoor, then take the ferry to Swaraj Dweep for a few days on Radhanagar Beach. Book ferries early in peak season, and leave coral, shells and sand where you find them.",
    latitude: 11.6234,
    longitude: 92.7265,
    categories: ["beach-retreat", "honeymoon-hotspots", "adventure-seekers", "romantic-vacation"],
    rating: 4.6,
    trending: false,
    images: [
      photo(
        credits.havelockIsland,
        "A beach on Havelock Island (Swaraj Dweep), reached by ferry from Sri Vijaya Puram",
      ),
      {
        wikipedia: "Cellular Jail",
        alt: "The brick wings and central tower of the Cellular Jail in Sri Vijaya Puram",
      },
    ],
  },
  places: [
    {
      slug: "cellular-jail",
      city: "port-blair",
      name: "Cellular Jail",
      description:
        "The colonial prison where the British held hundreds of Indian freedom fighters in solitary cells, now a National Memorial and museum. It overlooks the sea at Atlanta Point in the north-east of the town.",
      suggestedDuration: "2 hours, plus the evening show",
      whatToExpect:
        "You walk through the surviving wings of tiny cells, the gallows, museum galleries and photo displays, and climb to the central tower for views over the sea to Ross Island. The evening light and sound show in the courtyard tells the jail's story.",
      moreAbout:
        "Each of the cells was built for a single prisoner, and the wings were designed so that no prisoner could see another. Plaques list the names of freedom fighters imprisoned here, including Vinayak Damodar Savarkar and Batukeshwar Dutt.",
      history:
        "The British built the jail between 1896 and 1906 with seven wings radiating from a central tower, like the spokes of a wheel, holding about 690 cells. It held political prisoners from many parts of India, who staged hunger strikes against harsh conditions in the 1930s. Only three wings survive today, and the jail was declared a National Memorial in 1979.",
      highlights:
        "The central watchtower and its views, the surviving wings of cells, the gallows, the museum galleries and the evening light and sound show.",
      timings:
        "Usually open in morning and afternoon sessions with a lunch break, and closed on some national holidays; the light and sound show is held in the evening. Check before visiting.",
      entryFee:
        "A modest entry fee, with extra charges for cameras and a separate ticket for the light and sound show (often booked online). Check before visiting.",
      restrictedItems:
        "Food, smoking and drones are not allowed; maintain silence and respect in the memorial areas.",
      latitude: 11.6742,
      longitude: 92.7477,
      rating: 4.7,
      trending: false,
      images: [
        {
          wikipedia: "Cellular Jail",
          alt: "The Cellular Jail's brick wings and central tower",
        },
      ],
    },
    {
      slug: "netaji-subhas-chandra-bose-dweep",
      city: "port-blair",
      name: "Netaji Subhas Chandra Bose Dweep (Ross Island)",
      description:
        "A small island at the mouth of the harbour, a short boat ride from the town, that was the British administrative headquarters of the islands. Its ruins, overgrown with giant fig roots, make it one of the most atmospheric sights in the Andamans.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "Boats from Aberdeen (Rajiv Gandhi) Water Sports Complex jetty cross in about 10 to 15 minutes. A loop path leads past the ruins of the church, the Chief Commissioner's house, the bakery, barracks and Japanese bunkers, with tame deer and peacocks wandering freely; electric carts are available.",
      moreAbout:
        "The island is looked after by the Indian Navy. A light and sound show is held in the evenings, and the far side has a lighthouse and sea views.",
      history:
        "After 1858 the British made the island the headquarters of the penal settlement, building officers' houses, a church, a club and a hospital. An earthquake in 1941 and the Japanese occupation in 1942 ended its days as a settlement, and it was later abandoned. It was renamed in 2018 in honour of Subhas Chandra Bose, who visited the islands in December 1943.",
      highlights:
        "The ruined Presbyterian church, the Chief Commissioner's house, Japanese bunkers, roots engulfing the walls, the deer and peacocks, and the evening show.",
      timings:
        "Boats usually run from morning to mid-afternoon; the island has been closed to visitors one day a week (often Wednesday). Check before visiting.",
      entryFee:
        "A small entry fee plus the boat fare; the light and sound show is ticketed separately. Check before visiting.",
      restrictedItems:
        "Do not feed the deer or climb on the ruins; food waste and plastic must be taken back; drones are not allowed.",
      latitude: 11.6766,
      longitude: 92.7625,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Ross Island, Port Blair Tehsil",
          alt: "Ruined colonial buildings among trees on Ross Island, now Netaji Subhas Chandra Bose Dweep",
        },
      ],
    },
    {
      slug: "mahatma-gandhi-marine-national-park",
      city: "port-blair",
      name: "Mahatma Gandhi Marine National Park",
      description:
        "A marine national park of islands, mangroves and coral reefs at Wandoor, about 30 km south-west of the town. Boat trips take visitors to Jolly Buoy or Red Skin islands for snorkelling and glass-bottomed boat rides.",
      suggestedDuration: "A full day",
      whatToExpect:
        "A drive to Wandoor jetty, a boat ride of about an hour to the island open that season, then time to snorkel over coral gardens or view them from a glass-bottomed boat. Facilities on the islands are minimal, so take water and sun protection.",
      moreAbout:
        "The reefs hold hard and soft corals, giant clams, reef fish, turtles and rays. Only one of the two main islands is usually open at a time, in rotation, to reduce pressure on the reefs.",
      history:
        "The park was established in 1983 to protect the reefs and mangroves of the Labyrinth Islands south-west of the town. The 2004 tsunami damaged parts of the reefs and the Wandoor coast, which have been slowly recovering since. Permits and boat numbers are controlled by the forest department.",
      highlights:
        "Snorkelling over coral at Jolly Buoy or Red Skin, glass-bottomed boats, mangrove creeks, reef fish and clear turquoise water.",
      timings:
        "Boats leave Wandoor in the morning during the open season (roughly November to May); the park is usually closed on Mondays. Check before visiting.",
      entryFee:
        "Park permits (higher for foreign visitors) and boat charges are payable separately; snorkelling gear and glass-bottomed boats are extra. Check before visiting.",
      restrictedItems:
        "Plastic bottles and bags are banned on the islands; do not touch, stand on or collect coral, shells or marine life; no food waste or sunscreen sprays on the reef.",
      latitude: 11.594,
      longitude: 92.61,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Mahatma Gandhi Marine National Park",
          alt: "Clear water and coral islands in Mahatma Gandhi Marine National Park at Wandoor",
        },
      ],
    },
    {
      slug: "radhanagar-beach",
      city: "port-blair",
      name: "Radhanagar Beach",
      description:
        "A long curve of white sand backed by tall forest on the west coast of Swaraj Dweep (Havelock Island), reached by ferry from Sri Vijaya Puram. It is often ranked among the finest beaches in Asia.",
      suggestedDuration: "Half a day",
      whatToExpect:
        "A short drive from the Havelock jetty to a wide beach with gentle waves, lifeguards and simple facilities. Sunsets draw crowds, and the northern end (Neil's Cove) is good for a quieter swim.",
      moreAbout:
        "Swaraj Dweep also has Elephant Beach and Kalapathar Beach and is the main base for scuba diving in the Andamans. Staying a few nights on the island is better than a day trip.",
      history:
        "Havelock Island was settled largely by families from Bengal after independence, and the villages were numbered rather than named, so Radhanagar is often called Beach No. 7. The beach became internationally known after Time magazine named it the best beach in Asia in 2004. It received Blue Flag certification for cleanliness and safety in 2020.",
      highlights:
        "Powdery white sand, turquoise water, sunsets over the sea, the forested backdrop and Neil's Cove at the northern end.",
      timings:
        "Open daily from morning until shortly after sunset; swimming only in daylight and in patrolled areas. Check before visiting.",
      entryFee: "Free; the ferry from Sri Vijaya Puram is paid separately.",
      restrictedItems:
        "Alcohol, plastic and littering are not allowed on the beach; do not swim after dark or beyond the flags, and do not collect shells or coral.",
      latitude: 11.984,
      longitude: 92.951,
      rating: 4.8,
      trending: false,
      images: [
        {
          wikipedia: "Radhanagar Beach",
          alt: "The white sand and turquoise water of Radhanagar Beach on Swaraj Dweep",
        },
      ],
    },
    {
      slug: "shaheed-dweep-neil-island",
      city: "port-blair",
      name: "Shaheed Dweep (Neil Island)",
      description:
        "A small, flat island of farms, coconut palms and quiet beaches south of Swaraj Dweep, about one to two hours by ferry from Sri Vijaya Puram. Its relaxed pace and coral shores make it a favourite for a night or two.",
      suggestedDuration: "1 to 2 days",
      whatToExpect:
        "Cycle or take an auto-rickshaw between Laxmanpur, Bharatpur and Sitapur beaches, snorkel off Bharatpur, and walk out at low tide to the natural rock arch near Laxmanpur. Accommodation ranges from huts to comfortable resorts.",
      moreAbout:
        "The beaches are named after characters from the Ramayana. Sunrise at Sitapur and sunset at Laxmanpur are the island's classic outings.",
      history:
        "Like Havelock, the island was settled by families from Bengal after independence, who farm vegetables that are supplied to the capital. It was renamed Shaheed Dweep in 2018, along with Havelock and Ross islands. Tourism has grown steadily since ferries began running regularly.",
      highlights:
        "The natural rock arch at low tide, snorkelling at Bharatpur, sunrise at Sitapur, sunset at Laxmanpur, and cycling through the village lanes.",
      timings:
        "Beaches are open during daylight; ferry times vary with the season and weather. Check before visiting.",
      entryFee: "Free; ferry tickets and some beach facilities are paid separately.",
      restrictedItems:
        "Do not walk on live coral or collect shells and coral; no plastic or littering; check tide times before walking to the rock arch.",
      latitude: 11.832,
      longitude: 93.03,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Neil Island",
          alt: "Shaheed Dweep (Neil Island), a small island of beaches and coconut palms in the Andamans",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "fortune-resort-bay-island-port-blair",
      city: "port-blair",
      name: "Fortune Resort Bay Island",
      about:
        "A hillside hotel of the Fortune group (ITC) on Marine Hill, with terraced gardens and a sea-water swimming pool looking out over the harbour towards Ross Island. It is one of the best-known hotels in the capital.",
      address:
        "Marine Hill, Sri Vijaya Puram (Port Blair), Andaman and Nicobar Islands 744101, India",
      amenities: {
        basicFacilities: [
          "Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Restaurant serving seafood, Indian and continental dishes",
          "Bar",
          "Room service",
        ],
        healthAndWellness: ["Sea-water swimming pool", "Doctor on call"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Terraced gardens", "Sea-view terrace", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: [
          "Sea or garden view",
          "Flat-screen TV",
          "Tea and coffee maker",
          "Balcony in some rooms",
        ],
        bathroom: ["Shower", "Hairdryer", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Ferry and tour bookings depend on the weather and may be cancelled at short notice.",
        ],
      },
      rating: 4.3,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Cellular Jail",
          alt: "The Cellular Jail, a short drive from the hotel (the photo shows the jail, not the hotel)",
        },
      ],
    },
    {
      slug: "taj-exotica-resort-and-spa-andamans",
      city: "port-blair",
      name: "Taj Exotica Resort & Spa, Andamans",
      about:
        "A luxury resort of the Taj group on Swaraj Dweep (Havelock Island), set in forest just behind Radhanagar Beach, with villas built in wood in a style inspired by the islands' traditional huts. Guests reach it by ferry from Sri Vijaya Puram.",
      address:
        "Radhanagar Beach, Swaraj Dweep (Havelock Island), Andaman and Nicobar Islands 744211, India",
      amenities: {
        basicFacilities: [
          "Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Jetty transfers on request",
          "Laundry service",
        ],
        foodAndDrinks: [
          "All-day restaurant serving Indian and international dishes",
          "Specialty restaurant",
          "Bar",
          "In-villa dining",
        ],
        healthAndWellness: ["Spa", "Outdoor swimming pool", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "In-villa safe", "CCTV in public areas"],
        commonArea: ["Direct path to Radhanagar Beach", "Gardens", "Activity desk"],
      },
      roomAmenities: {
        roomFeatures: [
          "Private villa with deck",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: ["Shower", "Bathrobes and slippers", "Hairdryer", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Ferry timings to and from Swaraj Dweep depend on the weather; allow a buffer before flights.",
        ],
      },
      rating: 4.8,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Radhanagar Beach",
          alt: "Radhanagar Beach, beside which the resort stands (the photo shows the beach, not the resort)",
        },
      ],
    },
  ],
};
