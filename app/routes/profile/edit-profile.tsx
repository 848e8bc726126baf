import { type FormEvent, useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { Profile } from "../../../server/data/profiles.server.ts";
import { FormError } from "../../components/form/form-error.tsx";
import { PHONE_RULE, profileSchema } from "../../lib/account-forms.ts";
import { type FieldErrors, fieldErrorsOf } from "../../lib/form-values.ts";
import { notify } from "../../lib/toast-queue.ts";
import { PROFILE_FAILED } from "./messages.ts";

/** What the action answered about the last save, if it failed. */
export type ProfileResult = { formError?: string; fieldErrors?: FieldErrors } | undefined;

export function EditProfile({ profile, result }: { profile: Profile; result: ProfileResult }) {
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<FieldErrors>();
  const errors: FieldErrors = clientErrors ?? result?.fieldErrors ?? {};
  const busy = navigation.state === "submitting";

  useEffect(() => {
    if (result?.formError) notify({ kind: "error", message: PROFILE_FAILED });
  }, [result]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parsed = profileSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      event.preventDefault();
      setClientErrors(fieldErrorsOf(parsed.error));
      notify({ kind: "error", message: PROFILE_FAILED });
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
