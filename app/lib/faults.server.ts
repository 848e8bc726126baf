import type { RequestContext } from "../context.ts";

// Simulated failures for the end-to-end tests of loading, error and empty states (the spec's
// skeletons and messages). Only with ALLOW_TEST_FAULTS=true, which the e2e server sets and
// nothing else does; the header is ignored otherwise.

export type Fault = "fail" | "empty" | "slow";

/** What the `x-test-fault` header asks of a part of a page, e.g. `trending=fail,lesser-known=empty`. */
export function faultFor(
  services: RequestContext,
  request: Request,
  part: string,
): Fault | undefined {
  if (!services.config.allowTestFaults) return undefined;
  const header = request.headers.get("x-test-fault") ?? "";
  for (const entry of header.split(",")) {
    const [name, fault] = entry.trim().split("=");
    if (name === part && (fault === "fail" || fault === "empty" || fault === "slow")) return fault;
  }
  return undefined;
}

/** Applies a fault to a loading step: fail, answer nothing, or answer two seconds late. */
export async function withFault<T>(
  fault: Fault | undefined,
  empty: T,
  load: () => Promise<T>,
): Promise<T> {
  if (fault === "fail") throw new Error("simulated failure (x-test-fault)");
  if (fault === "empty") return empty;
  if (fault === "slow") await new Promise((resolve) => setTimeout(resolve, 2000));
  return load();
}
