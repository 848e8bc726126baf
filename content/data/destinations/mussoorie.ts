import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "mussoorie",
    name: "Mussoorie",
    state: "Uttarakhand",
    description:
      "Mussoorie, often called the Queen of the Hills, stretches along a ridge at about 2,000 metres above the Doon Valley, some 35 km from Dehradun. Its Mall Road, colonial churches and boarding schools, and the quiet lanes of neighbouring Landour look north towards the snow peaks of the Garhwal Himalaya.",
    bestTime:
      "March to June for mild, sunny weather, and October to December for clear mountain views and the famous 'winter line' sunsets.",
    seasons: {
      peak: {
        start: "March",
        end: "June",
        description:
          "Warm days of about 15°C to 25°C bring crowds from the plains; the Mall and the road up from Dehradun are busiest at weekends, so book early.",
      },
      moderate: {
        start: "October",
        end: "February",
        description:
          "Crisp, clear autumn days give the best Himalayan views and the 'winter line' at sunset; winter is cold, with occasional snowfall between December and February.",
      },
      off: {
        start: "July",
        end: "September",
        description:
          "Heavy monsoon rain, thick mist and landslides on hill roads keep most visitors away, though waterfalls are at their fullest.",
      },
    },
    overview: {
      title: "Mussoorie: the Queen of the Hills",
      history:
        "British officers began exploring the ridge above Dehradun in the 1820s, led by Captain Frederick Young, and a convalescent depot for soldiers was set up at Landour in 1827. The new hill station, named after the mansoor shrub that grows on its slopes, soon filled with summer houses, hotels, churches and boarding schools. Sir George Everest, the Surveyor General of India, built his house and office on the western edge of the town in 1832. In 1959 the Dalai Lama stayed here for several months after leaving Tibet, and the first Tibetan school in exile opened in Happy Valley soon after; the national academy that trains India's senior civil servants was also set up in Mussoorie that year. The writer Ruskin Bond has long made his home in Landour.",
      touristPlaces:
        "The Mall Road, Gun Hill by ropeway, Kempty Falls, Landour with Lal Tibba and Char Dukan, Camel's Back Road, Christ Church, Company Garden, George Everest's House and the Tibetan temple in Happy Valley.",
      famousFor:
        "Himalayan views, colonial-era churches and schools, the walks around Landour, Kempty Falls, the 'winter line' sunsets, and its literary connection with Ruskin Bond.",
      weather:
        "Temperate hill climate: summer days around 15°C to 25°C, heavy monsoon rain from July to September, and cold winters with nights near freezing and occasional snow.",
    },
    howToReach: {
      byAir:
        "Dehradun's Jolly Grant Airport (DED), about 60 km away, has direct flights to Delhi, Mumbai and other cities; the drive up takes about two hours.",
      byRail:
        "Dehradun (DDN), about 35 km below Mussoorie, is the nearest station, with Shatabdi, Vande Bharat and overnight trains from Delhi. Taxis and buses climb to Mussoorie in about an hour and a half.",
      byRoad:
        "Delhi is about 290 km away, roughly seven hours by road via Meerut and Dehradun, and Uttarakhand roadways buses run from Delhi's ISBT. Vehicles are restricted on the Mall Road and parking is limited in the peak season.",
      nearestAirport: "DED",
      nearestStation: "DDN",
    },
    foodToTry: [
      {
        name: "Momos and thukpa",
        description:
          "Steamed dumplings and noodle soup from the Tibetan eateries along the Mall, especially welcome on cold evenings.",
      },
      {
        name: "Bun-omelette and pancakes at Char Dukan",
        description:
          "Simple breakfasts and hot drinks at the small cafés of Landour's Char Dukan, a favourite stop on the hill walk.",
      },
      {
        name: "Garhwali dishes",
        description:
          "Local fare such as kafuli, a stew of green leaves, and jhangora kheer, a pudding of barnyard millet, served at some restaurants in town.",
      },
      {
        name: "Home-style baked goods",
        description:
          "Breads, cakes, jams and cheeses from Landour's bakeries and shops, a tradition dating from the hill station's colonial days.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Woollens",
        description: "Shawls, sweaters and caps from the Tibetan market and shops along the Mall.",
      },
      {
        heading: "Books",
        description:
          "The old bookshops of the Mall stock local history and the works of Ruskin Bond and other writers of the hills.",
      },
      {
        heading: "Wooden crafts and walking sticks",
        description:
          "Carved wooden souvenirs, boxes and traditional walking sticks sold near Library Chowk and Kulri.",
      },
      {
        heading: "Local preserves",
        description:
          "Jams, pickles and squashes made from hill fruits, sold in Landour and on the Mall.",
      },
    ],
    conclusion:
      "Two or three days are enough to walk the Mall and Camel's Back Road, ride up Gun Hill, spend a slow morning in Landour and make the short trip to Kempty Falls. Stay on the ridge rather than in Dehradun to enjoy the quiet mornings and the sunset views.",
    latitude: 30.4598,
    longitude: 78.0644,
    categories: [
      "hills-and-mountains",
      "honeymoon-hotspots",
      "romantic-vacation",
      "places-to-relax",
    ],
    rating: 4.4,
    trending: false,
    images: [
      {
        wikipedia: "Mussoorie",
        alt: "The hill town of Mussoorie spread along its ridge",
      },
    ],
  },
  places: [
    {
      slug: "kempty-falls",
      city: "mussoorie",
      name: "Kempty Falls",
      description:
        "A waterfall about 15 km north-west of Mussoorie on the road towards Yamunotri, falling in several tiers into a pool surrounded by hills. It is the most popular day trip from the town.",
      suggestedDuration: "2 to 3 hours including the drive",
      whatToExpect:
        "Steps lead down from the road to the pool at the base, lined with cafés, changing rooms and stalls renting floats. It gets very crowded at weekends and in May and June, and the falls are fullest just after the monsoon.",
      moreAbout:
        "The name is often said to come from 'camp tea', from the picnics British residents held here. Viewpoints and cafés have been built above the falls, and the pool is shallow enough for paddling.",
      history:
        "The falls were developed as a picnic spot by the British in the 1830s, after the hill station was established. The road past them continues into the Yamuna valley and on towards the pilgrimage town of Yamunotri.",
      highlights:
        "The tiered falls, paddling in the pool, the views from the viewpoints above, and the scenic drive along the ridge.",
      timings:
        "Accessible during daylight hours; the approach can be closed after very heavy rain. Check before visiting.",
      entryFee: "Usually free or a nominal charge; parking and lockers are charged separately.",
      restrictedItems:
        "Do not climb on the rocks of the falls; alcohol and littering are not allowed, and bathing may be stopped when the water is high.",
      latitude: 30.489,
      longitude: 78.018,
      rating: 4.1,
      trending: false,
      images: [
        {
          wikipedia: "Kempty Falls",
          alt: "Kempty Falls tumbling into a pool near Mussoorie",
        },
      ],
    },
    {
      slug: "landour",
      city: "mussoorie",
      name: "Landour",
      description:
        "The old cantonment town above Mussoorie, a quiet cluster of cottages, churches and deodar forest at up to about 2,275 metres. A loop road around its summit passes Char Dukan, Lal Tibba and Sisters' Bazaar.",
      suggestedDuration: "3 to 4 hours",
      whatToExpect:
        "A steep walk or short taxi ride up from Mussoorie's Picture Palace end leads to shady lanes with very little traffic. Lal Tibba has a rooftop viewpoint with telescopes looking out to the snow peaks, and the cafés at Char Dukan are the usual place to stop.",
      moreAbout:
        "Landour is home to a language school where foreigners have studied Hindi for more than a century, to Woodstock School, and to the writer Ruskin Bond. St Paul's Church at Char Dukan dates from 1840.",
      history:
        "Landour began in 1827 as a convalescent depot for British soldiers, and it remains a cantonment administered by the army. Missionaries, teachers and retired officers later built cottages along its ridges, and its old houses and churches have changed little since.",
      highlights:
        "The Lal Tibba viewpoint, Char Dukan's cafés, St Paul's Church, Sisters' Bazaar, the cemetery walk and the quiet forest lanes.",
      timings:
        "Open at all hours; the Lal Tibba viewpoint and cafés keep daytime hours. Vehicle entry into the cantonment may be restricted.",
      entryFee: "Free; a small charge is made for using the telescopes at Lal Tibba.",
      restrictedItems:
        "It is a military cantonment: private vehicles may need to pay a toll or be restricted, drones are not allowed, and photographing army installations is prohibited.",
      latitude: 30.4578,
      longitude: 78.1004,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Landour",
          alt: "Cottages and forested slopes in Landour above Mussoorie",
        },
      ],
    },
    {
      slug: "gun-hill-mussoorie",
      city: "mussoorie",
      name: "Gun Hill",
      description:
        "Mussoorie's second-highest point, at about 2,024 metres, reached by a short ropeway from the Mall Road. The top gives wide views over the town, the Doon Valley and, on clear days, the snow peaks.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "A cable car of about 400 metres, or a steep 20 to 30 minute walk, leads to a busy hilltop with snack stalls, photo booths and souvenir shops. The best views come early in the day or around sunset on clear autumn days.",
      moreAbout:
        "The hill takes its name from a cannon that was fired at noon in the British era so that residents could set their watches. The ropeway is one of the most popular short rides in town.",
      history:
        "During the colonial period the noon gun on this hill served as Mussoorie's time signal. The hilltop later became a viewpoint and was linked to the Mall by a passenger ropeway.",
      highlights:
        "The ropeway ride, views of the Doon Valley, the Himalayan panorama on clear days and the sunset over the town.",
      timings:
        "The ropeway usually runs from morning to early evening and may stop in bad weather; check before visiting.",
      entryFee:
        "The ropeway is charged per person for a return trip; check current fares before visiting.",
      restrictedItems:
        "Follow the ropeway's bag and safety rules; do not litter on the hilltop, and drones need permission.",
      latitude: 30.4612,
      longitude: 78.081,
      rating: 4.0,
      trending: false,
      images: [
        {
          wikipedia: "Mussoorie",
          alt: "The hill town of Mussoorie on its ridge (the photo shows the town, not Gun Hill)",
        },
      ],
    },
    {
      slug: "mussoorie-mall-road",
      city: "mussoorie",
      name: "Mussoorie Mall Road",
      description:
        "The main promenade of Mussoorie, running for about 2 km along the ridge from Library Chowk to Kulri and Picture Palace. Lined with shops, cafés and colonial buildings, it is where the whole town comes out to stroll in the evening.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "A gently rising walk with benches and viewpoints over the Doon Valley, and plenty of places to stop for snacks. Vehicles are restricted on the Mall at busy times, and it is crowded on summer evenings and weekends.",
      moreAbout:
        "Landmarks along the way include the Library building, Christ Church, old hotels and the lower station of the Gun Hill ropeway. Camel's Back Road branches off as a quieter, car-free loop around the hill.",
      history:
        "The Mall was laid out in the 19th century as the social centre of the hill station, where British residents walked, shopped and met at the library and clubs. Many of its shopfronts and buildings date from that era.",
      highlights:
        "Evening strolls with views over the Doon Valley, the Library and Christ Church, Tibetan and woollen markets, and the walk along Camel's Back Road.",
      timings: "Open at all hours; most shops open from late morning until about 9:00 pm.",
      entryFee: "Free.",
      restrictedItems:
        "Vehicles are restricted at set times; littering and smoking in public places are fined.",
      latitude: 30.4572,
      longitude: 78.078,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Mussoorie",
          alt: "The hill town of Mussoorie on its ridge (the photo shows the town, not a specific street)",
        },
      ],
    },
    {
      slug: "christ-church-mussoorie",
      city: "mussoorie",
      name: "Christ Church Mussoorie",
      description:
        "A Gothic-style Anglican church on the Mall, built in 1836 and often described as the oldest surviving church in the Himalayas. Its stained-glass windows and quiet grounds make a peaceful break from the crowds outside.",
      suggestedDuration: "30 minutes",
      whatToExpect:
        "A small, well-kept church set back from the Mall, with services on Sundays and visitors welcome at other times when the doors are open.",
      moreAbout:
        "The church belongs to the Church of North India. Its stained-glass windows and memorial tablets recall the British families who lived in Mussoorie in the 19th and early 20th centuries.",
      history:
        "Christ Church was built in 1836, less than a decade after the hill station was founded. In 1906 Mary, then Princess of Wales, is said to have planted a deodar tree in its grounds during a visit to India.",
      highlights:
        "The Gothic facade, the stained-glass windows, the memorial tablets and the old deodar in the churchyard.",
      timings:
        "Usually open during the day, with services on Sunday mornings; check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Keep silent inside and dress modestly; photography may not be allowed during services.",
      latitude: 30.4566,
      longitude: 78.0812,
      rating: 4.1,
      trending: false,
      images: [
        {
          wikipedia: "Christ Church, Mussoorie",
          alt: "The Gothic-style Christ Church on the Mall in Mussoorie",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "jw-marriott-mussoorie-walnut-grove",
      city: "mussoorie",
      name: "JW Marriott Mussoorie Walnut Grove Resort & Spa",
      about:
        "A luxury resort of the Marriott group, opened in 2014 in the forested hills on the Kempty Fall road, several kilometres outside Mussoorie town. It has about 115 rooms and suites, many with balconies facing the Garhwal Himalaya.",
      address: "Village Siya, Kempty Fall Road, Mussoorie, Uttarakhand 248179, India",
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
          "Specialty restaurant",
          "Bar",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Spa", "Temperature-controlled swimming pool", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Gardens and nature trails", "Games room", "Kids' activity area"],
      },
      roomAmenities: {
        roomFeatures: [
          "Balcony with valley or mountain views",
          "Minibar",
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
        checkIn: "From 3:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "The resort is outside town; plan taxi transfers to the Mall and Landour.",
        ],
      },
      rating: 4.7,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Kempty Falls",
          alt: "Kempty Falls, on the same road as the resort (the photo shows the falls, not the hotel)",
        },
      ],
    },
    {
      slug: "the-savoy-mussoorie",
      city: "mussoorie",
      name: "Welcomhotel by ITC Hotels, The Savoy, Mussoorie",
      about:
        "A heritage hotel near Library Chowk at the western end of the Mall, first opened in 1902 and long one of the best-known hotels in the hills. Its Gothic-style buildings have been restored and are now run under ITC's Welcomhotel brand.",
      address: "Library Bazar, Gandhi Chowk, Mussoorie, Uttarakhand 248179, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Room heating",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "All-day restaurant serving Indian and international dishes",
          "Bar",
          "Tea lounge",
          "In-room dining",
        ],
        healthAndWellness: ["Spa", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Heritage lounges", "Landscaped lawns", "Library"],
      },
      roomAmenities: {
        roomFeatures: [
          "Heritage-style furnishings",
          "Valley or garden views depending on category",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: ["Bathtub or shower", "Bathrobes", "Hairdryer", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.6,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Mussoorie",
          alt: "The hill town of Mussoorie, where the hotel stands near Library Chowk (the photo shows the town, not the hotel)",
        },
      ],
    },
  ],
};
