import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rateLimits } from "../db/schema/index.ts";

export type Limit = { max: number; windowSeconds: number };

export type LimitResult = { allowed: boolean; retryAfterSeconds: number; count: number };

/**
 * Fixed-window counters in the database, so that every app process behind a load balancer counts
 * together. One statement per hit: the row is created, counted up, or restarted once its window
 * has passed.
 */
export class RateLimiter {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  /** Counts one attempt under `key`; `allowed` is false once the window holds more than `max`. */
  async hit(key: string, limit: Limit): Promise<LimitResult> {
    const window = sql`make_interval(secs => ${limit.windowSeconds})`;
    const [row] = await this.#db
      .insert(rateLimits)
      .values({ key, count: 1, resetAt: sql`now() + ${window}` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= now() then now() + ${window} else ${rateLimits.resetAt} end`,
        },
      })
      .returning({
        count: rateLimits.count,
        retryAfter: sql<number>`ceil(extract(epoch from ${rateLimits.resetAt} - now()))`.mapWith(
          Number,
        ),
      });
    const count = row?.count ?? 1;
    return {
      allowed: count <= limit.max,
      retryAfterSeconds: Math.max(1, row?.retryAfter ?? 1),
      count,
    };
  }

  /** Forgets the counters of `key` (a successful sign-in clears that account's failures). */
  async reset(key: string): Promise<void> {
    await this.#db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
  }

  /** Drops windows that have ended; called now and then so the table stays small. */
  async sweep(): Promise<void> {
    await this.#db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
  }
}
