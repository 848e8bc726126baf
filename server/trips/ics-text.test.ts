import { describe, expect, it } from "vitest";
import { escapeText, foldLine, icsDate, toIcsText, utcDateTime } from "./ics-text.ts";

const octets = (text: string) => Buffer.byteLength(text, "utf8");

describe("escapeText", () => {
  it("escapes backslashes, semicolons, commas and line breaks", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
    expect(escapeText("one\r\ntwo\rthree")).toBe("one\\ntwo\\nthree");
  });

  it("keeps tabs and colons, and drops other control characters", () => {
    expect(escapeText("09:00\tTaj\u0007 Mahal\u007f")).toBe("09:00\tTaj Mahal");
  });
});

describe("foldLine", () => {
  it("leaves a line of 75 octets whole and folds the 76th onto a continuation", () => {
    expect(foldLine("a".repeat(75))).toEqual(["a".repeat(75)]);
    expect(foldLine("a".repeat(76))).toEqual(["a".repeat(75), " a"]);
    expect(foldLine("a".repeat(75 + 74 + 1))).toEqual(["a".repeat(75), ` ${"a".repeat(74)}`, " a"]);
  });

  it("counts octets, not characters, and never splits a character", () => {
    // Devanagari letters take 3 octets: 25 fill a line exactly, the 26th starts the next.
    expect(foldLine("क".repeat(25))).toEqual(["क".repeat(25)]);
    expect(foldLine("क".repeat(26))).toEqual(["क".repeat(25), " क"]);
    // 74 ASCII octets leave 1, too few for a 4-octet emoji, which moves whole to the next line.
    const lines = foldLine(`${"a".repeat(74)}🚆b`);
    expect(lines).toEqual(["a".repeat(74), " 🚆b"]);
  });

  it("makes lines that join back into the original", () => {
    const line = `DESCRIPTION:${"ताज महल, आगरा; 🚆 Agra Fort\\n".repeat(20)}`;
    const lines = foldLine(line);
    for (const folded of lines) {
      expect(octets(folded)).toBeLessThanOrEqual(75);
      expect(folded.isWellFormed()).toBe(true);
    }
    expect(lines.map((folded, i) => (i === 0 ? folded : folded.slice(1))).join("")).toBe(line);
  });
});

describe("toIcsText", () => {
  it("ends every line, folded or not, with CRLF", () => {
    expect(toIcsText(["BEGIN:VCALENDAR", `X:${"b".repeat(80)}`])).toBe(
      `BEGIN:VCALENDAR\r\nX:${"b".repeat(73)}\r\n ${"b".repeat(7)}\r\n`,
    );
  });
});

describe("dates", () => {
  it("writes UTC date-times and dates in iCalendar's basic format", () => {
    expect(utcDateTime(new Date("2026-11-05T03:30:07.123Z"))).toBe("20261105T033007Z");
    expect(icsDate("2026-11-05")).toBe("20261105");
  });
});
