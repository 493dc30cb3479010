import { msg } from "@lingui/core/macro";
import type { DonationRequest, MembershipRequest, SubscriptionRequest } from "../../../domain/club/rules.ts";
import type { Donation, Membership, MembershipKind, PaymentAnswer } from "../../../domain/club/types.ts";
import type { OutboxItem } from "../../../domain/outbox/outbox.ts";
import type { PaymentRequest } from "../../../domain/payments/payment.ts";
import { onSessionEnd } from "../accounts/session.ts";
import { api } from "../api.ts";
import { i18n } from "../i18n.ts";
import { outboxDb, refreshWaiting, type SubmitResult, submitWrite } from "../outbox/outbox.ts";
import type { SettleContext } from "../outbox/settle-registry.ts";
import { notify } from "../toast.ts";

/**
 * The club's writes (issue 22). Joining, subscribing and donating go through the outbox (decision
 * record 003) with the Idempotency-Key made when the user acted: offline they wait, and the server
 * makes each once. Paying and cancelling need the connection (a card is never kept on the device)
 * and go straight to the server with a key made at the press, so a double press charges once.
 */
const base: Record<MembershipKind, string> = { club: "/api/memberships", plan: "/api/subscriptions" };

async function deviceDb() {
  return (await import("../device/db.ts")).db;
}

async function keep(item: Membership) {
  await (await deviceDb()).myMemberships.put(item);
}

export function joinClub(request: MembershipRequest): Promise<SubmitResult<Membership>> {
  return submitWrite<Membership>({ kind: "membership", path: base.club, body: request });
}

export function subscribeToPlan(request: SubscriptionRequest): Promise<SubmitResult<Membership>> {
  return submitWrite<Membership>({ kind: "subscription", path: base.plan, body: request });
}

export function donate(request: DonationRequest): Promise<SubmitResult<Donation>> {
  return submitWrite<Donation>({ kind: "donation", path: "/api/donations", body: request });
}

/** A membership's answer once sent: kept on the device, where the pages read it. */
export const keepMembership = keep;

export async function keepDonation(item: Donation) {
  await (await deviceDb()).myDonations.put(item);
}

export async function payMembership(item: Membership, card: PaymentRequest): Promise<PaymentAnswer<Membership>> {
  const answer = await api<PaymentAnswer<Membership>>(`${base[item.kind]}/${item.id}/payments`, {
    method: "POST",
    body: card,
    headers: { "Idempotency-Key": crypto.randomUUID() },
  });
  await keep(answer.item);
  return answer;
}

/** Cancels a paid membership (active to its end), or withdraws an unpaid one (it leaves the device). */
export async function cancelMembership(item: Membership): Promise<Membership> {
  const answer = await api<Membership>(`${base[item.kind]}/${item.id}/cancel`, {
    method: "POST",
    body: {},
    headers: { "Idempotency-Key": crypto.randomUUID() },
  });
  if (answer.validUntil) await keep(answer);
  else await (await deviceDb()).myMemberships.delete(item.id);
  return answer;
}

export async function payDonation(item: Donation, card: PaymentRequest): Promise<PaymentAnswer<Donation>> {
  const answer = await api<PaymentAnswer<Donation>>(`/api/donations/${item.id}/payments`, {
    method: "POST",
    body: card,
    headers: { "Idempotency-Key": crypto.randomUUID() },
  });
  await keepDonation(answer.item);
  return answer;
}

/** The signed-in user's memberships and plans from the server; offline, the device's copy stands. */
export async function refreshMyMemberships(): Promise<void> {
  try {
    const [club, plans] = await Promise.all([
      api<{ items: Membership[] }>(`${base.club}/mine`),
      api<{ items: Membership[] }>(`${base.plan}/mine`),
    ]);
    const db = await deviceDb();
    await db.transaction("rw", db.myMemberships, async () => {
      await db.myMemberships.clear();
      await db.myMemberships.bulkPut([...club.items, ...plans.items]);
    });
  } catch {
    // Offline or logged out meanwhile: what the device has stays until the next try.
  }
}

onSessionEnd(async () => {
  const db = await deviceDb();
  await db.myMemberships.clear();
});

async function take(item: OutboxItem): Promise<OutboxItem | null> {
  const db = await outboxDb();
  const taken = await db.transaction("rw", db.outbox, async () => {
    const current = await db.outbox.get(item.id);
    if (current?.status !== item.status) return null;
    await db.outbox.delete(item.id);
    return current;
  });
  if (taken) await refreshWaiting();
  return taken;
}

const reasonOf = (item: OutboxItem) =>
  Object.values(item.lastError?.fields ?? {}).join(" ") ||
  item.lastError?.message ||
  i18n._(msg`The server did not accept it.`);

/**
 * A joining or a subscription sent by the outbox: the unpaid membership joins the device, where its
 * page offers to pay it. A form still open shows the answer itself (foreground).
 */
export async function settleMembership(item: OutboxItem, { foreground }: SettleContext): Promise<void> {
  if (item.status === "done") {
    await keep(item.result as Membership);
    if (foreground || !(await take(item))) return;
    void notify({ title: i18n._(msg`Your membership is recorded: it is ready to be paid`), variant: "success" });
    return;
  }
  if (item.status !== "failed" || foreground || !(await take(item))) return;
  void notify({ title: i18n._(msg`Your membership was not sent`), description: reasonOf(item), variant: "error" });
}

export async function settleDonation(item: OutboxItem, { foreground }: SettleContext): Promise<void> {
  if (item.status === "done") {
    await keepDonation(item.result as Donation);
    if (foreground || !(await take(item))) return;
    void notify({ title: i18n._(msg`Your donation is recorded: it is ready to be paid`), variant: "success" });
    return;
  }
  if (item.status !== "failed" || foreground || !(await take(item))) return;
  void notify({ title: i18n._(msg`Your donation was not sent`), description: reasonOf(item), variant: "error" });
}
