import type { MessageDescriptor } from "@lingui/core";

/**
 * Messages of the payment form and the payment API (issue 5): the card fields of the built-in test
 * provider (decision record 047) and the answers of /api/payment-test. Ids both sides translate.
 */
export const paymentMessages = {
  cardNumber: /*i18n*/ { id: "payment.card_number", message: "Enter a valid card number." },
  cardExpiry: /*i18n*/ { id: "payment.card_expiry", message: "Enter the expiry date as MM/YY." },
  cardExpired: /*i18n*/ { id: "payment.card_expired", message: "This card has expired." },
  cardCvc: /*i18n*/ { id: "payment.card_cvc", message: "Enter the 3 or 4 digits from the back of the card." },
  cardHolder: /*i18n*/ { id: "payment.card_holder", message: "Enter the name as printed on the card." },
  amount: /*i18n*/ { id: "payment.amount", message: "Enter an amount from 1 to 1,000,000." },
  currency: /*i18n*/ { id: "payment.currency", message: "Choose RUB or USD." },
  chargeNotFound: /*i18n*/ { id: "payment.charge_not_found", message: "This test charge does not exist." },
  notRefundable: /*i18n*/ { id: "payment.not_refundable", message: "Only a paid charge can be refunded." },
  providerUnavailable: /*i18n*/ {
    id: "payment.provider_unavailable",
    message: "The payment service did not answer. Nothing was charged; please try again.",
  },
} satisfies Record<string, MessageDescriptor>;

/** The id a check carries as its message (see validation.ts). */
export const pm = Object.fromEntries(
  Object.entries(paymentMessages).map(([key, descriptor]) => [key, descriptor.id]),
) as Record<keyof typeof paymentMessages, string>;
