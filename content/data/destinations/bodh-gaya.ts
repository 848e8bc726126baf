import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";
import { credits, photo } from "../images.ts";

export const destination: Destination = {
  city: {
    slug: "bodh-gaya",
    name: "Bodh Gaya",
    state: "Bihar",
    description:
      "Bodh Gaya, a small town on the Niranjana (Phalgu) River in southern Bihar, is where Siddhartha Gautama is believed to have attained enlightenment and become the Buddha. It is the holiest place in the Buddhist world, centred on the Mahabodhi Temple, and is ringed by monasteries built by Buddhist communities from across Asia.",
    bestTime:
      "October to March, when the weather is mild and the town hosts teachings and prayer festivals attended by monks and pilgrims from many countries.",
    seasons: {
      peak: {
        start: "October",
        end: "March",
        description:
          "Pleasant days and cool, sometimes foggy nights; monasteries hold major prayer gatherings in December and January, so book rooms early.",
      },
      moderate: {
        start: "July",
        end: "September",
        description:
          "The monsoon brings relief from the heat and green fields around the town, with fewer visitors but frequent showers.",
      },
      off: {
        start: "April",
        end: "June",
        description:
          "Summer is very hot and dry, often above 40°C, so plan temple visits for dawn and evening.",
      },
    },
    overview: {
      title: "Bodh Gaya: the seat of enlightenment",
      history:
        "Buddhist tradition holds that the prince Siddhartha, after years of austerity, sat in meditation beneath a pipal tree here and attained enlightenment in the 6th or 5th century BCE. The emperor Ashoka visited in the 3rd century BCE and marked the spot, and the present brick temple took shape around the 5th to 6th centuries CE, in the Gupta period. The Chinese pilgrim Xuanzang described the site in the 7th century, but after the decline of Buddhism in India it fell into neglect. Restoration by the Burmese king's envoys and by Alexander Cunningham's team in the 1870s and 1880s, and the campaign of Anagarika Dharmapala from 1891, revived it as a living place of pilgrimage. The Mahabodhi Temple Complex became a UNESCO World Heritage Site in 2002.",
      touristPlaces:
        "The Mahabodhi Temple and Bodhi Tree, the Great Buddha Statue, monasteries built by Thailand, Bhutan, Japan, Tibet and other countries, the Archaeological Museum, Sujata Stupa across the river and the Dungeshwari caves.",
      famousFor:
        "The place of the Buddha's enlightenment, the Bodhi Tree, international monasteries, Buddhist teachings and prayer festivals, and meditation.",
      weather:
        "Hot, dry summers regularly above 40°C in May, a monsoon from July to September, and cool winters with days around 23°C and nights that can drop to 5–7°C with morning fog.",
    },
    howToReach: {
      byAir:
        "Gaya Airport (GAY) lies between Gaya and Bodh Gaya, about 8 km from the town, with domestic flights to Delhi and Kolkata and seasonal international flights from Buddhist countries such as Thailand and Myanmar. Patna airport, about 115 km away, has more connections.",
      byRail:
        "Gaya Junction (GAYA), about 16 km away, is on the main line between Howrah and New Delhi and is served by Rajdhani and many other express trains. Auto-rickshaws and taxis take about 30 minutes to Bodh Gaya.",
      byRoad:
        "Good roads link Bodh Gaya with Gaya (about 16 km), Rajgir and Nalanda (about 80 to 90 km), Patna (about 115 km, three to four hours) and Varanasi (about 250 km). Buses run from Gaya, and private cars are easy to hire for Buddhist circuit tours.",
      nearestAirport: "GAY",
      nearestStation: "GAYA",
    },
    foodToTry: [
      {
        name: "Litti chokha",
        description:
          "Roasted wheat balls stuffed with spiced sattu (roasted gram flour), served with a smoky mash of aubergine, tomato and potato.",
      },
      {
        name: "Tilkut",
        description:
          "A brittle sweet of pounded sesame and jaggery or sugar, a speciality of Gaya made mostly in winter.",
      },
      {
        name: "Thukpa and momos",
        description:
          "Tibetan noodle soup and dumplings, sold at the Tibetan restaurants and winter market stalls that appear with the pilgrim season.",
      },
      {
        name: "Kheer",
        description:
          "Rice pudding cooked in milk, remembered here because tradition says the village girl Sujata offered the Buddha a bowl of milk rice before his enlightenment.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Buddhist ritual items",
        description:
          "Prayer beads, singing bowls, prayer flags, incense and small Buddha images from the shops around the Mahabodhi Temple.",
      },
      {
        heading: "Thangka paintings",
        description:
          "Tibetan scroll paintings of Buddhist deities and mandalas; quality and price vary widely, so look carefully before buying.",
      },
      {
        heading: "Stone carvings",
        description:
          "Statues and bowls carved by stoneworkers of the Gaya district, in local black and grey stone.",
      },
      {
        heading: "Winter woollens",
        description:
          "Sweaters, shawls and caps sold at the seasonal Tibetan refugee market during the winter months.",
      },
    ],
    conclusion:
      "Two days are enough to see the Mahabodhi complex at different times of day, visit a few of the international monasteries and make short trips to Sujata Stupa and the Dungeshwari caves. Come early in the morning or in the evening to feel the calm of the Bodhi Tree, and combine the visit with Rajgir, Nalanda and Varanasi for a fuller Buddhist circuit.",
    latitude: 24.6961,
    longitude: 84.9869,
    categories: ["heritage-walk", "places-to-relax"],
    rating: 4.5,
    trending: false,
    images: [
      photo(
        credits.mahabodhiTemple,
        "The tall pyramidal tower of the Mahabodhi Temple in Bodh Gaya",
      ),
      {
        wikipedia: "Great Buddha (Bodh Gaya)",
        alt: "The large stone statue of the seated Buddha in Bodh Gaya",
      },
    ],
  },
  places: [
    {
      slug: "mahabodhi-temple",
      city: "bodh-gaya",
      name: "Mahabodhi Temple",
      description:
        "The great brick temple marking the place of the Buddha's enlightenment, with a tower about 55 metres high. Together with the Bodhi Tree and the shrines around it, the complex is a UNESCO World Heritage Site.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "Pilgrims from many countries circle the temple, chant, meditate and make prostrations, so the atmosphere is devotional rather than touristic. After security checks you leave shoes and phones outside, then walk down into the sunken courtyard, around the temple and into the sanctum with its gilded Buddha image.",
      moreAbout:
        "Around the temple are the Vajrasana (diamond throne) under the Bodhi Tree, the Animeshlochan Chaitya where the Buddha is said to have gazed at the tree, the Jewel Walk (Chankramana) and the Muchalinda lotus pond. Small stupas and votive offerings from many centuries fill the grounds.",
      history:
        "Ashoka is credited with building the first shrine here in the 3rd century BCE. The present temple dates largely from the 5th to 6th centuries CE and is one of the earliest brick temples still standing in India. It was restored in the 1880s under Alexander Cunningham, and since 1949 it has been managed by a committee of Buddhist and Hindu members under the Bodh Gaya Temple Act.",
      highlights:
        "The main tower and sanctum, the Bodhi Tree and Vajrasana, the carved stone railings (copies of originals now in the museum), the Muchalinda lake, and the evening lamps and chanting.",
      timings:
        "Open daily, roughly 5:00 am to 9:00 pm. Check before visiting, especially on festival days.",
      entryFee: "Free; a small fee is charged for carrying a camera.",
      restrictedItems:
        "Mobile phones are not allowed inside and must be deposited at the cloakroom; shoes are left outside; no food, smoking or alcohol. Dress modestly and keep your voice low.",
      latitude: 24.6959,
      longitude: 84.9913,
      rating: 4.8,
      trending: false,
      images: [
        photo(
          credits.mahabodhiTemple,
          "The Mahabodhi Temple's tall brick tower with its smaller corner spires",
        ),
      ],
    },
    {
      slug: "bodhi-tree-bodh-gaya",
      city: "bodh-gaya",
      name: "Bodhi Tree",
      description:
        "The sacred fig tree behind the Mahabodhi Temple, believed to descend from the tree under which the Buddha attained enlightenment. Pilgrims gather beneath it day and night to meditate and pray.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A broad, spreading tree hung with prayer flags, with the stone Vajrasana platform at its base behind a railing. Monks and lay pilgrims sit in meditation around it, and fallen leaves are treasured as blessings.",
      moreAbout:
        "The tree is a Ficus religiosa, the species known in India as pipal. It is carefully tended by specialists, with supports for its heavy branches.",
      history:
        "Tradition says a cutting of the original tree was taken to Sri Lanka in the 3rd century BCE by Sanghamitta, Ashoka's daughter, where it grew into the Jaya Sri Maha Bodhi at Anuradhapura. The tree at Bodh Gaya was destroyed and replanted several times over the centuries. The present tree grew from a sapling planted in 1881, after the previous one fell in a storm, and is generally held to descend from the line of the original.",
      highlights:
        "The Vajrasana (diamond throne), the prayer flags and offerings, meditating monks at dawn, and the view of the tree from the temple's upper terrace.",
      timings:
        "Within the Mahabodhi Temple complex: open daily, roughly 5:00 am to 9:00 pm. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Picking leaves or touching the tree is not allowed; phones are not allowed in the complex, shoes stay outside and silence is expected.",
      latitude: 24.6958,
      longitude: 84.991,
      rating: 4.8,
      trending: false,
      images: [
        {
          wikipedia: "Bodhi Tree",
          alt: "The sacred Bodhi Tree beside the Mahabodhi Temple in Bodh Gaya",
        },
      ],
    },
    {
      slug: "great-buddha-statue-bodh-gaya",
      city: "bodh-gaya",
      name: "Great Buddha Statue",
      description:
        "A colossal statue of the Buddha seated in meditation, about 25 metres (80 feet) tall including its base, set in gardens a short walk from the Mahabodhi Temple. It is one of the largest Buddha statues in India.",
      suggestedDuration: "30 to 45 minutes",
      whatToExpect:
        "An avenue lined with ten standing statues of the Buddha's disciples leads to the great figure on its lotus pedestal. The gardens are peaceful, and the statue is especially striking in the late afternoon light.",
      moreAbout:
        "The statue is built from blocks of sandstone and red granite around a hollow core. It stands among several international monasteries, including the Thai and Japanese temples, which are easy to visit on the same walk.",
      history:
        "The statue was built by the Daijokyo Buddhist organisation of Japan over seven years. It was unveiled and consecrated by the 14th Dalai Lama in 1989. It has since become one of the most visited sights in Bodh Gaya after the Mahabodhi Temple.",
      highlights:
        "The seated Buddha on its lotus base, the row of ten disciple statues, the gardens, and the nearby Thai and Japanese monasteries.",
      timings:
        "Open daily from morning to evening, usually with a midday break. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes may need to be removed near the statue's base; no climbing on the statues and no littering.",
      latitude: 24.6905,
      longitude: 84.985,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Great Buddha (Bodh Gaya)",
          alt: "The giant seated stone Buddha statue in Bodh Gaya",
        },
      ],
    },
    {
      slug: "sujata-stupa-bakraur",
      city: "bodh-gaya",
      name: "Sujata Stupa",
      description:
        "A large brick stupa mound in the village of Bakraur, across the river from Bodh Gaya, linked with Sujata, the village girl who offered the Buddha a meal of milk rice. It is a short rickshaw ride or a walk over the river from the town.",
      suggestedDuration: "45 minutes to 1 hour",
      whatToExpect:
        "A grassy mound of ancient brickwork with paths around it, set among village fields. It is quiet and rarely crowded, and the approach across the broad, often dry river bed is part of the experience.",
      moreAbout:
        "Visitors often pair it with a small temple nearby that marks the spot where Sujata is said to have made her offering. Children from the village may ask for donations or offer to guide.",
      history:
        "According to Buddhist tradition, Sujata's offering ended Siddhartha's years of severe fasting and gave him the strength to sit beneath the Bodhi Tree. The stupa was built in her memory, and excavations by the Archaeological Survey of India in the 1970s and again around 2001 revealed a large brick structure that was enlarged over several centuries.",
      highlights:
        "The ancient brick stupa, views across the river to Bodh Gaya, the village setting, and the small Sujata temple nearby.",
      timings: "Open daily during daylight hours.",
      entryFee: "Free.",
      restrictedItems: "Do not climb on the stupa or remove bricks; drones are not allowed.",
      latitude: 24.6975,
      longitude: 85.0005,
      rating: 4.1,
      trending: false,
      images: [
        {
          wikipedia: "Sujata Stupa",
          alt: "The brick Sujata Stupa at Bakraur, across the river from Bodh Gaya",
        },
      ],
    },
    {
      slug: "dungeshwari-cave-temples",
      city: "bodh-gaya",
      name: "Dungeshwari Cave Temples",
      description:
        "Small cave shrines on a rocky hill about 12 km north-east of Bodh Gaya, also called the Mahakala caves. Tradition holds that Siddhartha practised severe austerities here before going on to Bodh Gaya.",
      suggestedDuration: "2 to 3 hours including travel",
      whatToExpect:
        "A drive through the countryside and a climb of several hundred steps up the hillside to the caves. One cave holds a gaunt golden image of the fasting Buddha; a Hindu shrine to the goddess Dungeshwari stands nearby, and a small Tibetan monastery sits below.",
      moreAbout:
        "The walk up gives wide views over the plains, and the monks at the monastery look after the shrine. Beggars often gather on the steps; many visitors prefer to give to the monastery instead.",
      history:
        "The Chinese pilgrim Xuanzang mentioned a hill associated with the Buddha's time before enlightenment, which many identify with this place. Siddhartha is said to have spent years here in self-mortification until he realised that extreme asceticism was not the path to awakening. The site became a pilgrimage stop on the route to Bodh Gaya.",
      highlights:
        "The emaciated Buddha image in the main cave, the hillside climb and views, the Dungeshwari shrine, and the Tibetan monastery.",
      timings: "Open daily during daylight hours. Check before visiting.",
      entryFee: "Free; donations welcome.",
      restrictedItems:
        "Shoes must be removed inside the caves; photography inside the shrine may not be allowed; carry water and avoid the midday heat.",
      latitude: 24.755,
      longitude: 85.055,
      rating: 4.1,
      trending: false,
      images: [
        {
          wikipedia: "Dungeshwari Cave Temples",
          alt: "The rocky hillside of the Dungeshwari cave temples near Bodh Gaya",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "the-royal-residency-bodh-gaya",
      city: "bodh-gaya",
      name: "The Royal Residency Bodhgaya",
      about:
        "A mid-range to upscale hotel popular with Japanese and other international pilgrims, a short drive from the Mahabodhi Temple. Rooms are simple and comfortable, and the kitchen caters to both Indian and Japanese tastes.",
      address: "Dumuhan Road, Bodh Gaya, Bihar 824231, India",
      amenities: {
        basicFacilities: [
          "Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Restaurant serving Indian, Japanese and continental dishes",
          "Room service",
        ],
        healthAndWellness: ["Garden for walking", "Quiet areas for meditation", "Doctor on call"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas"],
        commonArea: ["Lobby lounge", "Travel desk", "Garden"],
      },
      roomAmenities: {
        roomFeatures: ["Flat-screen TV", "Tea and coffee maker", "Work desk"],
        bathroom: ["Shower", "Toiletries", "Hot water"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.2,
      priceBand: "mid-range",
      images: [
        photo(
          credits.mahabodhiTemple,
          "The Mahabodhi Temple, a short drive from the hotel (the photo shows the temple, not the hotel)",
        ),
      ],
    },
    {
      slug: "marasa-sarovar-premiere-bodh-gaya",
      city: "bodh-gaya",
      name: "Marasa Sarovar Premiere Bodhgaya",
      about:
        "An upscale hotel of the Sarovar group on the edge of Bodh Gaya, with spacious rooms and landscaped grounds. It is convenient for the Mahabodhi Temple and for trips to Gaya and the airport.",
      address: "Dumuhan Road, Bodh Gaya, Bihar 824231, India",
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
          "Room service",
        ],
        healthAndWellness: ["Fitness centre", "Landscaped gardens", "Doctor on call"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Gardens", "Banquet and meeting rooms", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: ["Flat-screen TV", "Minibar", "Tea and coffee maker", "Work desk"],
        bathroom: ["Shower", "Hairdryer", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.3,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Great Buddha (Bodh Gaya)",
          alt: "The Great Buddha Statue in Bodh Gaya, near the hotel (the photo shows the statue, not the hotel)",
        },
      ],
    },
  ],
};
