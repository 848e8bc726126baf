import type { ImageData } from "../../lib/types.ts";
import { CARD_SIZES } from "../cards/entity-card.tsx";
import { Photo, PhotoCredit } from "../photo.tsx";

/** More photos of a place or hotel, each with its credit; nothing when there is only one. */
export function Gallery({ images }: { images: ImageData[] }) {
  const rest = images.slice(1);
  if (rest.length === 0) return null;
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="gallery">
      {rest.map((image) => (
        <li key={image.src}>
          <Photo image={image} sizes={CARD_SIZES} className="aspect-[3/2] w-full rounded-2xl" />
          <PhotoCredit image={image} className="mt-1" />
        </li>
      ))}
    </ul>
  );
}
