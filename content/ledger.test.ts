import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { lookedUp, readLedger, readSweepReport, statusOfHeading } from "./ledger.ts";

describe("the ledger of the audit and sweep records", () => {
  it("reads what a report's heading says was done with the facts under it", () => {
    expect(statusOfHeading("## 1. Changed")).toBe("changed");
    expect(statusOfHeading("## Moved (published point more than 300 m away)")).toBe("changed");
    expect(statusOfHeading("## Right (looked up)")).toBe("right");
    expect(statusOfHeading("## 2. Checked and right")).toBe("right");
    expect(statusOfHeading("## Judged without a look-up")).toBe("judged");
    expect(statusOfHeading("## Not checked (47 pins)")).toBe("judged");
    expect(statusOfHeading("## Places in my list not looked at (128)")).toBe("judged");
    expect(statusOfHeading("## 3. Still doubtful / not checked")).toBe("doubtful");
    expect(statusOfHeading("## No published point found (pins unchanged)")).toBe("doubtful");
    expect(statusOfHeading("## Notes")).toBe("named");
  });

  it("gives each fact its section's status, its strongest word and its item's evidence", () => {
    const report = readSweepReport(
      [
        "# Sweep",
        "`fee:before-any-heading` is only named.",
        "## Changed",
        "### Udaipur",
        "- `timings:a` — was 9 to 5.",
        "  - Listings give 8 to 6 (https://one.example.com/a, http://two.example.in).",
        "## Right (looked up)",
        "- `history:b` — right (tripoto.com/places-to-visit/in-gwalior/b)",
        "## Judged without a look-up",
        "- `location:c`, `fee:d`: famous landmarks.",
        "- `timings:a` again, judged as well.",
        "## Still doubtful",
        "- `address:e` — no page shows the street.",
      ].join("\n"),
      "round.md",
    );
    expect(Object.fromEntries(report)).toEqual({
      "fee:before-any-heading": { file: "round.md", status: "named", urls: 0 },
      "timings:a": { file: "round.md", status: "changed", urls: 2 },
      "history:b": { file: "round.md", status: "right", urls: 1 },
      "location:c": { file: "round.md", status: "judged", urls: 0 },
      "fee:d": { file: "round.md", status: "judged", urls: 0 },
      "address:e": { file: "round.md", status: "doubtful", urls: 0 },
    });
    expect(lookedUp([{ file: "x", status: "judged", urls: 0 }])).toBe(false);
    expect(lookedUp([{ file: "x", status: "doubtful", urls: 0 }])).toBe(true);
    // A change or a "right" with no page on its line was softened or judged, not looked up.
    expect(lookedUp([{ file: "x", status: "changed", urls: 0 }])).toBe(false);
    expect(lookedUp([{ file: "x", status: "right", urls: 0 }])).toBe(false);
    expect(lookedUp([{ file: "x", status: "changed", urls: 1 }])).toBe(true);
    expect(lookedUp([{ file: "x", status: "right", urls: 2 }])).toBe(true);
    expect(lookedUp([])).toBe(false);
  });

  it("reads audit records by their verdicts and sweep reports below them", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "ledger-"));
    try {
      writeFileSync(
        path.join(dir, "2026-11-27-3.md"),
        "Right: 1 of 1\n\n| # | Fact | Verdict | Evidence |\n|---|---|---|---|\n| 1 | `fee:a` | right | seen |\n",
      );
      mkdirSync(path.join(dir, "sweeps", "2026-11-27"), { recursive: true });
      writeFileSync(
        path.join(dir, "sweeps", "2026-11-27", "round1.md"),
        "## Judged without a look-up\n- `fee:a`, `history:b`\n",
      );
      const ledger = readLedger(pathToFileURL(`${dir}/`));
      expect(ledger.get("fee:a")?.map((entry) => entry.status)).toEqual(["audited", "judged"]);
      expect(lookedUp(ledger.get("fee:a"))).toBe(true);
      expect(lookedUp(ledger.get("history:b"))).toBe(false);
      expect(ledger.has("location:c")).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("finds the committed records", () => {
    expect(readLedger().size).toBeGreaterThan(1000);
  });
});
