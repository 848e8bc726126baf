import { createHash } from "node:crypto";

/** Where Wikimedia Commons serves original files; configurable as COMMONS_UPLOAD_URL. */
export const COMMONS_UPLOAD = "https://upload.wikimedia.org/wikipedia/commons";

const normalise = (fileName: string) => fileName.trim().replaceAll(" ", "_");

/**
 * URL of a Commons file's original. Commons stores a file under the first one and two hex digits
 * of the md5 of its name (spaces as underscores).
 */
export function commonsOriginalUrl(fileName: string, base: string = COMMONS_UPLOAD): string {
  const name = normalise(fileName);
  const md5 = createHash("md5").update(name).digest("hex");
  return `${base}/${md5.slice(0, 1)}/${md5.slice(0, 2)}/${encodeURIComponent(name)}`;
}

/** Page describing a Commons file, with its author and licence. */
export function commonsPageUrl(fileName: string): string {
  return `https://commons.wikimedia.org/wiki/File:${encodeURIComponent(normalise(fileName))}`;
}
