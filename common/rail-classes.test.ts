import { describe, expect, it } from "vitest";
import { CLASS_CODES } from "../content/timetable/schema.ts";
import { chanceLevel, classCardTone, className } from "./rail-classes.ts";

describe("className", () => {
  it("names every class code with its code", () => {
    expect(className("3A")).toBe("AC 3 Tier (3A)");
    expect(className("SL")).toBe("Sleeper (SL)");
    expect(className("CC")).toBe("AC Chair Car (CC)");
    expect(className("EC")).toBe("Executive Chair Car (EC)");
    for (const code of CLASS_CODES) expect(className(code)).toMatch(new RegExp(`\\(${code}\\)$`));
    expect(className("FC")).toBe("FC");
  });
});

describe("classCardTone", () => {
  it("follows each rule of the spec on its own", () => {
    expect(classCardTone("AVBL 45", "Sleeper (SL)", 0)).toBe("available");
    expect(classCardTone("WL 8", "Sleeper (SL)", 0)).toBe("waitlist");
    expect(classCardTone(null, "Tatkal Sleeper (SL)", 0)).toBe("tatkal");
    expect(classCardTone(null, "AC Chair Car (CC)", 3)).toBe("tatkal");
    expect(classCardTone(null, "AC Chair Car (CC)", 2)).toBe("plain");
    expect(classCardTone("RAC 3", "AC 3 Tier (3A)", 1)).toBe("plain");
  });

  it("lets the live status win over the card's place and name, and AVBL over WL", () => {
    expect(classCardTone("WL 8", "Tatkal Sleeper (SL)", 4)).toBe("waitlist");
    expect(classCardTone("AVBL 2", "Sleeper (SL)", 5)).toBe("available");
    expect(classCardTone("RLWL/AVBL", "Sleeper (SL)", 0)).toBe("available");
    expect(classCardTone("NOT AVBL", "Sleeper (SL)", 0)).toBe("plain");
    expect(classCardTone("regret", "AC 2 Tier (2A)", 3)).toBe("tatkal");
  });
});

describe("chanceLevel", () => {
  it("is high only above 70 percent", () => {
    expect(chanceLevel(71)).toBe("high");
    expect(chanceLevel(70)).toBe("medium");
    expect(chanceLevel(0)).toBe("medium");
    expect(chanceLevel(100)).toBe("high");
  });
});
