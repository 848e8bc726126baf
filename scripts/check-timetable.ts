import { readFileSync } from "node:fs";
import { checkTimetableFolder } from "../content/timetable/check.ts";

// `npm run content:timetable [OPEN_DATA_DIR]`: checks the compiled timetable in content/timetable/
// against its schema, the open station list and the plausibility rules (issue 11).

const openDataDir = new URL(`${process.argv[2] ?? "../shared/data"}/`, `file://${process.cwd()}/`);
const stations = JSON.parse(
  readFileSync(new URL("datameet-railways/stations.json", openDataDir), "utf8"),
) as { features: { properties: { code: string } }[] };
const codes = new Set(stations.features.map((f) => f.properties.code));
const { files, trains, problems } = checkTimetableFolder(
  new URL("../content/timetable/", import.meta.url),
  codes,
);
process.stdout.write(problems.map((p) => `${p}\n`).join(""));
process.stdout.write(`${files.length} files, ${trains} trains, ${problems.length} problems\n`);
process.exitCode = problems.length > 0 ? 1 : 0;
