import * as v from "valibot";

/**
 * The one phone rule of the portal (accounts, contact requests, bookings): a number as people type
 * it, an optional `+` then 6 to 20 digits, spaces, brackets or dashes. Each form keeps its own message.
 */
export const PHONE_PATTERN = /^\+?[\d\s()-]{6,20}$/;

export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** The rule as a valibot check of a trimmed string. */
export function phoneNumber<TMessage extends string>(message: TMessage) {
  return v.regex<string, TMessage>(PHONE_PATTERN, message);
}
