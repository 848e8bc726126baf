import { describe, expect, it } from "vitest";
import type { ClassCode, TrainType } from "../../content/timetable/schema.ts";
import { chargedKm, estimateFare, roundUpTo5 } from "./fares.ts";

type Published = {
  what: string;
  source: string;
  km: number;
  classCode: ClassCode;
  type: TrainType;
  brand?: string;
  on: string;
  /** 'total' when the source gives the fare paid, 'base' when it gives the base fare. */
  part: "total" | "base";
  rupees: number;
  /** Used to fit the model (so a check of the arithmetic around it, not of the fit). */
  fitted?: true;
};

// Published fares. Rajdhani's 3A and 2A fares of April 2019 (ndtv.com) are left out: they were
// flexi fares then, up to 1.4-1.5 x the base; 1A never was.
const PUBLISHED: Published[] = [
  {
    what: "Navajeevan Express, Ahmedabad-Chennai, SL base",
    source: "newindianexpress.com, 19 Sep 2019 (Humsafar sleeper fares)",
    ...{
      km: 1831,
      classCode: "SL",
      type: "Superfast",
      on: "2019-09-19",
      part: "base",
      rupees: 670,
    },
  },
  {
    what: "Humsafar, Chennai-Ahmedabad, SL base (1.15 x superfast)",
    source: "newindianexpress.com, 19 Sep 2019",
    ...{ km: 1831, classCode: "SL", type: "Superfast", brand: "Humsafar", on: "2019-09-19" },
    ...{ part: "base", rupees: 770 },
  },
  {
    what: "12302 Howrah Rajdhani, New Delhi-Howrah, 1A",
    source: "ndtv.com, 18 Apr 2019, quoting IRCTC (1,447 km: indiatvnews.com, Jan 2020)",
    ...{
      km: 1447,
      classCode: "1A",
      type: "Rajdhani",
      on: "2019-04-18",
      part: "total",
      rupees: 4825,
    },
  },
  ...(
    [
      ["3A", 1350],
      ["2A", 1810],
      ["1A", 2950],
    ] as const
  ).map(([classCode, rupees]) => ({
    what: `12951 Rajdhani, Mumbai Central-Ratlam, ${classCode} with meals`,
    source: "trainman.in/trains/mumbai-bandra-terminus-bdts/ratlam-jn-rtm, undated (2020 table)",
    ...{ km: 652, classCode, type: "Rajdhani" as const, on: "2024-06-01" },
    ...{ part: "total" as const, rupees },
  })),
  {
    what: "22436 Vande Bharat, New Delhi-Varanasi, CC with catering",
    source: "jansatta.com, 12 Feb 2019 (Railway order reported by PTI); 759 km",
    ...{ km: 759, classCode: "CC", type: "Vande Bharat", on: "2019-02-12" },
    ...{ part: "total", rupees: 1760 },
  },
  {
    what: "22436 Vande Bharat, New Delhi-Varanasi, EC with catering",
    source: "jansatta.com, 12 Feb 2019",
    ...{ km: 759, classCode: "EC", type: "Vande Bharat", on: "2019-02-12" },
    ...{ part: "total", rupees: 3310 },
  },
  {
    what: "22439 Vande Bharat, New Delhi-Katra, CC with catering (₹364)",
    source: "india.com, 7 Nov 2019; 655 km",
    ...{ km: 655, classCode: "CC", type: "Vande Bharat", on: "2019-11-07" },
    ...{ part: "total", rupees: 1630, fitted: true },
  },
  {
    what: "22439 Vande Bharat, New Delhi-Katra, EC with catering (₹415)",
    source: "india.com, 7 Nov 2019",
    ...{ km: 655, classCode: "EC", type: "Vande Bharat", on: "2019-11-07" },
    ...{ part: "total", rupees: 3015, fitted: true },
  },
  {
    what: "12553 Vaishali Express, Delhi-Gorakhpur, 3A base",
    source: "indiablooms.com, 28 Aug 2021, from Indian Railways' website",
    ...{
      km: 792,
      classCode: "3A",
      type: "Superfast",
      on: "2021-08-28",
      part: "base",
      rupees: 1034,
    },
    fitted: true,
  },
  {
    what: "12553 Vaishali Express, Delhi-Gorakhpur, SL base",
    source: "indiablooms.com, 28 Aug 2021",
    ...{ km: 792, classCode: "SL", type: "Superfast", on: "2021-08-28", part: "base", rupees: 395 },
    fitted: true,
  },
  {
    what: "3E base, 4,951-5,000 km slab",
    source: "Railway Board circular, indianexpress.com, 29 Aug 2021",
    ...{ km: 4980, classCode: "3E", type: "Superfast", on: "2021-08-29", part: "base" },
    ...{ rupees: 3065, fitted: true },
  },
  ...(
    [
      ["3A", 830],
      ["2A", 1110],
      ["1A", 1845],
    ] as const
  ).map(([classCode, rupees]) => ({
    what: `12301 Rajdhani, Gaya-Tatanagar, ${classCode} with meals`,
    source: "indiarailinfo.com fare chart, 5 May 2024; 358 km",
    ...{ km: 358, classCode, type: "Rajdhani" as const, on: "2024-05-05" },
    ...{ part: "total" as const, rupees, fitted: true as const },
  })),
];

describe("estimateFare against published fares", () => {
  it.each(PUBLISHED)("$what: ₹$rupees ($source)", (fare) => {
    const estimate = estimateFare(fare);
    const got = fare.part === "total" ? estimate?.total : estimate?.parts.base;
    expect(got).toBeTypeOf("number");
    const error = ((got ?? 0) - fare.rupees) / fare.rupees;
    expect(Math.abs(error)).toBeLessThanOrEqual(0.1);
  });

  it("checks at least 10 published fares, 8 of them not used to fit the model", () => {
    expect(PUBLISHED.length).toBeGreaterThanOrEqual(10);
    expect(PUBLISHED.filter((fare) => !fare.fitted).length).toBeGreaterThanOrEqual(8);
  });
});

describe("slabs, minimum distances and rounding", () => {
  it("rounds every chargeable fare up to the next multiple of 5 rupees", () => {
    expect(roundUpTo5(1174.95)).toBe(1175);
    expect(roundUpTo5(1175)).toBe(1175);
    expect(roundUpTo5(1175.01)).toBe(1180);
    expect(roundUpTo5(0.3)).toBe(5);
  });

  it("charges at least the class's minimum distance, to the end of the slab", () => {
    expect(chargedKm(120, 200)).toBe(200);
    expect(chargedKm(200.2, 200)).toBe(205);
    expect(chargedKm(1000, 200)).toBe(1000);
    expect(chargedKm(1001, 200)).toBe(1025);
    expect(chargedKm(2501, 200)).toBe(2550);
    expect(chargedKm(4951, 200)).toBe(5000);
  });

  it("gives one fare to every distance in a slab and more to the next slab", () => {
    const sl = (km: number) => estimateFare({ km, classCode: "SL", type: "Mail/Express" });
    expect(sl(201)).toEqual(sl(205));
    expect(sl(206)?.parts.base).toBeGreaterThan(sl(205)?.parts.base ?? Number.POSITIVE_INFINITY);
    expect(sl(50)).toEqual(sl(200));
    expect(sl(50)?.basis).toMatch(/^Estimated for 200 km/);
  });

  it("adds GST (5%) on AC classes only, and the superfast surcharge off Mail/Express trains", () => {
    const on = "2024-01-01";
    const sl = estimateFare({ km: 500, classCode: "SL", type: "Mail/Express", on });
    const a3 = estimateFare({ km: 500, classCode: "3A", type: "Superfast", on });
    expect(sl?.parts).toMatchObject({ reservation: 20, superfast: 0, gst: 0, catering: 0 });
    expect(a3?.parts).toMatchObject({ reservation: 40, superfast: 45 });
    const { base = 0, gst = 0 } = a3?.parts ?? {};
    expect(gst).toBeCloseTo((base + 85) * 0.05, 2);
    expect(a3?.total).toBe(roundUpTo5(base + 85 + gst));
  });

  it("applies the revisions of 1 July 2025 and of 26 December 2025 (over 215 km)", () => {
    const base = (classCode: ClassCode, km: number, on: string) =>
      estimateFare({ km, classCode, type: "Superfast", on })?.parts.base ?? 0;
    expect(base("SL", 1000, "2025-07-01") - base("SL", 1000, "2025-06-30")).toBe(10);
    expect(base("3A", 1000, "2025-07-01") - base("3A", 1000, "2025-06-30")).toBe(20);
    expect(base("SL", 1000, "2025-12-26") - base("SL", 1000, "2025-12-25")).toBe(20);
    expect(base("SL", 200, "2025-12-26") - base("SL", 200, "2025-12-25")).toBe(0);
    expect(base("3A", 1000, "2020-01-01") - base("3A", 1000, "2019-12-31")).toBe(40);
  });

  it("includes optional catering only in trains that serve it, and says so", () => {
    const raj = estimateFare({ km: 1447, classCode: "3A", type: "Rajdhani" });
    expect(raj?.parts.catering).toBeGreaterThan(0);
    expect(raj?.basis).toMatch(/optional catering included/);
    expect(estimateFare({ km: 1447, classCode: "3A", type: "Superfast" })?.parts.catering).toBe(0);
  });

  it("answers null where no published rule covers the class or the train", () => {
    expect(estimateFare({ km: 500, classCode: "EC", type: "Mail/Express" })).toBeNull();
    expect(estimateFare({ km: 500, classCode: "CC", type: "Rajdhani" })).toBeNull();
    expect(estimateFare({ km: 500, classCode: "3A", type: "Garib Rath" })).toBeNull();
    expect(estimateFare({ km: 0, classCode: "SL", type: "Superfast" })).toBeNull();
  });

  it("prices Tejas chair cars at 1.2 x Shatabdi, but a Tejas Rajdhani as a Rajdhani", () => {
    const shatabdi = estimateFare({ km: 500, classCode: "CC", type: "Shatabdi", on: "2024-01-01" });
    const tejas = estimateFare({
      ...{ km: 500, classCode: "CC", type: "Superfast", brand: "Tejas", on: "2024-01-01" },
    });
    expect((tejas?.parts.base ?? 0) / (shatabdi?.parts.base ?? 1)).toBeCloseTo(1.2, 2);
    const raj = { km: 900, classCode: "3A", type: "Rajdhani", on: "2024-01-01" } as const;
    expect(estimateFare({ ...raj, brand: "Tejas" })).toEqual(estimateFare(raj));
  });
});
