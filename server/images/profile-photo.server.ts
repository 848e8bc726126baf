import sharp from "sharp";

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_SIZE = 320;
const ACCEPTED = new Set(["jpeg", "png", "webp"]);

export type ProcessedPhoto = { content: Buffer; contentType: string };

/**
 * Checks an uploaded profile photo by its content (not its name or declared type), then crops it
 * to a 320-pixel square and re-encodes it as WebP: what we store is always an image we made, with
 * no metadata (location, camera) left in it.
 */
export async function processPhoto(
  file: File,
): Promise<{ ok: true; photo: ProcessedPhoto } | { ok: false; message: string }> {
  if (file.size > PHOTO_MAX_BYTES) {
    return { ok: false, message: "The photo must be at most 5 MB." };
  }
  const input = Buffer.from(await file.arrayBuffer());
  try {
    const image = sharp(input, { limitInputPixels: 40_000_000, failOn: "error" });
    const metadata = await image.metadata();
    if (!metadata.format || !ACCEPTED.has(metadata.format)) {
      return { ok: false, message: "The photo must be a JPEG, PNG or WebP image." };
    }
    const content = await image
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: "cover", position: "attention" })
      .webp({ quality: 80 })
      .toBuffer();
    return { ok: true, photo: { content, contentType: "image/webp" } };
  } catch {
    return { ok: false, message: "The photo must be a JPEG, PNG or WebP image." };
  }
}
