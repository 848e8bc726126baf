import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client.ts";
import { images } from "../../server/db/schema/index.ts";
import {
  offlineImages,
  viewImage,
  wikimediaImages,
} from "../../server/providers/images/provider.ts";
import {
  commonsFileOf,
  resolveWikipediaImages,
} from "../../server/providers/images/wikimedia-resolver.ts";
import { startFakeWikimedia } from "../fakes/wikimedia.ts";
import { createTestDatabase } from "../support/database.ts";
import { freePort } from "../support/process.ts";

const logger = pino({ level: "silent" });
let database: DatabaseHandle;
let fake: Awaited<ReturnType<typeof startFakeWikimedia>>;

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeWikimedia({
    Mehrangarh: {
      file: "Mehrangarh Fort.jpg",
      artist: '<a href="//commons.wikimedia.org/wiki/User:Asha">Asha &amp; Ravi</a>',
      licence: "CC BY-SA 4.0",
    },
    "No Credit Fort": { file: "Uncredited.jpg" },
    "No Photo Lake": {},
  });
  await database.db.insert(images).values([
    { source: "wikipedia", ref: "Mehrangarh", alt: "The fort above Jodhpur" },
    { source: "wikipedia", ref: "No Credit Fort", alt: "A fort" },
    { source: "wikipedia", ref: "No Photo Lake", alt: "A lake" },
    { source: "wikipedia", ref: "Missing Article", alt: "Nothing" },
  ]);
});
afterAll(async () => {
  await fake?.close();
  await database?.close();
});

describe("Wikipedia lead photo credits", () => {
  it("reads the Commons file name from an upload URL", () => {
    expect(commonsFileOf("https://upload.wikimedia.org/wikipedia/commons/a/a9/Example.jpg")).toBe(
      "Example.jpg",
    );
    expect(
      commonsFileOf(
        "https://upload.wikimedia.org/wikipedia/commons/thumb/a/a9/Example.jpg/330px-Example.jpg",
      ),
    ).toBe("Example.jpg");
    // A non-free file lives on the local wiki, not on Commons: we cannot credit or reuse it.
    expect(
      commonsFileOf("https://upload.wikimedia.org/wikipedia/en/a/a9/Poster.jpg"),
    ).toBeUndefined();
  });

  it("stores the file, author and licence of each article it can credit", async () => {
    const result = await resolveWikipediaImages(database.db, fake.endpoints, { logger });
    expect(result).toEqual({ resolved: 1, missing: 3, stoppedEarly: false });
    const [row] = await database.db.select().from(images).where(eq(images.ref, "Mehrangarh"));
    expect(row).toMatchObject({
      file: "Mehrangarh Fort.jpg",
      author: "Asha & Ravi",
      licence: "CC BY-SA 4.0",
      licenceUrl: "https://creativecommons.org/licenses/by-sa/4.0",
    });
    expect(row?.sourceUrl).toBe("https://commons.wikimedia.org/wiki/File:Mehrangarh_Fort.jpg");
    const [uncredited] = await database.db
      .select()
      .from(images)
      .where(eq(images.ref, "No Credit Fort"));
    expect(uncredited).toMatchObject({ file: null, author: null });
    expect(uncredited?.resolvedAt).toBeInstanceOf(Date);
  });

  it("does not ask again about images already looked up", async () => {
    const before = fake.requests.length;
    expect(await resolveWikipediaImages(database.db, fake.endpoints, { logger })).toEqual({
      resolved: 0,
      missing: 0,
      stoppedEarly: false,
    });
    expect(fake.requests.length).toBe(before);
  });

  it("stops after three failures in a row when Wikimedia cannot be reached", async () => {
    await database.db.insert(images).values(
      Array.from({ length: 6 }, (_, i) => ({
        source: "wikipedia" as const,
        ref: `Unreachable ${i}`,
        alt: "x",
      })),
    );
    // A port nothing listens on: connections are refused, as when Wikimedia cannot be reached.
    const port = await freePort();
    const closed = {
      wikipediaRest: `http://127.0.0.1:${port}/rest`,
      commonsApi: `http://127.0.0.1:${port}/w/api.php`,
    };
    const result = await resolveWikipediaImages(database.db, closed, { logger, concurrency: 1 });
    expect(result).toEqual({ resolved: 0, missing: 0, stoppedEarly: true });
  });
});

describe("image views", () => {
  const base = { id: 1, ref: "Mehrangarh", alt: "The fort", licenceUrl: null, sourceUrl: null };
  const online = wikimediaImages(() => false);
  const credited = {
    ...base,
    source: "wikipedia" as const,
    file: "Example.jpg",
    author: "Asha",
    licence: "CC BY-SA 4.0",
  };

  it("shows a credited photo from our own origin, AVIF and WebP at four widths, with its credit", () => {
    const view = viewImage(online, credited, { kind: "city", label: "Jodhpur" });
    // md5("Example.jpg"): the photo's key (issue 9).
    const key = "a91fe217e45a700fc2dab0cc476f01c7";
    expect(view.src).toBe(`/photos/v1/${key}/960.webp`);
    expect(view.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(view.sources[0]?.srcSet.split(", ")).toEqual([
      `/photos/v1/${key}/320.avif 320w`,
      `/photos/v1/${key}/640.avif 640w`,
      `/photos/v1/${key}/960.avif 960w`,
      `/photos/v1/${key}/1280.avif 1280w`,
    ]);
    expect(view.srcSet).toBe(view.sources[1]?.srcSet);
    expect(view.credit).toMatchObject({ author: "Asha", licence: "CC BY-SA 4.0" });
  });

  it("shows our placeholder for an uncredited photo, offline, or with no image", () => {
    const uncredited = { ...credited, author: null, licence: null };
    expect(viewImage(online, uncredited, { kind: "city", label: "Jodhpur" }).src).toBe(
      "/placeholder/city/Jodhpur.svg",
    );
    const offline = viewImage(offlineImages, credited, { kind: "place", label: "Mehrangarh" });
    expect(offline).toMatchObject({
      src: "/placeholder/place/Mehrangarh.svg",
      sources: [],
      credit: undefined,
      alt: "The fort",
    });
    expect(viewImage(online, undefined, { kind: "hotel", label: "Umaid Bhawan" }).src).toBe(
      "/placeholder/hotel/Umaid%20Bhawan.svg",
    );
  });

  it("shows our placeholder, and no credit, for a photo that could not be fetched lately", () => {
    const failed = wikimediaImages(() => true);
    expect(viewImage(failed, credited, { kind: "city", label: "Jodhpur" })).toMatchObject({
      src: "/placeholder/city/Jodhpur.svg",
      sources: [],
      credit: undefined,
    });
  });
});
