import type { z } from "zod";

const NUMBERS = new Set(["latitude", "longitude", "rating"]);

/** The longest dotted name the form has (`seasons.peak.start`, `foodToTry.0.name`). */
const MAX_DEPTH = 3;
/** A list entry's index: the form never has more than a few dozen entries. */
const INDEX = /^\d{1,2}$/;
const NAME_PART = /^[A-Za-z]{1,40}$/;

/**
 * Turns the add-city form's fields into the nested object our schema checks: dotted names
 * (`seasons.peak.start`, `foodToTry.0.name`) become objects and arrays, `categories` a list.
 * Shared by the browser (instant messages) and the server (the real check). Names that are not of
 * the form's shape are ignored: a part that is not a plain word or a small index, a name deeper
 * than the form's, or one that collides with another (`b` and `b.c`). No name can reach an
 * object's prototype (`__proto__`, `constructor`): the property-based test found the collision.
 */
export function formToCity(form: FormData): Record<string, unknown> {
  const root: Record<string, unknown> = { categories: form.getAll("categories").map(String) };
  for (const [name, raw] of form.entries()) {
    if (name === "categories" || typeof raw !== "string") continue;
    const keys = name.split(".");
    if (
      keys.length > MAX_DEPTH ||
      keys.some((key, i) => !(i > 0 && INDEX.test(key)) && !NAME_PART.test(key))
    ) {
      continue;
    }
    if (keys.some((key) => key === "constructor" || key === "prototype")) continue;
    const value = NUMBERS.has(name) ? (raw.trim() === "" ? Number.NaN : Number(raw)) : raw;
    let node: Record<string, unknown> | unknown[] = root;
    for (let i = 0; i < keys.length; i += 1) {
      const key = keys[i] as string;
      const slot = Array.isArray(node) ? Number(key) : key;
      const container = node as Record<string | number, unknown>;
      const existing = Object.hasOwn(container, slot) ? container[slot] : undefined;
      if (i === keys.length - 1) {
        // A value never replaces a group that other fields have started.
        if (existing === undefined || typeof existing !== "object") container[slot] = value;
        break;
      }
      if (existing === undefined) {
        container[slot] = INDEX.test(keys[i + 1] ?? "") ? [] : {};
      } else if (typeof existing !== "object" || existing === null) {
        break; // `b` was a value; `b.c` cannot make it a group.
      }
      node = container[slot] as Record<string, unknown> | unknown[];
    }
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
