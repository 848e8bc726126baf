import { cachedRouting } from "./cached.ts";
import { offlineRouting } from "./offline.ts";
import { osrmRouting } from "./osrm.ts";
import type { RoutingProvider } from "./types.ts";

export type RoutingConfig = {
  /** ROUTER_URL: an OSRM server; unset means no network routing (the offline default). */
  routerUrl: string | undefined;
  /** ROUTER_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Least time between two requests; 1000 suits the public demo server. */
  minIntervalMs?: number;
};

/** The route source chosen by configuration; the network source is cached. */
export function createRoutingProvider(config: RoutingConfig): RoutingProvider {
  if (!config.routerUrl) return offlineRouting;
  return cachedRouting(
    osrmRouting({
      baseUrl: config.routerUrl,
      timeoutMs: config.timeoutMs,
      minIntervalMs: config.minIntervalMs ?? 1000,
    }),
  );
}
