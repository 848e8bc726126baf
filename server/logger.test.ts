import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger, routeConsoleToLog } from "./logger.ts";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { logger: createLogger({ logLevel: "debug" }, stream), lines };
}

const saved = { ...console };
afterEach(() => {
  Object.assign(console, saved);
});

describe("the JSON log (issue 10, item 11)", () => {
  it("keeps a failed query's text but none of its values, in the error or its cause", () => {
    const { logger, lines } = capture();
    const cause = Object.assign(new Error("duplicate key value violates unique constraint"), {
      code: "23505",
      detail: "Key (email)=(meera@example.com) already exists.",
    });
    const error = new DrizzleQueryError(
      'insert into "rate_limits" ("key") values ($1)',
      ["sign-in:account-ip:meera@example.com:203.0.113.7"],
      cause,
    );
    logger.error({ err: error }, "request failed");
    expect(lines).toHaveLength(1);
    const line = lines[0] ?? "";
    expect(line).toContain('insert into \\"rate_limits\\"');
    expect(line).toContain("params: [redacted]");
    expect(line).toContain("23505");
    expect(line).not.toContain("meera@example.com");
    expect(line).not.toContain("203.0.113.7");
  });

  it("writes what libraries print with console as one JSON line each", () => {
    const { logger, lines } = capture();
    routeConsoleToLog(logger);
    console.error("[Better Auth]: first line\nsecond line", new Error("boom"));
    // biome-ignore lint/suspicious/noConsole: as above.
    console.log("Failed query: select 1\nparams: secret@example.com");
    expect(lines).toHaveLength(2);
    const [first, second] = lines.map((line) => JSON.parse(line));
    expect(first).toMatchObject({
      level: 50,
      source: "console",
      msg: "[Better Auth]: first line\nsecond line",
      err: { message: "boom" },
    });
    expect(second.msg).toBe("Failed query: select 1\nparams: [redacted]");
  });
});
