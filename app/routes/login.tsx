import { Link, redirect, useSearchParams } from "react-router";
import { AccountCard, AccountForm } from "../components/account-form.tsx";
import { SocialButtons } from "../components/social-buttons.tsx";
import { appContext } from "../context.ts";
import { loginSchema } from "../lib/account-forms.ts";
import { loginAction } from "../lib/auth-actions.server.ts";
import { socialProviders } from "../lib/auth-providers.server.ts";
import { pageMeta } from "../lib/meta.ts";
import { safeRedirect } from "../lib/session.server.ts";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: "Log in · Safarnama",
    description: "Log in to Safarnama to write reviews and keep your profile.",
  }),
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(appContext);
  // Spec: /login shows the profile to someone already signed in.
  if (await services.viewer()) throw redirect("/profile");
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  return {
    providers: socialProviders(services.config),
    redirectTo: redirectTo ? safeRedirect(redirectTo, "/profile") : undefined,
  };
}

export function action({ context, request }: Route.ActionArgs) {
  return loginAction(context.get(appContext), request);
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const socialFailed = params.has("error");
  return (
    <AccountCard
      title="Log in"
      intro="Welcome back. Log in to write reviews and keep your travel profile."
    >
      {socialFailed ? (
        <p
          role="alert"
          className="mb-5 rounded-2xl bg-rose-50 p-4 text-rose-900 ring-1 ring-rose-200"
        >
          Sign-in with that provider did not complete. Please try again.
        </p>
      ) : null}
      <AccountForm
        schema={loginSchema}
        submitLabel="Log in"
        errorPosition="bottom-center"
        redirectTo={loaderData.redirectTo}
        fields={[
          { name: "email", label: "Email", type: "email", autoComplete: "email", maxLength: 254 },
          {
            name: "password",
            label: "Password",
            type: "password",
            autoComplete: "current-password",
            maxLength: 128,
          },
        ]}
      />
      {loaderData.providers.length > 0 ? (
        <div className="mt-6 border-t border-slate-200 pt-6">
          <SocialButtons
            providers={loaderData.providers}
            back={loaderData.redirectTo ?? "/profile"}
          />
        </div>
      ) : null}
      <p className="mt-6 text-center text-sm text-slate-600">
        New to Safarnama?{" "}
        <Link to="/register" className="font-semibold text-teal-800 underline">
          Create an account
        </Link>
      </p>
    </AccountCard>
  );
}
