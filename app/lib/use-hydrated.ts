import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the server's render and during hydration, true once React runs in the browser. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
