import { describe, expect, it } from "vitest";
import { loadTimetable, TimetableError } from "./timetable.ts";
import { fixtureFile, fixtureTrain, timetableFolder } from "./timetable-fixtures.ts";

describe("loadTimetable", () => {
  it("reads every JSON file, dates the timetable by the latest and indexes trains by station", () => {
    const folder = timetableFolder({
      "west.json": fixtureFile([fixtureTrain("12951")], { compiledOn: "2026-11-02" }),
      "south.json": fixtureFile([fixtureTrain("12431")], { compiledOn: "2026-11-19" }),
      "notes.txt": "not a timetable",
    });
    const timetable = loadTimetable(folder);
    expect(timetable.files).toEqual(["south.json", "west.json"]);
    expect(timetable.compiledOn).toBe("2026-11-19");
    expect(timetable.trains.map((t) => t.number).sort()).toEqual(["12431", "12951"]);
    expect(
      (timetable.calls.get("KOTA") ?? []).map((call) => [call.train.number, call.halt]),
    ).toEqual([
      ["12431", 4],
      ["12951", 3],
    ]);
    expect(timetable.calls.get("AGC")).toBeUndefined();
    expect(timetable.stationNames.get("PNVL")).toBe("Panvel");
    expect(timetable.stationNames.get("SMVB")).toBe("SMVT Bengaluru");
    expect(timetable.sources).toHaveLength(1);
  });

  it("refuses a file that fails the schema, naming the file and the field", () => {
    const bad = fixtureFile();
    const first = bad.trains[0]?.halts[0];
    if (first) first.dep = "25:00";
    const folder = timetableFolder({ "good.json": fixtureFile(), "bad.json": bad });
    expect(() => loadTimetable(folder)).toThrow(TimetableError);
    expect(() => loadTimetable(folder)).toThrow(/bad\.json.*trains\.0\.halts\.0\.dep/);
  });

  it("refuses a file that is not JSON, and a train number twice", () => {
    expect(() => loadTimetable(timetableFolder({ "a.json": "{ trains: [" }))).toThrow(
      /a\.json: not JSON/,
    );
    const twice = timetableFolder({ "a.json": fixtureFile(), "b.json": fixtureFile() });
    expect(() => loadTimetable(twice)).toThrow(/b\.json: 12951 is also in a\.json/);
  });

  it("is empty, with no date, when the folder has no file yet", () => {
    const timetable = loadTimetable(timetableFolder({}));
    expect(timetable).toMatchObject({ compiledOn: null, files: [], trains: [] });
    expect(timetable.calls.size).toBe(0);
  });
});
