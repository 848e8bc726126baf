import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "lucknow",
    name: "Lucknow",
    state: "Uttar Pradesh",
    description:
      "Lucknow, the capital of Uttar Pradesh, grew on the Gomti river as the court city of the Nawabs of Awadh. It is known for its ornate imambaras and gateways, its refined Urdu culture of courtesy called tehzeeb, slow-cooked Awadhi food and delicate chikankari embroidery.",
    bestTime:
      "October to March, when the weather is cool and dry; winter mornings are crisp and ideal for walking the old city.",
    seasons: {
      peak: {
        start: "October",
        end: "March",
        description:
          "Pleasant days in the low to mid 20s°C suit monument visits and food walks; December and January nights are cold and foggy mornings can delay trains.",
      },
      moderate: {
        start: "July",
        end: "September",
        description:
          "Monsoon rains cool the city, though humidity is high and waterlogging can slow traffic; sightseeing is still comfortable between showers.",
      },
      off: {
        start: "April",
        end: "June",
        description:
          "Hot and dry, with afternoon temperatures often above 40°C; plan visits for early morning and spend afternoons indoors.",
      },
    },
    overview: {
      title: "Lucknow: the city of the Nawabs",
      history:
        "Lucknow became the capital of Awadh in 1775, when Nawab Asaf-ud-Daula moved his court here from Faizabad. He and his successors filled the city with palaces, mosques and imambaras and patronised poetry, music and the kitchens that shaped Awadhi cuisine. The British annexed Awadh in 1856 and exiled Nawab Wajid Ali Shah to Calcutta. A year later the city was at the heart of the 1857 uprising, when the British Residency was besieged for months. Lucknow later became the capital of the United Provinces and, after independence, of Uttar Pradesh.",
      touristPlaces:
        "Bara Imambara with its Bhul Bhulaiya maze, Rumi Darwaza, Chota Imambara, the Clock Tower and Picture Gallery at Husainabad, the Residency, Ambedkar Memorial Park, Hazratganj and the old markets of Aminabad and Chowk.",
      famousFor:
        "Nawabi architecture, Awadhi kebabs and biryani, chikankari embroidery, attar perfumes, Urdu poetry and the courteous manners of its people.",
      weather:
        "Humid subtropical climate: hot summers that pass 40°C in May and June, monsoon rain from July to September, and cool winters with nights around 7°C and frequent fog.",
    },
    howToReach: {
      byAir:
        "Chaudhary Charan Singh International Airport (LKO) at Amausi, about 15 km south of the city centre, has direct flights to most major Indian cities and to several Gulf destinations.",
      byRail:
        "Lucknow Charbagh (LKO) and the adjoining Lucknow Junction (LJN) are the main stations; Shatabdi and Tejas services reach New Delhi in roughly six and a half hours. Gomti Nagar station serves the eastern part of the city.",
      byRoad:
        "The Agra–Lucknow Expressway links the city with Agra in about four hours, and Delhi is roughly 550 km away by road. The Purvanchal Expressway runs east towards Ghazipur, and state buses leave from the Alambagh and Kaiserbagh bus stations.",
      nearestAirport: "LKO",
      nearestStation: "LKO",
    },
    foodToTry: [
      {
        name: "Galouti kebab",
        description:
          "Melt-in-the-mouth patties of finely minced meat and spices, said to have been created for a toothless nawab, served with small paratha.",
      },
      {
        name: "Awadhi biryani",
        description:
          "A gently spiced dum biryani in which rice and meat are cooked together in a sealed pot, lighter and more fragrant than southern styles.",
      },
      {
        name: "Nihari and kulcha",
        description:
          "A rich, slow-cooked meat stew eaten with soft leavened bread, a breakfast tradition in the old city.",
      },
      {
        name: "Makhan malai",
        description:
          "A frothy, saffron-scented cloud of whipped milk sold in the old city only on winter mornings.",
      },
      {
        name: "Basket chaat",
        description:
          "An edible basket of fried grated potato filled with chickpeas, yoghurt and chutneys, a Hazratganj favourite.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Chikankari",
        description:
          "Fine white-on-white shadow embroidery on kurtas, saris and stoles, carrying a Geographical Indication tag; Chowk and Aminabad have the widest choice.",
      },
      {
        heading: "Attar",
        description:
          "Alcohol-free perfume oils of rose, jasmine, khus and earthy mitti, sold by old perfumers in the Chowk area.",
      },
      {
        heading: "Zardozi work",
        description: "Gold and silver thread embroidery on bags, cushion covers and wedding wear.",
      },
    ],
    conclusion:
      "Two days cover Lucknow well: one for the imambaras, Rumi Darwaza and the Residency, and one for Hazratganj, the markets and an evening of kebabs in the old city. Hire a guide at the Bara Imambara, as the Bhul Bhulaiya is easy to get lost in.",
    latitude: 26.8467,
    longitude: 80.9462,
    categories: ["heritage-walk", "foodies"],
    rating: 4.4,
    trending: false,
    images: [
      {
        wikipedia: "Bara Imambara",
        alt: "The Bara Imambara in Lucknow, a large arched Nawabi building",
      },
    ],
  },
  places: [
    {
      slug: "bara-imambara",
      city: "lucknow",
      name: "Bara Imambara",
      description:
        "A vast hall of congregation built by Nawab Asaf-ud-Daula for the rites of Muharram, famous for its enormous vaulted central hall with no supporting beams. Above it lies the Bhul Bhulaiya, a maze of narrow passages and stairways.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "You enter through two grand gateways into a garden courtyard, with the imambara ahead and the Asfi Mosque to one side. Guides, who are strongly recommended, lead visitors through the maze to the rooftop terraces, and the same ticket usually covers the Shahi Baoli step-well.",
      moreAbout:
        "The central hall is among the largest arched halls in the world built without beams or girders. The Bhul Bhulaiya has hundreds of identical doorways and is said to carry a whisper clearly from one side of a gallery to the other.",
      history:
        "Asaf-ud-Daula began the building in 1784, the year of a severe famine, partly to give work to the people of the city. Tradition says ordinary labourers built by day while nobles, too proud to be seen working, were paid to dismantle part of it by night. The Nawab himself is buried here.",
      highlights:
        "The great vaulted hall, the Bhul Bhulaiya maze, the rooftop views of old Lucknow, the Asfi Mosque and the Shahi Baoli step-well.",
      timings:
        "Usually open daily from about 6:00 am to 5:00 pm; it may close for religious observances, especially during Muharram. Check before visiting.",
      entryFee:
        "A combined ticket covering the Bara Imambara, Bhul Bhulaiya, Shahi Baoli, Chota Imambara and the Picture Gallery costs about ₹50 for Indians and about ₹500 for foreign visitors; guide fees are extra. Check before visiting.",
      restrictedItems:
        "Shoes must be removed inside the imambara; dress modestly and cover your head where asked. Food, tobacco and drones are not allowed, and visitors may not enter the mosque during prayers.",
      latitude: 26.8692,
      longitude: 80.9125,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Bara Imambara",
          alt: "The arched facade of the Bara Imambara in Lucknow",
        },
      ],
    },
    {
      slug: "rumi-darwaza",
      city: "lucknow",
      name: "Rumi Darwaza",
      description:
        "A towering ceremonial gateway, about 18 metres high, that stands on the road beside the Bara Imambara. Its ornate, flower-like crown has become the emblem of Lucknow.",
      suggestedDuration: "30 minutes",
      whatToExpect:
        "Traffic still passes beneath the arch, so the best views are from the open ground on either side, especially in the early morning or when it is lit up in the evening. It is usually combined with the Bara Imambara next door.",
      moreAbout:
        "Its name links it to Rum, the old name for the lands of the Ottoman Empire, and it is often compared to the gates of Istanbul. The gateway is built of brick and coated in lime plaster rather than stone.",
      history:
        "Nawab Asaf-ud-Daula built the gateway in 1784, at the same time as the Bara Imambara, as part of his famine-relief building works. It once marked the entrance to the old city from the west.",
      highlights:
        "The flower-shaped crown and carved detail, the view towards the Bara Imambara, and the road leading on to the Husainabad Clock Tower.",
      timings: "Viewable at all hours from the surrounding roads.",
      entryFee: "Free.",
      restrictedItems:
        "No formal restrictions, but the gateway sits on a busy road: take care with traffic, and do not climb on the structure. Drones need permission.",
      latitude: 26.8695,
      longitude: 80.911,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Rumi Darwaza",
          alt: "The ornate Rumi Darwaza gateway in Lucknow",
        },
      ],
    },
    {
      slug: "chota-imambara",
      city: "lucknow",
      name: "Chota Imambara",
      description:
        "An elegant imambara in the Husainabad quarter, also called the Imambara Hussainabad Mubarak, known for its gilded dome, chandeliers and glittering interior. It lies about a kilometre west of the Bara Imambara.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A walled garden with a long water channel leads to the white main building, whose hall is crowded with chandeliers, coloured glass lamps and tazias used during Muharram. The interior is especially striking when lit for festivals.",
      moreAbout:
        "Copies of the Taj Mahal stand in the courtyard as the tombs of the Nawab's daughter and son-in-law, and Arabic calligraphy runs along the outer walls. The Husainabad Clock Tower and the Picture Gallery, with portraits of the Nawabs, are nearby.",
      history:
        "Nawab Muhammad Ali Shah built the imambara in 1838 as a congregation hall for Shia Muslims, and he and his mother are buried inside. Many of the chandeliers were brought from Belgium.",
      highlights:
        "The gilded dome, the chandelier-filled hall, the miniature Taj-style tombs, the calligraphy on the walls and the nearby Clock Tower and Picture Gallery.",
      timings:
        "Usually open daily from about 6:00 am to 5:00 pm; may close for religious observances. Check before visiting.",
      entryFee:
        "Covered by the combined ticket for the Bara Imambara group of monuments (about ₹50 for Indians, about ₹500 for foreign visitors). Check before visiting.",
      restrictedItems:
        "Shoes must be removed before entering the hall; dress modestly. Food, tobacco and drones are not allowed.",
      latitude: 26.8727,
      longitude: 80.9037,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Chota Imambara",
          alt: "The white Chota Imambara in Lucknow with its gilded dome",
        },
      ],
    },
    {
      slug: "lucknow-residency",
      city: "lucknow",
      name: "Lucknow Residency",
      description:
        "The shell-scarred ruins of the complex that housed the British Resident to the Nawab's court, now set in quiet lawns. It is remembered for the long siege it withstood during the uprising of 1857.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "Peaceful gardens dotted with ruined buildings still pitted by cannon fire, a cemetery, and a small museum with a model of the complex as it was in 1857. The grounds are popular for morning walks.",
      moreAbout:
        "The museum in the main Residency building traces the events of 1857 through paintings, photographs and weapons, and the basement rooms sheltered women and children during the siege. The cemetery beside the ruined church holds the graves of many who died during the siege.",
      history:
        "Building began around 1780 under Nawab Asaf-ud-Daula and was completed under Saadat Ali Khan around 1800. In 1857 British residents and loyal Indian soldiers were besieged here for months; Sir Henry Lawrence was killed early in the siege, and the garrison was finally evacuated in November 1857. The ruins were left as they stood and are now protected by the ASI.",
      highlights:
        "The battle-scarred Residency building and its museum, the banquet hall, the ruins of the church and the cemetery, and the gardens.",
      timings:
        "The grounds are open daily from sunrise to sunset; the museum keeps shorter hours and may close on Mondays. As published by ASI; check before visiting.",
      entryFee:
        "Indians about ₹25, foreign visitors about ₹300; children under 15 free. As published by ASI; check before visiting.",
      restrictedItems:
        "Food, tobacco and drones are not allowed; do not climb on the ruins. Photography may be restricted inside the museum.",
      latitude: 26.8601,
      longitude: 80.9262,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "The Residency, Lucknow",
          alt: "The ruined brick buildings of the Residency in Lucknow",
        },
      ],
    },
    {
      slug: "ambedkar-memorial-park",
      city: "lucknow",
      name: "Ambedkar Memorial Park",
      description:
        "A huge monumental park in Gomti Nagar dedicated to B. R. Ambedkar and other social reformers, built almost entirely of pink sandstone from Rajasthan. Its stupas, colonnades and rows of stone elephants are lit up after dark.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "Wide paved plazas with very little shade, so late afternoon and evening are the most comfortable times to visit. The central memorial has large bronze statues and murals on the lives of the reformers.",
      moreAbout:
        "The park is formally called Dr. Bhimrao Ambedkar Samajik Parivartan Prateek Sthal. Its scale and cost were debated when it was built, but it has since become a popular place for evening strolls and photographs.",
      history:
        "The park was built by the state government under Chief Minister Mayawati and inaugurated in 2008, with further sections added over the following years. It honours Ambedkar, the principal architect of the Indian Constitution, alongside reformers such as Jyotirao Phule and Kanshi Ram.",
      highlights:
        "The domed central memorial, the colonnades of stone elephants, the statues and murals of social reformers, and the illuminated plaza in the evening.",
      timings: "Usually open daily from late morning until about 9:00 pm; check before visiting.",
      entryFee: "About ₹10 to ₹20 per person; check before visiting.",
      restrictedItems:
        "Food, drinks, tobacco and large bags are generally not allowed; drones are prohibited. Do not climb on the statues.",
      latitude: 26.8526,
      longitude: 80.9791,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Ambedkar Memorial Park",
          alt: "Pink sandstone monuments of Ambedkar Memorial Park in Lucknow",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "hyatt-regency-lucknow",
      city: "lucknow",
      name: "Hyatt Regency Lucknow",
      about:
        "A large modern hotel of the Hyatt chain in Gomti Nagar, the newer business and residential district east of the city centre. It is popular for business travel and weddings and is a short drive from Ambedkar Memorial Park.",
      address: "Vibhuti Khand, Gomti Nagar, Lucknow, Uttar Pradesh 226010, India",
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
          "Specialty restaurant",
          "Bar",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Spa", "Outdoor swimming pool", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Lobby lounge", "Banquet halls", "Business centre"],
      },
      roomAmenities: {
        roomFeatures: [
          "City views",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
          "Work desk",
        ],
        bathroom: ["Shower", "Bathtub in some categories", "Hairdryer", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.5,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Ambedkar Memorial Park",
          alt: "Ambedkar Memorial Park in Gomti Nagar, the district where the hotel stands (the photo shows the park, not the hotel)",
        },
      ],
    },
    {
      slug: "clarks-avadh-lucknow",
      city: "lucknow",
      name: "Clarks Avadh",
      about:
        "A long-established hotel on Mahatma Gandhi Marg near the Gomti river, close to Hazratganj and the government quarter. Its upper floors look out over the river and the city.",
      address: "8 Mahatma Gandhi Marg, Lucknow, Uttar Pradesh 226001, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Restaurant serving Awadhi and other Indian dishes",
          "Coffee shop",
          "Bar",
          "In-room dining",
        ],
        healthAndWellness: ["Fitness centre (confirm with the hotel)"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "Safe at the front desk"],
        commonArea: ["Lobby", "Banquet and meeting rooms", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: ["City or river views", "Minibar", "Tea and coffee maker", "Flat-screen TV"],
        bathroom: ["Shower", "Hairdryer", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      rating: 4.1,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Hazratganj",
          alt: "Hazratganj, central Lucknow's shopping district near the hotel (the photo shows the area, not the hotel)",
        },
      ],
    },
  ],
};
