import * as v from "valibot";
import { bm } from "../bookings/messages.ts";
import { currencies, MINOR_PER_MAJOR } from "../shared/money.ts";
import { pm } from "./messages.ts";

/**
 * What a payment form sends (api.md: POST /api/bookings/{id}/payments, POST /api/payment-test/charges),
 * checked alike by the form and the server. The card number arrives with or without spaces and
 * dashes and leaves as digits only; the server keeps only its last four (decision record 047).
 */
export const paymentMethods = ["test_card"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The test provider's cards: this one is paid, this one is declined. */
export const TEST_CARD_PAID = "4242424242424242";
export const TEST_CARD_DECLINED = "4000000000000002";

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const cardNumber = v.pipe(
  v.string(pm.cardNumber),
  v.maxLength(40, pm.cardNumber),
  v.transform((value) => value.replace(/[\s-]/g, "")),
  v.regex(/^\d{12,19}$/, pm.cardNumber),
  v.check(luhnValid, pm.cardNumber),
);

const cardFields = {
  cardNumber,
  expiry: v.optional(v.pipe(v.string(pm.cardExpiry), v.trim(), v.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, pm.cardExpiry))),
  cvc: v.optional(v.pipe(v.string(pm.cardCvc), v.regex(/^\d{3,4}$/, pm.cardCvc))),
  holder: v.optional(v.pipe(v.string(pm.cardHolder), v.trim(), v.maxLength(120, pm.cardHolder))),
};

export const paymentRequestSchema = v.object({
  method: v.picklist(paymentMethods, bm.unknownMethod),
  ...cardFields,
});
export type PaymentRequest = v.InferOutput<typeof paymentRequestSchema>;

/** The largest test charge: 1,000,000 in major units. */
export const TEST_CHARGE_MAX_MAJOR = 1_000_000;

export const testChargeSchema = v.object({
  amount: v.object(
    {
      amount: v.pipe(
        v.number(pm.amount),
        v.safeInteger(pm.amount),
        v.minValue(100, pm.amount),
        v.maxValue(TEST_CHARGE_MAX_MAJOR * MINOR_PER_MAJOR.RUB, pm.amount),
      ),
      currency: v.picklist(currencies, pm.currency),
    },
    pm.amount,
  ),
  ...cardFields,
});
export type TestChargeRequest = v.InferOutput<typeof testChargeSchema>;

/** Whether an "MM/YY" expiry has passed: a card is good to the end of its month. */
export function cardExpired(expiry: string, today: string): boolean {
  const [month, year] = expiry.split("/").map(Number);
  const endOfMonth = `20${String(year).padStart(2, "0")}-${String(month).padStart(2, "0")}-31`;
  return endOfMonth < today;
}
