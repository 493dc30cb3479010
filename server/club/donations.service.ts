import { and, eq } from "drizzle-orm";
import { lakeToday } from "../../domain/catalogue/availability.ts";
import { clubMessages } from "../../domain/club/messages.ts";
import type { DonationRequest } from "../../domain/club/rules.ts";
import type { Donation, PaymentAnswer } from "../../domain/club/types.ts";
import type { Locale } from "../../domain/shared/locale.ts";
import type { AppDeps } from "../app-env.ts";
import type { Tx } from "../db/client.ts";
import { donations, type UserRow } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";
import { isUuid } from "../http/ids.ts";
import type { CardSource } from "../payments/provider.adapter.ts";
import { clubMail } from "./club.mail.ts";
import { toDonation } from "./club.mappers.ts";
import { chargeCard } from "./club-charge.service.ts";
import type { Written } from "./memberships.service.ts";

/**
 * Donations (api.md "Club, plans, donations"): made by anyone, signed in or not, with an amount in
 * roubles, then paid through the test provider; the thank-you and its receipt go to the e-mail
 * given. A donation's id is its only key, so it is a random UUID nobody can guess.
 */
export async function createDonation(tx: Tx, deps: AppDeps, user: UserRow | null, input: DonationRequest) {
  const [row] = await tx
    .insert(donations)
    .values({
      userId: user?.id ?? null,
      amountMinor: input.amount.amount,
      currency: input.amount.currency,
      name: input.name,
      email: input.email,
      message: input.message,
      createdAt: deps.clock(),
    })
    .returning();
  if (!row) throw new Error("insert returned no donation");
  return toDonation(row);
}

export async function payDonation(
  tx: Tx,
  deps: AppDeps,
  id: string,
  source: CardSource,
  idempotencyKey: string | undefined,
  locale: Locale,
): Promise<Written<PaymentAnswer<Donation>>> {
  if (!isUuid(id)) throw new ApiError(404, "donation_not_found", clubMessages.donationNotFound);
  const [row] = await tx.select().from(donations).where(eq(donations.id, id)).for("update");
  if (!row) throw new ApiError(404, "donation_not_found", clubMessages.donationNotFound);
  if (row.status !== "pending_payment") throw new ApiError(409, "not_payable", clubMessages.notPayable);
  const amount = { amount: row.amountMinor, currency: "RUB" as const };
  const result = await chargeCard(deps, { amount, source, reference: `donation-${row.id}`, idempotencyKey });
  const last4 = source.number.slice(-4);
  const paid = result.status === "paid";
  const [changed] = await tx
    .update(donations)
    .set(
      paid
        ? { status: "paid", paidAt: deps.clock(), providerRef: result.providerRef, cardLast4: last4, lastFailure: null }
        : { lastFailure: result.failureCode ?? "card_declined" },
    )
    .where(and(eq(donations.id, row.id), eq(donations.status, "pending_payment")))
    .returning();
  if (!changed) throw new Error("donation vanished while locked");
  const item = toDonation(changed);
  if (!paid) return { body: { paymentStatus: "failed", failureCode: result.failureCode, item }, mail: [] };
  const mail = await deps.mail.queue(
    tx,
    row.email,
    locale,
    clubMail({
      kind: "donation",
      name: row.name,
      amount,
      date: lakeToday(deps.clock()),
      last4,
      reference: result.providerRef,
    }),
  );
  return { body: { paymentStatus: "paid", failureCode: null, item }, mail: [mail] };
}
