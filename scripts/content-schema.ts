import { writeFileSync } from "node:fs";
import { z } from "zod";
import { destinationSchema } from "../content/schema.ts";

// `npm run content:schema`: writes the JSON Schema of a destination file from our zod schema, so
// an editor (VS Code and others) checks and completes a file as a person types. The content test
// fails when the committed copy is out of date.

export function destinationJsonSchema(): string {
  const schema = z.toJSONSchema(destinationSchema, { io: "input", unrepresentable: "any" });
  return `${JSON.stringify({ ...schema, title: "A Safarnama destination: a city with its places and hotels" }, null, 2)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(
    new URL("../content/data/destination.schema.json", import.meta.url),
    destinationJsonSchema(),
  );
  console.warn("wrote content/data/destination.schema.json");
}
