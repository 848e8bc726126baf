import type { Destination } from "../../schema.ts";
import { standardHotelRules } from "../hotel-rules.ts";
import { credits, photo } from "../images.ts";

export const destination: Destination = {
  city: {
    slug: "goa",
    name: "Goa",
    state: "Goa",
    description:
      "Goa, India's smallest state, runs for about 100 km along the Konkan coast with a string of sandy beaches, river estuaries and green hills behind. More than four centuries of Portuguese rule left whitewashed churches, forts and colourful Latin quarters, centred on the capital Panaji and the World Heritage churches of Old Goa.",
    bestTime:
      "November to February, when the sea is calm, the skies are clear and the beach shacks are open.",
    seasons: {
      peak: {
        start: "November",
        end: "February",
        description:
          "Sunny days around 30°C, calm seas and cool evenings bring the biggest crowds, especially over Christmas and New Year, when room rates are at their highest and booking early is essential.",
      },
      moderate: {
        start: "March",
        end: "May",
        description:
          "It turns hot and humid, with temperatures in the low to mid 30s, but the beaches are quieter and prices lower; most shacks close by late May before the rains.",
      },
      off: {
        start: "June",
        end: "October",
        description:
          "The monsoon brings very heavy rain from June to September and rough seas make swimming unsafe, but the countryside and waterfalls are at their greenest and hotels offer deep discounts; October is a warm, drying-out month as the season restarts.",
      },
    },
    overview: {
      title: "Goa: beaches, baroque churches and a Konkan soul",
      history:
        "Before the Portuguese, Goa was ruled in turn by the Kadambas, the Vijayanagara empire, the Bahmani sultans and the Adil Shahis of Bijapur. Afonso de Albuquerque captured the city of Goa in 1510, and Old Goa grew into the splendid capital of Portuguese Asia, with churches and convents to rival Lisbon. Epidemics later emptied Old Goa, and the capital moved to Panaji (Panjim), officially in 1843. Indian forces ended Portuguese rule in December 1961, and Goa became a union territory with Daman and Diu. It became a separate state in 1987.",
      touristPlaces:
        "Basilica of Bom Jesus and Se Cathedral in Old Goa, Fort Aguada, Chapora Fort, Calangute, Baga, Anjuna and Palolem beaches, the Fontainhas Latin quarter in Panaji and Dudhsagar Falls.",
      famousFor:
        "Beaches and beach shacks, Portuguese-era churches and forts, Goan fish curry and vindaloo, cashew feni, Carnival, and a relaxed pace of life known locally as 'susegad'.",
      weather:
        "Tropical monsoon climate: winter days are about 30°C with nights near 20°C, April and May are humid and in the low to mid 30s, and the June–September monsoon is very wet, with around 3,000 mm of rain.",
    },
    howToReach: {
      byAir:
        "Goa has two airports: Dabolim (GOI) near Vasco da Gama, about 28 km from Panaji, and the newer Manohar International Airport (GOX) at Mopa in the north, about 40 km from Panaji. Both have domestic flights from most large Indian cities and some international services.",
      byRail:
        "Goa is on the Konkan Railway. Karmali (KRMI), about 12 km from Panaji and close to Old Goa, is the nearest station to the capital; Madgaon (MAO) in the south is the main junction, and Thivim serves the northern beaches. Trains from Mumbai, including a Vande Bharat service, take about 8 to 12 hours.",
      byRoad:
        "The coastal NH66 runs through Goa from Maharashtra to Karnataka; Mumbai is about 590 km (10 to 12 hours) and Bengaluru about 560 km by road. Kadamba Transport and private operators run buses from Panaji's Kadamba bus stand and Mapusa and Margao to cities across the region.",
      nearestAirport: "GOI",
      nearestStation: "KRMI",
    },
    foodToTry: [
      {
        name: "Goan fish curry and rice",
        description:
          "The everyday meal of Goa: fish simmered in a tangy coconut gravy with kokum or tamarind, served with red rice and fried fish on the side.",
      },
      {
        name: "Vindaloo",
        description:
          "A fiery, vinegar-sharp curry, usually of pork, that grew out of Portuguese garlic-and-wine marinades and local chillies.",
      },
      {
        name: "Xacuti",
        description:
          "Chicken or mutton in a thick gravy of roasted coconut and a long list of toasted spices, including poppy seeds and star anise.",
      },
      {
        name: "Prawn balchão",
        description:
          "A spicy, sweet-sour pickle-like dish of prawns cooked in a chilli and vinegar paste, often eaten with bread or rice.",
      },
      {
        name: "Bebinca",
        description:
          "A rich layered dessert of coconut milk, eggs, sugar and ghee, baked one thin layer at a time; a Christmas favourite.",
      },
    ],
    thingsToBuy: [
      {
        heading: "Cashew nuts",
        description:
          "Goa is famous for its cashews, sold roasted, salted or spiced in shops across the state.",
      },
      {
        heading: "Feni",
        description:
          "The local spirit distilled from cashew apples or coconut sap; buy sealed bottles from licensed shops and check the rules on carrying alcohol into other states.",
      },
      {
        heading: "Azulejo tiles and pottery",
        description:
          "Hand-painted blue-and-white tiles in the Portuguese style, and terracotta from local potters, are sold in Panaji studios and craft shops.",
      },
      {
        heading: "Spices, chouriço and kokum",
        description:
          "Goan sausage, recheado masala, kokum and spice mixes are sold at the Mapusa Friday market and Panaji market.",
      },
      {
        heading: "Flea market finds",
        description:
          "The Anjuna Wednesday flea market and the Saturday night markets in the north sell clothes, jewellery and souvenirs in season.",
      },
    ],
    conclusion:
      "Combine a few beach days with time for Goa's heritage: a morning at the churches of Old Goa, an evening walk in Fontainhas and a sunset at one of the forts. North Goa is lively and busy, while the south is quieter and better for a slow stay.",
    latitude: 15.4909,
    longitude: 73.8278,
    categories: ["beach-retreat", "honeymoon-hotspots", "romantic-vacation", "heritage-walk"],
    rating: 4.7,
    trending: true,
    images: [
      photo(credits.bomJesus, "The laterite façade of the Basilica of Bom Jesus in Old Goa"),
      {
        wikipedia: "Fort Aguada",
        alt: "The laterite walls and lighthouse of Fort Aguada above the sea",
      },
    ],
  },
  places: [
    {
      slug: "basilica-of-bom-jesus",
      city: "goa",
      name: "Basilica of Bom Jesus",
      description:
        "A Jesuit church in Old Goa that holds the remains of St Francis Xavier, about 10 km east of Panaji. It is part of the UNESCO World Heritage Site of the Churches and Convents of Goa.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A working church with a plain interior and a richly gilded main altar; the saint's silver casket lies in a side chapel on the right. Mass is held regularly, and the church is crowded on Sundays and around the saint's feast on 3 December.",
      moreAbout:
        "The three-storey façade of red laterite, left unplastered, is a fine example of baroque architecture in India. An art gallery and the old Jesuit house adjoin the church, and the great churches of Old Goa are all within walking distance.",
      history:
        "The basilica was consecrated in 1605. St Francis Xavier died in 1552 on an island off the coast of China, and his body was brought to Goa in 1554 and moved to this church in 1624. His marble tomb, with a silver casket, was a gift from Cosimo III de' Medici, Grand Duke of Tuscany, completed by Florentine craftsmen in the 1690s.",
      highlights:
        "The laterite façade, the gilded main altar, the tomb and silver casket of St Francis Xavier, paintings of the saint's life and the neighbouring churches of Old Goa.",
      timings:
        "Open daily, roughly 9:00 am to 6:30 pm, with shorter visiting hours on Sunday mornings during Mass. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Shoulders and knees should be covered; silence is expected during services, photography near the altar and casket may be restricted, and drones are not allowed.",
      latitude: 15.5009,
      longitude: 73.9116,
      rating: 4.7,
      trending: false,
      images: [
        photo(credits.bomJesus, "The front elevation of the Basilica of Bom Jesus in Old Goa"),
      ],
    },
    {
      slug: "se-cathedral-old-goa",
      city: "goa",
      name: "Se Cathedral",
      description:
        "The vast cathedral of St Catherine in Old Goa, facing the Basilica of Bom Jesus across a lawn. It is one of the largest churches in Asia and the seat of the Archbishop of Goa and Daman.",
      suggestedDuration: "45 minutes to 1 hour",
      whatToExpect:
        "A white-painted church with a Tuscan exterior and a soaring, barrel-vaulted interior lined with chapels and gilded altars. The remaining bell tower holds the famous Golden Bell.",
      moreAbout:
        "The main altar is dedicated to St Catherine of Alexandria and is carved with scenes from her life. The Chapel of the Cross of Miracles draws pilgrims, and the cathedral is a short walk from the other Old Goa churches and the Archaeological Museum.",
      history:
        "The Portuguese captured Goa on the feast of St Catherine in 1510, and the cathedral was dedicated to her. Construction of the present building began in 1562 and was completed in 1619, and it was consecrated in 1640. One of its two towers collapsed in 1776 and was never rebuilt.",
      highlights:
        "The Golden Bell, the gilded altar of St Catherine, the Chapel of the Cross of Miracles, the baptismal font and the scale of the nave.",
      timings:
        "Open daily, roughly 7:30 am to 6:00 pm, with visits paused during Mass. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Modest dress is expected; silence during services, no food inside, and no drones.",
      latitude: 15.5039,
      longitude: 73.9124,
      rating: 4.6,
      trending: false,
      images: [
        {
          wikipedia: "Se Cathedral",
          alt: "The white façade and single bell tower of Se Cathedral in Old Goa",
        },
      ],
    },
    {
      slug: "fort-aguada",
      city: "goa",
      name: "Fort Aguada",
      description:
        "A 17th-century Portuguese fort on the Sinquerim headland where the Mandovi river meets the sea. Its ramparts, old lighthouse and freshwater cistern overlook Candolim beach and the Arabian Sea.",
      suggestedDuration: "1 to 1.5 hours",
      whatToExpect:
        "A short drive or walk up the headland to the upper fort, with its moat, bastions and old lighthouse, and wide views up the coast. The lower part of the fort by the sea housed a jail that has been turned into a museum.",
      moreAbout:
        "Aguada means 'watering place': ships called here to fill their casks from the fort's springs and its huge cistern. The lighthouse, one of the oldest of its kind in Asia, was built in 1864; a newer lighthouse stands nearby.",
      history:
        "The Portuguese built the fort around 1612 to guard the mouth of the Mandovi against Dutch and Maratha attack, and it was never captured. Part of the complex was later used as a prison, which continued to operate after 1961. The old jail has since been restored as a museum on Goa's freedom struggle.",
      highlights:
        "The ramparts and moat of the upper fort, the 1864 lighthouse, the cistern, sunset over the Arabian Sea and the Aguada Jail museum.",
      timings:
        "Open daily, roughly 9:30 am to 6:00 pm; the jail museum keeps its own hours. Check before visiting.",
      entryFee:
        "Free to enter the upper fort; the old lighthouse and the jail museum charge small fees. Check before visiting.",
      restrictedItems:
        "Drones are not allowed without permission; do not climb on the outer walls, and take care on the uneven laterite.",
      latitude: 15.492,
      longitude: 73.7737,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Fort Aguada",
          alt: "The laterite ramparts and lighthouse of Fort Aguada",
        },
      ],
    },
    {
      slug: "chapora-fort",
      city: "goa",
      name: "Chapora Fort",
      description:
        "The ruined red laterite walls of a Portuguese fort on a hill above the mouth of the Chapora river, between Vagator and the fishing village of Chapora. It is one of north Goa's best sunset points.",
      suggestedDuration: "1 hour",
      whatToExpect:
        "A short, steep walk up from the road to the walls; inside there is little left but the ramparts, which give sweeping views over Vagator beach, the river and the sea. There is no shade and the path is rough, so wear good shoes.",
      moreAbout:
        "The fort became famous across India after scenes of the 2001 film Dil Chahta Hai were shot on its walls. Below it, Chapora village has fishing boats and small cafés.",
      history:
        "An earlier fort on the site was built under the Adil Shahi sultans of Bijapur. The Portuguese built the present fort in 1617 to guard the northern frontier of their territory. It was captured by the Marathas in the 18th century and later returned, and it fell out of use in the 19th century.",
      highlights:
        "Sunset views over Vagator beach, the Chapora river estuary, the laterite ramparts and the fishing harbour below.",
      timings: "Open daily, roughly 9:30 am to 5:30 pm. Check before visiting.",
      entryFee: "Free.",
      restrictedItems:
        "Alcohol, littering and climbing on unstable walls are not allowed; drones need permission.",
      latitude: 15.606,
      longitude: 73.7365,
      rating: 4.3,
      trending: false,
      images: [
        {
          wikipedia: "Chapora Fort",
          alt: "The laterite walls of Chapora Fort above the Chapora river and Vagator",
        },
      ],
    },
    {
      slug: "calangute-beach",
      city: "goa",
      name: "Calangute Beach",
      description:
        "North Goa's longest and busiest beach, about 15 km from Panaji, long called the 'Queen of Beaches'. It runs into Baga to the north and Candolim to the south.",
      suggestedDuration: "Half a day",
      whatToExpect:
        "A broad stretch of sand lined with shacks, sunbeds and water-sports operators offering parasailing, jet-ski and banana-boat rides. It is crowded in season, especially at weekends and holidays; lifeguards patrol marked swimming zones.",
      moreAbout:
        "Calangute village has markets, restaurants and the church of St Alex, and the beach is a convenient base for exploring the northern coast. Early mornings are the quietest time for a walk along the shore.",
      history:
        "Calangute was a quiet fishing village until the 1960s, when it became one of the first Goan beaches to attract foreign travellers and hippies. Package tourism followed from the 1980s, and it is now the centre of Goa's beach tourism.",
      highlights:
        "Sunset on the beach, seafood at the shacks, water sports, a walk north to Baga and the church of St Alex.",
      timings:
        "Open at all hours; swimming is safest in the lifeguard zones during daylight, and the sea is closed to swimmers in the monsoon.",
      entryFee: "Free; water sports and sunbeds are charged by operators.",
      restrictedItems:
        "Swimming outside flagged zones, drinking alcohol and cooking on the beach, glass bottles and littering are prohibited; the sea is off-limits in rough monsoon conditions.",
      latitude: 15.544,
      longitude: 73.7528,
      rating: 4.2,
      trending: false,
      images: [
        {
          wikipedia: "Calangute",
          alt: "The beach at Calangute in North Goa",
        },
      ],
    },
    {
      slug: "fontainhas-panaji",
      city: "goa",
      name: "Fontainhas",
      description:
        "Panaji's old Latin quarter, a compact grid of lanes lined with brightly painted houses, balconies and tiled roofs. It is the best place to see the Portuguese-era character of the capital.",
      suggestedDuration: "2 hours",
      whatToExpect:
        "An easy walk through quiet streets of yellow, blue and ochre houses with small art galleries, bakeries and cafés; guided heritage walks start in the morning. Remember these are people's homes, so photograph politely.",
      moreAbout:
        "The Chapel of St Sebastian, with a crucifix that once hung in the Palace of the Inquisition, stands at the heart of the quarter. Nearby are the Church of Our Lady of the Immaculate Conception with its grand staircase and the riverside promenade along the Mandovi.",
      history:
        "Fontainhas developed in the late 18th and 19th centuries on land reclaimed at the foot of the Altinho hill, and takes its name from the Fonte Phoenix spring. It grew as Panaji replaced Old Goa as the capital. The area is now a protected heritage zone.",
      highlights:
        "The painted houses and azulejo name tiles, the Chapel of St Sebastian, the Fonte Phoenix spring, small art galleries and the Immaculate Conception church nearby.",
      timings:
        "A public neighbourhood, accessible at all times; shops, galleries and cafés keep their own hours.",
      entryFee: "Free.",
      restrictedItems:
        "Do not enter private homes or courtyards uninvited; drones and commercial shoots need permission.",
      latitude: 15.4966,
      longitude: 73.8335,
      rating: 4.4,
      trending: false,
      images: [
        {
          wikipedia: "Fontainhas",
          alt: "Colourful Portuguese-era houses in the Fontainhas quarter of Panaji",
        },
      ],
    },
    {
      slug: "dudhsagar-falls",
      city: "goa",
      name: "Dudhsagar Falls",
      description:
        "A four-tiered waterfall on the Mandovi river, about 310 metres high, on the Goa–Karnataka border in the Bhagwan Mahaveer Wildlife Sanctuary. The name means 'sea of milk' after its foaming white water.",
      suggestedDuration: "Half a day to a full day from Panaji",
      whatToExpect:
        "Visitors drive to Collem (about 60 km from Panaji) and take a shared forest jeep for the rough track to the falls, followed by a short walk to a pool at the base. The jeep safari usually runs from October to May and is suspended in the monsoon, when the falls are fullest.",
      moreAbout:
        "A railway line crosses the face of the falls on a bridge, making it a famous view from trains on the Goa–Londa route. The surrounding sanctuary is rich in birds and butterflies.",
      history:
        "The falls lie on the western slopes of the Western Ghats that form Goa's eastern border. The railway through the ghats was built in the 1880s to link the port of Mormugao with the interior of the Deccan. The forest around the falls is protected as part of the Bhagwan Mahaveer Wildlife Sanctuary.",
      highlights:
        "The tiered falls, the railway bridge across them, the jeep ride through the forest, the pool at the base and nearby spice plantations.",
      timings:
        "Jeep safaris run in the daytime, usually October to May; closed in the monsoon for safety. Check before visiting.",
      entryFee:
        "A fixed-price shared jeep from Collem plus forest entry and camera fees; check current rates before visiting.",
      restrictedItems:
        "Plastic, alcohol and littering are prohibited in the sanctuary; swimming is allowed only where permitted, and walking along the railway track is dangerous and forbidden.",
      latitude: 15.3144,
      longitude: 74.3143,
      rating: 4.5,
      trending: false,
      images: [
        {
          wikipedia: "Dudhsagar Falls",
          alt: "The white cascade of Dudhsagar Falls in forested hills",
        },
      ],
    },
  ],
  hotels: [
    {
      slug: "taj-fort-aguada-resort-and-spa-goa",
      city: "goa",
      name: "Taj Fort Aguada Resort & Spa, Goa",
      about:
        "A beach resort of Taj Hotels built in the 1970s on the slopes below Fort Aguada at Sinquerim, with cottages and rooms looking over the sea. It sits at the quiet southern end of the Candolim beach strip.",
      address: "Sinquerim, Bardez, Goa 403515, India",
      amenities: {
        basicFacilities: [
          "Free Wi-Fi",
          "Air conditioning",
          "24-hour front desk",
          "Parking",
          "Laundry service",
        ],
        foodAndDrinks: [
          "Restaurants serving Goan, Indian and international dishes",
          "Beachside dining",
          "Bar",
          "In-room dining",
        ],
        healthAndWellness: ["Outdoor swimming pools", "Spa", "Fitness centre"],
        safetyAndSecurity: ["24-hour security", "CCTV in public areas", "In-room safe"],
        commonArea: ["Direct beach access", "Landscaped gardens", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: [
          "Sea or garden views",
          "Balcony or sit-out in many rooms",
          "Minibar",
          "Tea and coffee maker",
          "Flat-screen TV",
        ],
        bathroom: ["Shower", "Bathrobes", "Hairdryer", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 2:00 pm (confirm with the hotel)",
        checkOut: "By 12:00 noon (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Swim only in the areas and hours marked by the lifeguards; the sea is unsafe in the monsoon.",
        ],
      },
      rating: 4.6,
      priceBand: "luxury",
      images: [
        {
          wikipedia: "Fort Aguada",
          alt: "Fort Aguada on the Sinquerim headland, beside which the resort stands (the photo shows the fort, not the hotel)",
        },
      ],
    },
    {
      slug: "panjim-inn",
      city: "goa",
      name: "Panjim Inn",
      about:
        "A family-run heritage hotel in a 19th-century Portuguese-style mansion in the Fontainhas quarter of Panaji. Rooms have period furniture, and the upstairs veranda looks onto the street.",
      address: "E-212, 31st January Road, Fontainhas, Panaji, Goa 403001, India",
      amenities: {
        basicFacilities: ["Free Wi-Fi", "Air conditioning", "Front desk", "Laundry service"],
        foodAndDrinks: ["Restaurant serving Goan and continental dishes", "Bar", "Room service"],
        healthAndWellness: [
          "No spa or gym on site; the Mandovi riverside promenade is a short walk away",
        ],
        safetyAndSecurity: ["Staff on duty at night", "CCTV at entrance"],
        commonArea: ["Veranda seating", "Art gallery", "Travel desk"],
      },
      roomAmenities: {
        roomFeatures: ["Antique furniture", "Flat-screen TV", "Tea and coffee on request"],
        bathroom: ["Shower", "Hot water", "Complimentary toiletries"],
      },
      propertyRules: {
        checkIn: "From 12:00 noon (confirm with the hotel)",
        checkOut: "By 11:00 am (confirm with the hotel)",
        otherRules: [
          ...standardHotelRules,
          "Parking in the narrow lanes of Fontainhas is very limited.",
        ],
      },
      rating: 4.2,
      priceBand: "mid-range",
      images: [
        {
          wikipedia: "Fontainhas",
          alt: "The painted houses of Fontainhas, the quarter where the hotel stands (the photo shows the neighbourhood, not the hotel)",
        },
      ],
    },
  ],
};
