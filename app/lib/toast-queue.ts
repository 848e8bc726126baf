import type { ToastMessage } from "./flash.ts";

// The queue between whoever shows a toast and the lazily loaded react-toastify host: messages
// wait here until the host is ready. Its own module, so the host and the `Toaster` that loads it
// do not import each other.

const pending: ToastMessage[] = [];
let wake: (() => void) | undefined;
let deliver: ((message: ToastMessage) => void) | undefined;

/** Shows a toast (spec section 9 defaults: top-right, 5 s, at most 800 px wide). */
export function notify(message: ToastMessage) {
  if (deliver) return deliver(message);
  pending.push(message);
  wake?.();
}

/** Called by the toast host once react-toastify is ready; returns its detach function. */
export function attachToastHost(show: (message: ToastMessage) => void) {
  deliver = show;
  for (const message of pending.splice(0)) show(message);
  return () => {
    deliver = undefined;
  };
}

/** Lets the `Toaster` know when the first message waits; returns the function that stops. */
export function onFirstToast(listener: () => void): () => void {
  wake = listener;
  if (pending.length > 0) listener();
  return () => {
    wake = undefined;
  };
}
