import { readdirSync, readFileSync } from "node:fs";
import { type Train, timetableFileSchema } from "../../content/timetable/schema.ts";

// Our compiled railway timetable (issue 11): every *.json in content/timetable/, each checked by
// its schema at start, indexed by the stations the trains call at. A file that fails the schema
// stops the start, naming the file and the field, rather than silently losing its trains.

/** A train calling at a station: the train, and the index of that station in its halts. */
export type TrainCall = { train: Train; halt: number };

export type Timetable = {
  /** The latest of the files' compilation dates (YYYY-MM-DD); null with no file. */
  compiledOn: string | null;
  files: readonly string[];
  /** Where the files' facts were read, without repeats. */
  sources: readonly string[];
  trains: readonly Train[];
  /** The current name of every code the files use, and of their new stations. */
  stationNames: ReadonlyMap<string, string>;
  /** The trains calling at each station code, in the files' order. */
  calls: ReadonlyMap<string, readonly TrainCall[]>;
};

/** Where our compiled timetable lives: content/timetable/*.json. */
export const TIMETABLE_DIR = new URL("../../content/timetable/", import.meta.url);

export class TimetableError extends Error {
  override name = "TimetableError";
}

function readFile(folder: URL, name: string) {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(new URL(name, folder), "utf8"));
  } catch (error) {
    throw new TimetableError(`Timetable ${name}: not JSON (${(error as Error).message})`);
  }
  const parsed = timetableFileSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`);
    throw new TimetableError(`Timetable ${name} fails its schema: ${issues.join("; ")}`);
  }
  return parsed.data;
}

/** Reads every *.json in `folder` (content/timetable/); throws a TimetableError on a bad file. */
export function loadTimetable(folder: URL): Timetable {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .sort();
  const trains: Train[] = [];
  const sources = new Set<string>();
  const stationNames = new Map<string, string>();
  const calls = new Map<string, TrainCall[]>();
  const fileOf = new Map<string, string>();
  let compiledOn: string | null = null;
  for (const name of files) {
    const file = readFile(folder, name);
    if (compiledOn === null || file.compiledOn > compiledOn) compiledOn = file.compiledOn;
    for (const source of file.sources) sources.add(source);
    for (const [code, stationName] of Object.entries(file.stations))
      stationNames.set(code, stationName);
    for (const station of file.newStations ?? []) stationNames.set(station.code, station.name);
    for (const train of file.trains) {
      // Two trains with one number would make a search answer ambiguous.
      const other = fileOf.get(train.number);
      if (other) throw new TimetableError(`Timetable ${name}: ${train.number} is also in ${other}`);
      fileOf.set(train.number, name);
      trains.push(train);
      train.halts.forEach((halt, index) => {
        const list = calls.get(halt.code);
        if (list) list.push({ train, halt: index });
        else calls.set(halt.code, [{ train, halt: index }]);
      });
    }
  }
  return { compiledOn, files, sources: [...sources], trains, stationNames, calls };
}
