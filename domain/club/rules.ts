import * as v from "valibot";
import { addDays } from "../catalogue/availability.ts";
import { validationMessages } from "../http/validation-messages.ts";
import { emailAddress } from "../shared/email.ts";
import { cm } from "./messages.ts";
import { planAudiences } from "./offer.ts";
import { clubTiers, type Membership, type MembershipStatus, type Period, periods } from "./types.ts";

/**
 * The club's rules and request bodies (api.md "Club, plans, donations"): one valibot schema per
 * body for the forms and the server alike, and the dates of a paid period. Pure, so tested alone.
 */
export const DONATION_MIN_RUB = 100;
export const DONATION_MAX_RUB = 1_000_000;
export const DONATION_NAME_MAX = 120;
export const DONATION_MESSAGE_MAX = 1000;
/** The amounts the donation page offers with one tap, in roubles. */
export const DONATION_PRESETS_RUB = [500, 1000, 3000, 5000] as const;

const period = v.picklist(periods, cm.unknownPeriod);

export const membershipRequestSchema = v.object({ tier: v.picklist(clubTiers, cm.unknownTier), period });
export type MembershipRequest = v.InferOutput<typeof membershipRequestSchema>;

export const subscriptionRequestSchema = v.object({
  planId: v.pipe(v.string(cm.unknownPlan), v.maxLength(40, cm.unknownPlan)),
  period,
});
export type SubscriptionRequest = v.InferOutput<typeof subscriptionRequestSchema>;

export const plansQuerySchema = v.object({ audience: v.optional(v.picklist(planAudiences, cm.unknownAudience)) });

const optionalText = (max: number, message: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(message),
        v.trim(),
        v.maxLength(max, message),
        v.transform((s) => (s === "" ? null : s)),
      ),
    ),
    null,
  );

export const donationRequestSchema = v.object({
  amount: v.object(
    {
      amount: v.pipe(
        v.number(cm.donationAmount),
        v.safeInteger(cm.donationAmount),
        v.minValue(DONATION_MIN_RUB * 100, cm.donationAmount),
        v.maxValue(DONATION_MAX_RUB * 100, cm.donationAmount),
      ),
      currency: v.literal("RUB", cm.donationCurrency),
    },
    cm.donationAmount,
  ),
  name: optionalText(DONATION_NAME_MAX, cm.donationName),
  email: v.pipe(
    v.string(validationMessages.fieldRequired.id),
    v.trim(),
    v.nonEmpty(validationMessages.fieldRequired.id),
    emailAddress(validationMessages.validEmail.id),
  ),
  message: optionalText(DONATION_MESSAGE_MAX, cm.donationMessage),
});
export type DonationRequest = v.InferOutput<typeof donationRequestSchema>;

/** The day after `date` plus a month or a year, less a day: the last day of the paid period. */
export function periodEnd(from: string, length: Period): string {
  const [y, m, d] = from.split("-").map(Number) as [number, number, number];
  const months = length === "year" ? 12 : 1;
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  // A month after 31 January is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return addDays(target.toISOString().slice(0, 10), -1);
}

/**
 * Where a new paid period starts: today, or the day after the member's paid time runs out, so a
 * renewal or a change of tier paid early loses no day and pays no day twice.
 */
export function periodStart(today: string, paidUntil: string | null): string {
  return paidUntil && paidUntil >= today ? addDays(paidUntil, 1) : today;
}

/** The status as the member sees it today: a paid period that has ended reads as expired. */
export function effectiveStatus(stored: MembershipStatus, validUntil: string | null | undefined, today: string) {
  if ((stored === "active" || stored === "cancelled") && validUntil && validUntil < today) return "expired";
  return stored;
}

/** The membership a card shows today: paid and running now; else the next one paid ahead. */
export function currentMembership<T extends Pick<Membership, "status" | "validFrom" | "validUntil">>(
  items: readonly T[],
  today: string,
): T | undefined {
  const paid = items
    .filter((m) => (m.status === "active" || m.status === "cancelled") && m.validUntil && m.validUntil >= today)
    .sort((a, b) => (a.validFrom ?? "").localeCompare(b.validFrom ?? ""));
  return paid.find((m) => (m.validFrom ?? "") <= today) ?? paid[0];
}

/** "BC-000042". */
export function memberNumber(sequence: number): string {
  return `BC-${String(sequence).padStart(6, "0")}`;
}

/** What the card's QR code carries: the page where a partner checks a card, with its number and code. */
export function cardCheckUrl(origin: string, number: string, checkCode: string): string {
  return `${origin}/baikal-club?card=${encodeURIComponent(`${number}.${checkCode}`)}`;
}
