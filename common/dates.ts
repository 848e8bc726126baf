// Dates and durations as the train and flight searches read and show them (issue 11). Dates are
// YYYY-MM-DD strings; India keeps UTC+5:30 all year, so "today" is India's whatever the machine's
// time zone, and day arithmetic runs in UTC so no time zone can shift a day.

const IST_OFFSET_MINUTES = 330;
const DAY_MS = 86_400_000;

/** Today's date in India, YYYY-MM-DD, wherever the code runs. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** `date` plus `days`, both as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD naming a day that exists (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(text) &&
    !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
    addDays(text, 0) === text
  );
}

/** 995 → '16h 35m', 65 → '1h 05m'; under an hour, '45m'. */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return hours === 0 ? `${rest}m` : `${hours}h ${String(rest).padStart(2, "0")}m`;
}
