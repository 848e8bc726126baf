import { createAuth } from "../../server/auth/auth.ts";
import { RateLimiter } from "../../server/auth/rate-limit.ts";
import { sessionSecret } from "../../server/auth/secret.ts";
import { loadConfig } from "../../server/config.ts";
import { setRole } from "../../server/data/profiles.server.ts";
import { type DatabaseOptions, openDatabase } from "../../server/db/client.ts";
import { createLogger } from "../../server/logger.ts";

export type TestAccount = { email: string; password: string; firstName: string };

export const EDITOR: TestAccount = {
  email: "editor@safarnama.test",
  password: "Monsoon-over-Mandu-42",
  firstName: "Eshan",
};

/**
 * Makes accounts in a database before the server opens it, through better-auth itself (so the
 * password is hashed as sign-up hashes it): used for the editor the end-to-end tests need, since
 * roles are given on the command line, not through the site.
 */
export async function createAccounts(
  options: DatabaseOptions,
  accounts: (TestAccount & { role: "user" | "editor" })[],
) {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    const config = loadConfig({ LOG_LEVEL: "silent", PORT: "0" });
    const auth = createAuth({
      db: database.db,
      config,
      logger: createLogger(config),
      limiter: new RateLimiter(database.db),
      secret: await sessionSecret(database.db, undefined),
    });
    for (const account of accounts) {
      await auth.api.signUpEmail({
        body: { email: account.email, password: account.password, name: account.firstName },
      });
      await setRole(database.db, account.email, account.role);
    }
  } finally {
    await database.close();
  }
}
