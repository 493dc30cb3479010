import { sql } from "drizzle-orm";
import { isLocale, type Locale } from "../../domain/shared/locale.ts";
import type { Currency } from "../../domain/shared/money.ts";
import { findUserById } from "../accounts/accounts.service.ts";
import type { AppDeps } from "../app-env.ts";
import { type UserRow, users } from "../db/schema/index.ts";
import { findBooking } from "./booking-records.service.ts";
import type { BookingMail, BookingMailEvent } from "./bookings.mail.ts";

/**
 * The e-mails of each booking change, sent once the change has committed: to the customer at the
 * booking's contact address, and to whoever answers for the yacht (its owner, or every admin for
 * the portal's own fleet). A hand-off goes to the admins only when someone must pass it on by hand.
 */
export type BookingEvent = BookingMailEvent;

/** A change to announce once its transaction has committed. */
export type Notice = { event: BookingEvent; bookingId: string };

const localeOf = (user: UserRow | undefined): Locale => (user && isLocale(user.locale) ? user.locale : "en");

async function responders(deps: AppDeps, ownerId: string | null): Promise<UserRow[]> {
  const { db } = deps.database;
  if (ownerId) {
    const owner = await findUserById(db, ownerId);
    return owner ? [owner] : [];
  }
  return db.select().from(users).where(sql`'admin' = any(${users.roles})`);
}

async function announceOne(deps: AppDeps, { event, bookingId }: Notice): Promise<void> {
  const { db } = deps.database;
  const record = await findBooking(db, bookingId);
  if (!record) return;
  const { row, yacht } = record;
  const customer = await findUserById(db, row.customerId);
  const base: Omit<BookingMail, "audience" | "name"> = {
    template: `booking_${event}`,
    yacht: yacht.name,
    startDate: row.startDate,
    endDate: row.endDate,
    guests: row.guests,
    total: { amount: row.totalMinor, currency: row.currency as Currency },
    customer: row.contactName,
    email: row.email,
    phone: row.phone,
    note: row.ownerNote,
    specialRequests: row.specialRequests,
    link: `${deps.env.PUBLIC_URL}/bookings`,
    handoffUrl: row.handoffUrl,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
  await deps.mail.send(row.email, localeOf(customer), { ...base, audience: "customer", name: row.contactName });
  if (event === "handoff" && row.handoffUrl) return;
  for (const person of await responders(deps, yacht.ownerId)) {
    await deps.mail.send(person.email, localeOf(person), { ...base, audience: "owner", name: person.firstName });
  }
}

/** Sends the notices' mail; a failure is logged and never undoes the change that was made. */
export async function announce(deps: AppDeps, notices: readonly Notice[]): Promise<void> {
  for (const notice of notices) {
    try {
      await announceOne(deps, notice);
    } catch (error) {
      console.error(`Booking mail (${notice.event}, ${notice.bookingId}) failed:`, error);
    }
  }
}
