import { createServer, type Server } from "node:http";

// A local stand-in for the IRCTC API on RapidAPI (irctc1.p.rapidapi.com), answering
// /api/v1/checkSeatAvailability in its documented format: { status, message, timestamp, data }
// with one row per day from the date asked, dates as 'D-M-YYYY' and statuses as the vendor
// writes them ('AVAILABLE-0045.', 'GNWL12/WL8.'). A wrong key gets RapidAPI's own refusal.
// Tests change `state` to shape the next answers.

export const FAKE_IRCTC1_KEY = "fake-irctc1-rapidapi-key-456";
/** The fake's answers carry this time: 2026-10-01T09:52:18.001Z. */
export const FAKE_IRCTC1_TIMESTAMP = 1790848338001;

/** A status per class, as the vendor writes them, and a confirmation chance ("" for none). */
const STATUS: Record<string, [string, string]> = {
  "3A": ["AVAILABLE-0045.", ""],
  SL: ["GNWL12/WL8.", "78"],
  "2A": ["RAC 12/RAC 9", "100"],
  "1A": ["RLWL27/WL25.", "61"],
  CC: ["REGRET", ""],
  EC: ["CURR_AVBL-0003", ""],
};

const vendorDate = (iso: string, plusDays: number) => {
  const day = new Date(`${iso}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + plusDays);
  return `${day.getUTCDate()}-${day.getUTCMonth() + 1}-${day.getUTCFullYear()}`;
};

export async function startFakeIrctc1() {
  const state = {
    /** Accept requests and never answer them. */
    hang: false,
    /** Answer after this long. */
    delayMs: 0,
  };
  const requests: { url: string; key: string | undefined; host: string | undefined }[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const key = req.headers["x-rapidapi-key"];
    const host = req.headers["x-rapidapi-host"];
    requests.push({
      url: url.pathname + url.search,
      key: typeof key === "string" ? key : undefined,
      host: typeof host === "string" ? host : undefined,
    });
    if (state.hang) return;
    const send = (status: number, body: unknown) =>
      setTimeout(() => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      }, state.delayMs);
    if (key !== FAKE_IRCTC1_KEY)
      return send(403, { message: "You are not subscribed to this API." });
    if (url.pathname !== "/api/v1/checkSeatAvailability") {
      return send(404, { message: "Endpoint '/x' does not exist" });
    }
    const q = url.searchParams;
    const date = q.get("date") ?? "";
    const status = STATUS[q.get("classType") ?? ""];
    if (q.get("trainNo") === "00000" || !status || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      return send(200, {
        status: false,
        message: "No data found",
        timestamp: FAKE_IRCTC1_TIMESTAMP,
      });
    }
    const [current, chance] = status;
    const tatkal = q.get("quota") === "TQ";
    send(200, {
      status: true,
      message: "Success",
      timestamp: FAKE_IRCTC1_TIMESTAMP,
      data: [0, 1, 2].map((plus) => ({
        ticket_fare: tatkal ? 1385 : 1125,
        catering_charge: 0,
        alt_cnf_seat: null,
        total_fare: tatkal ? 1385 : 1125,
        date: vendorDate(date, plus),
        confirm_probability_percent: chance,
        confirm_probability: chance ? (Number(chance) > 70 ? "High" : "Medium") : "",
        current_status: plus === 0 ? current : "AVAILABLE-0100.",
      })),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    url: base,
    state,
    requests,
    close: () => {
      // Hanging requests would otherwise keep the server open forever.
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
