import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import type { z } from "zod";
import type { AuthActionData } from "../lib/auth-actions.server.ts";
import type { ToastPosition } from "../lib/flash.ts";
import { type FieldErrors, fieldErrorsOf } from "../lib/form-values.ts";
import { notify } from "../lib/toast-queue.ts";
import { FormError } from "./form/form-error.tsx";

export type FieldSpec = {
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  hint?: string;
  maxLength: number;
  optional?: boolean;
};

/**
 * The /login and /register form: messages beside the fields on submit (checked in the browser
 * with the server's own schema, and again on the server), and the server's refusal as an error
 * toast. Without JavaScript it is an ordinary form and the messages come from the server.
 */
export function AccountForm({
  schema,
  fields,
  submitLabel,
  errorPosition,
  redirectTo,
  children,
}: {
  schema: z.ZodType;
  fields: FieldSpec[];
  submitLabel: string;
  errorPosition: ToastPosition;
  redirectTo: string | undefined;
  children?: ReactNode;
}) {
  const result = useActionData<AuthActionData>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [clientErrors, setClientErrors] = useState<FieldErrors>();
  const errors = clientErrors ?? result?.fieldErrors ?? {};

  useEffect(() => {
    if (result?.formError)
      notify({ kind: "error", message: result.formError, position: errorPosition });
  }, [result, errorPosition]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const parsed = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) {
      event.preventDefault();
      setClientErrors(fieldErrorsOf(parsed.error));
    } else {
      setClientErrors(undefined);
    }
  };

  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      data-testid="account-form"
    >
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <FormError message={result?.formError} />
      {fields.map((field) => {
        const error = errors[field.name];
        const described = [
          error ? `${field.name}-error` : "",
          field.hint ? `${field.name}-hint` : "",
        ]
          .filter(Boolean)
          .join(" ");
        return (
          <div key={field.name}>
            <label htmlFor={field.name} className="field-label">
              {field.label}
              {field.optional ? (
                <span className="font-normal text-slate-500"> (optional)</span>
              ) : null}
            </label>
            <input
              id={field.name}
              name={field.name}
              type={field.type ?? "text"}
              autoComplete={field.autoComplete}
              maxLength={field.maxLength}
              required={!field.optional}
              defaultValue={field.type === "password" ? undefined : result?.values?.[field.name]}
              aria-invalid={error ? true : undefined}
              aria-describedby={described || undefined}
              className="field-input"
            />
            {field.hint ? (
              <p id={`${field.name}-hint`} className="field-hint">
                {field.hint}
              </p>
            ) : null}
            {error ? (
              <p id={`${field.name}-error`} className="field-error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <button type="submit" className="button-primary w-full justify-center" disabled={busy}>
        {busy ? "Please wait…" : submitLabel}
      </button>
      {children}
    </Form>
  );
}

/** The frame of the account pages: a centred card under a heading. */
export function AccountCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <h1 className="font-display text-4xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-3 text-slate-600">{intro}</p>
      <div className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {children}
      </div>
    </main>
  );
}
