import { sql } from "drizzle-orm";
import { bigint, check, date, index, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { MembershipKind, MembershipStatus, Period } from "../../../domain/club/types.ts";
import { users } from "./accounts.ts";

/**
 * The club and subscriptions (issue 22, decision 076). A membership (kind 'club', product a tier)
 * and a plan subscription (kind 'plan', product a plan id) are one row each per paid period: a
 * renewal or a change of tier is a new row whose period follows the last one. The charge is kept
 * on the row itself (its provider reference and the card's last four), because a donation may come
 * from a visitor with no account, which the `payments` table cannot hold.
 */
const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

export const memberships = pgTable(
  "memberships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<MembershipKind>().notNull(),
    product: text("product").notNull(),
    period: text("period").$type<Period>().notNull(),
    // Never 'expired': that is read from valid_until (domain/club/rules.ts effectiveStatus).
    status: text("status").$type<Exclude<MembershipStatus, "expired">>().notNull().default("pending_payment"),
    priceMinor: bigint("price_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    validFrom: date("valid_from", { mode: "string" }),
    validUntil: date("valid_until", { mode: "string" }),
    lastFailure: text("last_failure"),
    providerRef: text("provider_ref"),
    cardLast4: text("card_last4"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: stamp("created_at"),
    updatedAt: stamp("updated_at"),
  },
  (t) => [
    index("memberships_user_idx").on(t.userId, t.kind, t.validUntil),
    check("memberships_kind_check", sql`${t.kind} in ('club', 'plan')`),
    check("memberships_period_check", sql`${t.period} in ('month', 'year')`),
    check("memberships_status_check", sql`${t.status} in ('pending_payment', 'active', 'cancelled')`),
    check("memberships_price_check", sql`${t.priceMinor} > 0 and ${t.currency} = 'RUB'`),
    // Paid exactly when it has a period and a charge: nothing is active without one.
    check(
      "memberships_paid_check",
      sql`(${t.status} = 'pending_payment') = (${t.validFrom} is null) and (${t.validFrom} is null) = (${t.providerRef} is null) and (${t.validUntil} is null) = (${t.validFrom} is null)`,
    ),
  ],
);

/** A member's card: one number per person, the same through renewals and changes of tier. */
export const clubMembers = pgTable("club_members", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  number: serial("number").notNull().unique(),
  // What the QR code carries beside the number, so a partner cannot check cards by counting.
  checkCode: text("check_code").notNull(),
  createdAt: stamp("created_at"),
});

export const donations = pgTable(
  "donations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    name: text("name"),
    email: text("email").notNull(),
    message: text("message"),
    status: text("status").$type<"pending_payment" | "paid">().notNull().default("pending_payment"),
    lastFailure: text("last_failure"),
    providerRef: text("provider_ref"),
    cardLast4: text("card_last4"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: stamp("created_at"),
  },
  (t) => [
    check("donations_amount_check", sql`${t.amountMinor} > 0 and ${t.currency} = 'RUB'`),
    check("donations_status_check", sql`${t.status} in ('pending_payment', 'paid')`),
    check("donations_paid_check", sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
  ],
);

export type MembershipRow = typeof memberships.$inferSelect;
export type DonationRow = typeof donations.$inferSelect;
