import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, sessions, userProfiles, users } from "../../server/db/schema/index.ts";
import { HttpClient } from "../support/http-client.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    AUTH_LIMIT_SIGN_IN_ACCOUNT: "4/600",
    AUTH_SLOW_SIGN_IN_ACCOUNT: "8/600",
    AUTH_LIMIT_SIGN_UP_IP: "1000/600",
    AUTH_LIMIT_SIGN_IN_IP: "1000/600",
  });
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.services.db;
let serial = 0;
/** A new e-mail address per call, so tests do not meet each other's accounts. */
const newEmail = (name = "traveller") => {
  serial += 1;
  return `${name}.${Date.now()}.${serial}@example.com`;
};
const PASSWORD = "Chai-at-Chandni-Chowk-7";

async function signedUpClient(firstName = "Asha", email = newEmail()) {
  const client = new HttpClient(server.url);
  const res = await client.register({ firstName, lastName: "Rao", email, password: PASSWORD });
  expect(res.status, (await res.clone().text()).slice(0, 200)).toBe(302);
  return { client, email };
}

describe("registering", () => {
  it("creates the account and its profile, signs in, and says so", async () => {
    const email = newEmail();
    const client = new HttpClient(server.url);
    const res = await client.register({
      firstName: "Asha",
      lastName: "Rao",
      email,
      password: PASSWORD,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/profile");
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith("safarnama.session_token="));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(cookies.some((c) => c.startsWith("safarnama_flash=registered"))).toBe(true);

    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user?.role).toBe("user");
    const [profile] = await db()
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, user?.id ?? ""));
    expect(profile).toMatchObject({ firstName: "Asha", lastName: "Rao", email });

    const page = await (await client.request("/profile")).text();
    expect(page).toContain("Asha");
    expect(page).toContain(email);
  });

  it("stores the password hashed with scrypt, never as typed", async () => {
    const { email } = await signedUpClient();
    const [row] = await db()
      .select({ password: accounts.password })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, email));
    expect(row?.password).toBeTruthy();
    expect(row?.password).not.toContain(PASSWORD);
    // better-auth's scrypt format: hex salt, a colon, the hex key.
    expect(row?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  });

  it("refuses a short, a common or a missing password with a clear message, and stores nothing", async () => {
    const before = await countUsers();
    const cases: [Record<string, string>, string][] = [
      [{ password: "Ab1!" }, "Password must be at least 8 characters."],
      [
        { password: "password123" },
        "This password is too common: choose one that is harder to guess.",
      ],
      [{ password: "" }, "Password is required"],
      [{ firstName: "" }, "First name is required"],
      [{ email: "" }, "Email is required"],
      [{ email: "not-an-address" }, "Enter a valid e-mail address."],
    ];
    for (const [change, message] of cases) {
      const client = new HttpClient(server.url);
      const res = await client.request("/register", {
        form: { firstName: "Asha", lastName: "", email: newEmail(), password: PASSWORD, ...change },
      });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(await res.text()).toContain(message);
      expect(client.cookies.has("safarnama.session_token")).toBe(false);
    }
    expect(await countUsers()).toBe(before);
  });

  it("says when an e-mail already has an account", async () => {
    const { email } = await signedUpClient();
    const res = await new HttpClient(server.url).register({
      firstName: "Other",
      email,
      password: PASSWORD,
    });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain(
      "An account with this e-mail already exists. Log in instead.",
    );
  });

  it("limits every field's length", async () => {
    const res = await new HttpClient(server.url).request("/register", {
      form: { firstName: "A".repeat(51), email: newEmail(), password: PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("First name can be at most 50 characters.");
  });
});

describe("logging in and out", () => {
  it("logs in with the right password and says so", async () => {
    const { email } = await signedUpClient();
    const client = new HttpClient(server.url);
    const res = await client.login(email, PASSWORD);
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("safarnama_flash=signed-in"))).toBe(
      true,
    );
    expect(client.cookies.has("safarnama.session_token")).toBe(true);
    // /login shows the profile to someone signed in.
    const login = await client.request("/login");
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/profile");
  });

  it("answers a wrong password and an unknown e-mail alike", async () => {
    const { email } = await signedUpClient();
    const wrong = await new HttpClient(server.url).login(email, "Not-the-password-1");
    const unknown = await new HttpClient(server.url).login(
      newEmail("nobody"),
      "Not-the-password-1",
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const message = "Invalid email or password.";
    expect(await wrong.text()).toContain(message);
    expect(await unknown.text()).toContain(message);
  });

  it("signs out: the session ends and the visitor goes to /login", async () => {
    const { client, email } = await signedUpClient();
    const res = await client.request("/logout", { form: {} });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login");
    expect(client.cookies.has("safarnama.session_token")).toBe(false);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    const open = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? ""));
    expect(open).toEqual([]);
    const profile = await client.request("/profile");
    expect(profile.status).toBe(302);
    expect(profile.headers.get("location")).toBe("/login?redirectTo=%2Fprofile");
  });

  /** A client whose requests come from `address` (the server trusts the loopback proxy). */
  const from = (address: string) => ({
    login: (email: string, password: string) =>
      new HttpClient(server.url).request("/login", {
        form: { email, password },
        headers: { "x-forwarded-for": address },
      }),
  });

  it("stops guessing at one account from one address with a 429, even for the right password", async () => {
    const { email } = await signedUpClient();
    const guesser = from("203.0.113.7");
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await guesser.login(email, `Wrong-guess-${i}-x`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const blocked = await guesser.login(email, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain(
      "Too many attempts. Please wait a few minutes and try again.",
    );
    // Over the better-auth endpoint too, with Retry-After.
    const direct = await new HttpClient(server.url).request("/api/auth/sign-in/email", {
      json: { email, password: PASSWORD },
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    expect(direct.status).toBe(429);
    expect(Number(direct.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("lets the owner in from their own address while someone else is locked out (issue 10, item 7)", async () => {
    const { email } = await signedUpClient();
    for (let i = 0; i < 5; i += 1) await from("203.0.113.8").login(email, `Wrong-${i}-guess`);
    expect((await from("203.0.113.8").login(email, PASSWORD)).status).toBe(429);
    const owner = await from("198.51.100.20").login(email, PASSWORD);
    expect(owner.status).toBe(302);
    expect(owner.headers.get("location")).toBe("/profile");
  });

  it("slows guesses from many addresses, more and more, but never locks the owner out", async () => {
    const { email } = await signedUpClient();
    const times: number[] = [];
    // Twelve addresses, one wrong guess each: none reaches the per-address limit.
    for (let i = 0; i < 12; i += 1) {
      const started = performance.now();
      expect((await from(`192.0.2.${10 + i}`).login(email, `Wrong-${i}-guess`)).status).toBe(401);
      times.push(performance.now() - started);
    }
    // Past eight attempts on the account (AUTH_SLOW_SIGN_IN_ACCOUNT), each waits longer.
    expect(times[9]).toBeGreaterThanOrEqual(400);
    expect(times[11]).toBeGreaterThanOrEqual(900);
    expect(times[11] ?? 0).toBeGreaterThan(times[9] ?? 0);
    const owner = await from("198.51.100.21").login(email, PASSWORD);
    expect(owner.status).toBe(302);
  }, 30_000);
});

describe("a second server with tight per-address limits", () => {
  let tight: TestServer;
  beforeAll(async () => {
    tight = await startTestServer({
      AUTH_LIMIT_SIGN_IN_IP: "3/600",
      AUTH_LIMIT_SIGN_UP_IP: "2/600",
    });
  });
  afterAll(async () => {
    await tight?.close();
  });

  it("limits sign-ins per address across accounts", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await new HttpClient(tight.url).login(newEmail(`guess${i}`), "Whatever-pass-1")).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("limits sign-ups per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await new HttpClient(tight.url).register({
        firstName: "Sam",
        email: newEmail("sam"),
        password: PASSWORD,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([302, 302, 429]);
  });
});

describe("cross-site requests", () => {
  it("refuses a sign-in posted from another site", async () => {
    const client = new HttpClient(server.url);
    const res = await client.request("/login", {
      form: { email: newEmail(), password: PASSWORD },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });

  it("refuses a state change with a session cookie but without Origin or Sec-Fetch-Site", async () => {
    const { client } = await signedUpClient();
    const res = await client.request("/api/v1/cities/agra/reviews", {
      json: { review: "Forged", rating: 1 },
      noOrigin: true,
    });
    expect(res.status).toBe(403);
    const other = await client.request("/profile", {
      form: { firstName: "Forged", lastName: "", phoneNumber: "" },
      noOrigin: true,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(other.status).toBe(403);
  });

  it("refuses better-auth's own calls from another site", async () => {
    const res = await new HttpClient(server.url).request("/api/auth/sign-in/email", {
      json: { email: newEmail(), password: PASSWORD },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });
});

describe("cookies behind HTTPS", () => {
  it("are Secure when the site is served over HTTPS", async () => {
    const secure = await startTestServer({ PUBLIC_URL: "https://safarnama.example" });
    try {
      const res = await new HttpClient(secure.url).request("/api/auth/sign-up/email", {
        json: { email: newEmail(), password: PASSWORD, name: "Sec Ure" },
        headers: { origin: "https://safarnama.example" },
      });
      expect(res.status).toBe(200);
      const session = res.headers.getSetCookie().find((c) => c.includes("session_token="));
      expect(session).toMatch(/^__Secure-safarnama\.session_token=/);
      expect(session).toMatch(/; Secure/i);
      expect(session).toMatch(/HttpOnly/i);
    } finally {
      await secure.close();
    }
  });
});

describe("the profile", () => {
  it("is never kept by a cache, as a page or as data (issue 10, item 8)", async () => {
    const { client } = await signedUpClient();
    for (const path of ["/profile", "/profile.data"]) {
      const res = await client.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
      expect(res.headers.get("vary"), path).toMatch(/cookie/i);
    }
    // A visitor's page data may be revalidated by any cache, like the page itself.
    const data = await fetch(`${server.url}/city/Agra.data`);
    expect(data.headers.get("cache-control")).toBe("no-cache");
  });

  it("saves names and a 10-digit phone, and refuses any other phone", async () => {
    const { client, email } = await signedUpClient();
    const bad = await client.request("/profile", {
      form: { firstName: "Asha", lastName: "Rao", phoneNumber: "98765" },
    });
    expect(bad.status).toBe(400);
    const text = await bad.text();
    expect(text).toContain("Phone number must be exactly 10 digits");
    expect(text).toContain("Failed to update profile");
    const good = await client.request("/profile", {
      form: { firstName: "Ashwini", lastName: "Rao", phoneNumber: "9876543210" },
    });
    expect(good.status).toBe(302);
    expect(
      good.headers.getSetCookie().some((c) => c.startsWith("safarnama_flash=profile-saved")),
    ).toBe(true);
    const [profile] = await db()
      .select()
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .where(eq(users.email, email));
    expect(profile?.user_profiles).toMatchObject({
      firstName: "Ashwini",
      phoneNumber: "9876543210",
    });
  });

  it("takes a photo, stores it resized as WebP, and serves it", async () => {
    const { client } = await signedUpClient();
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: "#0d9488" },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("firstName", "Asha");
    form.set("lastName", "");
    form.set("phoneNumber", "");
    form.set("photo", new File([png], "me.png", { type: "image/png" }));
    const res = await client.request("/profile", { form });
    expect(res.status).toBe(302);
    const page = await (await client.request("/profile")).text();
    const src = /src="(\/media\/avatars\/[^"]+)"/.exec(page)?.[1]?.replaceAll("&amp;", "&");
    expect(src).toBeTruthy();
    const photo = await fetch(`${server.url}${src}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/webp");
    const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 320, 320]);
  });

  it("refuses a file that is not an image, and keeps the old profile", async () => {
    const { client } = await signedUpClient("Keep");
    const form = new FormData();
    form.set("firstName", "Changed");
    form.set("lastName", "");
    form.set("phoneNumber", "");
    form.set("photo", new File(["<svg onload=alert(1)>"], "me.png", { type: "image/png" }));
    const res = await client.request("/profile", { form });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("The photo must be a JPEG, PNG or WebP image.");
    expect(await (await client.request("/profile")).text()).toContain("Keep");
  });

  it("only ever changes the signed-in person's own profile", async () => {
    const victim = await signedUpClient("Victim");
    const [victimUser] = await db().select().from(users).where(eq(users.email, victim.email));
    const { client } = await signedUpClient("Mallory");
    const res = await client.request("/profile", {
      form: {
        firstName: "Owned",
        lastName: "",
        phoneNumber: "",
        userId: victimUser?.id ?? "",
        email: victim.email,
      },
    });
    expect(res.status).toBe(302);
    const [profile] = await db()
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, victimUser?.id ?? ""));
    expect(profile?.firstName).toBe("Victim");
  });
});

async function countUsers() {
  const [row] = await db()
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users);
  return row?.n ?? 0;
}
