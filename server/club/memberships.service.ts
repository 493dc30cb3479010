import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, gte, inArray, lte, max, min } from "drizzle-orm";
import { lakeToday } from "../../domain/catalogue/availability.ts";
import { clubMessages } from "../../domain/club/messages.ts";
import type { Prices } from "../../domain/club/offer.ts";
import { periodEnd, periodStart } from "../../domain/club/rules.ts";
import type { Membership, MembershipKind, PaymentAnswer, Period } from "../../domain/club/types.ts";
import { isLocale } from "../../domain/shared/locale.ts";
import type { AppDeps } from "../app-env.ts";
import type { Db, Tx } from "../db/client.ts";
import { clubMembers, type MembershipRow, memberships, type UserRow, users } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";
import { isUuid } from "../http/ids.ts";
import type { CardSource } from "../payments/provider.adapter.ts";
import { clubMail } from "./club.mail.ts";
import { type Member, productName, toMembership } from "./club.mappers.ts";
import { chargeCard } from "./club-charge.service.ts";

/**
 * Memberships and plan subscriptions (api.md "Club, plans, donations"; decision 076). Made unpaid
 * with the server's price, paid through the test provider, active until the end of the period;
 * a renewal or a change is a new row whose period starts the day after the paid time runs out.
 * Each write returns the mail it queued in its transaction, sent after the commit.
 */
export type Written<T> = { body: T; mail: string[] };

const today = (deps: AppDeps) => lakeToday(deps.clock());

async function memberOf(db: Db | Tx, userId: string): Promise<Member> {
  const [row] = await db.select().from(clubMembers).where(eq(clubMembers.userId, userId));
  return row ? { number: row.number, checkCode: row.checkCode } : null;
}

export async function createMembership(
  tx: Tx,
  deps: AppDeps,
  user: UserRow,
  input: { kind: MembershipKind; product: string; period: Period; prices: Prices },
): Promise<Membership> {
  // The price is the server's own (domain/club/offer.ts): a body never carries one.
  const price = input.prices[input.period];
  const [row] = await tx
    .insert(memberships)
    .values({
      userId: user.id,
      kind: input.kind,
      product: input.product,
      period: input.period,
      priceMinor: price.amount,
      currency: price.currency,
      createdAt: deps.clock(),
      updatedAt: deps.clock(),
    })
    .returning();
  if (!row) throw new Error("insert returned no membership");
  return toMembership(row, await memberOf(tx, user.id), today(deps));
}

async function ownRow(tx: Tx, user: UserRow, kind: MembershipKind, id: string): Promise<MembershipRow> {
  if (!isUuid(id)) throw new ApiError(404, "membership_not_found", clubMessages.notFound);
  const [row] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.id, id), eq(memberships.userId, user.id), eq(memberships.kind, kind)))
    .for("update");
  if (!row) throw new ApiError(404, "membership_not_found", clubMessages.notFound);
  return row;
}

/** The member's card number, made at the first payment and kept through every renewal. */
async function ensureMember(tx: Tx, userId: string): Promise<Member> {
  await tx
    .insert(clubMembers)
    .values({ userId, checkCode: randomBytes(6).toString("base64url") })
    .onConflictDoNothing();
  return memberOf(tx, userId);
}

export async function payMembership(
  tx: Tx,
  deps: AppDeps,
  user: UserRow,
  kind: MembershipKind,
  id: string,
  source: CardSource,
  idempotencyKey: string | undefined,
): Promise<Written<PaymentAnswer<Membership>>> {
  // Locked: two payments with different keys cannot both charge it; the second finds it paid.
  const row = await ownRow(tx, user, kind, id);
  if (row.status !== "pending_payment") throw new ApiError(409, "not_payable", clubMessages.notPayable);
  const price = { amount: row.priceMinor, currency: "RUB" as const };
  const result = await chargeCard(deps, { amount: price, source, reference: `membership-${row.id}`, idempotencyKey });
  if (result.status !== "paid") {
    const [failed] = await tx
      .update(memberships)
      .set({ lastFailure: result.failureCode ?? "card_declined", updatedAt: deps.clock() })
      .where(eq(memberships.id, row.id))
      .returning();
    const item = toMembership(failed ?? row, await memberOf(tx, user.id), today(deps));
    return { body: { paymentStatus: "failed", failureCode: result.failureCode, item }, mail: [] };
  }
  const [last] = await tx
    .select({ until: max(memberships.validUntil) })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, user.id),
        eq(memberships.kind, kind),
        inArray(memberships.status, ["active", "cancelled"]),
      ),
    );
  const validFrom = periodStart(today(deps), last?.until ?? null);
  const validUntil = periodEnd(validFrom, row.period);
  const [paid] = await tx
    .update(memberships)
    .set({
      status: "active",
      validFrom,
      validUntil,
      lastFailure: null,
      providerRef: result.providerRef,
      cardLast4: source.number.slice(-4),
      paidAt: deps.clock(),
      updatedAt: deps.clock(),
    })
    .where(eq(memberships.id, row.id))
    .returning();
  if (!paid) throw new Error("membership vanished while locked");
  const member = kind === "club" ? await ensureMember(tx, user.id) : await memberOf(tx, user.id);
  const item = toMembership(paid, kind === "club" ? member : null, today(deps));
  const mail = await deps.mail.queue(
    tx,
    user.email,
    isLocale(user.locale) ? user.locale : "en",
    clubMail({
      kind: "paid",
      name: user.firstName,
      product: productName(paid),
      price: item.price,
      validFrom,
      validUntil,
      last4: source.number.slice(-4),
      number: item.number ?? null,
      link: `${deps.env.PUBLIC_URL}/account`,
    }),
  );
  return { body: { paymentStatus: "paid", failureCode: null, item }, mail: [mail] };
}

export async function cancelMembership(
  tx: Tx,
  deps: AppDeps,
  user: UserRow,
  kind: MembershipKind,
  id: string,
): Promise<Written<Membership>> {
  const row = await ownRow(tx, user, kind, id);
  const member = kind === "club" ? await memberOf(tx, user.id) : null;
  // Cancelling twice answers the same; an unpaid or ended one has nothing to cancel.
  if (row.status === "cancelled" && row.validUntil && row.validUntil >= today(deps)) {
    return { body: toMembership(row, member, today(deps)), mail: [] };
  }
  // Unpaid, it is withdrawn: nothing was charged, so the row goes and the member may choose again.
  if (row.status === "pending_payment") {
    await tx.delete(memberships).where(eq(memberships.id, row.id));
    return { body: { ...toMembership(row, member, today(deps)), status: "cancelled" }, mail: [] };
  }
  if (row.status !== "active" || !row.validUntil || row.validUntil < today(deps)) {
    throw new ApiError(409, "not_cancellable", clubMessages.notCancellable);
  }
  const [cancelled] = await tx
    .update(memberships)
    .set({ status: "cancelled", cancelledAt: deps.clock(), updatedAt: deps.clock() })
    .where(eq(memberships.id, row.id))
    .returning();
  if (!cancelled) throw new Error("membership vanished while locked");
  const mail = await deps.mail.queue(
    tx,
    user.email,
    isLocale(user.locale) ? user.locale : "en",
    clubMail({ kind: "cancelled", name: user.firstName, product: productName(row), validUntil: row.validUntil }),
  );
  return { body: toMembership(cancelled, member, today(deps)), mail: [mail] };
}

/** The caller's memberships (or plans), newest first. */
export async function myMemberships(db: Db, deps: AppDeps, user: UserRow, kind: MembershipKind) {
  const rows = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, user.id), eq(memberships.kind, kind)))
    .orderBy(desc(memberships.createdAt), asc(memberships.id));
  const member = kind === "club" ? await memberOf(db, user.id) : null;
  return rows.map((row) => toMembership(row, member, today(deps)));
}

/** A partner's check of a card's QR code: the tier and the date it is good until, no more. */
export async function checkCard(db: Db, deps: AppDeps, number: number, checkCode: string) {
  const [member] = await db
    .select()
    .from(clubMembers)
    .where(and(eq(clubMembers.number, number), eq(clubMembers.checkCode, checkCode)));
  if (!member) throw new ApiError(404, "card_not_found", clubMessages.cardNotFound);
  const rows = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, member.userId), eq(memberships.kind, "club")));
  const now = today(deps);
  const running = rows.find((r) => r.validFrom && r.validUntil && r.validFrom <= now && r.validUntil >= now);
  return { valid: Boolean(running), tier: running?.product ?? null, validUntil: running?.validUntil ?? null };
}

/** The most captains the captains' page shows. */
export const CAPTAINS_ON_SHOW = 24;

/**
 * The captains' page's members on show: paid Captains members today, by first name and the initial
 * of the last (a member's page shows no more of them), the longest-standing first.
 */
export async function captainsOnShow(db: Db, deps: AppDeps) {
  const now = today(deps);
  const rows = await db
    .select({ firstName: users.firstName, lastName: users.lastName, since: min(memberships.validFrom) })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.kind, "club"),
        eq(memberships.product, "captains"),
        inArray(memberships.status, ["active", "cancelled"]),
        lte(memberships.validFrom, now),
        gte(memberships.validUntil, now),
      ),
    )
    .groupBy(users.id, users.firstName, users.lastName)
    .orderBy(asc(min(memberships.validFrom)))
    .limit(CAPTAINS_ON_SHOW);
  return rows.map((row) => ({ name: `${row.firstName} ${row.lastName.slice(0, 1)}.`, since: row.since }));
}
