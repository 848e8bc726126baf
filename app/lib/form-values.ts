import type { z } from "zod";

// Form helpers every form shares, browser and server. No zod at run time (only its types), so a
// page can use them without loading zod.

export type FieldErrors = Record<string, string>;

/** The first message of each field, for showing beside it. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Form fields as strings (files and repeated names left out). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && !(key in values)) values[key] = value;
  }
  return values;
}
