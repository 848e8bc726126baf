import { describe, expect, it } from "vitest";
import { joinWith, PageCache, splitAt } from "./page-cache.ts";

describe("a cached page's nonce", () => {
  const fresh = Buffer.from("NEW");
  const swap = (body: string, old: string) =>
    joinWith(splitAt(Buffer.from(body), Buffer.from(old)), fresh).toString();

  it("is replaced everywhere, at the start, in the middle and at the end", () => {
    expect(swap('OLD<script nonce="OLD"></script><p>OLD', "OLD")).toBe(
      'NEW<script nonce="NEW"></script><p>NEW',
    );
  });

  it("leaves a page without it as it was, multi-byte characters included", () => {
    expect(swap("<p>Jaipur — गुलाबी नगर</p>", "OLD")).toBe("<p>Jaipur — गुलाबी नगर</p>");
  });

  it("handles two occurrences side by side", () => {
    expect(swap("aOLDOLDb", "OLD")).toBe("aNEWNEWb");
  });
});

describe("the page cache", () => {
  /** An app whose one page answers when `release` is called, with the nonce in it. */
  async function app(cache: PageCache) {
    let release = () => {};
    const express = (await import("express")).default;
    const server = express()
      .use((_req, res, next) => {
        res.locals.cspNonce = `n${Math.random()}`;
        next();
      })
      .use(cache.middleware())
      .get("/page", (_req, res) => {
        new Promise<void>((resolve) => {
          release = resolve;
        }).then(() => res.type("html").send(`<p nonce="${res.locals.cspNonce}">page</p>`));
      })
      .listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    return { server, url, release: () => release() };
  }

  it("does not keep a page rendered before a clear (a catalogue change) once it finishes after", async () => {
    const cache = new PageCache({ ttlMs: 60_000 });
    const { server, url, release } = await app(cache);
    try {
      const first = fetch(`${url}/page`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      cache.clear();
      release();
      expect((await first).status).toBe(200);
      const second = fetch(`${url}/page`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      expect((await second).headers.get("x-page-cache")).toBeNull();
      const third = await fetch(`${url}/page`);
      expect(third.headers.get("x-page-cache")).toBe("hit");
    } finally {
      server.close();
    }
  });
});
