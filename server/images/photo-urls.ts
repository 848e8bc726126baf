import { createHash } from "node:crypto";

// Our own copies of Commons photographs (issue 9, docs/decisions/0014-our-own-photos.md): every
// photo in a few widths and two formats, at a URL that never changes its answer.

/** From a phone's narrow card to a wide header; a photo narrower than a width is never enlarged. */
export const PHOTO_WIDTHS = [320, 640, 960, 1280] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

export const PHOTO_TYPES = { avif: "image/avif", webp: "image/webp" } as const;
export type PhotoFormat = keyof typeof PHOTO_TYPES;
/** AVIF first: a browser takes the first `<source>` it can show. */
export const PHOTO_FORMATS: readonly PhotoFormat[] = ["avif", "webp"];

/**
 * Part of every photo URL and cache path: a change to the encoding settings takes a new version,
 * so no browser keeps an `immutable` copy made the old way.
 */
export const PHOTO_VERSION = "v1";

/** A Commons file's key: the md5 of its name as stored. */
export const photoKey = (file: string) => createHash("md5").update(file).digest("hex");

export const photoUrl = (key: string, width: PhotoWidth, format: PhotoFormat) =>
  `/photos/${PHOTO_VERSION}/${key}/${width}.${format}`;

export type PhotoRequest = { key: string; width: PhotoWidth; format: PhotoFormat };

/** Reads `/photos/{version}/{key}/{width}.{format}`; anything else is not one of ours. */
export function parsePhotoRequest(
  version: string,
  key: string,
  file: string,
): PhotoRequest | undefined {
  const match = /^(\d{3,4})\.(avif|webp)$/.exec(file);
  const width = PHOTO_WIDTHS.find((w) => String(w) === match?.[1]);
  const format = PHOTO_FORMATS.find((f) => f === match?.[2]);
  if (version !== PHOTO_VERSION || !/^[0-9a-f]{32}$/.test(key) || !width || !format) {
    return undefined;
  }
  return { key, width, format };
}
