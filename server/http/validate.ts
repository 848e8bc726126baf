import type { RequestHandler, Response } from "express";
import express from "express";
import type { z } from "zod";
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

/** express.json with these options, then `rejectNul`: one handler, typed as Express expects. */
export function jsonBody(
  options: Parameters<typeof express.json>[0],
): ReturnType<typeof express.json> {
  const parse = express.json(options);
  return (req, res, next) => {
    parse(req, res, (error?: unknown) =>
      error
        ? next(error)
        : rejectNul(
            req as Parameters<RequestHandler>[0],
            res as Parameters<RequestHandler>[1],
            next,
          ),
    );
  };
}
