import { eq, sql } from "drizzle-orm";
import { isLocale, type Locale } from "../../domain/shared/locale.ts";
import type { Currency } from "../../domain/shared/money.ts";
import { findUserById } from "../accounts/accounts.service.ts";
import type { AppDeps } from "../app-env.ts";
import type { Tx } from "../db/client.ts";
import { tripPackages, type UserRow, users } from "../db/schema/index.ts";
import { findBooking } from "./booking-records.service.ts";
import type { BookingMail, BookingMailEvent } from "./bookings.mail.ts";

/**
 * The e-mails of each booking change: to the customer at the booking's contact address, and to
 * whoever answers for the yacht (its owner, or every admin for the portal's own fleet). A hand-off
 * goes to the admins only when someone must pass it on by hand. They are queued in the change's
 * own transaction (`queueNotices`) and sent once it has committed (`sendQueued`); when the process
 * dies in between, the mail retry run sends them (decision record 061).
 */
export type BookingEvent = BookingMailEvent;

/** A change to announce with its transaction. */
export type Notice = { event: BookingEvent; bookingId: string };

const localeOf = (user: UserRow | undefined): Locale => (user && isLocale(user.locale) ? user.locale : "en");

async function responders(tx: Tx, ownerId: string | null): Promise<UserRow[]> {
  if (ownerId) {
    const owner = await findUserById(tx, ownerId);
    return owner ? [owner] : [];
  }
  return tx.select().from(users).where(sql`'admin' = any(${users.roles})`);
}

/** Places on a trip are held for payment and released unpaid: their own words, not an owner's answer. */
const tripEvents: Partial<Record<BookingEvent, BookingEvent>> = { requested: "trip_booked", expired: "trip_expired" };

async function tripTitle(tx: Tx, tripId: string | null) {
  if (!tripId) return null;
  const [trip] = await tx.select({ title: tripPackages.title }).from(tripPackages).where(eq(tripPackages.id, tripId));
  return trip?.title ?? null;
}

async function queueOne(tx: Tx, deps: AppDeps, notice: Notice): Promise<string[]> {
  const record = await findBooking(tx, notice.bookingId);
  if (!record) return [];
  const { row, yacht } = record;
  const event = row.kind === "trip" ? (tripEvents[notice.event] ?? notice.event) : notice.event;
  const customer = await findUserById(tx, row.customerId);
  const base: Omit<BookingMail, "audience" | "name"> = {
    template: `booking_${event}`,
    yacht: yacht.name,
    trip: await tripTitle(tx, row.tripId),
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
  const ids = [
    await deps.mail.queue(tx, row.email, localeOf(customer), { ...base, audience: "customer", name: row.contactName }),
  ];
  if (event === "handoff" && row.handoffUrl) return ids;
  for (const person of await responders(tx, yacht.ownerId)) {
    ids.push(
      await deps.mail.queue(tx, person.email, localeOf(person), { ...base, audience: "owner", name: person.firstName }),
    );
  }
  return ids;
}

/**
 * Writes the notices' mail into the queue inside the change's transaction: the change and its
 * e-mails commit together. Answers the queued messages' ids for `sendQueued`.
 */
export async function queueNotices(tx: Tx, deps: AppDeps, notices: readonly Notice[]): Promise<string[]> {
  const ids: string[] = [];
  for (const notice of notices) ids.push(...(await queueOne(tx, deps, notice)));
  return ids;
}

/**
 * Sends the mail a committed change queued. A failure is logged and never undoes the change: the
 * messages stay queued (or failed, with a retry due) for the retry run.
 */
export async function sendQueued(deps: AppDeps, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    await deps.mail.deliverQueued(ids);
  } catch (error) {
    console.error("Booking mail not sent after the commit; the retry run sends it:", error);
  }
}
