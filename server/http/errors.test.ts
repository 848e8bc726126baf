import express from "express";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorHandler } from "./errors.ts";

let base = "";
let close = () => {};
beforeAll(async () => {
  const app = express();
  app.get("/api/v1/boom", () => {
    throw new Error("secret database password in /etc/app");
  });
  app.get("/page/boom", () => {
    throw new Error("secret database password in /etc/app");
  });
  app.get("/api/v1/teapot", () => {
    throw Object.assign(new Error("bad input detail"), { status: 400 });
  });
  app.use(errorHandler(pino({ level: "silent" })));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  close = () => server.close();
});
afterAll(() => close());

describe("errorHandler", () => {
  it("answers API errors with our JSON shape and no detail of the error", async () => {
    const res = await fetch(`${base}/api/v1/boom`);
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({
      error: {
        code: "internal",
        message: "Something went wrong on our side. Please try again in a moment.",
      },
    });
    expect(body).not.toMatch(/secret|at .*\.ts/);
  });

  it("keeps a client error's status without echoing its message", async () => {
    const res = await fetch(`${base}/api/v1/teapot`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "bad_request" } });
  });

  it("answers page errors with a short HTML page and no stack trace", async () => {
    const res = await fetch(`${base}/page/boom`);
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain("Something went wrong");
    expect(html).toContain("GO To HomePage");
    expect(html).not.toMatch(/secret|at .*\.ts/);
  });
});
