import { existsSync } from "node:fs";
import { ConfigError, loadConfig } from "./config.ts";
import { routeConsoleToLog } from "./logger.ts";
import { startServer } from "./start.ts";

// Entry point of `npm start` / `npm run dev`. Node 24 runs this TypeScript directly.

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
const { graceMs, noticeMs } = config.shutdown;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    // A second signal: stop now, whatever is in progress.
    if (stopping) {
      server.services.logger.warn({ signal }, "second signal: exiting now");
      process.exit(1);
    }
    stopping = true;
    server.services.logger.info({ signal, graceMs, noticeMs }, "shutting down: draining");
    // Requests get graceMs to finish; closing the database and the rest gets 5 s more.
    setTimeout(
      () => {
        server.services.logger.error("shutdown took too long: exiting");
        process.exit(1);
      },
      noticeMs + graceMs + 5000,
    ).unref();
    server.stop({ graceMs, noticeMs }).then(
      (drained) => {
        if (!drained)
          server.services.logger.warn("requests still running at the deadline were cut");
        process.exit(drained ? 0 : 1);
      },
      (error: unknown) => {
        server.services.logger.error({ err: error }, "error while shutting down");
        process.exit(1);
      },
    );
  });
}
