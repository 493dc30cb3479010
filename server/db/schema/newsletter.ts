import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Newsletter subscriptions (issue 5, decision record 040): one row per address whatever its case,
 * pending until the e-mailed link is opened. The link's token is stored as its SHA-256 only, like
 * the sessions' and the verification links'.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // As typed (trimmed); compared in lower case.
    email: text("email").notNull(),
    status: text("status").notNull().default("pending"),
    locale: text("locale").notNull().default("en"),
    tokenHash: text("token_hash"),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    // The confirmation mails of the last day, for the resend limit.
    lastMailAt: timestamp("last_mail_at", { withTimezone: true }),
    mailWindowStartedAt: timestamp("mail_window_started_at", { withTimezone: true }),
    mailsInWindow: integer("mails_in_window").notNull().default(0),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("newsletter_subscriptions_email_lower_key").on(sql`lower(${table.email})`),
    uniqueIndex("newsletter_subscriptions_token_hash_key").on(table.tokenHash),
    check("newsletter_subscriptions_status_valid", sql`${table.status} in ('pending', 'confirmed')`),
    check("newsletter_subscriptions_locale_valid", sql`${table.locale} in ('en', 'ru')`),
    check(
      "newsletter_subscriptions_confirmed_at",
      sql`(${table.status} = 'confirmed') = (${table.confirmedAt} is not null)`,
    ),
    check("newsletter_subscriptions_mails_valid", sql`${table.mailsInWindow} >= 0`),
  ],
);

export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;
