import { readdirSync } from "node:fs";
import { destinationSchema } from "../content/schema.ts";

// `node scripts/check-destinations.ts [files…]`: validates destination files one by one, so a
// writer can check a single file without loading the whole content.

const dir = new URL("../content/data/destinations/", import.meta.url);
const files =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2).map((file) => file.split("/").pop() ?? file)
    : readdirSync(dir).filter((file) => file.endsWith(".ts"));
let failures = 0;
for (const file of files.sort()) {
  try {
    const { destination } = (await import(new URL(file, dir).href)) as { destination: unknown };
    const result = destinationSchema.safeParse(destination);
    if (result.success) {
      console.warn(
        `${file}: valid (${result.data.places.length} places, ${result.data.hotels.length} hotels)`,
      );
    } else {
      failures += 1;
      console.warn(
        `${file}: ${result.error.issues
          .slice(0, 3)
          .map((i) => `${i.path.join(".")}: ${i.message}`)
          .join("; ")}`,
      );
    }
  } catch (error) {
    failures += 1;
    console.warn(
      `${file}: cannot load: ${error instanceof Error ? error.message.split("\n")[0] : error}`,
    );
  }
}
process.exit(failures > 0 ? 1 : 0);
