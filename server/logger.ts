import { format } from "node:util";
import { pino } from "pino";
import type { Config } from "./config.ts";

export type Logger = pino.Logger;

export function createLogger(
  config: Pick<Config, "logLevel">,
  destination?: pino.DestinationStream,
): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: "safarnama" },
      redact: {
        paths: ["req.headers.cookie", "req.headers.authorization", "*.password"],
        remove: true,
      },
      serializers: { err: safeError },
    },
    destination,
  );
}

// Drizzle writes a failed query's parameters into its error ("Failed query: …\nparams: …"), and
// PostgreSQL's `detail` repeats the values of a broken constraint ("Key (email)=(…)"): rate-limit
// keys carry addresses and e-mails, reviews carry their text. The log keeps the query, never the
// values (issue 10, item 11).
const PARAMS = /\nparams: [\s\S]*$/;
const REDACTED = "\nparams: [redacted]";

/** pino's error serializer, without query parameters or constraint values, causes included. */
export function safeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const out = pino.stdSerializers.errWithCause(error) as unknown as Record<string, unknown>;
  return scrub(out, 0);
}

function scrub(serialized: Record<string, unknown>, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = { ...serialized };
  delete out.params;
  delete out.parameters;
  delete out.detail;
  for (const key of ["message", "stack"] as const) {
    if (typeof out[key] === "string") out[key] = (out[key] as string).replace(PARAMS, REDACTED);
  }
  const cause = out.cause;
  if (cause && typeof cause === "object" && depth < 5)
    out.cause = scrub(
      cause instanceof Error
        ? (pino.stdSerializers.errWithCause(cause) as unknown as Record<string, unknown>)
        : (cause as Record<string, unknown>),
      depth + 1,
    );
  return out;
}

type ConsoleMethod = "log" | "info" | "warn" | "error" | "debug";

/**
 * Sends what libraries print with `console.*` (better-auth's own logger outside a request, a
 * deprecation notice) through the JSON log: one line per call, a multi-line text or an error's
 * stack inside it, so every line the server writes is JSON. The server's entry point calls it.
 */
export function routeConsoleToLog(logger: Logger) {
  const levels: Record<ConsoleMethod, "info" | "warn" | "error" | "debug"> = {
    log: "info",
    info: "info",
    warn: "warn",
    error: "error",
    debug: "debug",
  };
  for (const [method, level] of Object.entries(levels) as [ConsoleMethod, typeof levels.log][]) {
    console[method] = (...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      const rest = args.filter((arg) => arg !== err);
      logger[level](
        { source: "console", ...(err ? { err } : {}) },
        format(...rest).replace(PARAMS, REDACTED),
      );
    };
  }
}
