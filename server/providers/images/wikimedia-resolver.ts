import { z } from "zod";
import {
  type ImageCreditUpdate,
  listUnresolvedWikipediaImages,
  saveImageCredits,
} from "../../data/images.server.ts";
import type { Database } from "../../db/client.ts";
import type { Logger } from "../../logger.ts";
import { commonsPageUrl } from "./commons.ts";
import { wikimediaUserAgent } from "./user-agent.ts";

// Finds the Commons file behind a Wikipedia article's lead photo, and its author and licence,
// for the images our content references by article title (content/schema.ts). It runs in the
// background after start, a few requests at a time, and stops at once when Wikimedia cannot be
// reached: an offline machine simply keeps showing our placeholder art.

export type WikimediaEndpoints = {
  /** REST base, e.g. https://en.wikipedia.org/api/rest_v1 */
  wikipediaRest: string;
  /** Action API, e.g. https://commons.wikimedia.org/w/api.php */
  commonsApi: string;
  /** For the User-Agent (WIKIMEDIA_CONTACT). */
  contact?: string | undefined;
};

const summarySchema = z.object({
  originalimage: z.object({ source: z.string() }).optional(),
  thumbnail: z.object({ source: z.string() }).optional(),
});
const metaValue = z.object({ value: z.string() }).optional();
const imageInfoSchema = z.object({
  query: z.object({
    pages: z.record(
      z.string(),
      z.object({
        imageinfo: z
          .array(
            z.object({
              extmetadata: z.object({
                Artist: metaValue,
                LicenseShortName: metaValue,
                LicenseUrl: metaValue,
              }),
            }),
          )
          .optional(),
      }),
    ),
  }),
});

export type Credit = { file: string; author: string; licence: string; licenceUrl: string | null };

const TIMEOUT_MS = 3000;

async function getJson(url: string, userAgent: string, signal?: AbortSignal): Promise<unknown> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const res = await fetch(url, {
    headers: { "Api-User-Agent": userAgent, "User-Agent": userAgent, Accept: "application/json" },
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (res.status === 404) return undefined;
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

/** The Commons file name in an upload.wikimedia.org URL; undefined for a non-free local file. */
export function commonsFileOf(url: string): string | undefined {
  const match = /\/wikipedia\/commons\/(?:thumb\/)?[0-9a-f]\/[0-9a-f]{2}\/([^/]+)/.exec(url);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

const stripHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

/** Looks one article up; undefined when it has no free lead photo or no usable credit. */
export async function creditForArticle(
  endpoints: WikimediaEndpoints,
  title: string,
  signal?: AbortSignal,
): Promise<Credit | undefined> {
  const userAgent = wikimediaUserAgent(endpoints.contact);
  const summary = summarySchema.parse(
    (await getJson(
      `${endpoints.wikipediaRest}/page/summary/${encodeURIComponent(title.replaceAll(" ", "_"))}`,
      userAgent,
      signal,
    )) ?? {},
  );
  const source = summary.originalimage?.source ?? summary.thumbnail?.source;
  const file = source ? commonsFileOf(source) : undefined;
  if (!file) return undefined;
  const params = new URLSearchParams({
    action: "query",
    format: "json",
    prop: "imageinfo",
    iiprop: "extmetadata",
    titles: `File:${file}`,
    origin: "*",
  });
  const info = imageInfoSchema.parse(
    await getJson(`${endpoints.commonsApi}?${params}`, userAgent, signal),
  );
  const meta = Object.values(info.query.pages)[0]?.imageinfo?.[0]?.extmetadata;
  const author = meta?.Artist ? stripHtml(meta.Artist.value) : "";
  const licence = meta?.LicenseShortName?.value.trim() ?? "";
  if (!author || !licence) return undefined;
  return { file, author, licence, licenceUrl: meta?.LicenseUrl?.value ?? null };
}

/** Found credits are stored in batches of this many, so pages gain photos as the lookup goes. */
const BATCH = 25;

/**
 * Resolves every Wikipedia image not resolved yet. Returns how many were credited; stops early
 * after three network failures in a row.
 */
export async function resolveWikipediaImages(
  db: Database,
  endpoints: WikimediaEndpoints,
  options: { logger: Logger; concurrency?: number; signal?: AbortSignal },
): Promise<{ resolved: number; missing: number; stoppedEarly: boolean }> {
  const queue = await listUnresolvedWikipediaImages(db);
  let resolved = 0;
  let missing = 0;
  let failuresInARow = 0;
  let found: ImageCreditUpdate[] = [];
  const flush = async () => {
    const batch = found;
    found = [];
    await saveImageCredits(db, batch);
  };
  const worker = async () => {
    while (queue.length > 0 && failuresInARow < 3 && !options.signal?.aborted) {
      const next = queue.shift();
      if (!next) return;
      try {
        const credit = await creditForArticle(endpoints, next.title, options.signal);
        failuresInARow = 0;
        if (credit) resolved += 1;
        else missing += 1;
        found.push({
          id: next.id,
          credit: credit && { ...credit, sourceUrl: commonsPageUrl(credit.file) },
        });
        if (found.length >= BATCH) await flush();
      } catch (error) {
        failuresInARow += 1;
        options.logger.debug({ err: error, title: next.title }, "image credit lookup failed");
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 2 }, worker));
  await flush();
  return { resolved, missing, stoppedEarly: failuresInARow >= 3 };
}
