import { sql } from "drizzle-orm";
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { IDEMPOTENCY_TTL_DAYS } from "../../../domain/http/idempotency.ts";

/** Small facts about the installation (seed version, first start) that no feature owns. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Idempotency keys of the replayable writes (api.md, Conventions): the first response is kept so
 * that an outbox replay of the same request gets the same answer and changes nothing twice.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    key: text("key").notNull(),
    // Who may replay it: a user id, or "anonymous" for writes without a session.
    scope: text("scope").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status"),
    // The answer's JSON exactly as first sent: jsonb would reorder its keys, and a replay must be
    // the same bytes.
    responseBody: text("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true })
      .notNull()
      .default(sql.raw(`now() + interval '${IDEMPOTENCY_TTL_DAYS} days'`)),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
