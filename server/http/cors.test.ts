import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cors, isReadCall } from "./cors.ts";

describe("isReadCall", () => {
  it("counts GET and the legacy read-only POST calls as reads", () => {
    expect(isReadCall("GET", "/api/v1/cities")).toBe(true);
    expect(isReadCall("POST", "/api/get-city-data")).toBe(true);
    expect(isReadCall("POST", "/view-review-city")).toBe(true);
    // Express routes these with or without a trailing slash, and reports the path with one under
    // a wildcard mount (issue 9).
    expect(isReadCall("POST", "/view-review-city/")).toBe(true);
    expect(isReadCall("POST", "/api/get-city-data/")).toBe(true);
    expect(isReadCall("POST", "/store-review-city/")).toBe(false);
    expect(isReadCall("POST", "/store-review-city")).toBe(false);
    expect(isReadCall("POST", "/submit-city-details")).toBe(false);
    expect(isReadCall("DELETE", "/api/v1/reviews/1")).toBe(false);
  });
});

describe("cors", () => {
  let base = "";
  let close = () => {};
  beforeAll(async () => {
    const app = express();
    app.use(
      cors({ readOrigins: ["*"], writeOrigins: ["https://editor.example"], isRead: isReadCall }),
    );
    app.all("/{*path}", (_req, res) => res.json({ ok: true }));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("lets any origin read without credentials", async () => {
    const res = await fetch(`${base}/api/get-city-data`, {
      method: "POST",
      headers: { Origin: "https://x.example" },
    });
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("answers a read preflight", async () => {
    const res = await fetch(`${base}/api/get-city-data`, {
      method: "OPTIONS",
      headers: {
        Origin: "https://x.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-headers")).toBe("content-type");
  });

  it("refuses a cross-origin write from an origin not on the list", async () => {
    const res = await fetch(`${base}/store-review-city`, {
      method: "OPTIONS",
      headers: { Origin: "https://x.example", "Access-Control-Request-Method": "POST" },
    });
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("allows credentialed writes from a configured origin", async () => {
    const res = await fetch(`${base}/store-review-city`, {
      method: "OPTIONS",
      headers: { Origin: "https://editor.example", "Access-Control-Request-Method": "POST" },
    });
    expect(res.headers.get("access-control-allow-origin")).toBe("https://editor.example");
    expect(res.headers.get("access-control-allow-credentials")).toBe("true");
  });
});
