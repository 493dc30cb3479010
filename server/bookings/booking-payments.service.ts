import { eq } from "drizzle-orm";
import { bookingMessages } from "../../domain/bookings/messages.ts";
import type { PaymentStatus } from "../../domain/bookings/types.ts";
import type { Currency } from "../../domain/shared/money.ts";
import type { AppDeps } from "../app-env.ts";
import type { Tx } from "../db/client.ts";
import { bookings, type UserRow } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";
import { charge } from "../payments/payments.service.ts";
import type { CardSource } from "../payments/provider.adapter.ts";
import { ownedBy } from "./access.guard.ts";
import { type BookingRecord, findBooking } from "./booking-records.service.ts";
import type { Notice } from "./bookings.notify.ts";

/**
 * Paying for a request or places on a trip (api.md: POST /api/bookings/{id}/payments): the
 * customer's own booking, pending or confirmed and not paid yet. A declined card is an answer, not an error: the booking
 * shows the failed payment and may be paid again.
 */
export type PaymentOutcome = {
  paymentId: string;
  paymentStatus: PaymentStatus;
  record: BookingRecord;
  notices: Notice[];
};

const payable = (record: BookingRecord) => {
  const { row } = record;
  const live = row.status === "pending" || row.status === "confirmed";
  const ownKind = row.kind === "request" || row.kind === "trip";
  return ownKind && live && (row.paymentStatus === "pending" || row.paymentStatus === "failed");
};

export async function payBooking(
  tx: Tx,
  deps: AppDeps,
  user: UserRow,
  id: string,
  source: CardSource,
  idempotencyKey: string | undefined,
): Promise<PaymentOutcome> {
  // Locked, so two payments with different keys cannot both charge the booking.
  const record = ownedBy(user, await findBooking(tx, id, { lock: true }));
  if (!payable(record)) throw new ApiError(409, "not_payable", bookingMessages.notPayable);
  const { row } = record;
  const payment = await charge(tx, deps, {
    customerId: user.id,
    bookingId: row.id,
    amount: { amount: row.totalMinor, currency: row.currency as Currency },
    source,
    reference: row.id,
    idempotencyKey,
  });
  // Places on a trip are confirmed by their payment (decision 073); a yacht request by its owner.
  const confirmsTrip = row.kind === "trip" && payment.status === "paid";
  const [changed] = await tx
    .update(bookings)
    .set({
      paymentStatus: payment.status,
      paymentMethod: source.kind,
      ...(confirmsTrip ? { status: "confirmed" as const, expiresAt: null } : {}),
      updatedAt: deps.clock(),
    })
    .where(eq(bookings.id, row.id))
    .returning();
  if (!changed) throw new Error("booking vanished while locked");
  return {
    paymentId: payment.id,
    paymentStatus: payment.status,
    record: { row: changed, yacht: record.yacht },
    notices: payment.status === "paid" ? [{ event: "paid", bookingId: row.id }] : [],
  };
}
