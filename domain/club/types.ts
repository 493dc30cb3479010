import type { Money } from "../shared/money.ts";

/**
 * The club and subscriptions (issue 22; spec sections 1, 2 and 6; api.md "Club, plans, donations").
 * A membership and a plan subscription are the same thing to the server: something paid for a
 * month or a year that is active until its end date. `kind` tells which.
 */
export const clubTiers = ["captains", "voyagers", "fans"] as const;
export type ClubTier = (typeof clubTiers)[number];

export const periods = ["month", "year"] as const;
export type Period = (typeof periods)[number];

export const membershipKinds = ["club", "plan"] as const;
export type MembershipKind = (typeof membershipKinds)[number];

/** As stored; "expired" is never stored but read from the end date (see effectiveStatus). */
export const membershipStatuses = ["pending_payment", "active", "cancelled", "expired"] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

export type Membership = {
  id: string;
  kind: MembershipKind;
  /** A club tier for kind "club", a plan id for kind "plan". */
  product: string;
  /** api.md's names for the product: `tier` for a membership, `planId` for a plan. */
  tier?: ClubTier;
  planId?: string;
  period: Period;
  status: MembershipStatus;
  price: Money;
  /** Inclusive lake dates, set once paid. */
  validFrom?: string;
  validUntil?: string;
  /** "BC-000042": the member's number, the same through renewals; set once paid. */
  number?: string;
  /** What the partners' QR code carries (a check code with the number). */
  checkCode?: string;
  /** Why the last card was declined ("card_declined"), while still unpaid. */
  lastFailure?: string | null;
  createdAt: string;
};

export type DonationStatus = "pending_payment" | "paid";

export type Donation = {
  id: string;
  amount: Money;
  name: string | null;
  email: string;
  message: string | null;
  status: DonationStatus;
  lastFailure?: string | null;
  createdAt: string;
};

/** The answer of a payment call: a declined card is an answer, not an error. */
export type PaymentAnswer<T> = { paymentStatus: "paid" | "failed"; failureCode: string | null; item: T };
