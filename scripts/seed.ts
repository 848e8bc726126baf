import { existsSync } from "node:fs";
import { content } from "../content/index.ts";
import { ConfigError, loadConfig } from "../server/config.ts";
import { seedContent } from "../server/data/seed/seed.ts";
import { openConfiguredDatabase } from "../server/db/client.ts";

// `npm run db:seed`: writes content/ into the configured database again. Idempotent; reviews and
// accounts are never touched. Stop the server first when it runs on the embedded database (PGlite
// lets one process at a time open its data directory).

if (existsSync(".env")) process.loadEnvFile(".env");
try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const summary = await seedContent(database.db, content);
    console.warn(
      `Seeded ${summary.cities} cities, ${summary.places} places, ${summary.hotels} hotels and ${summary.images} images into ${database.kind}.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
