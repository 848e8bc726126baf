import { lazy, Suspense, useEffect, useState } from "react";
import { onFirstToast } from "../lib/toast-queue.ts";

// react-toastify loads only when the first message is shown, so pages without one stay light.
const ToastHost = lazy(() => import("./toast-host.tsx"));

export function Toaster() {
  const [active, setActive] = useState(false);
  useEffect(() => onFirstToast(() => setActive(true)), []);
  return active ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
