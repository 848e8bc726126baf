import { beforeAll, describe, expect, it } from "vitest";
import type { Station } from "../../common/rail.ts";
import { MAJOR_STATIONS } from "../../content/timetable/major-stations.ts";
import { hasSharedData, sharedDataDir } from "../../tests/support/shared-data.ts";
import { prefixDistance } from "./station-search.ts";
import { loadStations, type StationIndex } from "./stations.ts";
import { fixtureTimetable } from "./timetable-fixtures.ts";

const codes = (stations: Station[]) => stations.map((s) => s.code);

describe("stations without the open data", () => {
  const stations = loadStations({ openDataDir: null, timetable: fixtureTimetable() });

  it("offers the 41 built-in stations first, then the timetable's", () => {
    expect(codes(stations.all.slice(0, 41))).toEqual(MAJOR_STATIONS.map((s) => s.code));
    expect(stations.get("PNVL")).toMatchObject({ name: "Panvel", major: false, lat: null });
    expect(stations.get("SMVB")?.name).toBe("SMVT Bengaluru");
    expect(stations.get("NDLS")).toMatchObject({ name: "New Delhi", state: "Delhi", major: true });
    const elsewhere = new URL("file:///nonexistent-open-data/");
    const without = loadStations({ openDataDir: elsewhere, timetable: fixtureTimetable() });
    expect(codes([...without.all])).toEqual(codes([...stations.all]));
  });

  it("finds renamed stations by their old code and name", () => {
    expect(stations.get("ald")).toMatchObject({ code: "PRYJ", formerCodes: ["ALD"] });
    expect(codes(stations.search("ALD")).slice(0, 1)).toEqual(["PRYJ"]);
    expect(codes(stations.search("allahabad")).slice(0, 1)).toEqual(["PRYJ"]);
    expect(codes(stations.search("CSTM")).slice(0, 1)).toEqual(["CSMT"]);
    expect(codes(stations.search("habibganj"))).toEqual(["RKMP"]);
  });

  it("offers Mumbai's four termini for 'mumbai', and Bengaluru's for 'bangalore'", () => {
    expect(codes(stations.search("mumbai"))).toEqual(["CSMT", "MMCT", "LTT", "BDTS"]);
    expect(codes(stations.search("bangalore"))).toEqual(["SBC", "SMVB"]);
  });

  it("puts an exact code first of all, then the built-in stations", () => {
    // 'Panvel' is not built in, but PNVL is its code.
    expect(codes(stations.search("pnvl"))).toEqual(["PNVL"]);
    const nd = codes(stations.search("nd"));
    expect(nd[0]).toBe("NDLS");
    expect(codes(stations.search("kota"))).toEqual(["KOTA"]);
  });

  it("matches words and prefixes in any case, and forgives a small typo", () => {
    expect(codes(stations.search("tilak"))).toEqual(["LTT"]);
    expect(codes(stations.search("NEW del"))).toEqual(["NDLS"]);
    expect(codes(stations.search("newdelhi"))).toEqual(["NDLS"]);
    expect(codes(stations.search("secunderbad"))).toEqual(["SC", "HYB"]);
    expect(codes(stations.search("thiruvanantapuram")).slice(0, 1)).toEqual(["TVC"]);
    expect(stations.search("zzzz")).toEqual([]);
    expect(stations.search("  ")).toEqual([]);
    expect(stations.search("a", 5)).toHaveLength(5);
  });
});

describe("prefixDistance", () => {
  it("counts the edits to the nearest beginning of a word", () => {
    expect(prefixDistance("mumbi", "mumbai", 1)).toBe(1);
    expect(prefixDistance("lokm", "lokmanya", 1)).toBe(0);
    expect(prefixDistance("kolkota", "kolkata", 1)).toBe(1);
    expect(prefixDistance("patna", "pune", 1)).toBe(2);
  });
});

describe.skipIf(!hasSharedData)("stations with the open data (datameet, 2016)", () => {
  let stations: StationIndex;
  beforeAll(() => {
    stations = loadStations({ openDataDir: sharedDataDir, timetable: fixtureTimetable() });
  });

  it("holds about 9,000 stations, the built-in ones first under our names", () => {
    expect(stations.all.length).toBeGreaterThan(8500);
    expect(codes(stations.all.slice(0, 41))).toEqual(MAJOR_STATIONS.map((s) => s.code));
    expect(stations.get("LTT")?.name).toBe("Lokmanya Tilak Terminus");
    expect(stations.get("KOTA")).toMatchObject({ name: "Kota Junction", major: false });
    expect(stations.get("ANVT")?.name).toBe("Anand Vihar Terminal");
    expect(stations.get("XX-BECE")).toBeUndefined();
  });

  it("moves an old code's place to the new code, and keeps a renaming's new code its own", () => {
    const prayagraj = stations.get("ALD");
    expect(prayagraj).toMatchObject({ code: "PRYJ", name: "Prayagraj Junction" });
    expect(prayagraj?.lat).toBeCloseTo(25.45, 1);
    expect(stations.get("CSTM")?.code).toBe("CSMT");
    // Faizabad (FD) is Ayodhya Cantt (AYC) since 2021; Ayodhya (AY) is Ayodhya Dham Junction
    // since 2023 and kept its code, and its place.
    expect(stations.get("FD")).toMatchObject({
      code: "AYC",
      name: "Ayodhya Cantt",
      state: "Uttar Pradesh",
    });
    expect(stations.get("AYC")?.lat).toBeCloseTo(26.77, 1);
    expect(stations.get("AY")).toMatchObject({
      name: "Ayodhya Dham Junction",
      state: "Uttar Pradesh",
    });
    expect(stations.get("AY")?.lng).toBeCloseTo(82.2, 1);
    expect(stations.get("AYM")?.state).toBe("Tamil Nadu");
    expect(stations.get("AWB")).toMatchObject({ code: "CPSN", name: "Chhatrapati Sambhajinagar" });
    expect(stations.get("CPSN")?.lat).toBeCloseTo(19.86, 1);
  });

  it("offers the four Mumbai termini first, then Dadar and the other Mumbai stations", () => {
    const mumbai = codes(stations.search("mumbai"));
    expect(mumbai.slice(0, 4)).toEqual(["CSMT", "MMCT", "LTT", "BDTS"]);
    expect(mumbai[4]).toBe("DR");
    expect(mumbai.length).toBeGreaterThan(8);
    expect(codes(stations.search("delhi")).slice(0, 4)).toEqual(["NDLS", "DLI", "NZM", "ANVT"]);
    expect(codes(stations.search("ALD")).slice(0, 1)).toEqual(["PRYJ"]);
    expect(codes(stations.search("Allahabad")).slice(0, 1)).toEqual(["PRYJ"]);
    expect(codes(stations.search("mumbi")).slice(0, 4)).toEqual(["CSMT", "MMCT", "LTT", "BDTS"]);
  });

  it("puts an exact code before any name: 'DR' is Dadar, 'agra' is Agra Cantt first", () => {
    expect(codes(stations.search("dr")).slice(0, 1)).toEqual(["DR"]);
    expect(codes(stations.search("agra")).slice(0, 1)).toEqual(["AGC"]);
    expect(codes(stations.search("agra"))).toContain("AF");
  });

  it("answers a query in under 2 ms over 9,000 stations", () => {
    const queries = ["mumbai", "a", "new delhi", "allahbad", "sec", "PNBE", "jn", "kolkota", "z"];
    for (const q of queries) stations.search(q);
    const start = performance.now();
    for (let round = 0; round < 10; round += 1) for (const q of queries) stations.search(q);
    const perQuery = (performance.now() - start) / (10 * queries.length);
    expect(perQuery).toBeLessThan(2);
  });
});
