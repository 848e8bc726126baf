import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyChange } from "../../server/data/changes.server.ts";
import { cities, cityImages, images } from "../../server/db/schema/index.ts";
import { photoKey } from "../../server/images/photo-urls.ts";
import { fetchCommonsOriginal } from "../../server/providers/images/commons-original.ts";
import { startFakeCommonsUpload } from "../fakes/commons-upload.ts";
import { freePort } from "../support/process.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// Our own copies of Commons photographs (issue 9), against a local upload.wikimedia.org that
// serves real JPEG bytes.

const CONTACT = "https://safarnama.example/about";
const AGRA = "Taj_Mahal_(Edited).jpeg";
let server: TestServer;
let fake: Awaited<ReturnType<typeof startFakeCommonsUpload>>;
const get = (path: string) => fetch(`${server.url}${path}`);
const photo = (file: string, name: string) => get(`/photos/v1/${photoKey(file)}/${name}`);
const fetchedTimes = (file: string) => fake.requests.filter((r) => r.file === file).length;

beforeAll(async () => {
  fake = await startFakeCommonsUpload({ delayMs: 150 });
  const closed = `http://127.0.0.1:${await freePort()}`;
  server = await startTestServer({
    IMAGE_PROVIDER: "wikimedia",
    COMMONS_UPLOAD_URL: fake.base,
    WIKIPEDIA_REST_URL: `${closed}/rest`,
    COMMONS_API_URL: `${closed}/w/api.php`,
    WIKIMEDIA_CONTACT: CONTACT,
  });
  // Photos are served only for images the catalogue shows: these hang off Goa's gallery.
  const credit = { author: "Test", licence: "CC0" };
  const db = server.services.db;
  const rows = await db
    .insert(images)
    .values([
      ...["Missing.jpg", "Not_a_photo.jpg", "Endless.jpg", "Small.jpg", "Shared.jpg"].map(
        (file) => ({ source: "commons" as const, ref: file, file, alt: file, ...credit }),
      ),
      { source: "commons" as const, ref: "Uncredited.jpg", file: "Uncredited.jpg", alt: "x" },
    ])
    .returning({ id: images.id });
  const [goa] = await db.select({ id: cities.id }).from(cities).where(eq(cities.slug, "goa"));
  await db
    .insert(cityImages)
    .values(rows.map((row, i) => ({ cityId: goa?.id ?? 0, imageId: row.id, position: 100 + i })));
  await applyChange(db, { kind: "all" });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

describe("our own photos", () => {
  it("are what the API points at: absolute URLs on our origin, AVIF and WebP at four widths", async () => {
    const { data: city } = (await (await get("/api/v1/cities/agra")).json()) as {
      data: { image: { src: string; sources: { type: string; srcSet: string }[] } };
    };
    const base = `${server.url}/photos/v1/${photoKey(AGRA)}`;
    expect(city.image.src).toBe(`${base}/960.webp`);
    expect(city.image.sources).toEqual(
      ["avif", "webp"].map((format) => ({
        type: `image/${format}`,
        srcSet: [320, 640, 960, 1280].map((w) => `${base}/${w}.${format} ${w}w`).join(", "),
      })),
    );
  });

  it("makes every width in both formats from one download, with no metadata, cached for good", async () => {
    const first = await photo(AGRA, "960.avif");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/avif");
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("content-security-policy")).toBe("default-src 'none'");
    for (const width of [320, 640, 960, 1280]) {
      for (const format of ["avif", "webp"] as const) {
        const res = await photo(AGRA, `${width}.${format}`);
        expect(res.headers.get("content-type")).toBe(`image/${format}`);
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect(meta).toMatchObject({ width, format: format === "avif" ? "heif" : "webp" });
        expect(meta.exif).toBeUndefined();
      }
    }
    expect(fetchedTimes(AGRA)).toBe(1);
  });

  it("asks Commons with a User-Agent naming us, our version and a contact", () => {
    const agent = fake.requests.find((r) => r.file === AGRA)?.userAgent;
    expect(agent).toMatch(/^Safarnama\/\d+\.\d+\.\d+ \(https:\/\/safarnama\.example\/about; /);
  });

  it("never enlarges a photo narrower than a width", async () => {
    const res = await photo("Small.jpg", "1280.webp");
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({
      width: 400,
      height: 300,
    });
  });

  it("shares one download among concurrent first requests", async () => {
    const names = ["320.avif", "960.avif", "960.avif", "1280.webp", "640.webp"];
    const answers = await Promise.all(names.map((name) => photo("Shared.jpg", name)));
    expect(answers.map((res) => res.status)).toEqual(names.map(() => 200));
    expect(answers.map((res) => res.headers.get("content-type"))).toEqual(
      names.map((name) => `image/${name.split(".")[1]}`),
    );
    expect(fetchedTimes("Shared.jpg")).toBe(1);
  });

  it.each([
    ["a file gone from Commons", "Missing.jpg"],
    ["bytes that are not an image", "Not_a_photo.jpg"],
    ["an original over the size cap", "Endless.jpg"],
  ])("shows our art for %s, briefly cached, and does not ask again", async (_, file) => {
    const res = await photo(file, "640.avif");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(await res.text()).toMatch(/^<svg /);
    expect(server.services.photos.isUnavailable(photoKey(file))).toBe(true);
    expect((await photo(file, "320.webp")).headers.get("content-type")).toMatch(/^image\/svg/);
    expect(fetchedTimes(file)).toBe(1);
  });

  it.each([
    ["an unknown version", `/photos/v2/${photoKey(AGRA)}/960.avif`],
    ["an unknown width", `/photos/v1/${photoKey(AGRA)}/961.avif`],
    ["an unknown format", `/photos/v1/${photoKey(AGRA)}/960.png`],
    ["a malformed key", `/photos/v1/${photoKey(AGRA).slice(1)}x/960.avif`],
    ["a key no image has", `/photos/v1/${photoKey("Nothing.jpg")}/960.avif`],
    ["an uncredited photo", `/photos/v1/${photoKey("Uncredited.jpg")}/960.avif`],
    ["a path climbing out", `/photos/v1/..%2F..%2Fetc/960.avif`],
  ])("answers 404 for %s", async (_, path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(fetchedTimes("Nothing.jpg") + fetchedTimes("Uncredited.jpg")).toBe(0);
  });
});

describe("the legacy slider's images", () => {
  it("are our 1280-pixel WebP, served by us instead of a redirect", async () => {
    const [first] = (await (await get("/imageslider")).json()) as { image: string }[];
    const res = await get(first?.image ?? "");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1280 });
  });
});

describe("fetching an original", () => {
  const options = () => ({ base: fake.base, contact: CONTACT, maxBytes: 100_000 });

  it("stops reading at the size cap, whether or not the size was announced", async () => {
    await expect(fetchCommonsOriginal("Endless.jpg", options())).rejects.toThrow(/more than/);
    await expect(fetchCommonsOriginal("Shared.jpg", options())).rejects.toThrow(/larger than/);
  });

  it("gives up after its timeout", async () => {
    await expect(
      fetchCommonsOriginal("Shared.jpg", { ...options(), timeoutMs: 50 }),
    ).rejects.toThrow(/timeout|aborted/i);
  });
});
