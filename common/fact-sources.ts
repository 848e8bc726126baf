import { z } from "zod";

// Where a changeable fact (opening hours and closing days, entry fees) comes from and when it was
// checked (issue 13; docs/decisions/0029-content-as-data.md). Content files carry it, the
// database stores it beside the fact, and pages show 'as of {month year}' with the source.

const MONTH_NAMES = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];

export const asOfMonthSchema = z
  .string()
  .regex(/^20\d\d-(0[1-9]|1[0-2])$/, "must be a month written YYYY-MM, such as 2026-11");

export const factSourceSchema = z.object({
  /** The month the fact was last compiled from its source. */
  asOf: asOfMonthSchema,
  /** Who publishes it: the site's own page, ASI, a state tourism board. */
  source: z.string().trim().min(1, "Required").max(200, "Too long (200 characters at most)"),
  url: z.url({ protocol: /^https?$/, error: "must be a web address (https://…)" }),
});
export type FactSource = z.infer<typeof factSourceSchema>;

export const placeSourcesSchema = z.object({
  timings: factSourceSchema,
  entryFee: factSourceSchema,
});
export type PlaceSources = z.infer<typeof placeSourcesSchema>;

/** '2026-02' → 'Feb 2026', as pages print it. */
export function asOfLabel(asOf: string): string {
  const [year, month] = asOf.split("-");
  const name = MONTH_NAMES[Number(month) - 1];
  return name && year ? `${name} ${year}` : asOf;
}
