import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "chhatrapati-sambhajinagar",
    name: "Chhatrapati Sambhajinagar",
    state: "Maharashtra",
    description:
      "Chhatrapati Sambhajinagar, formerly Aurangabad and officially renamed in 2023, is the main city of Maharashtra's Marathwada region. It is the base for the Ajanta and Ellora Caves, two UNESCO World Heritage Sites, and has its own Mughal-era monuments, old city gates and a long tradition of silk weaving.",
    bestTime:
      "October to March, when the days are warm and dry and the long excursions to Ajanta and Ellora are comfortable.",
    seasons: {
      peak: {
        start: "October",
        end: "February",
        description:
          "Sunny days in the high 20s and cool nights suit full days at the caves and the hill climb at Daulatabad; the Ellora–Ajanta festival is sometimes held in this season.",
      },
      moderate: {
        start: "July",
        end: "September",
        description:
          "Monsoon rains turn the Deccan plateau green and fill the waterfalls near Ajanta; showers are moderate, though paths at the caves can be slippery.",
      },
      off: {
        start: "March",
        end: "June",
        description:
          "The dry heat builds quickly and often passes 40°C in April and May, so start at dawn and rest indoors through the afternoon.",
      },
    },
    overview: {
      title: "Chhatrapati Sambhajinagar: gateway to Ajanta and Ellora",
      history:
        "The area around the city has drawn monks, merchants and kings for two thousand years, from the Buddhist caves of Ajanta to the Yadava stronghold of Devagiri. In 1610 Malik Ambar, the Abyssinian-born minister of the Ahmadnagar sultanate, founded a town here called Khadki. The Mughal prince Aurangzeb made it his headquarters as viceroy of the Deccan and it came to be called Aurangabad; his son built the Bibi Ka Maqbara for his mother in the 1660s. Later the city belonged to the Nizams of Hyderabad until 1948, and it became part of Maharashtra in 1960. In 2023 it was officially renamed Chhatrapati Sambhajinagar after Sambhaji, the second Maratha ruler.",
      touristPlaces:
        "Ajanta Caves, Ellora Caves, Bibi Ka Maqbara, Daulatabad Fort, Grishneshwar Temple, the Aurangabad Caves, Panchakki water mill and the old city gates.",
      famousFor:
        "The Ajanta murals and the rock-cut Kailasa temple at Ellora, the Bibi Ka Maqbara, Himroo and Paithani weaving, and the rich meat dish naan khaliya.",
      weather:
        "Hot semi-arid climate: April and May often exceed 40°C, the monsoon from June to September brings moderate rain of around 700 mm, and winter nights from December to February can fall to about 10°C.",
    },
    howToReach: {
      byAir:
        "Chhatrapati Sambhajinagar Airport (IXU) at Chikalthana, about 10 km east of the city centre, has direct flights to Delhi, Mumbai, Hyderabad and Bengaluru. Ellora is about an hour's drive from the airport and Ajanta about three hours.",
      byRail:
        "The city's railway station (code AWB in older timetables) is on the line between Manmad and Secunderabad. Several daily trains, including Vande Bharat and Janshatabdi services, run to Mumbai in about six to seven hours, and overnight trains connect Delhi and Hyderabad.",
      byRoad:
        "Pune is about 235 km away (five hours) and Mumbai about 335 km (six to seven hours), and the Samruddhi Mahamarg expressway passes close to the city. Ellora lies 30 km to the north-west and Ajanta about 100 km to the north; state buses and hired cars serve both.",
      nearestAirport: "IXU",
      nearestStation: "AWB",
    },
    foodToTry: [
      {
        name: "Naan khaliya",
        description:
          "The city's signature dish: a spiced mutton curry with a thin gravy, eaten with large tandoor-baked naan, a legacy of Mughal army kitchens.",
      },
      {
        name: "Tahri",
        description:
          "A one-pot rice dish cooked with meat or vegetables and whole spices, lighter than biryani and popular in the old city.",
      },
      {
        name: "Pithla bhakri",
        description:
          "Marathwada farm food: a thick gram-flour curry served with millet flatbread, raw onion and a fiery green chilli thecha.",
      },
      {
        name: "Imarti and jalebi",
        description:
          "Syrup-soaked fried sweets sold fresh from large pans at old-city sweet shops, best eaten warm.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Himroo shawls and fabric",
        description:
          "A soft cotton-silk weave with Persian-style patterns, said to have been brought to the city in the 14th century; buy from workshops in the old city that show weavers at work.",
      },
      {
        heading: "Paithani saris",
        description:
          "Rich silk saris with peacock and lotus motifs woven at Paithan, about 50 km away, and sold in city showrooms; genuine ones are expensive and take weeks to weave.",
      },
      {
        heading: "Bidriware",
        description:
          "Blackened metal boxes, vases and jewellery inlaid with silver in a craft shared with Bidar and Hyderabad.",
      },
      {
        heading: "Replicas of cave art",
        description:
          "Prints of the Ajanta murals and small stone carvings inspired by Ellora are sold near the caves; prices vary widely, so compare before buying.",
      },
    ],
    conclusion:
      "Give Chhatrapati Sambhajinagar at least three days: one for Ellora and Grishneshwar with Daulatabad on the way, one for the long trip to Ajanta, and one for the Bibi Ka Maqbara and the old city. Remember that Ajanta is closed on Mondays and Ellora on Tuesdays.",
    latitude: 19.8762,
    longitude: 75.3433,
    categories: ["heritage-walk"],
    rating: 4.5,
    trending: false,
    images: [
      {
        wikipedia: "Bibi Ka Maqbara",
        alt: "The white domed mausoleum of Bibi Ka Maqbara with its four minarets",
      },
      {
        wikipedia: "Ellora Caves",
        alt: "Rock-cut temple architecture at the Ellora Caves",
      },
    ],
  },
  places: [
    {
      slug: "ajanta-caves",
      city: "chhatrapati-sambhajinagar",
      name: "Ajanta Caves",
      description:
        "About 30 Buddhist caves cut into a horseshoe-shaped cliff above the Waghur river, around 100 km north of the city. Their murals are among the finest surviving paintings of ancient India, and the site is a UNESCO World Heritage Site.",
      suggestedDuration: "4 to 5 hours at the site, plus the drive",
      whatToExpect:
        "Private vehicles stop at a visitor centre, from which eco-friendly buses run to the foot of the caves; then a stepped path climbs along the cliff face from cave to cave. The painted caves are kept dim to protect the murals, so allow time for your eyes to adjust, and expect queues in the most famous ones.",
      moreAbout:
        "The caves include chaitya halls for worship and viharas where monks lived, with carved Buddha figures and walls painted with Jataka tales, court scenes and bodhisattvas. A viewpoint across the gorge shows the whole curve of the caves at once.",
      history:
        "The earliest caves were carved in the 2nd and 1st centuries BCE, and a second, richer phase followed in the 5th century CE, largely under the patronage of the Vakataka dynasty. The site was later abandoned and overgrown. In 1819 a British officer named John Smith, out hunting a tiger, saw a cave entrance from across the ravine and brought the caves to wider attention; they became a World Heritage Site in 1983.",
      highlights:
        "The Padmapani and Vajrapani bodhisattva paintings in Cave 1, the chaitya halls of Caves 19 and 26, the reclining Buddha in Cave 26, the Jataka murals and the viewpoint across the gorge.",
      timings:
        "Open 9:00 am to 5:30 pm; closed on Mondays. As published by ASI; check before visiting.",
      entryFee:
        "Indians about ₹40, foreign visitors about ₹600 (ASI); children under 15 free; the shuttle bus from the visitor centre is charged separately. Check before visiting.",
      restrictedItems:
        "Flash photography is strictly prohibited inside the painted caves; tripods, drones, food inside the caves and touching the murals are not allowed, and shoes must be removed in some caves.",
      latitude: 20.5519,
      longitude: 75.7033,
      rating: 4.8,
      trending: false,
      images: [
        {
          wikipedia: "Ajanta Caves",
          alt: "The Ajanta Caves cut into the curve of a rocky cliff above a river gorge",
        },
      ],
    },
    {
      slug: "ellora-caves",
      city: "chhatrapati-sambhajinagar",
      name: "Ellora Caves",
      description:
        "A row of 34 rock-cut Buddhist, Hindu and Jain caves along a basalt escarpment about 30 km north-west of the city. The site, a UNESCO World Heritage Site, is crowned by the Kailasa temple, carved downwards out of a single mass of rock.",
      suggestedDuration: "4 to 6 hours",
      whatToExpect:
        "The caves stretch for about 2 km; most visitors start at the Kailasa temple (Cave 16) near the entrance and then walk or take the site's shuttle to the Buddhist caves at one end and the Jain caves at the other. There is little shade, so bring water and a hat.",
      moreAbout:
        "The Buddhist caves include a three-storeyed monastery and a chaitya hall with a seated Buddha, the Hindu caves are full of dramatic sculpture of Shiva and Vishnu, and the Jain caves have finely detailed carving. From the rim above Kailasa you can look down into the whole temple.",
      history:
        "The caves were cut between about the 6th and 10th centuries CE, showing how three religions coexisted in the region. The Kailasa temple was made in the 8th century, traditionally attributed to the Rashtrakuta king Krishna I, and is estimated to have required the removal of some 200,000 tonnes of rock. Ellora became a World Heritage Site in 1983.",
      highlights:
        "The Kailasa temple and its life-size stone elephants, the Buddhist Vishwakarma chaitya hall (Cave 10), the three-storeyed Cave 12, the Dashavatara cave and the Jain Indra Sabha (Cave 32).",
      timings:
        "Open from sunrise to sunset; closed on Tuesdays. As published by ASI; check before visiting.",
      entryFee:
        "Indians about ₹40, foreign visitors about ₹600 (ASI); children under 15 free. Check before visiting.",
      restrictedItems:
        "Drones, tripods without permission and climbing on the sculptures are not allowed; footwear may have to be removed in some shrines, and food should not be carried into the caves.",
      latitude: 20.024,
      longitude: 75.179,
      rating: 4.8,
      trending: false,
      images: [
        {
          wikipedia: "Ellora Caves",
          alt: "The rock-cut Kailasa temple and surrounding caves at Ellora",
        },
      ],
    },
    {
      slug: "bibi-ka-maqbara",
      city: "chhatrapati-sambhajinagar",
      name: "Bibi Ka Maqbara",
      description:
        "A white mausoleum in a walled Mughal garden, built for Aurangzeb's wife Dilras Banu Begum. Its resemblance to the Taj Mahal has earned it the nickname 'Taj of the Deccan'.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "A walk through the entrance gateway and along the central water channel to the raised tomb platform, with minarets at each corner. It is quieter than the Taj Mahal and particularly pleasant in the late afternoon light.",
      moreAbout:
        "The main dome and lower walls are faced with marble, while much of the rest is finished in fine lime plaster. The cenotaph lies below floor level and can be seen through an octagonal marble screen; a small mosque stands to the west of the tomb.",
      history:
        "The tomb was commissioned in 1660 by Prince Azam Shah, Aurangzeb's son, in memory of his mother Dilras Banu Begum, who died in 1657. An inscription names the architect as Ata-ullah and the engineer as Hanspat Rai. Built on a smaller budget than the Taj Mahal, it used marble only for the principal surfaces.",
      highlights:
        "The main dome and minarets, the brass-plated entrance door with floral patterns, the octagonal screen around the cenotaph, the charbagh garden and the view of the hills behind.",
      timings:
        "Open daily from sunrise to sunset, with extended evening hours at times. As published by ASI; check before visiting.",
      entryFee:
        "Indians about ₹25, foreign visitors about ₹300 (ASI); children under 15 free. Check before visiting.",
      restrictedItems:
        "Food, tobacco, drones and tripods without permission are not allowed; do not climb the platforms or touch the marble screen.",
      latitude: 19.9015,
      longitude: 75.3203,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Bibi Ka Maqbara",
          alt: "The white mausoleum of Bibi Ka Maqbara at the end of its garden",
        },
      ],
    },
    {
      slug: "daulatabad-fort",
      city: "chhatrapati-sambhajinagar",
      name: "Daulatabad Fort",
      description:
        "A hilltop fortress on a cone of rock about 15 km north-west of the city, on the road to Ellora. Once called Devagiri, it was one of the strongest forts of the Deccan.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "A steep climb of several hundred steps through layers of walls, gates and a moat, then a dark, winding rock-cut passage before the final stairs to the summit. Bring a torch, good shoes and water; the climb is hard in the midday heat.",
      moreAbout:
        "Defences include a deep moat cut into the rock, spiked gates against elephants and a deliberately confusing tunnel that could be filled with smoke. The Chand Minar, a victory tower about 63 metres tall, stands near the entrance, and the summit gives views towards Ellora.",
      history:
        "The Yadava kings built Devagiri as their capital in the late 12th century. In 1327 Sultan Muhammad bin Tughlaq renamed it Daulatabad and ordered the court and much of Delhi's population to move here, a plan he soon abandoned. The fort later passed to the Bahmani sultans, the Nizam Shahis of Ahmadnagar and the Mughals.",
      highlights:
        "The Chand Minar, the moat and bridge, the dark passage known as Andheri, the Chini Mahal where the last Golconda king was imprisoned, and the cannon on the summit.",
      timings: "Open daily from sunrise to sunset. As published by ASI; check before visiting.",
      entryFee:
        "Indians about ₹25, foreign visitors about ₹300 (ASI); children under 15 free. Check before visiting.",
      restrictedItems:
        "Drones and tripods without permission are not allowed; keep to the marked path, and avoid the upper sections after dark.",
      latitude: 19.9426,
      longitude: 75.214,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Daulatabad Fort",
          alt: "The fortified rock hill of Daulatabad Fort rising above its walls",
        },
      ],
    },
    {
      slug: "grishneshwar-temple",
      city: "chhatrapati-sambhajinagar",
      name: "Grishneshwar Temple",
      description:
        "A Shiva temple in Verul village, about 1.5 km from the Ellora Caves, revered as one of the twelve Jyotirlingas. Its red basalt walls are covered with carved figures.",
      suggestedDuration: "1 hour, longer on festival days",
      whatToExpect:
        "A working pilgrimage temple with queues that can be long on Mondays, during the month of Shravan and at Mahashivratri. Men are asked to remove shirts and vests before entering the inner sanctum.",
      moreAbout:
        "The temple stands on a raised courtyard with a tall, tiered spire and a hall of carved pillars. It is usually combined with a visit to Ellora, and the village has stalls selling flowers and offerings.",
      history:
        "The temple was damaged during conflicts in the 13th and 14th centuries and rebuilt more than once. Maloji Bhosale, grandfather of Chhatrapati Shivaji, restored it in the 16th century, and the present structure was rebuilt in the 18th century by Ahilyabai Holkar, the Maratha queen of Indore.",
      highlights:
        "The carved red basalt walls, the tiered shikhara, the Jyotirlinga in the sanctum, the Nandi in the hall and the nearby stepped tank.",
      timings:
        "Open daily from early morning to late evening, roughly 5:30 am to 9:30 pm. Check before visiting.",
      entryFee: "Free; paid express darshan may be offered at busy times.",
      restrictedItems:
        "Leather items, phones and cameras may not be allowed in the sanctum; men must remove upper garments to enter it, and shoes are left outside.",
      latitude: 20.0249,
      longitude: 75.1698,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Grishneshwar Temple",
          alt: "The carved red stone spire of Grishneshwar Temple",
        },
      ],
    },
    {
      slug: "aurangabad-caves",
      city: "chhatrapati-sambhajinagar",
      name: "Aurangabad Caves",
      description:
        "A small group of Buddhist caves cut into the hills just north of the city, a short drive from the Bibi Ka Maqbara. They are far less visited than Ajanta and Ellora.",
      suggestedDuration: "1 to 2 hours",
      whatToExpect:
        "A short climb up steps to two clusters of caves with good views over the city. You will often have the caves almost to yourself.",
      moreAbout:
        "The caves are known for their sculpture rather than paintings, including large bodhisattva figures and rare carved scenes of female dancers and musicians. The hillside is a good place for sunset.",
      history:
        "Most of the caves date from the 6th and 7th centuries CE, with one earlier hall from the early centuries CE. They belong to the Mahayana and Vajrayana phases of Buddhism in the Deccan.",
      highlights:
        "The dance and music panel in Cave 7, the large bodhisattvas, the pillared halls and the view over Chhatrapati Sambhajinagar.",
      timings: "Open daily from sunrise to sunset. As published by ASI; check before visiting.",
      entryFee:
        "Indians about ₹25, foreign visitors about ₹300 (ASI); children under 15 free. Check before visiting.",
      restrictedItems:
        "Drones and tripods without permission are not allowed; do not touch the sculptures.",
      latitude: 19.9114,
      longitude: 75.3067,
      rating: 4.1,
      trending: false,
      images: [
        {
          wikipedia: "Aurangabad Caves",
          alt: "Rock-cut Buddhist caves in the hills above Chhatrapati Sambhajinagar",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "vivanta-aurangabad",
      city: "chhatrapati-sambhajinagar",
      name: "Vivanta Aurangabad, Maharashtra",
      about:
        "A Taj Hotels property built in a Mughal-inspired style with domes, arches and landscaped lawns, in the CIDCO area of the city. It is a common base for trips to Ajanta and Ellora.",
      address:
        "8-N-12, CIDCO, Rauza Bagh, Chhatrapati Sambhajinagar (Aurangabad), Maharashtra 431003, India",
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
          "Bar",
          "In-room dining",
        ],
        healthAndWellness: ["Outdoor swimming pool", "Fitness centre", "Spa treatments"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Landscaped gardens", "Banquet halls", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: ["Garden or pool views", "Minibar", "Tea and coffee maker", "Flat-screen TV"],
        bathroom: ["Shower or bathtub", "Hairdryer", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Ajanta is closed on Mondays and Ellora on Tuesdays; plan excursions around these days.",
        ],
      },
      rating: 4.3,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Bibi Ka Maqbara",
          alt: "Bibi Ka Maqbara, a landmark of the city where the hotel stands (the photo shows the monument, not the hotel)",
        },
      ],
    },
    {
      slug: "lemon-tree-hotel-aurangabad",
      city: "chhatrapati-sambhajinagar",
      name: "Lemon Tree Hotel, Aurangabad",
      about:
        "A mid-range hotel of the Lemon Tree chain on the airport road in Chikalthana, a few minutes from the airport. Rooms are arranged around a central courtyard with a swimming pool.",
      address:
        "R7/2, Chikalthana, Airport Road, Chhatrapati Sambhajinagar (Aurangabad), Maharashtra 431210, India",
      amenities: {
        basicFacilities: ["Free Wi-Fi", "Air conditioning", "24-hour front desk", "Parking"],
        foodAndDrinks: [
          "All-day restaurant serving Indian and international dishes",
          "Bar",
          "Room service",
        ],
        healthAndWellness: ["Outdoor swimming pool", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Courtyard garden", "Meeting rooms", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: ["Tea and coffee maker", "Flat-screen TV", "Work desk"],
        bathroom: ["Shower", "Hairdryer", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.1,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Ellora Caves",
          alt: "The Ellora Caves, a day trip from the hotel (the photo shows the caves, not the hotel)",
        },
      ],
    },
  ],
};
