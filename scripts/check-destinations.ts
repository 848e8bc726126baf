import { destinationProblems, readOpenData } from "../content/checks.ts";
import { destinationFiles, readDestination } from "../content/destinations.ts";

// `npm run content:check [files…]`: validates destination files one by one (schema, distances,
// station and airport codes against ../shared/data, sources on changeable facts), so a writer
// can check the file they edited, or a draft anywhere, without loading the whole content.

const openData = readOpenData();
if (!openData) console.warn("(../shared/data not found: station and airport checks skipped)");
const files =
  process.argv.slice(2).length > 0
    ? process.argv
        .slice(2)
        .map((file) =>
          file.startsWith("content/data/destinations/")
            ? file.slice("content/data/destinations/".length)
            : file,
        )
    : destinationFiles();
let failures = 0;
for (const file of files.sort()) {
  try {
    const destination = readDestination(file);
    const problems = destinationProblems(destination, openData);
    if (problems.length > 0) {
      failures += 1;
      console.warn(`${file}: ${problems.slice(0, 8).join("; ")}`);
    } else {
      console.warn(
        `${file}: valid (${destination.places.length} places, ${destination.hotels.length} hotels)`,
      );
    }
  } catch (error) {
    failures += 1;
    console.warn(error instanceof Error ? error.message.split("\n")[0] : String(error));
  }
}
process.exit(failures > 0 ? 1 : 0);
