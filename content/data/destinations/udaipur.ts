import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";
import { credits, photo } from "../images.ts";

export const destination: Destination = {
  city: {
    slug: "udaipur",
    name: "Udaipur",
    state: "Rajasthan",
    description:
      "Udaipur, the old capital of the Mewar kingdom in southern Rajasthan, is built around a chain of man-made lakes in a bowl of the Aravalli hills. Its white palaces, island pavilions and lakeside ghats have earned it the name City of Lakes.",
    bestTime:
      "September to March, when the lakes are full after the monsoon and the days are warm rather than hot.",
    seasons: {
      peak: {
        start: "October",
        end: "March",
        description:
          "Sunny days and cool evenings are ideal for boat rides and palace visits; this is also the wedding season, so book lake-view rooms early.",
      },
      moderate: {
        start: "July",
        end: "September",
        description:
          "The monsoon refills the lakes and turns the hills green; showers come and go, and the views from the Monsoon Palace are at their best.",
      },
      off: {
        start: "April",
        end: "June",
        description:
          "Hot and dry, with afternoons near 40°C and lake levels dropping before the rains; rates are at their lowest.",
      },
    },
    overview: {
      title: "Udaipur: palaces on the lakes of Mewar",
      history:
        "Maharana Udai Singh II of the Sisodia clan founded Udaipur in 1559 beside Lake Pichola, and the court moved here for good after the Mughal emperor Akbar took the old capital, Chittorgarh, in 1568. His son Maharana Pratap fought Akbar's army at Haldighati in 1576 and remains a hero of Mewar. Later rulers built palaces on the lakeshore and on islands, and dammed new lakes such as Fateh Sagar. Mewar accepted British protection by treaty in 1818 and joined the Indian Union in 1949, becoming part of Rajasthan.",
      touristPlaces:
        "City Palace, Lake Pichola and its islands, Jag Mandir, the Jagdish Temple, Bagore-ki-Haveli, Saheliyon-ki-Bari, Fateh Sagar Lake, the Monsoon Palace at Sajjangarh and the Shilpgram crafts village.",
      famousFor:
        "Lakeside palaces and sunset boat rides, Mewar miniature painting, heritage hotels, royal weddings and the film locations of Octopussy.",
      weather:
        "Milder than western Rajasthan: summer days reach about 38 to 40°C, the monsoon from July to September brings most of the year's rain, and winter days are around 24 to 28°C with nights that can fall to 8°C.",
    },
    howToReach: {
      byAir:
        "Maharana Pratap Airport (UDR) at Dabok, about 22 km east of the city, has direct flights to Delhi, Mumbai, Jaipur, Bengaluru and other major cities. A taxi into town takes 30 to 40 minutes.",
      byRail:
        "Udaipur City (UDZ) is the main station, about 3 km from the old city, with trains to Delhi, Jaipur, Ahmedabad and Mumbai. Overnight trains link it with Delhi, and a Vande Bharat service runs to Jaipur.",
      byRoad:
        "National Highway 48 connects Udaipur with Ahmedabad (about 260 km, five hours) and, via Ajmer, with Jaipur (about 400 km). Chittorgarh is about two hours away and Jodhpur about five; state and private buses serve all of them.",
      nearestAirport: "UDR",
      nearestStation: "UDZ",
    },
    foodToTry: [
      {
        name: "Dal baati churma",
        description:
          "Hard-baked wheat balls cracked open and drowned in ghee, eaten with spiced lentils and a sweet, crumbly churma.",
      },
      {
        name: "Gatte ki sabzi",
        description:
          "Steamed gram-flour dumplings simmered in a tangy yoghurt curry, a staple of Rajasthani home cooking.",
      },
      {
        name: "Ker sangri",
        description:
          "A tangy, spicy dish of dried desert berries and beans, usually eaten with bajra rotis.",
      },
      {
        name: "Mirchi bada",
        description:
          "Large green chillies stuffed with spiced potato, dipped in gram-flour batter and fried; a favourite evening snack.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Miniature paintings",
        description:
          "Udaipur is a centre of the Mewar school; workshops in the old city paint court scenes, hunts and Krishna stories in fine detail.",
      },
      {
        heading: "Pichwai paintings",
        description:
          "Large cloth paintings of Krishna in the tradition of nearby Nathdwara, from small panels to wall-sized pieces.",
      },
      {
        heading: "Silver jewellery",
        description:
          "Tribal-style and contemporary silver pieces are sold around the Jagdish Temple and Bada Bazaar.",
      },
      {
        heading: "Leheriya and bandhani textiles",
        description:
          "Tie-dyed saris, turbans and scarves in the bright wave and dot patterns of Rajasthan.",
      },
    ],
    conclusion:
      "Udaipur is best taken slowly: give it two or three days to combine the City Palace and a boat ride on Lake Pichola with evenings on the ghats and a drive up to the Monsoon Palace. It also makes a good base for Kumbhalgarh, Ranakpur and Chittorgarh.",
    latitude: 24.5854,
    longitude: 73.7125,
    categories: ["romantic-vacation", "honeymoon-hotspots", "heritage-walk", "places-to-relax"],
    rating: 4.8,
    trending: true,
    images: [
      photo(
        credits.udaipurCityPalace,
        "The City Palace of Udaipur lit in the evening above Lake Pichola",
      ),
      { wikipedia: "Lake Pichola", alt: "Lake Pichola in Udaipur with palaces on its shores" },
    ],
  },
  places: [
    {
      slug: "udaipur-city-palace",
      city: "udaipur",
      name: "Udaipur City Palace",
      description:
        "A vast complex of palaces on the eastern shore of Lake Pichola, built and extended by the Maharanas of Mewar over nearly four centuries. The main museum occupies the older royal apartments, while other wings are heritage hotels and the family's residence.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "The museum route climbs and descends through narrow stairways, courtyards and small rooms, so expect queues at bottlenecks in the high season. Windows and balconies along the way look down on the lake and the old city.",
      moreAbout:
        "Built of granite and marble, the palace blends Rajput and Mughal styles, with mirror work, coloured glass and inlaid peacocks. Boat rides on Lake Pichola leave from a jetty inside the complex.",
      history:
        "Maharana Udai Singh II began the palace when he founded the city in 1559, and his successors added courtyards, towers and wings until the early 20th century. Today it is looked after by a charitable foundation of the former royal family, which opened the museum to the public.",
      highlights:
        "The Mor Chowk with its glass-mosaic peacocks, the hanging garden of the Badi Mahal, the Zenana Mahal, the crystal collection in the Fateh Prakash Palace, and views over Lake Pichola to the Lake Palace.",
      timings:
        "Usually about 9:30 am to 5:30 pm daily. Run by a private charitable foundation; check before visiting.",
      entryFee:
        "Adults about ₹300 and children about ₹100 for the City Palace Museum; the crystal gallery and boat rides are ticketed separately. As published by the foundation; check before visiting.",
      restrictedItems:
        "Drones, food and large bags are not allowed; photography may require a camera ticket, and some rooms do not allow photography at all.",
      latitude: 24.5764,
      longitude: 73.6835,
      rating: 4.7,
      trending: true,
      images: [
        photo(
          credits.udaipurCityPalace,
          "The City Palace of Udaipur lit in the evening above Lake Pichola",
        ),
      ],
    },
    {
      slug: "lake-pichola",
      city: "udaipur",
      name: "Lake Pichola",
      description:
        "The oldest and best-known of Udaipur's lakes, with the City Palace on its eastern shore and the island palaces of Jag Niwas and Jag Mandir on the water. Boat rides and the ghats of the old city are the classic ways to enjoy it.",
      suggestedDuration: "1 to 2 hours",
      whatToExpect:
        "Ticketed boat rides leave from jetties near the City Palace and at Lal Ghat and circle the islands; sunset departures sell out first. The ghats and rooftop cafes along the eastern shore give free views of the water.",
      moreAbout:
        "The lake is about 4 km long and is joined by channels to Fateh Sagar and other lakes. Its level varies with the monsoon, and it is fullest from late August to winter.",
      history:
        "A dam built in 1362 by a grain trader, traditionally named Pichhu Banjara, created the first lake here. Maharana Udai Singh II enlarged it after founding Udaipur, and later rulers built the island palaces, one of which is now the Taj Lake Palace hotel.",
      highlights:
        "A sunset boat ride, the views of the City Palace from the water, the Lake Palace on Jag Niwas island, Gangaur Ghat and Ambrai Ghat at dusk.",
      timings:
        "The lakeside is open at all hours; boat rides usually run from about 10:00 am to sunset. Check before visiting.",
      entryFee:
        "Free to see from the ghats. Boat rides are ticketed, roughly ₹400 to ₹1,000 per adult depending on the jetty, route and time of day; check before visiting.",
      restrictedItems:
        "Swimming is not allowed; life jackets must be worn on boats, and littering in the lake is prohibited.",
      latitude: 24.572,
      longitude: 73.679,
      rating: 4.7,
      trending: false,
      images: [
        { wikipedia: "Lake Pichola", alt: "Lake Pichola in Udaipur with palaces on its shores" },
      ],
    },
    {
      slug: "jag-mandir-udaipur",
      city: "udaipur",
      name: "Jag Mandir Island Palace",
      description:
        "A palace of yellow sandstone and marble on the southern island of Lake Pichola, ringed by a row of stone elephants at the water's edge. It is reached only by boat and now houses a cafe, restaurant and event spaces.",
      suggestedDuration: "1 to 1.5 hours including the boat ride",
      whatToExpect:
        "Most visitors arrive on a City Palace boat ride that stops at the island for a short walk through its gardens and courtyards. You can stay longer for a meal or a drink and take a later boat back.",
      moreAbout:
        "The domed Gul Mahal on the island is decorated with inlaid stone and is said to have influenced the young prince who later became the emperor Shah Jahan. The island is also a popular venue for weddings.",
      history:
        "Work on the island palace began under Maharana Amar Singh, continued under Karan Singh II and was finished by Jagat Singh I, who gave it his name, by the mid-17th century. The Mughal prince Khurram, later Shah Jahan, sheltered here in the 1620s while in revolt against his father, and during the uprising of 1857 the Maharana gave refuge here to European families.",
      highlights:
        "The stone elephants guarding the island, the Gul Mahal, the garden courtyards, and views back across the lake to the City Palace.",
      timings:
        "Reached by boats that run roughly from 10:00 am to sunset; the restaurant stays open later for guests with reservations. Check before visiting.",
      entryFee:
        "Included in boat tickets that stop at the island, roughly ₹400 to ₹1,000 per adult depending on the time of day; check before visiting.",
      restrictedItems:
        "Drones are not allowed; outside food is not permitted, and parts of the island may be closed during private events.",
      latitude: 24.5683,
      longitude: 73.6804,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Jag Mandir",
          alt: "The Jag Mandir palace on its island in Lake Pichola",
        },
      ],
    },
    {
      slug: "saheliyon-ki-bari",
      city: "udaipur",
      name: "Saheliyon-ki-Bari",
      description:
        "The 'Garden of the Maidens', an 18th-century pleasure garden in the north of the city with lawns, lotus pools and fountains. It was laid out for the women of the royal household.",
      suggestedDuration: "45 minutes to 1 hour",
      whatToExpect:
        "A compact, shady garden that takes less than an hour to walk around; the fountains are switched on for visitors at intervals. Mornings are quiet, while afternoons bring school groups and families.",
      moreAbout:
        "The fountains work by gravity, fed from Fateh Sagar Lake, and some are in the form of birds and elephants. Marble kiosks, a small museum and a lotus pool complete the garden.",
      history:
        "Maharana Sangram Singh II, who ruled from 1710 to 1734, built the garden, by tradition as a gift to his queen and her companions. It was damaged by floods and later restored by Maharana Fateh Singh, who added fountains brought from England.",
      highlights:
        "The rain fountains around the central pool, the lotus pool, the marble elephants, and the small museum of royal objects.",
      timings: "Usually about 9:00 am to 6:00 pm daily. Check before visiting.",
      entryFee:
        "A small fee: Indians about ₹10, foreign visitors about ₹50. Check before visiting.",
      restrictedItems:
        "Do not step into the pools or pick flowers; food and smoking are not allowed inside the garden.",
      latitude: 24.6011,
      longitude: 73.6858,
      rating: 4.1,
      trending: false,
      images: [
        {
          wikipedia: "Saheliyon-ki-Bari",
          alt: "Fountains and gardens of Saheliyon-ki-Bari in Udaipur",
        },
      ],
    },
    {
      slug: "fateh-sagar-lake",
      city: "udaipur",
      name: "Fateh Sagar Lake",
      description:
        "A large lake north of Lake Pichola, bordered by hills and a long embankment road that is Udaipur's favourite evening promenade. Its islands hold a garden and a solar observatory.",
      suggestedDuration: "1 to 2 hours",
      whatToExpect:
        "A breezy walk along the lakeside road with food stalls and views over the water, or a boat ride to the garden island of Nehru Park. It is busiest in the evenings and at weekends with local families.",
      moreAbout:
        "The Udaipur Solar Observatory stands on one island, and Moti Magri hill on the eastern shore has a memorial to Maharana Pratap. Speedboat and pedal-boat rides are available from the jetty.",
      history:
        "The first lake here was made in the late 17th century under Maharana Jai Singh. After floods destroyed its dam, Maharana Fateh Singh rebuilt and enlarged it in the 1880s, and it was named after him.",
      highlights:
        "The lakeside promenade at sunset, a boat ride to Nehru Park, views of the Aravalli hills, and the Maharana Pratap memorial on Moti Magri.",
      timings:
        "The promenade is open at all hours; boating usually runs from about 9:00 am to 6:00 pm. Check before visiting.",
      entryFee:
        "Free to walk along the lake; boat rides and the Moti Magri memorial are ticketed separately. Check before visiting.",
      restrictedItems:
        "Swimming is not allowed; life jackets must be worn on boats, and littering is prohibited.",
      latitude: 24.601,
      longitude: 73.672,
      rating: 4.3,
      trending: false,
      images: [
        { wikipedia: "Fateh Sagar Lake", alt: "Fateh Sagar Lake in Udaipur with hills behind it" },
      ],
    },
    {
      slug: "sajjangarh-monsoon-palace",
      city: "udaipur",
      name: "Sajjangarh Monsoon Palace",
      description:
        "A hilltop palace west of the city, built to watch the monsoon clouds roll in over the Aravallis. It is the best place in Udaipur to watch the sun set over the lakes.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "The palace stands inside the Sajjangarh Wildlife Sanctuary; you pay at the gate and take a shared jeep or your own car up a steep road. The building itself is largely empty, and people come mainly for the views.",
      moreAbout:
        "The palace stands about 940 metres above sea level. A biological park at the foot of the hill keeps animals in open enclosures.",
      history:
        "Maharana Sajjan Singh began the palace in 1884, meaning it partly as an astronomical observatory, but he died young the same year. Maharana Fateh Singh completed it, and it later served as a lookout and hunting lodge.",
      highlights:
        "Sunset over Lake Pichola and the city, views across the Aravalli hills, the drive through the sanctuary, and the palace terraces.",
      timings:
        "Usually about 9:00 am to sunset daily. Run by the forest department and state archaeology; check before visiting.",
      entryFee:
        "A sanctuary entry fee (about ₹100 for Indians and about ₹300 for foreign visitors) plus a vehicle fee or shared-jeep fare. Check before visiting.",
      restrictedItems:
        "Feeding animals, littering and playing loud music are not allowed in the sanctuary; drones are prohibited.",
      latitude: 24.5945,
      longitude: 73.6384,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Monsoon Palace",
          alt: "The Monsoon Palace on its hilltop at Sajjangarh, above Udaipur",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "taj-lake-palace-udaipur",
      city: "udaipur",
      name: "Taj Lake Palace",
      about:
        "An 18th-century marble palace that covers Jag Niwas island in Lake Pichola, run as a hotel by Taj Hotels (IHCL). It was built as a royal summer palace and opened as a hotel in 1963; guests reach it by the hotel's own boat.",
      address: "Lake Pichola, Udaipur, Rajasthan 313001, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Boat transfers from the hotel jetty",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Restaurants serving Rajasthani, Indian and international food",
          "Bar",
          "Private dining on the terraces",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Spa", "Outdoor swimming pool", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Courtyards and lily pools", "Palace terraces", "Heritage walks"],
      },
      roomAmenities: {
        roomFeatures: [
          "Lake views",
          "Period furnishings",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: [
          "Bathtub in most categories",
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
          "The hotel is reached only by its own boat; visits by non-residents are limited and usually need a reservation.",
        ],
      },
      latitude: 24.5754,
      longitude: 73.68,
      rating: 4.8,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Taj Lake Palace",
          alt: "The white Lake Palace hotel on its island in Lake Pichola",
        },
      ],
    },
    {
      slug: "the-oberoi-udaivilas-udaipur",
      city: "udaipur",
      name: "The Oberoi Udaivilas",
      about:
        "A luxury resort of The Oberoi Group on the western shore of Lake Pichola, opened in 2002 and built in the style of a Mewar palace with domes, courtyards and pools. It stands in large grounds that include a wildlife sanctuary area, and many rooms face the lake and the City Palace.",
      address: "Haridasji Ki Magri, Mulla Talai, Udaipur, Rajasthan 313001, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Boat rides on the lake",
        ],
        foodAndDrinks: [
          "Restaurants serving Indian and international dishes",
          "Bar",
          "Private dining by the lake",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Spa", "Outdoor swimming pools", "Fitness centre", "Yoga sessions"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Courtyards with fountains", "Landscaped gardens", "Lakeside terraces"],
      },
      roomAmenities: {
        roomFeatures: [
          "Lake or garden views",
          "Semi-private pool in some categories",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: [
          "Bathtub and separate shower",
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
          "Children's ages and extra beds should be declared when booking.",
        ],
      },
      latitude: 24.5776,
      longitude: 73.6722,
      rating: 4.8,
      priceBand: "luxury",
      images: [
        photo(
          credits.udaipurCityPalace,
          "The City Palace across Lake Pichola, seen in the evening from the lake (the photo shows the palace, not the hotel)",
        ),
      ],
    },
  ],
};
