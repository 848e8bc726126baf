import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";
import { credits, photo } from "../images.ts";

export const destination: Destination = {
  city: {
    slug: "rishikesh",
    name: "Rishikesh",
    state: "Uttarakhand",
    description:
      "Rishikesh sits where the Ganges leaves the Himalayan foothills, about 25 km upstream of Haridwar, with ashrams, temples and footbridges strung along both banks of the fast, clear river. Known as the yoga capital of the world, it is also north India's busiest centre for white-water rafting and the gateway to the Char Dham pilgrimage.",
    bestTime:
      "October to March for pleasant weather, yoga courses and rafting; the river is closed to rafting in the monsoon.",
    seasons: {
      peak: {
        start: "October",
        end: "March",
        description:
          "Clear, mild days and cool nights suit yoga retreats, rafting and treks; the International Yoga Festival is held in early March, and December and January nights can drop to about 5°C.",
      },
      moderate: {
        start: "April",
        end: "June",
        description:
          "Hot afternoons in the mid to high 30s°C, but rafting is in full swing and the river is at its most inviting; the Char Dham pilgrimage brings heavy traffic through town.",
      },
      off: {
        start: "July",
        end: "September",
        description:
          "Monsoon rains swell the Ganges, rafting is suspended and landslides can block mountain roads; the town is quiet and green, and ashram courses continue.",
      },
    },
    overview: {
      title: "Rishikesh: ashrams and rapids on the Ganges",
      history:
        "The town takes its name from Hrishikesha, a name of Vishnu, and legend links it to the sage Raibhya and to Lakshman, brother of Rama, who is said to have crossed the river here on a rope bridge. For centuries it was a resting place for sadhus and for pilgrims walking to Badrinath and Kedarnath. In the 20th century spiritual teachers founded large ashrams, among them Swami Sivananda's Divine Life Society in 1936 and Parmarth Niketan in 1942. The Beatles' stay at Maharishi Mahesh Yogi's ashram in 1968 brought the town world fame, and since the 1990s river rafting and yoga tourism have made it one of India's most visited small towns.",
      touristPlaces:
        "Triveni Ghat, Ram Jhula, Laxman Jhula and the Tapovan area, Parmarth Niketan and the other ashrams of Swargashram, the Beatles Ashram, Neelkanth Mahadev Temple, and the rafting stretches around Shivpuri.",
      famousFor:
        "Yoga and meditation courses, the evening Ganga Aarti, white-water rafting, the Beatles Ashram, its suspension bridges, and a strictly vegetarian, alcohol-free town centre.",
      weather:
        "Humid subtropical climate: summers reach the high 30s°C in May and June, heavy monsoon rain falls from July to September, and winters are cool, with days around 20°C and nights near 5°C.",
    },
    howToReach: {
      byAir:
        "Dehradun's Jolly Grant Airport (DED) is only about 20 km from Rishikesh, roughly 35 to 45 minutes by taxi, with direct flights to Delhi, Mumbai, Bengaluru and other cities.",
      byRail:
        "Yog Nagari Rishikesh station, opened in 2020, receives direct trains from Delhi and other cities, while the old Rishikesh station (RKSH) handles a few local services. Haridwar Junction, about 25 km away, has far more trains, including fast Shatabdi and Vande Bharat services from New Delhi.",
      byRoad:
        "Delhi is about 240 km away, a drive of six to seven hours via Meerut and Haridwar, and overnight buses run from Delhi's Kashmere Gate terminal. Shared autos and taxis link Rishikesh with Haridwar and Dehradun in under an hour.",
      nearestAirport: "DED",
      nearestStation: "RKSH",
    },
    foodToTry: [
      {
        name: "Sattvic thali",
        description:
          "A simple vegetarian plate of dal, seasonal vegetables, rice and roti, cooked without onion or garlic in many ashram kitchens.",
      },
      {
        name: "Aloo puri and kachori",
        description:
          "Fried breads with spiced potato curry, a hearty breakfast from the sweet shops of the old market and Swargashram.",
      },
      {
        name: "Riverside café food",
        description:
          "Cafés in Tapovan and around Laxman Jhula serve wholesome bowls, fresh bread, pancakes and herbal teas with views over the river.",
      },
      {
        name: "Lassi",
        description:
          "Thick, sweet yoghurt drink from the stalls near Ram Jhula, sometimes topped with fruit.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Rudraksha and malas",
        description:
          "Prayer beads and rosaries sold in the shops near Ram Jhula and Swargashram; quality and prices vary, so compare before buying.",
      },
      {
        heading: "Yoga gear and clothing",
        description:
          "Mats, cotton yoga clothes and meditation shawls are sold throughout Tapovan and Laxman Jhula.",
      },
      {
        heading: "Ayurvedic products",
        description:
          "Herbal oils, teas and remedies from ashram shops and established Ayurvedic pharmacies.",
      },
      {
        heading: "Books and singing bowls",
        description:
          "Bookshops stock titles on yoga, philosophy and spirituality, alongside brass bells and Tibetan-style singing bowls.",
      },
    ],
    conclusion:
      "Stay at least two nights so you can watch the evening aarti, walk between the ashrams and bridges, and spend a morning rafting or at a yoga class. Respect the town's customs: it is vegetarian and alcohol-free, and modest dress is expected at the ghats and temples.",
    latitude: 30.0869,
    longitude: 78.2676,
    categories: ["adventure-seekers", "places-to-relax", "hills-and-mountains"],
    rating: 4.6,
    trending: false,
    images: [
      photo(
        credits.parmarthNiketan,
        "Parmarth Niketan ashram lit up at night on the bank of the Ganges in Rishikesh",
      ),
      { wikipedia: "Lakshman Jhula", alt: "The Lakshman Jhula suspension bridge over the Ganges" },
    ],
  },
  places: [
    {
      slug: "rishikesh-triveni-ghat",
      city: "rishikesh",
      name: "Triveni Ghat",
      description:
        "The largest and most sacred bathing ghat in Rishikesh, on the right bank of the Ganges near the old market. Its evening Ganga Aarti, with lamps floated on the river, is the town's busiest daily gathering.",
      suggestedDuration: "1 to 1.5 hours around the evening aarti",
      whatToExpect:
        "Wide steps leading down to the fast-flowing river, with pilgrims bathing in the morning and priests preparing the aarti at dusk. Arrive about half an hour before sunset to find a place on the steps; small leaf boats of flowers and lamps are sold for offerings.",
      moreAbout:
        "The name means 'three streams', from the belief that the Ganges, Yamuna and the mythical Saraswati meet here in spirit. Ancestral rites are also performed on the ghat, and temples including the Gita Bhawan stand close by.",
      history:
        "Local tradition holds that Krishna came here after being wounded by the hunter Jara, and the ghat is mentioned in pilgrim accounts of the town. It has long been the main place in Rishikesh for ritual bathing and for rites for the dead.",
      highlights:
        "The evening Ganga Aarti, floating lamps on the river, the morning bathers, feeding the fish, and the temples around the ghat.",
      timings:
        "Open at all hours. The evening aarti starts around sunset, roughly 6:00 pm in winter and 7:00 pm in summer; check locally for the day's time.",
      entryFee: "Free.",
      restrictedItems:
        "No formal restrictions, but dress modestly, remove shoes on the lower steps, take care in the strong current and do not use soap or leave plastic in the river. Alcohol and non-vegetarian food are not permitted in the area.",
      latitude: 30.103,
      longitude: 78.295,
      rating: 4.6,
      trending: true,
      images: [
        {
          commons: "Triveni_Ghat_Rishikesh_02.jpg",
          alt: "Triveni Ghat on the bank of the Ganges in Rishikesh",
          author: "ArmouredCyborg",
          licence: "CC BY-SA 4.0",
          licenceUrl: "https://creativecommons.org/licenses/by-sa/4.0/",
        },
      ],
    },
    {
      slug: "laxman-jhula",
      city: "rishikesh",
      name: "Laxman Jhula",
      description:
        "An iron suspension bridge across the Ganges about 5 km upstream of the town centre, long the best-known symbol of Rishikesh. It links Tapovan on the west bank with Jonk village on the east bank, below the tall Trayambakeshwar temple.",
      suggestedDuration: "1 to 2 hours including the surrounding area",
      whatToExpect:
        "The bridge was closed to visitors in 2022 over safety concerns, and a new bridge is being built alongside it, so you may only be able to view it from the banks. The lanes around it are full of cafés, yoga schools and shops, and the river views remain beautiful.",
      moreAbout:
        "The bridge is about 137 metres long and hangs well above the river. The 13-storey Trayambakeshwar temple, often called Tera Manzil, rises on the east bank beside it.",
      history:
        "Legend says Lakshman crossed the river here on a bridge of jute ropes. A rope bridge stood at the spot until floods swept it away in 1924, and the present iron bridge was completed in 1929 and opened the following year.",
      highlights:
        "The view of the bridge against the hills, the Trayambakeshwar temple, the cafés overlooking the river and the lively Tapovan lanes.",
      timings:
        "The bridge itself has been closed to pedestrians since 2022; the banks and the surrounding area are open at all hours. Check the current status before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Follow any barriers and closure notices. Monkeys are bold here, so keep food out of sight; alcohol and non-vegetarian food are not permitted in the area.",
      latitude: 30.1266,
      longitude: 78.3301,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Lakshman Jhula",
          alt: "The Lakshman Jhula suspension bridge over the Ganges in Rishikesh",
        },
      ],
    },
    {
      slug: "ram-jhula",
      city: "rishikesh",
      name: "Ram Jhula",
      description:
        "A long pedestrian suspension bridge between Sivananda Nagar on the west bank and the ashram quarter of Swargashram on the east. It is the main crossing for visitors heading to Parmarth Niketan and the other riverside ashrams.",
      suggestedDuration: "30 minutes to 1 hour",
      whatToExpect:
        "A busy crossing shared with pilgrims, sadhus, cows and the occasional scooter, with wide views up and down the river. Ferry boats also cross the river nearby.",
      moreAbout:
        "The bridge is officially known as Shivanand Jhula, after Swami Sivananda, whose Divine Life Society stands at its western end. The east bank beyond it is a car-free area of ashrams, temples and shops.",
      history:
        "The bridge was built in 1986 to ease the crowds crossing by boat between the two banks. It is longer than Laxman Jhula, at roughly 230 metres.",
      highlights:
        "The river views from the middle of the bridge, the ashrams of Swargashram, the Sivananda ashram and the evening walk along the east-bank promenade.",
      timings: "Open at all hours; check locally for any temporary closures for repairs.",
      entryFee: "Free.",
      restrictedItems:
        "Keep food hidden from monkeys and watch your step on the busy deck; alcohol and non-vegetarian food are not permitted in the area.",
      latitude: 30.1233,
      longitude: 78.315,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Ram Jhula",
          alt: "The Ram Jhula suspension bridge over the Ganges in Rishikesh",
        },
      ],
    },
    {
      slug: "parmarth-niketan",
      city: "rishikesh",
      name: "Parmarth Niketan",
      description:
        "One of the largest ashrams in Rishikesh, set in gardens on the east bank near Ram Jhula. Its riverside Ganga Aarti at sunset draws hundreds of people every evening.",
      suggestedDuration: "1.5 to 2 hours including the aarti",
      whatToExpect:
        "Visitors can walk through the courtyards and gardens, and everyone is welcome at the evening aarti on the ashram's ghat, where children of its gurukul sing with the priests. Yoga and meditation classes are open to residents and often to drop-in visitors.",
      moreAbout:
        "The ashram has around a thousand rooms for guests and students and runs yoga courses throughout the year. It co-hosts the International Yoga Festival every March, which draws teachers and students from around the world.",
      history:
        "Swami Shukdevanand founded Parmarth Niketan in 1942. It has grown into a large spiritual and educational centre, with a school for young priests, charitable programmes and a strong focus on cleaning and protecting the Ganges.",
      highlights:
        "The evening Ganga Aarti, the riverside ghat, the gardens and shrines, yoga classes and the International Yoga Festival.",
      timings:
        "The ashram grounds are open to visitors during the day; the aarti is held at sunset every evening. Check class times with the ashram.",
      entryFee: "Free to visit and attend the aarti; courses and accommodation are charged.",
      restrictedItems:
        "Dress modestly and remove shoes where asked; alcohol, tobacco and non-vegetarian food are not permitted. Ask before photographing people during the aarti.",
      latitude: 30.12,
      longitude: 78.317,
      rating: 4.6,
      trending: false,
      images: [
        photo(
          credits.parmarthNiketan,
          "Parmarth Niketan ashram lit up at night on the bank of the Ganges",
        ),
      ],
    },
    {
      slug: "beatles-ashram-rishikesh",
      city: "rishikesh",
      name: "Beatles Ashram",
      description:
        "The overgrown former ashram of Maharishi Mahesh Yogi, where the Beatles studied Transcendental Meditation in 1968. Also known as Chaurasi Kutia, it lies in the forest south of Swargashram within the Rajaji Tiger Reserve.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "A quiet walk through forest paths among ruined buildings, stone meditation huts and a large meditation hall covered in murals and graffiti. A photo gallery shows pictures of the band's stay.",
      moreAbout:
        "The ashram's 84 small domed meditation huts give it the name Chaurasi Kutia. The band wrote many of the songs that appeared on the 'White Album' during their weeks here.",
      history:
        "Maharishi Mahesh Yogi leased the land from the state forest department in the late 1950s and built the ashram over the following years. The Beatles arrived in February 1968 with their partners and other celebrities; Ringo Starr left after about ten days, Paul McCartney after about a month, and John Lennon and George Harrison stayed about six weeks. The ashram was later abandoned, and the forest department opened it to visitors in 2015.",
      highlights:
        "The murals in the meditation hall, the domed meditation huts, the Beatles photo gallery and the forest setting above the Ganges.",
      timings:
        "Usually open daily during daylight hours, roughly 10:00 am to 4:00 pm; check before visiting.",
      entryFee:
        "Charged by the forest department, separately for Indian and foreign visitors (about ₹150 and ₹600 in recent years); check before visiting.",
      restrictedItems:
        "It lies in a tiger reserve: stay on the paths, do not litter, and leave before closing time. Smoking and fires are not allowed, and drones need permission.",
      latitude: 30.115,
      longitude: 78.315,
      rating: 4.3,
      trending: false,
      images: [
        {
          commons: "Beatles_Ashram_Satsang_Hall_Rishikesh.JPG",
          alt: "The meditation hall at the Beatles Ashram in Rishikesh",
          author: "Guy P Atkinson",
          licence: "CC BY-SA 4.0",
          licenceUrl: "https://creativecommons.org/licenses/by-sa/4.0/",
        },
      ],
    },
    {
      slug: "neelkanth-mahadev-temple",
      city: "rishikesh",
      name: "Neelkanth Mahadev Temple",
      description:
        "A popular Shiva temple in the forested hills about 30 km by road from Rishikesh, at an altitude of around 1,330 metres. It marks the place where, in Hindu legend, Shiva drank poison and his throat turned blue.",
      suggestedDuration: "Half a day including travel",
      whatToExpect:
        "A winding mountain drive, or a long trek through forest from the Ram Jhula side, leads to a brightly painted temple with carvings of gods and demons on its tower. Queues can be very long on Mondays, during Maha Shivratri and in the month of Shravan, when Kanwar pilgrims arrive in huge numbers.",
      moreAbout:
        "The name means 'the blue-throated lord'. Devotees offer water, milk and bilva leaves to the lingam, and a natural spring near the temple is used for bathing.",
      history:
        "According to the Puranas, during the churning of the ocean by gods and demons a deadly poison emerged, and Shiva swallowed it to save the world; his consort Parvati held his throat so that it went no further, turning it blue. Shiva is said to have meditated here afterwards, and the temple has been a pilgrimage site for centuries.",
      highlights:
        "The carved and painted temple tower, the lingam shrine, the forest drive with views of the valleys, and the natural spring.",
      timings:
        "Usually open from early morning (about 5:00 am) to evening (about 7:00 pm), with longer hours at festivals; check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes must be left outside; phones and cameras are usually not allowed inside the sanctum. Leather goods, alcohol and tobacco are not permitted.",
      latitude: 30.0804,
      longitude: 78.3437,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Neelkanth Mahadev Temple",
          alt: "The painted tower of the Neelkanth Mahadev Temple near Rishikesh",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "ananda-in-the-himalayas",
      city: "rishikesh",
      name: "Ananda in the Himalayas",
      about:
        "A destination spa resort in the palace estate of the former Maharaja of Tehri-Garhwal at Narendra Nagar, in the hills about 20 km above Rishikesh. Opened in 2000, it offers Ayurveda, yoga, meditation and wellness programmes, with views down to the Ganges valley.",
      address: "The Palace Estate, Narendra Nagar, Tehri Garhwal, Uttarakhand 249175, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Airport and station transfers on request",
        ],
        foodAndDrinks: [
          "Restaurant serving healthy Indian and international cuisine",
          "Meals planned around wellness programmes",
          "In-room dining",
        ],
        healthAndWellness: [
          "Large spa with Ayurvedic treatments",
          "Daily yoga and meditation sessions",
          "Outdoor swimming pool",
          "Fitness centre",
        ],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Palace buildings and gardens", "Library", "Walking trails"],
      },
      roomAmenities: {
        roomFeatures: [
          "Valley or palace views",
          "Balcony in most categories",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: [
          "Bathtub or shower",
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
          "Most stays are booked as wellness programmes with a minimum number of nights; confirm the package terms with the resort.",
        ],
      },
      rating: 4.8,
      priceBand: "luxury",
      images: [
        photo(
          credits.parmarthNiketan,
          "Rishikesh at night on the Ganges, in the valley below the resort (the photo shows the town, not the hotel)",
        ),
      ],
    },
    {
      slug: "aloha-on-the-ganges-rishikesh",
      city: "rishikesh",
      name: "Aloha on the Ganges",
      about:
        "A riverside resort of the Leisure Hotels group in Tapovan, on the west bank of the Ganges near Laxman Jhula. Many rooms look out over the river, and the hotel arranges yoga sessions, rafting and local excursions.",
      address: "Tapovan, Rishikesh, Uttarakhand 249192, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Restaurant serving Indian and international dishes",
          "Riverside seating",
          "In-room dining",
        ],
        healthAndWellness: [
          "Yoga sessions",
          "Spa treatments (confirm availability with the hotel)",
          "Swimming pool (confirm with the hotel)",
        ],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Gardens facing the river", "Lounge", "Travel and activities desk"],
      },
      roomAmenities: {
        roomFeatures: [
          "River or hill views depending on category",
          "Tea and coffee maker",
          "Flat-screen TV",
          "Seating area",
        ],
        bathroom: ["Shower", "Hairdryer", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Rishikesh's pilgrimage areas are vegetarian and alcohol-free; confirm the hotel's food and drink policy before arrival.",
        ],
      },
      rating: 4.4,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Lakshman Jhula",
          alt: "The Lakshman Jhula bridge in Tapovan, near the hotel (the photo shows the bridge, not the hotel)",
        },
      ],
    },
  ],
};
