import type { ImageRecord } from "../../data/types.ts";
import { commonsPageUrl, commonsUrl, STANDARD_WIDTHS, type StandardWidth } from "./commons.ts";

/**
 * Turns our image references into URLs the browser can load. `url` answers undefined when the
 * image cannot be shown (offline, or a Wikipedia reference not resolved yet): the page then shows
 * our placeholder art instead.
 */
export type ImageProvider = {
  readonly name: "wikimedia" | "offline";
  url(image: ImageRecord, width: StandardWidth): string | undefined;
};

/** Wikimedia Commons thumbnails at the standard widths. */
export const wikimediaImages: ImageProvider = {
  name: "wikimedia",
  url(image, width) {
    if (image.source === "local" || image.source === "url") return image.ref;
    return image.file ? commonsUrl(image.file, width) : undefined;
  },
};

/** No network: only images we serve ourselves. */
export const offlineImages: ImageProvider = {
  name: "offline",
  url: (image) => (image.source === "local" ? image.ref : undefined),
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
  srcSet: string | undefined;
  alt: string;
  /** Our own art standing in for the photograph (always there, to fall back on). */
  placeholder: string;
  /** Credit of the photograph, when one is shown. */
  credit: ImageCredit | undefined;
};

export function viewImage(
  provider: ImageProvider,
  image: ImageRecord | undefined,
  fallback: { kind: PlaceholderKind; label: string },
  width: StandardWidth = 960,
): ImageView {
  const placeholder = placeholderPath(fallback.kind, fallback.label);
  // A photograph is shown only with its credit: a Wikipedia reference the resolver has not
  // credited yet stays a placeholder.
  const needsCredit = image?.source === "commons" || image?.source === "wikipedia";
  const credited = Boolean(image?.author && image.licence);
  const src = image && (!needsCredit || credited) ? provider.url(image, width) : undefined;
  if (!image || !src) {
    return {
      src: placeholder,
      srcSet: undefined,
      alt: image?.alt ?? fallback.label,
      placeholder,
      credit: undefined,
    };
  }
  const srcSet =
    image.file && (image.source === "commons" || image.source === "wikipedia")
      ? STANDARD_WIDTHS.map((w) => `${provider.url(image, w)} ${w}w`).join(", ")
      : undefined;
  const credit =
    image.author && image.licence
      ? {
          author: image.author,
          licence: image.licence,
          licenceUrl: image.licenceUrl,
          sourceUrl: image.sourceUrl ?? (image.file ? commonsPageUrl(image.file) : image.ref),
        }
      : undefined;
  return { src, srcSet, alt: image.alt, placeholder, credit };
}
