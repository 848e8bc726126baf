import type express from "express";
import type { RequestHandler, Response } from "express";
import type { z } from "zod";
import { readAtMost } from "./body-limit.ts";
import { sendJsonError } from "./errors.ts";

/**
 * Parses input with a schema; on failure answers 400 naming the first parameter at fault and
 * returns undefined, so a handler reads `const input = parseOr400(...); if (!input) return;`.
 */
export function parseOr400<S extends z.ZodType>(
  res: Response,
  schema: S,
  input: unknown,
  where: "query" | "body" | "path",
): z.infer<S> | undefined {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (issue?.code === "unrecognized_keys") {
    const names = issue.keys.map((key) => `'${key}'`).join(", ");
    sendJsonError(res, 400, "invalid_parameter", `Unknown ${where} parameter ${names}.`);
    return undefined;
  }
  const name = issue?.path.join(".") || where;
  sendJsonError(
    res,
    400,
    "invalid_parameter",
    `Invalid ${where} parameter '${name}': ${issue?.message ?? "invalid"}.`,
  );
  return undefined;
}

/** Whether a parsed JSON value holds a NUL character in any string, keys included. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 64 || value === null || typeof value !== "object") return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes("\u0000") || holdsNul(inner, depth + 1)) return true;
  }
  return false;
}

/**
 * After a JSON body parser: a NUL in any string is refused with 400 (PostgreSQL cannot store it,
 * and no name, review or field of ours has one; issue 10, item 3).
 */
export const rejectNul: RequestHandler = (req, res, next) => {
  if (!holdsNul(req.body)) return next();
  sendJsonError(res, 400, "invalid_text", "Text must not contain the NUL character (\\u0000).");
};

/**
 * A JSON body of at most `limit` bytes, counted as they arrive: past it, 413 at once and the rest
 * is never read (express.json reads a body over its limit to the end before answering). Then
 * `rejectNul`. Bodies of another type are left unread and `req.body` undefined, as express.json
 * does; `strict` accepts only objects and arrays.
 */
export function jsonBody(options: {
  limit: number;
  strict?: boolean;
}): ReturnType<typeof express.json> {
  // Typed as express.json is (a plain Node handler), so routes keep their typed params.
  const handler: RequestHandler = async (req, res, next) => {
    const type = String(req.headers["content-type"] ?? "").toLowerCase();
    if (!type.startsWith("application/json") && !type.endsWith("+json")) return next();
    try {
      const body = await readAtMost(req, options.limit);
      if (!body) {
        res.set("Connection", "close");
        return sendJsonError(res, 413, "too_large", "The request body is too large.");
      }
      const text = body.toString("utf8");
      if (text.trim() === "") {
        req.body = undefined;
        return next();
      }
      const first = text.trimStart()[0];
      if (options.strict !== false && first !== "{" && first !== "[") throw new Error("not strict");
      req.body = JSON.parse(text);
    } catch {
      return sendJsonError(res, 400, "invalid_json", "The request body is not valid JSON.");
    }
    rejectNul(req, res, next);
  };
  return handler as unknown as ReturnType<typeof express.json>;
}
