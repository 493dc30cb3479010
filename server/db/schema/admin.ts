import { pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/**
 * Blocked users (issue 20): a row while an admin keeps the user out. Its own table, not a column
 * on users, so the accounts table stays as issue 3 left it; the session check and login read it.
 */
export const userBlocks = pgTable("user_blocks", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  blockedBy: uuid("blocked_by").references(() => users.id, { onDelete: "set null" }),
  blockedAt: timestamp("blocked_at", { withTimezone: true }).notNull().defaultNow(),
});
