import type { Response } from "express";
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
