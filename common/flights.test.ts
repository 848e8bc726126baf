import { describe, expect, it } from "vitest";
import { formatDuration, todayInIndia } from "./dates.ts";
import {
  CABIN_LABELS,
  FLIGHT_BAD_CABIN,
  FLIGHT_BAD_DATE,
  FLIGHT_INFANTS,
  FLIGHT_PAST_DATE,
  FLIGHT_REQUIRED,
  FLIGHT_SAME_AIRPORT,
  FLIGHT_TOO_FAR,
  FLIGHT_TOO_MANY,
  FLIGHT_UNKNOWN_AIRPORT,
  flightQueryMessage,
  formatClock,
  makeFlightQuerySchema,
} from "./flights.ts";

// 20:00 UTC on 9 March is already 10 March (01:30) in India.
const clock = () => new Date("2026-03-09T20:00:00Z");
const schema = makeFlightQuerySchema(clock);
const form = {
  from: "del",
  to: " BOM ",
  departDate: "2026-03-10",
  adults: "2",
  children: "1",
  infants: "1",
  cabin: "b",
};

function messages(input: Record<string, unknown>): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}
function message(input: Record<string, unknown>): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected the query to be refused");
  return flightQueryMessage(result.error);
}

describe("flight query", () => {
  it("reads the form's strings into a typed query", () => {
    expect(schema.parse(form)).toEqual({
      from: "DEL",
      to: "BOM",
      departDate: "2026-03-10",
      adults: 2,
      children: 1,
      infants: 1,
      cabin: "B",
    });
  });

  it("defaults children and infants to 0 and the class to Economy", () => {
    const { children, infants, cabin, ...required } = form;
    expect(schema.parse({ ...required, children: "", cabin: "" })).toMatchObject({
      children: 0,
      infants: 0,
      cabin: "E",
    });
  });

  it("asks for every missing required field with the spec's message", () => {
    for (const field of ["from", "to", "departDate", "adults"]) {
      expect(message({ ...form, [field]: "" })).toBe(FLIGHT_REQUIRED);
      const { [field as keyof typeof form]: _, ...rest } = form;
      expect(message(rest)).toBe(FLIGHT_REQUIRED);
    }
    // A missing field wins over other problems, as the spec's single alert does.
    expect(message({ ...form, adults: "", from: "BOMBAY" })).toBe(FLIGHT_REQUIRED);
  });

  it("refuses a date that has passed in India, even where it is still yesterday", () => {
    expect(todayInIndia(clock())).toBe("2026-03-10");
    expect(messages({ ...form, departDate: "2026-03-09" })).toEqual([
      `departDate: ${FLIGHT_PAST_DATE}`,
    ]);
  });

  it("accepts up to a year ahead and no further", () => {
    expect(schema.safeParse({ ...form, departDate: "2027-03-10" }).success).toBe(true);
    expect(messages({ ...form, departDate: "2027-03-11" })).toEqual([
      `departDate: ${FLIGHT_TOO_FAR}`,
    ]);
  });

  it("refuses dates that do not exist or are not YYYY-MM-DD", () => {
    for (const departDate of ["2026-02-30", "2026-13-01", "10/03/2026", "2026-3-10", "tomorrow"]) {
      expect(messages({ ...form, departDate })).toEqual([`departDate: ${FLIGHT_BAD_DATE}`]);
    }
  });

  it("refuses the same airport at both ends and codes that are not IATA codes", () => {
    expect(messages({ ...form, to: "del" })).toEqual([`to: ${FLIGHT_SAME_AIRPORT}`]);
    expect(messages({ ...form, from: "Delhi" })).toEqual([`from: ${FLIGHT_UNKNOWN_AIRPORT}`]);
  });

  it("allows one lap infant per adult", () => {
    expect(schema.safeParse({ ...form, adults: "2", infants: "2" }).success).toBe(true);
    expect(messages({ ...form, adults: "1", infants: "2" })).toEqual([
      `infants: ${FLIGHT_INFANTS}`,
    ]);
  });

  it("allows at most 9 passengers in all", () => {
    expect(schema.safeParse({ ...form, adults: "6", children: "2", infants: "1" }).success).toBe(
      true,
    );
    expect(messages({ ...form, adults: "6", children: "3", infants: "1" })).toEqual([
      `adults: ${FLIGHT_TOO_MANY}`,
    ]);
  });

  it("refuses counts that are not whole numbers in range", () => {
    expect(messages({ ...form, adults: "0" })).toEqual([
      "adults: Adults must be a whole number from 1 to 9.",
    ]);
    expect(messages({ ...form, adults: "1.5" })).toEqual([
      "adults: Adults must be a whole number from 1 to 9.",
    ]);
    expect(messages({ ...form, children: "-1" })).toEqual([
      "children: Children must be a whole number from 0 to 9.",
    ]);
    expect(messages({ ...form, infants: "two" })).toEqual([
      "infants: Infants must be a whole number from 0 to 9.",
    ]);
  });

  it("knows the spec's three classes by their letters", () => {
    expect(CABIN_LABELS).toEqual({ E: "Economy", P: "Premium Economy", B: "Business" });
    expect(messages({ ...form, cabin: "F" })).toEqual([`cabin: ${FLIGHT_BAD_CABIN}`]);
  });
});

describe("formatClock", () => {
  it("writes 24-hour times as h:mm with AM or PM after a space", () => {
    expect(formatClock("00:05")).toBe("12:05 AM");
    expect(formatClock("06:40")).toBe("6:40 AM");
    expect(formatClock("11:59")).toBe("11:59 AM");
    expect(formatClock("12:00")).toBe("12:00 PM");
    expect(formatClock("13:05")).toBe("1:05 PM");
    expect(formatClock("23:30")).toBe("11:30 PM");
  });

  it("refuses anything that is not HH:MM", () => {
    for (const time of ["24:00", "7:05", "12:60", "noon"]) {
      expect(() => formatClock(time)).toThrow(RangeError);
    }
  });
});

describe("formatDuration", () => {
  it("writes minutes as hours and minutes", () => {
    expect(formatDuration(130)).toBe("2h 10m");
    expect(formatDuration(65)).toBe("1h 05m");
    expect(formatDuration(45)).toBe("45m");
    expect(formatDuration(1500)).toBe("25h 00m");
  });
});
