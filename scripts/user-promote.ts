import { existsSync } from "node:fs";
import { ConfigError, loadConfig } from "../server/config.ts";
import { setRole } from "../server/data/profiles.server.ts";
import { openConfiguredDatabase } from "../server/db/client.ts";

// `npm run user:promote -- someone@example.com` makes that account an editor (it may then add
// cities); `--demote` makes it a plain user again. The account must exist: sign up first. On the
// embedded database, stop the server first (PGlite lets one process open its data directory).

if (existsSync(".env")) process.loadEnvFile(".env");
const args = process.argv.slice(2);
const demote = args.includes("--demote");
const email = args.find((arg) => !arg.startsWith("--"));
if (!email) {
  console.error("Usage: npm run user:promote -- <e-mail> [--demote]");
  process.exit(2);
}
try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const role = demote ? "user" : "editor";
    if (!(await setRole(database.db, email, role))) {
      console.error(`No account has the e-mail ${email}: sign up first.`);
      process.exitCode = 1;
    } else {
      console.warn(`${email} is now ${role === "editor" ? "an editor" : "a user"}.`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
