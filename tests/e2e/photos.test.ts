import { describe, expect, it } from "vitest";
import { browserSession, imagesOf, scrollThrough } from "../support/page.ts";

const { open, baseUrl } = browserSession();

// No network at all: the server cannot reach Commons (its upload origin is a closed port) and the
// browser may load nothing from another origin. Every image must still draw something: our
// photos' URLs answer with our placeholder art (issue 9).
describe("photos with no network", () => {
  it.each(["/", "/city/Agra", "/place/Taj%20Mahal"])(
    "never show a broken image on %s",
    async (path) => {
      const { page, failedImages } = await open(path, { ownOriginOnly: true });
      await scrollThrough(page);
      const images = await imagesOf(page);
      expect(images.length).toBeGreaterThan(path === "/" ? 30 : 1);
      expect(images.filter((image) => !image.drawn)).toEqual([]);
      expect(images.every((image) => image.src.startsWith(baseUrl))).toBe(true);
      // Not one photo request failed, so none drew a broken-image icon even for a moment. Map
      // tiles have their own fallback, the drawn outline of India (decision 0010).
      const tile = /\/\d+\/\d+\/\d+\.png$/;
      expect(failedImages.filter((url) => !tile.test(url))).toEqual([]);
    },
  );
});
