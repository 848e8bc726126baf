import { Form, Link, redirect, useActionData } from "react-router";
import { profileName } from "../../../server/data/profiles.server.ts";
import { Icon, type IconProps } from "../../components/icon.tsx";
import { appContext } from "../../context.ts";
import { pageMeta } from "../../lib/meta.ts";
import { requireViewer } from "../../lib/session.server.ts";
import type { Route } from "./+types/route";
import { EditProfile } from "./edit-profile.tsx";
import { updateProfile } from "./profile.server.ts";
import { ViewProfile } from "./view-profile.tsx";

const LogOut = (props: IconProps) => (
  <Icon {...props}>
    <path d="m16 17 5-5-5-5" />
    <path d="M21 12H9" />
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
  </Icon>
);

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: "Your profile · Safarnama", description: "Your Safarnama profile." }),
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(appContext);
  await requireViewer(services, request);
  const profile = await services.profile();
  if (!profile) throw redirect("/login");
  const editing = new URL(request.url).searchParams.has("edit");
  return { profile, name: profileName(profile), editing };
}

export async function action({ context, request }: Route.ActionArgs) {
  return updateProfile(context.get(appContext), request);
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { profile, name, editing } = loaderData;
  const result = useActionData<typeof action>();
  return (
    <main id="main" className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-16">
      <div className="flex flex-wrap items-center gap-5">
        <img
          src={profile.photo ?? "/images/avatar.svg"}
          alt={profile.photo ? `Photo of ${name}` : ""}
          width={96}
          height={96}
          className="size-24 rounded-full object-cover ring-4 ring-amber-500/60"
        />
        <div className="min-w-0 flex-1">
          <p className="eyebrow">Your profile</p>
          <h1 className="mt-1 truncate font-display text-4xl font-semibold tracking-tight">
            {name}
          </h1>
          {profile.role === "editor" ? (
            <p className="mt-1 text-sm font-semibold text-teal-800">
              Editor ·{" "}
              <Link to="/add-city" className="underline">
                Add a city
              </Link>
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {editing ? (
          <EditProfile profile={profile} result={result} />
        ) : (
          <ViewProfile profile={profile} />
        )}
      </div>
      <Form method="post" action="/logout" className="mt-6">
        <button type="submit" className="button-outline">
          <LogOut className="size-4" /> Sign out
        </button>
      </Form>
    </main>
  );
}
