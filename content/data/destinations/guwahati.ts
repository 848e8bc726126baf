import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "guwahati",
    name: "Guwahati",
    state: "Assam",
    description:
      "Guwahati, the largest city of north-east India, lies on the south bank of the wide Brahmaputra between forested hills. It is the main gateway to the region's states and national parks, and a city of ancient temples, river islands, silk weaving and lively markets; the state capital, Dispur, lies within it.",
    bestTime: "October to March, when the air is cool and dry and the river is calm for cruises.",
    seasons: {
      peak: {
        start: "October",
        end: "March",
        description:
          "Mild days around 22–28°C, clear views over the Brahmaputra and the best time for trips to Kaziranga, Pobitora and Shillong.",
      },
      moderate: {
        start: "April",
        end: "May",
        description:
          "Warm and humid with thunderstorms, but the city celebrates Rongali (Bohag) Bihu, the Assamese new year, in mid-April with music and dance.",
      },
      off: {
        start: "June",
        end: "September",
        description:
          "Heavy monsoon rain brings waterlogging and floods along the river; the Ambubachi Mela at Kamakhya in June draws huge crowds of pilgrims.",
      },
    },
    overview: {
      title: "Guwahati: gateway to the north-east on the Brahmaputra",
      history:
        "Guwahati is identified with Pragjyotishpura, the capital of the ancient kingdom of Kamarupa mentioned in the epics, and the Kamakhya Temple on Nilachal Hill has been a centre of Shakti worship for well over a thousand years. In 1671 the Ahom general Lachit Borphukan defeated a Mughal fleet at the Battle of Saraighat on the river here, a victory still celebrated in Assam. The Ahoms ruled the region until Burmese invasions in the early 19th century, after which the British annexed Assam through the Treaty of Yandabo in 1826. The city grew quickly after independence as the commercial centre of the north-east, and Dispur became the capital of Assam in 1973.",
      touristPlaces:
        "Kamakhya Temple, Umananda Temple on Peacock Island, the Assam State Museum, Srimanta Sankardev Kalakshetra, the Brahmaputra riverfront and cruises, the Navagraha and Basistha temples, and Pobitora Wildlife Sanctuary about 50 km away.",
      famousFor:
        "Kamakhya Temple, the Brahmaputra, Assam tea, muga and pat silk, Bihu festivals and its role as the gateway to north-east India.",
      weather:
        "Humid subtropical climate: hot, humid summers around 32–35°C, a long monsoon from June to September with heavy rain, and pleasant, dry winters with nights around 10°C.",
    },
    howToReach: {
      byAir:
        "Lokpriya Gopinath Bordoloi International Airport (GAU) at Borjhar is about 20 km west of the city centre, with frequent flights to Delhi, Kolkata, Mumbai, Bengaluru and all the north-eastern capitals, plus a few international routes.",
      byRail:
        "Guwahati station (GHY) in Paltan Bazaar is the main railhead of the north-east, with Rajdhani trains to New Delhi and a Vande Bharat Express to New Jalpaiguri. Kamakhya Junction, in the west of the city, handles many long-distance trains as well.",
      byRoad:
        "National highways connect Guwahati with Shillong (about 100 km, three hours), Kaziranga (about 200 km) and the rest of the north-east. Buses leave from the Inter-State Bus Terminus (ISBT) at Betkuchi, and shared taxis for Shillong run from Paltan Bazaar.",
      nearestAirport: "GAU",
      nearestStation: "GHY",
    },
    foodToTry: [
      {
        name: "Masor tenga",
        description:
          "A light, sour fish curry flavoured with tomato, lemon or elephant apple, a summer staple of Assamese homes.",
      },
      {
        name: "Khar",
        description:
          "A dish of vegetables, pulses or fish cooked with an alkaline liquid filtered from the ash of dried banana peel, traditionally eaten at the start of a meal.",
      },
      {
        name: "Duck with ash gourd",
        description:
          "Duck meat slow-cooked with ash gourd or lentils and spices, a festive favourite in Assam.",
      },
      {
        name: "Pitha",
        description:
          "Rice-flour cakes, rolls and dumplings filled with sesame, coconut or jaggery, made above all for Bihu.",
      },
      {
        name: "Assam tea",
        description:
          "Strong, malty black tea from the state's gardens, sold loose in the city's tea shops.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Muga and pat silk",
        description:
          "Golden muga silk, unique to Assam, and ivory pat silk woven into mekhela chador and stoles; nearby Sualkuchi is the weaving centre.",
      },
      {
        heading: "Assam tea",
        description:
          "Loose-leaf orthodox and CTC teas from tea shops and estate outlets in Fancy Bazaar and Paltan Bazaar.",
      },
      {
        heading: "Gamosa and japi",
        description:
          "The white, red-bordered gamosa towel and the wide conical japi hat, both symbols of Assamese culture.",
      },
      {
        heading: "Cane and bamboo crafts",
        description:
          "Furniture, baskets and decorative items sold at Purbashree and other government emporiums.",
      },
    ],
    conclusion:
      "A day or two covers Kamakhya, Umananda, the museum and an evening cruise on the Brahmaputra, and Guwahati makes a convenient base for Pobitora, Shillong and the road to Kaziranga. Visit Kamakhya early in the morning to beat the queues.",
    latitude: 26.1445,
    longitude: 91.7362,
    categories: ["heritage-walk", "places-to-relax"],
    rating: 4.2,
    trending: false,
    images: [
      {
        wikipedia: "Kamakhya Temple",
        alt: "The Kamakhya Temple with its beehive-shaped spire on Nilachal Hill in Guwahati",
      },
      {
        wikipedia: "Umananda Temple",
        alt: "Umananda Temple on Peacock Island in the Brahmaputra River",
      },
    ],
  },
  places: [
    {
      slug: "kamakhya-temple",
      city: "guwahati",
      name: "Kamakhya Temple",
      description:
        "A major temple of the goddess Kamakhya on Nilachal Hill in the west of the city, counted among the most important Shakti Peethas and a centre of Tantric worship. It is one of the busiest pilgrimage sites in north-east India.",
      suggestedDuration: "2 to 4 hours",
      whatToExpect:
        "Long queues for darshan, often several hours on weekends and festival days, ending in a dark underground chamber where the goddess is worshipped as a natural rock cleft kept moist by a spring. A paid ticket gives faster entry; the hilltop complex also has several smaller temples and views over the river.",
      moreAbout:
        "The temple is the centre of the Ambubachi Mela each June, when it is closed for three days and reopens to vast crowds of pilgrims and sadhus. Animal sacrifice is still part of some rituals here.",
      history:
        "Kamakhya has been a major centre of worship since at least the early medieval period under the kings of Kamarupa. The old temple was destroyed in the 16th century and rebuilt in 1565 by the Koch king Naranarayana. Its beehive-shaped spire became the model of what is called the Nilachal style of temple architecture.",
      highlights:
        "The main shrine and its sanctum, the beehive-shaped spire, the ten Mahavidya temples on the hill, views over the Brahmaputra, and the Ambubachi Mela.",
      timings:
        "Usually open daily from early morning to late afternoon, with a midday closure for rituals and longer closures during Ambubachi. Check before visiting.",
      entryFee: "Free general queue; a paid ticket allows faster darshan. Check before visiting.",
      restrictedItems:
        "Photography is not allowed inside the sanctum; shoes must be left outside; leather items are best left behind.",
      latitude: 26.1664,
      longitude: 91.7055,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Kamakhya Temple",
          alt: "The main shrine of the Kamakhya Temple with its domed spire",
        },
      ],
    },
    {
      slug: "umananda-temple",
      city: "guwahati",
      name: "Umananda Temple",
      description:
        "A Shiva temple on Peacock Island, a small rocky island in the middle of the Brahmaputra, reached by a short ferry ride from the city. It is often described as one of the smallest inhabited river islands in the world.",
      suggestedDuration: "1.5 to 2 hours including the ferry",
      whatToExpect:
        "A ferry from Umananda Ghat or Kachari Ghat crosses the river in about 10 to 15 minutes, then steps lead up to the temple on the island's hilltop. The crossing itself gives fine views of the city's riverfront.",
      moreAbout:
        "The island is home to a few golden langurs, rare monkeys native to Assam and Bhutan. Carvings of Hindu deities decorate the rocks near the temple.",
      history:
        "The temple was built in 1694 by Garhganya Handique, an officer of the Ahom king Gadadhar Singha. It was badly damaged in the great earthquake of 1897 and later restored. Legend says Shiva meditated on the island and burned Kamadeva, the god of love, with his third eye.",
      highlights:
        "The ferry ride across the Brahmaputra, the hilltop temple, rock carvings, the golden langurs, and crowds at Shivaratri.",
      timings:
        "Ferries usually run from morning until late afternoon and stop in bad weather or high water. Check before visiting.",
      entryFee: "Temple entry free; a small ferry fare is charged each way. Check before visiting.",
      restrictedItems:
        "Do not feed the langurs; shoes are left outside the temple; life jackets should be worn on the ferry.",
      latitude: 26.196,
      longitude: 91.746,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Umananda Temple",
          alt: "Umananda Temple on the wooded Peacock Island in the Brahmaputra",
        },
      ],
    },
    {
      slug: "assam-state-museum",
      city: "guwahati",
      name: "Assam State Museum",
      description:
        "The state's main museum, beside the Dighalipukhuri tank in the city centre, with collections of sculpture, inscriptions, textiles and the crafts of Assam's many communities. It is the best introduction to the region's history.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "Galleries on several floors cover stone and metal sculpture, copper-plate inscriptions, manuscripts, arms and coins. The ethnographic section includes life-size reconstructions of village homes from different communities.",
      moreAbout:
        "The museum stands in a pleasant part of the old city, close to Dighalipukhuri, Latasil and the Uzan Bazar riverfront. It is a good first stop before travelling further in the north-east.",
      history:
        "The museum grew out of the collection of the Kamarupa Anusandhan Samiti, the Assam Research Society, and was founded in 1940. It was later taken over by the state government. Its sculptures include finds from ancient sites across Assam.",
      highlights:
        "Stone sculptures from early Assam, copper-plate inscriptions, the textile and weapon galleries, and the ethnographic village displays.",
      timings:
        "Tuesday to Sunday, roughly 10:00 am to 4:00 or 5:00 pm; closed on Mondays and some holidays. Check before visiting.",
      entryFee:
        "A modest fee for Indian visitors and a higher one for foreign visitors; cameras may be charged extra. Check before visiting.",
      restrictedItems:
        "Bags may have to be left at the counter; flash photography and touching exhibits are not allowed.",
      latitude: 26.1858,
      longitude: 91.7508,
      rating: 4.1,
      trending: false,
      images: [
        {
          wikipedia: "Assam State Museum",
          alt: "The Assam State Museum building in central Guwahati",
        },
      ],
    },
    {
      slug: "srimanta-sankardev-kalakshetra",
      city: "guwahati",
      name: "Srimanta Sankardev Kalakshetra",
      description:
        "A large cultural complex in Panjabari, in the east of the city, devoted to the arts and traditions of Assam and the north-east. It is named after the 15th–16th century saint, poet and reformer Srimanta Sankardev.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "Spread-out grounds with a museum of Assamese culture, a heritage park with traditional houses, galleries, an open-air theatre and craft stalls. Evenings sometimes feature dance and music performances.",
      moreAbout:
        "Exhibits cover Sattriya dance, the Vaishnava monasteries (sattras), masks from Majuli, traditional dress and the crafts of the region's tribes. The centre also hosts festivals and workshops through the year.",
      history:
        "The idea of a cultural centre for Assam was part of the Assam Accord of 1985, and the Kalakshetra opened in 1998. Srimanta Sankardev founded the Ekasarana Vaishnava movement and created forms of drama, music and dance still practised in Assam's sattras.",
      highlights:
        "The museum of Assamese culture, the heritage village, Sattriya dance, Majuli masks and the open-air theatre.",
      timings:
        "Usually open from morning to evening; some galleries close on certain days. Check before visiting.",
      entryFee:
        "A small entry fee, with separate charges for some sections. Check before visiting.",
      restrictedItems:
        "Photography may be restricted in some galleries; littering and smoking are not allowed.",
      latitude: 26.1525,
      longitude: 91.8013,
      rating: 4.1,
      trending: false,
      images: [
        {
          wikipedia: "Srimanta Sankardev Kalakshetra",
          alt: "The Srimanta Sankardev Kalakshetra cultural complex in Guwahati",
        },
      ],
    },
    {
      slug: "pobitora-wildlife-sanctuary",
      city: "guwahati",
      name: "Pobitora Wildlife Sanctuary",
      description:
        "A small wildlife sanctuary of grassland and wetland about 50 km east of Guwahati, with one of the highest densities of greater one-horned rhinoceros in the world. It is the easiest place to see rhinos on a day trip from the city.",
      suggestedDuration: "Half a day to a full day",
      whatToExpect:
        "An early start, then a jeep safari (and, where offered, an elephant ride) through tall grass and around the wetlands, where rhinos, wild buffalo and many water birds are usually seen at close range. The sanctuary is small, so safaris are short.",
      moreAbout:
        "The grasslands also hold wild boar, deer and, in winter, large numbers of migratory ducks and waders. Simple eateries and lodges lie near the Mayong entrance.",
      history:
        "Pobitora was declared a reserve forest in the 1970s and a wildlife sanctuary in 1987. Its rhino population has grown steadily, and some animals have been moved from here to restock Manas National Park. The nearby village of Mayong is known in Assamese folklore as a land of black magic.",
      highlights:
        "Greater one-horned rhinos, wild water buffalo, wetland birds, the grassland landscape, and Mayong village nearby.",
      timings:
        "Safaris run in the morning and afternoon during the open season, roughly November to April; the sanctuary closes in the monsoon. Check before visiting.",
      entryFee:
        "Entry fees for Indians and foreign visitors are charged separately from jeep, elephant and camera fees. Check before visiting.",
      restrictedItems:
        "Getting out of vehicles, feeding animals, loud noise, plastic and drones are not allowed.",
      latitude: 26.235,
      longitude: 92.055,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Pobitora Wildlife Sanctuary",
          alt: "Grassland in Pobitora Wildlife Sanctuary, home to the one-horned rhinoceros",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "vivanta-guwahati",
      city: "guwahati",
      name: "Vivanta Guwahati",
      about:
        "An upscale hotel of the Taj group's Vivanta brand at Khanapara on the GS Road, in the south-east of the city, set against the hills. It is well placed for the road to Shillong and for the Kalakshetra.",
      address: "Khanapara, GS Road, Guwahati, Assam 781022, India",
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
        healthAndWellness: ["Outdoor swimming pool", "Fitness centre", "Spa"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Lobby lounge", "Banquet and meeting rooms"],
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
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Srimanta Sankardev Kalakshetra",
          alt: "The Srimanta Sankardev Kalakshetra, a short drive from the hotel (the photo shows the cultural centre, not the hotel)",
        },
      ],
    },
    {
      slug: "radisson-blu-hotel-guwahati",
      city: "guwahati",
      name: "Radisson Blu Hotel Guwahati",
      about:
        "An upscale hotel of the Radisson group on the national highway at Gotanagar, in the west of the city, convenient for the airport and for Kamakhya Temple. It is popular for conferences and weddings as well as with travellers.",
      address: "NH 37, Gotanagar, Guwahati, Assam 781033, India",
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
        healthAndWellness: ["Outdoor swimming pool", "Fitness centre", "Spa"],
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
          wikipedia: "Kamakhya Temple",
          alt: "The Kamakhya Temple on Nilachal Hill, a few kilometres from the hotel (the photo shows the temple, not the hotel)",
        },
      ],
    },
  ],
};
