import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every e-mail the portal sends, whatever became of it: `sent` over SMTP, `stored` when no SMTP
 * server is configured (admins read it in the communication monitor), or `failed`.
 */
export const outgoingMessages = pgTable(
  "outgoing_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    template: text("template").notNull(),
    locale: text("locale").notNull(),
    // The text as sent; secrets (reset codes, links) are masked once a message was really sent.
    body: text("body").notNull(),
    status: text("status").notNull(),
    error: text("error"),
    providerId: text("provider_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("outgoing_messages_created_idx").on(table.createdAt),
    check("outgoing_messages_status_valid", sql`${table.status} in ('sent', 'stored', 'failed')`),
  ],
);
