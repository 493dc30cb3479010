import type { PaymentStatus } from "../../domain/bookings/types.ts";
import type { Money } from "../../domain/shared/money.ts";

/**
 * What the portal needs from a payment provider (spec README, decision 8; decision record 047).
 * The built-in test provider implements it; a real one (a card acquirer's API) implements the same
 * two calls. A provider keeps the card; the portal keeps only its reference and the last four digits.
 */
export type CardSource = {
  kind: "test_card";
  /** Digits only. A real provider would take a token from its own form instead of the number. */
  number: string;
  expiry?: string;
  cvc?: string;
  holder?: string;
};

export type ChargeInput = {
  amount: Money;
  source: CardSource;
  /** Our booking id, or "payment-test", shown in the provider's dashboard. */
  reference: string;
  /** Passed to the provider so that a retried call charges once. */
  idempotencyKey: string;
};

export type ChargeResult = {
  /** "pending" for providers that confirm later (3-D Secure, bank transfer). */
  status: Extract<PaymentStatus, "paid" | "failed" | "pending">;
  providerRef: string;
  /** Why a charge failed, as the provider says it ("card_declined"). */
  failureCode: string | null;
};

export type RefundInput = { providerRef: string; amount: Money; idempotencyKey: string };

export interface PaymentProvider {
  readonly name: string;
  charge(input: ChargeInput): Promise<ChargeResult>;
  refund(input: RefundInput): Promise<{ status: Extract<PaymentStatus, "refunded" | "pending"> }>;
}

/** The provider could not be reached or refused to answer: nothing was charged or refunded. */
export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
}
