import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";

export const destination: Destination = {
  city: {
    slug: "kolkata",
    name: "Kolkata",
    state: "West Bengal",
    description:
      "Kolkata, the former Calcutta, spreads along the east bank of the Hooghly River and was the capital of British India until 1911. Today it is the cultural capital of eastern India, known for its grand colonial buildings, bookshops and coffee-house debates, its theatre and cinema, and one of the country's most loved food traditions.",
    bestTime:
      "October to February, when the air is cool and dry; Durga Puja in September or October is the city's biggest festival.",
    seasons: {
      peak: {
        start: "October",
        end: "February",
        description:
          "Mild, sunny days and cool evenings make walking tours comfortable, and the season opens with Durga Puja and runs through Christmas on Park Street and the book fair in January or February.",
      },
      moderate: {
        start: "March",
        end: "May",
        description:
          "Days grow hot and sticky, with sudden evening thunderstorms (kalbaishakhi) in April and May; the Bengali New Year in mid-April and the mango season are compensations.",
      },
      off: {
        start: "June",
        end: "September",
        description:
          "Heavy monsoon rain can flood streets and slow traffic, so plan indoor sights such as museums; hotel rates are at their lowest.",
      },
    },
    overview: {
      title: "Kolkata: the city of joy on the Hooghly",
      history:
        "In 1690 Job Charnock of the East India Company set up a trading post among the villages of Sutanuti, Gobindapur and Kalikata, and the Company soon fortified it as Fort William. After Siraj ud-Daulah, Nawab of Bengal, captured the settlement in 1756, Robert Clive's victory at Plassey the next year gave the British control of Bengal, and Calcutta became the capital of British India. The 19th century brought the Bengal Renaissance of reformers, writers and scientists such as Raja Ram Mohan Roy, Ishwar Chandra Vidyasagar and Rabindranath Tagore. The capital moved to Delhi in 1911, and partition in 1947 brought waves of refugees from East Bengal. The city's name was officially changed to Kolkata in 2001.",
      touristPlaces:
        "Victoria Memorial, Howrah Bridge and the river ghats, the Indian Museum, Dakshineswar Kali Temple, Belur Math, Kalighat Kali Temple, Park Street, College Street's book market, St. Paul's Cathedral and the idol-makers' quarter of Kumartuli.",
      famousFor:
        "Durga Puja (on UNESCO's intangible heritage list since 2021), Rabindranath Tagore and Bengali literature, Satyajit Ray's films, sweets such as rosogolla and sandesh, trams and yellow taxis, and a passion for football.",
      weather:
        "Tropical wet-and-dry climate: hot, humid summers around 35–38°C in April and May, a rainy monsoon from June to September, and pleasant winters with days near 25°C and nights around 12–15°C in December and January.",
    },
    howToReach: {
      byAir:
        "Netaji Subhas Chandra Bose International Airport (CCU) at Dum Dum is about 15 km north-east of the city centre, with domestic flights across India and international links to South-East Asia and the Gulf. The drive to Park Street or Esplanade takes 45 minutes to over an hour depending on traffic.",
      byRail:
        "Howrah Junction (HWH), across the river from the city centre, is one of India's busiest stations, with Rajdhani and Vande Bharat trains to many cities; Sealdah (SDAH) serves north-eastern routes and suburbs, and Kolkata station (KOAA) at Chitpur handles some long-distance trains. The Rajdhani from New Delhi takes about 17 to 19 hours.",
      byRoad:
        "National Highway 19 (the old Grand Trunk Road, via the Durgapur Expressway) links Kolkata with Dhanbad, Varanasi and Delhi, and NH 16 runs south to Bhubaneswar, about 440 km away. State and private buses leave from Esplanade and other terminals for Digha, Siliguri and towns across Bengal.",
      nearestAirport: "CCU",
      nearestStation: "HWH",
    },
    foodToTry: [
      {
        name: "Kosha mangsho",
        description:
          "Mutton slow-cooked with onions and spices until the gravy turns dark and clings to the meat, best eaten with luchi or rice.",
      },
      {
        name: "Shorshe ilish",
        description:
          "Hilsa fish steamed or simmered in a sharp mustard paste; the fish is at its best during the monsoon.",
      },
      {
        name: "Kathi roll",
        description:
          "A flaky paratha wrapped around skewered kebabs, egg, onions and chilli; the snack was born in Kolkata and is sold all over the city.",
      },
      {
        name: "Phuchka",
        description:
          "The city's version of pani puri, filled with spiced mashed potato and tamarind water, and sharper than most.",
      },
      {
        name: "Rosogolla, sandesh and mishti doi",
        description:
          "Syrupy cottage-cheese balls, delicate pressed chhena sweets and sweetened baked yoghurt; in winter look for versions made with nolen gur (date-palm jaggery).",
      },
    ],
    thingsToBuy: [
      {
        heading: "Bengal handloom sarees",
        description:
          "Light cotton taant, Dhaniakhali and Shantipur weaves, and silk Baluchari sarees with woven story panels.",
      },
      {
        heading: "Kantha embroidery",
        description:
          "Running-stitch embroidery on stoles, sarees, quilts and cushion covers, made by women's collectives across Bengal.",
      },
      {
        heading: "Books from College Street",
        description:
          "Stalls and shops along College Street sell new, second-hand and rare books in Bengali and English; bargaining is normal.",
      },
      {
        heading: "Terracotta and dokra crafts",
        description:
          "Terracotta horses from Bankura and lost-wax dokra metal figures are sold at state emporiums and craft fairs.",
      },
    ],
    conclusion:
      "Give Kolkata at least two or three days: a morning at the Victoria Memorial and the Maidan, an evening by the river near Howrah Bridge, a walk through North Kolkata's old lanes and plenty of time to eat. Winter is the most comfortable season, and the days of Durga Puja are unforgettable if you can handle the crowds.",
    latitude: 22.5726,
    longitude: 88.3639,
    categories: ["heritage-walk", "foodies"],
    rating: 4.6,
    trending: true,
    images: [
      {
        wikipedia: "Victoria Memorial, Kolkata",
        alt: "The white marble Victoria Memorial in Kolkata, with its central dome, seen across its gardens",
      },
      {
        wikipedia: "Howrah Bridge",
        alt: "The steel cantilever Howrah Bridge spanning the Hooghly River in Kolkata",
      },
    ],
  },
  places: [
    {
      slug: "victoria-memorial-kolkata",
      city: "kolkata",
      name: "Victoria Memorial",
      description:
        "A large white marble memorial to Queen Victoria set in landscaped gardens at the southern end of the Maidan. It is now a museum of the city's history and of the British period in India, and the best-known landmark in Kolkata.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "You walk up through formal gardens with ponds and statues to the main building, where galleries display paintings, sculptures, weapons, manuscripts and a gallery on the history of Calcutta. The gardens are popular with families and walkers in the early morning and late afternoon.",
      moreAbout:
        "The building mixes European classical design with Mughal elements such as domes and chhatris, and is crowned by a bronze figure of Victory. The collection includes many paintings by Thomas and William Daniell, who toured India in the late 18th century.",
      history:
        "Lord Curzon, the Viceroy, proposed the memorial after Queen Victoria's death in 1901, and funds were raised largely from Indian princes and the public. The architect was Sir William Emerson, and the foundation stone was laid in 1906 by the Prince of Wales, later King George V. Built of white Makrana marble from Rajasthan, it opened to the public in 1921, ten years after the capital had moved to Delhi.",
      highlights:
        "The central hall under the great dome, the Calcutta gallery, the collection of Daniell paintings, the bronze Angel of Victory on the dome, and the gardens at sunset.",
      timings:
        "Galleries are generally open Tuesday to Sunday from 10:00 am to 5:00 pm (last tickets about 30 minutes earlier) and closed on Mondays and national holidays; the gardens open earlier in the morning. Check before visiting.",
      entryFee:
        "About ₹50 for Indian visitors and ₹500 for foreign visitors for the museum and gardens; garden-only tickets cost less. Check before visiting.",
      restrictedItems:
        "Photography is not allowed inside the galleries. Food, drones, pets and large bags are not allowed; bags may have to be deposited at the cloakroom.",
      latitude: 22.5448,
      longitude: 88.3426,
      rating: 4.7,
      trending: true,
      images: [
        {
          wikipedia: "Victoria Memorial, Kolkata",
          alt: "The Victoria Memorial's white marble facade and dome in Kolkata",
        },
      ],
    },
    {
      slug: "howrah-bridge",
      city: "kolkata",
      name: "Howrah Bridge",
      description:
        "A giant steel cantilever bridge across the Hooghly linking Kolkata with Howrah and its railway station. Officially named Rabindra Setu, it carries a constant stream of vehicles and pedestrians and is the symbol of the city.",
      suggestedDuration: "1 to 2 hours",
      whatToExpect:
        "Most visitors walk part of the way across on the footpaths or look at the bridge from the ghats and ferries below. Early morning is the best time, when the flower market at Mullick Ghat near the Kolkata end is at its busiest.",
      moreAbout:
        "The bridge has no piers in the river: two massive towers support the cantilevered span, so ships could pass beneath. A short ferry ride across the river gives one of the best views of the structure.",
      history:
        "A floating pontoon bridge served the crossing from the 1870s until the present bridge replaced it. Built by Braithwaite, Burn & Jessop Construction Company using high-tensile steel largely supplied by Tata Steel, the bridge was opened to traffic in 1943, during the Second World War. It was renamed Rabindra Setu after Rabindranath Tagore in 1965.",
      highlights:
        "The walk across the deck, the view from a river ferry, Mullick Ghat flower market at dawn, and the bridge lit up at night.",
      timings: "Open at all hours; the flower market below is busiest from early morning.",
      entryFee: "Free to walk across; river ferries charge a few rupees.",
      restrictedItems:
        "Drones are not allowed, and police have at times restricted photography and stopping on the bridge deck; keep to the footpaths.",
      latitude: 22.5851,
      longitude: 88.3468,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Howrah Bridge",
          alt: "Howrah Bridge's steel towers and cantilever span over the Hooghly River",
        },
      ],
    },
    {
      slug: "dakshineswar-kali-temple",
      city: "kolkata",
      name: "Dakshineswar Kali Temple",
      description:
        "A 19th-century riverside temple complex dedicated to the goddess Bhavatarini, a form of Kali, on the east bank of the Hooghly in the north of the city. It is closely linked with the mystic Sri Ramakrishna, who served here as a priest.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "Expect queues for darshan, especially on weekends and Tuesdays, and a busy courtyard with twelve smaller Shiva temples lining the river. Many visitors combine it with a ferry across the river to Belur Math.",
      moreAbout:
        "The main temple is built in the Bengali navaratna style, with nine spires over a raised platform. Ramakrishna's room in the complex is kept as a shrine, and the riverside ghat is a pleasant place to sit.",
      history:
        "Rani Rashmoni, a wealthy widow of a Kolkata zamindar family, founded the temple after, according to tradition, the goddess appeared to her in a dream. It was completed and consecrated in 1855. Ramakrishna Paramahamsa lived and taught here for much of his life, and his disciple Swami Vivekananda visited him here.",
      highlights:
        "The nine-spired main temple, the row of twelve Shiva temples, the Radha-Krishna temple, Ramakrishna's room and the Panchavati grove.",
      timings:
        "Open daily, roughly 6:00 am to 12:30 pm and 3:00 pm to 8:30 pm; hours shift slightly with the season. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Photography is not allowed inside the temple compound, and phones and cameras may have to be deposited at the counters outside. Shoes must be left at the shoe stand; dress modestly.",
      latitude: 22.6548,
      longitude: 88.3575,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Dakshineswar Kali Temple",
          alt: "The nine-spired main shrine of the Dakshineswar Kali Temple beside the Hooghly",
        },
      ],
    },
    {
      slug: "belur-math",
      city: "kolkata",
      name: "Belur Math",
      description:
        "The headquarters of the Ramakrishna Math and Ramakrishna Mission, set in spacious riverside grounds on the west bank of the Hooghly. Its main temple blends Hindu, Islamic, Buddhist and Christian architectural forms to express the idea of the unity of faiths.",
      suggestedDuration: "1.5 to 2 hours",
      whatToExpect:
        "A calm, well-kept campus where silence is requested inside the temples. Visitors can attend the evening arati, see the rooms used by Swami Vivekananda and visit the museum on the life of Ramakrishna and his disciples.",
      moreAbout:
        "The grounds also hold shrines to Sarada Devi and Swami Vivekananda and a riverside ghat facing Dakshineswar. Ferries link the two sites, which makes a good half-day outing.",
      history:
        "Swami Vivekananda bought the land in 1898, soon after returning from his travels in the West, and established the monastery here. He died at Belur Math in 1902. The main temple of Sri Ramakrishna, whose design was shaped by Vivekananda's ideas, was dedicated in 1938.",
      highlights:
        "The Sri Ramakrishna temple, the Swami Vivekananda temple and his room, the Holy Mother's temple, the museum and the evening arati.",
      timings:
        "Open daily in two sessions, roughly 6:00 am to 11:30 am and from about 3:30 or 4:00 pm until after the evening arati; hours vary with the season. Check before visiting.",
      entryFee: "Free; the museum has a small ticket.",
      restrictedItems:
        "Photography is not allowed inside the temples, and phones should be switched off. No food or smoking on the grounds; shoes are left at the counter.",
      latitude: 22.6323,
      longitude: 88.3565,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Belur Math",
          alt: "The main temple of Belur Math on the banks of the Hooghly",
        },
      ],
    },
    {
      slug: "indian-museum-kolkata",
      city: "kolkata",
      name: "Indian Museum",
      description:
        "The oldest and one of the largest museums in India, housed in a 19th-century building on Chowringhee. Its collections range from fossils and meteorites to Buddhist sculpture, Mughal paintings and an Egyptian mummy.",
      suggestedDuration: "2 to 3 hours",
      whatToExpect:
        "Galleries open off a central courtyard across two floors; some are old-fashioned in display, but the archaeology and art sections are outstanding. Allow time for the Bharhut gallery, which is easy to miss.",
      moreAbout:
        "The museum holds carved railings and a gateway from the Buddhist stupa at Bharhut, Gandhara sculptures, coins, textiles and natural-history galleries. It stands a short walk from Park Street and the New Market.",
      history:
        "The Asiatic Society founded the museum in 1814, making it the earliest museum in the country. The collection moved into the present building, designed by Walter Granville, in 1878. It is now run by the Government of India's Ministry of Culture.",
      highlights:
        "The Bharhut stupa railings and gateway, Gandhara Buddhist sculptures, the Egyptian mummy, the meteorite and fossil galleries, and the coin collection.",
      timings:
        "Tuesday to Sunday, about 10:00 am to 5:00 pm (often later in summer); closed on Mondays and national holidays. Check before visiting.",
      entryFee:
        "About ₹50 for Indian visitors and ₹500 for foreign visitors; children may pay less. Check before visiting.",
      restrictedItems:
        "Large bags must be deposited; flash photography and touching exhibits are not allowed, and camera use may need a separate ticket.",
      latitude: 22.5579,
      longitude: 88.3511,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Indian Museum",
          alt: "The Indian Museum's colonnaded building on Chowringhee in Kolkata",
        },
      ],
    },
    {
      slug: "kalighat-kali-temple",
      city: "kolkata",
      name: "Kalighat Kali Temple",
      description:
        "One of the most important Kali temples in India and counted among the Shakti Peethas, in the south Kolkata neighbourhood that gave the city its name. It is always busy with pilgrims, flower sellers and priests.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "Crowds, narrow lanes lined with stalls and a short, intense darshan of the black stone image of Kali with her long golden tongue. Priests often offer to guide visitors for a fee; agree on any payment beforehand or politely decline.",
      moreAbout:
        "The temple stands by the Adi Ganga, an old channel of the river. The bazaar around it gave its name to Kalighat painting, a bold 19th-century style of watercolours sold to pilgrims, now prized by museums.",
      history:
        "A shrine has stood here for centuries and is mentioned in older Bengali texts. The present temple was built in 1809 with the patronage of the Sabarna Roy Choudhury family. According to tradition, a toe of the goddess Sati fell here, making it one of the 51 Shakti Peethas.",
      highlights:
        "The main shrine in the Bengali aat-chala style, the image of Kali, the Adi Ganga ghat, and the stalls selling flowers, sweets and religious goods.",
      timings:
        "Open daily, roughly 5:00 am to 2:00 pm and 5:00 pm to 10:30 pm, with short closures for rituals. Check before visiting.",
      entryFee: "Free; offerings are voluntary.",
      restrictedItems:
        "Photography is not allowed inside the temple. Shoes must be left outside, leather goods are best left behind, and modest dress is expected.",
      latitude: 22.5205,
      longitude: 88.3426,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Kalighat Kali Temple",
          alt: "The Kalighat Kali Temple in south Kolkata",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "taj-bengal-kolkata",
      city: "kolkata",
      name: "Taj Bengal",
      about:
        "A large luxury hotel of the Taj group in the leafy Alipore district of south Kolkata, opened in 1989. Its atrium lobby is decorated with Bengali art and antiques, and it is known for its restaurants.",
      address: "34B Belvedere Road, Alipore, Kolkata, West Bengal 700027, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Several restaurants serving Indian, Asian and international cuisine",
          "All-day dining restaurant",
          "Bar",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Spa", "Outdoor swimming pool", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Atrium lobby", "Business centre", "Banquet and meeting rooms"],
      },
      roomAmenities: {
        roomFeatures: ["Flat-screen TV", "Minibar", "Tea and coffee maker", "Work desk"],
        bathroom: ["Bathtub or shower", "Bathrobes and slippers", "Hairdryer", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      latitude: 22.537,
      longitude: 88.3332,
      rating: 4.7,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Victoria Memorial, Kolkata",
          alt: "The Victoria Memorial, a short drive north of the hotel (the photo shows the memorial, not the hotel)",
        },
      ],
    },
    {
      slug: "the-oberoi-grand-kolkata",
      city: "kolkata",
      name: "The Oberoi Grand",
      about:
        "A historic luxury hotel behind a long colonnaded facade on Chowringhee (Jawaharlal Nehru Road), in business since the late 19th century and run by The Oberoi Group since the 1930s. Rooms look onto a palm-shaded courtyard with a swimming pool, or onto the street.",
      address: "15 Jawaharlal Nehru Road, Kolkata, West Bengal 700013, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Laundry service",
          "Concierge",
        ],
        foodAndDrinks: [
          "Restaurants serving Indian and Thai cuisine",
          "All-day dining restaurant",
          "Bar",
          "Pastry shop",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Spa", "Outdoor swimming pool", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Courtyard garden", "Lobby lounge", "Banquet rooms"],
      },
      roomAmenities: {
        roomFeatures: ["Flat-screen TV", "Minibar", "Tea and coffee maker", "Work desk"],
        bathroom: ["Bathtub or shower", "Bathrobes and slippers", "Hairdryer", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [...standardHotelRules],
      },
      latitude: 22.5613,
      longitude: 88.3515,
      rating: 4.7,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Indian Museum",
          alt: "The Indian Museum, a short walk along Chowringhee from the hotel (the photo shows the museum, not the hotel)",
        },
      ],
    },
    {
      slug: "the-park-kolkata",
      city: "kolkata",
      name: "The Park Kolkata",
      about:
        "The original hotel of the Apeejay Surrendra group's The Park chain, on Park Street since 1967. It is known for its bold contemporary design and its nightlife, and sits among the street's well-known restaurants and cafés.",
      address: "17 Park Street, Kolkata, West Bengal 700016, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Laundry service",
          "Valet parking",
        ],
        foodAndDrinks: [
          "All-day restaurant serving Indian and continental dishes",
          "Bars and lounges",
          "24-hour in-room dining",
        ],
        healthAndWellness: ["Swimming pool", "Spa", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Lobby lounge", "Meeting rooms"],
      },
      roomAmenities: {
        roomFeatures: ["Flat-screen TV", "Minibar", "Tea and coffee maker", "Work desk"],
        bathroom: ["Shower", "Hairdryer", "Toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Entry to the hotel's bars and clubs may have an age limit and dress code.",
        ],
      },
      rating: 4.3,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Victoria Memorial, Kolkata",
          alt: "The Victoria Memorial, about 2 km from Park Street (the photo shows the memorial, not the hotel)",
        },
      ],
    },
  ],
};
