import type { Booking, PaymentStatus } from "../../../domain/bookings/types.ts";
import type { Money } from "../../../domain/shared/money.ts";
import { api } from "../../lib/api.ts";
import { keepBooking } from "../../lib/bookings/device-bookings.ts";

/**
 * The booking calls of api.md and the bookings contract that need the network (paying,
 * cancelling, answering requests, the test provider). Each answer that changes one of the user's
 * bookings is written to the device copy at once, so every screen shows it.
 */
export type CardDetails = { cardNumber: string; expiry?: string; cvc?: string; holder?: string };
export type PaymentAnswer = { paymentId: string; paymentStatus: PaymentStatus; booking: Booking };

export async function payBooking(id: string, card: CardDetails, key: string): Promise<PaymentAnswer> {
  const answer = await api<PaymentAnswer>(`/api/bookings/${encodeURIComponent(id)}/payments`, {
    method: "POST",
    body: { method: "test_card", ...card },
    idempotencyKey: key,
  });
  await keepBooking(answer.booking);
  return answer;
}

export async function cancelBooking(id: string): Promise<Booking> {
  const booking = await api<Booking>(`/api/bookings/${encodeURIComponent(id)}/cancel`, { method: "POST" });
  await keepBooking(booking);
  return booking;
}

/** Owners (and admins for the portal's own fleet) answer requests; these are not the user's own bookings. */
export const acceptBooking = (id: string) =>
  api<Booking>(`/api/bookings/${encodeURIComponent(id)}/accept`, { method: "POST" });

export const declineBooking = (id: string, note: string) =>
  api<Booking>(`/api/bookings/${encodeURIComponent(id)}/decline`, {
    method: "POST",
    body: note.trim() ? { note: note.trim() } : {},
  });

export const incomingKey = ["bookings", "incoming"] as const;
export const incomingRequests = () => api<{ items: Booking[] }>("/api/bookings?incoming=1");

/** The test provider's own page (/payment-test). */
export type TestCharge = {
  paymentId: string;
  amount: Money;
  paymentStatus: PaymentStatus;
  cardLast4?: string | null;
  createdAt?: string;
};

export const testChargesKey = ["payment-test", "charges"] as const;
export const testCharges = () => api<{ items: TestCharge[] }>("/api/payment-test/charges");

export const chargeTestCard = (amount: Money, cardNumber: string) =>
  api<{ paymentId: string; paymentStatus: PaymentStatus }>("/api/payment-test/charges", {
    method: "POST",
    body: { amount, cardNumber },
  });

export const refundTestCharge = (paymentId: string) =>
  api<{ paymentId: string; paymentStatus: PaymentStatus }>(
    `/api/payment-test/charges/${encodeURIComponent(paymentId)}/refund`,
    { method: "POST" },
  );
