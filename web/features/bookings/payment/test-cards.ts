import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type * as v from "valibot";
import { fieldErrors } from "../../../../domain/accounts/auth-schemas.ts";
import { lakeToday } from "../../../../domain/catalogue/availability.ts";
import { pm } from "../../../../domain/payments/messages.ts";
import { cardExpired, TEST_CARD_DECLINED, TEST_CARD_PAID } from "../../../../domain/payments/payment.ts";

/**
 * The built-in test provider's cards (bookings contract): one is always paid, one always declined.
 * Shown wherever a card is asked for, since no real card is ever charged here.
 */
export type TestCard = { number: string; outcome: MessageDescriptor; tone: "success" | "danger" };

export const testCards: readonly TestCard[] = [
  { number: groupCardNumber(TEST_CARD_PAID), outcome: msg`Payment succeeds`, tone: "success" },
  { number: groupCardNumber(TEST_CARD_DECLINED), outcome: msg`Card is declined`, tone: "danger" },
];

/** "4242424242424242" → "4242 4242 4242 4242", as the user types. */
export function groupCardNumber(value: string): string {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

export type CardInput = { cardNumber: string; expiry: string; cvc: string; holder: string };

/** The card fields as the API takes them: optional ones left out when empty. */
export function cardPayload(card: CardInput) {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    cardNumber: card.cardNumber,
    ...(optional(card.expiry) ? { expiry: optional(card.expiry) } : {}),
    ...(optional(card.cvc) ? { cvc: optional(card.cvc) } : {}),
    ...(optional(card.holder) ? { holder: optional(card.holder) } : {}),
  };
}

/**
 * The shared schema's message ids by field (domain/payments/payment.ts), and an expiry already
 * passed, as the server checks it.
 */
export function cardErrors(schema: v.GenericSchema, input: Record<string, unknown>): Record<string, string> {
  const errors = fieldErrors(schema, input);
  const expiry = input.expiry;
  if (!errors.expiry && typeof expiry === "string" && cardExpired(expiry, lakeToday(new Date()))) {
    errors.expiry = pm.cardExpired;
  }
  return errors;
}
