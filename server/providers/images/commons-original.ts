import { commonsOriginalUrl } from "./commons.ts";
import { wikimediaUserAgent } from "./user-agent.ts";

export type CommonsFetchOptions = {
  /** COMMONS_UPLOAD_URL: upload.wikimedia.org, or a local fake in tests. */
  base: string;
  /** WIKIMEDIA_CONTACT, for the User-Agent Wikimedia's policy asks for. */
  contact: string | undefined;
  timeoutMs?: number;
  maxBytes?: number;
};

/** Commons originals of photographs are mostly 2 to 15 MB; more is a scan or a panorama (issue 9). */
export const ORIGINAL_MAX_BYTES = 25 * 1024 * 1024;
const TIMEOUT_MS = 20_000;

export class OriginalUnavailable extends Error {
  override name = "OriginalUnavailable";
}

/**
 * Downloads a Commons file's original, reading at most `maxBytes` of it: a server that sends more
 * (or announces more) is cut off, so one huge file cannot fill our memory.
 */
export async function fetchCommonsOriginal(
  file: string,
  options: CommonsFetchOptions,
): Promise<Buffer> {
  const maxBytes = options.maxBytes ?? ORIGINAL_MAX_BYTES;
  const url = commonsOriginalUrl(file, options.base);
  const res = await fetch(url, {
    headers: { "User-Agent": wikimediaUserAgent(options.contact), Accept: "image/*" },
    signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
  });
  if (!res.ok || !res.body) {
    await res.body?.cancel();
    throw new OriginalUnavailable(`${url} answered ${res.status}`);
  }
  if (Number(res.headers.get("content-length") ?? 0) > maxBytes) {
    await res.body.cancel();
    throw new OriginalUnavailable(`${url} is larger than ${maxBytes} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of res.body) {
    total += chunk.byteLength;
    // Leaving the loop cancels the body: the rest is never read.
    if (total > maxBytes) throw new OriginalUnavailable(`${url} sent more than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
