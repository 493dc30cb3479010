import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The throttles' counts (decision record 079, after 011): in the database rather than a process's
 * memory, so every server process behind the load balancer counts the same hits and a restart
 * forgets nothing. `scope` names the throttle (login_pair, analytics…), `key` what it counts (an
 * address, an account). Old rows are purged by the hour; none is needed once its window or pause
 * has passed.
 */

/** At most N hits per key in a fixed window (WindowLimit). */
export const throttleWindows = pgTable(
  "throttle_windows",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] }), index("throttle_windows_reset_idx").on(table.resetAt)],
);

/** Failures in a row with a growing pause (FailureBackoff). */
export const throttleFailures = pgTable(
  "throttle_failures",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    failures: integer("failures").notNull(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }).notNull(),
    lastFailure: timestamp("last_failure", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index("throttle_failures_last_idx").on(table.lastFailure),
  ],
);
