import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useFetcher, useLocation } from "react-router";
import { modalLoginSchema, modalSignUpSchema, PASSWORD_RULE } from "../lib/account-forms.ts";
import { type FieldErrors, fieldErrorsOf } from "../lib/form-values.ts";
import { notify } from "../lib/toast-queue.ts";
import { CloseIcon } from "./icon.tsx";
import { SocialButtons } from "./social-buttons.tsx";

type ActionResult = { formError?: string; fieldErrors?: FieldErrors } | undefined;

/**
 * The avatar's sign-up and login modal (spec sections 2, 4 and 5): an overlay that closes on a
 * click outside or Escape, two panels switched by a checkbox, the spec's presence messages beside
 * the fields on submit, and a valid submit that really signs up or signs in (the useful of the
 * spec's two readings: docs/decisions/0012-accounts-and-sessions.md).
 */
export default function AuthModal({
  onClose,
  socialProviders,
}: {
  onClose: () => void;
  socialProviders: { id: string; name: string }[];
}) {
  const [login, setLogin] = useState(false);
  const titleId = useId();
  const toggleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const back = location.pathname + location.search;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialog.current
      ?.querySelector<HTMLInputElement>("input:not([type=checkbox]):not([type=hidden])")
      ?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      previous?.focus();
    };
  }, [onClose]);

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the overlay's click only closes; Escape and the close button do the same from the keyboard
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/60 p-4"
      data-testid="auth-overlay"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="relative max-h-[90dvh] w-full max-w-md overflow-y-auto rounded-3xl bg-white p-6 text-slate-900 shadow-2xl sm:p-8"
      >
        <button
          type="button"
          onClick={onClose}
          className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-full hover:bg-slate-100"
          aria-label="Close"
        >
          <CloseIcon />
        </button>
        <h2 id={titleId} className="font-display text-2xl font-semibold">
          {login ? "Log in" : "Sign up"}
        </h2>
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
          <input
            id={toggleId}
            type="checkbox"
            className="size-4 accent-amber-600"
            checked={login}
            onChange={(event) => setLogin(event.target.checked)}
          />
          <label htmlFor={toggleId}>I already have an account</label>
        </p>
        {login ? (
          <ModalForm key="login" kind="login" back={back} />
        ) : (
          <ModalForm key="signup" kind="signup" back={back} />
        )}
        {socialProviders.length > 0 ? (
          <div className="mt-6 border-t border-slate-200 pt-6">
            <SocialButtons providers={socialProviders} back={back} />
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}

function ModalForm({ kind, back }: { kind: "login" | "signup"; back: string }) {
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
