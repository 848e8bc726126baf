import type { ClassCode } from "../../../content/timetable/schema.ts";
import { fetchJson } from "../fetch-json.ts";

// Live seat availability in our own terms (issue 11; STYLE practice 6). Pages and routes never see
// a vendor's shape, and a status only ever comes from a provider: without one the class card shows
// the estimated fare and 'Check availability' (docs/decisions/0025-train-fares-and-availability.md).

export type AvailabilityQuery = {
  trainNumber: string;
  /** Station codes. */
  from: string;
  to: string;
  /** The day of the journey from `from`, YYYY-MM-DD. */
  date: string;
  classCode: ClassCode;
  /** General or Tatkal. */
  quota: "GN" | "TQ";
};

export type AvailabilityFailure = {
  ok: false;
  kind: "offline" | "not-found" | "network" | "refused";
  message: string;
};

export type AvailabilityResult =
  | {
      ok: true;
      /** 'AVBL 45', 'WL 8', 'RLWL 25', 'RAC 9', 'REGRET', ... (normaliseStatus). */
      status: string;
      /** When the provider answered, ISO 8601. */
      updatedAt: string;
      /** The provider's chance of confirmation, 0-100; null when it gives none. */
      chancePercent: number | null;
      /** The provider's fare in rupees, when it quotes one. */
      fare: number | null;
    }
  | AvailabilityFailure;

export type TrainAvailabilityProvider = {
  readonly name: string;
  availability(query: AvailabilityQuery): Promise<AvailabilityResult>;
};

/**
 * A vendor's availability status in the short form the class cards show. After a slash comes the
 * current position, which is what counts: 'AVAILABLE-0045' is 'AVBL 45', 'GNWL12/WL8' is 'WL 8',
 * 'RLWL27/WL25' is 'RLWL 25' (a remote-location list keeps its name: it confirms less often),
 * 'RAC 12/RAC 9' is 'RAC 9', 'RLWL/AVAILABLE' is 'AVBL'. Anything else is shown as given.
 */
export function normaliseStatus(raw: string): string {
  const text = raw.trim().replace(/\.+$/, "").replace(/\s+/g, " ").toUpperCase();
  if (/^(NOT AVAILABLE|REGRET)/.test(text)) return text.split("/")[0] ?? text;
  const current = text.split("/").at(-1) ?? text;
  const count = current.match(/(\d+)$/)?.[1];
  const counted = (label: string) => (count === undefined ? label : `${label} ${Number(count)}`);
  if (/AVAILABLE|AVBL|\bAVL\b/.test(current)) return counted("AVBL");
  if (/RAC/.test(current)) return counted("RAC");
  if (/WL/.test(current)) {
    const list = text.match(/(RLWL|PQWL|TQWL|RSWL|RQWL|NPWL)/)?.[1];
    return counted(list ?? "WL");
  }
  return text;
}

/**
 * GETs a vendor URL with a timeout covering the whole body. Resolves to the status and the parsed
 * body (undefined when not JSON), or to a network failure; it never rejects.
 */
export async function requestJson(
  url: string,
  options: { headers: Record<string, string>; timeoutMs: number; service: string },
): Promise<{ status: number; body: unknown } | AvailabilityFailure> {
  const answer = await fetchJson(url, {
    timeoutMs: options.timeoutMs,
    service: options.service,
    init: { headers: options.headers },
  });
  return "failure" in answer ? { ok: false, kind: "network", message: answer.failure } : answer;
}
