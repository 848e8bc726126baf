import type { z } from "zod";
import type { placeSchema } from "../schema.ts";
import { credits, photo } from "./images.ts";

// Timings and fees change: every figure here is worded as "as published, check before visiting".
export const places = [
  {
    slug: "taj-mahal",
    city: "agra",
    name: "Taj Mahal",
    description:
      "The white marble mausoleum that Shah Jahan built for his wife Mumtaz Mahal, set at the end of a formal garden on the bank of the Yamuna. A UNESCO World Heritage Site since 1983, it is the best-known monument in India.",
    suggestedDuration: "2 to 3 hours",
    whatToExpect:
      "Security queues at the East and West gates, a walk through the red sandstone great gate, then the first view of the tomb across the water channels of the garden. Shoes must come off, or be covered with the shoe covers sold at the gates, before you climb the marble platform; expect crowds from mid-morning onwards.",
    moreAbout:
      "The marble changes colour through the day, from soft pink at dawn to brilliant white at noon and gold in the evening. On either side of the tomb stand a red sandstone mosque and its matching twin, and the riverside terrace looks across to Mehtab Bagh.",
    history:
      "Mumtaz Mahal died in 1631 at Burhanpur during the birth of her fourteenth child, and work on her tomb began in Agra the following year. The main mausoleum was largely complete by about 1643 and the wider complex around 1653, built by thousands of craftsmen under designers traditionally led by Ustad Ahmad Lahauri. Shah Jahan himself was buried beside his wife in 1666.",
    highlights:
      "The central dome and four slender minarets, inlaid semi-precious stones in floral patterns, Quranic calligraphy that appears uniform in size from the ground, the cenotaphs inside the screened central hall, and sunrise over the garden.",
    timings:
      "Opens 30 minutes before sunrise and closes 30 minutes before sunset; closed on Fridays. Limited night viewing is offered around full-moon nights except Fridays and during Ramzan. As published by ASI; check before visiting.",
    entryFee:
      "Indians ₹50, SAARC and BIMSTEC nationals ₹540, other foreign visitors ₹1,100; the main mausoleum is an extra ₹200 for everyone; children under 15 free. As published by ASI; check before visiting.",
    restrictedItems:
      "Food, tobacco, lighters, knives, tripods, drones, large bags and most electronic items other than phones and cameras are not allowed. Photography is not permitted inside the main mausoleum.",
    latitude: 27.1751,
    longitude: 78.0421,
    rating: 4.9,
    trending: true,
    images: [
      photo(
        credits.tajMahalEdited,
        "The Taj Mahal's white marble dome and minarets under a clear sky",
      ),
      photo(credits.tajMahalAgra, "The Taj Mahal seen from its garden in Agra"),
    ],
  },
  {
    slug: "agra-fort",
    city: "agra",
    name: "Agra Fort",
    description:
      "A vast red sandstone fortress on the Yamuna that served as the main residence of the Mughal emperors until the court moved to Delhi. It is a UNESCO World Heritage Site and lies about 2.5 km upriver from the Taj Mahal.",
    suggestedDuration: "1.5 to 2 hours",
    whatToExpect:
      "Visitors enter through the Amar Singh Gate and walk up a sloping ramp into a sequence of courtyards, audience halls and palaces; the northern part of the fort is used by the army and is closed to the public. Much of the visit is outdoors on uneven stone, with little shade.",
    moreAbout:
      "The fort shows three generations of Mughal taste side by side: Akbar's robust sandstone buildings, Jahangir's palace, and Shah Jahan's white marble pavilions overlooking the river, from which the Taj Mahal is visible on a clear day.",
    history:
      "An older brick fort here was held by the Lodi sultans. Akbar rebuilt it in red sandstone from 1565, completing the walls within about eight years, and Shah Jahan later replaced several buildings with marble palaces. After Aurangzeb took the throne in 1658 he kept his father Shah Jahan confined in the fort until his death in 1666.",
    highlights:
      "Jahangiri Mahal, the Diwan-i-Am (Hall of Public Audience), the Diwan-i-Khas, the Khas Mahal, and the octagonal Musamman Burj with its view of the Taj Mahal.",
    timings: "Open daily from sunrise to sunset. As published by ASI; check before visiting.",
    entryFee:
      "Indians about ₹50, foreign visitors about ₹650; children under 15 free; online tickets are slightly cheaper. As published by ASI; check before visiting.",
    restrictedItems:
      "Food, tobacco, lighters, tripods without permission, drones and large bags are not allowed; do not climb on walls or railings.",
    latitude: 27.1795,
    longitude: 78.0211,
    rating: 4.6,
    trending: true,
    images: [photo(credits.agraFort, "Red sandstone walls and gateway of Agra Fort")],
  },
  {
    slug: "hawa-mahal",
    city: "jaipur",
    name: "Hawa Mahal",
    description:
      "The 'Palace of Winds', a five-storey screen of pink sandstone rising above the bazaar near the City Palace. Its many small latticed windows let the royal women watch street life without being seen.",
    suggestedDuration: "45 minutes to 1 hour",
    whatToExpect:
      "The famous facade is best seen from the street or a cafe terrace opposite; the entrance is round the back, and inside you climb ramps rather than stairs to narrow upper galleries with views over Siredeori Bazaar and the old city.",
    moreAbout:
      "The building is only a few rooms deep: it is essentially an elaborate viewing screen attached to the palace complex. The small windows and jali screens keep air moving through the building, which gives it its name.",
    history:
      "Maharaja Sawai Pratap Singh commissioned Hawa Mahal in 1799, and it is generally credited to the architect Lal Chand Ustad. Its pyramid of windows is often said to echo the crown of Krishna, to whom the Maharaja was devoted.",
    highlights:
      "The honeycomb facade of roughly 950 small windows (usually counted as 953), coloured glass in the upper chambers, and the top-floor view towards Jantar Mantar and the City Palace.",
    timings:
      "Usually about 9:00 am to 4:30 pm daily. Run by the Rajasthan Department of Archaeology and Museums; check before visiting.",
    entryFee:
      "Indians about ₹50, foreign visitors about ₹200; a composite ticket covering several state-run Jaipur monuments is also sold. As published by the state archaeology department; check before visiting.",
    restrictedItems:
      "Drones are not allowed; food and smoking are not permitted inside, and the upper galleries are narrow, so large bags are best left behind.",
    latitude: 26.9239,
    longitude: 75.8267,
    rating: 4.5,
    trending: true,
    images: [photo(credits.hawaMahal, "The east facade of Hawa Mahal seen from street level")],
  },
  {
    slug: "amber-fort",
    city: "jaipur",
    name: "Amber Fort",
    description:
      "The hilltop fort-palace of Amer, about 11 km north of Jaipur, was the seat of the Kachhwaha rulers before they founded the Pink City. Its golden sandstone walls rise above Maota Lake and it is part of the Hill Forts of Rajasthan UNESCO World Heritage Site.",
    suggestedDuration: "2 to 3 hours",
    whatToExpect:
      "A steep walk or jeep ride up to the Jaleb Chowk courtyard, then a climb through a series of gateways, halls and private apartments. Mornings are busiest with tour groups; the evening light-and-sound show is a different way to see it.",
    moreAbout:
      "Amer blends Rajput and Mughal styles, with carved marble pillars, painted gateways and mirror-work ceilings. A walled path climbs the ridge above to Jaigarh Fort, and the old town of Amer below has stepwells and temples worth a wander.",
    history:
      "Raja Man Singh I, a general in Akbar's army, began the present palace in 1592, and later rulers, notably Mirza Raja Jai Singh I, extended it over the following century. The court moved to the new city of Jaipur in 1727, and Amber was inscribed with five other Rajasthan forts as a World Heritage Site in 2013.",
    highlights:
      "Ganesh Pol, the painted gateway to the private palace; the Sheesh Mahal with its mirror-inlaid walls; the Diwan-i-Aam; the Sukh Niwas; the Shila Devi temple; and views over Maota Lake.",
    timings:
      "Around 8:00 am to 5:30 pm daily, with separate evening visiting hours and a light-and-sound show. Run by the Rajasthan Department of Archaeology and Museums; check before visiting.",
    entryFee:
      "Indians about ₹100, foreign visitors about ₹500; the Jaipur composite ticket also covers Amber. As published by the state archaeology department; check before visiting.",
    restrictedItems:
      "Drones are not allowed; smoking and littering are prohibited, and food is not permitted inside the palace apartments. Wear shoes with a good grip for the slopes.",
    latitude: 26.9855,
    longitude: 75.8513,
    rating: 4.7,
    trending: true,
    images: [photo(credits.amberFort, "Amber Fort's walls and palaces on the hillside above Amer")],
  },
  {
    slug: "dashashwamedh-ghat",
    city: "varanasi",
    name: "Dashashwamedh Ghat",
    description:
      "The busiest and best-known ghat in Varanasi, close to the Kashi Vishwanath temple. Every evening it hosts the Ganga Aarti, a river ceremony of lamps, bells and chanting.",
    suggestedDuration: "1.5 to 2 hours around the evening aarti",
    whatToExpect:
      "Crowds, bells, flower sellers and boatmen offering rides. For the aarti, arrive 30 to 45 minutes early to find a place on the steps, or watch from a boat on the river.",
    moreAbout:
      "A row of priests performs the aarti in unison on raised platforms, circling large brass lamps to the sound of conch shells and hymns. Boats leave from here for sunrise trips along the ghats; agree the fare and route before setting off.",
    history:
      "Its name recalls the legend that Brahma performed a sacrifice of ten horses (dasha ashwamedha) here. The stone steps seen today were largely built in the mid-18th century under Maratha patronage, including Peshwa Balaji Baji Rao, and restored later by Ahilyabai Holkar.",
    highlights:
      "The evening Ganga Aarti, sunrise boat rides, the view along the curve of the ghats, and the lanes leading up to Kashi Vishwanath.",
    timings:
      "Open at all hours. The Ganga Aarti begins around sunset, roughly 6:00 pm in winter and 7:00 pm in summer, and lasts about 45 minutes; during high monsoon floods it moves to higher ground.",
    entryFee: "Free. Boat rides are charged separately and vary by boat type and season.",
    restrictedItems:
      "No formal restrictions, but drones are not allowed, and visitors should dress modestly, keep valuables close in the crowd and not photograph cremations at the nearby burning ghats.",
    latitude: 25.3068,
    longitude: 83.0104,
    rating: 4.7,
    trending: true,
    images: [
      photo(credits.dashashwamedhGhat, "Steps of Dashashwamedh Ghat leading down to the Ganges"),
    ],
  },
  {
    slug: "sarnath",
    city: "varanasi",
    name: "Sarnath",
    description:
      "The deer park about 10 km north-east of Varanasi where the Buddha gave his first sermon after his enlightenment. It is one of the four main Buddhist pilgrimage sites, with ancient stupas, monastery ruins and a museum holding the Lion Capital of Ashoka.",
    suggestedDuration: "2 to 3 hours",
    whatToExpect:
      "A calm, green archaeological park laid out with brick foundations of old monasteries around the great Dhamek Stupa, often with pilgrims from across Asia walking around it. Modern temples built by Buddhist communities from several countries stand nearby.",
    moreAbout:
      "The Sarnath Museum, opened in 1910, is the oldest site museum of the Archaeological Survey of India. Its star exhibit is the polished sandstone Lion Capital, adopted as India's national emblem in 1950. The Mulagandha Kuti Vihara, built in 1931, has murals of the Buddha's life by the Japanese artist Kosetsu Nosu.",
    history:
      "Here the Buddha taught his first five disciples, an event known as setting the Wheel of Dharma in motion. Emperor Ashoka raised a pillar at the site in the 3rd century BCE, and monasteries flourished for well over a thousand years before the site declined around the 12th century. Excavations from the 19th century onwards uncovered the ruins.",
    highlights:
      "Dhamek Stupa, about 43 metres high with carved stone bands from the Gupta period; the stump of Ashoka's pillar; the Chaukhandi Stupa; the Mulagandha Kuti Vihara; and the Sarnath Museum.",
    timings:
      "The excavated site is open from sunrise to sunset. The museum is usually open 9:00 am to 5:00 pm and closed on Fridays. As published by ASI; check before visiting.",
    entryFee:
      "Excavated site: Indians about ₹25, foreign visitors about ₹300; children under 15 free. The museum has a separate small fee. As published by ASI; check before visiting.",
    restrictedItems:
      "Photography is not allowed inside the museum; drones are prohibited, and shoes must be removed in the temples.",
    latitude: 25.3808,
    longitude: 83.0245,
    rating: 4.6,
    trending: true,
    images: [
      photo(
        credits.mahabodhiTemple,
        "The Mahabodhi Temple at Bodh Gaya, another site on the Buddhist pilgrimage circuit (placeholder until a Sarnath photo is added)",
      ),
    ],
  },
] satisfies z.input<typeof placeSchema>[];
