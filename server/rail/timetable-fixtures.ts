import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll } from "vitest";
import type { TimetableFile, Train } from "../../content/timetable/schema.ts";
import { loadTimetable } from "./timetable.ts";

// A small timetable for the railway tests: three real trains, their times rounded from the
// published timetable, in the compiled files' format. Each test changes what it needs through the
// overrides (`fixtureTrain("12951", { runsOn: ["Mon"] })`).

const TRAINS: Train[] = [
  {
    number: "12951",
    name: "Mumbai Central - New Delhi Rajdhani Express",
    type: "Rajdhani",
    times: "approximate",
    runsOn: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
    classes: ["1A", "2A", "3A"],
    halts: [
      { code: "MMCT", arr: null, dep: "17:00", day: 1, km: 0 },
      { code: "BRC", arr: "20:51", dep: "21:01", day: 1, km: 392 },
      // Arrives before midnight and leaves after it: a boarding here is on day 2.
      { code: "RTM", arr: "23:58", dep: "00:03", day: 1, km: 652 },
      { code: "KOTA", arr: "03:15", dep: "03:25", day: 2, km: 919 },
      { code: "NDLS", arr: "08:32", dep: null, day: 2, km: 1384 },
    ],
  },
  {
    number: "12431",
    name: "Thiruvananthapuram - Hazrat Nizamuddin Rajdhani Express",
    type: "Rajdhani",
    times: "approximate",
    runsOn: ["Tue", "Thu", "Fri"],
    classes: ["1A", "2A", "3A"],
    halts: [
      { code: "TVC", arr: null, dep: "19:15", day: 1, km: 0 },
      { code: "ERS", arr: "22:50", dep: "22:55", day: 1, km: 202 },
      { code: "MAO", arr: "10:40", dep: "10:50", day: 2, km: 1045 },
      { code: "PNVL", arr: "20:20", dep: "20:25", day: 2, km: 1645 },
      { code: "KOTA", arr: "08:35", dep: "08:45", day: 3, km: 2595 },
      { code: "NZM", arr: "13:05", dep: null, day: 3, km: 3053 },
    ],
  },
  {
    number: "12002",
    name: "New Delhi - Rani Kamlapati Shatabdi Express",
    type: "Shatabdi",
    times: "approximate",
    runsOn: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
    classes: ["EC", "CC"],
    halts: [
      { code: "NDLS", arr: null, dep: "06:00", day: 1, km: 0 },
      { code: "AGC", arr: "07:50", dep: "07:55", day: 1, km: 195 },
      { code: "GWL", arr: "09:23", dep: "09:28", day: 1, km: 313 },
      { code: "VGLJ", arr: "10:45", dep: "10:53", day: 1, km: 411 },
      { code: "BPL", arr: "14:25", dep: "14:30", day: 1, km: 701 },
      { code: "RKMP", arr: "14:40", dep: null, day: 1, km: 707 },
    ],
  },
];

const NAMES: Record<string, string> = {
  MMCT: "Mumbai Central",
  BRC: "Vadodara Junction",
  RTM: "Ratlam Junction",
  KOTA: "Kota Junction",
  NDLS: "New Delhi",
  TVC: "Thiruvananthapuram Central",
  ERS: "Ernakulam Junction",
  MAO: "Madgaon Junction",
  PNVL: "Panvel",
  NZM: "Hazrat Nizamuddin",
  AGC: "Agra Cantt",
  GWL: "Gwalior Junction",
  VGLJ: "Virangana Lakshmibai Jhansi Junction",
  BPL: "Bhopal Junction",
  RKMP: "Rani Kamlapati",
};

export function fixtureTrain(number: string, overrides: Partial<Train> = {}): Train {
  const train = TRAINS.find((t) => t.number === number);
  if (!train) throw new Error(`No fixture train ${number}`);
  return { ...structuredClone(train), ...overrides };
}

/** A timetable file holding the given trains (all three by default), naming all their stations. */
export function fixtureFile(
  trains: Train[] = TRAINS.map((t) => fixtureTrain(t.number)),
  overrides: Partial<TimetableFile> = {},
): TimetableFile {
  const codes = new Set(trains.flatMap((t) => t.halts.map((h) => h.code)));
  return {
    compiledOn: "2026-11-20",
    sources: ["Indian Railways Trains at a Glance, as reported by the zonal railways"],
    stations: Object.fromEntries([...codes].map((code) => [code, NAMES[code] ?? code])),
    newStations: [
      {
        code: "SMVB",
        name: "SMVT Bengaluru",
        note: "Sir M. Visvesvaraya Terminal, Bengaluru, opened in 2022",
      },
    ],
    trains,
    ...overrides,
  };
}

const base = mkdtempSync(join(tmpdir(), "safarnama-timetable-"));
afterAll(() => rmSync(base, { recursive: true, force: true }));
let folders = 0;

/** A fresh folder in the system's temporary directory holding these files (name → content). */
export function timetableFolder(files: Record<string, unknown>): URL {
  folders += 1;
  const dir = join(base, String(folders));
  mkdirSync(dir);
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(dir, name), typeof content === "string" ? content : JSON.stringify(content));
  }
  return pathToFileURL(`${dir}/`);
}

/** The fixture trains (or the given ones) loaded as the app loads content/timetable/. */
export const fixtureTimetable = (trains?: Train[]) =>
  loadTimetable(timetableFolder({ "fixture.json": fixtureFile(trains) }));
