import type { ImageRecord } from "../../data/types.ts";
import {
  PHOTO_FORMATS,
  PHOTO_TYPES,
  PHOTO_WIDTHS,
  type PhotoFormat,
  photoKey,
  photoUrl,
} from "../../images/photo-urls.ts";
import { commonsPageUrl } from "./commons.ts";

/**
 * Decides what shows an image: our own copy of its Commons photograph (by photo key, served at
 * /photos/, issue 9), a file we serve ourselves, or nothing, in which case the page shows our
 * placeholder art.
 */
export type ImageProvider = {
  readonly name: "wikimedia" | "offline";
  source(image: ImageRecord): { photo: string } | { url: string } | undefined;
};

/** Commons photographs, copied and served by us; one that failed lately shows our art at once. */
export function wikimediaImages(isUnavailable: (key: string) => boolean): ImageProvider {
  return {
    name: "wikimedia",
    source(image) {
      if (image.source === "local" || image.source === "url") return { url: image.ref };
      const key = image.file ? photoKey(image.file) : undefined;
      return key && !isUnavailable(key) ? { photo: key } : undefined;
    },
  };
}

/** No network: only images we serve ourselves. */
export const offlineImages: ImageProvider = {
  name: "offline",
  source: (image) => (image.source === "local" ? { url: image.ref } : undefined),
};

export type PlaceholderKind = "city" | "place" | "hotel" | "card";

export function placeholderPath(kind: PlaceholderKind, label: string): string {
  return `/placeholder/${kind}/${encodeURIComponent(label.slice(0, 60))}.svg`;
}

export type ImageCredit = {
  author: string;
  licence: string;
  licenceUrl: string | null;
  sourceUrl: string;
};

/** What a page or an API answer needs to show one image. */
export type ImageView = {
  src: string;
  /** The widths of `src`'s format (WebP), for a plain `<img srcset>`. */
  srcSet: string | undefined;
  /** One `<picture>` source per format, AVIF first; none for our art or a single file. */
  sources: { type: (typeof PHOTO_TYPES)[PhotoFormat]; srcSet: string }[];
  alt: string;
  /** Our own art standing in for the photograph (always there, to fall back on). */
  placeholder: string;
  /** Credit of the photograph, when one is shown. */
  credit: ImageCredit | undefined;
};

/**
 * What shows an image, if anything can. A photograph is shown only with its credit: a Wikipedia
 * reference the resolver has not credited yet stays a placeholder (decision 0008).
 */
export function shownSource(provider: ImageProvider, image: ImageRecord | undefined) {
  const needsCredit = image?.source === "commons" || image?.source === "wikipedia";
  const credited = Boolean(image?.author && image.licence);
  return image && (!needsCredit || credited) ? provider.source(image) : undefined;
}

const srcSetOf = (key: string, format: PhotoFormat) =>
  PHOTO_WIDTHS.map((width) => `${photoUrl(key, width, format)} ${width}w`).join(", ");

export function viewImage(
  provider: ImageProvider,
  image: ImageRecord | undefined,
  fallback: { kind: PlaceholderKind; label: string },
): ImageView {
  const placeholder = placeholderPath(fallback.kind, fallback.label);
  const shown = shownSource(provider, image);
  const alt = image?.alt ?? fallback.label;
  if (!image || !shown) {
    return {
      src: placeholder,
      srcSet: undefined,
      sources: [],
      alt,
      placeholder,
      credit: undefined,
    };
  }
  const credit =
    image.author && image.licence
      ? {
          author: image.author,
          licence: image.licence,
          licenceUrl: image.licenceUrl,
          sourceUrl: image.sourceUrl ?? (image.file ? commonsPageUrl(image.file) : image.ref),
        }
      : undefined;
  if ("url" in shown) {
    return { src: shown.url, srcSet: undefined, sources: [], alt, placeholder, credit };
  }
  return {
    src: photoUrl(shown.photo, 960, "webp"),
    srcSet: srcSetOf(shown.photo, "webp"),
    sources: PHOTO_FORMATS.map((format) => ({
      type: PHOTO_TYPES[format],
      srcSet: srcSetOf(shown.photo, format),
    })),
    alt,
    placeholder,
    credit,
  };
}
