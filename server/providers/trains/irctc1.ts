import { z } from "zod";
import {
  type AvailabilityQuery,
  type AvailabilityResult,
  normaliseStatus,
  requestJson,
  type TrainAvailabilityProvider,
} from "./types.ts";

// The "IRCTC" API on RapidAPI (irctc1.p.rapidapi.com), chosen in decision 0025: its
// checkSeatAvailability call is documented on RapidAPI with its query (classType,
// fromStationCode, toStationCode, quota, trainNo, date as YYYY-MM-DD) and answer: { status,
// message, timestamp, data: [{ date: 'D-M-YYYY', current_status, confirm_probability_percent,
// total_fare, ... }] }, one row per day from the date asked. A third-party service, not Indian
// Railways': its statuses are as fresh as its last look, so each answer carries its time.

const RAPIDAPI_HOST = "irctc1.p.rapidapi.com";

const daySchema = z.object({
  date: z.string(),
  current_status: z.string().min(1),
  // "93" in the documented examples, "" when it has none; a number is accepted too.
  confirm_probability_percent: z.union([z.string(), z.number()]).nullish(),
  total_fare: z.number().nullish(),
});
const answerSchema = z.object({
  status: z.boolean(),
  message: z.string().optional(),
  timestamp: z.number().optional(),
  data: z.array(daySchema).optional(),
});
// RapidAPI's own refusals (bad key, not subscribed, over quota): { message }.
const gatewaySchema = z.object({ message: z.string() });

/** 'D-M-YYYY' (as the vendor writes it) to 'YYYY-MM-DD'. */
function isoDate(vendorDate: string): string {
  const [d = "", m = "", y = ""] = vendorDate.split("-");
  return `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
}

function percent(value: string | number | null | undefined): number | null {
  const n = typeof value === "number" ? value : value ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n >= 0 && n <= 100 ? Math.round(n) : null;
}

export function irctc1Availability(options: {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}): TrainAvailabilityProvider {
  const { baseUrl, apiKey, timeoutMs = 5000 } = options;
  return {
    name: "irctc1",
    async availability(query: AvailabilityQuery): Promise<AvailabilityResult> {
      const params = new URLSearchParams({
        classType: query.classCode,
        fromStationCode: query.from,
        quota: query.quota,
        toStationCode: query.to,
        trainNo: query.trainNumber,
        date: query.date,
      });
      // The key travels in a header, so no message can quote it from the URL.
      const answer = await requestJson(`${baseUrl}/api/v1/checkSeatAvailability?${params}`, {
        headers: { "X-RapidAPI-Key": apiKey, "X-RapidAPI-Host": RAPIDAPI_HOST },
        timeoutMs,
        service: "The availability service",
      });
      if ("ok" in answer) return answer;
      const { status, body } = answer;
      if (status === 401 || status === 403 || status === 429) {
        const gateway = gatewaySchema.safeParse(body);
        const message = gateway.success ? gateway.data.message : `RapidAPI answered ${status}.`;
        return { ok: false, kind: "refused", message };
      }
      const parsed = answerSchema.safeParse(body);
      if (status !== 200 || !parsed.success) {
        const message = `The availability service answered ${status} with an unexpected body.`;
        return { ok: false, kind: "network", message };
      }
      const { data, message, timestamp } = parsed.data;
      const day = parsed.data.status
        ? data?.find((row) => isoDate(row.date) === query.date)
        : undefined;
      if (!day) {
        return {
          ok: false,
          kind: "not-found",
          message: message || "No availability for that day.",
        };
      }
      return {
        ok: true,
        status: normaliseStatus(day.current_status),
        updatedAt: new Date(timestamp ?? Date.now()).toISOString(),
        chancePercent: percent(day.confirm_probability_percent),
        fare: day.total_fare ?? null,
      };
    },
  };
}
