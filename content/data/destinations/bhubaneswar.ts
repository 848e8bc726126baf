import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "bhubaneswar",
    name: "Bhubaneswar",
    state: "Odisha",
    description:
      "Bhubaneswar, the capital of Odisha, is called the Temple City of India for the hundreds of stone temples in its old quarter, built between the 7th and 13th centuries. Alongside them stand a planned modern capital, Jain caves more than two thousand years old, and the hill of Dhauli where Emperor Ashoka renounced war.",
    bestTime: "October to February, when days are warm and dry and evenings pleasantly cool.",
    seasons: {
      peak: {
        start: "October",
        end: "February",
        description:
          "Comfortable weather for temple walks and day trips to Puri and Konark; January brings the Ekamra and Mukteswar dance and music festivals.",
      },
      moderate: {
        start: "July",
        end: "September",
        description:
          "Monsoon showers cool the city and the temple tanks fill up; humidity is high and heavy rain can interrupt plans.",
      },
      off: {
        start: "March",
        end: "June",
        description:
          "Summer is fiercely hot, often near or above 40°C in April and May, so sightseeing is best kept to early mornings.",
      },
    },
    overview: {
      title: "Bhubaneswar: Odisha's city of temples",
      history:
        "The plains below Dhauli hill were the likely setting of Ashoka's bloody Kalinga war around 261 BCE, after which the emperor turned to Buddhism and carved his edicts on a rock here. In the 1st century BCE the Jain king Kharavela ruled Kalinga from a fortified city usually identified with Sisupalgarh, on the city's edge, and had monks' caves cut into the hills of Udayagiri and Khandagiri. From the 7th to the 13th centuries the Shailodbhava, Somavamshi and Eastern Ganga dynasties filled the sacred area around the Bindusagar tank, known as Ekamra Kshetra, with temples in the Kalinga style. After independence a new capital was planned here by the German architect Otto Königsberger; its foundation stone was laid in 1948 and the government moved over from Cuttack in the following years.",
      touristPlaces:
        "Lingaraj Temple, Mukteshvara and Rajarani temples, Udayagiri and Khandagiri caves, the Dhauli Shanti Stupa, Nandankanan Zoological Park, Odisha State Museum and Ekamra Haat.",
      famousFor:
        "Kalinga-style temple architecture, Odissi dance, the Odia rasagola, handloom and handicrafts, and hosting international hockey at Kalinga Stadium.",
      weather:
        "Tropical wet-and-dry climate: hot summers around 38–42°C in April and May, heavy monsoon rain from June to September, and mild winters with days near 28°C and nights around 15°C.",
    },
    howToReach: {
      byAir:
        "Biju Patnaik International Airport (BBI) is only about 4 km from the city centre, with flights to Delhi, Mumbai, Kolkata, Bengaluru, Hyderabad and other cities and a few international routes.",
      byRail:
        "Bhubaneswar station (BBS) lies on the main Howrah–Chennai line, with Rajdhani trains to New Delhi, a Vande Bharat Express to Howrah and many trains to Puri, about an hour away. Kolkata is about 7 to 8 hours by fast train.",
      byRoad:
        "NH 16 links the city with Cuttack (about 30 km), Kolkata (about 440 km) and Visakhapatnam, and NH 316 runs to Puri (about 60 km). State and private buses leave from the Baramunda bus terminal.",
      nearestAirport: "BBI",
      nearestStation: "BBS",
    },
    foodToTry: [
      {
        name: "Dalma",
        description:
          "A comforting stew of lentils and vegetables tempered with cumin and dried chilli, found in every Odia thali.",
      },
      {
        name: "Pakhala bhata",
        description:
          "Cooked rice soaked in water, sometimes lightly fermented, served with fried vegetables, fish or mashed potato; a summer favourite.",
      },
      {
        name: "Dahibara aloo dum",
        description:
          "Lentil dumplings soaked in thin spiced yoghurt and topped with potato curry and sev, a street snack from neighbouring Cuttack.",
      },
      {
        name: "Odia rasagola and chhena poda",
        description:
          "Soft, slightly creamy cottage-cheese balls in syrup, which carry a Geographical Indication tag, and baked caramelised chhena cake.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Sambalpuri and Bomkai handlooms",
        description:
          "Ikat sarees, dupattas and fabric from state emporiums such as Utkalika and the weavers' cooperatives.",
      },
      {
        heading: "Silver filigree",
        description:
          "Delicate tarakasi jewellery and ornaments from nearby Cuttack, a centre of the craft for centuries.",
      },
      {
        heading: "Pattachitra and appliqué",
        description:
          "Paintings on cloth and palm leaf, and Pipili appliqué lamps and wall hangings, sold at Ekamra Haat and crafts shops.",
      },
      {
        heading: "Dhokra and stone carving",
        description:
          "Lost-wax metal figures made by tribal artisans, and soapstone and sandstone carvings in the style of the temples.",
      },
    ],
    conclusion:
      "Spend a morning walking the old town's temples around the Bindusagar tank, an afternoon at Udayagiri and Khandagiri, and an evening at Dhauli; a second day adds Nandankanan or the museum. With Puri and Konark an hour or so away, the city makes a good base for Odisha's golden triangle.",
    latitude: 20.2961,
    longitude: 85.8245,
    categories: ["heritage-walk", "foodies"],
    rating: 4.4,
    trending: false,
    images: [
      {
        wikipedia: "Lingaraja Temple",
        alt: "The tall sandstone tower of the Lingaraj Temple in Bhubaneswar's old town",
      },
      {
        wikipedia: "Udayagiri and Khandagiri Caves",
        alt: "Rock-cut Jain caves in the hills of Udayagiri and Khandagiri",
      },
    ],
  },
  places: [
    {
      slug: "lingaraj-temple-bhubaneswar",
      city: "bhubaneswar",
      name: "Lingaraj Temple",
      description:
        "The largest and most important temple of Bhubaneswar, dedicated to Shiva as Harihara, a form combining Shiva and Vishnu. Its curved tower of about 55 metres dominates the old town around the Bindusagar tank.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "Hindu visitors enter a large walled compound holding the main temple and more than a hundred smaller shrines, after leaving phones and cameras outside. Non-Hindus are not allowed in and can look over the compound wall from a viewing platform on the north side.",
      moreAbout:
        "The temple follows the classic Kalinga plan of a tall deul (sanctum tower) with a series of halls in front of it: the jagamohana, the natamandira (dance hall) and the bhogamandapa (offerings hall). The annual Ashokashtami chariot festival takes the deity to a shrine nearby.",
      history:
        "Most historians date the present temple to the 11th century, under the Somavamshi kings, with later halls added by the Eastern Ganga rulers. It stands at the centre of Ekamra Kshetra, a sacred area described in medieval texts. Worship has continued here without a break since it was built.",
      highlights:
        "The soaring main tower, the carved jagamohana, the sequence of four halls, the many smaller shrines in the courtyard, and the Bindusagar tank nearby.",
      timings:
        "Open daily, roughly 6:00 am to 9:00 pm, with the sanctum closed for rituals at intervals. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Entry for Hindus only. Phones, cameras and leather goods are not allowed inside and must be deposited; shoes are left outside, and modest dress is expected.",
      latitude: 20.2382,
      longitude: 85.8338,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Lingaraja Temple",
          alt: "The Lingaraj Temple's curved stone tower rising over its walled compound",
        },
      ],
    },
    {
      slug: "mukteshvara-temple-bhubaneswar",
      city: "bhubaneswar",
      name: "Mukteshvara Temple",
      description:
        "A small but exquisitely carved 10th-century Shiva temple in the old town, often called the gem of Odishan architecture. Its arched stone gateway (torana) is one of the most photographed sights in Bhubaneswar.",
      suggestedDuration: "45 minutes to 1 hour",
      whatToExpect:
        "A compact garden compound with the temple, a sacred tank and the neighbouring Siddheshvara Temple. Visitors of all faiths can walk around the temple and study the carvings up close.",
      moreAbout:
        "The carvings include ascetics, serpent figures, lions and playful monkeys from folk tales. The Mukteswar Dance Festival of Odissi dance is held in front of the temple each January.",
      history:
        "The temple was built in the second half of the 10th century, probably under the Somavamshi dynasty. Art historians see it as a turning point between the earlier and later phases of the Kalinga style. Its torana, with its rounded arch and reclining female figures, has no exact parallel elsewhere in Odisha.",
      highlights:
        "The carved torana gateway, the richly decorated walls of the tower and porch, the ceiling lotus in the jagamohana, and the adjoining Siddheshvara Temple.",
      timings: "Open daily from about sunrise to sunset. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes must be left at the entrance; do not climb on the temple or touch the carvings, and photography inside the sanctum may not be allowed.",
      latitude: 20.2427,
      longitude: 85.8404,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Mukteshvara Temple, Bhubaneswar",
          alt: "The small carved sandstone Mukteshvara Temple in Bhubaneswar",
        },
      ],
    },
    {
      slug: "rajarani-temple",
      city: "bhubaneswar",
      name: "Rajarani Temple",
      description:
        "An 11th-century temple of reddish-gold sandstone set in a neat lawn on the eastern side of the old town. It has no deity in its sanctum and is admired purely for its architecture and sculpture.",
      suggestedDuration: "45 minutes to 1 hour",
      whatToExpect:
        "A quiet, ticketed ASI site where you can walk all the way around the temple and look closely at the carved figures. Mornings and late afternoons give the best light on the stone.",
      moreAbout:
        "The tower is ringed by clusters of miniature towers, a feature more common in central India. Its slender, graceful figures of women and the guardians of the eight directions are highlights of Odishan sculpture. The Rajarani Music Festival is held here in January.",
      history:
        "The temple is generally dated to the 11th century. Its name is usually linked to the local name for the fine-grained sandstone used in it, rajarania. Because no image is worshipped inside, scholars still debate whether it was dedicated to Shiva or another deity.",
      highlights:
        "The clustered tower, the figures of dikpalas (directional guardians), the carved women on the walls, and the peaceful garden setting.",
      timings: "Open daily from sunrise to sunset. Check before visiting.",
      entryFee:
        "Indians about ₹25, foreign visitors about ₹300 (ASI; less when bought online); free for children under 15. Check before visiting.",
      restrictedItems:
        "Drones, food and climbing on the temple are not allowed; tripods may need permission.",
      latitude: 20.2434,
      longitude: 85.8435,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Rajarani Temple",
          alt: "The reddish sandstone Rajarani Temple surrounded by lawns",
        },
      ],
    },
    {
      slug: "udayagiri-and-khandagiri-caves",
      city: "bhubaneswar",
      name: "Udayagiri and Khandagiri Caves",
      description:
        "Two hills on the western edge of the city riddled with rock-cut chambers made for Jain monks in the 1st century BCE. Udayagiri holds the finest carvings and the famous Hathigumpha inscription of King Kharavela.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "Steps and paths lead up and around both hills, on either side of the road; expect some climbing, little shade and bold monkeys. Khandagiri has a working Jain temple on its summit.",
      moreAbout:
        "Udayagiri has 18 caves and Khandagiri 15. The largest, Rani Gumpha, is a two-storey monastery with carved friezes of processions, hunting and court scenes. Views from the top stretch across the city.",
      history:
        "King Kharavela of the Mahameghavahana (Chedi) dynasty, who ruled Kalinga in the 1st century BCE, had many of the caves cut as retreats for Jain monks. His Hathigumpha ('elephant cave') inscription records his reign year by year and is one of the most important early inscriptions in India. The caves were used by monks for centuries afterwards.",
      highlights:
        "Rani Gumpha's two-storey facade and friezes, the Hathigumpha inscription, Ganesha Gumpha's elephant statues, the Jain temple on Khandagiri, and sunset views.",
      timings: "Open daily from sunrise to sunset. Check before visiting.",
      entryFee:
        "Indians about ₹25, foreign visitors about ₹300 (ASI; less when bought online); free for children under 15. Check before visiting.",
      restrictedItems:
        "Do not feed the monkeys or carry food openly; drones are not allowed, and shoes must be removed at the Jain temple.",
      latitude: 20.2628,
      longitude: 85.7853,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Udayagiri and Khandagiri Caves",
          alt: "Carved rock-cut caves on the hillside at Udayagiri",
        },
      ],
    },
    {
      slug: "dhauli-shanti-stupa",
      city: "bhubaneswar",
      name: "Dhauli Shanti Stupa",
      description:
        "A white peace pagoda on Dhauli hill, about 8 km south of the city, overlooking the Daya River and the plain where the Kalinga war is believed to have been fought. At the foot of the hill is one of Emperor Ashoka's rock edicts.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "Drive up to the hilltop stupa with its gilded Buddha images and wide views over paddy fields and the river. On the way, stop at the rock edict, protected under a shelter, and the elephant carved from the rock above it.",
      moreAbout:
        "A light and sound show on the history of Kalinga and Ashoka is usually held in the evening. A small Shiva temple stands beside the stupa.",
      history:
        "Ashoka's edicts here, carved around the middle of the 3rd century BCE, include two special Kalinga edicts addressed to local officials urging them to treat the people fairly. The elephant sculpture emerging from the rock is among the earliest rock-cut sculptures in India. The Shanti Stupa was built in the early 1970s with help from Japanese Buddhists.",
      highlights:
        "The Ashokan rock edict, the rock-cut elephant, the Shanti Stupa and its reliefs, and sunset over the Daya River.",
      timings:
        "Open daily from morning until evening; the light and sound show is held after dark. Check before visiting.",
      entryFee: "Free; the light and sound show is ticketed.",
      restrictedItems:
        "Shoes must be removed on the stupa platform; do not touch the edict inscription; drones are not allowed.",
      latitude: 20.1925,
      longitude: 85.8404,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Dhauli",
          alt: "The white Shanti Stupa on Dhauli hill near Bhubaneswar",
        },
      ],
    },
    {
      slug: "nandankanan-zoological-park",
      city: "bhubaneswar",
      name: "Nandankanan Zoological Park",
      description:
        "A large zoo and botanical garden set in forest around Kanjia Lake on the northern outskirts of the city. It is known for its white tigers and its breeding of gharials and other threatened species.",
      suggestedDuration: "3 to 4 hours",
      whatToExpect:
        "Long walks between open enclosures, plus battery cars, a lion and tiger safari by bus, boating on the lake and a ropeway to the botanical garden. Weekends and holidays are very crowded.",
      moreAbout:
        "The park is part of the Nandankanan Wildlife Sanctuary and houses animals ranging from Asiatic lions and leopards to pangolins, reptiles and birds. The adjoining botanical garden is good for a quieter stroll.",
      history:
        "Nandankanan opened to the public in 1960. In 1980 white tiger cubs were born here to normally coloured parents, and the zoo became known for white tigers. It was also among the first zoos in India to breed gharials in captivity.",
      highlights:
        "White tigers, the lion safari, the reptile park, gharials, Kanjia Lake and the botanical garden.",
      timings:
        "Usually open Tuesday to Sunday from morning until late afternoon (hours differ in summer and winter); closed on Mondays. Check before visiting.",
      entryFee:
        "Adults about ₹50, children less; safaris, battery cars, boating and cameras cost extra. Check before visiting.",
      restrictedItems:
        "Plastic bags, outside food in some areas, feeding or teasing animals, pets and loud music are not allowed.",
      latitude: 20.3957,
      longitude: 85.8232,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Nandankanan Zoological Park",
          alt: "Nandankanan Zoological Park on the outskirts of Bhubaneswar",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "mayfair-lagoon-bhubaneswar",
      city: "bhubaneswar",
      name: "Mayfair Lagoon",
      about:
        "A resort-style hotel of the Mayfair group in Jaydev Vihar, with cottages and rooms arranged around a lagoon-like water body and gardens. It is a popular choice for both business travellers and families.",
      address: "8B Jaydev Vihar, Bhubaneswar, Odisha 751013, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Several restaurants serving Indian, Asian and continental cuisine",
          "Bar",
          "24-hour room service",
        ],
        healthAndWellness: ["Outdoor swimming pool", "Spa", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Landscaped gardens", "Banquet and meeting rooms", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: ["Flat-screen TV", "Minibar", "Tea and coffee maker", "Work desk"],
        bathroom: ["Shower", "Bathrobes", "Hairdryer", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.5,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Lingaraja Temple",
          alt: "The Lingaraj Temple in the old town, about 8 km from the hotel (the photo shows the temple, not the hotel)",
        },
      ],
    },
    {
      slug: "trident-bhubaneswar",
      city: "bhubaneswar",
      name: "Trident Bhubaneswar",
      about:
        "A low-rise hotel of the Oberoi group's Trident brand in Nayapalli, built around gardens with architecture inspired by Odisha's temples. It is known for calm surroundings and attentive service.",
      address: "CB-1, Nayapalli, Bhubaneswar, Odisha 751013, India",
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
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Outdoor swimming pool", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Gardens", "Meeting rooms", "Lobby lounge"],
      },
      roomAmenities: {
        roomFeatures: ["Flat-screen TV", "Minibar", "Tea and coffee maker", "Work desk"],
        bathroom: ["Bathtub or shower", "Bathrobes", "Hairdryer", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.5,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Udayagiri and Khandagiri Caves",
          alt: "The rock-cut caves of Udayagiri, a short drive west of the hotel (the photo shows the caves, not the hotel)",
        },
      ],
    },
  ],
};
