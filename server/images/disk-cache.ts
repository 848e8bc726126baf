import { randomUUID } from "node:crypto";
import { access, mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PHOTO_VERSION, type PhotoFormat, type PhotoWidth } from "./photo-urls.ts";

/**
 * Derivatives on this machine's disk, `{dir}/v1/{ab}/{key}/{width}.{format}`. Every file appears
 * whole or not at all (written aside, then renamed), so a reader, another process sharing the
 * folder, or a crash mid-write never sees half a photo.
 */
export class DiskCache {
  readonly #dir: string;

  constructor(dir: string) {
    this.#dir = dir;
  }

  path(key: string, width: PhotoWidth, format: PhotoFormat): string {
    return path.join(this.#dir, PHOTO_VERSION, key.slice(0, 2), key, `${width}.${format}`);
  }

  async has(file: string): Promise<boolean> {
    return access(file).then(
      () => true,
      () => false,
    );
  }

  async write(file: string, bytes: Buffer): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, bytes);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }
}
