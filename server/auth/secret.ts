import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { appSecrets } from "../db/schema/index.ts";

/**
 * The key that signs session cookies. AUTH_SECRET when it is set; otherwise a random key made once
 * and kept in the database, so that every process on the same database signs alike and a restart
 * keeps everyone signed in (docs/decisions/0012-accounts-and-sessions.md).
 */
export async function sessionSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name: "auth", value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, "auth"));
  if (!row) throw new Error("could not read or create the session secret");
  return row.value;
}
