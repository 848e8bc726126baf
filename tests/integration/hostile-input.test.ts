import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviews } from "../../server/db/schema/index.ts";
import { HttpClient, signedUpMember } from "../support/http-client.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

// What the reliability fuzz found (issue 10, item 3), one case each: every one was a 500.

let server: TestServer;
let member: HttpClient;
beforeAll(async () => {
  server = await startTestServer({ AUTH_LIMIT_SIGN_UP_IP: "1000/600" });
  member = await signedUpMember(server.url, "Hostile");
});
afterAll(async () => {
  await server?.close();
});

const reviewCount = async () => {
  const [row] = await server.services.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(reviews);
  return row?.n ?? 0;
};

describe("page actions given what is not a form", () => {
  it.each([
    ["POST", "/login", "application/json", '{"email":"a@b.c"}', 415],
    ["PATCH", "/register", undefined, undefined, 415],
    ["DELETE", "/login", "text/plain", "hello", 415],
    ["POST", "/city/Agra", "multipart/form-data", "garbage", 400],
    ["POST", "/city/Agra", "multipart/form-data; boundary=xyz", "--xyz\r\nnot a part", 400],
    [
      "POST",
      "/city/Agra",
      "application/x-www-form-urlencoded",
      "intent=create&review=%00&rating=3",
      400,
    ],
  ])("%s %s (%s) answers %d with a page that says so", async (method, path, type, body, status) => {
    const before = await reviewCount();
    const res = await member.request(path, {
      method,
      body,
      headers: type ? { "content-type": type } : {},
    });
    expect(res.status).toBe(status);
    const html = await res.text();
    expect(html).toContain("We could not take that request");
    expect(html).toContain("Nothing was changed.");
    expect(await reviewCount()).toBe(before);
  });
});

describe("a real multipart form", () => {
  it("is read with its boundary as sent (a boundary is case-sensitive)", async () => {
    const boundary = "----WebKitFormBoundaryAbCdEfGh";
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body = `${part("intent", "create")}${part("rating", "5")}${part("review", "Boundary kept.")}--${boundary}--\r\n`;
    const res = await member.request("/city/Agra", {
      body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBe(302);
  });
});

describe("JSON calls", () => {
  it("refuses a NUL in a review with 400 and stores nothing", async () => {
    const before = await reviewCount();
    for (const [path, json] of [
      ["/api/v1/cities/agra/reviews", { review: "\u0000", rating: 3 }],
      ["/store-review-city", { name: "Agra", username: "x", review: "fine\u0000" }],
    ] as const) {
      const res = await member.request(path, { json });
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_text");
    }
    expect(await reviewCount()).toBe(before);
  });

  it("does not take a kind from Object's prototype", async () => {
    for (const method of ["GET", "HEAD", "POST"]) {
      const res = await member.request("/api/v1/constructor/x/reviews", {
        method,
        ...(method === "POST" ? { json: { review: "x", rating: 1 } } : {}),
      });
      expect(res.status, method).toBe(404);
    }
  });

  it("has no better-auth update-user (the profile page changes names), and refuses NUL on the rest", async () => {
    const update = await member.request("/api/auth/update-user", { json: { name: { x: 1 } } });
    expect(update.status).toBe(404);
    const signIn = await new HttpClient(server.url).request("/api/auth/sign-in/email", {
      json: { email: "a\u0000@example.com", password: "whatever-it-is-1" },
    });
    expect(signIn.status).toBe(400);
  });
});
