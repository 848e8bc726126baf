import path from "node:path";
import type { Config } from "../config.ts";
import type { CatalogueStore } from "../data/catalogue/store.server.ts";
import type { Logger } from "../logger.ts";
import { fetchCommonsOriginal, OriginalUnavailable } from "../providers/images/commons-original.ts";
import { creditedPhotoFile } from "./credited-photos.ts";
import { DiskCache } from "./disk-cache.ts";
import { PhotoStore } from "./photo-store.ts";

/**
 * The process's photo store: derivatives under DATA_DIR/photos, originals from Commons
 * (COMMONS_UPLOAD_URL). With IMAGE_PROVIDER=offline nothing is fetched; photos made before still
 * show when an old page asks for them.
 */
export function createPhotoStore(
  config: Config,
  catalogue: CatalogueStore,
  logger: Logger,
): PhotoStore {
  const { commonsUpload, contact } = config.wikimedia;
  return new PhotoStore({
    cache: new DiskCache(path.join(config.dataDir, "photos")),
    lookup: async (key) => creditedPhotoFile(catalogue.current(), key),
    fetchOriginal:
      config.imageProvider === "offline"
        ? () => Promise.reject(new OriginalUnavailable("IMAGE_PROVIDER is offline"))
        : (file) => fetchCommonsOriginal(file, { base: commonsUpload, contact }),
    logger,
  });
}
