import { describe, expect, it } from "vitest";
import { joinWith, splitAt } from "./page-cache.ts";

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
