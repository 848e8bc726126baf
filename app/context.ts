import { createContext } from "react-router";
import type { RequestContext } from "../server/services.ts";

export type { RequestContext };

/**
 * The router-context key under which the server hands its services to loaders and actions. The
 * server reads this very key from the built entry module (entry.server re-exports it), so both
 * sides use one object.
 */
export const appContext = createContext<RequestContext>();
