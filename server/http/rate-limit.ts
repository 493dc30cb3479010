import { and, eq, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { throttleFailures, throttleWindows } from "../db/schema/index.ts";

/**
 * The API's throttles (decision records 011 and 079). Their counts live in the database, not in
 * the process: every server process behind the load balancer counts the same hits, and a restart
 * forgets no limit. Each throttle has a `scope` name of its own; the rules of the pause are pure
 * functions below, so they are tested without a database.
 */

/** The time as a timestamptz parameter: postgres.js and PGlite both take the ISO text. */
const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/** At most `limit` hits per key in a fixed window; `hit` answers how many seconds to wait, or 0. */
export class WindowLimit {
  private readonly scope: string;
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(scope: string, limit: number, windowMs: number, now: () => number = Date.now) {
    this.scope = scope;
    this.limit = limit;
    this.windowMs = windowMs;
    this.now = now;
  }

  /**
   * Counts a hit in one upsert, so two processes hitting the same key at once both count: a
   * window that has run out starts again at 1.
   */
  async hit(db: Db, key: string): Promise<number> {
    const now = this.now();
    const over = sql`${throttleWindows.resetAt} <= ${at(now)}`;
    const [row] = await db
      .insert(throttleWindows)
      .values({ scope: this.scope, key, count: 1, resetAt: new Date(now + this.windowMs) })
      .onConflictDoUpdate({
        target: [throttleWindows.scope, throttleWindows.key],
        set: {
          count: sql`case when ${over} then 1 else ${throttleWindows.count} + 1 end`,
          resetAt: sql`case when ${over} then excluded.reset_at else ${throttleWindows.resetAt} end`,
        },
      })
      .returning({ count: throttleWindows.count, resetAt: throttleWindows.resetAt });
    if (!row || row.count <= this.limit) return 0;
    return Math.max(1, Math.ceil((row.resetAt.getTime() - now) / 1000));
  }
}

export type BackoffOptions = { free: number; baseMs: number; maxMs: number; forgetMs: number };
export type BackoffEntry = { failures: number; lockedUntil: number; lastFailure: number };

/** The entry as it stands at `now`: none once `forgetMs` passed without a failure. */
export function liveEntry(entry: BackoffEntry | undefined, now: number, options: BackoffOptions) {
  return entry && now - entry.lastFailure <= options.forgetMs ? entry : undefined;
}

/** Seconds until the key may try again; 0 when it may now. */
export function backoffWait(entry: BackoffEntry | undefined, now: number, options: BackoffOptions): number {
  const live = liveEntry(entry, now, options);
  return live ? Math.max(0, Math.ceil((live.lockedUntil - now) / 1000)) : 0;
}

/**
 * The entry after one more failure: `free` failures in a row are allowed, then the key is locked,
 * and each further failure locks it twice as long as the one before, from `baseMs` up to `maxMs`.
 */
export function afterFailure(entry: BackoffEntry | undefined, now: number, options: BackoffOptions): BackoffEntry {
  const live = liveEntry(entry, now, options);
  const failures = (live?.failures ?? 0) + 1;
  const over = failures - options.free;
  const lockedUntil = over >= 0 ? now + Math.min(options.baseMs * 2 ** over, options.maxMs) : (live?.lockedUntil ?? 0);
  return { failures, lockedUntil, lastFailure: now };
}

/** Failures with a growing pause (the rules above); a success, or `forgetMs` without failures, clears the key. */
export class FailureBackoff {
  private readonly scope: string;
  private readonly options: BackoffOptions;
  private readonly now: () => number;

  constructor(scope: string, options: BackoffOptions, now: () => number = Date.now) {
    this.scope = scope;
    this.options = options;
    this.now = now;
  }

  private where(key: string) {
    return and(eq(throttleFailures.scope, this.scope), eq(throttleFailures.key, key));
  }

  async retryAfter(db: Db, key: string): Promise<number> {
    const [row] = await db.select().from(throttleFailures).where(this.where(key));
    return backoffWait(row && toEntry(row), this.now(), this.options);
  }

  /**
   * Counts a failure; answers how many the key has had in a row. The row is locked while the next
   * pause is worked out, so failures arriving at two processes at once are both counted.
   */
  async fail(db: Db, key: string): Promise<number> {
    const now = this.now();
    return db.transaction(async (tx) => {
      const blank = { failures: 0, lockedUntil: new Date(0), lastFailure: new Date(now) };
      await tx
        .insert(throttleFailures)
        .values({ scope: this.scope, key, ...blank })
        .onConflictDoNothing();
      const [row] = await tx.select().from(throttleFailures).where(this.where(key)).for("update");
      const next = afterFailure(row && toEntry(row), now, this.options);
      await tx
        .update(throttleFailures)
        .set({ failures: next.failures, lockedUntil: new Date(next.lockedUntil), lastFailure: new Date(now) })
        .where(this.where(key));
      return next.failures;
    });
  }

  async succeed(db: Db, key: string): Promise<void> {
    await db.delete(throttleFailures).where(this.where(key));
  }
}

function toEntry(row: typeof throttleFailures.$inferSelect): BackoffEntry {
  return { failures: row.failures, lockedUntil: row.lockedUntil.getTime(), lastFailure: row.lastFailure.getTime() };
}

/** The longest any pause is remembered without a failure (every `forgetMs` of the app is at most an hour). */
export const THROTTLE_MEMORY_MS = 24 * 60 * 60_000;

/** Deletes windows that have run out and pauses long forgotten; run by the hour (server/main.ts). */
export async function purgeThrottles(db: Db, now = Date.now()): Promise<void> {
  await db.delete(throttleWindows).where(lte(throttleWindows.resetAt, new Date(now)));
  await db.delete(throttleFailures).where(lt(throttleFailures.lastFailure, new Date(now - THROTTLE_MEMORY_MS)));
}
