import { isAPIError } from "better-auth/api";
import { redirect } from "react-router";
import { appContext } from "../context.ts";
import { socialProviders } from "../lib/auth-providers.server.ts";
import { readForm } from "../lib/read-form.server.ts";
import { redirectWith, safeRedirect } from "../lib/session.server.ts";
import type { Route } from "./+types/auth-social";

export const loader = () => redirect("/login");

/**
 * Starts social sign-in without JavaScript: asks better-auth for the provider's sign-in address
 * (with its state cookie) and redirects there. The provider comes back to better-auth's callback,
 * which signs the person in and sends them to `redirectTo`.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const services = context.get(appContext);
  const form = await readForm(request);
  const provider = String(form.get("provider") ?? "");
  const back = safeRedirect(form.get("redirectTo"), "/profile");
  if (!socialProviders(services.config).some((p) => p.id === provider)) {
    return redirect("/login?error=unknown_provider");
  }
  const errorCallbackURL = "/login?error=social";
  try {
    // Google and the OpenID Connect provider are both social providers to better-auth.
    const { headers, response } = await services.auth.api.signInSocial({
      body: { provider: provider as "google", callbackURL: back, errorCallbackURL },
      headers: request.headers,
      returnHeaders: true,
    });
    if (!response?.url) return redirect(errorCallbackURL);
    return redirectWith(response.url, { cookies: headers });
  } catch (error) {
    services.logger.warn(
      { err: isAPIError(error) ? error.body?.message : String(error), provider },
      "social sign-in could not start",
    );
    return redirect(errorCallbackURL);
  }
}
