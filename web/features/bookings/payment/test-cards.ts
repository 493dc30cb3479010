import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The built-in test provider's cards (bookings contract): one is always paid, one always declined.
 * Shown wherever a card is asked for, since no real card is ever charged here.
 */
export type TestCard = { number: string; outcome: MessageDescriptor; tone: "success" | "danger" };

export const testCards: readonly TestCard[] = [
  { number: "4242 4242 4242 4242", outcome: msg`Payment succeeds`, tone: "success" },
  { number: "4000 0000 0000 0002", outcome: msg`Card is declined`, tone: "danger" },
];

/** "4242424242424242" → "4242 4242 4242 4242", as the user types. */
export function groupCardNumber(value: string): string {
  return value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

export const cardDigits = (value: string) => value.replace(/\D/g, "");
