import { data } from "react-router";

// Every page action reads its form here (issue 10, item 3): a body that is not a form (JSON,
// plain text, none at all), a multipart body that cannot be parsed, or text holding a NUL
// character (PostgreSQL cannot store one) is answered with a 4xx and a clear message, never a 500.

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** What a page's form may weigh unless it says otherwise (the profile's photo form does). */
export const FORM_LIMIT_BYTES = 1024 * 1024;

/** A refused body: shown by the route's error boundary with its status. */
export type BadForm = { message: string };

const refuse = (status: number, message: string) => data<BadForm>({ message }, { status });

/**
 * The request's form, or a thrown 400/413/415 response saying what was wrong with it. At most
 * `limit` bytes are read, counted as they arrive (a chunked body has no length to trust); past
 * it the rest is left unread, and the connection closes after the answer (issue 10, finding 2).
 */
export async function readForm(
  request: Request,
  { limit = FORM_LIMIT_BYTES, tooLarge = "The form is too large." } = {},
): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (!FORM_TYPES.some((accepted) => type.startsWith(accepted)))
    throw refuse(415, "This page takes a form (urlencoded or multipart), nothing else.");
  const bytes = await readAtMost(request, limit);
  if (!bytes)
    throw data<BadForm>({ message: tooLarge }, { status: 413, headers: { Connection: "close" } });
  let form: FormData;
  try {
    // The original header: a multipart boundary is case-sensitive.
    const header = request.headers.get("content-type") ?? type;
    form = await new Response(bytes, { headers: { "content-type": header } }).formData();
  } catch (error) {
    // A body over the size limit is the limit's answer, not ours.
    if (error instanceof Response) throw error;
    throw refuse(400, "The form could not be read.");
  }
  for (const [, value] of form) {
    if (typeof value === "string" && value.includes("\u0000"))
      throw refuse(400, "The form holds a character that text cannot contain (NUL).");
  }
  return form;
}

/** The body, or undefined as soon as it passes `limit` bytes (announced or read). */
async function readAtMost(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) return undefined;
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    // Stop reading: what the client still sends waits in the socket until it closes.
    if (size > limit) {
      reader.releaseLock();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(new ArrayBuffer(size));
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** Whether `readForm` refused the body for its size. */
export function isTooLarge(error: unknown): boolean {
  const init = (error as { init?: { status?: number } } | null)?.init;
  return init?.status === 413;
}
