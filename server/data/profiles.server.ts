import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { userPhotos, userProfiles, users } from "../db/schema/index.ts";

export type Profile = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  /** URL of the stored photo, or null. */
  photo: string | null;
  phoneNumber: string;
  role: "user" | "editor";
};

/** The spec's profile name rule: the first name if there is one, else the e-mail before the @. */
export function profileName(profile: { firstName?: string | null; email: string }): string {
  return profile.firstName?.trim() || profile.email.split("@")[0] || profile.email;
}

export async function getProfile(db: Database, userId: string): Promise<Profile | undefined> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      role: users.role,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      photo: userProfiles.photo,
      phoneNumber: userProfiles.phoneNumber,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return {
    userId: row.userId,
    email: row.email,
    role: row.role,
    firstName: row.firstName ?? "",
    lastName: row.lastName ?? "",
    photo: row.photo,
    phoneNumber: row.phoneNumber ?? "",
  };
}

/** Saves what a person says about themselves; the e-mail stays the account's own. */
export async function saveProfile(
  db: Database,
  userId: string,
  input: {
    firstName: string;
    lastName: string;
    phoneNumber: string;
    photo?: { content: Buffer; contentType: string } | undefined;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    if (!account) throw new Error("no such user");
    let photoUrl: string | undefined;
    if (input.photo) {
      await tx
        .insert(userPhotos)
        .values({ userId, content: input.photo.content, contentType: input.photo.contentType })
        .onConflictDoUpdate({
          target: userPhotos.userId,
          set: {
            content: input.photo.content,
            contentType: input.photo.contentType,
            updatedAt: new Date(),
          },
        });
      photoUrl = `/media/avatars/${encodeURIComponent(userId)}.webp?v=${Date.now().toString(36)}`;
    }
    const values = {
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      phoneNumber: input.phoneNumber || null,
      ...(photoUrl ? { photo: photoUrl } : {}),
      updatedAt: new Date(),
    };
    await tx
      .insert(userProfiles)
      .values({ userId, email: account.email, ...values })
      .onConflictDoUpdate({ target: userProfiles.userId, set: values });
    const name = [input.firstName, input.lastName].filter(Boolean).join(" ");
    if (name)
      await tx.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
  });
}

/** The names as typed at sign-up: the account keeps one display name, the profile both. */
export async function setProfileNames(
  db: Database,
  userId: string,
  names: { firstName: string; lastName: string },
): Promise<void> {
  await db
    .update(userProfiles)
    .set({ firstName: names.firstName, lastName: names.lastName || null })
    .where(eq(userProfiles.userId, userId));
}

export async function getPhoto(
  db: Database,
  userId: string,
): Promise<{ content: Buffer; contentType: string; updatedAt: Date } | undefined> {
  const [row] = await db.select().from(userPhotos).where(eq(userPhotos.userId, userId));
  return row;
}

/** Whether the account may add cities, from the database (a promotion counts at once). */
export async function isEditor(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role === "editor";
}

/** Makes a user an editor (npm run user:promote); false when no account has that e-mail. */
export async function setRole(
  db: Database,
  email: string,
  role: "user" | "editor",
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .returning({ id: users.id });
  return rows.length > 0;
}
