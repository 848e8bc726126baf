import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "ranchi",
    name: "Ranchi",
    state: "Jharkhand",
    description:
      "Ranchi, the capital of Jharkhand, sits at about 650 metres on the forested Chota Nagpur plateau, which gives it a milder climate than the plains. Known as the City of Waterfalls, it is the gateway to a string of falls, hills and tribal villages, and a good introduction to the culture of the Munda, Oraon and other Adivasi peoples.",
    bestTime:
      "October to March for pleasant sightseeing; the waterfalls are at their fullest just after the monsoon, from August to October.",
    seasons: {
      peak: {
        start: "October",
        end: "March",
        description:
          "Clear, mild days and cool nights, ideal for waterfall trips and picnics; the falls still run well in October and November.",
      },
      moderate: {
        start: "July",
        end: "September",
        description:
          "The monsoon turns the plateau green and the waterfalls into torrents, but paths get slippery and bathing at the falls is dangerous.",
      },
      off: {
        start: "April",
        end: "June",
        description:
          "Summer is hot, with afternoons close to 38–40°C, and many falls shrink to a trickle before the rains.",
      },
    },
    overview: {
      title: "Ranchi: the city of waterfalls",
      history:
        "The Chota Nagpur plateau has been home to Adivasi communities such as the Munda and Oraon for many centuries, and the Nagvanshi kings ruled much of the area from nearby seats. The British made Ranchi the headquarters of the Chota Nagpur division in the 19th century, and it later served as the summer capital of Bihar. The Munda leader Birsa Munda led the Ulgulan rebellion against colonial rule and landlords in the 1890s and died in Ranchi jail in 1900; he is revered across the region. After a long movement for a tribal-majority state, Jharkhand was carved out of Bihar on 15 November 2000, Birsa Munda's birth anniversary, with Ranchi as its capital.",
      touristPlaces:
        "Hundru, Dassam and Jonha falls, the Jagannath Temple, Pahari Mandir, Ranchi Lake, Tagore Hill, the Rock Garden and Kanke Dam, and the Patratu valley.",
      famousFor:
        "Waterfalls, Adivasi culture and festivals such as Sarhul and Karma, the freedom fighter Birsa Munda, and being the hometown of cricketer MS Dhoni.",
      weather:
        "Humid subtropical plateau climate: summers reach about 38–40°C in May, the monsoon brings heavy rain from late June to September, and winters are cool and dry with nights down to 5–8°C.",
    },
    howToReach: {
      byAir:
        "Birsa Munda Airport (IXR) at Hinoo is about 7 km south of the city centre, with flights to Delhi, Mumbai, Kolkata, Bengaluru, Hyderabad and other cities.",
      byRail:
        "Ranchi Junction (RNC) has direct trains including a Rajdhani to New Delhi and Vande Bharat services to Patna and Howrah; Hatia station in the south of the city handles other long-distance trains. Kolkata is about 7 to 8 hours away by train.",
      byRoad:
        "National highways connect Ranchi with Jamshedpur (about 130 km), Hazaribagh, Dhanbad and Patna (about 330 km); state and private buses run from the Khadgarha and ITI bus stands. The main waterfalls are 35 to 45 km from the city, best reached by hired car.",
      nearestAirport: "IXR",
      nearestStation: "RNC",
    },
    foodToTry: [
      {
        name: "Dhuska",
        description:
          "Deep-fried pancakes of rice and lentil batter, served with spicy potato curry or ghugni (chickpeas) for breakfast.",
      },
      {
        name: "Rugra",
        description:
          "A wild mushroom that appears in the forests only during the monsoon, cooked as a spicy curry and highly prized.",
      },
      {
        name: "Chilka roti",
        description:
          "Thin pancakes of rice and gram batter cooked on a griddle, eaten with chutney or curry in Adivasi homes.",
      },
      {
        name: "Litti chokha",
        description:
          "Baked wheat balls stuffed with spiced roasted gram flour, served with mashed aubergine and potato, sold at street stalls across the city.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Tussar silk",
        description:
          "Jharkhand is one of India's main producers of tussar (wild) silk; sarees and fabric are sold at Jharcraft showrooms.",
      },
      {
        heading: "Dokra metalwork",
        description:
          "Lost-wax cast brass figures of animals, people and lamps made by traditional artisans.",
      },
      {
        heading: "Sohrai and Khovar paintings",
        description:
          "Earth-pigment mural art from the Hazaribagh region, now painted on paper and cloth for sale.",
      },
      {
        heading: "Bamboo and wood crafts",
        description:
          "Baskets, trays and carved items made by tribal artisans, sold at government emporiums and fairs.",
      },
    ],
    conclusion:
      "Spend a day visiting Hundru and Jonha falls, another for Dassam Falls and the Patratu valley, and keep an evening for Pahari Mandir and the Jagannath Temple. Go in the months after the monsoon for full waterfalls and comfortable weather, and never bathe in the pools below the falls.",
    latitude: 23.3441,
    longitude: 85.3096,
    categories: ["places-to-relax", "adventure-seekers"],
    rating: 4.0,
    trending: false,
    images: [
      {
        wikipedia: "Hundru Falls",
        alt: "Hundru Falls cascading over rocky ledges near Ranchi",
      },
      {
        wikipedia: "Jagannath Temple, Ranchi",
        alt: "The Jagannath Temple on its hillock in Ranchi",
      },
    ],
  },
  places: [
    {
      slug: "hundru-falls",
      city: "ranchi",
      name: "Hundru Falls",
      description:
        "The best-known waterfall near Ranchi, where the Subarnarekha River drops about 98 metres over the edge of the plateau. It lies about 45 km east of the city.",
      suggestedDuration: "3 to 4 hours including travel",
      whatToExpect:
        "From the parking area, several hundred steps lead down to the base of the falls, where the water tumbles into a rocky pool. The climb back up is steep, and the site is crowded with picnickers on winter weekends.",
      moreAbout:
        "The force of the falls changes dramatically through the year, from a roaring sheet after the monsoon to separate streams over bare rock in summer. Food stalls and simple eateries line the approach.",
      history:
        "The falls form where the Subarnarekha leaves the Ranchi plateau for the lower land to the east. They have long been a picnic spot for people from Ranchi and are now managed as a tourist site by the local community and the state government.",
      highlights:
        "The main drop seen from below, the rock formations worn by the water, views from the top of the steps, and the post-monsoon flow.",
      timings: "Open daily during daylight hours, roughly 8:00 am to 5:00 pm.",
      entryFee: "A small entry fee (about ₹10 to ₹20) plus parking charges. Check before visiting.",
      restrictedItems:
        "Bathing and swimming in the pool are dangerous and often banned, especially in the monsoon; alcohol, littering and plastic are not allowed.",
      latitude: 23.4508,
      longitude: 85.6668,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Hundru Falls",
          alt: "Water falling over the rocky cliff at Hundru Falls",
        },
      ],
    },
    {
      slug: "dassam-falls",
      city: "ranchi",
      name: "Dassam Falls",
      description:
        "A wide waterfall about 40 km south-east of Ranchi, near Taimara, where the Kanchi River falls about 44 metres into a gorge.",
      suggestedDuration: "2 to 3 hours including travel",
      whatToExpect:
        "A short walk and a flight of steps lead to viewpoints above and beside the falls. The surrounding forest and rocks make it a popular picnic spot, with simple stalls near the entrance.",
      moreAbout:
        "Dassam is one of the most scenic falls in Jharkhand, but also one of the most dangerous: the pool and currents below have claimed many lives. Warning signs and guards are posted, and visitors should stay on the paths.",
      history:
        "The Kanchi is a tributary of the Subarnarekha, and the falls lie in an area of Munda villages. The site has been developed for tourism by the state with steps, railings and viewpoints.",
      highlights:
        "The multi-stream curtain of water, the rocky gorge below, forest views and the walk to the viewpoints.",
      timings: "Open daily during daylight hours, roughly 8:00 am to 5:00 pm.",
      entryFee: "A small entry fee and parking charges. Check before visiting.",
      restrictedItems:
        "Swimming and going into the water are prohibited; alcohol, littering and climbing over railings are not allowed.",
      latitude: 23.1434,
      longitude: 85.4664,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Dassam Falls",
          alt: "Dassam Falls spilling over a broad rock ledge into a gorge",
        },
      ],
    },
    {
      slug: "jonha-falls",
      city: "ranchi",
      name: "Jonha Falls",
      description:
        "A hanging waterfall about 40 km east of Ranchi, also called Gautamdhara, where the water drops about 43 metres into a forested valley. A Buddhist shrine near the top gives it its second name.",
      suggestedDuration: "2 to 3 hours including travel",
      whatToExpect:
        "Several hundred steps lead down through trees to the foot of the falls. It is usually quieter than Hundru, and the two are often combined in one day trip.",
      moreAbout:
        "Jonha is on the Gunga River, which joins the Raru River nearby. The shrine associated with the Buddha stands on the hill above the falls.",
      history:
        "Local tradition links the falls with the Buddha, and a temple to him was built here in the 20th century, leading to the name Gautamdhara. The area has long been a picnic spot for Ranchi residents.",
      highlights:
        "The waterfall and its pool, the walk down through the forest, the Buddhist shrine on the hill, and the quieter atmosphere.",
      timings: "Open daily during daylight hours.",
      entryFee: "A small entry fee and parking charges. Check before visiting.",
      restrictedItems:
        "Swimming in the pool is unsafe; alcohol, littering and plastic are not allowed.",
      latitude: 23.3417,
      longitude: 85.6083,
      rating: 4.1,
      trending: false,
      images: [
        {
          wikipedia: "Jonha Falls",
          alt: "Jonha Falls dropping into a forested valley near Ranchi",
        },
      ],
    },
    {
      slug: "ranchi-jagannath-temple",
      city: "ranchi",
      name: "Ranchi Jagannath Temple",
      description:
        "A 17th-century temple to Jagannath on a hillock in the south of the city, built in the style of the great temple at Puri. Its Rath Yatra chariot festival draws huge crowds each summer.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "A climb up steps or a ramp to the temple on top of the hill, with views over the city's southern suburbs. During the Rath Yatra a large fair fills the ground below.",
      moreAbout:
        "The temple houses images of Jagannath, Balabhadra and Subhadra. The smaller Mausibari temple at the foot of the hill receives the deities during the chariot festival.",
      history:
        "The temple was built in 1691 by Thakur Ani Nath Shahdeo of the Barkagarh estate. Part of it collapsed in 1990 and it was rebuilt soon afterwards. The annual Rath Yatra here is one of the largest in eastern India outside Odisha.",
      highlights:
        "The hilltop temple tower, views over the city, the Mausibari temple, and the Rath Yatra fair.",
      timings:
        "Open daily in the morning and evening, with the temple closed for a few hours around midday. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes must be left outside; photography inside the sanctum is not allowed; leather items are best left behind.",
      latitude: 23.3169,
      longitude: 85.2817,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Jagannath Temple, Ranchi",
          alt: "The Jagannath Temple on a hillock in Ranchi",
        },
      ],
    },
    {
      slug: "pahari-mandir-ranchi",
      city: "ranchi",
      name: "Pahari Mandir",
      description:
        "A Shiva temple on top of Ranchi Hill in the middle of the city, reached by a long flight of steps. The hill also carries a huge national flag and is a memorial to freedom fighters executed here in colonial times.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "A climb of a few hundred steps to the summit, with sweeping views over the city and Ranchi Lake. The temple is crowded on Mondays and during the month of Sawan (July–August), when devotees bring water to offer to Shiva.",
      moreAbout:
        "The national flag is raised here on Independence Day and Republic Day, a tradition linked to the hill's past. A very tall flagpole with a giant tricolour was added in 2016.",
      history:
        "During British rule the hill was used for executions of freedom fighters and became known as Phansi Tungri (gallows hill). After independence the hill became a place of remembrance as well as worship. The temple to Shiva has long been one of the city's most important shrines.",
      highlights:
        "The summit temple, the giant national flag, the views over Ranchi and the lake, and the festive crowds in Sawan.",
      timings:
        "Open daily from early morning until evening. Check before visiting, especially during Sawan.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes must be left at the base or the temple entrance; no alcohol or smoking on the hill; keep the premises clean.",
      latitude: 23.3738,
      longitude: 85.3103,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Pahari Mandir",
          alt: "Pahari Mandir on top of Ranchi Hill",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "radisson-blu-hotel-ranchi",
      city: "ranchi",
      name: "Radisson Blu Hotel Ranchi",
      about:
        "An upscale business and leisure hotel on Main Road in the centre of Ranchi, part of the Radisson group. It is close to the city's shopping streets and a short drive from the railway station.",
      address: "Main Road, Ranchi, Jharkhand 834001, India",
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
          "24-hour room service",
        ],
        healthAndWellness: ["Fitness centre", "Spa treatments", "Doctor on call"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Lobby lounge", "Banquet and meeting rooms", "Business centre"],
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
      rating: 4.4,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Pahari Mandir",
          alt: "Pahari Mandir on Ranchi Hill, a short drive from the hotel (the photo shows the hill temple, not the hotel)",
        },
      ],
    },
    {
      slug: "chanakya-bnr-hotel-ranchi",
      city: "ranchi",
      name: "Chanakya BNR Hotel",
      about:
        "A heritage hotel in the restored Bengal Nagpur Railway hotel near Ranchi station, a colonial building from the early 20th century set in wide lawns. Rooms combine period features with modern comforts.",
      address: "Station Road, Ranchi, Jharkhand 834001, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: ["Restaurant serving Indian and continental dishes", "Bar", "Room service"],
        healthAndWellness: ["Fitness centre", "Lawns for walking", "Doctor on call"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas"],
        commonArea: ["Heritage lobby", "Lawns", "Banquet rooms"],
      },
      roomAmenities: {
        roomFeatures: ["Flat-screen TV", "Tea and coffee maker", "Work desk"],
        bathroom: ["Shower", "Toiletries", "Hot water"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.2,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Jagannath Temple, Ranchi",
          alt: "Ranchi's Jagannath Temple, in the south of the city (the photo shows the temple, not the hotel)",
        },
      ],
    },
  ],
};
