import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import {
  type BookingExtra,
  type BookingKind,
  type BookingStatus,
  bookingStatuses,
  type CancelReason,
  cancelReasons,
  type PaymentStatus,
  type PriceLine,
  paymentStatuses,
} from "../../../domain/bookings/types.ts";
import { users } from "./accounts.ts";
import { yachts } from "./catalogue.ts";

/**
 * Bookings (issue 5) and the payments of the test provider. Dates are inclusive days; no two
 * pending or confirmed requests of one yacht overlap, which the exclusion constraint of the custom
 * migration bookings-no-overlap enforces (decision record 045). Money is integer minor units.
 */
const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<BookingKind>().notNull(),
    yachtId: text("yacht_id")
      .notNull()
      .references(() => yachts.id, { onDelete: "restrict" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    // Places on a trip package (kind 'trip', decision 073): not a foreign key, like a contact
    // request's trip, so a booking outlives a trip whose dates have passed.
    tripId: text("trip_id"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    // Inclusive: the last day the yacht sails for this booking.
    endDate: date("end_date", { mode: "string" }).notNull(),
    guests: smallint("guests").notNull(),
    withCaptain: boolean("with_captain").notNull(),
    extras: text("extras").array().$type<Exclude<BookingExtra, "captain">[]>().notNull().default(sql`'{}'::text[]`),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    specialRequests: text("special_requests"),
    priceLines: jsonb("price_lines").$type<PriceLine[]>().notNull(),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    status: text("status").$type<BookingStatus>().notNull().default("pending"),
    paymentStatus: text("payment_status").$type<PaymentStatus>().notNull().default("pending"),
    paymentMethod: text("payment_method"),
    cancelReason: text("cancel_reason").$type<CancelReason>(),
    ownerNote: text("owner_note"),
    handoffUrl: text("handoff_url"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: stamp("created_at"),
    updatedAt: stamp("updated_at"),
  },
  (t) => [
    index("bookings_customer_idx").on(t.customerId, t.createdAt),
    index("bookings_yacht_idx").on(t.yachtId, t.startDate),
    index("bookings_status_idx").on(t.status, t.expiresAt),
    index("bookings_trip_idx").on(t.tripId, t.status),
    check("bookings_kind_check", sql`${t.kind} in ('request', 'handoff', 'trip')`),
    check("bookings_trip_check", sql`(${t.kind} = 'trip') = (${t.tripId} is not null)`),
    check("bookings_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    check("bookings_guests_check", sql`${t.guests} >= 1`),
    check("bookings_extras_check", sql`${t.extras} <@ array['catering', 'water_equipment']::text[]`),
    check("bookings_total_check", sql`${t.totalMinor} >= 0 and ${t.currency} in ('RUB', 'USD')`),
    check("bookings_status_check", sql`${t.status} in (${inList(bookingStatuses)})`),
    check("bookings_payment_status_check", sql`${t.paymentStatus} in (${inList(paymentStatuses)})`),
    check(
      "bookings_cancel_reason_check",
      sql`${t.cancelReason} is null or ${t.cancelReason} in (${inList(cancelReasons)})`,
    ),
    // A cancelled booking says why; no other one carries a reason.
    check("bookings_cancelled_reason_check", sql`(${t.status} = 'cancelled') = (${t.cancelReason} is not null)`),
  ],
);

/**
 * A charge through the payment provider: for a booking, or (booking null) one made on the
 * /payment-test page. Only the card's last four digits are kept.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "restrict" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    provider: text("provider").notNull(),
    method: text("method").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    status: text("status").$type<PaymentStatus>().notNull(),
    cardLast4: text("card_last4"),
    providerRef: text("provider_ref"),
    failureCode: text("failure_code"),
    createdAt: stamp("created_at"),
    updatedAt: stamp("updated_at"),
  },
  (t) => [
    index("payments_booking_idx").on(t.bookingId),
    index("payments_customer_idx").on(t.customerId, t.createdAt),
    check("payments_status_check", sql`${t.status} in (${inList(paymentStatuses)})`),
    check("payments_amount_check", sql`${t.amountMinor} >= 0 and ${t.currency} in ('RUB', 'USD')`),
    check("payments_last4_check", sql`${t.cardLast4} is null or ${t.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
