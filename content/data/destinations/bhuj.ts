import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";
import { credits, photo } from "../images.ts";

export const destination: Destination = {
  city: {
    slug: "bhuj",
    name: "Bhuj",
    state: "Gujarat",
    description:
      "Bhuj, the main town of Kutch in western Gujarat, was for centuries the capital of the Jadeja rulers and keeps their palaces around its old walled centre. It is the base for visiting the white salt desert of the Great Rann of Kutch and the craft villages of the region.",
    bestTime:
      "November to February, when the Rann has dried into a white salt crust and the Rann Utsav festival is on.",
    seasons: {
      peak: {
        start: "November",
        end: "February",
        description:
          "Cool, clear days and chilly nights; the white desert is at its best, full-moon nights on the salt are spectacular, and the tent city at Dhordo is open.",
      },
      moderate: {
        start: "July",
        end: "October",
        description:
          "Light monsoon rain floods the Rann and greens the Banni grasslands, bringing flamingos and other water birds; the salt desert itself is under water until it dries out in October and November.",
      },
      off: {
        start: "March",
        end: "June",
        description:
          "Hot and dry, often above 40°C, with dusty winds; few visitors come, and outdoor trips are best made at dawn.",
      },
    },
    overview: {
      title: "Bhuj: palaces, crafts and the white Rann of Kutch",
      history:
        "Rao Khengarji I of the Jadeja dynasty made Bhuj the capital of Kutch in the mid-16th century, naming it after the hill of Bhujiyo that overlooks it. In the 18th century Rao Lakhpatji built the Aina Mahal with the help of Ramsinh Malam, a craftsman who had learned European skills on his travels, and in the 19th century the Italianate Prag Mahal was added. Kutch joined India after 1947 and became part of Gujarat in 1960. The earthquake of 26 January 2001 devastated the town and the region, and Bhuj has since been largely rebuilt; a memorial park, Smritivan, now stands on Bhujiyo hill.",
      touristPlaces:
        "Aina Mahal and Prag Mahal, the Kutch Museum, Hamirsar Lake, the Smritivan earthquake memorial, the craft villages of Bhujodi and Nirona, the White Rann at Dhordo, Kalo Dungar, and the Vijay Vilas Palace near Mandvi.",
      famousFor:
        "The white salt desert of the Great Rann and the Rann Utsav, Kutchi embroidery, ajrakh block printing, Rogan painting and bell-making, and the palaces of the Kutch rulers.",
      weather:
        "Arid climate: summers from March to June are hot, often above 40°C; the monsoon from July to September is light but floods the Rann; winters are pleasant, with days around 25 to 28°C and nights near 10°C, colder out on the salt.",
    },
    howToReach: {
      byAir:
        "Bhuj Airport (BHJ), a few kilometres north of the town, has a small number of daily flights, mainly to Mumbai. Ahmedabad's airport, about 330 km away, has far more connections.",
      byRail:
        "Bhuj (BHUJ) station has direct trains to Ahmedabad (about seven hours) and Mumbai (overnight), and to a few cities in northern India.",
      byRoad:
        "Bhuj is about 330 km from Ahmedabad by road (six to seven hours), with frequent state and private buses. The White Rann at Dhordo is about 85 km north, roughly two hours by car.",
      nearestAirport: "BHJ",
      nearestStation: "BHUJ",
    },
    foodToTry: [
      {
        name: "Dabeli",
        description:
          "A soft bun filled with spiced, sweet-sour potato, pomegranate, peanuts and sev; the snack was first made in Kutch.",
      },
      {
        name: "Kutchi thali",
        description:
          "Bajra rotla with ghee and jaggery, kadhi, khichdi, seasonal vegetables and buttermilk, the everyday food of the villages.",
      },
      {
        name: "Chhaas",
        description:
          "Thin, salted buttermilk spiced with cumin, drunk with almost every meal in the dry heat.",
      },
      {
        name: "Pedas and milk sweets",
        description:
          "Dense sweets of reduced milk from the sweet shops of the old town, easy to carry home.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Kutchi embroidery",
        description:
          "Mirror-work and fine stitching by Rabari, Ahir, Jat and other communities, sold in Bhuj and by craft cooperatives in the villages.",
      },
      {
        heading: "Ajrakh block prints",
        description:
          "Indigo and madder resist-printed cloth from the printers' village of Ajrakhpur, near Bhuj.",
      },
      {
        heading: "Bhujodi weaving",
        description: "Woollen and cotton shawls and stoles woven on handlooms in Bhujodi village.",
      },
      {
        heading: "Rogan art and copper bells",
        description:
          "Painted textiles in the rare Rogan technique from Nirona, and hand-beaten copper-coated bells.",
      },
    ],
    conclusion:
      "Allow three days: one for the palaces, museum and craft villages around Bhuj, one for the White Rann at Dhordo with sunset and moonrise on the salt, and one for Kalo Dungar or the coast at Mandvi. Carry ID for the permit needed to enter the Rann.",
    latitude: 23.242,
    longitude: 69.6669,
    categories: ["heritage-walk", "romantic-vacation"],
    rating: 4.4,
    trending: false,
    images: [
      photo(
        credits.rannOfKutch,
        "Sunset over the white salt flats of the Great Rann of Kutch at Dhordo",
      ),
      { wikipedia: "Prag Mahal", alt: "The Italianate Prag Mahal palace in Bhuj" },
    ],
  },
  places: [
    {
      slug: "aina-mahal",
      city: "bhuj",
      name: "Aina Mahal",
      description:
        "The 18th-century 'Palace of Mirrors' of the rulers of Kutch, inside the old royal compound in Bhuj. Its rooms of mirror work, Venetian glass and Dutch tiles now form a museum.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A compact museum on two floors, reached through the courtyard of the old palace complex. Parts of the building were damaged in the 2001 earthquake, so only some rooms are open.",
      moreAbout:
        "The Hall of Mirrors is lined with glass and gilded decoration, and the Fuvara Mahal has a pool with fountains where the ruler sat surrounded by water. Long scroll paintings of royal processions are among the exhibits.",
      history:
        "Rao Lakhpatji built the palace in the mid-18th century. It was designed by Ramsinh Malam, a local craftsman who spent years in Europe learning glass-making, tile work and clock-making, and who brought those skills back to Kutch.",
      highlights:
        "The Hall of Mirrors, the Fuvara Mahal pleasure pool, the painted procession scroll, European clocks and tiles, and the carved wooden doors.",
      timings:
        "Usually about 9:00 am to 12:00 noon and 3:00 pm to 6:00 pm; closed on Saturdays. Check before visiting.",
      entryFee:
        "A small fee (about ₹20 to ₹50), with an extra charge for cameras. Check before visiting.",
      restrictedItems:
        "Photography may need a camera ticket; do not touch the mirror work, and food and drones are not allowed.",
      latitude: 23.2537,
      longitude: 69.6656,
      rating: 4.2,
      trending: false,
      images: [{ wikipedia: "Aina Mahal", alt: "Mirror-work interior of the Aina Mahal in Bhuj" }],
    },
    {
      slug: "prag-mahal",
      city: "bhuj",
      name: "Prag Mahal",
      description:
        "A 19th-century palace in the Italian Gothic style, next to the Aina Mahal, with a tall clock tower over the old town. Its Durbar Hall is open to visitors.",
      suggestedDuration: "45 minutes to 1 hour",
      whatToExpect:
        "A grand but faded Durbar Hall with chandeliers, portraits of the rulers and hunting trophies. The palace still shows damage from the 2001 earthquake, and access to the clock tower is sometimes closed.",
      moreAbout:
        "The palace was a film location, including for scenes of Lagaan. Its carvings of local animals and plants were made by Kutchi craftsmen working with Italian artisans.",
      history:
        "Rao Pragmalji II began the palace in 1865 to designs by the British engineer Colonel Henry Saint Clair Wilkins, and it was completed in 1879 under his successor, Khengarji III.",
      highlights:
        "The Durbar Hall, the clock tower, carved stone arches and columns, and the view over the old town where the tower is open.",
      timings: "Usually about 9:00 am to 12:00 noon and 3:00 pm to 6:00 pm. Check before visiting.",
      entryFee:
        "A small fee (about ₹20 to ₹50), with an extra charge for cameras. Check before visiting.",
      restrictedItems:
        "Some damaged areas are closed and must not be entered; food and drones are not allowed.",
      latitude: 23.2545,
      longitude: 69.6649,
      rating: 4,
      trending: false,
      images: [{ wikipedia: "Prag Mahal", alt: "The Italianate Prag Mahal palace in Bhuj" }],
    },
    {
      slug: "kutch-museum",
      city: "bhuj",
      name: "Kutch Museum",
      description:
        "The oldest museum in Gujarat, in a castle-like building on the shore of Hamirsar Lake. It covers the history, crafts and peoples of Kutch.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "A modest, old-fashioned museum with galleries of inscriptions, coins, textiles, weapons, musical instruments and models of Kutchi boats, plus an ethnography section on the region's communities.",
      moreAbout:
        "The collection includes ancient inscriptions in stone and coins of the Kutch state, known as kori. The textiles show the range of Kutchi embroidery styles.",
      history:
        "Maharao Khengarji III founded the museum in 1877, and it was long known as the Fergusson Museum, after a Governor of Bombay. It was renamed after Indian independence.",
      highlights:
        "The ancient stone inscriptions, the coin collection, the embroidery and textile gallery, and the tribal culture section.",
      timings:
        "Usually about 10:00 am to 1:00 pm and 2:30 pm to 5:30 pm; closed on Wednesdays and some holidays. Check before visiting.",
      entryFee:
        "A small fee for Indians and a higher fee for foreign visitors; camera charges extra. Check before visiting.",
      restrictedItems: "Photography may be restricted inside the galleries; food is not allowed.",
      latitude: 23.2496,
      longitude: 69.6693,
      rating: 4,
      trending: false,
      images: [{ wikipedia: "Kutch Museum", alt: "The building of the Kutch Museum in Bhuj" }],
    },
    {
      slug: "great-rann-of-kutch-dhordo",
      city: "bhuj",
      name: "Great Rann of Kutch at Dhordo",
      description:
        "The White Rann, a vast flat expanse of salt that stretches to the horizon north of Dhordo village, about 85 km from Bhuj. It is one of the most striking landscapes in India, especially at sunset and under a full moon.",
      suggestedDuration: "Half a day, or an overnight stay",
      whatToExpect:
        "You buy a permit on the way, drive to the parking area and walk or take a camel cart out onto the hard salt crust. In the festival season a tent city at Dhordo offers overnight stays, food and cultural programmes; it gets very cold after dark.",
      moreAbout:
        "The Great Rann is a seasonal salt marsh of several thousand square kilometres. It floods in the monsoon and dries into a white crust from about October to March; the border with Pakistan lies further north, so movement is controlled.",
      history:
        "The Rann was once a shallow arm of the Arabian Sea that silted up over centuries, leaving a low salt flat. The Banni grasslands and Dhordo's pastoral communities have lived at its edge for generations, and the Gujarat government's Rann Utsav has drawn visitors here since the mid-2000s.",
      highlights:
        "Sunset and full-moon nights on the salt, the Rann Utsav tent city, the watchtower near the viewpoint, and embroidered crafts sold by Banni villagers.",
      timings:
        "The viewpoint is usually open from morning until late evening; the Rann Utsav runs from about November to February. Check before visiting.",
      entryFee:
        "A permit is required for each visitor and vehicle (roughly ₹100 per adult plus a vehicle fee), issued online or at the check post on the way. Check before visiting.",
      restrictedItems:
        "Carry a photo ID for the permit; do not drive on the salt or go beyond the marked visitor area, take all litter back, and do not fly drones in this border zone.",
      latitude: 23.833,
      longitude: 69.66,
      rating: 4.7,
      trending: false,
      images: [
        photo(
          credits.rannOfKutch,
          "Sunset over the white salt flats of the Great Rann of Kutch at Dhordo",
        ),
      ],
    },
    {
      slug: "kalo-dungar",
      city: "bhuj",
      name: "Kalo Dungar",
      description:
        "The 'Black Hill', the highest point in Kutch at about 460 metres, some 95 km north of Bhuj near Khavda. Its summit looks out over the white expanse of the Great Rann.",
      suggestedDuration: "2 to 3 hours including the drive",
      whatToExpect:
        "A winding road climbs to a viewpoint and a temple at the top. The view is wide and hazy, best in clear winter light or at sunset.",
      moreAbout:
        "The temple of Dattatreya on the summit has a long tradition of feeding the local jackals with prasad in the evening. On the road up, a stretch where vehicles seem to roll uphill is a popular optical illusion.",
      history:
        "Legend says the god Dattatreya, passing this way, fed starving jackals with his own body, and the temple's daily offering to the jackals commemorates this. The hill's position on the edge of the Rann also made it a military lookout.",
      highlights:
        "The view across the Great Rann, the Dattatreya temple, the jackal-feeding tradition, and the drive through the Banni grasslands.",
      timings:
        "Open during daylight hours; visitors should leave before dark. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Parts of the hill are under military control; do not photograph army installations or fly drones, and stay in public areas.",
      latitude: 23.955,
      longitude: 69.8125,
      rating: 4.1,
      trending: false,
      images: [
        photo(
          credits.rannOfKutch,
          "The salt flats of the Great Rann at Dhordo, the landscape seen from Kalo Dungar (the photo was taken at Dhordo, not from the hill)",
        ),
      ],
    },
    {
      slug: "vijay-vilas-palace-mandvi",
      city: "bhuj",
      name: "Vijay Vilas Palace",
      description:
        "A summer palace of the Kutch rulers on the coast near Mandvi, about 60 km south of Bhuj, set in gardens with its own beach. It is an easy day trip combined with Mandvi's shipyards and beach.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "Parts of the palace are open to visitors, with royal furniture, photographs and a rooftop giving views over the gardens to the sea. The royal family still uses part of the building.",
      moreAbout:
        "Built of red sandstone, the palace borrows from Rajput architecture, with domes, jharokhas and coloured glass. It has been used as a location for several Hindi films.",
      history:
        "The palace was built in the 1920s and is named after Vijayraji, heir to the throne of Kutch and later its ruler. It served the royal family as a seaside summer retreat.",
      highlights:
        "The central dome and rooftop terraces, the royal furnishings, the gardens, and the private beach.",
      timings: "Usually about 9:00 am to 6:00 pm daily. Check before visiting.",
      entryFee:
        "A modest entry fee with extra charges for cameras and vehicles. Check before visiting.",
      restrictedItems:
        "The family's private rooms are closed; drones and food inside the palace are not allowed.",
      latitude: 22.816,
      longitude: 69.3,
      rating: 4.1,
      trending: false,
      images: [
        {
          wikipedia: "Vijay Vilas Palace",
          alt: "The sandstone Vijay Vilas Palace near Mandvi in Kutch",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "hotel-prince-bhuj",
      city: "bhuj",
      name: "Hotel Prince Bhuj",
      about:
        "A long-established hotel on Station Road in central Bhuj, close to the old town and its palaces. It has vegetarian and multi-cuisine restaurants and is often used as a base for trips to the Rann and the craft villages.",
      address: "Station Road, Bhuj, Kutch, Gujarat 370001, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: ["Gujarati thali restaurant", "Multi-cuisine restaurant", "Room service"],
        healthAndWellness: ["Doctor on call"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "Fire safety systems"],
        commonArea: ["Lobby lounge", "Travel desk", "Meeting room"],
      },
      roomAmenities: {
        roomFeatures: ["Flat-screen TV", "Work desk", "Tea and coffee maker"],
        bathroom: ["Shower", "Hot water", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Gujarat has prohibition: alcohol is not served without a valid permit.",
        ],
      },
      rating: 4,
      priceBand: "budget",
      images: [
        {
          wikipedia: "Prag Mahal",
          alt: "Prag Mahal in Bhuj's old town, near the hotel (the photo shows the palace, not the hotel)",
        },
      ],
    },
    {
      slug: "regenta-resort-bhuj",
      city: "bhuj",
      name: "Regenta Resort Bhuj",
      about:
        "A resort hotel of the Royal Orchid group on the outskirts of Bhuj, with landscaped grounds and a swimming pool. It is a comfortable base for drives to the White Rann and the craft villages.",
      address: "Mirzapar Highway, Bhuj, Kutch, Gujarat 370040, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "All-day restaurant serving Indian and continental dishes",
          "In-room dining",
        ],
        healthAndWellness: ["Outdoor swimming pool"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Lawns", "Banquet hall", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: ["Flat-screen TV", "Minibar", "Tea and coffee maker", "Work desk"],
        bathroom: ["Shower", "Hairdryer", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Gujarat has prohibition: alcohol is not served without a valid permit.",
        ],
      },
      rating: 4,
      priceBand: "mid-range",
      images: [
        photo(
          credits.rannOfKutch,
          "The White Rann at Dhordo, a day trip from the resort (the photo does not show the hotel)",
        ),
      ],
    },
  ],
};
