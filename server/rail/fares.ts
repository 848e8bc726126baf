import type { ClassCode, TrainType } from "../../content/timetable/schema.ts";

// Estimated train fares from Indian Railways' published fare rules (issue 11,
// docs/decisions/0025-train-fares-and-availability.md). An ESTIMATE, labelled so wherever shown:
// no open copy of the official fare table exists, so the base fare of each class is interpolated
// between published fares, and dynamic (flexi) fares, tatkal, concessions and convenience fees
// are left out.

export type FareQuery = {
  km: number;
  classCode: ClassCode;
  type: TrainType;
  /** Humsafar, Tejas, Jan Shatabdi, ... (content/timetable/schema.ts). */
  brand?: string | null;
  /** The day of booking, YYYY-MM-DD (default today): fares were revised on the dates below. */
  on?: string;
};
export type FareParts = {
  base: number;
  reservation: number;
  superfast: number;
  gst: number;
  /** Optional in every train that has it: the traveller may opt out when booking. */
  catering: number;
};
export type FareEstimate = { total: number; parts: FareParts; basis: string };

const AC = new Set<ClassCode>(["1A", "EA", "EC", "2A", "3A", "3E", "CC"]);

/**
 * Mail/Express base fares (rupees) of the table in force from 1 January 2020 to 30 June 2025, at
 * published points, [km, fare]; linear between them, as the table's telescopic per-km rates are.
 * - SL: 200 km ₹124 before 2020 (IRCTC's table of fares at each class's minimum distance, as
 *   reproduced by many booking guides) + 2 paise x 200 for 2020; 792 km ₹395 (Delhi-Gorakhpur,
 *   Vaishali Express, on Indian Railways' website, reported by indiablooms.com, 28 August 2021);
 *   300, 2,000 and 5,000 km from the 3E circular of August 2021 (3E = 2.4 x SL: ₹440, ₹1,757 and
 *   ₹3,065; indianexpress.com, 29 August 2021).
 * - 3A: 300 km ₹470 before 2020 (IRCTC's table) + ₹12; 792 km ₹1,034 (same Vaishali report);
 *   beyond, 2.62 x SL, the ratio at 792 km and the one the 3E circular implies (2.4 / 0.92).
 * - 2S: IRCTC's table (50 km ₹30) and the January 2013 fares of zeenews.india.com (10 January
 *   2013: 139 km ₹50, 312 km ₹90, 491 km ₹130, 1,001 km ₹220), x 1.142 (the 14.2% rise of
 *   25 June 2014) + 2 paise/km (2020); beyond 1,001 km, 0.59 x SL as at 1,001 km.
 * - CC: 150 km ₹211 before 2020 (IRCTC's table) + ₹6; beyond, 0.8 x 3A (our assumption).
 */
const SL: Anchors = [
  [200, 128],
  [300, 183],
  [792, 395],
  [2000, 732],
  [5000, 1277],
];
const A3: Anchors = [
  [300, 482],
  [792, 1034],
  [2000, 1918],
  [5000, 3346],
];
const S2: Anchors = [
  [50, 31],
  [139, 60],
  [312, 109],
  [491, 158],
  [1001, 271],
  [2000, 432],
  [5000, 753],
];
const CC: Anchors = [
  [150, 217],
  [300, 386],
  [792, 827],
  [2000, 1534],
  [5000, 2677],
];
type Anchors = [number, number][];

/** Each class of a Mail/Express train: its curve, or its published multiple of another class. */
const MAIL_EXPRESS: Record<ClassCode, { curve: Anchors; times?: number; minKm: number } | null> = {
  SL: { curve: SL, minKm: 200 },
  "2S": { curve: S2, minKm: 50 },
  "3A": { curve: A3, minKm: 300 },
  // 2.4 x SL: the 3E circular (Railway Board, August 2021).
  "3E": { curve: SL, times: 2.4, minKm: 300 },
  CC: { curve: CC, minKm: 150 },
  // Multiples of 3A, our assumption from Rajdhani's published ratios (885 / 625 and 1,522 / 625 at
  // 358 km, indiarailinfo.com's fare chart of 12301/12305, May 2024), toned down for 1A, which
  // Mail/Express trains price closer to 2A.
  "2A": { curve: A3, times: 1.42, minKm: 300 },
  "1A": { curve: A3, times: 2.3, minKm: 300 },
  // Executive classes run only in Shatabdi, Vande Bharat and Tejas trains (below).
  EC: null,
  EA: null,
};

/**
 * Premium trains as multiples of the Mail/Express base fare of the same class. Their fares are
 * notified as point-to-point tables, not as rules, so these multiples are fitted to published
 * fares (listed in fares.test.ts); Humsafar's and Tejas's are the published rules.
 */
const PREMIUM: Partial<Record<TrainType, Partial<Record<ClassCode, number>>>> = {
  // Fitted to 12301/12305's fare chart (Gaya-Tatanagar, 358 km, indiarailinfo.com, May 2024).
  // Duronto's AC classes are priced as Rajdhani's; its sleeper as a superfast Mail/Express.
  Rajdhani: { "3A": 1.12, "2A": 1.12, "1A": 1.2 },
  Duronto: { "3A": 1.12, "2A": 1.12, "1A": 1.2, SL: 1.0 },
  // Vande Bharat: fitted to 22439 New Delhi-Katra's published base fares, CC ₹1,120 and EC
  // ₹2,337 (india.com, 7 November 2019). Shatabdi: Vande Bharat's / 1.4, the ratio of the 2019
  // fare order (jansatta.com, 12 February 2019). Anubhuti (EA): 1.2 x EC (erail.in).
  "Vande Bharat": { CC: 1.63, EC: 3.36, EA: 4.03 },
  Shatabdi: { CC: 1.16, EC: 2.4, EA: 2.88 },
};
/** Per class: reservation charge, superfast surcharge (erail.in/info/train-fare-general/401). */
const CHARGES: Record<ClassCode, [number, number]> = {
  "1A": [60, 75],
  EA: [60, 75],
  EC: [60, 75],
  "2A": [50, 45],
  "3A": [40, 45],
  "3E": [40, 45],
  CC: [40, 45],
  SL: [20, 30],
  "2S": [15, 15],
};

/** Fare revisions since the 2020 table: [from, paise/km non-AC, paise/km AC, above km]. */
const REVISIONS: [string, number, number, number][] = [
  ["2020-01-01", 2, 4, 0], // newzhook.com, 2 January 2020: the table itself
  ["2025-07-01", 1, 2, 0], // PIB, 30 June 2025 (thestatesman.com)
  ["2025-12-26", 2, 2, 215], // indiatoday.in, 21 December 2025: journeys over 215 km
];

/** Next higher multiple of 5 rupees: the rounding of every chargeable fare (Coaching Tariff 5.1). */
export const roundUpTo5 = (rupees: number) => Math.ceil(Math.round(rupees * 100) / 500) * 5;

/**
 * The distance a fare is charged for: at least the class's minimum, rounded up to the end of its
 * slab. 5 km slabs to 1,000 km, 25 km to 2,500 km and 50 km beyond (the table's last slab is
 * 4,951-5,000 km, per the 3E circular); the first two widths are our assumption.
 */
export function chargedKm(km: number, minKm: number): number {
  const d = Math.max(Math.ceil(km), minKm);
  const slab = d <= 1000 ? 5 : d <= 2500 ? 25 : 50;
  return Math.ceil(d / slab) * slab;
}

function interpolate(curve: Anchors, km: number): number {
  const first = curve[0];
  const last = curve.at(-1);
  if (!first || !last) return 0;
  if (km <= first[0]) return (first[1] * km) / first[0];
  for (let i = 1; i < curve.length; i++) {
    const [x0, y0] = curve[i - 1] ?? first;
    const [x1, y1] = curve[i] ?? last;
    if (km <= x1) return y0 + ((y1 - y0) * (km - x0)) / (x1 - x0);
  }
  return last[1];
}

function revisionPaise(classCode: ClassCode, km: number, on: string): number {
  return REVISIONS.reduce((sum, [from, nonAc, ac, above], i) => {
    const perKm = AC.has(classCode) ? ac : nonAc;
    const applies = km > above;
    // The table includes the 2020 rise: take it off before it, add the later ones after them.
    if (i === 0) return on < from && applies ? sum - perKm * km : sum;
    return on >= from && applies ? sum + perKm * km : sum;
  }, 0);
}

/** Catering charges by journey length (approximate IRCTC menu tariffs; see decision 0025). */
function cateringFor(classCode: ClassCode, km: number): number {
  const band = km <= 400 ? 0 : km <= 800 ? 1 : km <= 1500 ? 2 : 3;
  const executive = ["1A", "EC", "EA"].includes(classCode);
  return (executive ? [105, 400, 500, 700] : [80, 300, 400, 560])[band] ?? 0;
}

const today = () => new Date().toISOString().slice(0, 10);

/** How a train is priced: its type, except for brands with a rule of their own. */
function pricing(type: TrainType, classCode: ClassCode, brand?: string | null) {
  const chairCar = classCode === "CC" || classCode === "EC" || classCode === "EA";
  // Tejas chair-car trains: 1.2 x Shatabdi (erail.in/hi/train-fare); a Tejas Rajdhani keeps
  // Rajdhani's fares.
  if (brand === "Tejas" && chairCar && type !== "Rajdhani") return { as: "Shatabdi", times: 1.2 };
  // Jan Shatabdi: Mail/Express classes and fares (2S, CC) with the superfast surcharge; our reading.
  if (brand === "Jan Shatabdi") return { as: "Superfast", times: 1 };
  // Humsafar: 1.15 x a superfast Mail/Express (Railway Board order, newindianexpress.com,
  // 19 September 2019).
  if (brand === "Humsafar") return { as: type, times: 1.15 };
  return { as: type, times: 1 };
}

export function estimateFare(query: FareQuery): FareEstimate | null {
  const { km, classCode, type, brand, on = today() } = query;
  // Garib Rath: no published rule found (decision 0025), so no estimate rather than a wrong one.
  if (!(km > 0) || type === "Garib Rath") return null;
  const { as, times: brandTimes } = pricing(type, classCode, brand);
  const chairCarTrain = as === "Shatabdi" || as === "Vande Bharat";
  // Chair-car trains price every class off the chair car; others price each class off its own.
  const rule = MAIL_EXPRESS[chairCarTrain ? "CC" : classCode];
  const premium = PREMIUM[as as TrainType];
  const times = premium ? premium[classCode] : 1;
  if (!rule || times === undefined) return null;
  const distance = chargedKm(km, rule.minKm);
  const table = interpolate(rule.curve, distance) * (rule.times ?? 1);
  const base = Math.round(
    table * times * brandTimes + revisionPaise(classCode, distance, on) / 100,
  );
  const [reservation, surcharge] = CHARGES[classCode];
  const superfast = as === "Mail/Express" ? 0 : surcharge;
  const gst = AC.has(classCode) ? (base + reservation + superfast) * 0.05 : 0;
  const withMeals = premium !== undefined && classCode !== "SL";
  const catering = withMeals ? cateringFor(classCode, km) : 0;
  const parts = { base, reservation, superfast, gst: Math.round(gst * 100) / 100, catering };
  const total = roundUpTo5(base + reservation + superfast + gst + catering);
  const basis =
    `Estimated for ${distance} km from Indian Railways' published fare rules` +
    (catering ? ", optional catering included" : "") +
    "; excludes dynamic fares, tatkal and booking fees.";
  return { total, parts, basis };
}
