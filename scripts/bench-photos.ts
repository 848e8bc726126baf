import { startFakeCommonsUpload } from "../tests/fakes/commons-upload.ts";
import { everyArticle, startFakeWikimedia } from "../tests/fakes/wikimedia.ts";

/**
 * Local stand-ins for Wikimedia, so a benchmark loads real photographs with no internet (issue
 * 9): Commons originals of 2400 x 1600 pixels and 400 to 900 KB, made once with sharp, and a
 * Wikipedia and Commons API that credits every article's lead photo. `env` points a server there.
 */
export async function startPhotoFakes() {
  const upload = await startFakeCommonsUpload({
    photo: { width: 2400, height: 1600 },
    variants: 4,
  });
  const wikimedia = await startFakeWikimedia(everyArticle);
  return {
    env: {
      IMAGE_PROVIDER: "wikimedia",
      COMMONS_UPLOAD_URL: upload.base,
      WIKIPEDIA_REST_URL: wikimedia.endpoints.wikipediaRest,
      COMMONS_API_URL: wikimedia.endpoints.commonsApi,
    },
    /** Resolves once the server's background credit lookup has gone quiet for two seconds. */
    async creditsLookedUp(deadlineMs = 120_000) {
      const started = Date.now();
      let seen = -1;
      while (Date.now() - started < deadlineMs) {
        if (seen > 0 && seen === wikimedia.requests.length) return;
        seen = wikimedia.requests.length;
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
      throw new Error("the server did not look photo credits up in time");
    },
    async close() {
      await Promise.all([upload.close(), wikimedia.close()]);
    },
  };
}

/**
 * Asks once for every photo the pages show, in every width and format, so a benchmark measures
 * what every visitor after the first gets: photos already made, from our disk.
 */
export async function warmPhotos(url: string, paths: string[]) {
  const photos = new Set<string>();
  for (const path of paths) {
    const html = await (await fetch(`${url}${path}`)).text();
    for (const match of html.matchAll(/\/photos\/v1\/[0-9a-f]{32}\/\d+\.(?:avif|webp)/g)) {
      photos.add(match[0]);
    }
  }
  const queue = [...photos];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await fetch(`${url}${next}`);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return photos.size;
}
