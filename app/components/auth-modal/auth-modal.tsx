import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useLocation } from "react-router";
import { CloseIcon } from "../icon.tsx";
import { SocialButtons } from "../social-buttons.tsx";
import { ModalForm } from "./modal-form.tsx";

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
