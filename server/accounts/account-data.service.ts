import { and, eq, inArray, or, sql } from "drizzle-orm";
import { ACCOUNT_EXPORT_VERSION, type AccountExport, erasedEmail } from "../../domain/accounts/account-data.ts";
import { bookingsOf, toBooking } from "../bookings/booking-records.service.ts";
import type { Db, Tx } from "../db/client.ts";
import {
  adminNotifications,
  bookings,
  contactRequests,
  donations,
  emailVerificationTokens,
  eventComments,
  eventEntries,
  events,
  idempotencyKeys,
  insuranceRequests,
  memberships,
  newsletterSubscriptions,
  outgoingMessages,
  passwordResetCodes,
  payments,
  sessions,
  type UserRow,
  users,
  yachts,
} from "../db/schema/index.ts";
import { toPublicUser } from "./accounts.service.ts";

/**
 * A user's data: all of it as one JSON document (the right of access and portability), and the
 * account's deletion (the right to erasure), which keeps the bookings and payments that tax law
 * makes us keep, without the person (decision record 078). Tables of areas added later that hold
 * someone's data join both functions.
 */
const sameEmail = (
  column: typeof contactRequests.email | typeof newsletterSubscriptions.email | typeof donations.email,
  email: string,
) => eq(sql`lower(${column})`, email.toLowerCase());

export async function exportAccount(db: Db, user: UserRow, now: Date): Promise<AccountExport> {
  const [records, paid, requests, entries, comments, [subscription], owned, clubRows, given, insured] =
    await Promise.all([
      bookingsOf(db, user.id),
      db.select().from(payments).where(eq(payments.customerId, user.id)),
      db
        .select()
        .from(contactRequests)
        .where(or(eq(contactRequests.userId, user.id), sameEmail(contactRequests.email, user.email))),
      db.select().from(eventEntries).where(eq(eventEntries.userId, user.id)),
      db.select().from(eventComments).where(eq(eventComments.userId, user.id)),
      db.select().from(newsletterSubscriptions).where(sameEmail(newsletterSubscriptions.email, user.email)),
      db.select({ id: yachts.id, name: yachts.name }).from(yachts).where(eq(yachts.ownerId, user.id)),
      db.select().from(memberships).where(eq(memberships.userId, user.id)),
      db
        .select()
        .from(donations)
        .where(or(eq(donations.userId, user.id), sameEmail(donations.email, user.email))),
      db.select().from(insuranceRequests).where(eq(insuranceRequests.userId, user.id)),
    ]);
  const day = (value: Date | string | null) =>
    value === null ? null : value instanceof Date ? value.toISOString() : value;
  return {
    format: "baikal-yachts-account-export",
    version: ACCOUNT_EXPORT_VERSION,
    exportedAt: now.toISOString(),
    profile: toPublicUser(user),
    bookings: records.map(toBooking),
    payments: paid.map((p) => ({
      id: p.id,
      bookingId: p.bookingId,
      amount: p.amountMinor,
      currency: p.currency,
      status: p.status,
      cardLast4: p.cardLast4,
      createdAt: p.createdAt.toISOString(),
    })),
    requests: requests.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      name: r.name,
      email: r.email,
      phone: r.phone,
      message: r.message,
      topic: r.topic ?? r.service ?? r.tripId,
      status: r.status,
    })),
    eventEntries: entries.map((e) => ({
      eventId: e.eventId,
      status: e.status,
      boatName: e.boatName,
      sailNumber: e.sailNumber,
      crew: e.crew,
      createdAt: e.createdAt.toISOString(),
    })),
    eventComments: comments.map((c) => ({ eventId: c.eventId, text: c.text, createdAt: c.createdAt.toISOString() })),
    newsletter: subscription
      ? { email: subscription.email, status: subscription.status, createdAt: subscription.createdAt.toISOString() }
      : null,
    ownedYachts: owned,
    memberships: clubRows.map((m) => ({
      id: m.id,
      kind: m.kind,
      product: m.product,
      period: m.period,
      status: m.status,
      validFrom: day(m.validFrom),
      validUntil: day(m.validUntil),
      createdAt: m.createdAt.toISOString(),
    })),
    donations: given.map((d) => ({
      id: d.id,
      amount: d.amountMinor,
      currency: d.currency,
      name: d.name,
      message: d.message,
      status: d.status,
      createdAt: d.createdAt.toISOString(),
    })),
    insuranceRequests: insured.map((r) => ({
      id: r.id,
      createdAt: day(r.createdAt) ?? "",
      fullName: r.fullName,
      email: r.email,
      phone: r.phone,
      startDate: r.startDate,
      location: r.location,
      status: r.status,
      selectedQuoteId: r.selectedQuoteId,
      notes: r.notes,
    })),
  };
}

/**
 * Deletes the account in one transaction. The user row stays as an empty shell, so the bookings
 * and payments that point at it remain (their owners and the accounts need them), but nothing in
 * it or in them names the person; every session ends, so each device is signed out.
 */
export async function deleteAccount(tx: Tx, user: UserRow, now: Date): Promise<void> {
  const gone = erasedEmail(user.id);
  const personal = [user.email, gone];
  await tx.delete(sessions).where(eq(sessions.userId, user.id));
  await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
  await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, user.id));
  // Requests still waiting for an owner's answer end: nobody is left to sail.
  await tx
    .update(bookings)
    .set({ status: "cancelled", cancelReason: "cancelled_by_customer", expiresAt: null, updatedAt: now })
    .where(and(eq(bookings.customerId, user.id), eq(bookings.status, "pending")));
  await tx
    .update(bookings)
    .set({ contactName: "", email: gone, phone: "", specialRequests: null, updatedAt: now })
    .where(eq(bookings.customerId, user.id));
  await tx
    .update(contactRequests)
    .set({ name: "", email: gone, phone: null, message: "", userId: null })
    .where(or(eq(contactRequests.userId, user.id), sameEmail(contactRequests.email, user.email)));
  await tx.delete(eventEntries).where(eq(eventEntries.userId, user.id));
  await tx.delete(eventComments).where(eq(eventComments.userId, user.id));
  await tx.delete(newsletterSubscriptions).where(sameEmail(newsletterSubscriptions.email, user.email));
  // Donations and insurance requests stay as records of money and of what an insurer was sent,
  // without the person; memberships name no one but the empty user row.
  await tx
    .update(donations)
    .set({ name: null, email: gone, message: null })
    .where(or(eq(donations.userId, user.id), sameEmail(donations.email, user.email)));
  await tx
    .update(insuranceRequests)
    .set({ fullName: "", email: gone, phone: null, notes: null })
    .where(eq(insuranceRequests.userId, user.id));
  // Stored answers of the user's replayable writes repeat their bodies: names, phones, messages.
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.scope, user.id));
  await tx
    .update(outgoingMessages)
    .set({ to: gone, body: "", pendingHtml: null, pendingSecrets: null, nextAttemptAt: null })
    .where(inArray(outgoingMessages.to, personal));
  await tx.delete(adminNotifications).where(sql`${adminNotifications.metadata}->>'userId' = ${user.id}`);
  await tx.update(yachts).set({ ownerId: null }).where(eq(yachts.ownerId, user.id));
  await tx.update(events).set({ organizerId: null }).where(eq(events.organizerId, user.id));
  await tx
    .update(users)
    .set({
      email: gone,
      // No password can match it: it is not an argon2 hash.
      passwordHash: "!deleted",
      firstName: "",
      lastName: "",
      phone: null,
      brandName: null,
      photoUrl: null,
      roles: ["customer"],
      emailVerifiedAt: null,
      updatedAt: now,
    })
    .where(eq(users.id, user.id));
}
