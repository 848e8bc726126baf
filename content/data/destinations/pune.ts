import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "pune",
    name: "Pune",
    state: "Maharashtra",
    description:
      "Pune sits on the Deccan plateau about 150 km south-east of Mumbai, at the meeting of the Mula and Mutha rivers. Once the seat of the Peshwas who led the Maratha confederacy, it is now a university and technology city with a pleasant climate, a lively café culture and hill forts close at hand.",
    bestTime: "October to February, when the days are sunny and mild and winter nights are cool.",
    seasons: {
      peak: {
        start: "October",
        end: "February",
        description:
          "Dry, pleasant weather with daytime temperatures in the high 20s and crisp mornings, ideal for old-city walks and fort treks; Diwali and the winter music festivals fall in this season.",
      },
      moderate: {
        start: "June",
        end: "September",
        description:
          "The monsoon is gentler than on the coast and turns the surrounding hills green, making it a favourite time for day trips to forts and waterfalls; the ten-day Ganeshotsav usually falls at the end of this period.",
      },
      off: {
        start: "March",
        end: "May",
        description:
          "Summer afternoons reach 35–38°C, so sightseeing is best kept to mornings and evenings; the city is quieter and hotel rates are lower.",
      },
    },
    overview: {
      title: "Pune: the Peshwas' capital turned city of learning",
      history:
        "Copper-plate inscriptions of the Rashtrakuta dynasty from the 8th century mention a settlement called Punyaka here. In the 1630s the young Shivaji grew up in Pune with his mother Jijabai, in a family jagir, and the town became closely tied to the rise of the Marathas. From the 1720s the Peshwas, the chief ministers of the Maratha state, made Pune their capital and built the Shaniwar Wada palace. The British took the city in 1817–18 and made it the monsoon capital of the Bombay Presidency. In the 19th and 20th centuries it became a centre of social reform and the freedom movement, associated with Jyotirao and Savitribai Phule, Bal Gangadhar Tilak and Gopal Krishna Gokhale.",
      touristPlaces:
        "Shaniwar Wada, Aga Khan Palace, Sinhagad fort, Dagadusheth Halwai Ganapati Temple, Raja Dinkar Kelkar Museum, Pataleshwar cave temple, Parvati Hill and the lanes of the old peths.",
      famousFor:
        "Maratha history, the Peshwa palace of Shaniwar Wada, the Ganeshotsav festival, its universities and research institutes, misal pav and mastani, and nearby hill forts such as Sinhagad.",
      weather:
        "At about 560 m above sea level Pune is milder than Mumbai: winter nights can drop to 10°C, April and May reach 35–38°C, and the monsoon from June to September brings steady but moderate rain.",
    },
    howToReach: {
      byAir:
        "Pune International Airport (PNQ) at Lohegaon, about 10 km north-east of the centre, has frequent flights to Delhi, Bengaluru, Hyderabad and other Indian cities and a few international routes. It shares its runway with an air force station.",
      byRail:
        "Pune Junction (PUNE) is on the main Mumbai–Chennai line. The Deccan Queen and other fast trains reach Mumbai in about three to three and a half hours, and long-distance trains run to Delhi, Bengaluru, Hyderabad and Howrah.",
      byRoad:
        "The Mumbai–Pune Expressway links the two cities in about three hours by car or air-conditioned bus (about 150 km). The NH48 continues south towards Satara, Kolhapur and Bengaluru, and state buses leave from Swargate, Shivajinagar and Pune Station bus stands.",
      nearestAirport: "PNQ",
      nearestStation: "PUNE",
    },
    foodToTry: [
      {
        name: "Misal pav",
        description:
          "Sprouted lentils in a fiery, oily gravy topped with farsan and onion and eaten with soft bread rolls; every part of the city has its favourite misal house.",
      },
      {
        name: "Mastani",
        description:
          "A thick milkshake topped with ice cream, nuts and fruit, named after Mastani, the companion of Peshwa Bajirao I.",
      },
      {
        name: "Bhakarwadi",
        description:
          "Crisp spiral snacks filled with a sweet and spicy coconut and sesame mixture, sold by the city's old sweet shops and good to take home.",
      },
      {
        name: "Puran poli",
        description:
          "A soft flatbread stuffed with sweetened chana dal and jaggery, served with ghee or a thin milk-and-spice katachi amti at festivals.",
      },
      {
        name: "Kanda bhaji on Sinhagad",
        description:
          "Onion fritters, pithla bhakri and curd in clay pots sold by stalls at the top of Sinhagad fort, the classic reward after the climb.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Paithani and Maharashtrian saris",
        description:
          "The shops of Laxmi Road sell Paithani silk, Narayan Peth cotton and other regional saris, from everyday to bridal wear.",
      },
      {
        heading: "Kolhapuri chappals",
        description:
          "Handmade leather sandals from Kolhapur are sold across the city; check the stitching and leather quality.",
      },
      {
        heading: "Brass and copperware at Tulshibaug",
        description:
          "The crowded market near the Tulshibaug temple sells traditional kitchenware, puja items and household goods.",
      },
      {
        heading: "Sweets and snacks",
        description:
          "Bhakarwadi, chivda and seasonal sweets from long-established shops travel well.",
      },
    ],
    conclusion:
      "Pune rewards a slow pace: spend a morning in the old city between Shaniwar Wada, the Dagadusheth temple and the Kelkar Museum, an afternoon at the Aga Khan Palace, and set aside a cool morning for Sinhagad. The monsoon weekends bring the hills alive but also heavy traffic on the fort roads.",
    latitude: 18.5204,
    longitude: 73.8567,
    categories: ["heritage-walk", "foodies"],
    rating: 4.3,
    trending: false,
    images: [
      {
        wikipedia: "Shaniwar Wada",
        alt: "The fortified stone gateway of Shaniwar Wada in Pune",
      },
    ],
  },
  places: [
    {
      slug: "shaniwar-wada",
      city: "pune",
      name: "Shaniwar Wada",
      description:
        "The fortified palace of the Peshwas in the heart of Pune's old city. Only the massive walls, gateways and foundations survived a great fire, but the site still conveys the power of the Maratha capital.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "Entry through the spiked Delhi Darwaza into a walled compound of lawns and stone plinths that mark where the palace halls once stood. A light and sound show on the palace's history is held in the evening.",
      moreAbout:
        "The gateways carry iron spikes meant to stop elephant charges, and the fortifications have bastions you can walk along for views over the old peths. The foundations of the lotus-shaped Hazari Karanje fountain hint at the palace's lost splendour.",
      history:
        "Peshwa Bajirao I laid the foundation in 1730, and the palace was completed in 1732. It was the seat of Peshwa rule until 1818, when the British took Pune. In 1828 a fire burned for several days and destroyed most of the wooden buildings inside the walls.",
      highlights:
        "The Delhi Darwaza with its elephant spikes, the fortification walls and bastions, the Hazari Karanje fountain remains, the statue of Bajirao I outside and the evening light and sound show.",
      timings:
        "Open daily, roughly 8:00 am to 6:30 pm; the light and sound show runs in the evening. As published by ASI; check before visiting.",
      entryFee:
        "Indians about ₹25, foreign visitors about ₹300 (ASI); children under 15 free; the light and sound show has a separate ticket. Check before visiting.",
      restrictedItems:
        "Food, drones and tripods without permission are not allowed; do not climb on the walls outside the permitted walkways.",
      latitude: 18.5195,
      longitude: 73.8553,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Shaniwar Wada",
          alt: "The stone fortifications and main gateway of Shaniwar Wada",
        },
      ],
    },
    {
      slug: "aga-khan-palace",
      city: "pune",
      name: "Aga Khan Palace",
      description:
        "An arched, Italianate palace in large gardens on the Nagar road where Mahatma Gandhi was held prisoner in 1942–44. It is now a memorial and museum to Gandhi and the freedom movement.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "A quiet visit through rooms displaying photographs, letters and personal belongings of Gandhi and Kasturba, then a walk through the gardens to the memorials. It is calm and shady, a good contrast to the old city.",
      moreAbout:
        "The building is known for its long arcaded verandas. Part of Gandhi's ashes are kept in a memorial in the grounds, beside the samadhis of Kasturba Gandhi and Gandhi's secretary Mahadev Desai.",
      history:
        "Sultan Muhammed Shah Aga Khan III built the palace in 1892, reportedly to give work to people in famine-hit villages nearby. After the Quit India resolution in August 1942, the British interned Gandhi, Kasturba, Mahadev Desai and others here; Desai died in 1942 and Kasturba in February 1944. In 1969 the Aga Khan donated the palace to the nation, and it is now a protected monument.",
      highlights:
        "The arcaded palace façade, the rooms where Gandhi stayed, the samadhis of Kasturba Gandhi and Mahadev Desai, the memorial holding Gandhi's ashes and the landscaped gardens.",
      timings: "Open daily, roughly 9:00 am to 5:30 pm. Check before visiting.",
      entryFee:
        "Indians about ₹25, foreign visitors about ₹300 (ASI); children under 15 free. Check before visiting.",
      restrictedItems:
        "Food, smoking and drones are not allowed; photography may be restricted in some rooms, and visitors are asked to keep silence near the memorials.",
      latitude: 18.5524,
      longitude: 73.9015,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Aga Khan Palace",
          alt: "The arcaded façade of the Aga Khan Palace in Pune",
        },
      ],
    },
    {
      slug: "sinhagad",
      city: "pune",
      name: "Sinhagad",
      description:
        "A hill fort on a steep ridge of the Sahyadri range about 35 km south-west of Pune, famous for a daring night attack in Shivaji's time. It is the city's favourite weekend trek and viewpoint.",
      suggestedDuration: "Half a day",
      whatToExpect:
        "Visitors either trek up a steep trail from the village of Atkarwadi (about two hours) or drive up the ghat road to a parking area below the gates. The top is a broad plateau with ruined walls, temples and food stalls; weekends and monsoon days are very crowded and often misty.",
      moreAbout:
        "On clear days you can see the Khadakwasla reservoir, the Torna and Rajgad forts and the ranges of the Sahyadri. The Kalyan and Pune Darwaza gates, the memorial to Tanaji Malusare and the cliff edge called Tanaji Kada are the main stops.",
      history:
        "The fort was earlier known as Kondhana and changed hands several times between the Adil Shahis, the Marathas and the Mughals. In 1670 Shivaji's commander Tanaji Malusare scaled its cliffs at night and recaptured it, but died in the battle; the fort was then renamed Sinhagad, 'the lion's fort'. Chhatrapati Rajaram died here in 1700.",
      highlights:
        "The memorial of Tanaji Malusare, the Pune and Kalyan gates, the cliff at Tanaji Kada, sweeping views of the Sahyadri and kanda bhaji with matka curd at the top.",
      timings:
        "Open daily from early morning until about sunset; access rules for private vehicles on the ghat road change from time to time. Check before visiting.",
      entryFee: "Free to enter the fort; a small toll or parking fee may apply for vehicles.",
      restrictedItems:
        "Alcohol, loud music and littering are prohibited on the fort; avoid the cliff edges in fog or rain, and do not feed the monkeys.",
      latitude: 18.3664,
      longitude: 73.7557,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Sinhagad",
          alt: "The walls of Sinhagad fort on a ridge of the Sahyadri hills",
        },
      ],
    },
    {
      slug: "dagadusheth-halwai-ganapati-temple",
      city: "pune",
      name: "Dagadusheth Halwai Ganapati Temple",
      description:
        "Pune's best-known Ganesha temple, a short walk from Shaniwar Wada in Budhwar Peth. Its gold-adorned idol draws devotees all year and huge crowds during Ganeshotsav.",
      suggestedDuration: "30 minutes to 1 hour",
      whatToExpect:
        "The shrine is open to the street, so you can see the idol even from outside the queue. It is busiest on Tuesdays, on Sankashti Chaturthi and during the ten-day Ganesh festival, when the area is decorated and lit.",
      moreAbout:
        "The idol stands over two metres tall and is adorned with gold ornaments offered by devotees. The temple trust is known for its charitable work, and the temple is decorated with thousands of flowers or fruits on special days.",
      history:
        "Dagadusheth Halwai, a wealthy sweet maker, and his wife Lakshmibai installed a Ganesha idol in the 1890s after losing their only son in a plague epidemic. When Lokmanya Tilak turned Ganesh Chaturthi into a public festival in the 1890s, this idol became one of its most popular. The present idol is a later replacement of the original.",
      highlights:
        "The gold-adorned Ganesha idol, the festival decorations, the evening aarti and the lanes of the old city around the temple.",
      timings: "Open daily from early morning until late at night. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes must be left outside; large bags may be checked, and photography of the idol may be restricted during crowded periods.",
      latitude: 18.5164,
      longitude: 73.8562,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Dagadusheth Halwai Ganapati Temple",
          alt: "The decorated shrine of the Dagadusheth Halwai Ganapati Temple in Pune",
        },
      ],
    },
    {
      slug: "raja-dinkar-kelkar-museum",
      city: "pune",
      name: "Raja Dinkar Kelkar Museum",
      description:
        "A museum of everyday and decorative arts in a traditional building in Shukrawar Peth, built from one man's lifelong collection. It is one of the most charming small museums in India.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "Three floors of galleries packed with lamps, locks, nutcrackers, musical instruments, textiles, pottery and household objects from across India. The displays are dense, so pick the galleries that interest you.",
      moreAbout:
        "Highlights include hundreds of ornate betel-nut cutters, carved wooden doors and windows, and a reconstructed 'Mastani Mahal' with fittings from an old palace. The museum shows how ordinary objects were turned into works of art.",
      history:
        "Dr Dinkar Gangadhar Kelkar, a poet and collector, spent decades gathering objects from around India and named the museum after his son Raja, who died young. The collection opened to the public in 1962, and Kelkar later gave it to the state government. It has grown to more than 20,000 objects, of which only a part is on show.",
      highlights:
        "The nutcracker and betel-cutter collection, the lamps gallery, musical instruments, carved wooden architecture and the Mastani Mahal.",
      timings:
        "Open daily, roughly 10:00 am to 5:30 pm; closed on some holidays. Check before visiting.",
      entryFee:
        "About ₹100 for Indian adults, with a higher rate for foreign visitors and a separate camera fee. Check before visiting.",
      restrictedItems:
        "Bags must be left at the counter; food, drink and touching the exhibits are not allowed.",
      latitude: 18.5107,
      longitude: 73.8547,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Raja Dinkar Kelkar Museum",
          alt: "Exhibits at the Raja Dinkar Kelkar Museum in Pune",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "jw-marriott-hotel-pune",
      city: "pune",
      name: "JW Marriott Hotel Pune",
      about:
        "A large luxury hotel on Senapati Bapat Road, in the western part of the city near the university area. It is popular with business travellers and for weddings and conferences.",
      address: "Senapati Bapat Road, Pune, Maharashtra 411053, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Valet parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "All-day restaurant with buffets",
          "Specialty restaurants",
          "Bar and lounge",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Outdoor swimming pool", "Fitness centre", "Spa"],
        safetyAndSecurity: [
          "24-hour security",
          "Baggage screening at entrance",
          "CCTV in public areas",
          "In-room safe",
        ],
        commonArea: ["Lobby lounge", "Ballroom and meeting rooms", "Business centre"],
      },
      roomAmenities: {
        roomFeatures: [
          "City views",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
          "Work desk",
        ],
        bathroom: [
          "Separate shower and bathtub in many rooms",
          "Bathrobes",
          "Hairdryer",
          "Complimentary toiletries",
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
          wikipedia: "Shaniwar Wada",
          alt: "Shaniwar Wada in Pune's old city, a landmark of the city where the hotel stands (the photo shows the monument, not the hotel)",
        },
      ],
    },
    {
      slug: "conrad-pune",
      city: "pune",
      name: "Conrad Pune",
      about:
        "A luxury hotel of the Hilton group on Mangaldas Road, between the railway station and Koregaon Park. The Aga Khan Palace and the Koregaon Park restaurants are a short drive away.",
      address: "7 Mangaldas Road, Pune, Maharashtra 411001, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Valet parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "All-day restaurant",
          "Specialty restaurants serving Indian and Asian cuisine",
          "Bar",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Outdoor swimming pool", "Fitness centre", "Spa"],
        safetyAndSecurity: [
          "24-hour security",
          "Baggage screening at entrance",
          "CCTV in public areas",
          "In-room safe",
        ],
        commonArea: ["Lobby lounge", "Ballroom and meeting rooms", "Business centre"],
      },
      roomAmenities: {
        roomFeatures: [
          "City views",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
          "Work desk",
        ],
        bathroom: [
          "Bathtub and shower",
          "Bathrobes and slippers",
          "Hairdryer",
          "Complimentary toiletries",
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
          wikipedia: "Aga Khan Palace",
          alt: "The Aga Khan Palace, a short drive from the hotel (the photo shows the palace, not the hotel)",
        },
      ],
    },
  ],
};
