import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "amritsar",
    name: "Amritsar",
    state: "Punjab",
    description:
      "Amritsar, in the Majha region of Punjab close to the Pakistan border, is the spiritual centre of Sikhism and home to the Golden Temple. Beyond the temple, the old walled city holds the Jallianwala Bagh memorial, busy bazaars and some of the richest Punjabi food in the country.",
    bestTime:
      "October to March, when days are cool and clear; December and January nights are cold, with dense morning fog.",
    seasons: {
      peak: {
        start: "October",
        end: "March",
        description:
          "Crisp, sunny days are ideal for walking the old city and sitting by the temple's sacred pool; Diwali and the Guru Nanak Jayanti celebrations light up the Golden Temple in autumn.",
      },
      moderate: {
        start: "July",
        end: "September",
        description:
          "Monsoon showers bring the temperature down from its summer peak, though it stays humid; crowds are thinner except on festival days.",
      },
      off: {
        start: "April",
        end: "June",
        description:
          "Very hot, with afternoons often above 40°C; visit the temple early in the morning or late at night, when the marble is cool underfoot. Baisakhi in mid-April draws large crowds.",
      },
    },
    overview: {
      title: "Amritsar: the city around the pool of nectar",
      history:
        "The fourth Sikh Guru, Guru Ram Das, founded the settlement around 1577 and began digging the sacred pool, or sarovar, that gave the city its name. His son Guru Arjan built the Harmandir Sahib in the middle of the pool and installed the Adi Granth there in 1604. The temple was attacked and rebuilt several times in the 18th century, and Maharaja Ranjit Singh covered its upper storeys in gilded copper in the early 1800s, giving it the name Golden Temple. In April 1919 British troops fired on a peaceful crowd at Jallianwala Bagh, a turning point in the freedom movement, and in 1947 Partition left the city a few kilometres from the new border.",
      touristPlaces:
        "Golden Temple (Harmandir Sahib) and Akal Takht, Jallianwala Bagh, the Partition Museum, Gobindgarh Fort, Durgiana Temple, Maharaja Ranjit Singh's summer palace at Ram Bagh, and the evening flag ceremony at the Attari–Wagah border.",
      famousFor:
        "The Golden Temple and its free community kitchen, Jallianwala Bagh, the border ceremony, Amritsari kulcha, fish and lassi, and phulkari embroidery.",
      weather:
        "Semi-arid, continental climate: summers reach 40°C to 45°C in May and June, the monsoon brings rain from July to September, and winters are cold, with nights near freezing in January and thick fog.",
    },
    howToReach: {
      byAir:
        "Sri Guru Ram Dass Jee International Airport (ATQ) at Raja Sansi, about 11 km north-west of the city, has direct flights to Delhi, Mumbai and other Indian cities, as well as to the Gulf and some other international routes.",
      byRail:
        "Amritsar Junction (ASR) is well connected, with Shatabdi and Vande Bharat trains reaching New Delhi in about five and a half to six hours and regular services to Chandigarh, Jammu and Mumbai.",
      byRoad:
        "The city lies on the Grand Trunk Road (NH 3 towards Jalandhar and NH 44 beyond), about 450 km from Delhi and about 230 km from Chandigarh. Frequent state and private buses run from the Inter State Bus Terminal.",
      nearestAirport: "ATQ",
      nearestStation: "ASR",
    },
    foodToTry: [
      {
        name: "Amritsari kulcha",
        description:
          "A crisp, layered bread stuffed with spiced potato and baked in a clay tandoor, served with chickpea curry and a pat of butter.",
      },
      {
        name: "Amritsari fish",
        description:
          "Pieces of river fish coated in a gram-flour and carom-seed batter and deep-fried, best eaten hot in the evening.",
      },
      {
        name: "Langar at the Golden Temple",
        description:
          "A simple vegetarian meal of dal, roti and kheer served free to everyone who sits on the floor of the community kitchen.",
      },
      {
        name: "Lassi",
        description:
          "Thick sweet yoghurt drink served in tall steel glasses and often topped with a slab of malai.",
      },
      {
        name: "Pinni and phirni",
        description:
          "Winter sweets of roasted wheat flour, ghee and nuts, and a chilled ground-rice pudding set in clay bowls.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Phulkari",
        description:
          "Dupattas and shawls embroidered in bright silk floss, a Punjabi craft with a Geographical Indication tag; look in the bazaars near the temple.",
      },
      {
        heading: "Punjabi juttis",
        description:
          "Hand-stitched leather slippers, plain or embroidered with coloured thread, sold across the old city.",
      },
      {
        heading: "Papad and warian",
        description:
          "Spiced lentil wafers and sun-dried lentil dumplings from the old shops of the walled city, easy to pack.",
      },
      {
        heading: "Kadas and religious items",
        description:
          "Steel bangles, small kirpans, prayer books and pictures of the Gurus from the stalls around the temple complex.",
      },
    ],
    conclusion:
      "Plan two days: visit the Golden Temple at dawn and again at night, walk to Jallianwala Bagh and the Partition Museum, and leave an afternoon for the drive to the border ceremony. Eat at least one meal in the temple's langar hall; it is one of India's great experiences.",
    latitude: 31.634,
    longitude: 74.8723,
    categories: ["heritage-walk", "foodies"],
    rating: 4.7,
    trending: true,
    images: [
      {
        wikipedia: "Golden Temple",
        alt: "The gilded Golden Temple in Amritsar reflected in its sacred pool",
      },
    ],
  },
  places: [
    {
      slug: "golden-temple",
      city: "amritsar",
      name: "Golden Temple",
      description:
        "Sri Harmandir Sahib, the holiest gurdwara of Sikhism, stands in the middle of a sacred pool ringed by a white marble walkway. Its gilded upper storeys glow at sunrise and after dark, and its community kitchen serves free meals to tens of thousands of people every day.",
      suggestedDuration: "3 to 4 hours, ideally split between dawn and night",
      whatToExpect:
        "Visitors leave shoes at a free shoe counter, cover their heads, wash their feet and walk clockwise around the pool before queuing on the causeway to enter the sanctum. The queue can take one to two hours at weekends and on festival days; volunteers keep order and answer questions.",
      moreAbout:
        "Inside, the Guru Granth Sahib is read and hymns are sung continuously through the day. Facing the causeway stands the Akal Takht, the highest seat of Sikh temporal authority, and the langar hall nearby is run largely by volunteers, whom visitors are welcome to join in chopping, cooking or washing up.",
      history:
        "Guru Arjan designed the temple with entrances on all four sides, a sign that it was open to all, and installed the Adi Granth here in 1604. Afghan invaders destroyed it more than once in the 18th century, and it was rebuilt in the 1760s. Maharaja Ranjit Singh covered the upper floors in gilded copper in the early 19th century, and the complex was badly damaged during the army's Operation Blue Star in 1984 before being restored.",
      highlights:
        "The gilded sanctum on its pool, the hymns of the kirtan, the Akal Takht, the langar hall, the museum of Sikh history and the palki ceremony at night, when the holy book is carried to its resting place.",
      timings:
        "The complex is open at all hours. The sanctum opens in the early morning (around 3:00 am to 4:00 am) and closes late at night after the palki ceremony; timings shift slightly with the season, so check before visiting.",
      entryFee: "Free, as is the langar meal.",
      restrictedItems:
        "Heads must be covered (scarves are provided) and shoes and socks left at the shoe counter. Tobacco, alcohol and drugs are strictly forbidden; photography is not allowed inside the sanctum, and visitors should not sit with their feet pointing towards the shrine or dip their feet in the pool.",
      latitude: 31.62,
      longitude: 74.8765,
      rating: 4.9,
      trending: true,
      images: [
        {
          wikipedia: "Golden Temple",
          alt: "The Golden Temple in Amritsar, a gilded shrine standing in its sacred pool",
        },
      ],
    },
    {
      slug: "jallianwala-bagh",
      city: "amritsar",
      name: "Jallianwala Bagh",
      description:
        "A walled garden a few minutes' walk from the Golden Temple where British troops opened fire on an unarmed crowd on 13 April 1919. It is now a national memorial to those killed.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A narrow lane leads into the garden, where a tall flame-shaped memorial stands at the centre. Bullet marks are preserved in the surrounding walls, and galleries explain the events of the massacre and the freedom struggle.",
      moreAbout:
        "The Martyrs' Well, into which many people jumped to escape the firing, is preserved under a cover. The memorial was renovated and reopened in 2021 with new galleries and an evening light-and-sound show.",
      history:
        "On the festival day of Baisakhi in 1919, thousands had gathered in the garden, many of them unaware of a ban on public meetings. Brigadier-General Reginald Dyer blocked the only exit and ordered his troops to fire without warning; official figures gave 379 dead, while Indian estimates were far higher. The massacre turned many moderate Indians against British rule, and the memorial designed by Benjamin Polk was inaugurated in 1961.",
      highlights:
        "The central memorial, the bullet-marked walls, the Martyrs' Well, the narrow entrance lane and the galleries on the freedom movement.",
      timings:
        "Usually open daily from about 6:30 am to 7:30 pm, with a light-and-sound show after dark; check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Food, tobacco and drones are not allowed; visitors are asked to behave with respect at this memorial.",
      latitude: 31.6207,
      longitude: 74.8801,
      rating: 4.7,
      trending: false,
      images: [
        {
          wikipedia: "Jallianwala Bagh",
          alt: "The memorial at Jallianwala Bagh in Amritsar",
        },
      ],
    },
    {
      slug: "attari-wagah-border-ceremony",
      city: "amritsar",
      name: "Attari-Wagah Border Ceremony",
      description:
        "The daily flag-lowering ceremony performed by India's Border Security Force and the Pakistan Rangers at the only road crossing between Amritsar and Lahore. Crowds on both sides cheer the high-kicking, stamping drill that ends with the flags coming down together at sunset.",
      suggestedDuration: "Half a day including the drive",
      whatToExpect:
        "The border is about 30 km west of Amritsar, usually reached by taxi or shared jeep. After a walk and security checks, spectators fill stands beside the gates; arrive about two hours early for a good seat, as the stands fill quickly in the peak season.",
      moreAbout:
        "Patriotic music and dancing warm up the crowd before the parade begins. A separate enclosure is usually reserved for foreign passport holders, and the atmosphere is loud and festive rather than solemn.",
      history:
        "The ceremony has been held jointly by the two countries since 1959. The crossing lies on the Grand Trunk Road between Attari in India and Wagah in Pakistan and was long the only road link between the two countries. Public attendance has occasionally been suspended at times of tension.",
      highlights:
        "The synchronised lowering of the flags, the high-kicking drill of the BSF guards, the crowd's chants and the view across the gates into Pakistan.",
      timings:
        "Held daily before sunset, starting roughly at 4:15 pm in winter and 5:15 pm in summer; check the current time and whether public entry is open before setting out.",
      entryFee: "Free.",
      restrictedItems:
        "Bags, food and lighters are generally not allowed, and there is little safe storage, so carry only a phone, wallet and ID (passport for foreign visitors). Drones are prohibited.",
      latitude: 31.6047,
      longitude: 74.5733,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Wagah-Attari border ceremony",
          alt: "Guards and spectators at the flag-lowering ceremony on the Attari–Wagah border",
        },
      ],
    },
    {
      slug: "durgiana-temple",
      city: "amritsar",
      name: "Durgiana Temple",
      description:
        "A major Hindu temple in the heart of Amritsar, built in the middle of a sacred tank in a style that echoes the Golden Temple. It is also known as the Lakshmi Narayan Temple and is dedicated to Durga, Lakshmi and Vishnu.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A causeway leads across the tank to the silver-doored main shrine with its gilded domes. The temple is busiest in the evenings and during Navratri, Dussehra and Diwali.",
      moreAbout:
        "The carved silver doors of the sanctum give it the nickname Silver Temple. Smaller shrines around the tank include one associated in local tradition with Hanuman and the story of the Ramayana.",
      history:
        "The site is old, but the present temple was built in the 1920s under the guidance of Guru Harsai Mal Kapoor. Its architecture deliberately follows the plan of the Harmandir Sahib, with a shrine set in a pool.",
      highlights:
        "The shrine in its tank, the carved silver doors, the gilded domes, the evening aarti and the festival illuminations.",
      timings:
        "Open daily from early morning (about 5:00 am) to late evening (about 10:00 pm), with a break in the afternoon on some days; check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Shoes must be left at the entrance; leather goods, tobacco and photography inside the sanctum are not allowed. Dress modestly.",
      latitude: 31.631,
      longitude: 74.8686,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Durgiana Temple",
          alt: "The Durgiana Temple in Amritsar standing in its sacred tank",
        },
      ],
    },
    {
      slug: "gobindgarh-fort",
      city: "amritsar",
      name: "Gobindgarh Fort",
      description:
        "An 18th-century brick fort in the centre of Amritsar, strengthened by Maharaja Ranjit Singh and held by the army until 2006. It now opens to the public as a heritage complex with museums, live performances and evening shows.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "Inside the ramparts are galleries on Punjab's history, the Toshakhana (the old treasury), craft and food stalls, and folk dance and martial arts performances. The fort is most lively in the evening, when the light-and-sound show runs.",
      moreAbout:
        "The Toshakhana is said to have held the Koh-i-Noor diamond for a time in Ranjit Singh's reign. After the Sikh Empire fell, the British used the fort as a garrison, and later it served the Indian Army.",
      history:
        "The Bhangi misl built the first fort here in the 1760s. Ranjit Singh took it in 1805, rebuilt it with stronger walls and bastions and named it after Guru Gobind Singh. The fort was handed over to the Punjab government in 2006 and opened to visitors in 2017.",
      highlights:
        "The ramparts and moat, the Toshakhana, the history galleries, the live folk performances and the evening light-and-sound show.",
      timings:
        "Usually open daily from late morning until about 10:00 pm, with shows in the evening; check before visiting.",
      entryFee:
        "Tickets are charged for entry and separately for some shows; expect a few hundred rupees for a combined ticket. Check current prices before visiting.",
      restrictedItems:
        "Outside food, tobacco and drones are not allowed; do not climb on the ramparts.",
      latitude: 31.6289,
      longitude: 74.8638,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Gobindgarh Fort",
          alt: "The brick ramparts and gateway of Gobindgarh Fort in Amritsar",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "taj-swarna-amritsar",
      city: "amritsar",
      name: "Taj Swarna, Amritsar",
      about:
        "A modern luxury hotel of the Taj (IHCL) group on the Outer Circular Road, a short drive from the Golden Temple and the old city. Its design takes inspiration from the city's Sikh heritage and the golden colour of the temple.",
      address: "Plot No. C-3, Outer Circular Road, Basant Avenue, Amritsar, Punjab 143001, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "All-day restaurant serving Punjabi, Indian and international dishes",
          "Bar",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Spa", "Swimming pool", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Lobby lounge", "Banquet halls", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: ["City views", "Minibar", "Tea and coffee maker", "Flat-screen TV"],
        bathroom: [
          "Shower",
          "Bathtub in some categories",
          "Bathrobes",
          "Hairdryer",
          "Complimentary toiletries",
        ],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "The lanes around the Golden Temple are closed to cars; the hotel can arrange a drop at the nearest point.",
        ],
      },
      rating: 4.7,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Golden Temple",
          alt: "The Golden Temple, a short drive from the hotel (the photo shows the temple, not the hotel)",
        },
      ],
    },
    {
      slug: "hyatt-regency-amritsar",
      city: "amritsar",
      name: "Hyatt Regency Amritsar",
      about:
        "A large modern hotel of the Hyatt chain on the Grand Trunk Road, next to a shopping mall on the eastern side of the city. It is a convenient base for the Golden Temple, about 5 km away, and for the drive to the Attari border.",
      address: "G.T. Road, next to Alpha One Mall, Amritsar, Punjab 143001, India",
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
          "In-room dining",
        ],
        healthAndWellness: ["Spa", "Swimming pool", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Lobby lounge", "Banquet and meeting rooms", "Business centre"],
      },
      roomAmenities: {
        roomFeatures: ["City views", "Minibar", "Tea and coffee maker", "Flat-screen TV"],
        bathroom: ["Shower", "Hairdryer", "Complimentary toiletries"],
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
          wikipedia: "Golden Temple",
          alt: "The Golden Temple, about 5 km from the hotel (the photo shows the temple, not the hotel)",
        },
      ],
    },
  ],
};
