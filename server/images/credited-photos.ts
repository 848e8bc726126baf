import type { Catalogue } from "../data/catalogue/catalogue.ts";
import type { ImageRecord } from "../data/types.ts";
import { photoKey } from "./photo-urls.ts";

// Which Commons file a photo key stands for, among the photographs we can credit: only those are
// ever fetched and served. Read from the catalogue snapshot, not the database, so an unknown key
// (anyone can ask for one) costs a map look-up, not a scan (issue 9: one read path).

const bySnapshot = new WeakMap<Catalogue, Map<string, string>>();

function imagesOf(c: Catalogue): (ImageRecord | null)[] {
  return [
    ...c.cities.flatMap((city) => city.images),
    ...c.places.flatMap((place) => place.images),
    ...c.hotels.flatMap((hotel) => hotel.images),
    ...c.slider.map((item) => item.image),
    ...c.lesserKnown.map((item) => item.image),
    ...c.tripCategories.map((item) => item.image),
    ...c.interestCards.map((item) => item.image),
    ...c.monthCards.map((item) => item.image),
    ...c.storyCards.map((item) => item.image),
  ];
}

/** The credited Commons file whose key is `key`, if the catalogue shows one. */
export function creditedPhotoFile(c: Catalogue, key: string): string | undefined {
  let files = bySnapshot.get(c);
  if (!files) {
    files = new Map();
    for (const image of imagesOf(c)) {
      if (image?.file && image.author && image.licence) files.set(photoKey(image.file), image.file);
    }
    bySnapshot.set(c, files);
  }
  return files.get(key);
}
