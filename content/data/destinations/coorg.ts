import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "coorg",
    name: "Coorg (Madikeri)",
    state: "Karnataka",
    description:
      "Coorg, officially Kodagu, is a hilly district in the Western Ghats of south-western Karnataka, and Madikeri is its main town. Mist-covered hills, coffee and pepper estates, waterfalls and the distinctive culture of the Kodava people make it one of south India's favourite hill retreats.",
    bestTime:
      "October to March, when the rains have passed, the air is cool and the coffee estates are green; the coffee blossom appears around March and April.",
    seasons: {
      peak: {
        start: "October",
        end: "March",
        description:
          "Cool, clear days of 20–27°C and chilly nights are ideal for estate walks, treks and waterfalls; December and the long weekends are the busiest times.",
      },
      moderate: {
        start: "April",
        end: "May",
        description:
          "Warmer days, still pleasant at around 28–30°C, with the white, scented coffee blossom in the estates after the first showers; summer holiday crowds arrive from the plains.",
      },
      off: {
        start: "June",
        end: "September",
        description:
          "Very heavy monsoon rain, mist and leeches make travel slower and some roads can be blocked by landslides, but the waterfalls are spectacular and resorts offer low rates.",
      },
    },
    overview: {
      title: "Coorg: coffee hills of the Kodavas",
      history:
        "Kodagu is the homeland of the Kodava people, known for their martial traditions, clan houses and ancestor worship. From the early 17th century the Haleri dynasty ruled the region, and in 1681 Mudduraja moved the capital to Madikeri, then called Mercara. In the late 18th century Kodagu was contested by Haidar Ali and Tipu Sultan, and its rulers later allied with the British. The British annexed the kingdom in 1834, and the district became known for its coffee plantations. Coorg was a separate state after independence until it merged into Mysore State, now Karnataka, in 1956.",
      touristPlaces:
        "Raja's Seat, Madikeri Fort, Abbey Falls, the Omkareshwara temple, Talakaveri and Bhagamandala, Dubare Elephant Camp, the Namdroling Monastery at Bylakuppe, Iruppu Falls and the Nagarhole forests.",
      famousFor:
        "Coffee, pepper and cardamom plantations, Kodava culture and cuisine including pandi curry, homestays on working estates, the source of the Kaveri river and a tradition of soldiers, including Field Marshal K. M. Cariappa.",
      weather:
        "Madikeri stands at about 1,150 m: winter days are around 22–26°C with nights near 12°C, April and May are warm at about 30°C, and the south-west monsoon from June to September is very wet, with well over 3,000 mm of rain.",
    },
    howToReach: {
      byAir:
        "Kodagu has no airport of its own. Kannur International Airport (CNN) in Kerala and Mangaluru (IXE) are each a drive of roughly 100–140 km, and Mysore Airport (MYQ) about 120 km; many visitors fly to Bengaluru (BLR), about 260 km away, and drive.",
      byRail:
        "There is no railway in Kodagu. Mysuru Junction (MYS), about 120 km from Madikeri, is the most convenient station, with frequent trains from Bengaluru; Mangaluru and the Kerala stations of Kannur and Thalassery are other options.",
      byRoad:
        "State buses run regularly to Madikeri from Mysuru (about three hours), Bengaluru (five to six hours, about 260 km) and Mangaluru (about 135 km through the Sampaje ghat). Within Coorg, hired cars and jeeps are the easiest way to reach estates and waterfalls.",
      nearestAirport: "CNN",
      nearestStation: "MYS",
    },
    foodToTry: [
      {
        name: "Pandi curry",
        description:
          "Kodava pork curry, dark and tangy with roasted spices and kachampuli, a black vinegar made from the fruit of the Malabar tamarind.",
      },
      {
        name: "Kadambuttu",
        description:
          "Steamed balls of broken rice, the usual partner for pandi curry and other meat dishes.",
      },
      {
        name: "Akki otti",
        description:
          "Soft, thin rice-flour flatbreads eaten with curries or with butter and honey.",
      },
      {
        name: "Bembla curry",
        description: "A seasonal curry of tender bamboo shoots, made during the monsoon months.",
      },
      {
        name: "Coorg coffee",
        description:
          "Strong filter coffee made from estate-grown arabica and robusta, best tasted on a plantation tour.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Coffee",
        description:
          "Estate coffee beans and powder, sold by planters' shops and cooperatives in Madikeri and Kushalnagar.",
      },
      {
        heading: "Spices",
        description:
          "Black pepper, cardamom, cinnamon and cloves from the plantations, fresher and cheaper than in the cities.",
      },
      {
        heading: "Honey and homemade wines",
        description:
          "Forest and estate honey, and fruit wines made from local produce, are sold in small shops around Madikeri.",
      },
      {
        heading: "Kachampuli",
        description:
          "The dark fruit vinegar at the heart of Kodava cooking, a useful souvenir for anyone who wants to make pandi curry at home.",
      },
    ],
    conclusion:
      "Coorg is a place to slow down: stay on a coffee estate, walk the plantations in the morning mist, and see Raja's Seat at sunset. Two or three days allow Madikeri's sights and a loop to Dubare, Bylakuppe and Talakaveri; a car is almost essential.",
    latitude: 12.4244,
    longitude: 75.7382,
    categories: ["hills-and-mountains", "honeymoon-hotspots", "places-to-relax"],
    rating: 4.6,
    trending: false,
    images: [
      {
        wikipedia: "Abbey Falls",
        alt: "Abbey Falls cascading through green coffee country near Madikeri",
      },
    ],
  },
  places: [
    {
      slug: "abbey-falls",
      city: "coorg",
      name: "Abbey Falls",
      description:
        "A broad waterfall plunging down a rocky face amid coffee and spice plantations, about 8 km from Madikeri. It is the most visited waterfall in Coorg.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "From the parking area a paved path with steps leads down through the estate to a viewing platform and a hanging bridge facing the falls. The climb back is steep, and the falls are fullest just after the monsoon.",
      moreAbout:
        "The path passes coffee bushes and pepper vines climbing tall shade trees. Swimming and going close to the falls are not permitted, and the viewing deck can be slippery when wet.",
      history:
        "The falls were known in British times as Jessie Falls, after the daughter of Madikeri's first chaplain, and later became known as Abbey or Abbi Falls, abbi being the Kodava word for a waterfall. They lie on private plantation land. They have long been a favourite outing from Madikeri.",
      highlights:
        "The waterfall, the hanging bridge, the walk through coffee and pepper plantations and the spice stalls at the entrance.",
      timings: "Open daily, roughly 9:00 am to 5:00 pm. Check before visiting.",
      entryFee: "A small entry fee, about ₹15–30, plus parking. Check before visiting.",
      restrictedItems:
        "Swimming, crossing the barriers and plastic are not allowed; avoid the slippery rocks near the water.",
      latitude: 12.456,
      longitude: 75.7176,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Abbey Falls",
          alt: "Abbey Falls tumbling over rocks among green plantations",
        },
      ],
    },
    {
      slug: "madikeri-fort",
      city: "coorg",
      name: "Madikeri Fort",
      description:
        "The fort at the centre of Madikeri, with stone walls, a palace used as government offices, an old church turned museum and two life-size masonry elephants. It tells the story of Kodagu's rulers.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A short visit through the gateway to see the palace building, the elephant statues and the museum in the former St Mark's Church. Parts of the fort house offices, so some areas are not open to visitors.",
      moreAbout:
        "The museum displays weapons, Kodava costumes, coins and artefacts from the region's past. The Kote Ganapathi temple stands by the entrance, and the ramparts give views over the town.",
      history:
        "Mudduraja of the Haleri dynasty built a mud fort here in 1681. Tipu Sultan rebuilt it in stone and renamed it Jaffarabad, and Lingarajendra Wodeyar II rebuilt the palace inside in 1812–14. After 1834 the British used the fort and added a Gothic church in the mid-19th century and a clock tower and portico to the palace in 1933.",
      highlights:
        "The masonry elephants, the palace façade and clock tower, the museum in St Mark's Church and the views from the walls.",
      timings:
        "The fort grounds are open during the day; the museum is usually closed on Mondays and public holidays. Check before visiting.",
      entryFee: "Free to enter the fort; a small fee may apply at the museum.",
      restrictedItems:
        "Government offices inside are not open to visitors; photography may be restricted in the museum.",
      latitude: 12.4213,
      longitude: 75.7386,
      rating: 4.0,
      trending: false,
      images: [
        {
          wikipedia: "Madikeri Fort",
          alt: "The walls and buildings of Madikeri Fort",
        },
      ],
    },
    {
      slug: "namdroling-monastery",
      city: "coorg",
      name: "Namdroling Monastery",
      description:
        "One of the largest Tibetan Buddhist monasteries outside Tibet, in the Bylakuppe settlement near Kushalnagar, about 35 km east of Madikeri. Its Golden Temple houses three giant gilded statues.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "A large, peaceful campus of temples, prayer wheels and gardens where thousands of monks live and study. Visitors may enter the temples quietly, and prayers with chanting and horns are often under way.",
      moreAbout:
        "The Golden Temple's statues of Buddha Shakyamuni, Padmasambhava and Amitayus are each close to 18 metres tall, surrounded by colourful murals. Shops and cafés outside sell Tibetan food and handicrafts.",
      history:
        "Bylakuppe was set up in the early 1960s as one of the first settlements for Tibetan refugees in India. Penor Rinpoche, head of the Nyingma school, founded the monastery in 1963 with a small bamboo temple. It has grown into a major centre of Nyingma learning.",
      highlights:
        "The Golden Temple and its three statues, the murals, the prayer wheels, monks at prayer and Tibetan food at the settlement cafés.",
      timings: "Open daily, roughly 9:00 am to 6:00 pm. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes must be removed in the temples; walk clockwise, keep quiet during prayers and ask before photographing monks. Foreign nationals need a permit to stay overnight in the settlement.",
      latitude: 12.4286,
      longitude: 75.9675,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Namdroling Monastery",
          alt: "The Golden Temple of Namdroling Monastery at Bylakuppe",
        },
      ],
    },
    {
      slug: "talakaveri",
      city: "coorg",
      name: "Talakaveri",
      description:
        "The sacred source of the Kaveri river on the slopes of the Brahmagiri hills, about 45 km south-west of Madikeri. A temple and holy tank mark the spring.",
      suggestedDuration: "2 to 3 hours with Bhagamandala",
      whatToExpect:
        "A hillside temple complex with a small tank fed by the spring, and steps leading up the hill to a viewpoint over the Western Ghats. It is often misty and windy, and crowds are huge at Tula Sankramana in mid-October.",
      moreAbout:
        "About 8 km downhill, Bhagamandala has the Bhagandeshwara temple at the confluence of the Kaveri, Kannike and the mythical underground Sujyoti. Pilgrims usually visit both places together.",
      history:
        "Talakaveri has been a pilgrimage place for centuries and is central to Kodava religious life, with the Kaveri revered as a goddess. At the Tula Sankramana festival, usually on 17 October, the spring is believed to well up at a precise moment. The Bhagamandala temple shows Kerala-style architecture with sloping tiled roofs.",
      highlights:
        "The spring and holy tank, the hilltop viewpoint over the Brahmagiri range, the Tula Sankramana festival and the Bhagamandala temple below.",
      timings: "Open daily, roughly 6:00 am to 6:00 pm. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes must be left outside the temple area; modest dress is expected, and plastic is discouraged in the protected forest.",
      latitude: 12.3859,
      longitude: 75.493,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Talakaveri",
          alt: "The temple and holy tank at Talakaveri in the Brahmagiri hills",
        },
      ],
    },
    {
      slug: "dubare-elephant-camp",
      city: "coorg",
      name: "Dubare Elephant Camp",
      description:
        "A forest department elephant camp on the banks of the Kaveri near Kushalnagar, about 40 km from Madikeri. Visitors can watch trained elephants being bathed and fed in the morning.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "A short boat ride, or a walk across the river when the water is low, brings you to the camp, where mahouts bathe the elephants in the river and then feed them. Mornings are busiest; timings and activities depend on the season and the river level.",
      moreAbout:
        "The camp lies on the edge of the Dubare forest, home to wild elephants, deer and many birds. In season, white-water rafting on the Kaveri runs nearby.",
      history:
        "Dubare was historically a camp for elephants used in forest work, and some of its elephants have taken part in the Mysuru Dasara procession. Since logging ended, the camp has focused on elephant care and education, with Jungle Lodges and Resorts running visitor activities alongside the forest department.",
      highlights:
        "Elephant bathing and feeding, the boat crossing, the riverside forest and seasonal rafting.",
      timings:
        "Visitor activities usually run in the morning, roughly 8:30 am to 11:00 am, with a shorter afternoon session on some days. Check before visiting.",
      entryFee:
        "Separate fees for entry, the boat crossing and activities, set by the forest department; check current rates before visiting.",
      restrictedItems:
        "Feeding the elephants yourself, teasing them and approaching without a mahout are not allowed; plastic is prohibited in the forest.",
      latitude: 12.3667,
      longitude: 75.9,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Dubare",
          alt: "Elephants at the Dubare camp on the banks of the Kaveri",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "taj-madikeri-resort-and-spa-coorg",
      city: "coorg",
      name: "Taj Madikeri Resort & Spa, Coorg",
      about:
        "A Taj Hotels resort spread over a large forested estate about 10 km from Madikeri, with villas set along the slopes and a cliff-edge lobby overlooking the Western Ghats. It is designed to blend into the rainforest around it.",
      address: "1st Monnangeri, Galibeedu Post, Madikeri, Kodagu, Karnataka 571201, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Buggy service within the estate",
        ],
        foodAndDrinks: [
          "All-day restaurant serving Kodava, Indian and international dishes",
          "Bar",
          "In-room dining",
        ],
        healthAndWellness: ["Spa", "Indoor and outdoor swimming pools", "Fitness centre", "Yoga"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Valley-view lobby", "Nature trails", "Outdoor terraces"],
      },
      roomAmenities: {
        roomFeatures: [
          "Forest or valley views",
          "Fireplace in some villas",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: ["Bathtub in many villas", "Bathrobes", "Hairdryer", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "The resort is inside a forest area; keep noise and outdoor lighting low after dark.",
        ],
      },
      rating: 4.7,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Abbey Falls",
          alt: "Abbey Falls near Madikeri, a short drive from the resort (the photo shows the waterfall, not the hotel)",
        },
      ],
    },
    {
      slug: "evolve-back-chikkana-halli-estate-coorg",
      city: "coorg",
      name: "Evolve Back, Chikkana Halli Estate, Coorg",
      about:
        "A luxury resort, formerly known as Orange County, set within a working coffee and spice plantation near Siddapur in south Coorg. Cottages and pool villas are spread across the estate beside the Kaveri's tributaries and forest.",
      address: "Chikkana Halli Estate, Karadigodu Post, Siddapur, Kodagu, Karnataka 571253, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Restaurants serving Kodava and international cuisine",
          "Bar",
          "In-room dining",
        ],
        healthAndWellness: ["Ayurvedic spa", "Swimming pools", "Fitness centre", "Yoga"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Plantation walks", "Library", "Recreation area"],
      },
      roomAmenities: {
        roomFeatures: [
          "Private pools in villa categories",
          "Plantation or forest views",
          "Minibar",
          "Tea and coffee maker",
        ],
        bathroom: [
          "Bathtub or Jacuzzi in many rooms",
          "Bathrobes",
          "Hairdryer",
          "Complimentary toiletries",
        ],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.7,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Namdroling Monastery",
          alt: "The Namdroling Monastery at Bylakuppe, a drive from the resort (the photo shows the monastery, not the hotel)",
        },
      ],
    },
  ],
};
