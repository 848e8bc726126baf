import { readdirSync, readFileSync } from "node:fs";
import { MAJOR_STATIONS } from "./major-stations.ts";
import { RENAMED_STATIONS } from "./renamed-stations.ts";
import { type Halt, type TimetableFile, type Train, timetableFileSchema } from "./schema.ts";

// What the compiled timetable must satisfy beyond its schema (issue 11): codes exist, distances
// increase, times agree with day offsets, and speeds are plausible for the train's type. Used by
// content/timetable/timetable.test.ts and by whoever compiles a file (`npm run content:timetable`).

/** Average speed, origin to destination, in km/h: what each type of train plausibly runs at. */
const AVERAGE_KMH: Record<Train["type"], [number, number]> = {
  Rajdhani: [55, 110],
  // The Dehradun Shatabdi averages about 52 km/h over its hilly last stretch.
  Shatabdi: [45, 110],
  "Vande Bharat": [55, 130],
  Duronto: [50, 110],
  Superfast: [45, 100],
  "Mail/Express": [25, 80],
  "Garib Rath": [45, 100],
};
/** Between two halts: no train in India runs faster than 160 km/h; slower than 8 is a typo. */
const SEGMENT_KMH: [number, number] = [8, 140];
const LONGEST_HALT_MINUTES = 180;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Minutes from midnight of day 1 at which the train arrives at and leaves a halt. */
export function haltTimes(halt: Halt): { arrive: number | null; leave: number | null } {
  const base = (halt.day - 1) * 1440;
  if (halt.arr === null)
    return { arrive: null, leave: halt.dep === null ? null : base + minutesOf(halt.dep) };
  const arrive = base + minutesOf(halt.arr);
  if (halt.dep === null) return { arrive, leave: null };
  // A halt that spans midnight leaves on the next day.
  return { arrive, leave: arrive + ((minutesOf(halt.dep) - minutesOf(halt.arr) + 1440) % 1440) };
}

export function trainProblems(train: Train, knownCodes: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const say = (text: string) => problems.push(`${train.number} ${train.name}: ${text}`);
  const { halts } = train;
  const first = halts[0];
  const last = halts[halts.length - 1];
  if (!first || !last) return [`${train.number}: no halts`];
  if (first.arr !== null || first.dep === null || first.day !== 1 || first.km !== 0) {
    say("the origin needs arr null, a dep, day 1 and km 0");
  }
  if (last.dep !== null || last.arr === null) say("the destination needs an arr and dep null");
  const seen = new Set<string>();
  halts.forEach((halt, i) => {
    if (!knownCodes.has(halt.code)) say(`unknown station code ${halt.code}`);
    if (seen.has(halt.code)) say(`${halt.code} appears twice`);
    seen.add(halt.code);
    if (i > 0 && i < halts.length - 1 && (halt.arr === null || halt.dep === null)) {
      say(`${halt.code} needs both arr and dep`);
    }
    const { arrive, leave } = haltTimes(halt);
    if (arrive !== null && leave !== null && leave - arrive > LONGEST_HALT_MINUTES) {
      say(`${halt.code} halts ${leave - arrive} minutes`);
    }
    const previous = halts[i - 1];
    if (!previous) return;
    const left = haltTimes(previous).leave;
    const km = halt.km - previous.km;
    if (km <= 0) say(`distance does not increase at ${halt.code}`);
    if (left === null || arrive === null) return;
    const minutes = arrive - left;
    if (minutes <= 0) {
      say(`${halt.code} is reached before ${previous.code} is left: check the day offsets`);
      return;
    }
    const kmh = (km / minutes) * 60;
    if (kmh < SEGMENT_KMH[0] || kmh > SEGMENT_KMH[1]) {
      say(`${previous.code}→${halt.code}: ${km} km in ${minutes} min is ${kmh.toFixed(0)} km/h`);
    }
  });
  const start = haltTimes(first).leave;
  const end = haltTimes(last).arrive;
  if (start !== null && end !== null && end > start) {
    const kmh = (last.km / (end - start)) * 60;
    const [low, high] = AVERAGE_KMH[train.type];
    if (kmh < low || kmh > high) {
      say(`averages ${kmh.toFixed(0)} km/h, outside ${low}-${high} for a ${train.type}`);
    }
  }
  if (new Set(train.classes).size !== train.classes.length) say("a class is listed twice");
  return problems;
}

export function fileProblems(file: TimetableFile, openCodes: ReadonlySet<string>): string[] {
  const known = new Set([
    ...openCodes,
    ...RENAMED_STATIONS.map((s) => s.code),
    ...(file.newStations ?? []).map((s) => s.code),
  ]);
  const problems = file.trains.flatMap((train) => trainProblems(train, known));
  const used = new Set(file.trains.flatMap((t) => t.halts.map((h) => h.code)));
  for (const code of used)
    if (!file.stations[code]) problems.push(`stations lacks a name for ${code}`);
  const major = new Set<string>(MAJOR_STATIONS.map((s) => s.code));
  for (const train of file.trains) {
    if (!train.halts.some((h) => major.has(h.code))) {
      problems.push(`${train.number} serves none of the 41 major stations`);
    }
  }
  return problems;
}

/** Reads and checks every *.json in a folder; duplicate train numbers across files are problems. */
export function checkTimetableFolder(folder: URL, openCodes: ReadonlySet<string>) {
  const files = readdirSync(folder).filter((name) => name.endsWith(".json"));
  const problems: string[] = [];
  const numbers = new Map<string, string>();
  let trains = 0;
  for (const name of files) {
    const parsed = timetableFileSchema.safeParse(
      JSON.parse(readFileSync(new URL(name, folder), "utf8")),
    );
    if (!parsed.success) {
      problems.push(
        `${name}: ${parsed.error.issues
          .slice(0, 5)
          .map((i) => `${i.path.join(".")} ${i.message}`)
          .join("; ")}`,
      );
      continue;
    }
    trains += parsed.data.trains.length;
    for (const train of parsed.data.trains) {
      const other = numbers.get(train.number);
      if (other) problems.push(`${name}: ${train.number} is also in ${other}`);
      numbers.set(train.number, name);
    }
    problems.push(...fileProblems(parsed.data, openCodes).map((p) => `${name}: ${p}`));
  }
  return { files, trains, problems };
}
