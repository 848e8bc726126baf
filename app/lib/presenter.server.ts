import type { Presenter } from "../../server/presenters/present.ts";
import type { AppServices } from "../../server/services.ts";

/**
 * How pages present images: root-relative URLs for our own files (placeholders), absolute ones
 * for photographs. Loaders live in `*.server.ts` modules, so none of this reaches the browser.
 */
export const pagePresenter = (services: AppServices): Presenter => ({
  images: services.images,
  origin: "",
});
