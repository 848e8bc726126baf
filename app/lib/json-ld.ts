import type { CityDetail, HotelDetail, PlaceDetail } from "./types.ts";

// schema.org descriptions of our pages, for search engines (JSON-LD in the page head).

const photo = (image: { src: string; placeholder: string }) =>
  image.src === image.placeholder ? undefined : image.src;

export function cityJsonLd(city: CityDetail, url: string) {
  return {
    "@context": "https://schema.org",
    "@type": "TouristDestination",
    name: city.name,
    description: city.description,
    url,
    image: photo(city.image),
    geo: { "@type": "GeoCoordinates", latitude: city.latitude, longitude: city.longitude },
    containedInPlace: { "@type": "State", name: city.state },
    touristType: city.categories,
    includesAttraction: city.places.map((place) => ({
      "@type": "TouristAttraction",
      name: place.name,
    })),
  };
}

export function placeJsonLd(place: PlaceDetail, url: string) {
  return {
    "@context": "https://schema.org",
    "@type": "TouristAttraction",
    name: place.name,
    description: place.description,
    url,
    image: photo(place.image),
    geo: { "@type": "GeoCoordinates", latitude: place.latitude, longitude: place.longitude },
    containedInPlace: { "@type": "City", name: place.city.name },
    openingHours: place.timings,
  };
}

export function hotelJsonLd(hotel: HotelDetail, url: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Hotel",
    name: hotel.name,
    description: hotel.about,
    url,
    image: photo(hotel.image),
    address: {
      "@type": "PostalAddress",
      streetAddress: hotel.address,
      addressLocality: hotel.city.name,
      addressRegion: hotel.city.state,
      addressCountry: "IN",
    },
    checkinTime: hotel.propertyRules.checkIn,
    checkoutTime: hotel.propertyRules.checkOut,
    amenityFeature: [...hotel.amenities.basicFacilities, ...hotel.amenities.healthAndWellness].map(
      (name) => ({
        "@type": "LocationFeatureSpecification",
        name,
        value: true,
      }),
    ),
    ...(hotel.latitude !== null && hotel.longitude !== null
      ? { geo: { "@type": "GeoCoordinates", latitude: hotel.latitude, longitude: hotel.longitude } }
      : {}),
  };
}
