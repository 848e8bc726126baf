import { existsSync } from "node:fs";
import { ConfigError, loadConfig } from "./config.ts";
import { routeConsoleToLog } from "./logger.ts";
import { startServer } from "./start.ts";

// Entry point of `npm start` / `npm run dev`. Node 24 runs this TypeScript directly.

const SHUTDOWN_DEADLINE_MS = 4500;

if (existsSync(".env")) process.loadEnvFile(".env");
const dev = process.argv.includes("--dev");

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig({
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? (dev ? "development" : "production"),
  });
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(78);
  }
  throw error;
}

const server = await startServer(config, { dev }).catch((error: unknown) => {
  console.error("Safarnama could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});

// From here on, whatever a library prints goes through the JSON log (issue 10, item 11).
routeConsoleToLog(server.services.logger);

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.services.logger.info({ signal }, "shutting down");
    // A hung connection or database must not keep the process past its deadline.
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        server.services.logger.error({ err: error }, "error while shutting down");
        process.exit(1);
      },
    );
  });
}
