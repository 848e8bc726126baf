/**
 * The add-city payload of the original client (spec section 3, camelCase), for a city our content
 * lacks: Mandu. Override any field.
 */
export function legacyCityPayload(overrides: Record<string, unknown> = {}) {
  const city = {
    cityName: "Mandu",
    description:
      "A ruined hilltop city of Afghan palaces and lakes on the edge of the Malwa plateau.",
    bestTime: "July to March, when the plateau is green or cool.",
    peakSeason: { start: "July", end: "September", description: "Green, misty and cool." },
    moderateSeason: { start: "October", end: "March", description: "Clear and pleasant." },
    offSeason: { start: "April", end: "June", description: "Hot and dry." },
    overview: {
      cityTitle: "Mandu: the city of joy",
      cityHistory: "Capital of the Malwa sultans in the fifteenth century.",
      state: "Madhya Pradesh",
      touristPlaces: "Jahaz Mahal, Hindola Mahal, Rani Roopmati's Pavilion.",
      famousFor: "Afghan architecture and baobab trees.",
      weather: "Hot summers, green monsoons, mild winters.",
    },
    howToReach: {
      byAir: "Indore airport is about 95 km away.",
      byRail: "Indore Junction is the nearest major station.",
      byRoad: "Buses and taxis from Indore and Dhar.",
      nearestAirport: "IDR",
      nearestStation: "INDB",
    },
    attractions: "Jahaz Mahal",
    hotels: "Malwa Resort",
    foodToTry: [
      { name: "Dal bafla", description: "Baked wheat balls with lentils." },
      { name: "Poha", description: "Flattened rice with peanuts." },
      { name: "Baobab fruit", description: "Tart fruit sold by the roadside." },
    ],
    thingsToBuy: [
      { heading: "Baobab", description: "Dried baobab fruit." },
      { heading: "Bagh prints", description: "Block prints from nearby Bagh." },
      { heading: "Maheshwari", description: "Handloom saris from Maheshwar." },
    ],
    conclusion: "Come in the monsoon, when the ruins rise from green hills.",
    latitude: 22.3596,
    longitude: 75.3975,
    categories: ["heritage-walk"],
    rating: 4.3,
    image: { wikipedia: "Mandu, Madhya Pradesh", alt: "The Jahaz Mahal between two lakes" },
  };
  return { ...city, ...overrides };
}
