import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every e-mail the portal sends, whatever became of it: `queued` (written with the change it
 * reports, not tried yet), `sent` over SMTP, `stored` when no SMTP server is configured (admins read
 * it in the communication monitor), or `failed`. A queued or failed one is tried (again) by
 * server/mail/retry.job.ts (decision record 061) while `next_attempt_at` is set.
 */
export const outgoingMessages = pgTable(
  "outgoing_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    template: text("template").notNull(),
    locale: text("locale").notNull(),
    // The text as sent; secrets (reset codes, links) are masked once a message was really sent, or
    // once a failed one will not be tried again.
    body: text("body").notNull(),
    status: text("status").notNull(),
    error: text("error"),
    providerId: text("provider_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // 0 while queued and not yet tried.
    attempts: integer("attempts").notNull().default(1),
    // When the next try is due; null when none is (sent, stored, or failed for good).
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    // Only while a retry is pending: the HTML part (never logged otherwise) and the secrets to
    // mask in subject and body once the message is sent or given up.
    pendingHtml: text("pending_html"),
    pendingSecrets: text("pending_secrets").array(),
  },
  (table) => [
    index("outgoing_messages_created_idx").on(table.createdAt),
    // Partial: almost every row has no retry due, and the sweep asks only for those that do.
    index("outgoing_messages_next_attempt_idx").on(table.nextAttemptAt).where(sql`${table.nextAttemptAt} is not null`),
    check("outgoing_messages_status_valid", sql`${table.status} in ('queued', 'sent', 'stored', 'failed')`),
    check("outgoing_messages_attempts_valid", sql`${table.attempts} >= 0`),
    check(
      "outgoing_messages_due_only_unsent",
      sql`${table.nextAttemptAt} is null or (${table.status} in ('queued', 'failed') and ${table.pendingHtml} is not null and ${table.pendingSecrets} is not null)`,
    ),
    // A queued message always has a try due: the retry run finds it even when nobody sent it.
    check("outgoing_messages_queued_due", sql`${table.status} <> 'queued' or ${table.nextAttemptAt} is not null`),
  ],
);
