import type { MessageDescriptor } from "@lingui/core";
import { planOffer, tierOffer } from "../../domain/club/offer.ts";
import { effectiveStatus, memberNumber } from "../../domain/club/rules.ts";
import type { ClubTier, Donation, Membership } from "../../domain/club/types.ts";
import type { Currency } from "../../domain/shared/money.ts";
import type { DonationRow, MembershipRow } from "../db/schema/index.ts";

/** Rows as the API answers them (domain/club/types.ts). */
export type Member = { number: number; checkCode: string } | null;

export function toMembership(row: MembershipRow, member: Member, today: string): Membership {
  const paid = row.validFrom !== null;
  return {
    id: row.id,
    kind: row.kind,
    product: row.product,
    ...(row.kind === "club" ? { tier: row.product as ClubTier } : { planId: row.product }),
    period: row.period,
    status: effectiveStatus(row.status, row.validUntil, today),
    price: { amount: row.priceMinor, currency: row.currency as Currency },
    ...(paid && row.validFrom && row.validUntil ? { validFrom: row.validFrom, validUntil: row.validUntil } : {}),
    ...(paid && member ? { number: memberNumber(member.number), checkCode: member.checkCode } : {}),
    lastFailure: row.lastFailure,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDonation(row: DonationRow): Donation {
  return {
    id: row.id,
    amount: { amount: row.amountMinor, currency: row.currency as Currency },
    name: row.name,
    email: row.email,
    message: row.message,
    status: row.status,
    lastFailure: row.lastFailure,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The name of what a row pays for, for the e-mails. */
export function productName(row: Pick<MembershipRow, "kind" | "product">): MessageDescriptor {
  if (row.kind === "club") return tierOffer(row.product as ClubTier).name;
  return planOffer(row.product)?.name ?? { id: row.product, message: row.product };
}
