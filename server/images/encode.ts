import sharp, { type OutputInfo } from "sharp";
import { PHOTO_WIDTHS, type PhotoFormat, type PhotoWidth } from "./photo-urls.ts";

/** The original, decoded once and shrunk to our widest width: every derivative is made from it. */
export type Master = { data: Buffer; info: OutputInfo };

/** Camera photos and scans; not SVG (we never rasterise a remote document) nor animations. */
const ACCEPTED = new Set(["jpeg", "png", "webp", "tiff"]);
const WIDEST = Math.max(...PHOTO_WIDTHS);

export class NotAPhoto extends Error {
  override name = "NotAPhoto";
}

/**
 * Checks the bytes by decoding them (never by their name or Content-Type) and keeps a raw master
 * at most 1280 pixels wide. A very tall image is bounded too, so a panorama's master stays small.
 */
export async function decodeOriginal(bytes: Buffer): Promise<Master> {
  try {
    const image = sharp(bytes, { limitInputPixels: 100_000_000, failOn: "error" });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED.has(format)) throw new NotAPhoto(`not a photo: ${format}`);
    const { data, info } = await image
      .rotate()
      .resize({ width: WIDEST, height: WIDEST * 2, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    return { data, info };
  } catch (error) {
    throw error instanceof NotAPhoto ? error : new NotAPhoto(String(error));
  }
}

/**
 * One derivative. AVIF at effort 2 instead of sharp's default 4: on our 2 cores a 960-pixel photo
 * takes 0.2 s instead of 1.2 s, for files about a fifth larger (docs/decisions/0014). Raw input
 * carries no metadata, so none (camera, place, time) reaches the output.
 */
export function encodeDerivative(
  master: Master,
  width: PhotoWidth,
  format: PhotoFormat,
): Promise<Buffer> {
  const { width: w, height: h, channels } = master.info;
  const image = sharp(master.data, { raw: { width: w, height: h, channels } }).resize({
    width,
    withoutEnlargement: true,
  });
  return format === "avif"
    ? image.avif({ quality: 50, effort: 2 }).toBuffer()
    : image.webp({ quality: 75, effort: 4 }).toBuffer();
}
