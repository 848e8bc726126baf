import { type FormEvent, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { modalLoginSchema, modalSignUpSchema, PASSWORD_RULE } from "../../lib/account-forms.ts";
import { type FieldErrors, fieldErrorsOf } from "../../lib/form-values.ts";
import { notify } from "../../lib/toast-queue.ts";

type ActionResult = { formError?: string; fieldErrors?: FieldErrors } | undefined;

export function ModalForm({ kind, back }: { kind: "login" | "signup"; back: string }) {
  const fetcher = useFetcher<ActionResult>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const result = fetcher.data;
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !result) return;
    if (result.fieldErrors) setErrors(result.fieldErrors);
    if (result.formError) {
      notify({
        kind: "error",
        message: result.formError,
        position: kind === "login" ? "bottom-center" : "top-center",
      });
    }
  }, [fetcher.state, result, kind]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = (kind === "login" ? modalLoginSchema : modalSignUpSchema).safeParse(values);
    if (!parsed.success) {
      event.preventDefault();
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
  };

  const field = (
    name: string,
    label: string,
    type: string,
    autoComplete: string,
    hint?: string,
  ) => (
    <div>
      <label htmlFor={`modal-${kind}-${name}`} className="field-label">
        {label}
      </label>
      <input
        id={`modal-${kind}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        className="field-input"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={
          errors[name]
            ? `modal-${kind}-${name}-error`
            : hint
              ? `modal-${kind}-${name}-hint`
              : undefined
        }
        maxLength={name === "pswd" ? 128 : name === "email" ? 254 : 50}
      />
      {errors[name] ? (
        <p id={`modal-${kind}-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      ) : hint ? (
        <p id={`modal-${kind}-${name}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );

  return (
    <fetcher.Form
      method="post"
      action={kind === "login" ? "/login" : "/register"}
      noValidate
      onSubmit={onSubmit}
      className="mt-6 space-y-4"
      data-testid={`modal-${kind}`}
    >
      <input type="hidden" name="redirectTo" value={back} />
      {kind === "signup" ? field("txt", "User name", "text", "given-name") : null}
      {field("email", "Email", "email", "email")}
      {field(
        "pswd",
        "Password",
        "password",
        kind === "login" ? "current-password" : "new-password",
        kind === "signup" ? PASSWORD_RULE : undefined,
      )}
      {result?.formError && !busy ? (
        <p role="alert" className="field-error">
          {result.formError}
        </p>
      ) : null}
      <button type="submit" className="button-primary w-full" disabled={busy}>
        {busy ? "Please wait…" : kind === "login" ? "Log in" : "Sign up"}
      </button>
    </fetcher.Form>
  );
}
