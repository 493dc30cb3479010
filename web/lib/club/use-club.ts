import { useEffect } from "react";
import { lakeToday } from "../../../domain/catalogue/availability.ts";
import { currentMembership } from "../../../domain/club/rules.ts";
import type { MembershipKind } from "../../../domain/club/types.ts";
import type { OutboxKind } from "../../../domain/outbox/outbox.ts";
import { sessionUserAtom } from "../accounts/session.ts";
import { db } from "../device/db.ts";
import { onlineAtom } from "../network.ts";
import { useAtomValue } from "../store.ts";
import { useLiveQuery } from "../use-live-query.ts";
import { refreshMyMemberships } from "./club-writes.ts";

/**
 * The club as the screens see it: the device's copy of the signed-in user's memberships and plans
 * (read again from the server when online), so the card shows offline. `undefined` while the
 * query runs; an empty list for a visitor.
 */
export function useMyMemberships(kind: MembershipKind) {
  const user = useAtomValue(sessionUserAtom);
  const online = useAtomValue(onlineAtom);
  useEffect(() => {
    if (user && online) void refreshMyMemberships();
  }, [user, online]);
  const rows = useLiveQuery(() => db.myMemberships.where("kind").equals(kind).toArray(), [kind]);
  if (rows === undefined) return undefined;
  const sorted = user ? [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) : [];
  return { items: sorted, current: currentMembership(sorted, lakeToday(new Date())) ?? null };
}

/** Joinings, subscriptions or donations still waiting in the outbox (sending, needing a login, refused). */
export function useWaiting(kind: Extract<OutboxKind, "membership" | "subscription" | "donation">) {
  return useLiveQuery(async () => {
    const items = await db.outbox.where("kind").equals(kind).sortBy("createdAt");
    return items.filter((item) => item.status !== "done");
  }, [kind]);
}

/** Donations made on this device and not paid yet, newest first. */
export const useUnpaidDonations = () =>
  useLiveQuery(async () => {
    const rows = await db.myDonations.toArray();
    return rows.filter((d) => d.status === "pending_payment").sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }, []);
