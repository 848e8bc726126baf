import { Link, redirect } from "react-router";
import { AccountCard, AccountForm } from "../components/account-form.tsx";
import { SocialButtons } from "../components/social-buttons.tsx";
import { appContext } from "../context.ts";
import { PASSWORD_RULE, registerSchema } from "../lib/account-forms.ts";
import { registerAction } from "../lib/auth-actions.server.ts";
import { socialProviders } from "../lib/auth-providers.server.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/register";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: "Create an account · Safarnama",
    description: "Sign up to Safarnama to write reviews and keep your travel profile.",
  }),
  { name: "robots", content: "noindex" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(appContext);
  if (await services.viewer()) throw redirect("/profile");
  return { providers: socialProviders(services.config) };
}

export function action({ context, request }: Route.ActionArgs) {
  return registerAction(context.get(appContext), request);
}

export default function Register({ loaderData }: Route.ComponentProps) {
  return (
    <AccountCard
      title="Create an account"
      intro="Sign up to write reviews of the places you visit."
    >
      <AccountForm
        schema={registerSchema}
        submitLabel="Sign up"
        errorPosition="top-center"
        redirectTo={undefined}
        fields={[
          { name: "firstName", label: "First name", autoComplete: "given-name", maxLength: 50 },
          {
            name: "lastName",
            label: "Last name",
            autoComplete: "family-name",
            maxLength: 50,
            optional: true,
          },
          { name: "email", label: "Email", type: "email", autoComplete: "email", maxLength: 254 },
          {
            name: "password",
            label: "Password",
            type: "password",
            autoComplete: "new-password",
            maxLength: 128,
            hint: PASSWORD_RULE,
          },
        ]}
      />
      {loaderData.providers.length > 0 ? (
        <div className="mt-6 border-t border-slate-200 pt-6">
          <SocialButtons providers={loaderData.providers} back="/profile" />
        </div>
      ) : null}
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{" "}
        <Link to="/login" className="font-semibold text-teal-800 underline">
          Log in
        </Link>
      </p>
    </AccountCard>
  );
}
