import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

// React Router's <Scripts> writes a `<link rel="modulepreload">` for every script of the page, and
// React hoists them into <head>, where the browser fetches them at high priority beside the
// stylesheet and the font the first paint needs. The page is server-rendered: its content shows
// without them. So they are marked `fetchpriority="low"`, as React itself marks the preloads of its
// own bootstrap modules: content first, then hydration (docs/decisions/0013).
const PRELOAD = '<link rel="modulepreload"';
const LOW_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = "</head>";

/**
 * Rewrites the document head's module preloads to low priority, then passes the rest of the stream
 * through untouched. A tag split across two chunks is held back until it is whole.
 */
export class LowPriorityPreloads extends Transform {
  #pending = "";
  #inHead = true;
  // Decodes across chunks, so a character split between two chunks is never garbled.
  #decoder = new StringDecoder("utf8");

  // Written strings arrive as Buffers too (the stream's default `decodeStrings`).
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    const decoded = this.#decoder.write(chunk);
    if (!this.#inHead) {
      done(null, decoded);
      return;
    }
    const text = this.#pending + decoded;
    const headEnd = text.indexOf(HEAD_END);
    if (headEnd !== -1) {
      this.#inHead = false;
      this.#pending = "";
      const cut = headEnd + HEAD_END.length;
      done(null, rewrite(text.slice(0, cut)) + text.slice(cut));
      return;
    }
    const keep = partialTagAtEnd(text);
    this.#pending = text.slice(text.length - keep);
    done(null, rewrite(text.slice(0, text.length - keep)));
  }

  override _flush(done: TransformCallback) {
    done(null, rewrite(this.#pending + this.#decoder.end()));
  }
}

function rewrite(html: string) {
  return html.replaceAll(PRELOAD, LOW_PRELOAD);
}

/** How many characters at the end of `text` could be the start of a preload tag or of `</head>`. */
function partialTagAtEnd(text: string) {
  for (let length = Math.min(text.length, PRELOAD.length - 1); length > 0; length -= 1) {
    const tail = text.slice(text.length - length);
    if (PRELOAD.startsWith(tail) || HEAD_END.startsWith(tail)) return length;
  }
  return 0;
}
