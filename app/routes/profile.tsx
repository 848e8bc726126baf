import { type FormEvent, useEffect, useState } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { processPhoto } from "../../server/data/photo.server.ts";
import { getProfile, profileName, saveProfile } from "../../server/data/profiles.server.ts";
import { FormError } from "../components/form/form-error.tsx";
import { Icon, type IconProps } from "../components/icon.tsx";
import { appContext } from "../context.ts";
import { PHONE_RULE, profileSchema } from "../lib/account-forms.ts";
import { type FieldErrors, fieldErrorsOf, formValues } from "../lib/form-values.ts";
import { pageMeta } from "../lib/meta.ts";
import { redirectWith, requireViewer } from "../lib/session.server.ts";
import { notify } from "../lib/toast-queue.ts";
import type { Route } from "./+types/profile";

const LogOut = (props: IconProps) => (
  <Icon {...props}>
    <path d="m16 17 5-5-5-5" />
    <path d="M21 12H9" />
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
  </Icon>
);

const Pencil = (props: IconProps) => (
  <Icon {...props}>
    <path d="M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z" />
    <path d="m15 5 4 4" />
  </Icon>
);

const FAILED = "Failed to update profile";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: "Your profile · Safarnama", description: "Your Safarnama profile." }),
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const services = context.get(appContext);
  const viewer = await requireViewer(services, request);
  const profile = await getProfile(services.db, viewer.id);
  if (!profile) throw redirect("/login");
  const editing = new URL(request.url).searchParams.has("edit");
  return { profile, name: profileName(profile), editing };
}

export async function action({ context, request }: Route.ActionArgs) {
  const services = context.get(appContext);
  const viewer = await requireViewer(services, request);
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > 6 * 1024 * 1024) {
    return data(
      {
        formError: `${FAILED}: the photo must be at most 5 MB.`,
        fieldErrors: { photo: "The photo must be at most 5 MB." },
      },
      { status: 413 },
    );
  }
  const form = await request.formData();
  const parsed = profileSchema.safeParse(formValues(form));
  const fieldErrors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const upload = form.get("photo");
  let photo: Awaited<ReturnType<typeof processPhoto>> | undefined;
  if (upload instanceof File && upload.size > 0) {
    photo = await processPhoto(upload);
    if (!photo.ok) fieldErrors.photo = photo.message;
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0) {
    return data({ formError: FAILED, fieldErrors }, { status: 400 });
  }
  try {
    await saveProfile(services.db, viewer.id, {
      ...parsed.data,
      photo: photo?.ok ? photo.photo : undefined,
    });
  } catch (error) {
    services.logger.error({ err: error }, "profile update failed");
    return data({ formError: FAILED, fieldErrors: {} }, { status: 500 });
  }
  return redirectWith("/profile", { flash: "profile-saved" });
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { profile, name, editing } = loaderData;
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
        {editing ? <EditProfile profile={profile} /> : <ViewProfile profile={profile} />}
      </div>
      <Form method="post" action="/logout" className="mt-6">
        <button type="submit" className="button-outline">
          <LogOut className="size-4" /> Sign out
        </button>
      </Form>
    </main>
  );
}

type ProfileData = Route.ComponentProps["loaderData"]["profile"];

function ViewProfile({ profile }: { profile: ProfileData }) {
  const rows: [string, string][] = [
    ["Email", profile.email],
    ["First name", profile.firstName],
    ["Last name", profile.lastName],
    ["Phone", profile.phoneNumber],
  ];
  return (
    <>
      <dl className="divide-y divide-slate-100" data-testid="profile-view">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-3 sm:grid-cols-3">
            <dt className="text-sm font-semibold text-slate-600">{label}</dt>
            <dd className="break-words sm:col-span-2">
              {value || <span className="text-slate-400">Not given</span>}
            </dd>
          </div>
        ))}
      </dl>
      <Link to="?edit" className="button-primary mt-6" preventScrollReset>
        <Pencil className="size-4" /> Edit Profile
      </Link>
    </>
  );
}

function EditProfile({ profile }: { profile: ProfileData }) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<FieldErrors>();
  const errors: FieldErrors = clientErrors ?? result?.fieldErrors ?? {};
  const busy = navigation.state === "submitting";

  useEffect(() => {
    if (result?.formError) notify({ kind: "error", message: FAILED });
  }, [result]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parsed = profileSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      event.preventDefault();
      setClientErrors(fieldErrorsOf(parsed.error));
      notify({ kind: "error", message: FAILED });
    } else {
      setClientErrors(undefined);
    }
  };

  const input = (
    name: "firstName" | "lastName" | "phoneNumber",
    label: string,
    extra: {
      type?: string;
      autoComplete: string;
      maxLength: number;
      inputMode?: "numeric";
      hint?: string;
    },
  ) => (
    <div>
      <label htmlFor={name} className="field-label">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type={extra.type ?? "text"}
        inputMode={extra.inputMode}
        autoComplete={extra.autoComplete}
        maxLength={extra.maxLength}
        defaultValue={profile[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${name}-error` : extra.hint ? `${name}-hint` : undefined}
        className="field-input"
      />
      {errors[name] ? (
        <p id={`${name}-error`} className="field-error">
          {errors[name]}
        </p>
      ) : extra.hint ? (
        <p id={`${name}-hint`} className="field-hint">
          {extra.hint}
        </p>
      ) : null}
    </div>
  );

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      data-testid="profile-form"
    >
      <FormError message={result?.formError} />
      <div>
        <label htmlFor="email" className="field-label">
          Email
        </label>
        <input
          id="email"
          value={profile.email}
          readOnly
          className="field-input bg-slate-50 text-slate-600"
          aria-describedby="email-hint"
        />
        <p id="email-hint" className="field-hint">
          Your e-mail is your sign-in and cannot be changed here.
        </p>
      </div>
      {input("firstName", "First name", { autoComplete: "given-name", maxLength: 50 })}
      {input("lastName", "Last name", { autoComplete: "family-name", maxLength: 50 })}
      {input("phoneNumber", "Phone", {
        type: "tel",
        autoComplete: "tel-national",
        maxLength: 10,
        inputMode: "numeric",
        hint: `${PHONE_RULE}, or empty.`,
      })}
      <div>
        <label htmlFor="photo" className="field-label">
          Photo
        </label>
        <input
          id="photo"
          name="photo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="mt-1 block w-full text-sm file:mr-4 file:rounded-full file:border-0 file:bg-teal-50 file:px-4 file:py-2 file:font-semibold file:text-teal-900"
          aria-describedby={errors.photo ? "photo-error" : "photo-hint"}
          aria-invalid={errors.photo ? true : undefined}
        />
        {errors.photo ? (
          <p id="photo-error" className="field-error">
            {errors.photo}
          </p>
        ) : (
          <p id="photo-hint" className="field-hint">
            JPEG, PNG or WebP, up to 5 MB. We crop it to a square.
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="button-primary" disabled={busy}>
          {busy ? "Saving…" : "Save Changes"}
        </button>
        <Link to="/profile" className="button-outline" preventScrollReset>
          Cancel
        </Link>
      </div>
    </Form>
  );
}
