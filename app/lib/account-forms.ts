import { z } from "zod";

// The account forms' rules, shared by the browser (messages on submit) and the server (which
// also checks the password against the common-password list: server/auth/password-policy.ts).

export const PASSWORD_RULE =
  "At least 8 characters, and not one of the passwords most often used or leaked.";
export const PHONE_RULE = "Phone number must be exactly 10 digits";

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "An e-mail address is at most 254 characters.")
  .pipe(z.email("Enter a valid e-mail address."));

const password = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .max(128, "Password must be at most 128 characters.");

const newPassword = password.refine((value) => value.length >= 8, {
  message: "Password must be at least 8 characters.",
});

const name = (label: string) => z.string().trim().max(50, `${label} can be at most 50 characters.`);

export const registerSchema = z.object({
  firstName: name("First name").min(1, "First name is required"),
  lastName: name("Last name").optional().default(""),
  email,
  password: newPassword,
});

export const loginSchema = z.object({ email, password });

/** The avatar modal's sign-up form (spec: txt, email, pswd). */
export const modalSignUpSchema = z.object({
  txt: z
    .string({ error: "User name is required" })
    .trim()
    .min(1, "User name is required")
    .max(50, "User name can be at most 50 characters."),
  email,
  pswd: newPassword,
});

/** The avatar modal's login form (spec: email, pswd). */
export const modalLoginSchema = z.object({ email, pswd: password });

export const profileSchema = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
  phoneNumber: z
    .string()
    .trim()
    .refine((value) => value === "" || /^\d{10}$/.test(value), PHONE_RULE),
});
