import { useEffect } from "react";
import type { OutboxItem } from "../../../domain/outbox/outbox.ts";
import type { OwnerYacht } from "../../../domain/owners/listing.ts";
import { sessionUserAtom } from "../accounts/session.ts";
import { db, type OwnerRevenueEntry } from "../device/db.ts";
import { onlineAtom } from "../network.ts";
import { useAtomValue } from "../store.ts";
import { useLiveQuery } from "../use-live-query.ts";
import { refreshOwnerData } from "./owner-writes.ts";

/**
 * The owner's dashboard data as the screens see it: the device's copy, read again from the server
 * when signed in and online; `undefined` while the query runs.
 */
export function useOwnerYachts(): OwnerYacht[] | undefined {
  const user = useAtomValue(sessionUserAtom);
  const online = useAtomValue(onlineAtom);
  useEffect(() => {
    if (user && online) void refreshOwnerData();
  }, [user, online]);
  return useLiveQuery(async () => (await db.ownerYachts.toArray()).sort(byUpdated), []);
}

const byUpdated = (a: OwnerYacht, b: OwnerYacht) => b.updatedAt.localeCompare(a.updatedAt);

export const useOwnerYacht = (id: string) => useLiveQuery(async () => (await db.ownerYachts.get(id)) ?? null, [id]);

/** Null when the device has never fetched it (first visit offline). */
export const useOwnerRevenue = (): OwnerRevenueEntry | null | undefined =>
  useLiveQuery(async () => (await db.ownerRevenue.get("all")) ?? null, []);

/** New listings still in the outbox (offline drafts). */
export const useWaitingListings = () =>
  useLiveQuery(
    async (): Promise<OutboxItem[]> =>
      (await db.outbox.where("kind").equals("owner_listing").sortBy("createdAt")).filter(
        (item) => item.status !== "done",
      ),
    [],
  );
