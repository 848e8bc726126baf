import type { z } from "zod";
import type { hotelSchema } from "../schema.ts";
import { credits, photo } from "./images.ts";

// Real hotels, described modestly. Amenities, times and rules are what a guest should confirm
// with the hotel when booking; they are not promises made by Safarnama.
const standardRules = [
  "A valid government photo ID is required for every adult guest at check-in.",
  "Foreign nationals must show a passport and valid Indian visa; hotels register foreign guests with the authorities.",
  "Early check-in and late check-out depend on availability and may be charged.",
  "Smoking only in designated areas.",
];

export const hotels = [
  {
    slug: "the-oberoi-amarvilas-agra",
    city: "agra",
    name: "The Oberoi Amarvilas",
    about:
      "A luxury hotel run by The Oberoi Group, about 600 metres from the Taj Mahal, built in a Mughal-inspired style with terraced gardens, pools and fountains. The hotel says every room and suite looks towards the Taj Mahal.",
    address: "Taj East Gate Road, Taj Nagri Scheme, Agra, Uttar Pradesh 282001, India",
    amenities: {
      basicFacilities: [
        "Free Wi-Fi",
        "Air conditioning",
        "24-hour front desk",
        "Valet parking",
        "Laundry service",
      ],
      foodAndDrinks: [
        "Indian restaurant (Esphahan)",
        "All-day dining restaurant (Bellevue)",
        "Bar and lounge",
        "24-hour in-room dining",
      ],
      healthAndWellness: [
        "Spa with massages and treatments",
        "Outdoor swimming pool",
        "Fitness centre",
      ],
      safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
      commonArea: ["Landscaped gardens and fountains", "Lobby lounge", "Travel desk"],
    },
    roomAmenities: {
      roomFeatures: [
        "View towards the Taj Mahal",
        "Balcony or terrace in some categories",
        "Minibar",
        "Tea and coffee maker",
        "Flat-screen TV",
      ],
      bathroom: [
        "Bathtub and separate shower",
        "Bathrobes and slippers",
        "Hairdryer",
        "Complimentary toiletries",
      ],
    },
    propertyRules: {
      checkIn: "From 2:00 pm (confirm with the hotel)",
      checkOut: "By 12:00 noon (confirm with the hotel)",
      otherRules: [
        ...standardRules,
        "The Taj Mahal is closed on Fridays; plan monument visits around it.",
      ],
    },
    latitude: 27.1681,
    longitude: 78.049,
    rating: 4.8,
    images: [
      photo(
        credits.tajMahalAgra,
        "The Taj Mahal, a short walk from the hotel (the photo shows the monument, not the hotel)",
      ),
    ],
  },
  {
    slug: "rambagh-palace-jaipur",
    city: "jaipur",
    name: "Rambagh Palace",
    about:
      "A former royal residence of the Maharajas of Jaipur, set in large gardens south of the old city and run by Taj Hotels (IHCL). First built in 1835 as a garden house, it later became a hunting lodge and then the home of Maharaja Sawai Man Singh II, before opening as a hotel in 1957.",
    address: "Bhawani Singh Road, Rambagh, Jaipur, Rajasthan 302005, India",
    amenities: {
      basicFacilities: [
        "Free Wi-Fi",
        "Air conditioning",
        "24-hour front desk",
        "Parking",
        "Laundry service",
      ],
      foodAndDrinks: [
        "Fine-dining restaurant (Suvarna Mahal)",
        "Verandah cafe",
        "Polo Bar",
        "24-hour in-room dining",
      ],
      healthAndWellness: [
        "Jiva spa",
        "Indoor and outdoor swimming pools",
        "Fitness centre",
        "Yoga sessions",
      ],
      safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
      commonArea: [
        "Mughal-style gardens",
        "Palace corridors and courtyards",
        "Heritage walks of the palace",
        "Shopping arcade",
      ],
    },
    roomAmenities: {
      roomFeatures: [
        "Period furniture and palace decor",
        "Garden or courtyard views in many rooms",
        "Minibar",
        "Flat-screen TV",
      ],
      bathroom: [
        "Bathtub in most categories",
        "Bathrobes and slippers",
        "Hairdryer",
        "Complimentary toiletries",
      ],
    },
    propertyRules: {
      checkIn: "From 2:00 pm (confirm with the hotel)",
      checkOut: "By 12:00 noon (confirm with the hotel)",
      otherRules: [...standardRules, "Some palace areas may be reserved for in-house guests."],
    },
    rating: 4.8,
    images: [photo(credits.rambaghPalace, "Rambagh Palace seen from its gardens in Jaipur")],
  },
  {
    slug: "brijrama-palace-varanasi",
    city: "varanasi",
    name: "BrijRama Palace",
    about:
      "A heritage hotel in a riverfront palace on Darbhanga Ghat, a few steps from Dashashwamedh Ghat. The building dates from the early 19th century and was later owned by the royal family of Darbhanga; it has been restored as a hotel by Brij Hotels.",
    address: "Darbhanga Ghat, near Dashashwamedh Ghat, Varanasi, Uttar Pradesh 221001, India",
    amenities: {
      basicFacilities: [
        "Free Wi-Fi",
        "Air conditioning",
        "Front desk",
        "Boat transfers and river excursions",
        "Laundry service",
      ],
      foodAndDrinks: [
        "Restaurant serving vegetarian Indian cuisine",
        "Terrace seating overlooking the Ganges",
        "In-room dining",
      ],
      healthAndWellness: ["Spa and massage treatments (confirm availability with the hotel)"],
      safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
      commonArea: ["Riverside terraces", "Lounge and sitting areas"],
    },
    roomAmenities: {
      roomFeatures: [
        "River or courtyard views depending on category",
        "Heritage decor",
        "Tea and coffee maker",
        "Flat-screen TV",
      ],
      bathroom: ["Shower", "Bathrobes", "Hairdryer", "Complimentary toiletries"],
    },
    propertyRules: {
      checkIn: "From 2:00 pm (confirm with the hotel)",
      checkOut: "By 12:00 noon (confirm with the hotel)",
      otherRules: [
        ...standardRules,
        "Cars cannot reach the ghat: arrival is on foot through the lanes or by boat, so ask the hotel how to get there.",
        "Food served is vegetarian; confirm the current food and drink policy with the hotel.",
      ],
    },
    rating: 4.6,
    images: [
      photo(
        credits.dashashwamedhGhat,
        "Dashashwamedh Ghat on the Ganges, next to the hotel's riverfront (the photo shows the ghat, not the hotel)",
      ),
    ],
  },
] satisfies z.input<typeof hotelSchema>[];
