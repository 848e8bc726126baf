import type { ClassCode } from "../content/timetable/schema.ts";

// Class names and the class-card styling of the Train tab (spec section 4, 'Train class card
// styling' and 'Chance badge'; section 9). Pure, so the page and the server share it.

const CLASS_NAMES: Record<ClassCode, string> = {
  "1A": "AC First Class (1A)",
  EA: "Anubhuti Class (EA)",
  EC: "Executive Chair Car (EC)",
  "2A": "AC 2 Tier (2A)",
  "3A": "AC 3 Tier (3A)",
  "3E": "AC 3 Economy (3E)",
  CC: "AC Chair Car (CC)",
  SL: "Sleeper (SL)",
  "2S": "Second Sitting (2S)",
};

/** 'AC 3 Tier (3A)'; an unknown code is shown as it is. */
export function className(code: string): string {
  return (CLASS_NAMES as Record<string, string>)[code] ?? code;
}

export type ClassCardTone = "available" | "waitlist" | "tatkal" | "plain";

/**
 * The tone of a class card (spec: AVBL is available, WL is waitlist, Tatkal in the class name or
 * the 4th card onwards is tatkal). When several hold, what a traveller most needs wins: the live
 * status first, AVBL before WL (a 'RLWL/AVBL' seat can be booked now), and the tatkal look only
 * on a card without either, so a waitlisted 4th class still reads as a waitlist.
 */
export function classCardTone(
  status: string | null,
  className: string,
  index: number,
): ClassCardTone {
  const upper = status?.toUpperCase() ?? "";
  // 'NOT AVBL' says there is no seat, whatever it contains.
  if (upper.includes("AVBL") && !upper.startsWith("NOT")) return "available";
  if (upper.includes("WL")) return "waitlist";
  if (/tatkal/i.test(className) || index > 2) return "tatkal";
  return "plain";
}

/** The chance badge: above 70 percent is high, otherwise medium (spec section 9). */
export function chanceLevel(percent: number): "high" | "medium" {
  return percent > 70 ? "high" : "medium";
}
