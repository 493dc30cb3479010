import * as v from "valibot";

/**
 * The one e-mail rule of every form and call that takes an address (decision 071): register,
 * login, profile, password reset, newsletter, contact requests, bookings. An address is a local
 * part, an @ and a domain of at least two labels:
 * - the local part: letters and digits of any script and RFC 5322's `atext` signs
 *   (`! # $ % & ' * + / = ? ^ _ { | } ~ -`), dots between them; no quoted strings, so no
 *   quotes, backticks, spaces, `<`, `>`, `(`, `)`, `,`, `;`, `:`, `\`, `[`, `]` or control characters;
 * - the domain: labels of letters, digits and inner hyphens, a top-level domain of letters (or
 *   an `xn--` one); no IP literals;
 * - at most 64 characters before the @ and 254 in all (what SMTP carries).
 * The apostrophe stays allowed: o'brien@example.ie is a real address, and every text the app or
 * a mail shows is escaped anyway.
 */
export const EMAIL_MAX = 254;
export const EMAIL_LOCAL_MAX = 64;

const ATOM = "[\\p{L}\\p{M}\\p{N}!#$%&'*+/=?^_{|}~-]+";
const LABEL = "[\\p{L}\\p{M}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]{0,61}[\\p{L}\\p{M}\\p{N}])?";
const TLD = "(?:\\p{L}[\\p{L}\\p{M}]+|xn--[a-z0-9-]{1,59})";
const EMAIL_SHAPE = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TLD}$`, "iu");

export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX) return false;
  const at = value.lastIndexOf("@");
  return at > 0 && at <= EMAIL_LOCAL_MAX && EMAIL_SHAPE.test(value);
}

/** The rule as a valibot check, carrying the form's own message id (each form's text is the spec's). */
export const emailAddress = (message: string) => v.check<string, string>(isEmailAddress, message);
