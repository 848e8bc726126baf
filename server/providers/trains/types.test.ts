import { describe, expect, it } from "vitest";
import { normaliseStatus } from "./types.ts";

describe("normaliseStatus", () => {
  it.each([
    ["AVAILABLE-0045", "AVBL 45"],
    ["AVAILABLE-0095.", "AVBL 95"],
    ["CURR_AVBL-0001", "AVBL 1"],
    ["RLWL/AVAILABLE.", "AVBL"],
    ["GNWL12/WL8", "WL 8"],
    ["WL 12", "WL 12"],
    ["RLWL27/WL25.", "RLWL 25"],
    ["PQWL5/WL3", "PQWL 3"],
    ["TQWL 4", "TQWL 4"],
    ["RAC 12/RAC 9", "RAC 9"],
    ["GNWL22/RAC5", "RAC 5"],
    ["REGRET", "REGRET"],
    ["REGRET/WL", "REGRET"],
    ["NOT AVAILABLE.", "NOT AVAILABLE"],
    ["  train departed ", "TRAIN DEPARTED"],
  ])("%s is shown as %s", (raw, shown) => {
    expect(normaliseStatus(raw)).toBe(shown);
  });
});
