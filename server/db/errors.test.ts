import { describe, expect, it } from "vitest";
import { DatabaseUnavailable, isDatabaseUnavailable } from "./errors.ts";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["PostgreSQL shutting down (57P01)", withCode("57P01")],
    ["PostgreSQL starting up (57P03)", withCode("57P03")],
    ["a connection failure (08006)", withCode("08006")],
    ["connection refused", withCode("ECONNREFUSED")],
    ["a cut connection", new Error("Connection terminated unexpectedly")],
    ["a pool timeout", new Error("timeout exceeded when trying to connect")],
    [
      "one inside a query error's cause",
      new Error("Failed query", { cause: withCode("ECONNRESET") }),
    ],
    ["several addresses refused", new AggregateError([withCode("ECONNREFUSED")])],
    ["ours", new DatabaseUnavailable("session check")],
  ])("says yes for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("23505")],
    ["a NUL in text", withCode("22021")],
    ["a bug", new TypeError("x is not a function")],
    ["nothing", undefined],
    ["a string", "Connection terminated"],
  ])("says no for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
