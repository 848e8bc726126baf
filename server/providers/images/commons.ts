import { createHash } from "node:crypto";

/** Widths Wikimedia pre-renders, so a thumbnail request is served from cache. */
export const STANDARD_WIDTHS = [330, 500, 960, 1280] as const;
export type StandardWidth = (typeof STANDARD_WIDTHS)[number];

/**
 * URL of a Wikimedia Commons file, or of its thumbnail at a standard width. Commons stores a file
 * under the first one and two hex digits of the md5 of its name (spaces as underscores).
 */
export function commonsUrl(fileName: string, width?: StandardWidth): string {
  const name = fileName.trim().replaceAll(" ", "_");
  const md5 = createHash("md5").update(name).digest("hex");
  const dir = `${md5.slice(0, 1)}/${md5.slice(0, 2)}`;
  const encoded = encodeURIComponent(name);
  const base = "https://upload.wikimedia.org/wikipedia/commons";
  if (!width) return `${base}/${dir}/${encoded}`;
  // Thumbnails of SVG and TIFF files are PNG/JPEG renderings with the extension appended.
  const suffix = /\.svg$/i.test(name) ? ".png" : /\.tiff?$/i.test(name) ? ".jpg" : "";
  return `${base}/thumb/${dir}/${encoded}/${width}px-${encoded}${suffix}`;
}

/** Page describing a Commons file, with its author and licence. */
export function commonsPageUrl(fileName: string): string {
  return `https://commons.wikimedia.org/wiki/File:${encodeURIComponent(fileName.trim().replaceAll(" ", "_"))}`;
}
