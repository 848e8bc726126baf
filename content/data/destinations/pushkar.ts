import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";
import { credits, photo } from "../images.ts";

export const destination: Destination = {
  city: {
    slug: "pushkar",
    name: "Pushkar",
    state: "Rajasthan",
    description:
      "Pushkar is a small pilgrim town wrapped around a sacred lake at the edge of the Thar, across a ridge of hills from Ajmer. Known for its rare temple of Brahma and its great camel fair, it is also a laid-back stop for travellers, with rooftop cafes above the ghats.",
    bestTime:
      "October to March; come in October or November for the Pushkar Fair, or later in winter for a quieter town.",
    seasons: {
      peak: {
        start: "October",
        end: "March",
        description:
          "Pleasant days and cool nights; the fair around the Kartik full moon (October or November) fills the town and sends room rates soaring.",
      },
      moderate: {
        start: "July",
        end: "September",
        description:
          "The monsoon brings some rain, refills the lake and greens the hills around; it is humid but calmer and cheaper.",
      },
      off: {
        start: "April",
        end: "June",
        description:
          "Hot and dry, often near 40°C or more, with a low lake; sightseeing is best at dawn and dusk.",
      },
    },
    overview: {
      title: "Pushkar: the lake town of Brahma",
      history:
        "Hindu tradition holds that Brahma created the lake where a lotus fell from his hand, and pilgrims have bathed here for well over a thousand years. The town's temples were damaged during the reign of the Mughal emperor Aurangzeb and rebuilt in the 18th century, when Rajput rulers such as Sawai Jai Singh II of Jaipur restored shrines and built ghats. A yearly fair on the Kartik full moon grew into one of the largest livestock fairs in India. In 1948 some of Mahatma Gandhi's ashes were immersed in the lake at the ghat now named after him.",
      touristPlaces:
        "Pushkar Lake and its ghats, the Brahma Temple, the Savitri Temple on Ratnagiri hill, the Varaha Temple, the Rangji temples and the fair ground with its dunes.",
      famousFor:
        "The Brahma Temple, the holy lake and its 52 ghats, the Pushkar camel and cattle fair, rose gardens, and a strictly vegetarian, alcohol-free town centre.",
      weather:
        "Semi-arid: summer days often reach 40°C, the monsoon from July to September brings modest rain, and winter days are mild at about 22 to 25°C with cold nights.",
    },
    howToReach: {
      byAir:
        "Kishangarh Airport (KQH), about 45 km away, has a small number of domestic flights. Jaipur International Airport (JAI), about 145 km away (three hours by road), has many more.",
      byRail:
        "Pushkar's own small terminus sees few trains, so most visitors use Ajmer Junction (AII), about 15 km away, which has fast trains to Delhi, Jaipur and Ahmedabad. Taxis and frequent buses cover the drive over the hills in about 30 minutes.",
      byRoad:
        "Pushkar is reached from Ajmer over the Nag Pahar ridge in about half an hour. Jaipur is roughly three hours away by highway, and buses run from Ajmer and Jaipur.",
      nearestAirport: "KQH",
      nearestStation: "AII",
    },
    foodToTry: [
      {
        name: "Malpua",
        description:
          "Thick, sweet pancakes fried in ghee and soaked in syrup, made fresh in the sweet shops of the main bazaar.",
      },
      {
        name: "Dal baati churma",
        description:
          "Rajasthan's classic meal of baked wheat balls, lentils and a sweet wheat crumble, all generous with ghee.",
      },
      {
        name: "Rooftop cafe food",
        description:
          "Years of backpacker visitors have given Pushkar many cafes serving falafel, hummus, wood-fired pizza and fresh juices, all vegetarian.",
      },
      {
        name: "Lassi",
        description:
          "Thick yoghurt drinks, plain or with fruit, served in tall glasses at stalls near the bazaar.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Rose products",
        description:
          "Rose water, gulkand (rose-petal preserve) and attar from the rose fields around the town.",
      },
      {
        heading: "Silver jewellery",
        description: "Rings, anklets and pendants from the many silver shops in the main bazaar.",
      },
      {
        heading: "Textiles and clothing",
        description:
          "Embroidered bags, tie-dye scarves and loose cotton clothes sold throughout the bazaar.",
      },
      {
        heading: "Leather journals and bags",
        description: "Hand-bound notebooks and bags, a long-standing Pushkar souvenir.",
      },
    ],
    conclusion:
      "One or two nights are enough to walk the ghats at sunrise, visit the Brahma Temple, climb to the Savitri Temple and unwind in a rooftop cafe. Pushkar pairs easily with Ajmer, and with Jaipur as a day or two on either side.",
    latitude: 26.4897,
    longitude: 74.5511,
    categories: ["places-to-relax", "heritage-walk"],
    rating: 4.4,
    trending: false,
    images: [
      photo(credits.pushkar, "The town of Pushkar built around its lake and ghats"),
      { wikipedia: "Pushkar Lake", alt: "Pushkar Lake with the ghats and temples on its shore" },
    ],
  },
  places: [
    {
      slug: "pushkar-lake",
      city: "pushkar",
      name: "Pushkar Lake",
      description:
        "The sacred lake at the heart of Pushkar, ringed by 52 bathing ghats and hundreds of temples. Pilgrims bathe here, above all on the Kartik full moon.",
      suggestedDuration: "1 to 2 hours",
      whatToExpect:
        "Early mornings bring bathers, chanting and offerings; evenings bring the aarti with bells and lamps at the main ghats. You must take off your shoes on the ghats, and men may approach offering flower pujas and then ask for large donations, so decline politely if you are not interested.",
      moreAbout:
        "Gau Ghat, Brahma Ghat and Varaha Ghat are the most important; Gau Ghat was renamed Gandhi Ghat after his ashes were immersed there. The water level depends on the monsoon.",
      history:
        "The lake is mentioned in early Sanskrit texts as a place of pilgrimage, and inscriptions show it was visited well before the 10th century. Most ghats and lakeside temples date from rebuilding by Rajput rulers and merchants in the 18th and 19th centuries.",
      highlights:
        "Sunrise over the water, the evening aarti, Gandhi Ghat, Varaha Ghat, and the view of the whole lake from the Savitri Temple hill.",
      timings: "The ghats are open at all hours; the evening aarti takes place around sunset.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes must be removed on the ghats; do not photograph people bathing, smoke or drink alcohol, and avoid wearing leather near the water.",
      latitude: 26.4876,
      longitude: 74.554,
      rating: 4.5,
      trending: false,
      images: [
        { wikipedia: "Pushkar Lake", alt: "Pushkar Lake with the ghats and temples on its shore" },
      ],
    },
    {
      slug: "pushkar-brahma-temple",
      city: "pushkar",
      name: "Pushkar Brahma Temple",
      description:
        "The Jagatpita Brahma Mandir, one of the very few temples in India dedicated to Brahma, the creator god. Its red spire and marble hall stand a short walk west of the lake.",
      suggestedDuration: "45 minutes to 1 hour",
      whatToExpect:
        "Steps lead up to a marble-floored hall and the shrine with a four-faced image of Brahma; expect long queues at festival times. Bags, phones and shoes are usually left at counters outside.",
      moreAbout:
        "The floor and walls carry silver coins set in by devotees, and a silver turtle faces the sanctum. The hamsa, Brahma's goose, appears as a motif on the temple.",
      history:
        "A temple has stood here for many centuries, but the present building is largely a rebuilding of the 14th century or later, renovated many times since. Legend says Brahma is worshipped in so few places because of a curse by his wife Savitri.",
      highlights:
        "The four-faced image of Brahma, the red shikhara, the silver-studded floor, and the temple's evening aarti.",
      timings:
        "Usually about 6:00 am to 1:30 pm and 3:00 pm to 9:00 pm, a little shorter in winter. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes, leather items, cameras and large bags are not allowed inside; phones may have to be deposited. Dress modestly.",
      latitude: 26.4874,
      longitude: 74.553,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Jagatpita Brahma Mandir",
          alt: "The red spire of the Brahma Temple in Pushkar",
        },
      ],
    },
    {
      slug: "pushkar-savitri-temple",
      city: "pushkar",
      name: "Pushkar Savitri Temple",
      description:
        "A temple to Savitri, Brahma's first wife, on top of Ratnagiri hill south-west of the town. The climb is rewarded by the best view of Pushkar and its lake.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "A steep path of steps takes 45 minutes to an hour to climb; a ropeway takes a few minutes for those who prefer not to walk. Sunrise and sunset are the best times, and it is hot and exposed at midday.",
      moreAbout:
        "The shrine holds images of Savitri and of Gayatri, Brahma's second wife in the legend. Monkeys live on the hill, so keep food out of sight.",
      history:
        "Legend says Savitri arrived late for a sacrifice Brahma was performing at the lake, found he had married Gayatri in her place, cursed him and withdrew to this hill. The present temple building is fairly recent, but the site has long been a place of pilgrimage.",
      highlights:
        "Sunrise or sunset over the lake and town, the climb up the hill, the ropeway ride, and views of the desert beyond.",
      timings:
        "The path is open from early morning to evening; the ropeway usually runs from about 8:00 am to 7:00 pm. Check before visiting.",
      entryFee:
        "The temple is free; the ropeway is paid, roughly ₹150 to ₹200 for a return ticket. Check before visiting.",
      restrictedItems:
        "Shoes must be removed in the shrine; do not carry open food because of the monkeys, and take your litter back down.",
      latitude: 26.48,
      longitude: 74.5486,
      rating: 4.3,
      trending: false,
      images: [
        photo(
          credits.pushkar,
          "The town of Pushkar around its lake, the view the hilltop temple looks down on (the photo does not show the temple)",
        ),
      ],
    },
    {
      slug: "pushkar-varaha-temple",
      city: "pushkar",
      name: "Pushkar Varaha Temple",
      description:
        "A temple to Varaha, the boar incarnation of Vishnu, near the ghat of the same name on the lake. It is one of the oldest and largest temples in the town.",
      suggestedDuration: "30 to 45 minutes",
      whatToExpect:
        "A busy working temple reached through the bazaar, with a raised hall and a white image of Varaha in the sanctum. Combine it with a walk along Varaha Ghat.",
      moreAbout:
        "Varaha Ghat, below the temple, is one of the main bathing ghats and is linked in legend with Vishnu's appearance as a boar.",
      history:
        "The first temple here is said to have been built in the 12th century by a Chauhan ruler. It was damaged in the Mughal period and rebuilt in the 18th century with the help of Sawai Jai Singh II of Jaipur.",
      highlights:
        "The image of Varaha, the temple's carved pillars and gateway, and Varaha Ghat below.",
      timings:
        "Usually open from early morning to about 1:00 pm and again in the evening. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes and leather items must be left outside; photography may not be allowed inside the sanctum.",
      latitude: 26.489,
      longitude: 74.556,
      rating: 4.1,
      trending: false,
      images: [
        {
          wikipedia: "Pushkar Lake",
          alt: "Pushkar Lake and its ghats, near which the Varaha Temple stands (the photo does not show the temple)",
        },
      ],
    },
    {
      slug: "pushkar-mela-ground",
      city: "pushkar",
      name: "Pushkar Mela Ground",
      description:
        "The open ground and dunes on the western edge of town where the Pushkar Fair takes place each autumn. Outside the fair, it is a quiet place for a camel ride and a desert sunset.",
      suggestedDuration: "1 to 2 hours; several days during the fair",
      whatToExpect:
        "During the fair, thousands of camels, horses and cattle are traded and shown, with races, contests, folk performances and a funfair. The rest of the year, camel owners offer short rides over the low dunes at sunset.",
      moreAbout:
        "The fair runs for about a week leading up to the Kartik full moon, usually in late October or November, and the trading is busiest in the first days. Hotel rooms and tents should be booked months ahead.",
      history:
        "Herders have gathered at Pushkar around the Kartik full moon for generations, combining trade with a pilgrimage to the lake. The fair has grown into one of the largest livestock fairs in the world and a major cultural event.",
      highlights:
        "Camel trading in the early morning, decorated camels, the cultural programme at the stadium, and sunset over the dunes.",
      timings:
        "Open at all hours; the fair takes place once a year, around the Kartik full moon. Check the dates before planning.",
      entryFee: "Free; camel rides and tent stays are paid separately.",
      restrictedItems:
        "Ask before photographing people and animals; drones need permission, especially during the fair.",
      latitude: 26.493,
      longitude: 74.543,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Pushkar Fair",
          alt: "Camels and herders gathered at the Pushkar Fair",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "the-westin-pushkar-resort-and-spa",
      city: "pushkar",
      name: "The Westin Pushkar Resort & Spa",
      about:
        "A resort of Marriott's Westin brand on the outskirts of Pushkar, opened in 2018, with rooms and villas set in landscaped grounds below the Aravalli hills. Some villas have private plunge pools.",
      address: "Motisar Road, Ganahera, Pushkar, Rajasthan 305022, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "All-day restaurant serving Indian, Asian and European dishes",
          "Rooftop lounge",
          "In-room dining",
        ],
        healthAndWellness: ["Spa", "Outdoor swimming pool", "Fitness centre", "Yoga sessions"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Landscaped gardens", "Lobby lounge", "Event lawns"],
      },
      roomAmenities: {
        roomFeatures: [
          "Garden or hill views",
          "Private plunge pool in some villas",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: ["Rain shower", "Bathtub in some categories", "Hairdryer", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 3:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Rates rise sharply during the Pushkar Fair; book early for those dates.",
        ],
      },
      rating: 4.6,
      priceBand: "luxury",
      images: [
        photo(
          credits.pushkar,
          "The town of Pushkar around its lake, a short drive from the resort (the photo does not show the hotel)",
        ),
      ],
    },
    {
      slug: "hotel-pushkar-palace",
      city: "pushkar",
      name: "Hotel Pushkar Palace",
      about:
        "A heritage hotel in an old palace on the eastern shore of Pushkar Lake, with whitewashed courtyards and rooms looking over the ghats. Like the rest of the town centre, it serves vegetarian food only.",
      address: "Pushkar Lake, Pushkar, Ajmer district, Rajasthan 305022, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Laundry service",
          "Travel desk",
        ],
        foodAndDrinks: ["Vegetarian restaurant with a lakeside terrace", "Room service"],
        healthAndWellness: ["Ayurvedic massages on request", "Garden courtyards"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Lakeside terrace", "Courtyard gardens", "Heritage lounge"],
      },
      roomAmenities: {
        roomFeatures: ["Lake views in some rooms", "Traditional furnishings", "Flat-screen TV"],
        bathroom: ["Shower", "Hot water", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Pushkar is a holy town: meat, eggs and alcohol are not served and should not be brought in.",
        ],
      },
      rating: 4.2,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Pushkar Lake",
          alt: "Pushkar Lake and its ghats, on whose shore the hotel stands (the photo shows the lake, not the hotel)",
        },
      ],
    },
  ],
};
