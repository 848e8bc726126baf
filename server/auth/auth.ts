import type { IncomingMessage } from "node:http";
import { setTimeout as delay } from "node:timers/promises";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { fromNodeHeaders } from "better-auth/node";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { DatabaseUnavailable, isDatabaseUnavailable } from "../db/errors.ts";
import { accounts, sessions, userProfiles, users, verifications } from "../db/schema/index.ts";
import type { Logger } from "../logger.ts";
import { passwordProblem } from "./password-policy.ts";
import type { RateLimiter } from "./rate-limit.ts";

/** Set by our own first middleware from the socket (or a trusted proxy), never by the client. */
export const CLIENT_IP_HEADER = "x-safarnama-client-ip";
export const OIDC_PROVIDER_ID = "oidc";
const SESSION_DAYS = 30;

/** Whether a parsed body holds a NUL character in any string or key. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 32 || value === null || typeof value !== "object") return false;
  return Object.entries(value).some(
    ([key, inner]) => key.includes("\u0000") || holdsNul(inner, depth + 1),
  );
}
/** The longest a sign-in to a much-tried account is held back (the soft lockout, below). */
const MAX_SIGN_IN_DELAY_MS = 5_000;

export type AuthDeps = {
  db: Database;
  config: Config;
  logger: Logger;
  limiter: RateLimiter;
  secret: string;
};

/**
 * better-auth on our database: e-mail and password (hashed with scrypt), Google and any OpenID
 * Connect provider when configured, sessions in the `session` table behind an HttpOnly, SameSite=Lax
 * cookie (Secure when the site is served over HTTPS). docs/decisions/0012-accounts-and-sessions.md.
 */
export function createAuth({ db, config, logger, limiter, secret }: AuthDeps) {
  const secure = config.publicUrl?.startsWith("https://") ?? false;
  const { limits } = config.auth;

  const tooMany = (retryAfterSeconds: number) =>
    new APIError(
      "TOO_MANY_REQUESTS",
      { message: "Too many attempts. Please wait a few minutes and try again." },
      { "Retry-After": String(retryAfterSeconds) },
    );

  return betterAuth({
    appName: "Safarnama",
    secret,
    baseURL: config.publicUrl ?? {
      allowedHosts: ["localhost:*", "127.0.0.1:*", "[::1]:*", "localhost", "127.0.0.1"],
      protocol: "http",
      // Calls made by the server itself (scripts, tests) have no request host.
      fallback: `http://localhost:${config.port || 5000}`,
    },
    basePath: "/api/auth",
    trustedOrigins: config.corsWriteOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
    },
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "user", input: false },
      },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
      // A signed copy of the session in a cookie for five minutes spares a database read per page.
      cookieCache: { enabled: true, maxAge: 5 * 60, strategy: "jwe" },
    },
    socialProviders: config.auth.google
      ? {
          google: {
            clientId: config.auth.google.clientId,
            clientSecret: config.auth.google.clientSecret,
            prompt: "select_account",
          },
        }
      : {},
    plugins: config.auth.oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: OIDC_PROVIDER_ID,
                name: config.auth.oidc.name,
                discoveryUrl: `${config.auth.oidc.issuer}/.well-known/openid-configuration`,
                requireIdTokenVerification: true,
                clientId: config.auth.oidc.clientId,
                clientSecret: config.auth.oidc.clientSecret,
                scopes: ["openid", "email", "profile"],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
    account: { accountLinking: { enabled: true, trustedProviders: ["google"] } },
    // Calls no page of ours makes: names and photos change through the profile page, which checks
    // them (the fuzz found update-user storing whatever shapes it was sent, or failing with 500).
    disabledPaths: ["/update-user"],
    rateLimit: {
      // Every other auth call over HTTP; sign-in and sign-up have the stricter limits below.
      enabled: true,
      window: 60,
      max: 100,
      customStorage: {
        consume: async (key, rule) => {
          const result = await limiter.hit(`auth:${key}`, {
            max: rule.max,
            windowSeconds: rule.window,
          });
          return {
            allowed: result.allowed,
            retryAfter: result.allowed ? null : result.retryAfterSeconds,
          };
        },
      },
      customRules: { "/sign-in/email": false, "/sign-up/email": false },
    },
    advanced: {
      cookiePrefix: "safarnama",
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          // Every account has a profile row (the spec's Users document) from its first moment.
          after: async (user) => {
            const [firstName, ...rest] = user.name.trim().split(/\s+/);
            await db
              .insert(userProfiles)
              .values({
                userId: user.id,
                email: user.email,
                firstName: firstName || null,
                lastName: rest.join(" ") || null,
              })
              .onConflictDoNothing();
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // PostgreSQL cannot store a NUL; refuse it before any call reaches the database.
        if (holdsNul(ctx.body))
          throw new APIError("BAD_REQUEST", {
            message: "Text must not contain the NUL character.",
            code: "INVALID_TEXT",
          });
        if (ctx.path !== "/sign-in/email" && ctx.path !== "/sign-up/email") return;
        const ip = ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown";
        const body = (ctx.body ?? {}) as { email?: unknown; password?: unknown };
        const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
        if (ctx.path === "/sign-up/email") {
          const byIp = await limiter.hit(`sign-up:ip:${ip}`, limits.signUpIp);
          if (!byIp.allowed) throw tooMany(byIp.retryAfterSeconds);
          const problem = passwordProblem(
            typeof body.password === "string" ? body.password : "",
            email,
          );
          if (problem)
            throw new APIError("BAD_REQUEST", { message: problem, code: "WEAK_PASSWORD" });
          return;
        }
        const byIp = await limiter.hit(`sign-in:ip:${ip}`, limits.signInIp);
        if (!byIp.allowed) throw tooMany(byIp.retryAfterSeconds);
        if (email) {
          // A soft lockout (issue 10, item 7): the hard limit is per account AND address, so
          // someone guessing from one address is stopped there while the owner, elsewhere,
          // still signs in. Across all addresses the account's attempts are only slowed down,
          // more and more, so many addresses together cannot lock the owner out either.
          const byPair = await limiter.hit(
            `sign-in:account-ip:${email}:${ip}`,
            limits.signInAccount,
          );
          if (!byPair.allowed) {
            logger.warn({ ip }, "sign-in attempts over the per-account limit from one address");
            throw tooMany(byPair.retryAfterSeconds);
          }
          const byAccount = await limiter.hit(`sign-in:account:${email}`, {
            max: Number.MAX_SAFE_INTEGER,
            windowSeconds: limits.signInAccountSlow.windowSeconds,
          });
          const over = byAccount.count - limits.signInAccountSlow.max;
          if (over > 0) await delay(Math.min(MAX_SIGN_IN_DELAY_MS, 250 * over));
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // A successful sign-in clears the account's count, so that a person's own typos add up
        // only until they get it right.
        if (ctx.path === "/sign-in/email" && ctx.context.newSession) {
          const email = ctx.context.newSession.user.email.toLowerCase();
          const ip = ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown";
          await limiter.reset(`sign-in:account-ip:${email}:${ip}`);
        }
      }),
    },
    logger: {
      // better-auth's own log lines go through pino; passwords never reach either.
      log: (level, message, ...args) => {
        const method = level === "error" ? "error" : level === "warn" ? "warn" : "debug";
        // Its extra arguments are usually the error; the serializer keeps values out.
        const err = args.find((arg) => arg instanceof Error);
        logger[method]({ source: "better-auth", ...(err ? { err } : {}) }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Who is signed in, as pages and calls need it. No role: the session's copy may be five minutes
 * old, so whatever a role decides reads it from the database (`isEditor`).
 */
export type Viewer = {
  id: string;
  email: string;
  name: string;
};

/**
 * The signed-in person of a request, or null; never throws for a bad or expired cookie. When the
 * database cannot be reached it throws `DatabaseUnavailable` (a 503), rather than calling a
 * signed-in person a visitor (issue 10, finding 4).
 */
export async function viewerOf(auth: Auth, headers: Headers): Promise<Viewer | null> {
  if (!headers.get("cookie")) return null;
  try {
    const session = await auth.api.getSession({ headers });
    if (!session) return null;
    const { user } = session;
    return { id: user.id, email: user.email, name: user.name };
  } catch (error) {
    if (isDatabaseUnavailable(error))
      throw new DatabaseUnavailable("session check", { cause: error });
    return null;
  }
}

/** The signed-in person of an Express (Node) request. */
export function viewerOfRequest(auth: Auth, req: IncomingMessage): Promise<Viewer | null> {
  return viewerOf(auth, fromNodeHeaders(req.headers));
}
