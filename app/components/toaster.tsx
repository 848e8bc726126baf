import { lazy, Suspense, useEffect, useState } from "react";
import type { ToastMessage } from "../lib/flash.ts";

// react-toastify loads only when the first message is shown, so pages without one stay light.
const ToastHost = lazy(() => import("./toast-host.tsx"));

const pending: ToastMessage[] = [];
let wake: (() => void) | undefined;
let deliver: ((message: ToastMessage) => void) | undefined;

/** Shows a toast (spec section 9 defaults: top-right, 5 s, at most 800 px wide). */
export function notify(message: ToastMessage) {
  if (deliver) return deliver(message);
  pending.push(message);
  wake?.();
}

/** Called by the toast host once react-toastify is ready. */
export function attachToastHost(show: (message: ToastMessage) => void) {
  deliver = show;
  for (const message of pending.splice(0)) show(message);
  return () => {
    deliver = undefined;
  };
}

export function Toaster() {
  const [active, setActive] = useState(false);
  useEffect(() => {
    wake = () => setActive(true);
    if (pending.length > 0) setActive(true);
    return () => {
      wake = undefined;
    };
  }, []);
  return active ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
