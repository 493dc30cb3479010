import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { DeclineRequest } from "../../domain/bookings/answers.ts";
import { bm, bookingMessages } from "../../domain/bookings/messages.ts";
import { priceBooking, sailsWithCaptain } from "../../domain/bookings/pricing.ts";
import { BOOKING_REQUEST_TTL_MS, type BookingRequest, checkBookingRules } from "../../domain/bookings/rules.ts";
import type { BookingKind } from "../../domain/bookings/types.ts";
import { lakeToday } from "../../domain/catalogue/availability.ts";
import { httpMessages } from "../../domain/http/messages.ts";
import type { Currency } from "../../domain/shared/money.ts";
import type { AppDeps } from "../app-env.ts";
import { ownerBlocks } from "../catalogue/availability.service.ts";
import type { Tx } from "../db/client.ts";
import { sqlState } from "../db/client.ts";
import { adminNotifications, type BookingRow, bookings, type UserRow, yachts } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";
import { refundBooking } from "../payments/payments.service.ts";
import { answerableBy, ownedBy } from "./access.guard.ts";
import { type BookingRecord, findBooking } from "./booking-records.service.ts";
import type { Notice } from "./bookings.notify.ts";
import { partnerDeepLink } from "./partner.adapter.ts";

/**
 * Making and changing bookings (issue 5, api.md Bookings). Each function runs in the caller's
 * transaction and answers the changed booking plus the notices to send once it has committed.
 */
export type Change = { record: BookingRecord; notices: Notice[] };

// The first key of the per-yacht advisory lock; the catalogue's version lock uses a one-key lock.
export const BOOKING_LOCK_SPACE = 5;

export const datesUnavailable = () =>
  new ApiError(409, "dates_unavailable", bookingMessages.datesUnavailable, {
    fields: { startDate: bm.datesUnavailable },
  });
const notPending = () => new ApiError(409, "not_pending", bookingMessages.notPending);

type YachtRow = typeof yachts.$inferSelect;

function pricedYacht(yacht: YachtRow) {
  const currency = yacht.currency as Currency;
  return {
    pricePerDay: { amount: yacht.pricePerDayMinor, currency },
    captain: yacht.captain,
    captainPerDay: yacht.captainPerDayMinor === null ? null : { amount: yacht.captainPerDayMinor, currency },
  };
}

/**
 * Concurrent inserts that conflict under an exclusion constraint wait on each other and may end in
 * a deadlock; one lock per yacht queues them, so each sees the last one's commit and the constraint
 * answers 23P01 (decision record 045). Owner blocks are checked under the same lock.
 */
async function holdDates(tx: Tx, yachtId: string, request: BookingRequest): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK_SPACE}, hashtext(${yachtId}))`);
  if ((await ownerBlocks(tx, yachtId, request.startDate, request.endDate)).length > 0) throw datesUnavailable();
}

async function insertBooking(tx: Tx, values: typeof bookings.$inferInsert): Promise<BookingRow> {
  try {
    const [row] = await tx.insert(bookings).values(values).returning();
    if (!row) throw new Error("insert returned no booking");
    return row;
  } catch (error) {
    // The transaction is now aborted; the refusal is thrown so it rolls back, and idempotentWrite
    // stores this 409 as the key's answer outside it.
    if (sqlState(error) === "23P01") throw datesUnavailable();
    throw error;
  }
}

export async function createBooking(tx: Tx, deps: AppDeps, user: UserRow, request: BookingRequest): Promise<Change> {
  const now = deps.clock();
  const [yacht] = await tx.select().from(yachts).where(eq(yachts.id, request.yachtId));
  if (!yacht) {
    throw new ApiError(404, "yacht_not_found", bookingMessages.unknownYacht, { fields: { yachtId: bm.unknownYacht } });
  }
  const fields = checkBookingRules(request, { today: lakeToday(now), yacht });
  if (Object.keys(fields).length > 0) {
    throw new ApiError(400, "invalid_input", httpMessages.invalidInput, { fields });
  }
  const kind: BookingKind = yacht.listing === "partner" ? "handoff" : "request";
  if (kind === "request") await holdDates(tx, yacht.id, request);

  const id = randomUUID();
  const priced = pricedYacht(yacht);
  const price = priceBooking(priced, request);
  const handoffUrl =
    kind === "handoff" ? partnerDeepLink(deps.env.PARTNER_BOOKING_URL, { bookingId: id, ...request }) : null;
  const row = await insertBooking(tx, {
    id,
    kind,
    yachtId: yacht.id,
    customerId: user.id,
    startDate: request.startDate,
    endDate: request.endDate,
    guests: request.guests,
    withCaptain: sailsWithCaptain(priced, request),
    extras: request.extras.filter((extra) => extra !== "captain"),
    contactName: request.contactName,
    email: request.email,
    phone: request.phone,
    specialRequests: request.specialRequests,
    priceLines: price.lines,
    totalMinor: price.total.amount,
    currency: price.total.currency,
    handoffUrl,
    expiresAt: kind === "request" ? new Date(now.getTime() + BOOKING_REQUEST_TTL_MS) : null,
    createdAt: now,
    updatedAt: now,
  });

  // Admins answer for the portal's own fleet, and pass hand-offs on by hand when there is no link.
  const needsAdmin = kind === "request" ? yacht.ownerId === null : handoffUrl === null;
  if (needsAdmin) {
    await tx.insert(adminNotifications).values({
      type: kind === "request" ? "booking_request" : "booking_handoff",
      priority: "high",
      metadata: {
        userId: user.id,
        bookingId: id,
        yachtId: yacht.id,
        yachtName: yacht.name,
        startDate: row.startDate,
        endDate: row.endDate,
        guests: row.guests,
      },
    });
  }
  const record = { row, yacht: { name: yacht.name, listing: yacht.listing, ownerId: yacht.ownerId } };
  return { record, notices: [{ event: kind === "request" ? "requested" : "handoff", bookingId: id }] };
}

async function update(
  tx: Tx,
  record: BookingRecord,
  set: Partial<typeof bookings.$inferInsert>,
): Promise<BookingRecord> {
  const [row] = await tx.update(bookings).set(set).where(eq(bookings.id, record.row.id)).returning();
  if (!row) throw new Error("booking vanished while locked");
  return { row, yacht: record.yacht };
}

/** Ends a booking before its stay, refunding what was paid. */
async function cancel(
  tx: Tx,
  deps: AppDeps,
  record: BookingRecord,
  set: Pick<BookingRow, "cancelReason"> & Partial<Pick<BookingRow, "ownerNote">>,
): Promise<BookingRecord> {
  const refunded = await refundBooking(tx, deps, record.row.id);
  return update(tx, record, {
    ...set,
    status: "cancelled",
    ...(refunded ? { paymentStatus: "refunded" } : {}),
    updatedAt: deps.clock(),
  });
}

/** The owner's (or an admin's) answer to a pending request. */
export async function answerRequest(
  tx: Tx,
  deps: AppDeps,
  user: UserRow,
  id: string,
  answer: { accept: true } | ({ accept: false } & DeclineRequest),
): Promise<Change> {
  const record = answerableBy(user, await findBooking(tx, id, { lock: true }));
  const { row } = record;
  if (row.kind !== "request" || row.status !== "pending") throw notPending();
  if (row.expiresAt && row.expiresAt <= deps.clock()) throw notPending();
  if (answer.accept) {
    const changed = await update(tx, record, { status: "confirmed", expiresAt: null, updatedAt: deps.clock() });
    return { record: changed, notices: [{ event: "accepted", bookingId: id }] };
  }
  const changed = await cancel(tx, deps, record, { cancelReason: "declined", ownerNote: answer.note });
  return { record: changed, notices: [{ event: "declined", bookingId: id }] };
}

/** The customer calls it off: pending or confirmed, and not yet begun. */
export async function cancelByCustomer(tx: Tx, deps: AppDeps, user: UserRow, id: string): Promise<Change> {
  const record = ownedBy(user, await findBooking(tx, id, { lock: true }));
  const { row } = record;
  const live = row.status === "pending" || row.status === "confirmed";
  if (!live || row.startDate <= lakeToday(deps.clock())) {
    throw new ApiError(409, "not_cancellable", bookingMessages.notCancellable);
  }
  const changed = await cancel(tx, deps, record, { cancelReason: "cancelled_by_customer" });
  return { record: changed, notices: [{ event: "cancelled", bookingId: id }] };
}

/** A pending request nobody answered in time; null when it was answered meanwhile. */
export async function expireRequest(tx: Tx, deps: AppDeps, id: string, now: Date): Promise<Change | null> {
  const record = await findBooking(tx, id, { lock: true });
  const due = record?.row.status === "pending" && record.row.expiresAt !== null && record.row.expiresAt <= now;
  if (!record || !due) return null;
  const changed = await cancel(tx, deps, record, { cancelReason: "expired" });
  return { record: changed, notices: [{ event: "expired", bookingId: id }] };
}
