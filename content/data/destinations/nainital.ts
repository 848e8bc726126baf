import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "nainital",
    name: "Nainital",
    state: "Uttarakhand",
    description:
      "Nainital is a hill town in the Kumaon hills of Uttarakhand, built around an eye-shaped lake at an altitude of about 2,000 metres. Wooded peaks rise on every side, and its colonial bungalows, boat club and lakeside Mall recall the years when it was the summer capital of the United Provinces.",
    bestTime:
      "March to June for warm, clear days on the lake, and October to November for crisp air and the best mountain views.",
    seasons: {
      peak: {
        start: "March",
        end: "June",
        description:
          "Pleasant days between about 15°C and 27°C draw crowds escaping the heat of the plains; book rooms early and expect traffic on the road up from Kathgodam.",
      },
      moderate: {
        start: "October",
        end: "February",
        description:
          "Autumn brings clear skies and the best views of the snow peaks; winter is cold, with nights below freezing and occasional snowfall in December and January.",
      },
      off: {
        start: "July",
        end: "September",
        description:
          "Heavy monsoon rain, mist and the risk of landslides on mountain roads keep visitor numbers low, though the hills are at their greenest.",
      },
    },
    overview: {
      title: "Nainital: the lake town of the Kumaon hills",
      history:
        "The lake was sacred to the goddess Naina Devi long before the British arrived, and local legend links its name to the eyes (naina) of the goddess Sati. In 1841 a sugar trader, P. Barron, built the first European house here, and the town grew quickly as a sanatorium and hill resort. It became the summer seat of the government of the North-Western Provinces and later of the United Provinces, with a Government House, schools and churches. On 18 September 1880 a huge landslide on the northern slope killed about 150 people and buried buildings including the original Naina Devi temple; the debris formed the level ground now called the Flats. Jim Corbett, the hunter and naturalist, grew up here.",
      touristPlaces:
        "Naini Lake and the Mall Road, Naina Devi Temple, Snow View Point by ropeway, Tiffin Top, Naina Peak, Raj Bhavan, the High Altitude Zoo, and the nearby lakes of Bhimtal, Sattal and Naukuchiatal.",
      famousFor:
        "Boating on Naini Lake, Himalayan viewpoints, colonial-era architecture and boarding schools, handmade candles, and its easy reach from Delhi.",
      weather:
        "Temperate hill climate: summer days of about 15°C to 27°C, heavy monsoon rain from July to September, and cold winters with nights below freezing and occasional snow.",
    },
    howToReach: {
      byAir:
        "Pantnagar Airport (PGH), about 65 km away, has a few scheduled flights, mainly from Delhi. Many visitors fly to Delhi (DEL) instead and continue by train or road.",
      byRail:
        "Kathgodam (KGM), about 35 km below Nainital, is the nearest railhead, with the Shatabdi and overnight trains from Delhi. Taxis and buses cover the winding road up to the town in about an hour and a half.",
      byRoad:
        "Delhi is about 300 km away, a drive of seven to eight hours via Moradabad and Haldwani, and Uttarakhand roadways buses run from Delhi's Anand Vihar terminal. Vehicle entry and parking in town can be restricted in the peak season.",
      nearestAirport: "PGH",
      nearestStation: "KGM",
    },
    foodToTry: [
      {
        name: "Bal mithai",
        description:
          "A Kumaoni sweet of browned, fudge-like khoya coated in tiny white sugar balls, originally from nearby Almora.",
      },
      {
        name: "Bhatt ki churkani",
        description:
          "A hearty Kumaoni curry of black soybeans cooked with spices and rice paste, eaten with rice.",
      },
      {
        name: "Aloo ke gutke",
        description:
          "Boiled potatoes tossed with local spices and dried red chillies, a simple hill snack.",
      },
      {
        name: "Singori",
        description:
          "A sweet of khoya wrapped in a cone of maalu leaf, which gives it a faint leafy aroma.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Handmade candles",
        description:
          "Nainital is known for its decorative wax candles in every shape and colour, sold all along the Mall Road.",
      },
      {
        heading: "Woollens",
        description: "Shawls, sweaters and caps from the Tibetan market and shops near the lake.",
      },
      {
        heading: "Aipan art",
        description:
          "Kumaoni ritual designs painted in white on red backgrounds, sold as wall hangings, plates and coasters.",
      },
      {
        heading: "Local preserves",
        description:
          "Jams, squashes and pickles made from hill fruits such as plum, apricot and rhododendron.",
      },
    ],
    conclusion:
      "Two or three days let you row on the lake, ride the ropeway to Snow View, walk to Tiffin Top and visit the quieter lakes around Bhimtal. Go midweek if you can, as weekends in the peak season are very crowded.",
    latitude: 29.3803,
    longitude: 79.4636,
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
        wikipedia: "Naini Lake",
        alt: "Naini Lake in Nainital surrounded by wooded hills",
      },
    ],
  },
  places: [
    {
      slug: "naini-lake",
      city: "nainital",
      name: "Naini Lake",
      description:
        "The crescent-shaped lake at the heart of Nainital, about 1.5 km long and ringed by hills. Rowing boats, paddle boats and yachts crowd the water by day, and the lights of the town reflect on it at night.",
      suggestedDuration: "1 to 2 hours",
      whatToExpect:
        "Boats are hired at fixed rates from jetties at Mallital and Tallital, and a walk along the Mall Road covers the eastern shore. Mornings are calmest; afternoons in the peak season are busy.",
      moreAbout:
        "The Nainital Boat Club, founded in the 19th century, holds sailing regattas on the lake. The northern end is Mallital, with the Flats and the Naina Devi temple, and the southern end is Tallital, near the bus stand.",
      history:
        "Hindu tradition counts the lake among the sites linked to Sati's eyes, and it was a pilgrimage place before the British built their hill station around it in the 1840s. Concern about silting and falling water levels has led to several conservation efforts in recent decades.",
      highlights:
        "Rowing and yachting, the walk along the Mall, the view from the Mallital end, and evening reflections of the town.",
      timings:
        "The lakeside is open at all hours; boating usually runs from morning to around sunset. Check locally for the day's hours.",
      entryFee:
        "Free to walk around the lake; boat hire rates are fixed by the local authority and vary by boat type.",
      restrictedItems:
        "Swimming is not allowed; wear the life jackets provided on boats and do not throw plastic or food into the water.",
      latitude: 29.389,
      longitude: 79.456,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Naini Lake",
          alt: "Boats on Naini Lake with the hills of Nainital behind",
        },
      ],
    },
    {
      slug: "nainital-naina-devi-temple",
      city: "nainital",
      name: "Nainital Naina Devi Temple",
      description:
        "The town's most important temple, on the northern shore of Naini Lake at Mallital, dedicated to the goddess Naina Devi. Her image is represented by a pair of eyes, and the temple is counted among the Shakti Peethas.",
      suggestedDuration: "30 minutes to 1 hour",
      whatToExpect:
        "A courtyard with a large peepal tree and a gateway guarded by two lion statues, with the main shrine between images of Kali and Ganesha. It is busy in the evenings and during the Nanda Devi festival in September.",
      moreAbout:
        "Legend says Sati's eyes fell here when Shiva carried her body across the world, giving both the goddess and the town their names. Stalls outside sell flowers, sweets and offerings.",
      history:
        "A temple is said to have stood here for centuries. A new shrine was built in 1842 by a devotee, Moti Ram Shah, but it was destroyed in the landslide of 1880, and the present temple was built in 1883.",
      highlights:
        "The eyes of the goddess in the inner shrine, the lion-guarded gateway, the views across the lake and the Nanda Devi festival.",
      timings: "Usually open from about 6:00 am to 10:00 pm; check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes must be left outside; leather goods, tobacco and photography inside the sanctum are not allowed.",
      latitude: 29.3938,
      longitude: 79.4527,
      rating: 4.5,
      trending: false,
      images: [
        {
          commons: "Maa_Naina_Devi_Temple,_Mallital,_Nainital,_Uttarakhand,_India.jpg",
          alt: "The Naina Devi Temple at Mallital on the shore of Naini Lake",
          author: "Photographer Praveen Singh Bisht",
          licence: "CC BY-SA 4.0",
          licenceUrl: "https://creativecommons.org/licenses/by-sa/4.0/",
        },
      ],
    },
    {
      slug: "nainital-snow-view-point",
      city: "nainital",
      name: "Nainital Snow View Point",
      description:
        "A viewpoint on Sher-ka-Danda hill, at about 2,270 metres, reached by an aerial ropeway from Mallital. On clear days it looks out over a long sweep of snow peaks, including Nanda Devi, India's second-highest mountain.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "A short cable-car ride with views over the lake, then a hilltop with telescopes, snack stalls and small amusements. The mountain view is clearest in the early morning and in October and November; in the monsoon it is often lost in cloud.",
      moreAbout:
        "Telescopes for hire help pick out peaks such as Trishul and Nanda Kot. The viewpoint can also be reached on foot or by pony along a steep road from Mallital.",
      history:
        "The British valued this ridge for its Himalayan panorama, and the area was briefly the site of Nainital's Government House in the 1870s. The ropeway, run by the state tourism corporation, made it one of the town's most visited spots.",
      highlights:
        "The ropeway ride, views of Nanda Devi, Trishul and Nanda Kot, and the bird's-eye view over Naini Lake.",
      timings:
        "The ropeway usually runs from about 10:00 am to 5:00 pm and may stop in bad weather or for maintenance; check before visiting.",
      entryFee:
        "The viewpoint is free; the ropeway charges a return fare of a few hundred rupees per adult. Check current fares before visiting.",
      restrictedItems:
        "Follow the ropeway's bag and safety rules; do not litter on the hilltop, and drones need permission.",
      latitude: 29.3985,
      longitude: 79.4622,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Nainital",
          alt: "The hill town of Nainital around its lake (the photo shows the town, not Snow View Point)",
        },
      ],
    },
    {
      slug: "tiffin-top",
      city: "nainital",
      name: "Tiffin Top",
      description:
        "A rocky summit on Ayarpatta hill, at about 2,290 metres, a few kilometres south-west of the lake. It is a favourite short hike or pony ride, with views over forested valleys and, on clear days, the snow peaks.",
      suggestedDuration: "2 to 3 hours including the walk",
      whatToExpect:
        "A steady walk of about 4 km through oak and deodar forest from Mallital, or a pony ride from near the Ayarpatta road. At the top are tea and snack stalls and open rocks for a picnic.",
      moreAbout:
        "The summit is also called Dorothy's Seat, after a memorial bench put up by her husband in memory of Dorothy Kellett, an Englishwoman who died in an air crash. Its name comes from its popularity for picnic lunches, or tiffin.",
      history:
        "Walks to the surrounding peaks were a favourite pastime in British-era Nainital, and Tiffin Top became one of the classic outings. The memorial seat was added later in the British period and gave the summit its second name.",
      highlights:
        "The forest walk, views over the valleys and the distant Himalaya, Dorothy's Seat, and picnic spots on the rocks.",
      timings: "Open during daylight hours; start early and return before dusk.",
      entryFee: "Free; pony rides are charged separately.",
      restrictedItems:
        "Do not litter or light fires in the forest; carry water and wear sturdy shoes, and keep to the path after rain.",
      latitude: 29.38,
      longitude: 79.446,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Nainital",
          alt: "The hill town of Nainital around its lake (the photo shows the town, not Tiffin Top)",
        },
      ],
    },
    {
      slug: "nainital-raj-bhavan",
      city: "nainital",
      name: "Nainital Raj Bhavan",
      description:
        "The summer residence of the Governor of Uttarakhand, a grand Victorian Gothic mansion set in forested grounds south of Tallital. Its gardens and one of India's oldest golf courses can be visited on guided tours.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "Guided tours take visitors through the grounds and, when the Governor is not in residence, parts of the house. Visitors need photo ID, and the golf course can be played by arrangement.",
      moreAbout:
        "The two-storey stone building has more than 100 rooms and is often compared to a Scottish castle. The estate covers over 200 acres of forest, gardens and a golf course dating from the 1930s.",
      history:
        "Government House was moved several times because of landslides before the foundation stone of the present building was laid in April 1897. Designed by the architect F. W. Stevens, who also designed Mumbai's Victoria Terminus, it was completed in 1900. After independence it became the Raj Bhavan of Uttar Pradesh and, from 2000, of Uttarakhand.",
      highlights:
        "The Gothic facade, the gardens and forest walks, the golf course and the tour of the state rooms when open.",
      timings:
        "Guided tours are usually held on most days except Sundays and government holidays; the house may be closed when the Governor is in residence. Check before visiting.",
      entryFee:
        "A small tour fee of about ₹50 to ₹100; golf green fees are extra. Check before visiting.",
      restrictedItems:
        "Photo ID is required; photography may be restricted inside the building, and bags, food and drones are not allowed.",
      latitude: 29.377,
      longitude: 79.456,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Raj Bhavan, Nainital",
          alt: "The Victorian Gothic Raj Bhavan in Nainital",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "the-naini-retreat-nainital",
      city: "nainital",
      name: "The Naini Retreat, Nainital",
      about:
        "A heritage hotel on the Ayarpatta slopes above Naini Lake, built in the late 1920s as the summer palace of the royal family of Pilibhit and run as a hotel since 1989. It is operated by the Leisure Hotels group and looks over the lake and pine forest.",
      address: "Ayarpatta Slopes, Nainital, Uttarakhand 263001, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "24-hour front desk",
          "Parking",
          "Laundry service",
          "Room heating",
        ],
        foodAndDrinks: [
          "Multi-cuisine restaurant serving Indian and Kumaoni dishes",
          "Bar",
          "In-room dining",
        ],
        healthAndWellness: [
          "Spa treatments (confirm availability with the hotel)",
          "Gardens for walks",
        ],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Landscaped gardens", "Heritage lounge", "Children's play area"],
      },
      roomAmenities: {
        roomFeatures: [
          "Lake or forest views depending on category",
          "Heritage furnishings in the palace wing",
          "Heater",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: ["Shower", "Hot water", "Hairdryer", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "The approach road is steep and narrow; vehicle entry into town may be restricted in the peak season.",
        ],
      },
      rating: 4.4,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Naini Lake",
          alt: "Naini Lake, which the hotel overlooks from the Ayarpatta slopes (the photo shows the lake, not the hotel)",
        },
      ],
    },
    {
      slug: "manu-maharani-nainital",
      city: "nainital",
      name: "Manu Maharani",
      about:
        "An established hotel on the hillside above Mallital at the northern end of Naini Lake, within walking distance of the Mall Road and the Naina Devi temple. Many rooms look out over the lake.",
      address: "Grasmere Estate, Mallital, Nainital, Uttarakhand 263001, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "24-hour front desk",
          "Parking",
          "Laundry service",
          "Room heating",
        ],
        foodAndDrinks: [
          "Restaurant serving Indian and international dishes",
          "Bar",
          "In-room dining",
        ],
        healthAndWellness: ["Health club (confirm availability with the hotel)"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "Safe at the front desk"],
        commonArea: ["Lobby lounge", "Terrace with lake views", "Banquet hall"],
      },
      roomAmenities: {
        roomFeatures: [
          "Lake or hill views depending on category",
          "Heater",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: ["Shower", "Hot water", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Vehicle entry into town may be restricted in the peak season; ask the hotel about parking.",
        ],
      },
      rating: 4.1,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Naini Lake",
          alt: "Naini Lake seen from the Mallital side, near the hotel (the photo shows the lake, not the hotel)",
        },
      ],
    },
  ],
};
