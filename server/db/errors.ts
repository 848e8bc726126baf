// Whether an error means "the database is not there right now" (restarting, failing over, the
// connection cut), as opposed to a bug or bad input: those get 503 with Retry-After, never a 500
// or a misleading 401 (issue 10, findings 1 and 4).

// PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, and class 08 (connection).
const UNAVAILABLE_CODES = new Set(["57P01", "57P02", "57P03"]);
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);
const MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Connection ended unexpectedly",
  "the database system is shutting down",
  "the database system is starting up",
  "terminating connection due to administrator command",
];

/** Seconds a client is told to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

export class DatabaseUnavailable extends Error {
  override name = "DatabaseUnavailable";
  readonly status = 503;
}

/** True when `error`, or any error in its `cause` chain, says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === "object"; depth += 1) {
    if (current instanceof DatabaseUnavailable) return true;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08")))
      return true;
    if (typeof code === "string" && NETWORK_CODES.has(code)) return true;
    if (typeof message === "string" && MESSAGES.some((text) => message.includes(text))) return true;
    // AggregateError (a connection tried on several addresses) holds its reasons here.
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
