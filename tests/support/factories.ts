/**
 * The add-city payload of the original client (spec section 3, camelCase), for a city our content
 * lacks: Chanderi. Override any field.
 */
export function legacyCityPayload(overrides: Record<string, unknown> = {}) {
  const city = {
    cityName: "Chanderi",
    description:
      "A hill town of Bundela and Malwa sultanate monuments above the Betwa valley, famous for its handwoven saris.",
    bestTime: "October to March, when the days are mild and clear.",
    peakSeason: { start: "October", end: "March", description: "Mild days and cool nights." },
    moderateSeason: { start: "July", end: "September", description: "Green and wet." },
    offSeason: { start: "April", end: "June", description: "Hot and dry." },
    overview: {
      cityTitle: "Chanderi: the weavers' town",
      cityHistory: "A stronghold of the Malwa sultans and later of the Bundela Rajputs.",
      state: "Madhya Pradesh",
      touristPlaces: "Chanderi Fort, Koshak Mahal, Badal Mahal Gate.",
      famousFor: "Chanderi saris and sultanate architecture.",
      weather: "Hot summers, a wet monsoon and mild winters.",
    },
    howToReach: {
      byAir: "Gwalior and Bhopal airports are each about four hours away by road.",
      byRail: "Lalitpur Junction is the nearest major station.",
      byRoad: "Buses and taxis from Lalitpur and Ashoknagar.",
      nearestAirport: "GWL",
      nearestStation: "LAR",
    },
    attractions: "Chanderi Fort",
    hotels: "Tana Bana",
    foodToTry: [
      { name: "Dal bafla", description: "Baked wheat balls with lentils." },
      { name: "Poha", description: "Flattened rice with peanuts." },
      { name: "Mawa bati", description: "A rich sweet of milk solids in syrup." },
    ],
    thingsToBuy: [
      { heading: "Chanderi saris", description: "Sheer silk-and-cotton saris woven in town." },
      { heading: "Dupattas", description: "Light handwoven stoles with zari borders." },
      { heading: "Brassware", description: "Small brass pieces from local workshops." },
    ],
    conclusion: "Come for the saris and stay for the ruins on the hills around the town.",
    latitude: 24.7167,
    longitude: 78.1333,
    categories: ["heritage-walk"],
    rating: 4.3,
    image: { wikipedia: "Chanderi", alt: "Chanderi Fort above the town" },
  };
  return { ...city, ...overrides };
}
