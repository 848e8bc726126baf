import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "haridwar",
    name: "Haridwar",
    state: "Uttarakhand",
    description:
      "Haridwar, the 'gateway to the gods', stands where the Ganges flows out of the Shivalik hills onto the plains of north India. One of Hinduism's seven holiest cities, it draws pilgrims year-round to bathe at its ghats and hosts the Kumbh Mela every twelve years.",
    bestTime:
      "October to March, when the weather is pleasant for ghat walks and temple visits; the evening aarti at Har Ki Pauri is special at any time of year.",
    seasons: {
      peak: {
        start: "October",
        end: "March",
        description:
          "Mild, sunny days and cool evenings make it comfortable to sit through the aarti and climb to the hill temples; Diwali and winter festivals bring large crowds.",
      },
      moderate: {
        start: "April",
        end: "June",
        description:
          "Days turn hot, often in the high 30s°C, and the Char Dham pilgrimage season brings heavy traffic, but mornings and evenings by the river remain pleasant.",
      },
      off: {
        start: "July",
        end: "September",
        description:
          "Monsoon rains swell the river and can disrupt hill roads; in the month of Shravan (usually July to August) millions of Kanwar pilgrims arrive, and roads into the city are often restricted.",
      },
    },
    overview: {
      title: "Haridwar: where the Ganges meets the plains",
      history:
        "Known in old texts as Gangadwara and Mayapuri, Haridwar has been a place of pilgrimage for well over two thousand years. Legend says a drop of the nectar of immortality fell here during the churning of the ocean, which is why it is one of the four sites of the Kumbh Mela. The Chinese pilgrim Xuanzang described a town on this stretch of the Ganges in the 7th century, and later rulers and merchants built the temples and ghats around Har Ki Pauri. In 1854 the British opened the Upper Ganges Canal, which begins here, and the main ghats today line the canal's fast-flowing channel.",
      touristPlaces:
        "Har Ki Pauri and its evening Ganga Aarti, Mansa Devi and Chandi Devi temples by ropeway, Maya Devi Temple, Daksheswara Mahadev Temple in Kankhal, Bharat Mata Mandir, Shantikunj, and Rajaji National Park on the edge of the city.",
      famousFor:
        "The Ganga Aarti at Har Ki Pauri, the Kumbh and Ardh Kumbh melas, hilltop temples reached by cable car, ashrams and Ayurvedic centres, and its vegetarian street food.",
      weather:
        "Humid subtropical climate: summer days reach the high 30s°C, the monsoon brings heavy rain from July to September, and winters are cool, with nights close to 5°C and misty mornings.",
    },
    howToReach: {
      byAir:
        "Dehradun's Jolly Grant Airport (DED) is about 35 km away, roughly 45 minutes to an hour by taxi, with direct flights to Delhi, Mumbai and other cities.",
      byRail:
        "Haridwar Junction (HW) is a major station, with Shatabdi and Vande Bharat trains from New Delhi taking about four to four and a half hours, and direct trains from Mumbai, Kolkata, Amritsar and other cities.",
      byRoad:
        "Delhi is about 220 km away, a drive of five to six hours via Meerut and Roorkee, with frequent state buses. Rishikesh is about 25 km upstream and Dehradun about 55 km away.",
      nearestAirport: "DED",
      nearestStation: "HW",
    },
    foodToTry: [
      {
        name: "Kachori with aloo sabzi",
        description:
          "Crisp lentil-stuffed kachoris with a tangy potato curry, the classic breakfast of the lanes near Har Ki Pauri.",
      },
      {
        name: "Aloo puri",
        description:
          "Soft fried bread with spiced potato, pumpkin curry and pickle, served at old eateries in the bazaars.",
      },
      {
        name: "Kulhad lassi and rabri",
        description:
          "Thick yoghurt drink and sweet reduced milk served in clay cups, sold at sweet shops around the ghats.",
      },
      {
        name: "Jalebi",
        description:
          "Hot spirals of fried batter soaked in syrup, often eaten with rabri or with breakfast.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Puja items and Ganga jal containers",
        description:
          "Brass and copper lotas, small sealed cans for carrying river water home, incense and flower offerings from the stalls around Har Ki Pauri.",
      },
      {
        heading: "Rudraksha and gemstone jewellery",
        description:
          "Prayer beads and rings sold throughout Moti Bazaar and Bara Bazaar; buy from established shops and compare prices.",
      },
      {
        heading: "Ayurvedic products",
        description:
          "Herbal medicines, oils and teas from the city's many Ayurvedic pharmacies and ashram shops.",
      },
      {
        heading: "Bangles and religious pictures",
        description:
          "Glass bangles, small idols and prints of deities from the narrow market lanes.",
      },
    ],
    conclusion:
      "One full day covers Haridwar's essentials: a morning ropeway ride to Mansa Devi and Chandi Devi, a walk through the bazaars and Kankhal, and the evening aarti at Har Ki Pauri. Combine it with a night or two in Rishikesh, less than an hour upstream.",
    latitude: 29.9457,
    longitude: 78.1642,
    categories: ["heritage-walk", "places-to-relax"],
    rating: 4.4,
    trending: false,
    images: [
      {
        wikipedia: "Har Ki Pauri",
        alt: "Pilgrims on the steps of Har Ki Pauri on the Ganges in Haridwar",
      },
    ],
  },
  places: [
    {
      slug: "har-ki-pauri",
      city: "haridwar",
      name: "Har Ki Pauri",
      description:
        "Haridwar's most sacred ghat, on the west bank of the Ganges where the river enters the plains. Every evening thousands gather on its steps and the opposite bank for the Ganga Aarti, when huge brass lamps are raised to the river.",
      suggestedDuration: "1.5 to 2 hours around the evening aarti",
      whatToExpect:
        "Crowds, bells and flower sellers; pilgrims bathe holding chains set into the steps, as the current is strong. For the aarti, arrive 45 minutes to an hour early and find a place on the ghat, the clock-tower island or the bridges; volunteers of the Ganga Sabha collect donations and keep order.",
      moreAbout:
        "The name means 'steps of Hari', and a stone in the wall is revered as a footprint of Vishnu. The innermost bathing area, Brahma Kund, is considered the holiest spot, and the ghat is the centre of the Kumbh Mela, when vast crowds bathe on auspicious days.",
      history:
        "Tradition credits King Vikramaditya with building the first ghat here in memory of his brother Bhartrihari, who is said to have meditated by the river. The ghats were extended many times over the centuries and were rebuilt on a larger scale in the 20th century to handle Kumbh crowds.",
      highlights:
        "The evening Ganga Aarti, floating lamps of leaves and flowers, Brahma Kund, the clock tower, and the view of the river from the bridges.",
      timings:
        "Open at all hours. The evening aarti begins around sunset, roughly 6:00 pm in winter and 7:00 pm in summer; a morning aarti is held at dawn.",
      entryFee: "Free.",
      restrictedItems:
        "Remove shoes before the steps, dress modestly and hold the chains when bathing. Alcohol, meat and tobacco are banned around the ghats; rules on access to the innermost Brahma Kund area are set by the Ganga Sabha, so follow local instructions.",
      latitude: 29.956,
      longitude: 78.171,
      rating: 4.7,
      trending: false,
      images: [
        {
          wikipedia: "Har Ki Pauri",
          alt: "The ghat of Har Ki Pauri on the Ganges in Haridwar",
        },
      ],
    },
    {
      slug: "haridwar-mansa-devi-temple",
      city: "haridwar",
      name: "Haridwar Mansa Devi Temple",
      description:
        "A hilltop temple to the goddess Mansa Devi on Bilwa Parvat, overlooking Haridwar from the west. Most visitors ride up by cable car, enjoying wide views over the city and the river.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "A short ropeway ride or a steep walk of about 1.5 km leads to a busy temple courtyard. Queues are long at weekends and during Navratri, and the lanes at the top are lined with stalls selling offerings.",
      moreAbout:
        "Devotees tie sacred threads to a tree in the temple grounds when making a wish and return to untie one when it comes true. The temple forms a triangle of shrines with Chandi Devi and Maya Devi that pilgrims often visit on the same day.",
      history:
        "The goddess Mansa is worshipped as the fulfiller of wishes and is linked in some traditions to the serpent deities. The temple has been a pilgrimage site for centuries, and the ropeway, which made it accessible to many more visitors, was built in the 1980s.",
      highlights:
        "The cable car ride, the views of Haridwar and the Ganges, the wish-thread tree and the twin idols of the goddess.",
      timings:
        "The temple is usually open from early morning to evening, and the ropeway runs roughly 7:00 am to 7:00 pm; hours vary by season, so check before visiting.",
      entryFee:
        "Entry to the temple is free; the ropeway is charged per person for a return trip, with combined tickets for Chandi Devi. Check current fares before visiting.",
      restrictedItems:
        "Shoes must be left outside the shrine; leather goods and tobacco are not permitted. Keep bags closed because of monkeys.",
      latitude: 29.9586,
      longitude: 78.1653,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Mansa Devi Temple, Haridwar",
          alt: "The Mansa Devi Temple on its hill above Haridwar",
        },
      ],
    },
    {
      slug: "haridwar-chandi-devi-temple",
      city: "haridwar",
      name: "Haridwar Chandi Devi Temple",
      description:
        "A temple to the goddess Chandi on the summit of Neel Parvat, across the Ganges from the city. A second ropeway carries visitors up through forest to the shrine.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "The ropeway starts on the Najibabad road on the east side of the river; walkers can climb a path of about 3 km. The temple itself is small and usually crowded, with views over the river channels and the plains.",
      moreAbout:
        "The goddess Chandi is the fierce form of Durga who slew the demons Shumbha and Nishumbha. The temple of Anjana, mother of Hanuman, stands nearby on the same hill.",
      history:
        "The main idol is said to have been installed by Adi Shankaracharya in the 8th century. The present temple was built in 1929 by Suchat Singh, then king of Kashmir.",
      highlights:
        "The forest ropeway ride, the hilltop shrine, the Anjana temple and the views over the Ganges.",
      timings:
        "Usually open from early morning to evening; the ropeway runs roughly 8:00 am to 6:00 pm. Check before visiting.",
      entryFee:
        "Entry to the temple is free; the ropeway is charged for a return trip, with combined tickets for Mansa Devi. Check current fares before visiting.",
      restrictedItems:
        "Shoes must be left outside the shrine; leather goods and tobacco are not permitted. Watch out for monkeys.",
      latitude: 29.9356,
      longitude: 78.1808,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Chandi Devi Temple, Haridwar",
          alt: "The Chandi Devi Temple on Neel Parvat near Haridwar",
        },
      ],
    },
    {
      slug: "daksheswara-mahadev-temple",
      city: "haridwar",
      name: "Daksheswara Mahadev Temple",
      description:
        "An important Shiva temple in the old town of Kankhal, about 4 km south of Har Ki Pauri. It stands where, in legend, King Daksha held the sacrifice at which his daughter Sati gave up her life.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A peaceful temple courtyard beside its own ghat on the Ganges, with a small pit marking the site of Daksha's sacrifice. Kankhal's lanes of old havelis and ashrams are pleasant to explore afterwards.",
      moreAbout:
        "Sati's death led Shiva to carry her body across the world, and the places where parts of it fell became the Shakti Peethas. The temple is especially busy during the month of Shravan and on Maha Shivratri.",
      history:
        "According to the Puranas, Daksha did not invite Shiva to his great sacrifice, and Sati, insulted, immolated herself in its fire. The temple was built in 1810 by Queen Dhankaur and renovated in 1962.",
      highlights:
        "The Shiva lingam shrine, the sacrificial pit of the legend, the temple's ghat on the river and the old quarter of Kankhal.",
      timings:
        "Usually open from early morning to about 9:00 pm, with a midday break; check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes must be removed; dress modestly. Photography may be restricted in the inner shrine, and leather goods and tobacco are not permitted.",
      latitude: 29.9224,
      longitude: 78.1449,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Daksheswara Mahadev Temple",
          alt: "The Daksheswara Mahadev Temple in Kankhal, Haridwar",
        },
      ],
    },
    {
      slug: "rajaji-national-park",
      city: "haridwar",
      name: "Rajaji National Park",
      description:
        "A large forest reserve of sal woods, grassland and river beds along the Shivalik hills, with its Chilla gate only a short drive from Haridwar. It is known for its wild elephants and is also home to tigers, leopards, deer and more than 300 kinds of birds.",
      suggestedDuration: "Half a day for a jeep safari",
      whatToExpect:
        "Guided jeep safaris of about three hours leave in the early morning and afternoon from gates such as Chilla, near Haridwar. Elephant and deer sightings are common; tigers are rare and elusive.",
      moreAbout:
        "The park spreads across the Haridwar, Dehradun and Pauri districts and was declared a tiger reserve in 2015. Its name honours C. Rajagopalachari, the freedom fighter and the only Indian Governor-General.",
      history:
        "The park was formed in 1983 by joining three wildlife sanctuaries, Rajaji, Motichur and Chilla. It protects an important elephant corridor at the north-western limit of the animals' range in India.",
      highlights:
        "Jeep safaris, herds of wild elephants, spotted and sambar deer, birdwatching along the Ganges, and forest rest houses.",
      timings:
        "Safaris in most zones run from mid-November to mid-June, usually in morning and afternoon slots; some zones stay open longer. Book in advance and check before visiting.",
      entryFee:
        "Entry fees are charged per person, separately for Indian and foreign visitors, plus a vehicle and guide fee for the safari; check current charges with the forest department.",
      restrictedItems:
        "Stay inside the vehicle, keep silent near animals and do not feed them. Plastic, loud music and alcohol are not allowed, and drones are prohibited.",
      latitude: 29.9693,
      longitude: 78.2208,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Rajaji National Park",
          alt: "Forest and wildlife in Rajaji National Park near Haridwar",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "pilibhit-house-haridwar",
      city: "haridwar",
      name: "Pilibhit House, Haridwar - IHCL SeleQtions",
      about:
        "A boutique heritage hotel in a riverside mansion built in 1913 by a royal family from Pilibhit, restored and run under IHCL's SeleQtions brand. It has about 35 rooms and its own private ghat on the Ganges, a short distance from Har Ki Pauri.",
      address: "Niranjani Akhara Marg, Haridwar, Uttarakhand 249401, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Restaurant serving vegetarian Indian, Garhwali and international dishes",
          "Riverside café seating",
          "In-room dining",
        ],
        healthAndWellness: ["Spa", "Infinity pool overlooking the river", "Yoga sessions"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Private ghat on the Ganges", "Courtyard lounge", "River-view deck"],
      },
      roomAmenities: {
        roomFeatures: [
          "River views in many rooms",
          "Heritage-style furnishings",
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
          "Haridwar is a vegetarian, alcohol-free city; the hotel serves vegetarian food.",
          "Access roads near the ghats can be closed during festivals and the Kanwar Yatra; ask the hotel about arrival routes.",
        ],
      },
      rating: 4.6,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Har Ki Pauri",
          alt: "Har Ki Pauri on the Ganges, a short distance from the hotel (the photo shows the ghat, not the hotel)",
        },
      ],
    },
    {
      slug: "ganga-lahari-haridwar",
      city: "haridwar",
      name: "Ganga Lahari",
      about:
        "A riverside hotel close to Har Ki Pauri, with rooms and terraces looking over the Ganges. Its location lets guests walk to the evening aarti and the main bazaars.",
      address: "Near Har Ki Pauri, Haridwar, Uttarakhand 249401, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Laundry service",
        ],
        foodAndDrinks: ["Vegetarian restaurant serving Indian dishes", "In-room dining"],
        healthAndWellness: ["Yoga and meditation on request (confirm with the hotel)"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas"],
        commonArea: ["River-view terrace", "Lobby"],
      },
      roomAmenities: {
        roomFeatures: [
          "River or city views depending on category",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: ["Shower", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Haridwar is a vegetarian, alcohol-free city; only vegetarian food is served.",
          "Cars cannot always reach the hotel during busy periods; a short walk or rickshaw ride may be needed.",
        ],
      },
      rating: 4.1,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Har Ki Pauri",
          alt: "Har Ki Pauri on the Ganges, next to the hotel (the photo shows the ghat, not the hotel)",
        },
      ],
    },
  ],
};
