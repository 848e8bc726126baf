import type { z } from "zod";

const NUMBERS = new Set(["latitude", "longitude", "rating"]);

/**
 * Turns the add-city form's fields into the nested object our schema checks: dotted names
 * (`seasons.peak.start`, `foodToTry.0.name`) become objects and arrays, `categories` a list.
 * Shared by the browser (instant messages) and the server (the real check).
 */
export function formToCity(form: FormData): Record<string, unknown> {
  const root: Record<string, unknown> = { categories: form.getAll("categories").map(String) };
  for (const [name, raw] of form.entries()) {
    if (name === "categories" || typeof raw !== "string") continue;
    const value = NUMBERS.has(name) ? (raw.trim() === "" ? Number.NaN : Number(raw)) : raw;
    const keys = name.split(".");
    let node: Record<string, unknown> | unknown[] = root;
    keys.forEach((key, i) => {
      const last = i === keys.length - 1;
      const nextIsIndex = /^\d+$/.test(keys[i + 1] ?? "");
      const slot = Array.isArray(node) ? Number(key) : key;
      const container = node as Record<string | number, unknown>;
      if (last) container[slot] = value;
      else {
        container[slot] ??= nextIsIndex ? [] : {};
        node = container[slot] as Record<string, unknown>;
      }
    });
  }
  for (const list of ["foodToTry", "thingsToBuy"]) {
    if (Array.isArray(root[list])) root[list] = (root[list] as unknown[]).filter(Boolean);
  }
  return root;
}

/** The first message for each field, keyed by its dotted name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    errors[key] ??=
      issue.code === "invalid_type" && issue.input === undefined ? "Required" : issue.message;
  }
  return errors;
}
