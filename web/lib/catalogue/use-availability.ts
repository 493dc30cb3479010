import { useEffect, useState } from "react";
import { type Availability, addDays, lakeToday } from "../../../domain/catalogue/availability.ts";
import { api } from "../api.ts";
import { onlineAtom } from "../network.ts";
import { useAtomValue } from "../store.ts";
import { loadDevice, useLiveQuery } from "../use-live-query.ts";

/**
 * A yacht's availability for the next year: fetched when online and kept on the device, so the
 * calendar shows the last known answer offline (labelled as such).
 */
export const AVAILABILITY_DAYS = 365;

export type AvailabilityView = {
  availability: (Availability & { fetchedAt: number }) | null | undefined;
  live: boolean;
  failed: boolean;
};

export function useAvailability(yachtId: string): AvailabilityView {
  const cached = useLiveQuery(async (db) => (await db.availability.get(yachtId)) ?? null, [yachtId]);
  const [live, setLive] = useState(false);
  const [failed, setFailed] = useState(false);
  const online = useAtomValue(onlineAtom);
  useEffect(() => {
    let cancelled = false;
    setLive(false);
    setFailed(!online);
    // Offline there is nobody to ask: the last known answer shows, and coming online asks again.
    if (!online) return;
    // The lake's today (UTC+8): in the evening, UTC still names yesterday.
    const from = lakeToday(new Date());
    const to = addDays(from, AVAILABILITY_DAYS);
    api<Availability>(`/api/yachts/${encodeURIComponent(yachtId)}/availability?from=${from}&to=${to}`)
      .then(async (answer) => {
        const { db } = await loadDevice();
        await db.availability.put({ ...answer, fetchedAt: Date.now() });
        if (!cancelled) setLive(true);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [yachtId, online]);
  return { availability: cached, live, failed };
}
