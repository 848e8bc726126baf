import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "hampi",
    name: "Hampi",
    state: "Karnataka",
    description:
      "Hampi, on the south bank of the Tungabhadra river in central Karnataka, holds the ruins of Vijayanagara, capital of one of the greatest empires of medieval India. Temples, palaces, markets and waterworks lie scattered across a surreal landscape of granite boulders and banana fields, forming a UNESCO World Heritage Site.",
    bestTime:
      "October to February, when the days are warm but not scorching and the boulder landscape is best explored on foot or by bicycle.",
    seasons: {
      peak: {
        start: "October",
        end: "February",
        description:
          "Clear skies and daytime temperatures around 28–30°C make long days among the ruins comfortable; the Hampi Utsav cultural festival is often held in this season.",
      },
      moderate: {
        start: "July",
        end: "September",
        description:
          "Light monsoon showers cool the land and turn the fields green; the Tungabhadra runs high, so coracle rides and the river crossing to Virupapura Gaddi may be suspended.",
      },
      off: {
        start: "March",
        end: "June",
        description:
          "The granite soaks up the heat and temperatures climb to 38–40°C or more in April and May; sightseeing is only practical at dawn and dusk.",
      },
    },
    overview: {
      title: "Hampi: the boulder-strewn ruins of Vijayanagara",
      history:
        "Hampi was a sacred place long before it became a capital: the Virupaksha shrine and the goddess Pampa were worshipped here, and the area is identified with Kishkindha of the Ramayana. In 1336 the brothers Harihara and Bukka founded the Vijayanagara empire with its capital here. Under rulers such as Krishnadevaraya (1509–1529) it grew into one of the largest and richest cities in the world, described with wonder by Persian and Portuguese visitors. In 1565 the empire's army was defeated at the Battle of Talikota by an alliance of the Deccan sultanates, and the city was plundered and abandoned. The ruins were declared a World Heritage Site in 1986.",
      touristPlaces:
        "Virupaksha Temple, Vittala Temple and its stone chariot, Hemakuta Hill, the Lotus Mahal and Elephant Stables, Hazara Rama Temple, the Royal Enclosure, Matanga Hill, the Queen's Bath and the Achyutaraya Temple.",
      famousFor:
        "The ruins of Vijayanagara, the stone chariot of the Vittala Temple, giant granite boulders popular with climbers, coracle rides on the Tungabhadra and sunsets from the hills.",
      weather:
        "Hot semi-arid climate: winter days are around 28–30°C with cool nights, April and May often exceed 40°C, and the monsoon from June to September brings light to moderate rain.",
    },
    howToReach: {
      byAir:
        "The nearest airport with regular scheduled flights is Hubballi (HBX), about 160 km away, with connections to Bengaluru, Mumbai and other cities. Jindal Vijaynagar Airport at Toranagallu, about 35 km from Hampi, has had limited regional flights; Bengaluru (BLR) is about 340 km away.",
      byRail:
        "Hosapete Junction (HPT), 13 km from Hampi, is the nearest railway station, with the overnight Hampi Express from Bengaluru (about nine hours) and trains to Hyderabad, Goa and Hubballi. Local buses and autorickshaws run from Hosapete to Hampi Bazaar and Kamalapura.",
      byRoad:
        "Hosapete is well connected by state buses to Bengaluru (about 340 km, seven hours), Hyderabad, Hubballi and Goa. Within Hampi, bicycles, mopeds, autorickshaws and the battery vehicles at the Vittala Temple are the usual ways to get around.",
      nearestAirport: "HBX",
      nearestStation: "HPT",
    },
    foodToTry: [
      {
        name: "North Karnataka meals",
        description:
          "Jolada rotti (sorghum flatbread) with ennegai stuffed aubergine, pulses, chutney powders and curd, served in simple local eateries.",
      },
      {
        name: "South Indian breakfast",
        description:
          "Idli, vada, dosa and upma with sambar and coconut chutney, eaten with strong filter coffee in Hampi Bazaar and Kamalapura.",
      },
      {
        name: "Girmit and mirchi bajji",
        description:
          "A tangy puffed-rice snack with onion and spices, and green chillies fried in gram-flour batter: north Karnataka's favourite evening snacks.",
      },
      {
        name: "Dharwad peda",
        description:
          "A dense, caramelised milk sweet from the nearby city of Dharwad, sold in sweet shops in Hosapete.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Lambani embroidery",
        description:
          "Bright mirror-work and appliqué textiles made by Lambani (Banjara) women of the region, sold as bags, cushion covers and wall hangings.",
      },
      {
        heading: "Banana-fibre crafts",
        description:
          "Bags, mats and baskets woven from banana fibre by local women's groups, a craft born from the area's banana plantations.",
      },
      {
        heading: "Stone carvings",
        description:
          "Small granite and soapstone figures inspired by Vijayanagara sculpture, sold near the main monuments.",
      },
    ],
    conclusion:
      "Allow at least two full days for Hampi: one for the sacred centre around the Virupaksha Temple and the riverside path to the Vittala Temple, and one for the Royal Centre with the Lotus Mahal and Hazara Rama Temple. Start at dawn, rest through the hot afternoon and finish with a sunset from Hemakuta or Matanga Hill.",
    latitude: 15.335,
    longitude: 76.46,
    categories: ["heritage-walk", "adventure-seekers"],
    rating: 4.7,
    trending: true,
    images: [
      {
        wikipedia: "Virupaksha Temple, Hampi",
        alt: "The tall gopuram of the Virupaksha Temple rising above Hampi",
      },
    ],
  },
  places: [
    {
      slug: "virupaksha-temple-hampi",
      city: "hampi",
      name: "Virupaksha Temple, Hampi",
      description:
        "A living Shiva temple at the west end of Hampi Bazaar, older than the Vijayanagara empire and still in daily worship. Its towering eastern gateway is Hampi's best-known landmark.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "You enter through the tall eastern gopuram into courtyards with pillared halls, shrines and a resident crowd of pilgrims, priests and monkeys. The temple is busiest in the mornings and during festivals, when processions set out along the bazaar street.",
      moreAbout:
        "Look for the painted ceiling of the main hall, showing scenes from myths and the wedding of Shiva and Pampa, and the dark chamber where a pinhole effect projects an inverted image of the gopuram onto the wall. A channel of the Tungabhadra flows through the temple's kitchen area.",
      history:
        "Worship at the site goes back to at least the 7th century, and inscriptions mention Shiva here in the 9th and 10th centuries. The shrine grew greatly under the Vijayanagara kings; Krishnadevaraya added the great pillared hall around 1510. It survived the sack of 1565 and has remained in worship ever since, with further restorations in the 19th century.",
      highlights:
        "The 50-metre eastern gopuram, the painted ceiling of the ranga mandapa, the pinhole image of the gopuram, the sanctum of Virupaksha and the riverside ghats behind the temple.",
      timings:
        "Open daily, roughly 6:00 am to 1:00 pm and 5:00 pm to 9:00 pm. Check before visiting.",
      entryFee: "Free to enter; a small fee is charged for cameras.",
      restrictedItems:
        "Shoes must be left at the entrance; modest dress is expected, leather items may be discouraged, and food should be kept away from the monkeys.",
      latitude: 15.335,
      longitude: 76.459,
      rating: 4.7,
      trending: false,
      images: [
        {
          wikipedia: "Virupaksha Temple, Hampi",
          alt: "The eastern gopuram of the Virupaksha Temple in Hampi",
        },
      ],
    },
    {
      slug: "vittala-temple-hampi",
      city: "hampi",
      name: "Vittala Temple",
      description:
        "The most richly carved temple complex at Hampi, in the north-east of the site near the Tungabhadra. Its stone chariot in the courtyard appears on India's ₹50 note.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "Private vehicles stop some distance away and battery-operated buggies carry visitors to the temple, or you can walk the scenic riverside path from Hampi Bazaar (about 2 km). Inside the walled courtyard are the main temple, pillared halls and the stone chariot; it is crowded by mid-morning.",
      moreAbout:
        "The great hall's composite pillars, known as musical pillars, ring with different notes when struck; they are now roped off to prevent damage. The stone chariot is in fact a shrine to Garuda, built in the shape of a processional temple car.",
      history:
        "The temple, dedicated to Vittala, a form of Vishnu, was begun in the 15th century and greatly expanded under Krishnadevaraya and his successors in the 16th century. Work was still going on when the city was sacked in 1565. The site is protected by the Archaeological Survey of India as part of the Group of Monuments at Hampi.",
      highlights:
        "The stone chariot, the musical pillars of the maha mandapa, the kalyana mandapa with its carved pillars, the gateways, and the riverside walk from Hampi Bazaar.",
      timings:
        "Open daily from about 8:30 am to 5:30 pm. As published by ASI; check before visiting.",
      entryFee:
        "Indians about ₹40, foreign visitors about ₹600 (ASI); children under 15 free; the ticket usually also covers the Lotus Mahal and Elephant Stables on the same day; the battery buggy is extra. Check before visiting.",
      restrictedItems:
        "Striking the musical pillars, climbing on the stone chariot, drones and tripods without permission are not allowed.",
      latitude: 15.3423,
      longitude: 76.4747,
      rating: 4.8,
      trending: false,
      images: [
        {
          wikipedia: "Vittala Temple",
          alt: "The carved stone chariot in the courtyard of the Vittala Temple at Hampi",
        },
      ],
    },
    {
      slug: "hemakuta-hill",
      city: "hampi",
      name: "Hemakuta Hill",
      description:
        "A low granite hill just south of the Virupaksha Temple, covered with small early temples and pavilions. It is one of Hampi's most popular places to watch the sunset.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "An easy climb over sloping sheets of rock to clusters of temples with stepped pyramidal roofs, with the Virupaksha gopuram and Hampi Bazaar spread out below. The rock is slippery when wet and very hot at midday.",
      moreAbout:
        "On the hill's southern slopes stand two giant monolithic Ganeshas, Kadalekalu and Sasivekalu, and beyond lies the Krishna Temple. Legend says Shiva did penance here before marrying Pampa, and that gold rained on the hill, giving it its name.",
      history:
        "Many of the temples on Hemakuta date from the 9th to the 14th centuries, before or at the very beginning of the Vijayanagara period, and are among the oldest structures at Hampi. Inscriptions record temple building here in the early 14th century. Their simple, three-shrined plans contrast with the later Vijayanagara style.",
      highlights:
        "Sunset over the Virupaksha gopuram, the early temples with pyramidal roofs, the Kadalekalu and Sasivekalu Ganeshas and the view of Hampi Bazaar.",
      timings: "Open at all times; best at sunrise and sunset.",
      entryFee: "Free.",
      restrictedItems:
        "Do not climb onto temple roofs or carvings; avoid the slopes after dark, and do not leave litter.",
      latitude: 15.3338,
      longitude: 76.4585,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Virupaksha Temple, Hampi",
          alt: "The Virupaksha Temple gopuram, the view from Hemakuta Hill (the photo shows the temple, not the hill)",
        },
      ],
    },
    {
      slug: "lotus-mahal-hampi",
      city: "hampi",
      name: "Lotus Mahal",
      description:
        "An elegant two-storey pavilion in the walled Zenana Enclosure of Hampi's Royal Centre, with scalloped arches and tiered roofs resembling an opening lotus. Nearby stand the domed Elephant Stables.",
      suggestedDuration: "1 to 1.5 hours with the Elephant Stables",
      whatToExpect:
        "A walled lawn with the pavilion at its centre, watchtowers at the corners and the long Elephant Stables a short walk away. Visitors view the pavilion from outside; the upper floor is closed.",
      moreAbout:
        "The Lotus Mahal blends Hindu temple forms with Indo-Islamic arches, showing how Vijayanagara builders borrowed from the Deccan sultanates. The Elephant Stables, with eleven domed chambers in a row, housed the royal elephants.",
      history:
        "The pavilion and stables date from the 15th or 16th century, in the heyday of the Vijayanagara court. The Lotus Mahal's exact use is uncertain; it may have been a council chamber or a pleasure pavilion for the royal household. Both buildings survived the sack of 1565 largely intact.",
      highlights:
        "The lotus-shaped arches and roofs of the Lotus Mahal, the Zenana Enclosure walls and watchtowers, and the eleven domes of the Elephant Stables.",
      timings:
        "Open daily from about 8:30 am to 5:30 pm. As published by ASI; check before visiting.",
      entryFee:
        "Covered by the ASI ticket for the Vittala Temple: Indians about ₹40, foreign visitors about ₹600; children under 15 free. Check before visiting.",
      restrictedItems:
        "Entering the pavilion, climbing on the structures, drones and tripods without permission are not allowed.",
      latitude: 15.3211,
      longitude: 76.4716,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Lotus Mahal",
          alt: "The arched two-storey Lotus Mahal pavilion in Hampi's Zenana Enclosure",
        },
      ],
    },
    {
      slug: "hazara-rama-temple",
      city: "hampi",
      name: "Hazara Rama Temple",
      description:
        "A compact royal temple in the middle of Hampi's Royal Centre whose outer walls are covered in carved friezes. It is thought to have been the private temple of the Vijayanagara kings.",
      suggestedDuration: "45 minutes to 1 hour",
      whatToExpect:
        "A quiet walled courtyard where you walk around the temple reading the relief panels tier by tier. The inner hall has four polished black stone pillars carved with deities.",
      moreAbout:
        "The outer enclosure wall shows processions of elephants, horses, soldiers and dancers, probably the Mahanavami festival, while the temple walls tell the Ramayana in sequence. The name Hazara Rama is often explained as 'a thousand Ramas' after these carvings.",
      history:
        "The temple is usually dated to the early 15th century, in the reign of Deva Raya I. It stands between the royal residences and the ceremonial platform of the Mahanavami Dibba, showing its close link with the court. Later additions include a shrine to the goddess in the courtyard.",
      highlights:
        "The Ramayana friezes, the festival processions on the enclosure wall, the black stone pillars of the hall and the nearby Royal Enclosure with the Mahanavami Dibba and stepped tank.",
      timings: "Open daily from sunrise to sunset. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Do not touch or climb on the carved panels; drones are not allowed without permission.",
      latitude: 15.3195,
      longitude: 76.4668,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Hazara Rama Temple",
          alt: "Carved walls of the Hazara Rama Temple in Hampi's Royal Centre",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "evolve-back-kamalapura-palace-hampi",
      city: "hampi",
      name: "Evolve Back, Kamalapura Palace, Hampi",
      about:
        "A luxury resort near Kamalapura, a few kilometres from the ruins, built in a style inspired by Vijayanagara palaces, with courtyards, arched corridors and pools. The resort organises guided trails through the monuments.",
      address:
        "Hallikere Village, Kamalapura, Hosapete taluk, Vijayanagara district, Karnataka 583221, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Restaurants serving regional and international cuisine",
          "Bar",
          "In-room dining",
        ],
        healthAndWellness: ["Outdoor swimming pool", "Spa", "Fitness centre", "Yoga sessions"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Courtyards and gardens", "Library", "Guided heritage trails"],
      },
      roomAmenities: {
        roomFeatures: [
          "Private pools in villa categories",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: [
          "Jacuzzi or bathtub in many rooms",
          "Bathrobes",
          "Hairdryer",
          "Complimentary toiletries",
        ],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.8,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Lotus Mahal",
          alt: "The Lotus Mahal at Hampi, a monument a short drive from the resort (the photo shows the monument, not the hotel)",
        },
      ],
    },
    {
      slug: "hyatt-place-hampi",
      city: "hampi",
      name: "Hyatt Place Hampi",
      about:
        "A modern chain hotel in the JSW steel township at Vidyanagar, about 35 km from the ruins and close to Jindal Vijaynagar Airport. It suits travellers who want international-standard rooms and do not mind the drive to Hampi.",
      address:
        "JSW Steel Township, Vidyanagar, Toranagallu, Ballari district, Karnataka 583275, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: ["All-day restaurant", "Bar", "24-hour food service"],
        healthAndWellness: ["Outdoor swimming pool", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Lobby lounge", "Meeting rooms", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: [
          "Sofa bed in many rooms",
          "Tea and coffee maker",
          "Flat-screen TV",
          "Work desk",
        ],
        bathroom: ["Shower", "Hairdryer", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 3:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.3,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Virupaksha Temple, Hampi",
          alt: "The Virupaksha Temple in Hampi, about 35 km from the hotel (the photo shows the temple, not the hotel)",
        },
      ],
    },
  ],
};
