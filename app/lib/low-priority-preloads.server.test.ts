import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { LowPriorityPreloads } from "./low-priority-preloads.server.ts";

const HEAD =
  '<!DOCTYPE html><html lang="en"><head><title>Agra — Taj ₹50</title>' +
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/>' +
  '<link rel="modulepreload" href="/assets/framework.js"/></head>';
const BODY =
  '<body><p>Say <link rel="modulepreload" href="x"/> in a review: ₹</p>' +
  '<script type="module" async="">import "/assets/entry.client.js";</script></body></html>';

async function run(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(new LowPriorityPreloads()));
}

describe("LowPriorityPreloads", () => {
  it("marks the head's module preloads low priority and leaves everything else as it was", async () => {
    const html = await run([Buffer.from(HEAD + BODY)]);
    expect(html).toBe(
      HEAD.replaceAll(
        '<link rel="modulepreload"',
        '<link rel="modulepreload" fetchpriority="low"',
      ) + BODY,
    );
    expect(html.match(/fetchpriority="low"/g)).toHaveLength(2);
  });

  it("gives the same document whatever the byte where the stream is cut", async () => {
    const whole = Buffer.from(HEAD + BODY);
    const expected = await run([whole]);
    for (let cut = 1; cut < whole.length; cut += 1) {
      // Every cut, those inside a tag, inside `</head>` and inside a multi-byte character included.
      const html = await run([whole.subarray(0, cut), whole.subarray(cut)]);
      expect(html, `cut at byte ${cut}`).toBe(expected);
    }
  });

  it("gives the same document when every byte is its own chunk", async () => {
    const whole = Buffer.from(HEAD + BODY);
    const bytes = [...whole].map((byte) => Buffer.from([byte]));
    expect(await run(bytes)).toBe(await run([whole]));
  });

  it("lets a document without a head end through whole", async () => {
    const html = '<link rel="modulepreload" href="/a.js"/><p>no head end ₹</p><link rel="modul';
    expect(await run([Buffer.from(html)])).toBe(
      html.replace('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'),
    );
  });
});
