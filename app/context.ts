import { createContext } from "react-router";
import type { Viewer } from "../server/auth/auth.ts";
import type { AppServices } from "../server/services.ts";

export type RequestContext = AppServices & {
  cspNonce: string;
  clientIp: string;
  /** The signed-in person, or null; the session is read on first call and remembered. */
  viewer: () => Promise<Viewer | null>;
};

/**
 * The router-context key under which the server hands its services to loaders and actions. The
 * server reads this very key from the built entry module (entry.server re-exports it), so both
 * sides use one object.
 */
export const appContext = createContext<RequestContext>();
