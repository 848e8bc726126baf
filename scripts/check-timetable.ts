import { readOpenData } from "../content/checks.ts";
import { checkTimetableFolder } from "../content/timetable/check.ts";

// `npm run content:timetable [OPEN_DATA_DIR]`: checks the compiled timetable in content/timetable/
// against its schema, the open station list and the plausibility rules (issue 11).

const openDataDir = new URL(`${process.argv[2] ?? "../shared/data"}/`, `file://${process.cwd()}/`);
const openData = readOpenData(openDataDir);
if (!openData) {
  process.stderr.write(`no open data in ${openDataDir.pathname}\n`);
  process.exit(2);
}
const { files, trains, problems } = checkTimetableFolder(
  new URL("../content/timetable/", import.meta.url),
  new Set(openData.stations.keys()),
);
process.stdout.write(problems.map((p) => `${p}\n`).join(""));
process.stdout.write(`${files.length} files, ${trains} trains, ${problems.length} problems\n`);
process.exitCode = problems.length > 0 ? 1 : 0;
