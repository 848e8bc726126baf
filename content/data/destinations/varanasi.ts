import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";
import { credits, photo } from "../images.ts";

export const destination: Destination = {
  city: {
    slug: "varanasi",
    name: "Varanasi",
    state: "Uttar Pradesh",
    description:
      "Varanasi, also called Kashi or Banaras, stretches along a crescent of the Ganges in eastern Uttar Pradesh and is counted among the oldest continuously inhabited cities in the world. Its riverfront of stone ghats, temples and narrow lanes makes it one of Hinduism's holiest places, and the Buddhist site of Sarnath lies just outside the city.",
    bestTime:
      "October to March, when the weather is cool and the river is calm enough for boat rides; Dev Deepawali in November is especially memorable.",
    seasons: {
      peak: {
        start: "October",
        end: "March",
        description:
          "Comfortable days, misty sunrises over the river and a full calendar of festivals, including Dev Deepawali, when the ghats are lined with oil lamps.",
      },
      moderate: {
        start: "July",
        end: "September",
        description:
          "The monsoon swells the Ganges, sometimes covering the lower steps; boat trips may be suspended and the evening aarti moves to higher ground, but the city is quieter.",
      },
      off: {
        start: "April",
        end: "June",
        description:
          "Hot and humid, with afternoon temperatures above 40°C; sunrise boat rides and evening walks are the most comfortable times to explore.",
      },
    },
    overview: {
      title: "Varanasi: the city of light on the Ganges",
      history:
        "Kashi appears in early Hindu texts and was already an important city when the Buddha gave his first sermon at nearby Sarnath in the 6th or 5th century BCE. It has long been a centre of learning, music and pilgrimage, home to poet-saints such as Kabir, Ravidas and Tulsidas. Many temples were destroyed and rebuilt over the centuries; the present Kashi Vishwanath temple was built in 1780 by Queen Ahilyabai Holkar of Indore, and much of the riverfront took its current shape under Maratha and other patrons in the 18th and 19th centuries. Banaras Hindu University was founded here in 1916.",
      touristPlaces:
        "Dashashwamedh, Assi and Manikarnika ghats, Kashi Vishwanath temple and corridor, Sankat Mochan Hanuman temple, Ramnagar Fort, Bharat Kala Bhavan museum at BHU, and Sarnath.",
      famousFor:
        "The ghats and the evening Ganga Aarti, sunrise boat rides, Banarasi silk and brocade, Banarasi paan, classical music and its street food.",
      weather:
        "Humid subtropical climate: hot summers above 40°C, heavy monsoon rain from July to September, and cool, often foggy winters with nights close to 5°C.",
    },
    howToReach: {
      byAir:
        "Lal Bahadur Shastri International Airport (VNS) at Babatpur, about 25 km north-west of the city, has direct flights to Delhi, Mumbai, Bengaluru, Kolkata and other cities.",
      byRail:
        "Varanasi Junction (BSB), also called Varanasi Cantt, is the main station, with trains including the Vande Bharat Express from New Delhi. Banaras station and Pt. Deen Dayal Upadhyaya Junction, about 17 km away, also handle many long-distance trains.",
      byRoad:
        "The city lies on National Highway 19, the old Grand Trunk Road; Prayagraj is about 120 km away and Lucknow about 320 km, with regular state buses. Cars cannot enter the lanes near the ghats, so expect to finish the last stretch on foot or by cycle-rickshaw.",
      nearestAirport: "VNS",
      nearestStation: "BSB",
    },
    foodToTry: [
      {
        name: "Kachori sabzi",
        description:
          "Puffy fried kachoris with a spicy potato curry, followed by hot jalebi: the classic Banarasi breakfast.",
      },
      {
        name: "Tamatar chaat",
        description:
          "A tangy, spiced mash of tomato and potato topped with crunchy bits of fried dough.",
      },
      {
        name: "Malaiyo",
        description:
          "A cloud-light froth of milk flavoured with saffron and cardamom, sold only on winter mornings.",
      },
      {
        name: "Banarasi paan",
        description:
          "Betel leaf folded around sweet or spiced fillings, a city tradition best tried at an old paan shop.",
      },
      {
        name: "Lassi in a kulhad",
        description: "Thick sweet yoghurt drink served in a clay cup and often topped with malai.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Banarasi silk sarees",
        description:
          "Handwoven silk and brocade with gold and silver zari; genuine pieces carry a Geographical Indication tag, so ask to see it.",
      },
      {
        heading: "Wooden toys and lacquerware",
        description:
          "Brightly lacquered toys and figures turned by local artisans, another GI-tagged craft.",
      },
      {
        heading: "Brass and copper ware",
        description: "Lamps, bells and puja vessels from the shops near the main temples.",
      },
      {
        heading: "Rudraksha beads",
        description:
          "Prayer beads and malas sold throughout the old city; prices vary widely, so compare before buying.",
      },
    ],
    conclusion:
      "Plan at least two days: a sunrise boat ride along the ghats, an evening at the Dashashwamedh aarti, a morning in the old lanes around Kashi Vishwanath, and a half-day trip to Sarnath. Dress modestly, ask before photographing people and never photograph cremations at the burning ghats.",
    latitude: 25.3176,
    longitude: 82.9739,
    categories: ["heritage-walk", "foodies", "places-to-relax"],
    rating: 4.7,
    trending: true,
    images: [
      photo(
        credits.dashashwamedhGhat,
        "Steps of Dashashwamedh Ghat leading down to the Ganges in Varanasi",
      ),
    ],
  },
  places: [
    {
      slug: "dashashwamedh-ghat",
      city: "varanasi",
      name: "Dashashwamedh Ghat",
      description:
        "The busiest and best-known ghat in Varanasi, close to the Kashi Vishwanath temple. Every evening it hosts the Ganga Aarti, a river ceremony of lamps, bells and chanting.",
      suggestedDuration: "1.5 to 2 hours around the evening aarti",
      whatToExpect:
        "Crowds, bells, flower sellers and boatmen offering rides. For the aarti, arrive 30 to 45 minutes early to find a place on the steps, or watch from a boat on the river.",
      moreAbout:
        "A row of priests performs the aarti in unison on raised platforms, circling large brass lamps to the sound of conch shells and hymns. Boats leave from here for sunrise trips along the ghats; agree the fare and route before setting off.",
      history:
        "Its name recalls the legend that Brahma performed a sacrifice of ten horses (dasha ashwamedha) here. The stone steps seen today were largely built in the mid-18th century under Maratha patronage, including Peshwa Balaji Baji Rao, and restored later by Ahilyabai Holkar.",
      highlights:
        "The evening Ganga Aarti, sunrise boat rides, the view along the curve of the ghats, and the lanes leading up to Kashi Vishwanath.",
      timings:
        "Open at all hours. The Ganga Aarti begins around sunset, roughly 6:00 pm in winter and 7:00 pm in summer, and lasts about 45 minutes; during high monsoon floods it moves to higher ground.",
      entryFee: "Free. Boat rides are charged separately and vary by boat type and season.",
      restrictedItems:
        "No formal restrictions, but drones are not allowed, and visitors should dress modestly, keep valuables close in the crowd and not photograph cremations at the nearby burning ghats.",
      latitude: 25.3068,
      longitude: 83.0104,
      rating: 4.7,
      trending: false,
      images: [
        photo(credits.dashashwamedhGhat, "Steps of Dashashwamedh Ghat leading down to the Ganges"),
      ],
    },
    {
      slug: "sarnath",
      city: "varanasi",
      name: "Sarnath",
      description:
        "The deer park about 10 km north-east of Varanasi where the Buddha gave his first sermon after his enlightenment. It is one of the four main Buddhist pilgrimage sites, with ancient stupas, monastery ruins and a museum holding the Lion Capital of Ashoka.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "A calm, green archaeological park laid out with brick foundations of old monasteries around the great Dhamek Stupa, often with pilgrims from across Asia walking around it. Modern temples built by Buddhist communities from several countries stand nearby.",
      moreAbout:
        "The Sarnath Museum, opened in 1910, is the oldest site museum of the Archaeological Survey of India. Its star exhibit is the polished sandstone Lion Capital, adopted as India's national emblem in 1950. The Mulagandha Kuti Vihara, built in 1931, has murals of the Buddha's life by the Japanese artist Kosetsu Nosu.",
      history:
        "Here the Buddha taught his first five disciples, an event known as setting the Wheel of Dharma in motion. Emperor Ashoka raised a pillar at the site in the 3rd century BCE, and monasteries flourished for well over a thousand years before the site declined around the 12th century. Excavations from the 19th century onwards uncovered the ruins.",
      highlights:
        "Dhamek Stupa, about 43 metres high with carved stone bands from the Gupta period; the stump of Ashoka's pillar; the Chaukhandi Stupa; the Mulagandha Kuti Vihara; and the Sarnath Museum.",
      timings:
        "The excavated site is open from sunrise to sunset. The museum is usually open 9:00 am to 5:00 pm and closed on Fridays. As published by ASI; check before visiting.",
      entryFee:
        "Excavated site: Indians about ₹25, foreign visitors about ₹300; children under 15 free. The museum has a separate small fee. As published by ASI; check before visiting.",
      restrictedItems:
        "Photography is not allowed inside the museum; drones are prohibited, and shoes must be removed in the temples.",
      latitude: 25.3808,
      longitude: 83.0245,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Dhamek Stupa",
          alt: "The brick and stone drum of the Dhamek Stupa at Sarnath",
        },
      ],
    },
    {
      slug: "kashi-vishwanath-temple",
      city: "varanasi",
      name: "Kashi Vishwanath Temple",
      description:
        "The most sacred temple in Varanasi, dedicated to Shiva as Vishwanath, 'lord of the universe', and one of the twelve Jyotirlingas. Its gold-plated spire rises above the old city, now linked to the river by a broad new corridor.",
      suggestedDuration: "1.5 to 3 hours, depending on queues",
      whatToExpect:
        "Security is strict and queues can be long, especially on Mondays, in the month of Shravan and on Maha Shivratri. Phones, bags and leather items must be left in lockers before entering, and the darshan itself is brief in the crowded sanctum.",
      moreAbout:
        "The Kashi Vishwanath Corridor, opened in December 2021, cleared a wide paved route from the temple down to the ghats and added galleries and pilgrim facilities. Several aartis are held through the day, starting with the Mangala Aarti before dawn, for which tickets are sold in advance.",
      history:
        "A temple to Vishwanath has stood in Kashi since ancient times but was destroyed and rebuilt several times over the centuries. The present temple was built in 1780 by Ahilyabai Holkar, queen of Indore, and in 1835 Maharaja Ranjit Singh of Punjab gave the gold that covers its spire and dome.",
      highlights:
        "The gold-plated spire, the darshan of the Jyotirlinga, the Mangala Aarti at dawn, and the corridor leading down to the ghats.",
      timings:
        "Usually open from about 3:00 am to 11:00 pm, with darshan paused during the aartis; check before visiting.",
      entryFee:
        "General darshan is free; paid options for faster darshan and tickets for the aartis are sold through the temple trust. Check current prices before visiting.",
      restrictedItems:
        "Mobile phones, cameras, electronic devices, bags and leather items are not allowed inside; free lockers are provided. Photography is prohibited, and modest dress is expected.",
      latitude: 25.3109,
      longitude: 83.0107,
      rating: 4.7,
      trending: false,
      images: [
        {
          wikipedia: "Kashi Vishwanath Temple",
          alt: "The gold-plated spire of the Kashi Vishwanath Temple in Varanasi",
        },
      ],
    },
    {
      slug: "assi-ghat",
      city: "varanasi",
      name: "Assi Ghat",
      description:
        "The southernmost of the main ghats, where the small Assi river meets the Ganges near Banaras Hindu University. It is a lively meeting place for students, pilgrims and travellers, and its mornings begin with music, prayer and yoga.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "A wide, open ghat with tea stalls, boats for hire and a large platform used for the dawn programme known as Subah-e-Banaras and for an evening aarti. It is a good starting point for a walk or boat ride north along the ghats.",
      moreAbout:
        "Pilgrims traditionally bathe here before worshipping a Shiva lingam under a peepal tree at the top of the steps. The area around the ghat is full of cafés, guest houses and music schools.",
      history:
        "The ghat is named after the Assi river, which in legend was created by the goddess Durga's sword. The poet-saint Tulsidas, author of the Ramcharitmanas, lived and died near here in the early 17th century, and nearby Tulsi Ghat is named after him.",
      highlights:
        "Subah-e-Banaras at dawn, the evening aarti, sunrise boat rides, the Shiva lingam under the peepal tree, and the cafés of the neighbourhood.",
      timings:
        "Open at all hours. The morning programme starts before sunrise and the evening aarti around sunset; timings change with the season.",
      entryFee: "Free. Boat rides are charged separately; agree the fare before setting off.",
      restrictedItems:
        "No formal restrictions, but dress modestly, keep valuables close and do not photograph people bathing or praying without permission. Drones are not allowed.",
      latitude: 25.2889,
      longitude: 83.0065,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Assi Ghat",
          alt: "The steps of Assi Ghat on the Ganges in Varanasi",
        },
      ],
    },
    {
      slug: "ramnagar-fort",
      city: "varanasi",
      name: "Ramnagar Fort",
      description:
        "An 18th-century sandstone fort on the east bank of the Ganges, across the river from the southern ghats. It is the ancestral home of the Maharajas of Benares and houses a museum of their collections.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "A drive across the river, or a boat ride in calmer seasons, leads to the fort's riverside walls and courtyards. The museum displays vintage cars, palanquins, costumes, weapons and an astronomical clock; part of the fort is still the royal family's residence and closed to visitors.",
      moreAbout:
        "Ramnagar is famous for its month-long Ramlila, staged across the town in the weeks around Dussehra with the Maharaja in attendance, a tradition going back to the 19th century. The fort's riverside terraces give a fine view back towards the city's ghats.",
      history:
        "Raja Balwant Singh, founder of the Benares state, built the fort around 1750 in the Mughal style. His descendants, the Kashi Naresh, ruled from here until the state merged with India in 1949, and they still hold a ceremonial place in the city's religious life.",
      highlights:
        "The vintage car collection, the royal palanquins and howdahs, the arms gallery, the astronomical clock, the temple of Veda Vyasa and the view of the Ganges.",
      timings: "Usually open daily from about 10:00 am to 5:00 pm; check before visiting.",
      entryFee:
        "A museum ticket is charged, higher for foreign visitors than for Indians; check current prices before visiting.",
      restrictedItems:
        "Photography is not allowed inside the museum; food, tobacco and drones are not permitted, and the royal residence is off limits.",
      latitude: 25.2706,
      longitude: 83.0262,
      rating: 4.1,
      trending: false,
      images: [
        {
          wikipedia: "Ramnagar Fort",
          alt: "The sandstone walls of Ramnagar Fort on the bank of the Ganges",
        },
      ],
    },
  ],
  hotels: [
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
          ...standardHotelRules,
          "Cars cannot reach the ghat: arrival is on foot through the lanes or by boat, so ask the hotel how to get there.",
          "Food served is vegetarian; confirm the current food and drink policy with the hotel.",
        ],
      },
      rating: 4.6,
      priceBand: "luxury",
      images: [
        photo(
          credits.dashashwamedhGhat,
          "Dashashwamedh Ghat on the Ganges, next to the hotel's riverfront (the photo shows the ghat, not the hotel)",
        ),
      ],
    },
    {
      slug: "taj-ganges-varanasi",
      city: "varanasi",
      name: "Taj Ganges, Varanasi",
      about:
        "A large hotel of the Taj (IHCL) group set in the wooded grounds of the Nadesar Palace estate in the cantonment area, about 5 km from the ghats. It is a calm base with easy road access to the airport, the station and Sarnath.",
      address: "Nadesar Palace Grounds, Varanasi, Uttar Pradesh 221002, India",
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
          "Specialty Indian restaurant",
          "Bar",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Spa", "Outdoor swimming pool", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Landscaped gardens", "Lobby lounge", "Banquet halls"],
      },
      roomAmenities: {
        roomFeatures: [
          "Garden or pool views depending on category",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: ["Bathtub or shower", "Bathrobes", "Hairdryer", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Cars cannot reach the ghats; allow time for the last stretch on foot or by cycle-rickshaw.",
        ],
      },
      rating: 4.5,
      priceBand: "luxury",
      images: [
        photo(
          credits.dashashwamedhGhat,
          "Dashashwamedh Ghat on the Ganges, about 5 km from the hotel (the photo shows the ghat, not the hotel)",
        ),
      ],
    },
  ],
};
