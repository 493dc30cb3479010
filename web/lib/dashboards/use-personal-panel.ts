import { useEffect, useState } from "react";
import { lakeToday } from "../../../domain/catalogue/availability.ts";
import {
  RECENTLY_VIEWED_COOKIE,
  type RecentlyViewedYacht,
  readRecentlyViewed,
} from "../../../domain/catalogue/recently-viewed.ts";
import { type PersonalPanel, personalPanel } from "../../../domain/dashboards/personal-panel.ts";
import { updateDeviceBookings } from "../bookings/triggers.ts";
import { refreshMyMemberships } from "../club/club-writes.ts";
import { getCookie } from "../cookies.ts";
import { db } from "../device/db.ts";
import { refreshMyEntries } from "../events/event-writes.ts";
import { refreshInsuranceRequests } from "../insurance/insurance-writes.ts";
import { onlineAtom } from "../network.ts";
import { useAtomValue } from "../store.ts";
import { useLiveQuery } from "../use-live-query.ts";

/**
 * The personal panel's data, live from the device so it reads offline: the user's bookings,
 * event entries, memberships, insurance requests and the outbox. When online it asks each area
 * for its latest once; those writers fill the same tables, and the panel follows them.
 */
export function usePersonalPanel(userId: string): PersonalPanel | undefined {
  const online = useAtomValue(onlineAtom);
  useEffect(() => {
    if (!online) return;
    // Each refresh reports its own failure on its own page; the panel keeps what the device holds.
    for (const refresh of [updateDeviceBookings, refreshMyEntries, refreshMyMemberships, refreshInsuranceRequests]) {
      refresh().catch(() => undefined);
    }
  }, [online]);
  return useLiveQuery(async () => {
    const [bookings, entries, events, memberships, insurance, outbox] = await Promise.all([
      db.bookings.where("customerId").equals(userId).toArray(),
      db.myEventEntries.toArray(),
      db.events.toArray(),
      db.myMemberships.toArray(),
      db.insuranceRequests.toArray(),
      db.outbox.toArray(),
    ]);
    return personalPanel({ bookings, entries, events, memberships, insurance, outbox }, lakeToday(new Date()));
  }, [userId]);
}

/**
 * The recently viewed yachts cookie (spec section 9: 5 entries, newest first, no duplicates,
 * 30 days), read in the browser after the first render so server and client HTML agree.
 */
export function useRecentYachts(): RecentlyViewedYacht[] {
  const [recent, setRecent] = useState<RecentlyViewedYacht[]>([]);
  useEffect(() => setRecent(readRecentlyViewed(getCookie(RECENTLY_VIEWED_COOKIE), new Date())), []);
  return recent;
}
