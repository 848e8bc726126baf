import { dictionary } from "@zxcvbn-ts/language-common";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** What the register page says beside the password field. */
export const PASSWORD_RULE =
  "At least 8 characters, and not one of the passwords most often used or leaked.";

let common: Set<string> | undefined;

/** The 49,000 passwords most common in public breach lists (zxcvbn-ts, MIT licence). */
function commonPasswords(): Set<string> {
  common ??= new Set(
    (dictionary["passwords-common"] as string[]).map((word) => word.toLowerCase()),
  );
  return common;
}

/** Why a password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string, email?: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  }
  const lowered = password.toLowerCase();
  if (commonPasswords().has(lowered)) {
    return "This password is too common: choose one that is harder to guess.";
  }
  if (/^(.)\1+$/.test(password)) return "Password must not be one character repeated.";
  const local = email?.split("@")[0]?.toLowerCase();
  if (local && local.length >= 4 && lowered.includes(local)) {
    return "Password must not contain your e-mail address.";
  }
  return undefined;
}
