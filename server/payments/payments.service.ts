import { randomUUID } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { PaymentStatus } from "../../domain/bookings/types.ts";
import { lakeToday } from "../../domain/catalogue/availability.ts";
import { httpMessages } from "../../domain/http/messages.ts";
import { paymentMessages, pm } from "../../domain/payments/messages.ts";
import { cardExpired } from "../../domain/payments/payment.ts";
import type { Currency, Money } from "../../domain/shared/money.ts";
import type { AppDeps } from "../app-env.ts";
import type { Db, Tx } from "../db/client.ts";
import { type PaymentRow, payments } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";
import { type CardSource, type ChargeResult, PaymentProviderError } from "./provider.adapter.ts";

/**
 * Charges and refunds through `deps.payments`, recorded in `payments` (decision record 047). Each
 * call runs inside the caller's transaction, so the record and the booking change commit together.
 */
export type ChargeRequest = {
  customerId: string;
  bookingId: string | null;
  amount: Money;
  source: CardSource;
  reference: string;
  idempotencyKey: string | undefined;
};

type CardFields = {
  cardNumber: string;
  expiry?: string | undefined;
  cvc?: string | undefined;
  holder?: string | undefined;
};

/** The card of a payment form as the provider takes it; an expired card is refused before any call. */
export function cardSource(card: CardFields, now: Date): CardSource {
  if (card.expiry && cardExpired(card.expiry, lakeToday(now))) {
    throw new ApiError(400, "invalid_input", httpMessages.invalidInput, { fields: { expiry: pm.cardExpired } });
  }
  return { kind: "test_card", number: card.cardNumber, expiry: card.expiry, cvc: card.cvc, holder: card.holder };
}

/**
 * What a payment's Idempotency-Key is compared by. The key store keeps a SHA-256 of it, and a hash
 * of a card number is easily reversed (few digits are unknown), so only the last four count.
 */
export function cardFingerprint<T extends CardFields>({ cardNumber, cvc: _cvc, ...rest }: T) {
  return { ...rest, cardLast4: cardNumber.slice(-4) };
}

function providerDown(error: unknown): never {
  if (error instanceof PaymentProviderError) {
    throw new ApiError(502, "payment_provider_unavailable", paymentMessages.providerUnavailable);
  }
  throw error;
}

export async function charge(tx: Tx, deps: AppDeps, request: ChargeRequest): Promise<PaymentRow> {
  let result: ChargeResult;
  try {
    result = await deps.payments.charge({
      amount: request.amount,
      source: request.source,
      reference: request.reference,
      idempotencyKey: request.idempotencyKey ?? randomUUID(),
    });
  } catch (error) {
    providerDown(error);
  }
  const [row] = await tx
    .insert(payments)
    .values({
      bookingId: request.bookingId,
      customerId: request.customerId,
      provider: deps.payments.name,
      method: request.source.kind,
      amountMinor: request.amount.amount,
      currency: request.amount.currency,
      status: result.status,
      cardLast4: request.source.number.slice(-4),
      providerRef: result.providerRef,
      failureCode: result.failureCode,
    })
    .returning();
  if (!row) throw new Error("insert returned no payment");
  return row;
}

async function refundRow(tx: Tx, deps: AppDeps, row: PaymentRow): Promise<PaymentStatus> {
  let status: PaymentStatus;
  try {
    ({ status } = await deps.payments.refund({
      providerRef: row.providerRef ?? "",
      amount: { amount: row.amountMinor, currency: row.currency as Currency },
      idempotencyKey: `refund-${row.id}`,
    }));
  } catch (error) {
    providerDown(error);
  }
  await tx.update(payments).set({ status, updatedAt: sql`now()` }).where(eq(payments.id, row.id));
  return status;
}

/** Refunds what was paid for a booking; answers whether anything was. */
export async function refundBooking(tx: Tx, deps: AppDeps, bookingId: string): Promise<boolean> {
  const paid = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, "paid")));
  for (const row of paid) await refundRow(tx, deps, row);
  return paid.length > 0;
}

/** A charge of the /payment-test page, with no booking. */
export async function refundTestCharge(tx: Tx, deps: AppDeps, customerId: string, id: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.customerId, customerId), isNull(payments.bookingId)))
    .for("update");
  if (!row) throw new ApiError(404, "charge_not_found", paymentMessages.chargeNotFound);
  if (row.status !== "paid") throw new ApiError(409, "not_refundable", paymentMessages.notRefundable);
  return { paymentId: row.id, paymentStatus: await refundRow(tx, deps, row) };
}

export const TEST_CHARGES_LISTED = 20;

export async function listTestCharges(db: Db, customerId: string) {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.customerId, customerId), isNull(payments.bookingId)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(TEST_CHARGES_LISTED);
  return rows.map(toTestCharge);
}

export function toTestCharge(row: PaymentRow) {
  return {
    paymentId: row.id,
    paymentStatus: row.status,
    amount: { amount: row.amountMinor, currency: row.currency as Currency },
    cardLast4: row.cardLast4,
    failureCode: row.failureCode,
    createdAt: row.createdAt.toISOString(),
  };
}
