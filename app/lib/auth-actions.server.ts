import { isAPIError } from "better-auth/api";
import { data } from "react-router";
import { setProfileNames } from "../../server/data/profiles.server.ts";
import { DatabaseUnavailable, isDatabaseUnavailable } from "../../server/db/errors.ts";
import type { RequestContext } from "../context.ts";
import {
  loginSchema,
  modalLoginSchema,
  modalSignUpSchema,
  registerSchema,
} from "./account-forms.ts";
import { type FieldErrors, fieldErrorsOf, formValues } from "./form-values.ts";
import { readForm } from "./read-form.server.ts";
import { redirectWith, safeRedirect } from "./session.server.ts";

export type AuthActionData = {
  formError?: string;
  fieldErrors?: FieldErrors;
  values?: Record<string, string>;
};

const INVALID_LOGIN = "Invalid email or password.";
const FAILED = "Something went wrong. Please try again.";

function failure(status: number, body: AuthActionData) {
  return data(body, { status });
}

/** What to tell a person when better-auth refuses, without saying whether an e-mail is known. */
function messageOf(
  error: unknown,
  kind: "login" | "register",
): { status: number; message: string } {
  if (!isAPIError(error)) return { status: 500, message: FAILED };
  const code = (error.body as { code?: string } | undefined)?.code;
  const status = error.statusCode;
  if (status === 429) {
    return { status, message: "Too many attempts. Please wait a few minutes and try again." };
  }
  if (kind === "login") {
    return status >= 500 ? { status, message: FAILED } : { status: 401, message: INVALID_LOGIN };
  }
  if (code === "USER_ALREADY_EXISTS" || code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") {
    return { status: 409, message: "An account with this e-mail already exists. Log in instead." };
  }
  if (code === "WEAK_PASSWORD" || code === "PASSWORD_TOO_SHORT" || code === "PASSWORD_TOO_LONG") {
    return { status: 400, message: error.body?.message ?? "Choose a stronger password." };
  }
  if (code === "INVALID_EMAIL") return { status: 400, message: "Enter a valid e-mail address." };
  return status >= 500
    ? { status, message: FAILED }
    : { status, message: error.body?.message ?? FAILED };
}

/** /register and the modal's sign-up: creates the account, signs in, and says so. */
export async function registerAction(services: RequestContext, request: Request) {
  const form = await readForm(request);
  const values = formValues(form);
  const fromModal = "txt" in values;
  const parsed = fromModal ? modalSignUpSchema.safeParse(values) : registerSchema.safeParse(values);
  if (!parsed.success) {
    return failure(400, {
      fieldErrors: fieldErrorsOf(parsed.error),
      values: withoutSecrets(values),
    });
  }
  const input =
    "txt" in parsed.data
      ? {
          firstName: parsed.data.txt,
          lastName: "",
          email: parsed.data.email,
          password: parsed.data.pswd,
        }
      : parsed.data;
  try {
    const { headers, response } = await services.auth.api.signUpEmail({
      body: {
        name: [input.firstName, input.lastName].filter(Boolean).join(" "),
        email: input.email,
        password: input.password,
      },
      headers: request.headers,
      returnHeaders: true,
    });
    await setProfileNames(services.db, response.user.id, input);
    return redirectWith(safeRedirect(form.get("redirectTo"), "/profile"), {
      flash: "registered",
      cookies: headers,
    });
  } catch (error) {
    const { status, message } = messageOf(error, "register");
    if (status >= 500) {
      await unlessDatabaseDown(services, error);
      services.logger.error({ err: error }, "sign-up failed");
    }
    return failure(status, { formError: message, values: withoutSecrets(values) });
  }
}

/** /login and the modal's login. */
export async function loginAction(services: RequestContext, request: Request) {
  const form = await readForm(request);
  const values = formValues(form);
  const parsed =
    "pswd" in values ? modalLoginSchema.safeParse(values) : loginSchema.safeParse(values);
  if (!parsed.success) {
    return failure(400, {
      fieldErrors: fieldErrorsOf(parsed.error),
      values: withoutSecrets(values),
    });
  }
  const password = "pswd" in parsed.data ? parsed.data.pswd : parsed.data.password;
  try {
    const { headers } = await services.auth.api.signInEmail({
      body: { email: parsed.data.email, password },
      headers: request.headers,
      returnHeaders: true,
    });
    return redirectWith(safeRedirect(form.get("redirectTo"), "/profile"), {
      flash: "signed-in",
      cookies: headers,
    });
  } catch (error) {
    const { status, message } = messageOf(error, "login");
    if (status >= 500) {
      await unlessDatabaseDown(services, error);
      services.logger.error({ err: error }, "sign-in failed");
    }
    return failure(status, { formError: message, values: withoutSecrets(values) });
  }
}

/** Sign-out: ends the session and goes to /login (spec section 4). */
export async function logoutAction(services: RequestContext, request: Request) {
  try {
    const { headers } = await services.auth.api.signOut({
      headers: request.headers,
      returnHeaders: true,
    });
    return redirectWith("/login", { flash: "signed-out", cookies: headers });
  } catch {
    // No session, or an expired one: the person is signed out either way.
    return redirectWith("/login", {});
  }
}

/**
 * better-auth answers a database it cannot reach with its own 500: when the database does not
 * answer a ping either, it is a 503 with Retry-After (the route's error page), not 'Something
 * went wrong' (issue 10, finding 4).
 */
async function unlessDatabaseDown(services: RequestContext, error: unknown) {
  if (isDatabaseUnavailable(error) || !(await services.database.ping(500)))
    throw new DatabaseUnavailable("sign-in or sign-up", { cause: error });
}

function withoutSecrets(values: Record<string, string>) {
  const { password: _p, pswd: _q, ...rest } = values;
  return rest;
}
