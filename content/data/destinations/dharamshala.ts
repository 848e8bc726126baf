import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "dharamshala",
    name: "Dharamshala",
    state: "Himachal Pradesh",
    description:
      "Dharamshala climbs the slopes of the Kangra valley beneath the granite wall of the Dhauladhar range, from the lower town at about 1,400 metres to McLeod Ganj at about 2,000 metres. McLeod Ganj is the home of the Dalai Lama and the Tibetan government in exile, which gives the town its monasteries, Tibetan cafés and a steady flow of pilgrims and trekkers.",
    bestTime:
      "March to June and October to November, when the skies are clear and the Dhauladhar peaks are in view.",
    seasons: {
      peak: {
        start: "March",
        end: "June",
        description:
          "Warm days, rhododendrons in bloom and clear views make spring and early summer the best time for Triund and the monasteries; the town is busy in May and June.",
      },
      moderate: {
        start: "October",
        end: "February",
        description:
          "October and November are dry and bright, the best months for mountain views; from December it turns cold, snow dusts the peaks and sometimes McLeod Ganj itself, and the Triund trail can be icy.",
      },
      off: {
        start: "July",
        end: "September",
        description:
          "Dharamshala is one of the wettest places in India during the monsoon, with days of heavy rain, cloud and occasional landslides; waterfalls are at their fullest and crowds are thin.",
      },
    },
    overview: {
      title: "Dharamshala and McLeod Ganj: Little Lhasa below the Dhauladhar",
      history:
        "The Kangra valley was ruled for centuries by the Katoch kings from their fort at Kangra, and passed to the Sikhs and then, in 1846, to the British. The British set up a cantonment and district headquarters at Dharamshala, and the upper settlement was named McLeod Ganj after Sir Donald McLeod, Lieutenant-Governor of the Punjab. The great Kangra earthquake of 1905 destroyed much of the town, and the hill station declined. In 1960 the 14th Dalai Lama moved to McLeod Ganj after fleeing Tibet, and it became the seat of the Central Tibetan Administration. Dharamshala was named the second, winter capital of Himachal Pradesh in 2017.",
      touristPlaces:
        "The Tsuglagkhang Complex and Tibet Museum in McLeod Ganj, Bhagsunag temple and waterfall, the Triund trek, the HPCA cricket stadium, the Norbulingka Institute and Kangra Fort.",
      famousFor:
        "The Dalai Lama's residence and Tibetan culture, the Triund trek, a cricket stadium with a mountain backdrop, Kangra tea and Kangra miniature painting.",
      weather:
        "Summers are mild at about 20 to 30°C in the lower town and cooler in McLeod Ganj; the monsoon from July to September is very wet; winters range from about 0 to 15°C, with snow on the peaks and occasional snowfall in McLeod Ganj.",
    },
    howToReach: {
      byAir:
        "Kangra Airport (DHM) at Gaggal is about 13 km from the lower town and 20 km from McLeod Ganj, with daily flights from Delhi and some other cities. Flights are sometimes cancelled in poor weather, and Chandigarh (IXC), about 240 km away, is the alternative.",
      byRail:
        "Pathankot Junction (PTK), about 85 km away, is the nearest major station, with trains from Delhi, Jammu and Punjab; taxis and buses take about three hours from there. The slow narrow-gauge Kangra Valley Railway stops at Kangra, about 20 km away, but services are few.",
      byRoad:
        "Delhi is about 480 km away, 10 to 12 hours by road, and overnight state-run and private buses run to both lower Dharamshala and McLeod Ganj. McLeod Ganj is about 9 km uphill from the lower town by road, or a short ride on the Dharamshala Skyway ropeway.",
      nearestAirport: "DHM",
      nearestStation: "PTK",
    },
    foodToTry: [
      {
        name: "Momos and thukpa",
        description:
          "Steamed or fried Tibetan dumplings and noodle soup, served in every café and family kitchen in McLeod Ganj.",
      },
      {
        name: "Thenthuk",
        description: "A hearty Tibetan soup of hand-pulled flat noodles with vegetables or meat.",
      },
      {
        name: "Tingmo",
        description:
          "Soft, spiral-shaped steamed Tibetan bread, usually eaten with a spicy meat or vegetable curry.",
      },
      {
        name: "Kangri dham",
        description:
          "The Kangra valley's festive meal of rice, lentils, madra and sweet dishes, cooked by traditional cooks for weddings and festivals.",
      },
      {
        name: "Kangra tea",
        description:
          "Green and black tea grown in the valley's small estates since the 19th century, with a light, fragrant taste.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Kangra tea",
        description: "Packets from the tea estates and shops in the lower town and at Palampur.",
      },
      {
        heading: "Tibetan handicrafts",
        description:
          "Singing bowls, prayer flags, prayer wheels, thangkas and jewellery in the McLeod Ganj market; Tibetan co-operatives sell fixed-price goods.",
      },
      {
        heading: "Tibetan carpets and textiles",
        description:
          "Hand-knotted rugs and woven bags made by Tibetan craftspeople and cooperatives.",
      },
      {
        heading: "Kangra miniature prints",
        description:
          "Reproductions and new work in the Kangra school of miniature painting, known for its delicate scenes of Krishna and the seasons.",
      },
    ],
    conclusion:
      "Base yourself in McLeod Ganj for the monasteries, cafés and the Triund trail, and spend a day in the lower valley for Norbulingka, the cricket stadium and Kangra Fort. Check whether the Dalai Lama is giving public teachings during your visit, as these bring large crowds.",
    latitude: 32.219,
    longitude: 76.3234,
    categories: ["hills-and-mountains", "adventure-seekers", "places-to-relax"],
    rating: 4.5,
    trending: false,
    images: [
      {
        wikipedia: "Dharamshala",
        alt: "Dharamshala on the slopes of the Kangra valley below the Dhauladhar range",
      },
      { wikipedia: "McLeod Ganj", alt: "The hill town of McLeod Ganj above Dharamshala" },
    ],
  },
  places: [
    {
      slug: "tsuglagkhang-complex",
      city: "dharamshala",
      name: "Tsuglagkhang Complex",
      description:
        "The main temple of the Tibetan community in exile, in McLeod Ganj, with the Dalai Lama's residence, Namgyal Monastery and the Tibet Museum in the same complex. Monks debate in the courtyard in the afternoons, and pilgrims walk the forest circuit around it.",
      suggestedDuration: "2 hours",
      whatToExpect:
        "A security check at the gate, then an open courtyard and a main prayer hall with large statues of the Buddha, Avalokiteshvara and Padmasambhava. When the Dalai Lama gives public teachings the complex is very crowded, and registration may be required.",
      moreAbout:
        "The Tibet Museum at the entrance tells the story of Tibet and of the exile community through photographs and documents. The Lingkhor, a path lined with prayer flags and prayer wheels, circles the complex through the forest.",
      history:
        "The Dalai Lama settled in McLeod Ganj in 1960, a year after fleeing Tibet. The temple was built in the following decade as the spiritual centre of the exile community, and Namgyal Monastery, the Dalai Lama's personal monastery, re-established itself here. The complex is named after the Tsuglagkhang, the central cathedral of Lhasa.",
      highlights:
        "The main prayer hall and its statues, monks debating in the courtyard, the Tibet Museum, and the Lingkhor circuit walk.",
      timings:
        "The temple is usually open daily from early morning to evening, roughly 5:00 am to 8:00 pm; the Tibet Museum is open about 9:00 am to 5:00 pm and closed on Mondays. Check before visiting, especially on teaching days.",
      entryFee:
        "Free to enter the temple; the Tibet Museum may charge a small fee. Check before visiting.",
      restrictedItems:
        "Bags are searched at the gate; knives, lighters and cigarettes are not allowed; photography is restricted in parts of the temple and during teachings; dress modestly and walk around shrines clockwise.",
      latitude: 32.2325,
      longitude: 76.3245,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Tsuglagkhang Complex",
          alt: "The Tsuglagkhang temple complex in McLeod Ganj, Dharamshala",
        },
      ],
    },
    {
      slug: "bhagsunag-temple-and-waterfall",
      city: "dharamshala",
      name: "Bhagsunag Temple and Waterfall",
      description:
        "A Shiva temple with spring-fed bathing pools in the village of Bhagsu, about 2 km east of McLeod Ganj, and a waterfall a short walk further up the valley. It is one of the most popular easy outings from McLeod Ganj.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "A walk or short taxi ride to the temple, then a paved path of about 1 km up to the falls, lined with cafés. The falls are a trickle in the dry months and powerful during the monsoon, when the rocks are slippery.",
      moreAbout:
        "Bhagsu village has many guesthouses and cafés, and paths lead on to Dharamkot and to the Shiva Café above the falls.",
      history:
        "According to legend, a king named Bhagsu stole water from a sacred lake, and the serpent god Nag fought him before the two were reconciled, which gives the shrine its name, Bhagsu Nag. The temple has long been linked with the Gorkha soldiers once stationed nearby. Like much of the area, it was damaged in the 1905 earthquake and later rebuilt.",
      highlights:
        "The temple and its bathing pools, the waterfall, the cafés of Bhagsu, and views over the valley.",
      timings:
        "The temple is open daily from early morning to evening, roughly 6:00 am to 9:00 pm; the falls can be visited in daylight. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes off in the temple; do not swim near the falls in the monsoon; take litter back with you.",
      latitude: 32.2443,
      longitude: 76.3327,
      rating: 4.1,
      trending: false,
      images: [
        {
          wikipedia: "McLeod Ganj",
          alt: "The hill town of McLeod Ganj, from where the path leads to Bhagsu",
        },
      ],
    },
    {
      slug: "triund",
      city: "dharamshala",
      name: "Triund",
      description:
        "A grassy ridge at about 2,850 metres above McLeod Ganj with a close view of the Dhauladhar peaks, reached by a well-marked trail of about 9 km. It is one of the most popular short treks in Himachal.",
      suggestedDuration: "Full day, or overnight",
      whatToExpect:
        "A steady climb of four to six hours from McLeod Ganj or Dharamkot through oak and rhododendron forest, with tea stalls on the way and a steeper last section. Many walkers camp on the ridge to see sunset and sunrise.",
      moreAbout:
        "From Triund the trail continues to the snowline at Ilaqa and on to the Indrahar Pass for experienced trekkers. The forest department has at times limited camping to designated spots.",
      history:
        "The ridge was a summer grazing ground for Gaddi shepherds, who still bring their flocks up in season. The trail became popular with trekkers from the 1970s onwards. A forest rest house stands on the ridge.",
      highlights:
        "The close view of the Dhauladhar wall, sunset over the Kangra valley, rhododendron forest in spring, and camping under the stars.",
      timings:
        "Best from March to June and October to November; the trail can be snowbound or icy from December to February and slippery in the monsoon. Check conditions and any forest department rules before visiting.",
      entryFee:
        "Walking is free; the forest department has at times charged a small entry or camping fee, and tents can be hired on the ridge. Check before visiting.",
      restrictedItems:
        "No littering or plastic, no open fires except where allowed, and camping only where permitted; drones need permission.",
      latitude: 32.26,
      longitude: 76.351,
      rating: 4.6,
      trending: false,
      images: [
        { wikipedia: "Triund", alt: "The grassy ridge of Triund below the Dhauladhar range" },
      ],
    },
    {
      slug: "hpca-stadium-dharamshala",
      city: "dharamshala",
      name: "HPCA Stadium Dharamshala",
      description:
        "The Himachal Pradesh Cricket Association Stadium, a cricket ground at about 1,450 metres with the snowy Dhauladhar range as its backdrop. It hosts international and Indian Premier League matches and is one of the most photographed grounds in India.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "On non-match days visitors can usually walk into the stands and take photos of the pitch and the mountains behind it. On match days it is packed and entry is by ticket only.",
      moreAbout:
        "The stadium is in the lower town, close to the road between Dharamshala and the airport. Its pavilion roofs are built in a style inspired by local architecture.",
      history:
        "The stadium opened in 2003 and hosted its first one-day international, between India and England, in 2013. India played its first Test here, against Australia, in 2017. Matches of the 2023 Cricket World Cup were held here.",
      highlights:
        "The view of the Dhauladhar behind the ground, the pavilion, and an international or IPL match if you are lucky.",
      timings:
        "Usually open to visitors on non-match days, roughly 9:00 am to 6:00 pm; closed to casual visitors during matches and preparation. Check before visiting.",
      entryFee:
        "A small ticket (about ₹50) is usually charged on non-match days; match tickets are sold separately. Check before visiting.",
      restrictedItems:
        "Do not walk onto the playing area; drones are not allowed; match-day security rules ban bottles, food and bags.",
      latitude: 32.1976,
      longitude: 76.3258,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Himachal Pradesh Cricket Association Stadium",
          alt: "The HPCA cricket stadium in Dharamshala with the Dhauladhar range behind",
        },
      ],
    },
    {
      slug: "norbulingka-institute",
      city: "dharamshala",
      name: "Norbulingka Institute",
      description:
        "A centre for Tibetan arts and crafts at Sidhpur, below Dharamshala, with workshops, a temple and peaceful Japanese-influenced gardens. Visitors can watch thangka painters, woodcarvers and metal sculptors at work.",
      suggestedDuration: "2 hours",
      whatToExpect:
        "A walk along shaded paths and streams between traditional buildings, a visit to the temple and the doll museum, and time in the workshops and shop. There is a café on site.",
      moreAbout:
        "The temple has a gilded statue of the Buddha and murals painted by the institute's artists. The shop sells furniture, textiles and paintings made here.",
      history:
        "The institute was founded in 1988 by Kelsang and Kim Yeshi to preserve Tibetan artistic traditions in exile, and its campus at Sidhpur opened in the mid-1990s. It is named after the Norbulingka, the Dalai Lama's summer palace in Lhasa. It trains young Tibetans in traditional crafts.",
      highlights:
        "Thangka painting and woodcarving workshops, the Seat of Happiness temple, the doll museum, and the gardens.",
      timings:
        "Open daily, about 9:00 am to 5:30 pm; the workshops are closed on Sundays and some holidays. Check before visiting.",
      entryFee: "A small entry fee is charged; check before visiting.",
      restrictedItems:
        "Ask before photographing artists at work; shoes off in the temple; no smoking on the campus.",
      latitude: 32.199,
      longitude: 76.356,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Norbulingka Institute",
          alt: "Buildings and gardens of the Norbulingka Institute near Dharamshala",
        },
      ],
    },
    {
      slug: "kangra-fort",
      city: "dharamshala",
      name: "Kangra Fort",
      description:
        "A large ruined fort on a ridge above the meeting of two rivers, about 20 km south of Dharamshala, long the seat of the Katoch kings of Kangra. It is one of the oldest forts in India and gives wide views over the valley.",
      suggestedDuration: "2 hours",
      whatToExpect:
        "A climb through a series of gateways to the ruined palaces and temples at the top, with some steep and uneven paths. A museum at the entrance displays objects linked to the Katoch dynasty.",
      moreAbout:
        "Inside the walls are the remains of temples and a Jain shrine still in use. The Maharaja Sansar Chand Museum near the gate is run by the Katoch family.",
      history:
        "The fort is associated with the Katoch dynasty, one of the oldest ruling houses in India. It was taken by Mahmud of Ghazni in 1009 and, after a long siege, by the Mughal emperor Jahangir in 1620. Raja Sansar Chand recovered it in the late 18th century; it later passed to the Sikhs and the British, and the 1905 earthquake left it in ruins.",
      highlights:
        "The series of gateways, the ruined palace and temples, the Jain shrine, views over the river gorge, and the museum.",
      timings: "Open daily, roughly 9:00 am to 6:00 pm; check before visiting.",
      entryFee:
        "A ticket is charged, with a higher rate for foreign visitors; check current prices before visiting.",
      restrictedItems:
        "Do not climb on the walls; drones need permission; take litter back with you.",
      latitude: 32.0785,
      longitude: 76.2735,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Kangra Fort",
          alt: "The ruined walls of Kangra Fort on a ridge above the river",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "chonor-house-mcleod-ganj",
      city: "dharamshala",
      name: "Chonor House",
      about:
        "A small guesthouse in McLeod Ganj run by the Norbulingka Institute, close to the Tsuglagkhang Complex. Each room is decorated with murals and furnishings made by Tibetan artists from the institute.",
      address: "Thekchen Choeling Road, McLeod Ganj, Dharamshala, Himachal Pradesh 176219, India",
      amenities: {
        basicFacilities: ["Free Wi-Fi", "Front desk", "Room heating in winter", "Laundry service"],
        foodAndDrinks: ["Restaurant serving Tibetan and continental dishes", "Room service"],
        healthAndWellness: ["Garden terrace", "Quiet reading areas"],
        safetyAndSecurity: ["Staff on site around the clock", "Locked main entrance at night"],
        commonArea: ["Garden", "Library corner", "Terrace with valley views"],
      },
      roomAmenities: {
        roomFeatures: [
          "Tibetan murals and furnishings",
          "Valley or garden views",
          "Writing desk",
          "Heater",
        ],
        bathroom: ["Hot water", "Towels", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Rooms are few and book out early during the Dalai Lama's teachings; reserve well ahead.",
        ],
      },
      latitude: 32.233,
      longitude: 76.3245,
      rating: 4.5,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Tsuglagkhang Complex",
          alt: "The Tsuglagkhang Complex in McLeod Ganj, next to which the guesthouse stands (the photo does not show the guesthouse)",
        },
      ],
    },
    {
      slug: "hyatt-regency-dharamshala-resort",
      city: "dharamshala",
      name: "Hyatt Regency Dharamshala Resort",
      about:
        "A large resort in the pine and deodar forest near Dharamkot, a few minutes by road above McLeod Ganj. It has about 80 rooms, suites and villas, many with balconies facing the valley, and a spa and meditation space.",
      address: "Dharamkot, McLeod Ganj, Dharamshala, Himachal Pradesh 176219, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Central heating",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "All-day restaurant serving Indian and international dishes",
          "Bar",
          "24-hour in-room dining",
        ],
        healthAndWellness: [
          "Spa with massages and treatments",
          "Fitness centre",
          "Meditation and yoga space",
        ],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Lobby lounge", "Gardens and forest paths", "Meeting and event spaces"],
      },
      roomAmenities: {
        roomFeatures: [
          "Balcony in some rooms",
          "Valley or forest views",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: [
          "Rain shower",
          "Bathtub in some categories",
          "Bathrobes and slippers",
          "Hairdryer",
        ],
      },
      propertyRules: {
        checkIn: "From 3:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.6,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "McLeod Ganj",
          alt: "The hill town of McLeod Ganj, just below the resort at Dharamkot (the photo does not show the hotel)",
        },
      ],
    },
  ],
};
