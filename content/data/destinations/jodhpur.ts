import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";
import { credits, photo } from "../images.ts";

export const destination: Destination = {
  city: {
    slug: "jodhpur",
    name: "Jodhpur",
    state: "Rajasthan",
    description:
      "Jodhpur, the second-largest city of Rajasthan, spreads out below the great Mehrangarh fort on the edge of the Thar Desert. Its old town is known as the Blue City for its indigo-washed houses, and it was for centuries the capital of the Rathore kingdom of Marwar.",
    bestTime:
      "October to March, when the desert sun is gentle enough for long walks in the old city and the fort.",
    seasons: {
      peak: {
        start: "October",
        end: "March",
        description:
          "Warm, dry days and cool nights; October brings the Marwar Festival and the Rajasthan International Folk Festival at Mehrangarh.",
      },
      moderate: {
        start: "July",
        end: "September",
        description:
          "Brief monsoon showers take the edge off the heat, though it remains warm and humid; crowds are thin and rates lower.",
      },
      off: {
        start: "April",
        end: "June",
        description:
          "Fierce desert heat, often above 42°C, limits sightseeing to early mornings and evenings.",
      },
    },
    overview: {
      title: "Jodhpur: the Blue City beneath Mehrangarh",
      history:
        "Rao Jodha, chief of the Rathore Rajputs, founded Jodhpur in 1459 and moved his capital here from nearby Mandore, building a fort on a rocky ridge. The city grew rich on the caravan trade between Delhi and Gujarat, and its rulers alternately fought and allied with the Mughals. Maharaja Umaid Singh built the vast Umaid Bhawan Palace between 1929 and 1943, partly to give work to people during a famine. Jodhpur State joined the Indian Union in 1949, and the city gave its name to the riding breeches and the closed-neck jacket worn worldwide.",
      touristPlaces:
        "Mehrangarh Fort, Jaswant Thada, Umaid Bhawan Palace, the Clock Tower and Sardar Market, Mandore Gardens, Toorji ka Jhalra stepwell, the Rao Jodha Desert Rock Park and Kaylana Lake.",
      famousFor:
        "Mehrangarh fort, the blue houses of the old city, Jodhpuri breeches and bandhgala jackets, spices, antique furniture, and snacks such as mirchi bada and mawa kachori.",
      weather:
        "Hot desert climate: summer days often pass 42°C, the short monsoon from July to September brings little rain, and winters are pleasant with days around 25°C and nights near 10°C.",
    },
    howToReach: {
      byAir:
        "Jodhpur Airport (JDH), a civil enclave at the air force station about 5 km south of the centre, has direct flights to Delhi, Mumbai, Bengaluru and a few other cities.",
      byRail:
        "Jodhpur Junction (JU) is a major station of the North Western Railway, with trains to Delhi (overnight), Jaipur (about five to six hours), Jaisalmer, Bikaner, Udaipur and Ahmedabad.",
      byRoad:
        "Jodhpur is about 335 km from Jaipur (five to six hours), 285 km from Jaisalmer and 250 km from Udaipur by road, with regular state and private buses and taxis.",
      nearestAirport: "JDH",
      nearestStation: "JU",
    },
    foodToTry: [
      {
        name: "Mirchi bada",
        description:
          "A fat green chilli filled with spiced potato, coated in gram-flour batter and deep-fried; Jodhpur's signature snack.",
      },
      {
        name: "Mawa kachori",
        description:
          "A rich fried pastry stuffed with sweetened milk solids and nuts, then dipped in sugar syrup.",
      },
      {
        name: "Makhaniya lassi",
        description:
          "Thick, sweet yoghurt drink topped with cream and flavoured with saffron and cardamom.",
      },
      {
        name: "Ker sangri",
        description:
          "A tangy stir-fry of dried desert berries and beans, eaten with bajra rotis and a dollop of ghee.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Spices",
        description:
          "Red Mathania chillies and spice blends from the stalls around Sardar Market and the Clock Tower.",
      },
      {
        heading: "Bandhej and leheriya textiles",
        description: "Tie-dyed saris, dupattas and turbans in the bright colours of Marwar.",
      },
      {
        heading: "Furniture and antiques",
        description:
          "Jodhpur's workshops make and export carved wooden furniture; check what is old and what is reproduction before you pay.",
      },
      {
        heading: "Mojaris and Jodhpuri wear",
        description:
          "Embroidered leather slippers, and tailored Jodhpuri breeches or bandhgala jackets.",
      },
    ],
    conclusion:
      "Two days let you see Mehrangarh and Jaswant Thada at an easy pace, wander the blue lanes and bazaars of the old city, and visit Umaid Bhawan and Mandore. Jodhpur also sits conveniently between Jaipur, Udaipur and Jaisalmer on a Rajasthan circuit.",
    latitude: 26.2389,
    longitude: 73.0243,
    categories: ["heritage-walk", "foodies"],
    rating: 4.6,
    trending: true,
    images: [
      photo(credits.mehrangarhFort, "Mehrangarh Fort rising on its rocky ridge above Jodhpur"),
    ],
  },
  places: [
    {
      slug: "mehrangarh-fort",
      city: "jodhpur",
      name: "Mehrangarh Fort",
      description:
        "One of the largest forts in India, rising sheer from a rocky hill about 120 metres above the old city. Inside its walls, the palaces of the Rathore rulers hold one of the best museums in Rajasthan.",
      suggestedDuration: "3 to 4 hours",
      whatToExpect:
        "You enter through a series of gates on a steep ramp, with a lift available for part of the climb. The museum route leads through courtyards and royal apartments, and the ramparts give sweeping views over the blue houses below; an audio guide is available at the entrance.",
      moreAbout:
        "The fort is run by a trust set up by the former royal family, and is one of the best-kept heritage sites in the country. A zip-line course over the fort's lakes and walls is run separately.",
      history:
        "Rao Jodha laid the foundation in 1459, and his successors enlarged the fort over the next five centuries. Its gates record the kingdom's wars: the Jai Pol was built by Maharaja Man Singh in the early 19th century after campaigns against Jaipur and Bikaner, and the Fateh Pol marks a victory over the Mughals in 1707. The museum trust was established in 1972.",
      highlights:
        "The Moti Mahal, Phool Mahal and Sheesh Mahal, the collection of elephant howdahs and palanquins, the Chamunda Mata temple, the cannons on the ramparts, and the handprints of royal widows at the Loha Pol.",
      timings:
        "Usually 9:00 am to 5:00 pm daily. Run by the Mehrangarh Museum Trust; check before visiting.",
      entryFee:
        "Indians about ₹200, foreign visitors about ₹800; lift, guides and the zip-line cost extra. As published by the museum trust; check before visiting.",
      restrictedItems:
        "Drones, food inside the palace galleries and smoking are not allowed; large bags may have to be left at the cloakroom.",
      latitude: 26.2978,
      longitude: 73.0185,
      rating: 4.8,
      trending: true,
      images: [
        photo(credits.mehrangarhFort, "Mehrangarh Fort rising on its rocky ridge above Jodhpur"),
      ],
    },
    {
      slug: "jaswant-thada",
      city: "jodhpur",
      name: "Jaswant Thada",
      description:
        "A white marble memorial beside a small lake just below Mehrangarh, built in memory of Maharaja Jaswant Singh II. Its thin marble panels seem to glow in the sun.",
      suggestedDuration: "45 minutes to 1 hour",
      whatToExpect:
        "A quiet, compact site with a main cenotaph, terraced gardens and smaller memorials of later rulers. It is an easy stop on the road to or from the fort, and musicians often play in the gardens.",
      moreAbout:
        "The building is carved like a temple, with fine latticework and domed pavilions. The rocky terraces around it look back towards Mehrangarh and out over the city.",
      history:
        "Maharaja Sardar Singh built the cenotaph in 1899 for his father, Jaswant Singh II, who had died in 1895. The site has since served as a cremation ground for the royal family of Marwar.",
      highlights:
        "The translucent marble walls, the portraits of the Rathore rulers inside, the garden terraces and the view of Mehrangarh.",
      timings: "Usually about 9:00 am to 5:00 pm daily. Check before visiting.",
      entryFee: "Indians about ₹50, foreign visitors about ₹100. Check before visiting.",
      restrictedItems:
        "Shoes must be removed inside the cenotaph; drones, smoking and food are not allowed.",
      latitude: 26.304,
      longitude: 73.023,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Jaswant Thada",
          alt: "The white marble memorial of Jaswant Thada in Jodhpur",
        },
      ],
    },
    {
      slug: "umaid-bhawan-palace-museum",
      city: "jodhpur",
      name: "Umaid Bhawan Palace Museum",
      description:
        "A museum in one wing of Umaid Bhawan, the huge Art Deco sandstone palace on Chittar Hill that is still home to the former royal family. The rest of the palace is a hotel.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "A small museum of photographs, clocks, crockery and royal memorabilia, with a garage of vintage cars near the gate. Non-residents cannot enter the hotel or residence, but the museum gives a good look at the building's scale.",
      moreAbout:
        "With about 350 rooms, the palace is one of the largest private homes in the world. Its central dome and clean Art Deco lines mark it out from Rajasthan's older palaces.",
      history:
        "Maharaja Umaid Singh commissioned the palace, designed by the British architect Henry Vaughan Lanchester, and it was built between 1929 and 1943, giving employment during years of drought and famine. Part of it opened as a hotel in the 1970s.",
      highlights:
        "The vintage car collection, the display of clocks, photographs of royal life, and the palace's domed facade and gardens.",
      timings: "Usually about 9:00 am to 5:00 pm daily. Check before visiting.",
      entryFee: "Indians about ₹100, foreign visitors about ₹400. Check before visiting.",
      restrictedItems:
        "Visitors may not enter the hotel or residence areas; drones and food are not allowed.",
      latitude: 26.2811,
      longitude: 73.047,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Umaid Bhawan Palace",
          alt: "The domed sandstone Umaid Bhawan Palace in Jodhpur",
        },
      ],
    },
    {
      slug: "jodhpur-clock-tower",
      city: "jodhpur",
      name: "Jodhpur Clock Tower and Sardar Market",
      description:
        "The Ghanta Ghar, a sandstone clock tower in the middle of the old city, stands at the heart of Sardar Market, Jodhpur's busiest bazaar. It is the natural starting point for a walk into the blue lanes below the fort.",
      suggestedDuration: "1 to 2 hours",
      whatToExpect:
        "Crowded, noisy lanes of stalls selling spices, textiles, bangles, vegetables and snacks, with the tower in the middle of a square. Rooftop cafes around the market look up at Mehrangarh.",
      moreAbout:
        "The clock's keepers sometimes let visitors climb up to the mechanism for a small tip. The streets around the tower are good for trying mirchi bada and sweet lassi.",
      history:
        "Maharaja Sardar Singh, who ruled from 1895 to 1911, built the tower and the market, which took his name. The tower was completed around 1910 and became the city's public timekeeper.",
      highlights:
        "The clock tower, spice stalls, bandhej and leheriya fabrics, street snacks, and views of Mehrangarh from the square.",
      timings:
        "The square is always open; most shops trade from about 10:00 am to 9:00 pm, and some close on Sundays. Check before visiting.",
      entryFee: "Free to walk around; a small tip or fee may be asked to climb the tower.",
      restrictedItems:
        "Vehicles are restricted in the inner lanes; keep bags closed in the crowds and ask before photographing people.",
      latitude: 26.2951,
      longitude: 73.024,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Ghanta Ghar (Jodhpur)",
          alt: "The clock tower at the centre of Sardar Market in Jodhpur",
        },
      ],
    },
    {
      slug: "mandore-gardens",
      city: "jodhpur",
      name: "Mandore Gardens",
      description:
        "Gardens at Mandore, about 9 km north of Jodhpur, the capital of Marwar before the city was founded. They hold the temple-like red sandstone cenotaphs of the Rathore rulers.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "A shaded park with monkeys, lawns and a cluster of tall memorials, popular with local families at weekends. Paths lead up to the ruins of the old Mandore fort on the hill behind.",
      moreAbout:
        "Unlike the domed chhatris found elsewhere, the Mandore memorials are built like Hindu temples with tall spires. A hall of brightly painted figures of folk heroes and gods stands nearby.",
      history:
        "Mandore was a seat of the Pratihara rulers long before the Rathores took it in the 14th century. After Rao Jodha moved the capital in 1459, Mandore became the royal cremation ground, and the largest cenotaph, of Maharaja Ajit Singh, dates from the early 18th century.",
      highlights:
        "The cenotaph of Maharaja Ajit Singh, the Hall of Heroes, the Ek Thamba Mahal, and the ruins of Mandore fort.",
      timings:
        "The gardens are usually open daily from morning to evening; the small museum keeps shorter hours. Check before visiting.",
      entryFee: "Free entry to the gardens; the museum charges a small fee.",
      restrictedItems:
        "Do not feed the monkeys or climb on the monuments; littering is prohibited.",
      latitude: 26.3515,
      longitude: 73.0484,
      rating: 4.1,
      trending: false,
      images: [
        {
          wikipedia: "Mandore",
          alt: "Red sandstone cenotaphs of the Rathore rulers at Mandore near Jodhpur",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "umaid-bhawan-palace-jodhpur",
      city: "jodhpur",
      name: "Umaid Bhawan Palace, Jodhpur",
      about:
        "The hotel wing of Umaid Bhawan Palace, the Art Deco residence of the former Maharajas of Jodhpur, run by Taj Hotels (IHCL). Rooms and suites open onto the palace gardens, and the royal family still lives in another part of the building.",
      address: "Circuit House Road, Jodhpur, Rajasthan 342006, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Restaurants serving Rajasthani, Indian and international cuisine",
          "Bar",
          "Private dining on the lawns",
          "24-hour in-room dining",
        ],
        healthAndWellness: [
          "Spa",
          "Indoor and outdoor swimming pools",
          "Fitness centre",
          "Yoga sessions",
        ],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Palace gardens", "Art Deco halls and lounges", "Guided heritage walks"],
      },
      roomAmenities: {
        roomFeatures: [
          "Art Deco furnishings",
          "Garden or courtyard views",
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
        otherRules: [
          ...standardHotelRules,
          "Parts of the palace are a private residence and closed to guests.",
        ],
      },
      latitude: 26.2811,
      longitude: 73.047,
      rating: 4.8,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Umaid Bhawan Palace",
          alt: "Umaid Bhawan Palace in Jodhpur, part of which is the hotel",
        },
      ],
    },
    {
      slug: "raas-jodhpur",
      city: "jodhpur",
      name: "RAAS Jodhpur",
      about:
        "A boutique hotel inside the old walled city, built around a restored 18th-century haveli with new wings of local red sandstone. It sits directly below Mehrangarh, and many rooms and the pool terrace look up at the fort.",
      address: "Tunwarji ka Jhalra, Makrana Mohalla, Jodhpur, Rajasthan 342001, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Car parking outside the old city lanes",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Restaurant with views of the fort serving Indian and international dishes",
          "Bar",
          "In-room dining",
        ],
        healthAndWellness: ["Spa", "Outdoor swimming pool", "Yoga sessions"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Courtyard garden", "Rooftop and terraces", "Library lounge"],
      },
      roomAmenities: {
        roomFeatures: [
          "Fort views from many rooms",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: ["Rain shower", "Bathrobes", "Hairdryer", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "The last stretch to the hotel is through narrow old-city lanes; the hotel can arrange transfers.",
        ],
      },
      rating: 4.6,
      priceBand: "luxury",
      images: [
        photo(
          credits.mehrangarhFort,
          "Mehrangarh Fort, which rises above the hotel in the old city (the photo shows the fort, not the hotel)",
        ),
      ],
    },
  ],
};
